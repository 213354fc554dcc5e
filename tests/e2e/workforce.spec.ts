// The customer's workforce (spec sections 2 and 4), at desktop and phone width: the demo customer opens
// "Lavoratori" from the side navigation, filters its workers by each status of the worker status filter (the
// demo's expected workers worked out from the spec's table, resigned ones hidden by "Nascondi i non attivi"),
// opens a worker, reads the judgement with its prescriptions but no visit type, and takes a photo from a file;
// another worker's photo is taken with the (fake) camera.
// Demo data: prisma/seed/demo-customers.ts (Officine Meccaniche Brianzole, committente@esempio.it).
import { expect, test, type Locator, type Page } from "@playwright/test";
import { CUSTOMER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { signIn } from "./support/session";
import { isPhone, VIEWPORTS } from "./support/viewports";

const shoot = screenshots({ prefix: "workforce-" });

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

// A 1×1 PNG, the photo chosen from a file.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

function names(page: Page): Locator {
  return isPhone(page) ? page.locator(".workforce-card .workforce-name") : page.locator(".workforce-grid .workforce-name");
}

async function openWorkforce(page: Page) {
  await signIn(page, CUSTOMER_EMAIL);
  if (isPhone(page)) await page.getByRole("button", { name: "Apri il menu" }).click();
  await page.getByRole("navigation", { name: "Navigazione principale" }).last().getByRole("menuitem", { name: "Lavoratori" }).click();
  await expect(page).toHaveURL(/\/workforce$/);
}

for (const viewport of VIEWPORTS) {
  test.describe(`lavoratori del committente a ${viewport.width}px`, () => {
    test.use({ viewport });

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
      await attachments.locator('input[type="file"]').setInputFiles({ name: "consegna-dpi.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") });
      await expect(attachments.getByText("Attenzione il file verrà caricato al prossimo salvataggio")).toBeVisible();
      await shoot(page, "attachments-dialog");
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
