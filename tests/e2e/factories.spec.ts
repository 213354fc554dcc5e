// «Stabilimenti» of a customer's user, at desktop and phone width: the entry in the navigation, the list with what
// uses each site, a new site, its new name (seen in the procurement form's «Sito» list), a name already used refused
// under the field, a site in use that cannot be deleted (the message says how many), and a free one deleted.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { openMenuEntry } from "./support/navigation";
import { CUSTOMER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { expectNoSideScroll } from "./support/table-fit";
import { isPhone, VIEWPORTS } from "./support/viewports";

const shoot = screenshots({ prefix: "factories-" });
const TABLE = "Stabilimenti";
const USED_SITE = "Stabilimento di Monza";

async function openFactories(page: Page) {
  await openMenuEntry(page, "Stabilimenti");
  await expect(page).toHaveURL(/\/factories$/);
}

// The counts of a row: columns at desktop width, a line under the name on phones.
async function usageOf(page: Page, row: Locator): Promise<{ procurements: number; workers: number }> {
  if (isPhone(page)) {
    const line = (await row.getByText(/^Appalti: \d+ · Lavoratori: \d+$/).textContent()) ?? "";
    const [, procurements, workers] = /Appalti: (\d+) · Lavoratori: (\d+)/.exec(line) ?? [];
    return { procurements: Number(procurements), workers: Number(workers) };
  }
  const cells = row.getByRole("cell");
  return { procurements: Number(await cells.nth(3).textContent()), workers: Number(await cells.nth(4).textContent()) };
}

for (const viewport of VIEWPORTS) {
  test.describe(`stabilimenti a ${viewport.width}px`, () => {
    test.use({ viewport });

    test("il committente aggiunge, rinomina ed elimina un suo stabilimento; uno in uso non si elimina", async ({ page }) => {
      const siteName = `Magazzino ricambi ${viewport.width}`;
      const renamed = `Magazzino ricambi Nord ${viewport.width}`;
      await openHome(page, CUSTOMER_EMAIL);
      await openFactories(page);
      const table = page.getByRole("region", { name: TABLE, exact: true });
      const usedRow = table.getByRole("row").filter({ hasText: USED_SITE });
      await expect(usedRow).toBeVisible();
      await expect(table.getByRole("row").filter({ hasText: "Polo logistico di Agrate Brianza" })).toBeVisible();
      const usage = await usageOf(page, usedRow);
      expect(usage.procurements).toBeGreaterThan(0);
      expect(usage.workers).toBeGreaterThan(0);
      await expectNoSideScroll(page, TABLE);
      await shoot(page, "01-elenco");

      // A new site, with its address and municipality.
      await page.getByRole("button", { name: "Nuovo stabilimento" }).click();
      const form = page.getByRole("dialog", { name: "Nuovo stabilimento" });
      await form.getByLabel("Nome", { exact: true }).fill(siteName);
      await form.getByLabel("Indirizzo").fill("Via Vittorio Veneto 8");
      await form.getByLabel("Comune").fill("monz");
      await page.getByRole("option", { name: "Monza (MB)", exact: true }).click();
      await form.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Stabilimento salvato correttamente").last()).toBeVisible();
      await expect(form).toBeHidden();
      const row = table.getByRole("row").filter({ hasText: siteName });
      await expect(row).toBeVisible();
      await expect(row.getByText("Via Vittorio Veneto 8").first()).toBeAttached();
      expect(await usageOf(page, row)).toEqual({ procurements: 0, workers: 0 });

      // Renamed from its row: the dialog opens with what the site has.
      await row.getByRole("button", { name: `Modifica ${siteName}` }).click();
      const edit = page.getByRole("dialog", { name: "Modifica stabilimento" });
      await expect(edit.getByLabel("Nome", { exact: true })).toHaveValue(siteName);
      await expect(edit.getByLabel("Comune")).toHaveValue("Monza (MB)");
      await edit.getByLabel("Nome", { exact: true }).fill(renamed);
      await shoot(page, "02-modifica");
      await edit.getByRole("button", { name: "Salva" }).click();
      await expect(edit).toBeHidden();
      const renamedRow = table.getByRole("row").filter({ hasText: renamed });
      await expect(renamedRow).toBeVisible();
      await expect(table.getByRole("row").filter({ hasText: new RegExp(`${siteName}$`) })).toHaveCount(0);

      // A name another site has, in other capitals: refused under the name, nothing saved.
      await page.getByRole("button", { name: "Nuovo stabilimento" }).click();
      await form.getByLabel("Nome", { exact: true }).fill(USED_SITE.toUpperCase());
      await form.getByRole("button", { name: "Salva" }).click();
      await expect(form.getByText("Esiste già uno stabilimento con questo nome.").first()).toBeVisible();
      await shoot(page, "03-nome-doppio");
      await form.getByRole("button", { name: "Annulla" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Procedi" }).click();
      await expect(form).toBeHidden();

      // The new name is what the procurement form offers as «Sito».
      await page.getByRole("link", { name: "Portale Sicurezza Appalti" }).click();
      await expect(page).toHaveURL(/\/home$/);
      await page.getByRole("button", { name: "Nuovo appalto" }).click();
      const procurementForm = page.getByRole("dialog", { name: "Nuovo appalto" });
      await expect(procurementForm.getByLabel("Sito (stabilimento)").locator("option", { hasText: renamed })).toHaveCount(1);
      await expect(procurementForm.getByLabel("Sito (stabilimento)").locator("option", { hasText: new RegExp(`^${siteName}$`) })).toHaveCount(0);
      await procurementForm.getByRole("button", { name: "Annulla" }).click();
      await expect(procurementForm).toBeHidden();

      // A site procurements and workers use: the refusal says how many, and nothing is asked first.
      await openFactories(page);
      await usedRow.getByRole("button", { name: `Elimina ${USED_SITE}` }).click();
      const refusal = page.getByRole("alertdialog", { name: "Attenzione" });
      const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
      await expect(refusal).toContainText(
        `Impossibile eliminare lo stabilimento: è usato da ${counted(usage.procurements, "appalto", "appalti")} e ${counted(usage.workers, "lavoratore", "lavoratori")}`,
      );
      await shoot(page, "04-in-uso");
      await refusal.getByRole("button", { name: "Ok" }).click();
      await expect(refusal).toBeHidden();
      await expect(usedRow).toBeVisible();

      // The new one, used by nothing, goes after «Procedi».
      await renamedRow.getByRole("button", { name: `Elimina ${renamed}` }).click();
      const confirm = page.getByRole("alertdialog", { name: "Eliminazione" });
      await expect(confirm).toContainText("Sei sicuro di voler eliminare questo stabilimento?");
      await shoot(page, "05-conferma");
      await confirm.getByRole("button", { name: "Procedi" }).click();
      await expect(page.getByText("Stabilimento eliminato correttamente").last()).toBeVisible();
      await expect(renamedRow).toHaveCount(0);
      await expect(usedRow).toBeVisible();
      await shoot(page, "06-eliminato");
    });
  });
}
