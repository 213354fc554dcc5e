// The toasts sit at the bottom of the page (spec "Toast messages") and close after 4 seconds, unless the pointer
// rests on one: Blueprint holds a hovered toast open. After a click on a dialog's Salva, low on a phone's screen,
// the pointer stays where the toast then appears, and the toast never closed (seen under load, where the
// toast came up under the resting pointer). The pointer goes to the page's top-left corner first, on the header.
import { expect, type Page } from "@playwright/test";

export async function waitForToastsToClose(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator(".app-toaster .bp6-toast")).toHaveCount(0);
}
