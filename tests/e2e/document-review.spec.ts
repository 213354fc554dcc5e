// Issue 7, section 3, at desktop and phone width: a required document keeps the supplier's note and the
// customer's reason apart, both visible to both sides; an approved document is replaced by the supplier
// ("Ricarica il documento"), never deleted; a worker on a procurement says why it cannot be deleted.
// Demo data: the "roof" procurement of Edil Costruzioni, its "Attestati di formazione" (pending, with a file)
// and its workers Giuseppe Mariani (on the roof procurement) and Francesco Esposito (on two).
// Pictures: test-results/screenshots/7x-*-{width}.png.
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { makePdf, scratchDirectory } from "./support/documents";
import { openProcurementCard } from "./support/procurements";
import { deleteRow } from "./support/row-actions";
import { CUSTOMER_EMAIL, SUPPLIER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { DESKTOP, isPhone, PHONE } from "./support/viewports";
import { searchTable } from "./support/table-search";

const ROOF = "Rifacimento copertura capannone B e installazione linee vita";
const CLEANING = "Pulizie industriali e sanificazione reparti produttivi";
const SUPPLIER_NAME = "Edil Costruzioni Lombarde S.r.l.";
const TRAINING = "Attestati di formazione";

const VIEWPORTS = [
  { ...DESKTOP, worker: "Mariani Giuseppe", procurements: `all'appalto «${ROOF}». Rimuoverlo prima dall'appalto.` },
  { ...PHONE, worker: "Esposito Francesco", procurements: "agli appalti «" },
] as const;

test.describe.configure({ mode: "serial" });

const shoot = screenshots();

// The card is reached as a user reaches it, from the home's list (whatever form its address takes).
async function openRoofDocuments(page: Page, email: string): Promise<Locator> {
  await openProcurementCard(page, email, { procurement: ROOF, supplier: SUPPLIER_NAME, tab: "Documentazione richiesta" });
  const table = page.getByRole("table", { name: "Documentazione richiesta" });
  // The first page is there before the search, so the search is not typed into a box still being built.
  await expect(table.locator("tbody tr").first()).toBeVisible();
  await searchTable(page, page.getByRole("searchbox", { name: "Ricerca" }).or(page.getByRole("textbox", { name: "Ricerca" })), "formazione");
  await expect(table.locator("tbody tr")).toHaveCount(1);
  return table.getByRole("row").filter({ hasText: TRAINING });
}

for (const viewport of VIEWPORTS) {
  test.describe(`revisione dei documenti a ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const supplierNote = `Attestati aggiornati al corso di marzo (${viewport.width}px)`;
    const reason = `Manca l'attestato del preposto (${viewport.width}px)`;

    test("il fornitore carica una nuova versione con la sua nota", async ({ page }) => {
      const row = await openRoofDocuments(page, SUPPLIER_EMAIL);
      // A row offers one way to a new file: "Ricarica il documento" when the customer approved it in an
      // earlier pass (replaced, never deleted; the box comes ticked), otherwise "Carica" (the box is ticked
      // here). The row is drawn before its button is read, and each step waits for the state it needs.
      const upload = row.getByRole("button", { name: /^(Carica|Ricarica il documento)$/ });
      await expect(upload).toHaveCount(1);
      await expect(upload).toBeVisible();
      const approved = (await upload.getAttribute("aria-label")) === "Ricarica il documento";
      await upload.click();
      const dialog = page.getByRole("dialog", { name: `Modifica documento: ${TRAINING}` });
      await expect(dialog).toBeVisible();
      const reupload = dialog.getByLabel("Ricarica il documento");
      await expect(reupload).toBeVisible();
      if (!approved) await dialog.getByText("Ricarica il documento").click();
      await expect(reupload).toBeChecked();
      const pdf = await makePdf(path.join(await scratchDirectory("review"), "attestati.pdf"), ["Attestati di formazione", SUPPLIER_NAME]);
      await dialog.locator("input[type=file]").setInputFiles(pdf);
      await dialog.getByLabel("Note").fill(supplierNote);
      await dialog.getByRole("button", { name: "Carica" }).click();
      await expect(page.getByText("Documento caricato correttamente")).toBeVisible();
      await expect(row).toContainText(`Note del fornitore: ${supplierNote}`);
      await expect(row).toContainText("In attesa di approvazione");
      // A new version carries no review yet.
      await expect(row).not.toContainText("Note del committente:");
      await expect(row).not.toContainText("Motivo del respingimento:");
    });

    test("il committente vede la nota del fornitore e respinge con il proprio motivo, senza toccarla", async ({ page }) => {
      const row = await openRoofDocuments(page, CUSTOMER_EMAIL);
      await expect(row).toContainText(`Note del fornitore: ${supplierNote}`);
      await row.getByRole("button", { name: "Imposta lo stato di approvazione" }).click();
      const dialog = page.getByRole("dialog", { name: `Approvazione documento: ${TRAINING}` });
      await expect(dialog).toBeVisible();
      // The supplier's note is shown read-only; the customer's own field starts empty, not pre-filled with it.
      await expect(dialog.locator(".approval-summary")).toContainText(`Note del fornitore${supplierNote}`);
      await expect(dialog.getByText(supplierNote)).toBeVisible();
      const reviewNote = dialog.getByLabel("Note del committente");
      await expect(reviewNote).toHaveValue("");
      await expect(dialog.getByRole("textbox")).toHaveCount(1);
      await dialog.getByLabel("Stato di approvazione").selectOption({ label: "Documento respinto" });
      await reviewNote.focus();
      await reviewNote.blur();
      await expect(dialog.getByText("Indicare il motivo del rifiuto")).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Salva" })).toBeDisabled();
      await shoot(page, "70-approvazione-motivo-mancante");
      await reviewNote.fill(reason);
      await expect(dialog.getByRole("button", { name: "Salva" })).toBeEnabled();
      await shoot(page, "71-approvazione-due-note");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Stato di approvazione del documento modificato correttamente")).toBeVisible();
      await expect(row).toContainText("Respinto");
      await expect(row).toContainText(`Note del fornitore: ${supplierNote}`);
      await expect(row).toContainText(`Motivo del respingimento: ${reason}`);
      await shoot(page, "72-committente-riga-due-note");
    });

    test("il fornitore legge entrambe le note; nel dialogo di caricamento la sua resta modificabile", async ({ page }) => {
      const row = await openRoofDocuments(page, SUPPLIER_EMAIL);
      await expect(row).toContainText("Respinto");
      await expect(row).toContainText(`Note del fornitore: ${supplierNote}`);
      await expect(row).toContainText(`Motivo del respingimento: ${reason}`);
      // Rejected: the supplier may delete it (level 5; phones hide delete, as the spec wants).
      await expect(row.getByRole("button", { name: "Ricarica il documento" })).toHaveCount(0);
      await expect(row.getByRole("button", { name: "Elimina" })).toHaveCount(isPhone(page) ? 0 : 1);
      await shoot(page, "73-fornitore-riga-due-note");
      await row.getByRole("button", { name: "Carica", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `Modifica documento: ${TRAINING}` });
      await expect(dialog.getByText(reason)).toBeVisible();
      await expect(dialog.getByLabel("Note")).toHaveValue(supplierNote);
      await dialog.getByRole("button", { name: "Annulla" }).click();
      await expect(dialog).toBeHidden();
    });

    test("il committente approva con una sua nota: la nota del fornitore resta", async ({ page }) => {
      const row = await openRoofDocuments(page, CUSTOMER_EMAIL);
      await row.getByRole("button", { name: "Imposta lo stato di approvazione" }).click();
      const dialog = page.getByRole("dialog", { name: `Approvazione documento: ${TRAINING}` });
      // The customer's own reason comes back for it to change; the supplier's is still beside it, read-only.
      await expect(dialog.getByLabel("Note del committente")).toHaveValue(reason);
      await expect(dialog.getByText(supplierNote)).toBeVisible();
      await dialog.getByLabel("Stato di approvazione").selectOption({ label: "Documento approvato" });
      await dialog.getByLabel("Note del committente").fill("Attestato del preposto ricevuto");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Stato di approvazione del documento modificato correttamente")).toBeVisible();
      await expect(row).toContainText("Approvato");
      await expect(row).toContainText(`Note del fornitore: ${supplierNote}`);
      await expect(row).toContainText("Note del committente: Attestato del preposto ricevuto");
    });

    test("sul documento approvato il fornitore trova \"Ricarica il documento\" e non \"Elimina\"", async ({ page }) => {
      const row = await openRoofDocuments(page, SUPPLIER_EMAIL);
      await expect(row).toContainText("Approvato");
      await expect(row).toContainText("Note del committente: Attestato del preposto ricevuto");
      await expect(row.getByRole("button", { name: "Elimina" })).toHaveCount(0);
      const replace = row.getByRole("button", { name: "Ricarica il documento" });
      await expect(replace).toBeVisible();
      // One way to the new file: "Carica" would open the same dialog, so it is not offered beside it.
      await expect(row.getByRole("button", { name: "Carica", exact: true })).toHaveCount(0);
      await shoot(page, "74-fornitore-approvato-ricarica");
      await replace.click();
      const dialog = page.getByRole("dialog", { name: `Modifica documento: ${TRAINING}` });
      await expect(dialog.getByText("Il documento è approvato: caricandone una nuova versione tornerà in attesa di approvazione del committente.")).toBeVisible();
      // The new file is asked for straight away.
      await expect(dialog.getByLabel("Ricarica il documento")).toBeChecked();
      await expect(dialog.locator("input[type=file]")).toHaveCount(1);
      await expect(dialog.getByRole("button", { name: "Carica" })).toBeDisabled();
      await shoot(page, "75-fornitore-ricarica-dialogo");
      await dialog.getByRole("button", { name: "Annulla" }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText("Approvato");
    });

    test("eliminare un lavoratore assegnato a un appalto dice quale appalto e cosa fare", async ({ page }) => {
      await openHome(page, SUPPLIER_EMAIL);
      await page.getByRole("tab", { name: "Lavoratori" }).click();
      const table = page.getByRole("region", { name: "Lavoratori del fornitore" });
      const row = table.getByRole("row", { name: `Apri: ${viewport.worker}` });
      await searchTable(page, page.locator(".home-workers").getByRole("searchbox", { name: "Ricerca" }), viewport.worker.split(" ")[0]!);
      await expect(row).toBeVisible();
      await deleteRow(page, row, "Modifica lavoratore");
      const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog", { name: "Eliminazione" }));
      await expect(confirm.getByText("Sei sicuro di voler eliminare questo lavoratore?")).toBeVisible();
      await confirm.getByRole("button", { name: "Procedi" }).click();
      const toast = page.locator(".bp6-toast").filter({ hasText: "Impossibile eliminare il lavoratore" });
      await expect(toast).toContainText(`Impossibile eliminare il lavoratore: è assegnato ${viewport.procurements}`);
      if (isPhone(page)) await expect(toast).toContainText(`«${CLEANING}» e «${ROOF}». Rimuoverlo prima da questi appalti.`);
      await shoot(page, "76-lavoratore-eliminazione-rifiutata");
      await expect(row).toBeVisible();
    });
  });
}
