// The main menu: beside the page on a desktop, behind «Apri il menu» in a drawer on a phone. Which one is decided by
// the width, never by what shows at one instant: asked before the layout is drawn, the menu button is not there
// yet, and a test that counted it would leave the drawer shut.
import { expect, type Locator, type Page } from "@playwright/test";
import { isPhone } from "./viewports";

const drawerOf = (page: Page) => page.locator(".app-drawer");

// The menu, open and ready for its entries to be read or clicked.
export async function openNavigation(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.locator(".app-sidebar");
  const drawer = drawerOf(page);
  await page.getByRole("button", { name: "Apri il menu" }).click();
  await expect(drawer).toBeVisible();
  return drawer;
}

// After the menu was only read: on a phone the drawer closes with Escape.
export async function closeNavigation(page: Page): Promise<void> {
  if (!isPhone(page)) return;
  await page.keyboard.press("Escape");
  await expect(drawerOf(page)).toBeHidden();
}

// Opens a page from the menu. On a phone the drawer, as it closes, gives the focus back to «Apri il menu»: the walk
// goes on only once it is gone, or a focus given in the meantime would be taken away.
export async function openMenuEntry(page: Page, name: string | RegExp): Promise<void> {
  const navigation = await openNavigation(page);
  await navigation.getByRole("menuitem", { name }).click();
  if (isPhone(page)) await expect(drawerOf(page)).toBeHidden();
}
