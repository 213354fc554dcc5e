// The two widths the browser tests walk every screen at, and the test for the narrower one. The portal's
// phone layout is below 600 px (the spec's first breakpoint, client/styles.css): there tables hide columns
// such as Modifica and Elimina, and a tap on the row does their work.
import type { Page } from "@playwright/test";

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 740 } as const;

// For `for (const viewport of VIEWPORTS) test.describe(...)`; a spec that needs more per width spreads these.
export const VIEWPORTS = [DESKTOP, PHONE] as const;

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? DESKTOP.width) < 600;
}
