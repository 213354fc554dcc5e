// «Da approvare» (/review) at desktop and phone width, on the demo data: the customer's user opens the inbox from
// the navigation, approves two items by keyboard, rejects one with a reason, selects two and approves them
// together; the number beside the navigation entry follows every decision.
// Pictures: test-results/screenshots/review-*-{width}.png.
import { expect, test, type Page } from "@playwright/test";
import { CUSTOMER_EMAIL } from "./support/run";
import { screenshots } from "./support/screenshots";
import { openHome } from "./support/session";
import { isPhone, VIEWPORTS } from "./support/viewports";

test.describe.configure({ mode: "serial" });

const shoot = screenshots({ prefix: "review-" });

// The navigation is beside the page on a desktop and in the menu's drawer on a phone.
async function navigation(page: Page) {
  if (isPhone(page)) {
    const drawer = page.locator(".app-drawer");
    if (!(await drawer.isVisible())) await page.getByRole("button", { name: "Apri il menu" }).click();
    await expect(drawer).toBeVisible();
    return drawer;
  }
  return page.locator(".app-sidebar");
}

async function closeNavigation(page: Page) {
  if (isPhone(page)) {
    await page.keyboard.press("Escape");
    await expect(page.locator(".app-drawer")).toBeHidden();
  }
}

async function waitingCount(page: Page): Promise<number> {
  const nav = await navigation(page);
  const entry = nav.getByRole("menuitem", { name: /Da approvare/ });
  await expect(entry).toBeVisible();
  const text = (await entry.innerText()).replace(/\D/g, "");
  await closeNavigation(page);
  return Number(text || 0);
}

async function expectCount(page: Page, expected: number) {
  const nav = await navigation(page);
  await expect(nav.getByRole("menuitem", { name: /Da approvare/ })).toHaveText(expected > 0 ? `Da approvare${expected}` : "Da approvare");
  await closeNavigation(page);
}

// The current row's element id (unique: the item's global id), for finding it again whatever its text.
async function currentRowId(page: Page): Promise<string> {
  const current = page.locator(".review-row--current");
  await expect(current).toHaveCount(1);
  return (await current.getAttribute("id")) ?? "";
}

for (const viewport of VIEWPORTS) {
  test.describe(`«Da approvare» a ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("approva due elementi da tastiera, ne respinge uno con il motivo e ne approva due insieme; il numero segue", async ({ page }) => {
      await openHome(page, CUSTOMER_EMAIL);
      const before = await waitingCount(page);
      expect(before).toBeGreaterThanOrEqual(5);
      const nav = await navigation(page);
      await nav.getByRole("menuitem", { name: /Da approvare/ }).click();
      await expect(page).toHaveURL(/\/review$/);
      await expect(page.getByRole("heading", { name: "Da approvare" })).toBeVisible();
      const list = page.getByRole("listbox", { name: "Da approvare" });
      await expect(list.getByRole("option").first()).toBeVisible();
      // The current row's file (or what stands for it) opens beside it, below it on a phone.
      const preview = page.locator(".review-preview");
      await expect(preview).toBeVisible();
      await expect(preview.locator(".review-preview__frame, .review-preview__image").or(preview.getByRole("button", { name: "Scarica il file" })).first()).toBeVisible();
      await shoot(page, "inbox");

      // Two approvals by keyboard: each takes the current row away and the next becomes current.
      for (let step = 1; step <= 2; step += 1) {
        const id = await currentRowId(page);
        await page.keyboard.press("a");
        await expect(page.locator(`[id="${id}"]`)).toHaveCount(0);
        await expectCount(page, before - step);
      }

      // J moves to the next row; R rejects it, with its reason.
      const first = await currentRowId(page);
      await page.keyboard.press("j");
      await expect(page.locator(`[id="${first}"]`)).not.toHaveClass(/review-row--current/);
      const rejected = await currentRowId(page);
      await page.keyboard.press("r");
      const dialog = page.getByRole("dialog", { name: "Respingi" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Conferma" }).click();
      await expect(dialog.getByText("Indicare il motivo del rifiuto")).toBeVisible();
      await dialog.getByLabel("Motivo del rifiuto").fill(`Documento non leggibile (${viewport.width}px)`);
      await shoot(page, "reject", dialog);
      await dialog.getByRole("button", { name: "Conferma" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator(`[id="${rejected}"]`)).toHaveCount(0);
      await expectCount(page, before - 3);

      // Two rows selected, approved together.
      const options = list.getByRole("option");
      const ids = [await options.nth(0).getAttribute("id"), await options.nth(1).getAttribute("id")];
      // Blueprint draws the box over the input: the label is what a user taps.
      for (const id of ids) {
        const box = page.locator(`[id="${id}"]`).getByRole("checkbox");
        await page.locator(`[id="${id}"] .review-row__select`).click();
        await expect(box).toBeChecked();
      }
      const bulk = page.getByRole("button", { name: "Approva selezionati (2)" });
      await expect(bulk).toBeEnabled();
      await shoot(page, "selected");
      await bulk.click();
      for (const id of ids) await expect(page.locator(`[id="${id}"]`)).toHaveCount(0);
      await expectCount(page, before - 5);
      await expect(page.getByTestId("review-total")).toHaveText(`${before - 5} in attesa`);
      await shoot(page, "after");
    });
  });
}
