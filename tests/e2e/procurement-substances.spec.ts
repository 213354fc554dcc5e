// Tab 6 "Sostanze chimiche" of the procurement card (issue 10 §3, §4, §6), at desktop and phone width: the
// supplier (level 5) adds a substance with H225 and H319, sees the GHS pictograms in the form and in the row,
// is offered "Pericolosa" and warned before saving "Non pericolosa" with H-phrases; without its SDS the row's
// light is red, with it green; the supplier downloads the SDS and, last, deletes the substance (so later specs
// find the demo data as it was). Demo data: prisma/seed/demo-elements.ts ("roof" procurement, Edil Costruzioni).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { makePdf, scratchDirectory } from "./support/documents";
import { procurementNumber } from "./support/procurements";
import { SUPPLIER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { expectNoSideScroll } from "./support/table-fit";
import { isPhone, VIEWPORTS } from "./support/viewports";
import { searchTable } from "./support/table-search";

// One long walk through the tab on shared, busy machines: generous limits, no timing in any assertion.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

const ROOF = "Rifacimento copertura capannone B e installazione linee vita";

const shoot = screenshots({ prefix: "substances-" });

function substancesTable(page: Page): Locator {
  return page.getByRole("table", { name: "Elenco Sostanze" });
}

function row(page: Page, label: string): Locator {
  return substancesTable(page).getByRole("row").filter({ hasText: label });
}

async function chooseHazardStatement(dialog: Locator, page: Page, code: string): Promise<void> {
  await dialog.getByLabel("Frasi H").fill(code);
  await page.getByRole("option", { name: new RegExp(`^${code} `) }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`sostanze chimiche a ${viewport.width}px`, () => {
    test.use({ viewport });

    test("il fornitore aggiunge una sostanza con H225 e H319, vede i pittogrammi, carica e scarica la SDS, il semaforo passa da rosso a verde", async ({ page }) => {
      const label = `Vernice spray acrilica ${viewport.width}`;
      const scratch = await scratchDirectory("substances");
      await openHome(page, SUPPLIER_EMAIL);
      await page.goto(`/procurement/${await procurementNumber(page, ROOF)}?tab=sostanze`);
      await expect(page.getByRole("heading", { name: `APPALTO: ${ROOF}` })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Sostanze chimiche", selected: true })).toBeVisible();

      // The demo substances, with the pictograms their phrases imply (H225, H304, H315, H319, H336, H373).
      const diluent = row(page, "Diluente nitro antinebbia");
      await expect(diluent).toBeVisible();
      await expect(diluent.getByRole("img", { name: "GHS02 Infiammabile" }).first()).toBeVisible();
      await expect(diluent.getByRole("img", { name: "GHS08 Pericolo per la salute" }).first()).toBeVisible();
      if (!isPhone(page)) await expect(diluent).toContainText("H225, H304, H315, H319, H336, H373");
      await expectNoSideScroll(page, "Elenco Sostanze");
      await shoot(page, "01-elenco");

      await page.getByRole("button", { name: "Aggiungi una sostanza chimica all'appalto" }).click();
      const dialog = page.getByRole("dialog", { name: "Nuova sostanza chimica" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Denominazione commerciale").fill(label);
      await chooseHazardStatement(dialog, page, "H225");
      // As soon as a phrase is chosen, "Pericolosa" is proposed.
      await expect(dialog.getByRole("radio", { name: "Pericolosa", exact: true })).toBeChecked();
      await expect(dialog.getByText("proposta la classificazione Pericolosa")).toBeVisible();
      await chooseHazardStatement(dialog, page, "H319");
      await page.keyboard.press("Escape");
      await expect(dialog.getByRole("img", { name: "GHS02 Infiammabile" })).toBeVisible();
      await expect(dialog.getByRole("img", { name: "GHS07 Nocivo o irritante" })).toBeVisible();
      // The note (spec: Chemical substance, note): at most 2000 characters, said in Italian.
      const note = dialog.getByLabel("Note", { exact: true });
      await note.fill("x".repeat(2001));
      await note.blur();
      await expect(dialog.getByText("La nota non può superare 2000 caratteri").first()).toBeVisible();
      await note.fill(`Conservare lontano da fiamme libere (${viewport.width}px)`);
      await expect(dialog.getByText("La nota non può superare 2000 caratteri")).toHaveCount(0);
      await shoot(page, "02-nuova");

      // "Non pericolosa" with H-phrases: a warning in the form, and a question before saving.
      // Blueprint's indicator covers the radio input: a clerk clicks the label.
      await dialog.getByText("Non pericolosa", { exact: true }).click();
      await expect(dialog.getByText("La sostanza ha frasi H (H225, H319) ma è classificata Non pericolosa.")).toBeVisible();
      await shoot(page, "03-avviso-non-pericolosa");
      await dialog.getByRole("button", { name: "Salva" }).click();
      const warning = page.getByRole("alertdialog", { name: "Attenzione" });
      await expect(warning).toContainText("Salvare comunque?");
      await warning.getByRole("button", { name: "Annulla" }).click();
      await dialog.getByText("Pericolosa", { exact: true }).click();
      // Saved without its SDS: the row's light is red and says why.
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Sostanza chimica aggiunta correttamente")).toBeVisible();
      await expect(dialog).toBeHidden();
      await searchTable(page, page.getByRole("searchbox"), label);
      const added = row(page, label);
      await expect(added).toHaveCount(1);
      await expect(added.getByLabel("Manca la scheda di sicurezza (SDS): caricarla per mettere in regola la sostanza")).toBeVisible();
      await expect(added.getByRole("img", { name: "GHS07 Nocivo o irritante" }).first()).toBeVisible();
      await expect(added.getByRole("button", { name: /^Scarica la scheda di sicurezza/ })).toHaveCount(0);
      await shoot(page, "04-senza-sds");

      // The SDS (a real PDF) and its date: the light turns green.
      // Phones hide Modifica and Elimina: a tap on the row opens the form, which offers Elimina.
      if (isPhone(page)) await added.getByText(label).click();
      else await added.getByRole("button", { name: "Modifica" }).click();
      const edit = page.getByRole("dialog", { name: "Modifica sostanza chimica" });
      await expect(edit.getByLabel("Denominazione commerciale")).toHaveValue(label);
      // Saved and read back: in the row under the name, and in the form.
      await expect(added).toContainText(`Conservare lontano da fiamme libere (${viewport.width}px)`);
      await expect(edit.getByLabel("Note", { exact: true })).toHaveValue(`Conservare lontano da fiamme libere (${viewport.width}px)`);
      // A text file is refused in the field's own words, not with the list of the other fields' types.
      await edit.locator("input[type=file]").setInputFiles({ name: "scheda.txt", mimeType: "text/plain", buffer: Buffer.from("Scheda di sicurezza") });
      await expect(edit.getByText("La Scheda di sicurezza deve essere un file PDF.").first()).toBeVisible();
      await expect(edit.getByText(/Tipo di file non ammesso/)).toHaveCount(0);
      await shoot(page, "04a-sds-non-pdf");
      const sds = await makePdf(path.join(scratch, "SDS vernice spray.pdf"), ["Scheda di dati di sicurezza", label, "H225 H319"]);
      await edit.locator("input[type=file]").setInputFiles(sds);
      await expect(edit.getByText("La Scheda di sicurezza deve essere un file PDF.")).toHaveCount(0);
      await edit.getByLabel("Data Scheda di sicurezza").fill("01/10/2026");
      await edit.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Sostanza chimica modificata correttamente")).toBeVisible();
      await expect(added.getByLabel("Scheda di sicurezza presente")).toBeVisible();
      await shoot(page, "05-con-sds");

      // Level 5 downloads the SDS it uploaded.
      const downloading = page.waitForEvent("download");
      await added.getByRole("button", { name: /^Scarica la scheda di sicurezza/ }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("SDS_vernice_spray.pdf");
      const saved = path.join(scratch, "scaricata.pdf");
      await download.saveAs(saved);
      expect((await readFile(saved)).subarray(0, 5).toString()).toBe("%PDF-");

      // Removed again, so the demo procurement stays as later specs expect it.
      if (isPhone(page)) {
        await added.getByText(label).click();
        await page.getByRole("dialog", { name: "Modifica sostanza chimica" }).getByRole("button", { name: "Elimina" }).click();
      } else {
        await added.getByRole("button", { name: "Elimina" }).click();
      }
      const confirm = page.getByRole("alertdialog", { name: "Eliminazione" });
      await expect(confirm).toContainText("Sei sicuro di voler eliminare questa Sostanza chimica?");
      await confirm.getByRole("button", { name: "Procedi" }).click();
      await expect(page.getByText("Sostanza chimica eliminata correttamente")).toBeVisible();
      await expect(added).toHaveCount(0);
    });
  });
}
