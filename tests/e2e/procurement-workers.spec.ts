// Tab 3 of the procurement card, "Lavoratori coinvolti" (spec "Procurement card" tab 3, issue 9 §1), walked
// by the supplier and by the customer at desktop and phone width: the columns, the participation cell, the
// compliance light with its explanation, the row click to the worker card and the level-5 removal.
// Demo data: prisma/seed/demo-procurement-workers.ts ("roof" procurement, supplier Edil Costruzioni).
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { makePdf, scratchDirectory } from "./support/documents";
import { procurementNumber } from "./support/procurements";
import { CUSTOMER_EMAIL, SUPPLIER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { PHONE } from "./support/viewports";

const ROOF = "Rifacimento copertura capannone B e installazione linee vita";
// The six Edil Costruzioni workers the demo assigns to the roof procurement.
const EDIL_ON_ROOF = ["Mariani", "Ferrara", "Esposito", "Colombo", "Bianchi", "Moretti"];

test.describe.configure({ mode: "serial" });

const shoot = screenshots({ prefix: "workers-", bothWidths: true, settleMs: 350 });

function workersTable(page: Page): Locator {
  return page.getByRole("table", { name: "Elenco lavoratori" });
}

function workerRow(page: Page, lastName: string): Locator {
  return workersTable(page).getByRole("row").filter({ hasText: lastName });
}

// Returns the roof procurement's number.
async function openWorkersTab(page: Page, email: string): Promise<string> {
  await openHome(page, email);
  const number = await procurementNumber(page, ROOF);
  await page.goto(`/procurement/${number}`);
  await expect(page.getByRole("heading", { name: `APPALTO: ${ROOF}` })).toBeVisible();
  await page.getByRole("tab", { name: "Lavoratori coinvolti" }).click();
  await expect(workersTable(page)).toBeVisible();
  return number;
}

test("il fornitore vede i propri lavoratori dell'appalto con mansione, ruoli, approvazione e semaforo", async ({ page }) => {
  await openWorkersTab(page, SUPPLIER_EMAIL);
  const table = workersTable(page);
  for (const header of ["Nome", "Cognome", "Mansione", "Preposto", "Addetto anti-incendio", "Addetto pronto soccorso", "Approvato"]) {
    await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  }
  for (const lastName of EDIL_ON_ROOF) await expect(workerRow(page, lastName)).toHaveCount(1);
  // Another supplier's worker on the same procurement (Rossi Impianti) is not listed.
  await expect(table.getByRole("row")).toHaveCount(EDIL_ON_ROOF.length + 1);
  // The task in the procurement wins over the worker's own job; otherwise the worker's job.
  const mariani = workerRow(page, "Mariani");
  await expect(mariani).toContainText("Preposto di cantiere");
  await expect(mariani.getByRole("cell").nth(3)).toHaveText("SI");
  await expect(mariani.getByRole("cell").nth(4)).toHaveText("SI");
  await expect(mariani.getByRole("cell").nth(5)).toHaveText("NO");
  await expect(workerRow(page, "Ferrara")).toContainText("Muratore specializzato");
  await expect(workerRow(page, "Ferrara").getByRole("cell").nth(5)).toHaveText("SI");
  // The compliance light names what is wrong, or says that everything is in order (the column's light; a
  // phone shows it beside the surname instead).
  const lights = table.locator(".procurement-workers__light:visible");
  await expect(lights).toHaveCount(EDIL_ON_ROOF.length);
  const explanations = await lights.evaluateAll((spans) => spans.map((span) => span.getAttribute("aria-label") ?? ""));
  for (const text of explanations) {
    expect(text).toMatch(/^(Tutte le idoneità obbligatorie sono conformi|(Mancanti|Respinte|Scadute|In attesa di approvazione|In scadenza): .+)$/);
  }
  await lights.first().hover();
  // Blueprint's tooltip popover (no ARIA role of its own: the span's aria-label carries the same text).
  await expect(page.locator(".bp6-tooltip, .bp5-tooltip").first()).toHaveText(explanations[0] ?? "");
  // The participation cell says its state in words (the spec's I.C / A / A.P / R were not understood).
  await expect(table.getByRole("cell").filter({ hasText: /^(In corso|Approvata|Approvata con prescrizioni|Respinta)/ }).first()).toBeVisible();
  await expect(table.getByRole("cell").filter({ hasText: /^(I\.C|A|A\.P|R)$/ })).toHaveCount(0);
  await shoot(page, "01-elenco-fornitore");
});

test("al telefono restano cognome con il semaforo, approvazione, modifica ed elimina; la riga apre la scheda del lavoratore", async ({ page }) => {
  const roofNumber = await openWorkersTab(page, SUPPLIER_EMAIL);
  await page.setViewportSize(PHONE);
  const table = workersTable(page);
  await expect(table.getByRole("columnheader", { name: "Mansione" })).toBeHidden();
  await expect(table.getByRole("columnheader", { name: "Preposto" })).toBeHidden();
  await expect(table.getByRole("columnheader", { name: "Nome", exact: true })).toBeHidden();
  await expect(table.getByRole("columnheader", { name: "Cognome" })).toBeVisible();
  // Every tab whole and in the screen's width: the strip once scrolled sideways, cut at "Lavora…" with no
  // sign that more followed.
  const tabList = page.locator(".procurement-page__tabs > .bp6-tab-list");
  await expect(page.getByRole("tab")).toHaveCount(6);
  expect(await tabList.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
  for (const tab of await page.getByRole("tab").all()) {
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  await shoot(page, "02a-schede-al-telefono", tabList);
  // A tap opens a row, and the list says so.
  await expect(page.getByText("Tocca un lavoratore per aprire la sua scheda nell'appalto")).toBeVisible();
  // Edit and remove stay within reach on a phone.
  await expect(workerRow(page, "Mariani").getByRole("button", { name: "Elimina" })).toBeVisible();
  // Far down the procurement page, the card still opens at its top, its heading clear of the toolbar.
  await workerRow(page, "Mariani").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await workerRow(page, "Mariani").getByRole("cell").nth(1).click();
  // Numeric ids in the address: the procurement's and the worker's.
  await expect(page).toHaveURL(new RegExp(`/procurementworker/${roofNumber}/\\d+$`));
  const heading = page.getByRole("heading", { name: `APPALTO: ${ROOF} | LAVORATORE: Giuseppe Mariani` });
  await expect(heading).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const toolbar = await page.locator(".app-navbar").boundingBox();
  const headingBox = await heading.boundingBox();
  expect((headingBox?.y ?? 0) >= (toolbar?.y ?? 0) + (toolbar?.height ?? 0)).toBe(true);
  await expect(page.getByText("Mansione svolta nell'ambito dell'appalto: Preposto di cantiere")).toBeVisible();
  await expect(page.getByText("PREPOSTO", { exact: true })).toBeVisible();
  await expect(page.getByText("ADDETTO ANTI-INCENDIO", { exact: true })).toBeVisible();
  await expect(page.getByText("ADDETTO PRONTO SOCCORSO", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Idoneità" })).toBeVisible();
  await shoot(page, "03-scheda-lavoratore");
  await page.getByRole("button", { name: "Indietro" }).click();
  await expect(workersTable(page)).toBeVisible();
});

test("la scheda del lavoratore elenca le idoneità richieste dai flag, con il file solo per il livello 5", async ({ page }) => {
  await openWorkersTab(page, SUPPLIER_EMAIL);
  await workerRow(page, "Mariani").click();
  const fitness = page.getByRole("table", { name: "Idoneità" });
  for (const header of ["Tipo di idoneità", "Nome documento caricato", "Data documento", "Data scadenza", "Stato documento", "Visualizza"]) {
    await expect(fitness.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  }
  // Preposto, anti-incendio and lavoro in quota each require their own certificate.
  await expect(fitness.getByRole("row")).not.toHaveCount(1);
  await expect(fitness).toContainText("Attestato formazione preposti");
  await expect(fitness).toContainText("Attestato addetto antincendio");
  await expect(fitness).toContainText("Attestato lavori in quota");
  // Level 5 of the supplier opens the uploaded files.
  await expect(fitness.getByRole("button", { name: "Visualizza" }).first()).toBeVisible();
  // The light names the same states as the rows show.
  const explanation = await page.locator(".procurement-worker-header__explanation").textContent();
  expect(explanation).toMatch(/^(Tutte le idoneità obbligatorie sono conformi|(Mancanti|Respinte|Scadute|In attesa di approvazione|In scadenza): .+)$/);
  // An address that names no assignment shows the not-found state.
  await page.goto("/procurementworker/999999/1");
  await expect(page.getByText("Lavoratore non trovato")).toBeVisible();
});

test("il fornitore carica il file di un'idoneità mancante: passa in attesa di approvazione", async ({ page }) => {
  await openWorkersTab(page, SUPPLIER_EMAIL);
  // The worker card of a worker whose light names a missing certificate.
  const lights = workersTable(page).locator(".procurement-workers__light[aria-label*='Mancanti: ']:visible");
  await expect(lights.first()).toBeVisible();
  const withMissing = workersTable(page)
    .getByRole("row")
    .filter({ has: page.locator(".procurement-workers__light[aria-label*='Mancanti: ']") })
    .first();
  await withMissing.getByRole("button", { name: "Scheda" }).click();
  const fitness = page.getByRole("table", { name: "Idoneità" });
  const missing = fitness.getByRole("row").filter({ hasText: "Mancante" }).first();
  await expect(missing).toBeVisible();
  const category = (await missing.getByRole("cell").first().innerText()).split("\n")[0] ?? "";
  await missing.getByRole("button", { name: "Carica" }).click();
  const dialog = page.getByRole("dialog", { name: `Carica certificato di idoneità: ${category}` });
  const pdf = await makePdf(path.join(await scratchDirectory("workers"), "idoneita.pdf"), [category]);
  await dialog.locator("input[type=file]").setInputFiles(pdf);
  await dialog.getByRole("button", { name: "Carica" }).click();
  await expect(page.getByText("Certificato di Idoneità caricato correttamente").first()).toBeVisible();
  const row = fitness.getByRole("row").filter({ hasText: category });
  await expect(row).toContainText("In attesa di approvazione");
  await expect(row).toContainText(category);
  await expect(page.locator(".procurement-worker-header__explanation")).toContainText(`In attesa di approvazione: ${category}`);
  await shoot(page, "05-idoneita-caricata");
});

test("il committente vede i lavoratori del fornitore scelto nel selettore", async ({ page }) => {
  await openWorkersTab(page, CUSTOMER_EMAIL);
  // The picker opens on the procurement's first supplier, Ecoservizi Ambiente: its two workers only.
  await expect(page.getByText("Ecoservizi Ambiente S.r.l.").first()).toBeVisible();
  await expect(workerRow(page, "Barbieri")).toContainText("Autista ADR");
  await expect(workerRow(page, "Lombardi")).toHaveCount(1);
  await expect(workersTable(page).getByRole("row")).toHaveCount(3);
  for (const lastName of EDIL_ON_ROOF) await expect(workerRow(page, lastName)).toHaveCount(0);
  await shoot(page, "02-elenco-committente");
});

test("il committente respinge un'idoneità con il motivo, poi la approva e la rende facoltativa: stato e semaforo cambiano", async ({ page }) => {
  await openWorkersTab(page, CUSTOMER_EMAIL);
  await workerRow(page, "Barbieri").click();
  await expect(page.getByRole("heading", { name: /LAVORATORE: Giovanni Barbieri/ })).toBeVisible();
  const fitness = page.getByRole("table", { name: "Idoneità" });
  const reviewable = fitness.getByRole("row").filter({ has: page.getByRole("button", { name: "Imposta lo stato di approvazione" }) });
  await expect(reviewable.first()).toBeVisible();
  const first = reviewable.first();
  const category = (await first.getByRole("cell").first().innerText()).split("\n")[0] ?? "";
  const rowOf = (name: string) => fitness.getByRole("row").filter({ hasText: name });

  // Rejection: the reason is required, then shown beside the certificate; the light turns red.
  await first.getByRole("button", { name: "Imposta lo stato di approvazione" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.locator("select").selectOption({ label: "Documento respinto" });
  await expect(dialog.getByRole("button", { name: "Salva" })).toBeDisabled();
  await dialog.getByRole("textbox").fill("Il certificato è illeggibile.");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(page.getByText("Stato di approvazione dell'idoneità modificato correttamente").first()).toBeVisible();
  await expect(rowOf(category)).toContainText("Respinto");
  await expect(rowOf(category)).toContainText("Il certificato è illeggibile.");
  await expect(page.locator(".procurement-worker-header__light")).toContainText("Non conforme");
  await expect(page.locator(".procurement-worker-header__explanation")).toContainText(`Respinte: ${category}`);
  await shoot(page, "04-idoneita-respinta");

  // Approval of the same certificate: the rejection leaves the explanation.
  await rowOf(category).getByRole("button", { name: "Imposta lo stato di approvazione" }).click();
  await dialog.locator("select").selectOption({ label: "Documento approvato" });
  await dialog.getByRole("textbox").fill("");
  await dialog.getByRole("button", { name: "Salva" }).click();
  await expect(rowOf(category)).not.toContainText("Respinto");
  await expect(page.locator(".procurement-worker-header__explanation")).not.toContainText(`Respinte: ${category}`);

  // Mandatory off: the row is greyed and never makes the light red.
  await rowOf(category).getByRole("checkbox", { name: `Idoneità obbligatoria: ${category}` }).click({ force: true });
  await expect(page.getByText("Obbligatorietà idoneità modificata").first()).toBeVisible();
  await expect(rowOf(category)).toContainText("Non obbligatorio");
});

test("con livello 5 il fornitore rimuove un lavoratore dall'appalto, dopo conferma", async ({ page }) => {
  await openWorkersTab(page, SUPPLIER_EMAIL);
  await workerRow(page, "Moretti").getByRole("button", { name: "Elimina" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Eliminazione" });
  await expect(confirm).toContainText("Sei sicuro di voler eliminare l'associazione con questo lavoratore?");
  await confirm.getByRole("button", { name: "Procedi" }).click();
  await expect(page.getByText("Lavoratore disassociato correttamente")).toBeVisible();
  await expect(workerRow(page, "Moretti")).toHaveCount(0);
  await expect(workersTable(page).getByRole("row")).toHaveCount(EDIL_ON_ROOF.length);
  // Stored: a reload does not bring it back (that the worker stays in the supplier's list is an API test).
  await page.reload();
  await expect(workerRow(page, "Mariani")).toHaveCount(1);
  await expect(workerRow(page, "Moretti")).toHaveCount(0);
});
