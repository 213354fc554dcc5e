// The Content-Security-Policy must not break any screen: a violation shows up as a console error.
import { expect, test } from "@playwright/test";
import { WORKER_EMAIL, SUPPLIER_EMAIL } from "./support/run";
import { signIn } from "./support/session";

test("le pagine rispettano la Content-Security-Policy senza violazioni", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto("/login");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await signIn(page, SUPPLIER_EMAIL);
  await expect(page.getByText("Edil Costruzioni Lombarde S.r.l.")).toBeVisible();
  await page.getByRole("button", { name: "Esci" }).click();
  await signIn(page, WORKER_EMAIL);
  await expect(page.getByText("Visite effettuate")).toBeVisible();

  expect(violations).toEqual([]);
});
