// The "Utenti" screen of a customer's level-5 user, at desktop and phone width: the entry in the navigation, an
// invitation (its rules said before anything is sent), the mail with the link through the real SMTP server, the
// colleague setting a password and signing in, then deactivated: the colleague's open session ends at once.
import { expect, test, type Page } from "@playwright/test";
import { attemptSave } from "./support/forms";
import { countResetMailsTo, resetLinkFromMail } from "./support/mail";
import { openMenuEntry } from "./support/navigation";
import { CUSTOMER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome, signIn } from "./support/session";
import { VIEWPORTS } from "./support/viewports";

const shoot = screenshots({ prefix: "users-" });
const PASSWORD = "Collega2026Sicura";

async function openUsers(page: Page) {
  await openMenuEntry(page, "Utenti");
  await expect(page).toHaveURL(/\/users$/);
}

for (const viewport of VIEWPORTS) {
  test.describe(`utenti a ${viewport.width}px`, () => {
    test.use({ viewport });

    test("il livello 5 invita un collega, che imposta la password dalla mail ed entra; disattivato, esce subito", async ({ page, browser }) => {
      const email = `collega.${viewport.width}@esempio.it`;
      await openHome(page, CUSTOMER_EMAIL);
      await openUsers(page);
      const table = page.getByRole("region", { name: "Utenti" });
      await expect(table.getByText(CUSTOMER_EMAIL)).toBeVisible();
      await shoot(page, "01-elenco");

      await page.getByRole("button", { name: "Invita utente" }).click();
      const dialog = page.getByRole("dialog", { name: "Invita utente" });
      await attemptSave(dialog.getByRole("button", { name: "Invia invito" }));
      await expect(dialog.getByText("Il campo Nome non può essere vuoto.").first()).toBeVisible();
      await dialog.getByLabel("Nome", { exact: true }).fill("Giulia");
      await dialog.getByLabel("Cognome").fill("Ferri");
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Livello").selectOption({ label: "Livello 3" });
      await shoot(page, "02-invito");
      const mailsBefore = countResetMailsTo(email);
      await dialog.getByRole("button", { name: "Invia invito" }).click();
      await expect(page.getByText(`Invito inviato a ${email}`)).toBeVisible();
      const row = table.getByRole("row").filter({ hasText: email });
      await expect(row.getByRole("button", { name: "Disattiva" })).toBeVisible();
      await expect(row.getByLabel("Livello di Giulia Ferri")).toHaveValue("3");
      await shoot(page, "03-invitato");

      // The colleague, in a browser of their own.
      const colleagueContext = await browser.newContext({ viewport });
      const colleague = await colleagueContext.newPage();
      try {
        const link = await resetLinkFromMail(email, mailsBefore);
        await colleague.goto(link);
        await expect(colleague.getByRole("heading", { name: "Reset Password" })).toBeVisible();
        await colleague.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await colleague.getByLabel("Ripeti la password").fill(PASSWORD);
        await colleague.getByRole("button", { name: "Invia" }).click();
        await expect(colleague.getByText("Password impostata correttamente")).toBeVisible();
        await signIn(colleague, email, PASSWORD);
        await expect(colleague).toHaveURL(/\/home$/);
        // Level 3 manages no users: no entry, and the address says why.
        await colleague.goto("/users");
        await expect(colleague.getByText("Serve il livello utente 5 o superiore")).toBeVisible();

        // The administrator sees the sign-in, then deactivates the colleague.
        await page.reload();
        await expect(row.getByText("Mai")).toHaveCount(0);
        await row.getByRole("button", { name: "Disattiva" }).click();
        await page.getByRole("alertdialog", { name: "Disattivare l'utente?" }).getByRole("button", { name: "Procedi" }).click();
        await expect(page.getByText("Utente disattivato")).toBeVisible();
        // A state column at desktop width, a tag under the name on phones.
        await expect(row.locator("text=Disattivato >> visible=true")).toHaveCount(1);
        await expect(row.getByRole("button", { name: "Riattiva" })).toBeVisible();
        await shoot(page, "04-disattivato");

        await colleague.goto("/home");
        await expect(colleague).toHaveURL(/\/login$/);
        await signIn(colleague, email, PASSWORD);
        await expect(colleague.getByText("Email o password non corretti")).toBeVisible();
      } finally {
        await colleagueContext.close();
      }
    });
  });
}
