// The Content-Security-Policy must not break any screen: the browser reports each blocked resource
// with a "securitypolicyviolation" event, collected here across sign-in, supplier home, procurement card
// and worker area.
import { expect, test, type Page } from "@playwright/test";
import { WORKER_EMAIL, SUPPLIER_EMAIL } from "./support/run";
import { signIn } from "./support/session";

async function collectedViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
}

test("le pagine rispettano la Content-Security-Policy senza violazioni", async ({ page }) => {
  await page.addInitScript(() => {
    const store = window as unknown as { cspViolations: string[] };
    store.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      store.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const violations: string[] = [];

  const response = await page.goto("/login");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { name: "Accesso" })).toBeVisible();
  violations.push(...(await collectedViolations(page)));

  await signIn(page, SUPPLIER_EMAIL);
  await expect(page.locator(".supplier-header").getByText("Edil Costruzioni Lombarde S.r.l.")).toBeVisible();
  violations.push(...(await collectedViolations(page)));

  // A form dialog with the date picker (@blueprintjs/datetime2: its styles and its popover).
  await page.getByRole("tab", { name: "Documenti" }).click();
  await page.getByRole("button", { name: "Aggiungi documento" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuovo documento" });
  await dialog.locator(".date-field").filter({ hasText: "Data scadenza" }).getByRole("button", { name: "Apri il calendario" }).click();
  await expect(page.locator(".bp6-datepicker")).toBeVisible();
  violations.push(...(await collectedViolations(page)));
  // The first Escape closes the date picker, the second the dialog: each waits for the one before to take effect,
  // or on a busy machine both reach the popover.
  await page.keyboard.press("Escape");
  await expect(page.locator(".bp6-datepicker")).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("tab", { name: "Appalti" }).click();

  // The procurement card: tables, tabs and the upload dialog.
  await page.getByRole("row").filter({ hasText: "Rifacimento copertura" }).first().click();
  await expect(page.getByRole("heading", { name: /^APPALTO:/ })).toBeVisible();
  await page.getByRole("tab", { name: "Documentazione richiesta" }).click();
  await expect(page.getByRole("table", { name: "Documentazione richiesta" })).toBeVisible();
  violations.push(...(await collectedViolations(page)));

  await page.getByRole("button", { name: "Esci" }).click();
  await signIn(page, WORKER_EMAIL);
  await expect(page.getByText("Visite effettuate")).toBeVisible();
  violations.push(...(await collectedViolations(page)));

  expect(violations).toEqual([]);
});
