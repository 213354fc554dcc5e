// Pictures of every screen at desktop and phone width, for people to look at (no pixel comparison):
// test-results/screenshots/{screen}-{width}.png
import { expect, test } from "@playwright/test";
import { openNavigation } from "./support/navigation";
import { CUSTOMER_EMAIL, SUPPLIER_EMAIL, WORKER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { signIn } from "./support/session";
import { isPhone, VIEWPORTS } from "./support/viewports";

const shoot = screenshots();

for (const viewport of VIEWPORTS) {
  test.describe(`schermate a ${viewport.width}px`, () => {
    test.use({ viewport });

    test("schermate pubbliche", async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByRole("heading", { name: "Accesso" })).toBeVisible();
      await shoot(page, "01-login");

      await page.getByLabel("Email").fill("");
      await page.getByLabel("Email").blur();
      await page.getByLabel("Password", { exact: true }).focus();
      await page.getByLabel("Password", { exact: true }).blur();
      await expect(page.getByText("Il campo Email non può essere vuoto.")).toBeVisible();
      await shoot(page, "02-login-errori");

      await page.goto("/forgot");
      await expect(page.getByRole("heading", { name: "Ottieni o recupera le credenziali di accesso" })).toBeVisible();
      await shoot(page, "03-forgot");
      await page.getByLabel("Indirizzo Email").fill("nessuno@esempio.it");
      await page.getByRole("button", { name: "Invia" }).click();
      await expect(page.getByText("Attenzione! utente non trovato")).toBeVisible();
      await shoot(page, "04-forgot-utente-non-trovato");

      await page.goto("/reset/nessuno%40esempio.it/token-non-valido");
      await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
      await shoot(page, "05-reset");
      await page.getByLabel("Password", { exact: true }).fill("Prova2026Sicura");
      await page.getByLabel("Ripeti la password").fill("Prova2026Diversa");
      await page.getByLabel("Ripeti la password").blur();
      await expect(page.getByText("Le password non coincidono")).toBeVisible();
      await shoot(page, "06-reset-password-diverse");
      await page.getByLabel("Ripeti la password").fill("Prova2026Sicura");
      await page.getByRole("button", { name: "Invia" }).click();
      await expect(page.getByRole("alert").first()).toBeVisible();
      await shoot(page, "07-reset-link-non-valido");
    });

    test("area del fornitore", async ({ page }) => {
      await signIn(page, SUPPLIER_EMAIL);
      await expect(page.getByText("Edil Costruzioni Lombarde S.r.l.").first()).toBeVisible();
      await shoot(page, "10-home-fornitore");
      if (isPhone(page)) {
        const menu = await openNavigation(page);
        await expect(menu.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
        await shoot(page, "11-menu-telefono");
      }
    });

    test("area del committente", async ({ page }) => {
      await signIn(page, CUSTOMER_EMAIL);
      await expect(page.getByText("Officine Meccaniche Brianzole S.p.A.").first()).toBeVisible();
      await shoot(page, "15-home-committente");
    });

    test("area del lavoratore", async ({ page }) => {
      await signIn(page, WORKER_EMAIL);
      await expect(page.getByRole("heading", { name: "Visite effettuate" })).toBeVisible();
      await shoot(page, "20-medicine-lavoratore");
      await page.goto("/formation");
      await expect(page.getByRole("heading", { name: "Portfolio formazione" })).toBeVisible();
      await shoot(page, "21-formation-lavoratore");
    });
  });
}
