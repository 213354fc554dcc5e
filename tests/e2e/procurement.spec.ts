// The procurement card (spec section 2 "Procurement card", tabs 1 and 2) walked by a supplier and by the
// customer, in the order of issue 3: upload, rejection with a note, a new upload, approval; the expired
// document, the self-certification opened in LibreOffice, and the table's paging, sorting and search.
// Demo data: prisma/seed/demo-required-documents.ts ("roof" procurement, supplier Edil Costruzioni).
import path from "node:path";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { docxText, makePdf, scratchDirectory } from "./support/documents";
import { procurementNumber, supplierOption } from "./support/procurements";
import { CUSTOMER_EMAIL, SUPPLIER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { searchTable } from "./support/table-search";

const ROOF = "Rifacimento copertura capannone B e installazione linee vita";
const SUPPLIER_NAME = "Edil Costruzioni Lombarde S.r.l.";
const ECO_NAME = "Ecoservizi Ambiente S.r.l.";
const UNILAV = "Comunicazioni UNILAV dei lavoratori impiegati";
const RCT = "Polizza RCT/RCO";
const NOMINE = "Nomine RSPP/RLS/addetti emergenze";
const DURC = "DURC - Documento Unico di Regolarità Contributiva";
const AC = "Autocertificazione requisiti tecnico-professionali (DPR 445/2000)";
const REJECTION = "Manca la comunicazione UNILAV di Mario Bianchi, assunto il 3 marzo.";

test.describe.configure({ mode: "serial" });

let scratch = "";
// The roof procurement's address (/procurement/12), found by the first test.
let roofPath = "";

const shoot = screenshots({ prefix: "procurement-", bothWidths: true, settleMs: 350 });

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openHome(page, email);
  return page;
}

function documentsTable(page: Page): Locator {
  return page.getByRole("table", { name: "Documentazione richiesta" });
}

function row(page: Page, category: string): Locator {
  return documentsTable(page).getByRole("row").filter({ hasText: category });
}

async function openDocuments(page: Page, query = ""): Promise<void> {
  await page.goto(`${roofPath}${query}`);
  await expect(page.getByRole("heading", { name: `APPALTO: ${ROOF}` })).toBeVisible();
  await page.getByRole("tab", { name: "Documentazione richiesta" }).click();
  await expect(documentsTable(page)).toBeVisible();
}

async function search(page: Page, text: string): Promise<void> {
  await searchTable(page, page.getByRole("searchbox", { name: "Ricerca" }).or(page.getByRole("textbox", { name: "Ricerca" })), text);
}

test.beforeAll(async () => {
  scratch = await scratchDirectory("procurement");
});

test("il fornitore apre l'appalto: intestazione, documentazione generale e documenti richiesti in ogni stato", async ({ page }) => {
  await openHome(page, SUPPLIER_EMAIL);
  roofPath = `/procurement/${await procurementNumber(page, ROOF)}`;
  await page.goto(roofPath);

  await expect(page.getByRole("heading", { name: `APPALTO: ${ROOF}` })).toBeVisible();
  await expect(page.getByText(/^Data di avvio: \d{2}\/\d{2}\/\d{4} \| Data conclusione \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  // The roof's documents include missing, rejected and expired ones: the light is red.
  await expect(page.locator(".procurement-header__light")).toContainText("Non conforme");
  // Level 5: edit and refresh are offered; a supplier never gets a supplier picker.
  await expect(page.getByRole("button", { name: "Modifica" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Aggiorna" }).first()).toBeVisible();
  await expect(page.getByText("Fornitore", { exact: true })).toBeVisible();
  await expect(page.locator(".supplier-picker")).toHaveCount(0);

  // Tab 1: the general files, each with its download.
  const files = page.getByRole("table", { name: "Documentazione generale appalto" });
  await expect(files.getByText("Capitolato speciale d'appalto")).toBeVisible();
  const download = page.waitForEvent("download");
  await files.getByRole("row").filter({ hasText: "Capitolato speciale" }).getByRole("button", { name: /^Scarica/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await shoot(page, "01-fornitore-generale");

  await page.getByRole("tab", { name: "Documentazione richiesta" }).click();
  const table = documentsTable(page);
  await expect(table).toBeVisible();
  // Mandatory rows first: the only non-mandatory one (DUVRI) is on the second page.
  await expect(page.getByText("Totale: 11")).toBeVisible();
  await expect(row(page, "DUVRI")).toHaveCount(0);
  // The expired document: expiry marked "Scaduto", state "Scaduto", the customer's note beside it.
  await expect(row(page, RCT)).toContainText("Scaduto");
  await expect(row(page, RCT).locator(".data-table__cell").filter({ hasText: "Scaduto" })).not.toHaveCount(0);
  // The rejected document shows why it was rejected.
  await expect(row(page, NOMINE)).toContainText("Respinto");
  await expect(row(page, NOMINE)).toContainText("Motivo del respingimento:");
  await expect(row(page, NOMINE)).toContainText("Manca la nomina degli addetti al primo soccorso");
  await expect(row(page, UNILAV)).toContainText("Mancante");
  await expect(row(page, DURC)).toContainText("In scadenza");
  // Suppliers neither approve nor toggle mandatory.
  await expect(table.getByRole("button", { name: "Imposta lo stato di approvazione" })).toHaveCount(0);
  await expect(table.getByRole("checkbox", { name: /Documento obbligatorio/ })).toHaveCount(0);
  await shoot(page, "02-fornitore-documenti");

  await page.getByRole("button", { name: "Pagina successiva" }).click();
  await expect(row(page, "DUVRI")).toBeVisible();
  await expect(row(page, "DUVRI")).toHaveClass(/greyed/);
  await expect(row(page, "DUVRI")).toContainText("Non obbligatorio");
});

test("la tabella dei documenti richiesti pagina, ordina e cerca sul server", async ({ page }) => {
  await openHome(page, SUPPLIER_EMAIL);
  await openDocuments(page);
  const table = documentsTable(page);
  const bodyRows = table.locator("tbody tr");
  await expect(bodyRows).toHaveCount(10);
  await expect(page.getByText("pagina 1 di 2")).toBeVisible();

  await page.getByRole("button", { name: "Ultima pagina" }).click();
  await expect(page.getByText("pagina 2 di 2")).toBeVisible();
  await expect(bodyRows).toHaveCount(1);
  await page.getByRole("button", { name: "Prima pagina" }).click();
  await expect(bodyRows).toHaveCount(10);

  // Sorting by type: descending first, then ascending.
  const sortByType = table.getByRole("button", { name: "Tipo di documento" });
  await sortByType.click();
  await expect(table.getByRole("columnheader", { name: "Tipo di documento" })).toHaveAttribute("aria-sort", "descending");
  await expect(bodyRows.first().locator(".document-type__label")).toHaveText("Visura camerale");
  await sortByType.click();
  await expect(table.getByRole("columnheader", { name: "Tipo di documento" })).toHaveAttribute("aria-sort", "ascending");
  await expect(bodyRows.first().locator(".document-type__label")).toHaveText("Attestati di formazione");
  await expect(bodyRows.nth(1).locator(".document-type__label")).toHaveText(AC);

  // Search on the server.
  await search(page, "unilav");
  await expect(bodyRows).toHaveCount(1);
  await expect(bodyRows.first()).toContainText(UNILAV);
  await expect(page.getByText("Totale: 1")).toBeVisible();
  await search(page, "nessun documento con questo nome");
  await expect(table.getByText("Nessun record presente")).toBeVisible();
  await shoot(page, "03-ricerca-vuota");
});

test("il fornitore carica un PDF su un documento mancante e vede l'avanzamento", async ({ page }) => {
  await openHome(page, SUPPLIER_EMAIL);
  await openDocuments(page);
  await search(page, "UNILAV");
  await expect(documentsTable(page).locator("tbody tr")).toHaveCount(1);

  await row(page, UNILAV).getByRole("button", { name: "Carica" }).click();
  const dialog = page.getByRole("dialog", { name: `Carica documento: ${UNILAV}` });
  await expect(dialog).toBeVisible();
  // Upload mode: no re-upload checkbox, the file is required; UNILAV has no company document to import.
  await expect(dialog.getByLabel("Ricarica il documento")).toHaveCount(0);
  await expect(dialog.getByText("È già presente un file della categoria selezionata")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Carica" })).toBeDisabled();
  await expect(dialog.getByLabel("Nome documento")).toHaveValue(UNILAV);
  await shoot(page, "04-carica-vuoto");

  const pdf = await makePdf(path.join(scratch, "UNILAV marzo.pdf"), ["Comunicazioni UNILAV", SUPPLIER_NAME], 1_500_000);
  await dialog.locator("input[type=file]").setInputFiles(pdf);
  await dialog.getByLabel("Nome documento").fill("UNILAV marzo 2026");
  await dialog.getByLabel("Data documento", { exact: true }).fill("02/03/2026");
  await dialog.getByLabel("Note").fill("Comunicazioni dei tre operai impiegati in copertura");

  // A slow line, so the progress bar is there to be seen.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 300 * 1024,
  });
  await dialog.getByRole("button", { name: "Carica" }).click();
  const progress = dialog.getByRole("progressbar", { name: /^Caricamento: \d+%$/ });
  await expect(progress).toBeVisible();
  // Part way: the bar moves with the bytes sent.
  await expect(progress).toHaveAttribute("aria-valuenow", /^[1-9]\d?$/);
  await shoot(page, "05-carica-avanzamento");
  await expect(page.getByText("Documento caricato correttamente")).toBeVisible({ timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(dialog).toBeHidden();

  await expect(row(page, UNILAV)).toContainText("UNILAV marzo 2026");
  await expect(row(page, UNILAV)).toContainText("02/03/2026");
  await expect(row(page, UNILAV)).toContainText("In attesa di approvazione");
  await expect(row(page, UNILAV)).toContainText("Da approvare");
  await shoot(page, "06-caricato");
});

test("il cliente sceglie il fornitore, respinge il documento con una nota e attiva l'obbligatorietà", async ({ browser }) => {
  const page = await signedInPage(browser, CUSTOMER_EMAIL);
  await page.goto(roofPath);
  await expect(page.getByRole("heading", { name: `APPALTO: ${ROOF}` })).toBeVisible();
  // The first supplier (by name) is shown; the picker lists every supplier with its light.
  const picker = page.locator(".supplier-picker__button");
  await expect(picker).toContainText("Ecoservizi Ambiente S.r.l.");
  await picker.click();
  await expect(page.getByRole("option", { name: /Impianti Elettrici Rossi/ })).toContainText(`Subappaltatore di ${SUPPLIER_NAME}`);
  await shoot(page, "07-cliente-scelta-fornitore");
  await supplierOption(page, SUPPLIER_NAME).click();
  await expect(page).toHaveURL(/[?&]supplier=/);
  await expect(picker).toContainText(SUPPLIER_NAME);

  await page.getByRole("tab", { name: "Documentazione richiesta" }).click();
  await search(page, "UNILAV");
  await expect(row(page, UNILAV)).toContainText("UNILAV marzo 2026");
  // Customers neither upload nor see "Carica".
  await expect(row(page, UNILAV).getByRole("button", { name: "Carica" })).toHaveCount(0);
  await row(page, UNILAV).getByRole("button", { name: "Imposta lo stato di approvazione" }).click();
  const dialog = page.getByRole("dialog", { name: `Approvazione documento: ${UNILAV}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Stato di approvazione").selectOption({ label: "Documento respinto" });
  await dialog.getByLabel("Note").fill("");
  await dialog.getByLabel("Note").blur();
  // A rejection without its reason is refused.
  await expect(dialog.getByText("Indicare il motivo del rifiuto")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Salva" })).toBeDisabled();
  await dialog.getByLabel("Note").fill(REJECTION);
  await shoot(page, "08-cliente-respinge");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Stato di approvazione del documento modificato correttamente")).toBeVisible();
  await expect(row(page, UNILAV)).toContainText("Respinto");
  await expect(row(page, UNILAV)).toContainText(REJECTION);

  // The mandatory toggle: DUVRI becomes mandatory and then optional again.
  await search(page, "DUVRI");
  const duvri = page.getByRole("checkbox", { name: /Documento obbligatorio: DUVRI/ });
  await expect(duvri).not.toBeChecked();
  await duvri.click({ force: true });
  await expect(page.getByText("Obbligatorietà documento modificata")).toBeVisible();
  await expect(duvri).toBeChecked();
  await expect(row(page, "DUVRI")).not.toHaveClass(/greyed/);
  await duvri.click({ force: true });
  await expect(duvri).not.toBeChecked();
  await expect(row(page, "DUVRI")).toHaveClass(/greyed/);
  await page.context().close();
});

test("il fornitore vede il rifiuto con il motivo e ricarica il documento", async ({ page }) => {
  await openHome(page, SUPPLIER_EMAIL);
  await openDocuments(page);
  await search(page, "UNILAV");
  await expect(row(page, UNILAV)).toContainText("Respinto");
  await expect(row(page, UNILAV)).toContainText(`Motivo del respingimento: ${REJECTION}`);
  await shoot(page, "09-fornitore-respinto");

  await row(page, UNILAV).getByRole("button", { name: "Carica" }).click();
  const dialog = page.getByRole("dialog", { name: `Modifica documento: ${UNILAV}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(REJECTION)).toBeVisible();
  // Edit mode: the file field appears only once "Ricarica il documento" is ticked.
  await expect(dialog.locator("input[type=file]")).toHaveCount(0);
  await dialog.getByText("Ricarica il documento").click();
  await expect(dialog.locator("input[type=file]")).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: "Carica" })).toBeDisabled();
  const pdf = await makePdf(path.join(scratch, "UNILAV completo.pdf"), ["Comunicazioni UNILAV complete", "Mario Bianchi incluso"]);
  await dialog.locator("input[type=file]").setInputFiles(pdf);
  await dialog.getByLabel("Nome documento").fill("UNILAV marzo 2026 completo");
  await shoot(page, "10-ricarica");
  await dialog.getByRole("button", { name: "Carica" }).click();
  await expect(page.getByText("Documento caricato correttamente")).toBeVisible();
  await expect(row(page, UNILAV)).toContainText("UNILAV marzo 2026 completo");
  await expect(row(page, UNILAV)).toContainText("In attesa di approvazione");
});

test("il cliente approva e il documento diventa conforme", async ({ browser }) => {
  const page = await signedInPage(browser, CUSTOMER_EMAIL);
  const supplierUrl = await (async () => {
    await page.goto(roofPath);
    await page.locator(".supplier-picker__button").click();
    await supplierOption(page, SUPPLIER_NAME).click();
    await expect(page).toHaveURL(/[?&]supplier=/);
    return new URL(page.url()).search;
  })();
  await openDocuments(page, supplierUrl);
  await search(page, "UNILAV");
  await row(page, UNILAV).getByRole("button", { name: "Imposta lo stato di approvazione" }).click();
  const dialog = page.getByRole("dialog", { name: `Approvazione documento: ${UNILAV}` });
  await dialog.getByLabel("Stato di approvazione").selectOption({ label: "Documento approvato" });
  await dialog.getByLabel("Note").fill("");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Stato di approvazione del documento modificato correttamente")).toBeVisible();
  await expect(row(page, UNILAV)).toContainText("Approvato");
  await expect(row(page, UNILAV).locator(".data-table__cell").filter({ hasText: /^Conforme$/ })).toHaveCount(1);
  await shoot(page, "11-cliente-approvato");
  await page.context().close();
});

test("il documento della stessa categoria tra quelli del fornitore si può importare", async ({ page }) => {
  await openHome(page, SUPPLIER_EMAIL);
  await openDocuments(page);
  await search(page, "DURC");
  // The DURC has a file: "Carica" opens it for editing (the new file once "Ricarica il documento" is ticked);
  // once approved the row offers "Ricarica il documento" instead, with the box already ticked.
  const upload = row(page, DURC).getByRole("button", { name: /^(Carica|Ricarica il documento)$/ });
  await expect(upload).toBeVisible();
  const replacing = (await upload.getAttribute("aria-label")) === "Ricarica il documento";
  await upload.click();
  const dialog = page.getByRole("dialog", { name: `Modifica documento: ${DURC}` });
  const reupload = dialog.getByRole("checkbox", { name: "Ricarica il documento" });
  await expect(reupload).toBeVisible();
  if (!replacing) await dialog.getByText("Ricarica il documento").click();
  await expect(reupload).toBeChecked();
  await expect(
    dialog.getByText(
      "È già presente un file della categoria selezionata per questo fornitore, selezionare se si desidera importarlo all'interno dell'appalto",
    ),
  ).toBeVisible();
  await dialog.getByText("Importa nell'appalto").click();
  // Importing replaces the file field.
  await expect(dialog.locator("input[type=file]")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Carica" })).toBeEnabled();
  await shoot(page, "12-importa");
  // The form was changed: closing it asks first.
  await dialog.getByRole("button", { name: "Annulla" }).click();
  await page.getByRole("alertdialog", { name: "Modifiche non salvate" }).getByRole("button", { name: "Procedi" }).click();
  await expect(dialog).toBeHidden();
});

test("l'autocertificazione si scarica e si apre in LibreOffice", async ({ page }) => {
  test.setTimeout(180_000);
  await openHome(page, SUPPLIER_EMAIL);
  await openDocuments(page);
  await search(page, "Autocertificazione");
  await row(page, AC).getByRole("button", { name: "Scarica documento predefinito" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Si desidera generare il documento di Autocertificazione?");
  await shoot(page, "13-autocertificazione-conferma");
  const downloading = page.waitForEvent("download");
  await confirm.getByRole("button", { name: "Procedi" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^autocertificazione_Edil_Costruzioni_Lombarde.*\.docx$/);
  const file = path.join(scratch, download.suggestedFilename());
  await download.saveAs(file);

  const text = (await docxText(file)).replace(/\s+/g, " ");
  expect(text).toContain(SUPPLIER_NAME);
  expect(text).toContain("445");
  expect(text).toContain(ROOF);
});

test("con livello 5 il fornitore elimina un file non approvato: il documento torna mancante; quello approvato lo ricarica", async ({ page }) => {
  await openHome(page, SUPPLIER_EMAIL);
  await openDocuments(page);
  // UNILAV was approved above: the supplier replaces it, it does not delete it.
  await search(page, "UNILAV");
  await expect(row(page, UNILAV)).toContainText("Approvato");
  await expect(row(page, UNILAV).getByRole("button", { name: "Elimina" })).toHaveCount(0);
  await expect(row(page, UNILAV).getByRole("button", { name: "Ricarica il documento" })).toBeVisible();
  // The POS waits for approval: it can be deleted.
  await search(page, "Piano Operativo");
  const pos = row(page, "Piano Operativo di Sicurezza");
  await expect(pos).toContainText("In attesa di approvazione");
  await pos.getByRole("button", { name: "Elimina" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Eliminazione" });
  await expect(confirm).toContainText("Sei sicuro di voler eliminare questo documento?");
  await confirm.getByRole("button", { name: "Procedi" }).click();
  await expect(page.getByText("Documento eliminato correttamente")).toBeVisible();
  await expect(pos).toContainText("Mancante");
  await expect(pos.getByRole("button", { name: "Elimina" })).toHaveCount(0);
});

test("il fornitore modifica le proprie informazioni nell'appalto", async ({ page }) => {
  await openHome(page, SUPPLIER_EMAIL);
  await page.goto(roofPath);
  await page.getByRole("button", { name: "Modifica" }).click();
  const dialog = page.getByRole("dialog", { name: /Informazioni fornitore nell'appalto/ });
  await expect(dialog).toBeVisible();
  // The "Subappaltatore di" choices arrive with the dialog: the other suppliers of the procurement, less its own
  // subcontractor (Impianti Elettrici Rossi works under Edil here, so choosing it would close a loop).
  const parent = dialog.getByLabel("Subappaltatore di");
  await expect(parent).toBeEnabled();
  await expect(parent.locator("option")).toHaveText(["Nessuno (affidatario diretto)", ECO_NAME]);
  const note = dialog.getByLabel("Note");
  const original = await note.inputValue();
  await note.fill(`${original} - referente di cantiere: geom. Sala`);
  await shoot(page, "14-modifica-fornitore");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Informazioni Fornitore modificate correttamente")).toBeVisible();
  await expect(page.locator(".supplier-summary")).toContainText("referente di cantiere: geom. Sala");

  // Put the demo note back for the other tests.
  await page.getByRole("button", { name: "Modifica" }).click();
  await page.getByRole("dialog").getByLabel("Note").fill(original);
  await page.getByRole("dialog").getByRole("button", { name: "Salva" }).click();
  await expect(page.locator(".supplier-summary")).not.toContainText("geom. Sala");
});
