// The dashboard, at desktop and phone width: the supplier follows a line to the tab that holds its row; the
// customer reads its procurements by light and what waits for its approval; a rejection and a new upload move the
// counts of the dashboard and of the card's tabs. Demo data: the "roof" procurement of Edil Costruzioni and its
// "Attestati di formazione" (with a file, waiting for the customer; put back so when the walk ends).
// Pictures: test-results/screenshots/dashboard-*-{width}.png.
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { makePdf, scratchDirectory } from "./support/documents";
import { openMenuEntry } from "./support/navigation";
import { openProcurementCard } from "./support/procurements";
import { CUSTOMER_EMAIL, SUPPLIER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { VIEWPORTS } from "./support/viewports";

const ROOF = "Rifacimento copertura capannone B e installazione linee vita";
const SUPPLIER_NAME = "Edil Costruzioni Lombarde S.r.l.";
const TRAINING = "Attestati di formazione";
const DOCUMENTS_TAB = "Documentazione richiesta";

test.describe.configure({ mode: "serial" });

const shoot = screenshots({ prefix: "dashboard-" });

// The number a badge or a heading says ("3 da sistemare"), 0 when it says none.
async function countIn(locator: Locator, word: "sistemare" | "approvare"): Promise<number> {
  const text = (await locator.textContent()) ?? "";
  const match = new RegExp(`(\\d+) da ${word}`).exec(text);
  return match ? Number(match[1]) : 0;
}

async function openDashboard(page: Page, email: string): Promise<void> {
  await openHome(page, email);
  await openMenuEntry(page, "Dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

const documentsTab = (page: Page) => page.getByRole("tab", { name: new RegExp(`^${DOCUMENTS_TAB}`) });

async function trainingRow(page: Page): Promise<Locator> {
  const table = page.getByRole("table", { name: DOCUMENTS_TAB });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  return table.getByRole("row").filter({ hasText: TRAINING });
}

for (const viewport of VIEWPORTS) {
  test.describe(`dashboard a ${viewport.width}px`, () => {
    test.use({ viewport });
    let waitingBefore = 0;

    test("il committente vede i suoi appalti per semaforo e ciò che attende la sua approvazione", async ({ page }) => {
      await openDashboard(page, CUSTOMER_EMAIL);
      await expect(page.getByRole("list", { name: "Appalti in corso per semaforo" })).toBeVisible();
      const waitingSection = page.locator(".dashboard-section").filter({ has: page.getByRole("heading", { name: "In attesa di approvazione" }) });
      const waitingTable = page.getByRole("table", { name: "In attesa di approvazione" });
      const roofLink = waitingTable.getByRole("link", { name: new RegExp(`da approvare in ${DOCUMENTS_TAB}, ${ROOF}, ${SUPPLIER_NAME}`) });
      await expect(roofLink).toBeVisible();
      waitingBefore = await countIn(waitingSection, "approvare");
      expect(waitingBefore).toBeGreaterThan(0);
      await shoot(page, "committente");
      // The count leads to the supplier's documents on the card, whose tab says the same number.
      const roofDocuments = Number(/(\d+) da approvare/.exec((await roofLink.getAttribute("aria-label")) ?? "")?.[1]);
      await roofLink.click();
      await expect(page.getByRole("heading", { name: `APPALTO: ${ROOF}` })).toBeVisible();
      await expect(documentsTab(page)).toHaveAttribute("aria-selected", "true");
      await expect(documentsTab(page)).toContainText(`${roofDocuments} da approvare`);
    });

    test("un rifiuto sposta i conteggi del committente e compare nella dashboard del fornitore", async ({ page }) => {
      await openProcurementCard(page, CUSTOMER_EMAIL, { procurement: ROOF, supplier: SUPPLIER_NAME, tab: DOCUMENTS_TAB });
      const tabBefore = await countIn(documentsTab(page), "approvare");
      const row = await trainingRow(page);
      await row.getByRole("button", { name: "Imposta lo stato di approvazione" }).click();
      const dialog = page.getByRole("dialog", { name: `Approvazione documento: ${TRAINING}` });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Stato di approvazione").selectOption({ label: "Documento respinto" });
      await dialog.getByLabel("Note del committente").fill(`Manca il preposto (${viewport.width}px)`);
      await dialog.getByRole("button", { name: "Salva" }).click();
      await expect(page.getByText("Stato di approvazione del documento modificato correttamente")).toBeVisible();
      // The badge follows the decision without a reload.
      await expect(documentsTab(page)).toContainText(tabBefore - 1 > 0 ? `${tabBefore - 1} da approvare` : DOCUMENTS_TAB);
      if (tabBefore - 1 === 0) await expect(documentsTab(page)).not.toContainText("da approvare");

      await openDashboard(page, CUSTOMER_EMAIL);
      const header = page.locator(".dashboard-section").filter({ has: page.getByRole("heading", { name: "In attesa di approvazione" }) });
      await expect(header).toContainText(`${waitingBefore - 1} da approvare`);
    });

    test("il fornitore segue la riga fino al documento respinto e lo ricarica: i conteggi seguono", async ({ page }) => {
      await openDashboard(page, SUPPLIER_EMAIL);
      const table = page.getByRole("table", { name: "Da sistemare" });
      await expect(table.locator("tbody tr").first()).toBeVisible();
      await page.getByRole("searchbox", { name: "Ricerca" }).or(page.getByRole("textbox", { name: "Ricerca" })).fill(TRAINING);
      // The search filters as it is typed: the row is clicked once the list is only its matches, or the click
      // could fall while the table is drawn again and open nothing.
      await expect(table.locator("tbody tr").filter({ hasNotText: TRAINING })).toHaveCount(0);
      const line = table.getByRole("row").filter({ hasText: ROOF }).filter({ hasText: TRAINING });
      await expect(line).toHaveCount(1);
      await expect(line).toContainText("Respinto");
      await shoot(page, "fornitore");
      await line.getByRole("button", { name: `Apri ${TRAINING} in ${DOCUMENTS_TAB}` }).click();
      await expect(page.getByRole("heading", { name: `APPALTO: ${ROOF}` })).toBeVisible();
      await expect(documentsTab(page)).toHaveAttribute("aria-selected", "true");
      const toFix = await countIn(documentsTab(page), "sistemare");
      expect(toFix).toBeGreaterThan(0);
      const row = await trainingRow(page);
      await expect(row).toContainText("Respinto");
      await shoot(page, "scheda-badge");

      // A new file: waiting for the customer again, one less to fix.
      await row.getByRole("button", { name: "Carica", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: `Modifica documento: ${TRAINING}` });
      await expect(dialog).toBeVisible();
      // A rejected document keeps its file: the dialog opens in edit mode, and the new file asks for the tick.
      const reupload = dialog.getByLabel("Ricarica il documento");
      await expect(reupload).not.toBeChecked();
      await dialog.getByText("Ricarica il documento").click();
      await expect(reupload).toBeChecked();
      const pdf = await makePdf(path.join(await scratchDirectory("dashboard"), "attestati.pdf"), [TRAINING, SUPPLIER_NAME]);
      await dialog.locator("input[type=file]").setInputFiles(pdf);
      await dialog.getByRole("button", { name: "Carica" }).click();
      await expect(page.getByText("Documento caricato correttamente")).toBeVisible();
      await expect(row).toContainText("In attesa di approvazione");
      if (toFix > 1) await expect(documentsTab(page)).toContainText(`${toFix - 1} da sistemare`);
      else await expect(documentsTab(page)).not.toContainText("da sistemare");

      await openDashboard(page, SUPPLIER_EMAIL);
      await expect(page.getByRole("table", { name: "Da sistemare" }).locator("tbody tr").first()).toBeVisible();
      await expect(page.getByRole("table", { name: "Da sistemare" }).getByRole("row").filter({ hasText: ROOF }).filter({ hasText: TRAINING })).toHaveCount(0);
    });

    test("il committente ritrova il documento tra quelli da approvare", async ({ page }) => {
      await openDashboard(page, CUSTOMER_EMAIL);
      const header = page.locator(".dashboard-section").filter({ has: page.getByRole("heading", { name: "In attesa di approvazione" }) });
      await expect(header).toContainText(`${waitingBefore} da approvare`);
    });
  });
}
