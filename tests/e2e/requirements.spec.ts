// What the customer asks of its suppliers, at desktop and phone width: the "Requisiti" catalogue of its level-5 user
// (a new document type, its rules said before anything is saved), then on a new procurement the "Documenti richiesti"
// dialog: the new type asked of every supplier by default, and "Copia i requisiti da un altro appalto".
import { expect, test, type Page } from "@playwright/test";
import { attemptSave } from "./support/forms";
import { CUSTOMER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { isPhone, VIEWPORTS } from "./support/viewports";

const shoot = screenshots({ prefix: "requirements-" });
const SOURCE = "Rifacimento copertura capannone B e installazione linee vita";

async function openRequirements(page: Page) {
  if (isPhone(page)) await page.getByRole("button", { name: "Apri il menu" }).click();
  await page.getByRole("menuitem", { name: "Requisiti" }).click();
  await expect(page).toHaveURL(/\/requirements$/);
}

for (const viewport of VIEWPORTS) {
  test.describe(`requisiti a ${viewport.width}px`, () => {
    test.use({ viewport });

    test("il livello 5 aggiunge un tipo di documento al catalogo e lo richiede in un appalto nuovo, poi copia i requisiti di un altro appalto", async ({ page }) => {
      const code = `PATENTE_${viewport.width}`;
      const label = `Patente a crediti ${viewport.width}`;
      await openHome(page, CUSTOMER_EMAIL);
      await openRequirements(page);
      const table = page.getByRole("region", { name: "Requisiti" });
      await expect(table.getByText("Autocertificazione requisiti tecnico-professionali (DPR 445/2000)")).toBeVisible();
      await shoot(page, "01-catalogo");

      await page.getByRole("button", { name: "Nuovo tipo di documento" }).click();
      const dialog = page.getByRole("dialog", { name: "Nuovo tipo di documento" });
      await attemptSave(dialog.getByRole("button", { name: "Salva" }));
      await expect(dialog.getByText("Il campo Codice non può essere vuoto.").first()).toBeVisible();
      await dialog.getByLabel("Codice").fill(code);
      await dialog.getByRole("textbox", { name: "Tipo di documento" }).fill(label);
      await shoot(page, "02-nuovo-tipo");
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Tipo di documento salvato")).toBeVisible();
      await expect(table.getByRole("row").filter({ hasText: label })).toBeVisible();

      // A procurement of its own, so the demo's procurements stay as the other specs expect them.
      await page.goto("/home");
      await page.getByRole("button", { name: "Nuovo appalto" }).click();
      const form = page.getByRole("dialog", { name: "Nuovo appalto" });
      const procurement = `APP-REQ-${viewport.width} Verniciatura carroponte`;
      await form.getByLabel("Rif.Appalto").fill(procurement);
      await form.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByRole("heading", { name: new RegExp(procurement) })).toBeVisible();

      await page.getByRole("button", { name: "Documenti richiesti" }).click();
      const editor = page.getByRole("dialog", { name: "Documenti richiesti dall'appalto" });
      await expect(editor.getByRole("combobox", { name: "Richiesti a" })).toHaveValue("defaults");
      const required = editor.getByRole("checkbox", { name: `Richiesto: ${label}` });
      // Blueprint hides the input under its own box, and at 1280 px something else may sit over that point (a toast):
      // the click goes to the input itself.
      await required.dispatchEvent("click");
      await expect(required).toBeChecked();
      await expect(editor.getByRole("checkbox", { name: `Obbligatorio: ${label}` })).toBeChecked();
      await shoot(page, "03-documenti-richiesti");
      await editor.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Documenti richiesti aggiornati")).toBeVisible();
      await expect(editor.getByRole("checkbox", { name: `Richiesto: ${label}` })).toBeChecked();

      await editor.getByLabel("Appalto da cui copiare").selectOption({ label: SOURCE });
      await editor.getByRole("button", { name: "Copia i requisiti da un altro appalto" }).click();
      await page.getByRole("button", { name: "Procedi" }).click();
      await expect(page.getByText("Requisiti copiati")).toBeVisible();
      // The source asks the self-certification of every supplier: now this one does, and only that.
      await expect(editor.getByRole("checkbox", { name: "Richiesto: Autocertificazione requisiti tecnico-professionali (DPR 445/2000)" })).toBeChecked();
      await expect(editor.getByRole("checkbox", { name: `Richiesto: ${label}` })).not.toBeChecked();
      await shoot(page, "04-copiati");
    });
  });
}
