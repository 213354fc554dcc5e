// The worker's own area (spec section 2 "Worker area"), at desktop and phone width: the demo worker signs in,
// sees the visits and downloads two certificates (an uploaded one and one the portal writes, read back with
// pdftotext), opens "Formazione" from the side navigation, reads the portfolio in its order with the spec's
// periodicity labels and training states, and downloads a course certificate the portal writes. A supplier
// opening the same screens gets "Nessun lavoratore è associato a questo utente.". Last, the customer's report
// menu (on its home until the workers' screen carries it) downloads an .xlsx. A visit the customer books shows on
// /medicine as the next booked one, above the visits.
// Demo data: prisma/seed/demo-worker-area.ts (lavoratore@esempio.it, Luca Brambilla).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext, type Download, type Locator, type Page } from "@playwright/test";
import { apiSignIn } from "./support/api";
import { pdfText, scratchDirectory } from "./support/documents";
import { openNavigation } from "./support/navigation";
import { CUSTOMER_EMAIL, SUPPLIER_EMAIL, WORKER_EMAIL } from "./support/run";
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

// Saves the download, which must be a PDF named certificato.pdf, and returns its text.
async function certificateText(download: Download, scratch: string): Promise<string> {
  expect(download.suggestedFilename()).toBe("certificato.pdf");
  const saved = path.join(scratch, `${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(saved);
  expect((await readFile(saved)).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return pdfText(saved);
}

// The customer books a visit for the demo worker through the calendar's REST calls (as the calendar dialog does),
// and gets back the way to cancel it.
async function bookForDemoWorker(request: APIRequestContext, day: string, time: string, timeEnd: string): Promise<{ doctor: string; cancel: () => Promise<void> }> {
  const headers = { Authorization: `Bearer ${(await apiSignIn(request, CUSTOMER_EMAIL)).token}` };
  const options = await request.get("/api/calendaroptions?search=Brambilla", { headers });
  type Option = { value: number; label: string };
  const { data } = (await options.json()) as { data: { doctors: Option[]; workers: Option[] } };
  const [doctor] = data.doctors;
  const worker = data.workers.find((option) => option.label === "Brambilla Luca");
  expect(doctor && worker).toBeTruthy();
  const created = await request.post("/api/calappointments", {
    headers,
    data: { med_id: doctor!.value, worker_id: worker!.value, appointment_date: day, appointment_date_end: day, appointment_time: time, appointment_time_end: timeEnd, recurring: false, resources: "[]", note: "" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  return {
    doctor: doctor!.label.split(" ").reverse().join(" "),
    cancel: async () => expect((await request.delete(`/api/calappointments/${id}`, { headers })).ok()).toBe(true),
  };
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
      await expect(visits.getByRole("columnheader")).toHaveText(["Data visita", "Tipo visita", "Esito", "Prossima visita", "Certificato"]);
      const visitDownloads = visits.getByRole("button", { name: "Scarica il certificato: certificato.pdf" });
      await expect(visitDownloads).toHaveCount(3);
      // Newest first; 200 px high on wider screens (spec section 9), each visit a card on a phone.
      const visitDates = visits.locator("tbody td:first-child");
      await expect(visitDates).toHaveText([/^\d{2}\/\d{2}\/\d{4}$/, /^\d{2}\/\d{2}\/\d{4}$/, /^\d{2}\/\d{2}\/\d{4}$/]);
      const [newest, , oldest] = await visitDates.allTextContents();
      const asIso = (date: string) => date.split("/").reverse().join("-");
      expect(asIso(newest!) > asIso(oldest!)).toBe(true);
      if (!isPhone(page)) expect((await page.locator(".examinations-table").boundingBox())?.height).toBe(200);
      await expectNoSideScroll(page, "Visite effettuate");
      await shoot(page, "01-visite");

      // The newest visit's certificate was uploaded: that file, as certificato.pdf.
      const downloadingVisit = page.waitForEvent("download");
      await visitDownloads.first().click();
      expect(await certificateText(await downloadingVisit, scratch)).toContain("Luca Brambilla");
      // The oldest has none stored: the portal writes the judgement (art. 41 c.6-bis) with the appeal notice.
      const downloadingWritten = page.waitForEvent("download");
      await visitDownloads.last().click();
      const written = await certificateText(await downloadingWritten, scratch);
      for (const expected of ["Giudizio di idoneità alla mansione specifica", "Lavoratore: Luca Brambilla", `Data della visita: ${oldest}`, "IDONEITÀ alla mansione specifica", "entro trenta giorni"]) {
        expect(written).toContain(expected);
      }

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
      await expect(neverDone.getByRole("img", { name: "Corso mai svolto: nessun attestato" })).toBeVisible();
      await expect(neverDone.getByRole("button")).toHaveCount(0);
      // Dates dd/MM/yyyy, the next course after the last.
      const supervisors = portfolioRow(table, page, "PREP");
      await expect(supervisors.getByRole("cell", { name: /^\d{2}\/\d{2}\/\d{4}$/ }).first()).toBeVisible({ visible: !isPhone(page) });
      await expect(supervisors.locator(".training-status .cell-date")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
      await expectNoSideScroll(page, "Portfolio formazione");
      // The signs are written out under the table, for phones where a tooltip needs a tap on each.
      await expect(page.getByRole("list", { name: "Legenda" }).getByRole("listitem")).toHaveText([IN_ORDER, EXPIRED, NEVER_DONE, ENROLLED]);

      // The general course of four years ago has no uploaded attestato: the portal writes it from the portfolio.
      const downloadingCourse = page.waitForEvent("download");
      await portfolioRow(table, page, "GEN").getByRole("button", { name: "scarica: certificato.pdf" }).click();
      const course = await certificateText(await downloadingCourse, scratch);
      for (const expected of ["Attestato di formazione", "Partecipante: Luca Brambilla", "Formazione generale dei lavoratori", "Art. 37 D.Lgs. 81/2008", /Data del corso: \d{2}\/\d{2}\/\d{4}/]) {
        expect(course).toMatch(expected);
      }

      // Last: the tooltip it opens would cover the row above it.
      await portfolioRow(table, page, "SPEC-A").getByRole("img", { name: ENROLLED }).hover();
      // Blueprint's tooltip popover has no ARIA role of its own: the dot's aria-label carries the same text.
      await expect(page.locator(".bp6-tooltip").first()).toHaveText(ENROLLED);
      await shoot(page, "03-formazione");
    });

    test("la prossima visita prenotata dal committente compare sopra le visite", async ({ page, request }) => {
      // Tomorrow early, before the demo's own booking three days from now: the next one. An hour for each width.
      const tomorrow = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Rome" }).format(new Date(Date.now() + 86_400_000));
      const [time, timeEnd] = isPhone(page) ? ["07:45", "08:00"] : ["07:15", "07:30"];
      const booking = await bookForDemoWorker(request, tomorrow, time, timeEnd);
      try {
        await signIn(page, WORKER_EMAIL);
        await expect(page).toHaveURL(/\/medicine$/);
        const next = page.getByTestId("upcoming-appointments");
        await expect(next).toContainText("Prossima visita prenotata");
        await expect(next.locator("p").first()).toHaveText(`${tomorrow.split("-").reverse().join("/")}, ${time}–${timeEnd} con ${booking.doctor}`);
        // Above the visits, where the worker looks first.
        const visits = page.getByRole("region", { name: "Visite effettuate" });
        await expect(visits.getByRole("table")).toBeVisible();
        expect((await next.boundingBox())!.y).toBeLessThan((await visits.boundingBox())!.y);
        await expectNoSideScroll(page, "Visite effettuate");
        await shoot(page, "06-prossima-visita");
      } finally {
        await booking.cancel();
      }
      // Cancelled, it is no longer the next one.
      await page.reload();
      await expect(page.getByRole("heading", { name: "Luca Brambilla" })).toBeVisible();
      await expect(page.getByTestId("upcoming-appointments")).not.toContainText(`${time}–${timeEnd}`);
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

    test("il committente scarica i report dei suoi lavoratori dal menu Report della lista dei lavoratori", async ({ page }) => {
      const scratch = await scratchDirectory("reports");
      await openHome(page, CUSTOMER_EMAIL);
      await page.goto("/workforce");
      await page.getByRole("button", { name: "Report lavoratori" }).click();
      const menu = page.getByRole("menu", { name: "Scarica un report dei lavoratori (.xlsx)" });
      await expect(menu.getByRole("menuitem")).toHaveText(["Rep. Corsi", "Rep. Corsi(partecipanti)", "Rep. Amministrazione"]);
      await shoot(page, "05-committente-report");
      const downloading = page.waitForEvent("download");
      await menu.getByRole("menuitem", { name: "Rep. Amministrazione" }).click();
      const report = await downloading;
      expect(report.suggestedFilename()).toBe("exporta.xlsx");
      const saved = path.join(scratch, report.suggestedFilename());
      await report.saveAs(saved);
      // An .xlsx is a zip archive.
      expect((await readFile(saved)).subarray(0, 2).toString("latin1")).toBe("PK");
    });
  });
}
