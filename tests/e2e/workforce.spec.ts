// The customer's workforce (spec sections 2 and 4), at desktop and phone width: the demo customer opens
// "Lavoratori" from the side navigation, filters its workers by each status of the worker status filter (the
// demo's expected workers worked out from the spec's table, resigned ones hidden by "Nascondi i non attivi"),
// opens a worker, reads the judgement with its prescriptions but no visit type, and takes a photo from a file;
// another worker's photo is taken with the (fake) camera; an attachment saved shows as a tile whose «Scarica» gives the
// file back. The list: the training indicators of the right workers, the quick search and the sort (column headers on
// a desktop, the sort control on a phone); the desktop grid's frozen name column, resizable columns and keyboard.
// Demo data: prisma/seed/demo-customers.ts (Officine Meccaniche Brianzole, committente@esempio.it).
import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { openMenuEntry } from "./support/navigation";
import { CUSTOMER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { signIn } from "./support/session";
import { isPhone, VIEWPORTS } from "./support/viewports";

const shoot = screenshots({ prefix: "workforce-" });

const GREEN = "rgb(35, 133, 81)";
const RED = "rgb(205, 66, 70)";
const GREY = "rgb(143, 153, 168)";
const ORANGE = "rgb(236, 154, 60)";

// The main demo customer's workers by status, in the list's order (by name, A to Z). Cattaneo is excluded from
// health surveillance (left out by every status), Ferrari resigned (hidden by "Nascondi i non attivi").
const BY_STATUS: Record<string, string[]> = {
  "": ["Brambilla Luca", "Fumagalli Davide", "Galli Paolo", "Riva Francesca", "Sala Giulia", "Villa Sara", "Cattaneo Andrea"].sort(),
  ID: ["Galli Paolo"],
  IDPL: ["Brambilla Luca", "Riva Francesca", "Sala Giulia"],
  NI: ["Fumagalli Davide"],
  ALT: ["Villa Sara"],
  ALTO: ["Fumagalli Davide", "Galli Paolo"],
  BASSO: ["Brambilla Luca", "Riva Francesca", "Sala Giulia"],
};

// The training indicators (spec section 2) the demo gives: Brambilla's general training expired with a new course
// under way, his emergency training expired, his special qualifications never done; Galli's families all in order;
// nobody else has any. [label ending, colour of the icon].
const TRAINING: Record<string, [RegExp, string][]> = {
  "Brambilla Luca": [
    [/^Formazione Accordo Stato Regioni art 37: Formazione scaduta – Iscritto a nuovo corso non ancora concluso$/, RED],
    [/^Formazione addetti alle emergenze: Formazione scaduta$/, RED],
    [/^Formazione speciali abilitazioni: Formazione a protocollo ma mai eseguita$/, GREY],
  ],
  "Galli Paolo": [
    [/^Formazione Accordo Stato Regioni art 37: Formazione in regola$/, GREEN],
    [/^Attrezzature: Formazione in regola$/, GREEN],
  ],
};

// By next visit, latest first (the demo's visits: prisma/seed/demo-worker-area.ts); Riva's is overdue and Villa,
// never visited, has none, so she comes last either way.
const BY_NEXT_VISIT_DESC = ["Brambilla Luca", "Sala Giulia", "Galli Paolo", "Fumagalli Davide", "Cattaneo Andrea", "Riva Francesca", "Villa Sara"];

// The attachment saved and downloaded back.
const DPI_PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

// The demo's day `offset` days from today, as the seed counts days (UTC), written dd/MM/yyyy.
function italianDay(offset: number): string {
  const day = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return day.split("-").reverse().join("/");
}

// A 1×1 PNG, the photo chosen from a file.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

// Where one worker's training indicators are: the grid's training cell on that worker's row, or the phone's card.
async function trainingOf(page: Page, name: string): Promise<Locator> {
  if (isPhone(page)) return page.locator(".workforce-card").filter({ hasText: name }).locator(".training-families");
  const row = (await names(page).allTextContents()).findIndex((text) => text.startsWith(name));
  expect(row, name).toBeGreaterThanOrEqual(0);
  return page.locator(`.workforce-grid .bp6-table-quadrant-main .bp6-table-cell-row-${row}.bp6-table-cell-col-8 .training-families`);
}

async function expectTrainingIndicators(page: Page) {
  for (const name of BY_STATUS[""]!) {
    const families = await trainingOf(page, name);
    const expected = TRAINING[name] ?? [];
    const icons = families.getByRole("img");
    await expect(icons, name).toHaveCount(expected.length);
    if (expected.length === 0) await expect(families, name).toHaveText("—");
    for (const [index, [label, colour]] of expected.entries()) {
      await expect(icons.nth(index), name).toHaveAccessibleName(label);
      await expect(icons.nth(index).locator(".training-status__icon"), `${name} ${label}`).toHaveCSS("color", colour);
    }
  }
  // The orange dot: Brambilla's general training only.
  const dots = page.locator(isPhone(page) ? ".workforce-card .training-status__enrolled" : ".workforce-grid .bp6-table-quadrant-main .training-status__enrolled");
  await expect(dots).toHaveCount(1);
  await expect(dots).toHaveCSS("background-color", ORANGE);
  await expect((await trainingOf(page, "Brambilla Luca")).locator(".training-status__enrolled")).toBeVisible();
}

// A column's sort button as the user sees it: Table2 draws the headers once per quadrant, and the visible ones are
// the top quadrant's (the frozen name column's, the top-left one's).
function sortButton(page: Page, header: string): Locator {
  const quadrant = header === "Cognome e nome" ? ".bp6-table-quadrant-top-left" : ".bp6-table-quadrant-top";
  return page.locator(`.workforce-grid ${quadrant}`).getByRole("button", { name: header });
}

function names(page: Page): Locator {
  return isPhone(page) ? page.locator(".workforce-card .workforce-name") : page.locator(".workforce-grid .workforce-name");
}

async function openWorkforce(page: Page) {
  await signIn(page, CUSTOMER_EMAIL);
  await openMenuEntry(page, "Lavoratori");
  await expect(page).toHaveURL(/\/workforce$/);
}

for (const viewport of VIEWPORTS) {
  test.describe(`lavoratori del committente a ${viewport.width}px`, () => {
    test.use({ viewport });

    test("indicatori della formazione, ricerca rapida e ordinamento", async ({ page }) => {
      await openWorkforce(page);
      await expect(names(page)).toHaveText(BY_STATUS[""]!.map((name) => new RegExp(`^${name}`)));
      await expectTrainingIndicators(page);
      // The next visit as the seed set it, 320 days after the last (a date column read back, not only its colour).
      const nextVisit = isPhone(page) ? page.locator(".workforce-card").filter({ hasText: "Brambilla Luca" }).locator(".due-date") : page.locator(".workforce-grid .bp6-table-quadrant-main .bp6-table-cell-row-0.bp6-table-cell-col-7 .due-date");
      await expect(nextVisit).toHaveText(italianDay(320));
      // The tooltip of the orange dot's indicator names the new course (a hover: on a phone, the legend-less card's
      // accessible name above says the same).
      if (!isPhone(page)) {
        await (await trainingOf(page, "Brambilla Luca")).getByRole("img").first().hover();
        await expect(page.locator(".bp6-tooltip").first()).toContainText("Iscritto a nuovo corso non ancora concluso");
      }
      await shoot(page, "training");

      const search = page.getByRole("searchbox", { name: "Ricerca" }).or(page.getByRole("textbox", { name: "Ricerca" }));
      await search.fill("paolo");
      await expect(names(page)).toHaveText([/^Galli Paolo/]);
      await expect(await trainingOf(page, "Galli Paolo")).toBeVisible();
      await shoot(page, "search");
      await search.fill("");
      await expect(names(page)).toHaveText(BY_STATUS[""]!.map((name) => new RegExp(`^${name}`)));

      // Sorting: the same column again reverses the order; another column starts from its latest.
      if (isPhone(page)) {
        await page.getByRole("button", { name: "Ordine crescente: tocca per invertirlo" }).click();
      } else {
        await sortButton(page, "Cognome e nome").click();
        await expect(sortButton(page, "Cognome e nome")).toHaveAttribute("aria-sort", "descending");
      }
      await expect(names(page)).toHaveText([...BY_STATUS[""]!].reverse().map((name) => new RegExp(`^${name}`)));
      if (isPhone(page)) {
        await page.getByRole("combobox", { name: "Ordina per" }).selectOption({ label: "Prossima visita" });
        await expect(page.getByRole("button", { name: "Ordine decrescente: tocca per invertirlo" })).toBeVisible();
      } else {
        await sortButton(page, "Prossima visita").click();
        await expect(sortButton(page, "Prossima visita")).toHaveAttribute("aria-sort", "descending");
      }
      await expect(names(page)).toHaveText(BY_NEXT_VISIT_DESC.map((name) => new RegExp(`^${name}`)));
      await shoot(page, "sorted-next-visit");
    });

    // The grid (Blueprint's Table2) on a desktop; on a phone the cards, each a link reached with Tab.
    test("la griglia da tastiera, con la prima colonna fissa e le colonne ridimensionabili", async ({ page }) => {
      await openWorkforce(page);
      await expect(names(page)).toHaveText(BY_STATUS[""]!.map((name) => new RegExp(`^${name}`)));
      if (isPhone(page)) {
        const card = page.getByRole("link", { name: "Fumagalli Davide" });
        await card.focus();
        await expect(card).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(page.getByRole("heading", { name: "Fumagalli Davide" })).toBeVisible();
        return;
      }
      const grid = page.locator(".workforce-grid");
      // The headers a user sees and drags are the top quadrant's, drawn over the main one's.
      const header = (name: string) => grid.locator(".bp6-table-quadrant-top .bp6-table-column-headers .bp6-table-header").filter({ hasText: name });
      const scroller = grid.locator(".bp6-table-quadrant-main .bp6-table-quadrant-scroll-container");
      // Fitted to the screen: nothing to scroll sideways until a column is widened.
      await expect.poll(() => scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);

      // A column widened by dragging its header's right edge.
      const factory = header("Stabilimento");
      const before = (await factory.boundingBox())!;
      await factory.hover();
      const edge = factory.locator(".bp6-table-resize-handle-target");
      const handle = (await edge.boundingBox())!;
      await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
      await page.mouse.down();
      await page.mouse.move(handle.x + handle.width / 2 + 200, handle.y + handle.height / 2, { steps: 8 });
      await page.mouse.up();
      await expect.poll(async () => Math.round((await factory.boundingBox())!.width - before.width)).toBeGreaterThanOrEqual(190);
      await expect.poll(() => scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(150);
      await shoot(page, "grid-resized");

      // Scrolled sideways, the names stay where they were while the other columns move left under them.
      const frozenName = grid.locator(".bp6-table-quadrant-left .workforce-name").filter({ hasText: "Brambilla Luca" });
      const nameBefore = (await frozenName.boundingBox())!;
      const job = header("Mansione");
      const jobBefore = (await job.boundingBox())!;
      const body = (await scroller.boundingBox())!;
      await page.mouse.move(body.x + body.width * 0.6, body.y + body.height / 2);
      await page.mouse.wheel(300, 0);
      await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
      await expect.poll(async () => (await job.boundingBox())!.x).toBeLessThan(jobBefore.x - 100);
      const nameAfter = (await frozenName.boundingBox())!;
      expect(nameAfter.x).toBe(nameBefore.x);
      expect(nameAfter.width).toBe(nameBefore.width);
      await expect(frozenName).toBeInViewport();
      await shoot(page, "grid-scrolled");

      // Arrow keys move the focused cell, Enter opens the worker of its row.
      await grid.locator(".bp6-table-quadrant-main .bp6-table-cell-row-0.bp6-table-cell-col-4").click();
      // Each quadrant has its focus layer: the one drawn is the one that shows the focused cell.
      const focus = grid.locator(".bp6-table-focus-region").filter({ visible: true });
      await expect(focus.first()).toBeVisible();
      const focusTop = (await focus.first().boundingBox())!.y;
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      // Two 40-px rows down (a pixel either way for the borders).
      await expect.poll(async () => (await focus.first().boundingBox())!.y - focusTop).toBeCloseTo(80, -1);
      await page.keyboard.press("ArrowLeft");
      await expect(page).toHaveURL(/\/workforce$/);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/workforce\/\d+$/);
      await expect(page.getByRole("heading", { name: "Fumagalli Davide" })).toBeVisible();
    });

    test("filtra per ogni stato, apre un lavoratore e gli scatta la foto da un file", async ({ page }) => {
      await openWorkforce(page);
      await expect(page.getByRole("heading", { name: "I miei lavoratori" })).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Nascondi i non attivi" })).toBeChecked();
      await expect(names(page)).toHaveText(BY_STATUS[""]!.map((name) => new RegExp(`^${name}`)));
      await shoot(page, "list");

      const status = page.getByRole("combobox", { name: "Stato" });
      for (const [value, expected] of Object.entries(BY_STATUS)) {
        if (value === "") continue;
        await status.selectOption(value);
        await expect(names(page), value).toHaveText(expected.map((name) => new RegExp(`^${name}`)));
      }
      await status.selectOption("IDPL");
      await expect(names(page)).toHaveText(BY_STATUS.IDPL!.map((name) => new RegExp(`^${name}`)));
      await shoot(page, "filter-idpl");

      await names(page).filter({ hasText: "Brambilla Luca" }).click();
      await expect(page).toHaveURL(/\/workforce\/\d+$/);
      await expect(page.getByRole("heading", { name: "Brambilla Luca" })).toBeVisible();
      await page.getByRole("tab", { name: "Visite" }).click();
      const visits = page.getByRole("tabpanel").getByRole("table");
      await expect(visits.getByRole("row").nth(1)).toContainText("Idoneo con prescrizioni");
      await expect(visits).toContainText("otoprotettori");
      await expect(visits).not.toContainText("Rientro malattia");
      await shoot(page, "record-visits");

      await page.getByRole("button", { name: "Foto" }).click();
      const dialog = page.getByRole("dialog", { name: "Foto del lavoratore" });
      await expect(dialog).toBeVisible();
      await dialog.locator('input[type="file"]').setInputFiles({ name: "foto-brambilla.png", mimeType: "image/png", buffer: PNG });
      await expect(dialog.getByRole("img", { name: "foto-brambilla.png" })).toBeVisible();
      await shoot(page, "photo-dialog");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Foto salvata correttamente")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.locator("img.worker-photo")).toBeVisible();

      // The record books this worker's visit: the calendar opens with the worker already chosen.
      await page.getByRole("button", { name: "Prenota visita" }).click();
      const booking = page.getByRole("dialog", { name: "Visita medica" });
      await expect(booking.getByLabel("Medico", { exact: true })).toHaveValue(/\d+/);
      await expect(booking.getByLabel("Lavoratore", { exact: true }).locator("option:checked")).toContainText("Brambilla");
      await shoot(page, "record-booking");
      await page.keyboard.press("Escape");
      await expect(booking).toBeHidden();

      await page.getByRole("button", { name: "Allegati" }).click();
      const attachments = page.getByRole("dialog", { name: "Allegati del lavoratore" });
      await attachments.locator('input[type="file"]').setInputFiles({ name: "consegna-dpi.pdf", mimeType: "application/pdf", buffer: DPI_PDF });
      await expect(attachments.getByText("Attenzione il file verrà caricato al prossimo salvataggio")).toBeVisible();
      await shoot(page, "attachments-dialog");

      // Saved, the file is a tile with «Scarica», which gives the same file back, name and bytes.
      await attachments.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Documento caricato correttamente")).toBeVisible();
      await expect(attachments).toBeHidden();
      await page.getByRole("button", { name: "Allegati" }).click();
      const tile = attachments.getByRole("listitem").filter({ hasText: "consegna-dpi.pdf" });
      await expect(tile.getByRole("button", { name: "Scarica" })).toBeVisible();
      await expect(attachments.getByText("Attenzione il file verrà caricato al prossimo salvataggio")).toHaveCount(0);
      await shoot(page, "attachments-saved");
      const downloading = page.waitForEvent("download");
      await tile.getByRole("button", { name: "Scarica" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("consegna-dpi.pdf");
      expect(await readFile(await download.path())).toEqual(DPI_PDF);

      // Deleted again, so the other width's walk starts from the same worker.
      await tile.getByRole("button", { name: "Elimina" }).click();
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText("Sei sicuro di voler eliminare questo file?");
      await confirm.getByRole("button", { name: "Procedi" }).click();
      await expect(page.getByText("File eliminato correttamente")).toBeVisible();
      await expect(tile).toHaveCount(0);
    });

    // Chromium's fake camera (playwright.config.ts) shows a moving test pattern: "Scatta" turns one frame into
    // the JPEG that is previewed and saved.
    test("scatta la foto di un lavoratore con la fotocamera", async ({ page, context }) => {
      await context.grantPermissions(["camera"]);
      await openWorkforce(page);
      await names(page).filter({ hasText: "Galli Paolo" }).click();
      await expect(page.getByRole("heading", { name: "Galli Paolo" })).toBeVisible();
      await page.getByRole("button", { name: "Foto" }).click();
      const dialog = page.getByRole("dialog", { name: "Foto del lavoratore" });
      await dialog.getByRole("button", { name: "Usa la fotocamera" }).click();
      const live = dialog.getByLabel("Immagine della fotocamera");
      await expect(live).toBeVisible();
      await expect.poll(() => live.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
      await shoot(page, "photo-camera");
      await dialog.getByRole("button", { name: "Scatta", exact: true }).click();
      await expect(live).toBeHidden();
      const preview = dialog.getByRole("img", { name: /^foto-\d{4}-\d{2}-\d{2}\.jpg$/ });
      await expect(preview).toBeVisible();
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Foto salvata correttamente")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.locator("img.worker-photo")).toBeVisible();
    });
  });
}
