import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./run";

export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Accesso" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}
