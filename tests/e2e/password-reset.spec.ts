// Forgot and reset (spec section 2): the mail travels through a real SMTP server (global setup).
import { expect, test } from "@playwright/test";
import { countResetMailsTo, resetLinkFromMail } from "./support/mail";
import { RESET_EMAIL } from "./support/run";
import { signIn } from "./support/session";

test("password dimenticata con un indirizzo sconosciuto", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Password dimenticata?" }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await expect(page.getByRole("heading", { name: "Ottieni o recupera le credenziali di accesso" })).toBeVisible();

  const send = page.getByRole("button", { name: "Invia" });
  await expect(send).toBeDisabled();
  await page.getByLabel("Indirizzo Email").fill("non-registrato");
  await page.getByLabel("Indirizzo Email").blur();
  await expect(page.getByText("Inserire un indirizzo email valido.")).toBeVisible();
  await expect(send).toBeDisabled();

  await page.getByLabel("Indirizzo Email").fill("nessuno@esempio.it");
  await send.click();
  await expect(page.getByText("Attenzione! utente non trovato")).toBeVisible();
  await expect(page).toHaveURL(/\/forgot$/);
});

test("password dimenticata: la mail, il link, la nuova password e l'accesso", async ({ page }) => {
  const mailsBefore = countResetMailsTo(RESET_EMAIL);
  await page.goto("/forgot");
  await page.getByLabel("Indirizzo Email").fill(RESET_EMAIL);
  await page.getByRole("button", { name: "Invia" }).click();
  await expect(page.getByText("È stata inviata una mail con le istruzioni per impostare la password")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const link = await resetLinkFromMail(RESET_EMAIL, mailsBefore);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  await expect(page.getByText("Imposta la password.")).toBeVisible();
  await expect(page.getByText("Almeno 9 caratteri")).toBeVisible();

  const password = page.getByLabel("Password", { exact: true });
  const repeat = page.getByLabel("Ripeti la password");
  const send = page.getByRole("button", { name: "Invia" });

  // The eye shows and hides what was typed.
  await password.fill("Nuova2026Sicura");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Mostra password" }).first().click();
  await expect(password).toHaveAttribute("type", "text");

  await repeat.fill("Diversa2026Sicura");
  await repeat.blur();
  await expect(page.getByText("Le password non coincidono")).toBeVisible();
  await expect(send).toBeDisabled();

  await repeat.fill("Nuova2026Sicura");
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText("Password impostata correttamente")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The link is used up.
  await page.goto(link);
  await page.getByLabel("Password", { exact: true }).fill("Ancora2026Nuova");
  await page.getByLabel("Ripeti la password").fill("Ancora2026Nuova");
  await page.getByRole("button", { name: "Invia" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /non è valido|scadut/i })).toBeVisible();

  await signIn(page, RESET_EMAIL, "Nuova2026Sicura");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator(".supplier-header").getByText("Edil Costruzioni Lombarde S.r.l.")).toBeVisible();
});
