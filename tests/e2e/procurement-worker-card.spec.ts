// The procurement worker card (spec "Procurement worker card", issue 9 §2) and the worker's own documents on
// the home's worker "Scheda", walked by the supplier (level 5 and level 1) and by the customer: a document
// added on the home is offered as the match of its category on the card and imported; the standard import's
// infotable; a fresh upload with its progress; the customer rejects one certificate with a reason and
// approves the others, and the worker's and the procurement's lights follow; a level-1 user never sees a
// file link. Pictures of the card, the dialogs and the home Scheda at 1280 and 375 px.
// Demo data: Matteo Fontana (Edil Costruzioni) on the HVAC procurement, which requires IDO and FORM_GEN;
// the demo keeps his own IDO and FORM_GEN files. No other spec touches him.
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { makePdf, scratchDirectory } from "./support/documents";
import { numericId, procurementIdByLabel, procurementNumber } from "./support/procurements";
import { CUSTOMER_EMAIL, SUPPLIER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome, signIn } from "./support/session";
import { expectTableFits } from "./support/table-fit";
import { attemptSave } from "./support/forms";
import { DESKTOP, PHONE } from "./support/viewports";
import { searchTable } from "./support/table-search";

const HVAC = "Manutenzione impianti elettrici e di climatizzazione 2026";
const WORKER = { first: "Matteo", last: "Fontana" };
const IDO = "Idoneità sanitaria alla mansione";
const FORM_GEN = "Attestato formazione generale e specifica (art. 37 D.Lgs. 81/08)";
const QUOTA = "Attestato lavori in quota e DPI III cat.";
const OWN_QUOTA_NAME = "Attestato quota Fontana 2026";
// Not fornitore.base@esempio.it: the password-reset spec, which runs earlier, changes its password.
const LEVEL1_EMAIL = "fornitore.consultazione@esempio.it";

// Pictures at two widths of long pages take their time on a shared machine.
test.describe.configure({ mode: "serial", timeout: 300_000 });

const shoot = screenshots({ prefix: "worker-card-", bothWidths: true });

// The card's address: the numeric ids of the HVAC procurement and of the worker.
async function cardPath(page: Page): Promise<string> {
  const procurement = await procurementIdByLabel(page, HVAC);
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await page.request.post("/graphql", {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      query: `query ($id: ID!, $search: String) { procurementWorkers(procurementId: $id, search: $search, first: 100) { edges { node { worker { id lastName } } } } }`,
      variables: { id: procurement, search: WORKER.last },
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { procurementWorkers: { edges: { node: { worker: { id: string; lastName: string } } }[] } } };
  const worker = body.data.procurementWorkers.edges.find((edge) => edge.node.worker.lastName === WORKER.last)?.node.worker.id ?? "";
  return `/procurementworker/${numericId(procurement)}/${numericId(worker)}`;
}

async function openCard(page: Page, email: string): Promise<Locator> {
  await openHome(page, email);
  await page.goto(await cardPath(page));
  await expect(page.getByRole("heading", { name: `APPALTO: ${HVAC} | LAVORATORE: ${WORKER.first} ${WORKER.last}` })).toBeVisible();
  return page.getByRole("table", { name: "Idoneità" });
}

// The home's "Lavoratori" tab, filtered to the worker, and its "Scheda".
async function openHomeScheda(page: Page): Promise<Locator> {
  await page.getByRole("tab", { name: "Lavoratori" }).click();
  const panel = page.getByRole("tabpanel", { name: "Lavoratori" });
  await searchTable(page, panel.getByRole("searchbox", { name: "Ricerca" }), WORKER.last);
  const row = panel.getByRole("table", { name: "Lavoratori del fornitore" }).getByRole("row").filter({ hasText: WORKER.last });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Scheda lavoratore" }).click();
  return page.getByRole("dialog", { name: "Scheda lavoratore" }).getByRole("region", { name: "Documenti del lavoratore" });
}

const rowOf = (table: Locator, category: string) => table.getByRole("row").filter({ hasText: category });

// Opens a row's upload dialog ready for a file. The row's button says which mode the dialog opens in:
// "Ricarica il Documento" (a file is there) asks for the new file only once its box is ticked. Each step
// waits for the state it needs (the dialog open, the box there, the box ticked): on a loaded machine a
// count taken once, before the dialog was drawn, found no box and the file field never appeared.
async function openUpload(page: Page, table: Locator, category: string, dialogName: RegExp): Promise<Locator> {
  const button = rowOf(table, category).getByRole("button", { name: /^(Carica|Ricarica il Documento)$/ });
  await expect(button).toBeVisible();
  const replacing = (await button.getAttribute("aria-label")) === "Ricarica il Documento";
  await button.click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  if (replacing) {
    const reupload = dialog.getByRole("checkbox", { name: "Ricarica il Documento" });
    await expect(reupload).toBeVisible();
    await dialog.getByText("Ricarica il Documento").click();
    await expect(reupload).toBeChecked();
  }
  return dialog;
}

test("il fornitore aggiunge un documento proprio del lavoratore nella Scheda della home", async ({ page }) => {
  await signIn(page, SUPPLIER_EMAIL);
  const documents = await openHomeScheda(page);
  // The demo's own files: the fitness judgement and the general training, with the file for level 5.
  await expect(documents).toContainText(`${IDO} - ${WORKER.first} ${WORKER.last}`);
  await expect(documents.getByRole("button", { name: /^Visualizza: / }).first()).toBeVisible();
  await shoot(page, "01-scheda-home", documents);

  await documents.getByRole("button", { name: "Aggiungi documento" }).click();
  const form = page.getByRole("dialog", { name: "Nuovo documento del lavoratore" });
  await form.getByLabel("Tipo di idoneità").selectOption({ label: QUOTA });
  await form.getByLabel("Nome documento").fill(OWN_QUOTA_NAME);
  await form.getByLabel("Data documento").fill("15/01/2026");
  // A wrong order of dates is refused on the form.
  await form.getByLabel("Data scadenza").fill("14/01/2026");
  await form.getByLabel("Data scadenza").press("Tab");
  await expect(form.getByText("La data di scadenza non può precedere la data del documento")).toBeVisible();
  await expect(form.getByRole("button", { name: "Salva" })).toBeDisabled();
  await form.getByLabel("Data scadenza").fill("15/01/2031");
  const pdf = await makePdf(path.join(await scratchDirectory("worker-card"), "quota-fontana.pdf"), [OWN_QUOTA_NAME]);
  await form.locator("input[type=file]").setInputFiles(pdf);
  await shoot(page, "02-nuovo-documento-home");
  await form.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Documento salvato correttamente").first()).toBeVisible();
  await expect(documents).toContainText(OWN_QUOTA_NAME);
  await expect(documents).toContainText("15/01/2031");
});

test("sulla scheda del lavoratore il fornitore importa i file del lavoratore e carica il resto con l'avanzamento", async ({ page }) => {
  const table = await openCard(page, SUPPLIER_EMAIL);
  await expect(page.getByText("PREPOSTO", { exact: true })).toHaveCount(0);
  for (const header of ["Tipo di idoneità", "Nome documento caricato", "Data documento", "Data scadenza", "Stato documento", "Carica", "Visualizza", "Elimina"]) {
    await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Modifica" })).toBeVisible();
  await expectTableFits(page, "Idoneità");
  await shoot(page, "03-scheda-appalto-fornitore");

  // Modifica is tab 3's dialog in edit mode: the task, the 23 flags and the required certificates.
  await page.getByRole("button", { name: "Modifica" }).click();
  const edit = page.getByRole("dialog", { name: `Modifica lavoratore nell'appalto: ${WORKER.first} ${WORKER.last}` });
  await expect(edit.getByLabel("Mansione")).toBeVisible();
  await expect(edit.locator(".procurement-worker-dialog__flags").getByRole("checkbox")).toHaveCount(23);
  await expect(edit.getByRole("list", { name: "Idoneità richieste ai Lavoratori" })).toContainText(IDO);
  await shoot(page, "03b-modifica-dalla-scheda");
  await edit.getByRole("button", { name: "Chiudi" }).click();
  await expect(edit).toBeHidden();

  // The standard import: both standard types are already there (the procurement requires them).
  await page.getByRole("button", { name: "Importa idoneità standard" }).click();
  const info = page.getByRole("alertdialog", { name: "Importazione tipi di idoneità" });
  await expect(info).toContainText("N.B.: Sono già stati selezionati tutti i tipi di idoneità standard");
  await shoot(page, "04-importa-standard");
  await info.getByRole("button", { name: "Ok" }).click();

  // IDO: the worker keeps a file of this type: the form says so, previews it and imports it.
  const dialog = await openUpload(page, table, IDO, new RegExp(`certificato di idoneità: ${IDO}`));
  await expect(dialog).toContainText("È già presente un file della categoria selezionata per questo lavoratore");
  await dialog.getByText("Importa nell'appalto").click();
  const preview = dialog.getByLabel("Anteprima del file");
  await expect(preview).toContainText(`${IDO} - ${WORKER.first} ${WORKER.last}`);
  await expect(preview.getByRole("button", { name: /^Visualizza: IDO_/ })).toBeVisible();
  await expect(dialog.locator("input[type=file]")).toHaveCount(0);
  await shoot(page, "05-importa-nell-appalto", preview);
  await dialog.getByRole("button", { name: "Carica" }).click();
  await expect(page.getByText("Certificato di Idoneità caricato correttamente").first()).toBeVisible();
  await expect(rowOf(table, IDO)).toContainText("In attesa di approvazione");
  await expect(rowOf(table, IDO)).toContainText(`${IDO} - ${WORKER.first} ${WORKER.last}`);

  // FORM_GEN: a new file, uploaded slowly enough for the progress to show.
  const upload = await openUpload(page, table, FORM_GEN, /certificato di idoneità: Attestato formazione generale/);
  const big = await makePdf(path.join(await scratchDirectory("worker-card"), "formazione-fontana.pdf"), ["Formazione generale Fontana"], 600_000);
  await upload.locator("input[type=file]").setInputFiles(big);
  await upload.getByLabel("Nome documento").fill("Formazione generale Fontana 2026");
  await upload.getByLabel("Data documento").fill("10/02/2026");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 100 * 1024 });
  await upload.getByRole("button", { name: "Carica" }).click();
  await expect(upload.getByRole("progressbar", { name: /^Caricamento: \d+%$/ }).first()).toBeVisible();
  await expect(page.getByText("Certificato di Idoneità caricato correttamente").first()).toBeVisible({ timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(rowOf(table, FORM_GEN)).toContainText("Formazione generale Fontana 2026");
  await expect(rowOf(table, FORM_GEN)).toContainText("In attesa di approvazione");

  // A certificate the procurement does not ask for, added from the file kept on the home (the match).
  await page.getByRole("button", { name: "Aggiungi idoneità" }).click();
  const add = page.getByRole("dialog", { name: "Aggiungi certificato di idoneità" });
  await add.getByLabel("Tipo di idoneità").selectOption({ label: QUOTA });
  await expect(add).toContainText("È già presente un file della categoria selezionata per questo lavoratore");
  await add.getByText("Importa nell'appalto").click();
  await expect(add.getByLabel("Anteprima del file")).toContainText(OWN_QUOTA_NAME);
  await expect(add.getByLabel("Nome documento")).toHaveValue(OWN_QUOTA_NAME);
  await shoot(page, "06-aggiungi-con-corrispondenza", add.getByLabel("Anteprima del file"));
  await add.getByRole("button", { name: "Carica" }).click();
  await expect(rowOf(table, QUOTA)).toContainText("In attesa di approvazione");
  await expect(rowOf(table, QUOTA)).toContainText("15/01/2031");
  await expect(page.locator(".procurement-worker-header__explanation")).toContainText("In attesa di approvazione:");
  await shoot(page, "07-scheda-dopo-i-caricamenti");
});

test("il committente respinge un'idoneità con il motivo e approva le altre: i semafori cambiano", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const table = await openCard(page, CUSTOMER_EMAIL);
  const light = page.getByTestId("worker-light");
  await expect(light).toContainText("In attesa o in scadenza");

  const review = async (category: string, state: string, note: string) => {
    await rowOf(table, category).getByRole("button", { name: `Imposta lo stato di approvazione: ${category}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("select").selectOption({ label: state });
    await dialog.getByRole("textbox").fill(note);
    if (state === "Documento respinto") await shoot(page, "08-respingi");
    await dialog.getByRole("button", { name: "Salva" }).click();
    await expect(page.getByText("Stato di approvazione dell'idoneità modificato correttamente").first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
  };
  // The review dialog shows what is decided (file name, dates, download) as the document's does, and a
  // rejection without its reason is not saved: the dialog names the missing field. At both widths.
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await rowOf(table, QUOTA).getByRole("button", { name: `Imposta lo stato di approvazione: ${QUOTA}` }).click();
    const dialog = page.getByRole("dialog", { name: `Approvazione documento: ${QUOTA}` });
    await expect(dialog).toBeVisible();
    const summary = dialog.locator(".approval-summary");
    await expect(summary).toContainText("Nome documento caricato");
    await expect(summary).toContainText(OWN_QUOTA_NAME);
    await expect(summary).toContainText("15/01/2026");
    await expect(summary).toContainText("15/01/2031");
    await expect(dialog.getByRole("button", { name: /^Scarica: / })).toBeVisible();
    await dialog.locator("select").selectOption({ label: "Documento respinto" });
    await attemptSave(dialog.getByRole("button", { name: "Salva" }));
    await expect(dialog.getByRole("alert")).toContainText("Compilare i campi obbligatori: Note del committente");
    await expect(dialog).toBeVisible();
    // The shot is taken at both widths once, with the dialog still open.
    if (viewport === PHONE) await shoot(page, "08a-respingi-senza-nota");
    await dialog.getByRole("button", { name: "Annulla" }).click();
    // The changed form asks before its changes are thrown away.
    await page.getByRole("alertdialog", { name: "Modifiche non salvate" }).getByRole("button", { name: "Procedi" }).click();
    await expect(dialog).toHaveCount(0);
  }
  await page.setViewportSize(PHONE);

  // A level-5 reviewer has every action of the card: no hint about levels.
  await expect(page.locator(".permission-hint")).toHaveCount(0);
  await review(QUOTA, "Documento respinto", "Manca la parte pratica sui DPI di III categoria.");
  await review(IDO, "Documento approvato", "");
  await review(FORM_GEN, "Documento approvato", "");
  await expect(rowOf(table, QUOTA)).toContainText("Respinto");
  await expect(rowOf(table, QUOTA)).toContainText("Manca la parte pratica sui DPI di III categoria.");
  await expect(light).toContainText("Non conforme");
  await expect(light).toContainText(`Respinte: ${QUOTA}`);
  // One red worker makes the procurement red too.
  await expect(page.getByTestId("procurement-light")).toContainText("Non conforme");
  await expectTableFits(page, "Idoneità");
  await shoot(page, "09-committente-dopo-la-revisione");

  // Not mandatory any more: the rejected certificate no longer makes the worker red.
  await rowOf(table, QUOTA).getByRole("checkbox", { name: `Idoneità obbligatoria: ${QUOTA}` }).click({ force: true });
  await expect(page.getByText("Obbligatorietà idoneità modificata").first()).toBeVisible();
  await expect(light).not.toContainText("Non conforme");
  await expect(light).not.toContainText("Respinte:");
});

test("l'utente di livello 1 vede tipi, date e stati, mai il file, e legge quale livello serve per il resto", async ({ page }) => {
  const table = await openCard(page, LEVEL1_EMAIL);
  await expect(rowOf(table, IDO)).toContainText(/Conforme|In scadenza/);
  // The buttons closed to level 1 do not vanish unexplained: one line under the toolbar says what the server
  // allows and which level the rest needs, readable at both widths.
  const hint = page.locator(".permission-hint");
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await expect(table.getByRole("columnheader", { name: "Visualizza" })).toHaveCount(0);
    await expect(table.getByRole("columnheader", { name: "Elimina" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Visualizza/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Elimina/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Modifica" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Importa idoneità standard" })).toHaveCount(0);
    await expect(hint).toHaveCount(1);
    await expect(hint).toBeVisible();
    await expect(hint).toContainText("Il file delle idoneità è un dato sanitario.");
    await expect(hint).toContainText("Con il tuo livello utente puoi vedere e caricare.");
    await expect(hint).toContainText("serve il livello utente 3 o superiore");
    await expect(hint).toContainText("ed eliminare: serve il livello utente 5 o superiore.");
    const box = await hint.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(viewport.width);
  }
  await page.setViewportSize(DESKTOP);
  await shoot(page, "10-livello-1");
  // The home Scheda lists the worker's documents without their files.
  await page.goto("/home");
  const documents = await openHomeScheda(page);
  await expect(documents).toContainText(OWN_QUOTA_NAME);
  await expect(documents.getByRole("button", { name: /^Visualizza/ })).toHaveCount(0);
  await expect(documents.getByRole("button", { name: /^Elimina/ })).toHaveCount(0);
  await expect(documents.locator(".permission-hint")).toContainText("serve il livello utente 5 o superiore");
  await shoot(page, "11-livello-1-scheda-home", documents);
});

test("l'utente di livello 1 legge su ogni scheda dell'appalto quale livello serve, senza pulsanti di eliminazione", async ({ page }) => {
  await openHome(page, LEVEL1_EMAIL);
  const number = await procurementNumber(page, HVAC);
  const tabs = [
    { tab: "documenti", can: "Con il tuo livello utente puoi vedere e caricare." },
    { tab: "lavoratori", can: "Con il tuo livello utente puoi vedere." },
    { tab: "mezzi", can: "Con il tuo livello utente puoi vedere, aggiungere e caricare." },
    { tab: "sostanze", can: "Con il tuo livello utente puoi vedere e aggiungere." },
  ];
  for (const { tab, can } of tabs) {
    await page.goto(`/procurement/${number}?tab=${tab}`);
    const hint = page.locator(".permission-hint");
    await expect(hint).toHaveCount(1);
    await expect(hint).toContainText(can);
    await expect(hint).toContainText("serve il livello utente 5 o superiore");
    await expect(page.getByRole("button", { name: /^Elimina/ })).toHaveCount(0);
    await shoot(page, `12-livello-1-appalto-${tab}`);
  }
});
