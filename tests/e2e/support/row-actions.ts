// Editing and deleting a row of the home's lists at either width. Phones hide the edit and delete columns
// (spec): there a tap on the row opens its form, which offers Elimina too.
import type { Locator, Page } from "@playwright/test";
import { isPhone } from "./viewports";

export async function openRowForEdit(page: Page, row: Locator): Promise<void> {
  if (isPhone(page)) await row.click();
  else await row.getByRole("button", { name: "Modifica" }).click();
}

// `editTitle` names the form the row opens on a phone ("Modifica documento", "Modifica lavoratore").
export async function deleteRow(page: Page, row: Locator, editTitle: string): Promise<void> {
  if (isPhone(page)) {
    await row.click();
    await page.getByRole("dialog", { name: editTitle }).getByRole("button", { name: "Elimina", exact: true }).click();
  } else {
    await row.getByRole("button", { name: "Elimina" }).click();
  }
}
