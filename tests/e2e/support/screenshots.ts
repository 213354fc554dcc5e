// One way to take the screenshots people open while they build. Where they land is part of the contract:
// test-results/screenshots/{prefix}{name}-{width}.png, the names they look for.
import type { Locator, Page } from "@playwright/test";
import { TAKE_SCREENSHOTS } from "./run";
import { DESKTOP, PHONE } from "./viewports";

const FOLDER = "test-results/screenshots";

export type ScreenshotOptions = {
  // Put before every name of the spec, so its shots sort together ("procurement-", "workers-tab-").
  prefix?: string;
  // Shoot at desktop and phone width, then give the page back its own size: for screens the spec walks at one
  // width only. Otherwise the shot is at the width the test runs at.
  bothWidths?: boolean;
  // Dialogs, toasts and popovers are still moving for a few hundred milliseconds after the step that opened them.
  settleMs?: number;
};

export type Shoot = (page: Page, name: string, focus?: Locator) => Promise<void>;

// `focus`, when given, is scrolled into view before each shot: after a width change the part worth seeing may
// have moved off the screen.
export function screenshots({ prefix = "", bothWidths = false, settleMs = 400 }: ScreenshotOptions = {}): Shoot {
  return async (page, name, focus) => {
    if (!TAKE_SCREENSHOTS) return;
    const shoot = async () => {
      if (settleMs > 0) await page.waitForTimeout(settleMs);
      if (focus) await focus.scrollIntoViewIfNeeded();
      const width = page.viewportSize()?.width ?? 0;
      await page.screenshot({ path: `${FOLDER}/${prefix}${name}-${width}.png`, fullPage: true });
    };
    if (!bothWidths) return shoot();
    const original = page.viewportSize() ?? DESKTOP;
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      await shoot();
    }
    await page.setViewportSize(original);
  };
}
