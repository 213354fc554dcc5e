// A supplier's level-5 user gives one of its workers an access to the worker area, at desktop and phone width: the
// worker's form on the home's «Lavoratori», the invitation mail through the real SMTP server, the worker setting a
// password and signing in to their own area on /medicine. The navigation offers what the server says such a worker
// has: «Visite mediche», never «Formazione» (a supplier's worker has no training area in the portal).
import { expect, test } from "@playwright/test";
import { resetLinkFromMail } from "./support/mail";
import { openNavigation } from "./support/navigation";
import { openRowForEdit } from "./support/row-actions";
import { SUPPLIER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome, signIn } from "./support/session";
import { VIEWPORTS } from "./support/viewports";

const shoot = screenshots({ prefix: "worker-area-access-" });
const PASSWORD = "Cantiere2027!";

// Each width gives the access to a different demo worker of the supplier.
const WORKERS = { 1280: { lastName: "Ricci", firstName: "Alessandro" }, 375: { lastName: "Colombo", firstName: "Stefano" } } as const;

for (const viewport of VIEWPORTS) {
  test.describe(`accesso all'area lavoratore a ${viewport.width}px`, () => {
    test.use({ viewport });

    test("il livello 5 del fornitore dà l'accesso a un suo lavoratore, che imposta la password ed entra nella sua area", async ({ page, browser }) => {
      const worker = WORKERS[viewport.width];
      const email = `${worker.firstName}.${worker.lastName}.${viewport.width}@edilcostruzioni.it`.toLowerCase();
      await openHome(page, SUPPLIER_EMAIL);
      await page.getByRole("tab", { name: "Lavoratori" }).click();
      // The procurements' panel, with a search box of its own, stays on screen until the workers' panel has loaded.
      const panel = page.getByRole("tabpanel", { name: "Lavoratori" });
      const table = panel.getByRole("region", { name: "Lavoratori del fornitore" });
      await expect(table).toBeVisible();
      const search = panel.getByRole("searchbox", { name: "Ricerca" });
      await search.fill(worker.lastName);
      const row = table.getByRole("row", { name: `Apri: ${worker.lastName} ${worker.firstName}` });
      await expect(row).toBeVisible();
      await openRowForEdit(page, row);
      const dialog = page.getByRole("dialog", { name: "Modifica lavoratore" });
      const access = dialog.getByRole("region", { name: "Accesso all'area lavoratore" });
      await expect(access.getByText("Il lavoratore non ha un accesso al portale.")).toBeVisible();
      await access.getByLabel("Email del lavoratore").fill(email);
      await access.scrollIntoViewIfNeeded();
      await shoot(page, "01-accesso", access);
      await access.getByRole("button", { name: "Dai accesso all'area lavoratore" }).click();
      await expect(page.getByText("Invito inviato al lavoratore")).toBeVisible();
      await expect(access.getByText("Accesso attivo")).toBeVisible();
      await expect(access.getByText(email)).toBeVisible();

      // The worker, in a browser of their own.
      const context = await browser.newContext({ viewport });
      const workerPage = await context.newPage();
      try {
        await workerPage.goto(await resetLinkFromMail(email, 0));
        await expect(workerPage.getByRole("heading", { name: "Reset Password" })).toBeVisible();
        await workerPage.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await workerPage.getByLabel("Ripeti la password").fill(PASSWORD);
        await workerPage.getByRole("button", { name: "Invia" }).click();
        await expect(workerPage.getByText("Password impostata correttamente")).toBeVisible();
        await signIn(workerPage, email, PASSWORD);
        await expect(workerPage).toHaveURL(/\/medicine$/);
        await expect(workerPage.getByRole("heading", { name: `${worker.firstName} ${worker.lastName}` })).toBeVisible();
        const nav = await openNavigation(workerPage);
        await expect(nav.getByRole("menuitem")).toHaveText(["Home", "Dashboard", "Visite mediche", "LogOut"]);
        await shoot(workerPage, "02-area-lavoratore");
      } finally {
        await context.close();
      }
    });
  });
}
