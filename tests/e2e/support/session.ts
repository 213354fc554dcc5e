import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./run";

// Fills in and sends the sign-in form; what follows (the home, or an error) is for the caller to expect.
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Accesso" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

// Signed in with the demo password and landed on the home, where a supplier's or a customer's walk starts.
export async function openHome(page: Page, email: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
}
