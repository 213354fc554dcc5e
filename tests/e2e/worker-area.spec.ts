// The worker's own area (spec section 2 "Worker area"), at desktop and phone width: the demo worker signs in,
// sees the visits and downloads a certificate, opens "Formazione" from the side navigation, reads the
// portfolio in its order with the spec's periodicity labels and training states, and downloads a course
// certificate. A supplier opening the same screens gets "Nessun lavoratore è associato a questo utente.".
// Demo data: prisma/seed/demo-worker-area.ts (lavoratore@esempio.it, Luca Brambilla).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Download, type Locator, type Page } from "@playwright/test";
import { scratchDirectory } from "./support/documents";
import { SUPPLIER_EMAIL, WORKER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome, signIn } from "./support/session";
import { expectNoSideScroll } from "./support/table-fit";
import { isPhone, VIEWPORTS } from "./support/viewports";

const shoot = screenshots({ prefix: "worker-area-" });

const NEVER_DONE = "Formazione a protocollo ma mai eseguita";
const IN_ORDER = "Formazione in regola";
const EXPIRED = "Formazione scaduta";
const ENROLLED = "Iscritto a nuovo corso non ancora concluso";

// [model short name, periodicity label, state]: the demo portfolio in its order (position 1 to 7).
const PORTFOLIO: [string, string, string][] = [
  ["GEN", "Nessuna periodicità", IN_ORDER],
  ["SPEC-A", "Quinquennale", EXPIRED],
  ["AI-L2", "Quinquennale", IN_ORDER],
  ["PS-BC", "Triennale", EXPIRED],
  ["PES-PAV", "Quinquennale", IN_ORDER],
  ["QUOTA", "Quinquennale", NEVER_DONE],
  ["PREP", "Biennale", IN_ORDER],
];

function portfolioRow(table: Locator, page: Page, model: string): Locator {
  return table.getByRole("row").filter({ has: page.getByRole("cell", { name: model, exact: true }) });
}

// Saves the download and returns its first bytes, which must be a PDF's.
async function pdfHeaderOf(download: Download, scratch: string): Promise<string> {
  const saved = path.join(scratch, download.suggestedFilename());
  await download.saveAs(saved);
  return (await readFile(saved)).subarray(0, 5).toString("latin1");
}

async function openNavigation(page: Page): Promise<Locator> {
  if (isPhone(page)) await page.getByRole("button", { name: "Apri il menu" }).click();
  return page.getByRole("navigation", { name: "Navigazione principale" }).last();
}

for (const viewport of VIEWPORTS) {
  test.describe(`area del lavoratore a ${viewport.width}px`, () => {
    test.use({ viewport });

    test("visite con il certificato, poi il portfolio formazione dal menu con il suo attestato", async ({ page }) => {
      const scratch = await scratchDirectory("worker-area");
      await signIn(page, WORKER_EMAIL);
      await expect(page).toHaveURL(/\/medicine$/);
      await expect(page.getByRole("heading", { name: "Luca Brambilla" })).toBeVisible();
      const visits = page.getByRole("region", { name: "Visite effettuate" }).getByRole("table");
      await expect(visits.getByRole("columnheader")).toHaveText(["Data visita", "Tipo visita", "Esito", "Certificato"]);
      const visitDownloads = visits.getByRole("button", { name: "Scarica il certificato: certificato.pdf" });
      await expect(visitDownloads).toHaveCount(3);
      await shoot(page, "01-visite");

      // The newest visit's certificate, under its stored name with underscores.
      const downloadingVisit = page.waitForEvent("download");
      await visitDownloads.first().click();
      const visitCertificate = await downloadingVisit;
      expect(visitCertificate.suggestedFilename()).toMatch(/^Certificato_idoneita_Luca_Brambilla_\d{4}-\d{2}-\d{2}\.pdf$/);
      expect(await pdfHeaderOf(visitCertificate, scratch)).toBe("%PDF-");

      const navigation = await openNavigation(page);
      await expect(navigation.getByRole("menuitem")).toHaveText(["Home", "Dashboard", "Visite mediche", "Formazione", "LogOut"]);
      await shoot(page, "02-navigazione");
      await navigation.getByRole("menuitem", { name: "Formazione" }).click();
      await expect(page).toHaveURL(/\/formation$/);
      await expect(page.getByRole("heading", { name: "Portfolio formazione" })).toBeVisible();

      const table = page.getByRole("table", { name: "Portfolio formazione" });
      await expect(table.locator("tbody tr")).toHaveCount(PORTFOLIO.length);
      await expect(table.locator("tbody tr td:first-child")).toHaveText(PORTFOLIO.map((_, index) => String(index + 1)));
      const headers = ["No.", "Famiglia", "Modello", "Ultima data", "Periodicità", "Pross.corso", "PDF"];
      for (const header of headers) {
        const shown = !isPhone(page) || !["Famiglia", "Ultima data", "Periodicità"].includes(header);
        await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible({ visible: shown });
      }
      for (const [model, periodicity, state] of PORTFOLIO) {
        const row = portfolioRow(table, page, model);
        await expect(row.getByRole("img", { name: state })).toBeVisible();
        await expect(row.getByRole("cell", { name: periodicity, exact: true })).toBeVisible({ visible: !isPhone(page) });
      }
      // Enrolled in the new course of the expired refresher: the orange dot, on that line only.
      await expect(table.getByRole("img", { name: ENROLLED })).toHaveCount(1);
      await expect(portfolioRow(table, page, "SPEC-A").getByRole("img", { name: ENROLLED })).toBeVisible();
      // Never done: no certificate to download, said so.
      const neverDone = portfolioRow(table, page, "QUOTA");
      await expect(neverDone.getByRole("img", { name: "Attestato non disponibile" })).toBeVisible();
      await expect(neverDone.getByRole("button")).toHaveCount(0);
      // Dates dd/MM/yyyy, the next course after the last.
      const supervisors = portfolioRow(table, page, "PREP");
      await expect(supervisors.getByRole("cell", { name: /^\d{2}\/\d{2}\/\d{4}$/ }).first()).toBeVisible({ visible: !isPhone(page) });
      await expect(supervisors.locator(".training-status .cell-date")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
      await expectNoSideScroll(page, "Portfolio formazione");
      // The signs are written out under the table, for phones where a tooltip needs a tap on each.
      await expect(page.getByRole("list", { name: "Legenda" }).getByRole("listitem")).toHaveText([IN_ORDER, EXPIRED, NEVER_DONE, ENROLLED]);

      const downloadingCourse = page.waitForEvent("download");
      await portfolioRow(table, page, "GEN").getByRole("button", { name: "scarica: certificato.pdf" }).click();
      const courseCertificate = await downloadingCourse;
      expect(courseCertificate.suggestedFilename()).toBe("Attestato_GEN_Brambilla.pdf");
      expect(await pdfHeaderOf(courseCertificate, scratch)).toBe("%PDF-");

      // Last: the tooltip it opens would cover the row above it.
      await portfolioRow(table, page, "SPEC-A").getByRole("img", { name: ENROLLED }).hover();
      // Blueprint's tooltip popover has no ARIA role of its own: the dot's aria-label carries the same text.
      await expect(page.locator(".bp6-tooltip").first()).toHaveText(ENROLLED);
      await shoot(page, "03-formazione");
    });

    test("un fornitore su /medicine e /formation: nessun lavoratore, e il menu non offre l'area del lavoratore", async ({ page }) => {
      await openHome(page, SUPPLIER_EMAIL);
      const navigation = await openNavigation(page);
      await expect(navigation.getByRole("menuitem", { name: "Home" })).toBeVisible();
      await expect(navigation.getByRole("menuitem", { name: "Formazione" })).toHaveCount(0);
      await expect(navigation.getByRole("menuitem", { name: "Visite mediche" })).toHaveCount(0);
      for (const address of ["/medicine", "/formation"]) {
        await page.goto(address);
        await expect(page.getByRole("heading", { name: "Nessun lavoratore è associato a questo utente." })).toBeVisible();
        await expect(page.getByRole("table")).toHaveCount(0);
      }
      await shoot(page, "04-fornitore-senza-lavoratore");
    });
  });
}
