// A save attempt on a form that is not valid yet. Save then only looks disabled (aria-disabled: the click
// is what shows the errors), so Playwright's own wait for an enabled button does not apply and the
// click must be forced; a forced click skips the wait for a still element too. A dialog that has just
// opened is still zooming in (Blueprint's overlay transition), and a click at its moving button can land
// beside it: wait until no overlay is appearing, entering or leaving, then click. "Appear" is the one of a dialog
// that mounts already open (the app's dialogs load with their chunk when first opened): missing it, the click
// missed Save at 375 px and only blurred the focused field.
import { expect, type Locator } from "@playwright/test";

export async function attemptSave(button: Locator): Promise<void> {
  await expect(button).toBeVisible();
  await expect(button.page().locator(".bp6-overlay-appear-active, .bp6-overlay-enter-active, .bp6-overlay-exit-active")).toHaveCount(0);
  await button.click({ force: true });
}
