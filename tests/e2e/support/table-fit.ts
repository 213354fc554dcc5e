// A list table fits its frame: its scroll container (the region named like the table) scrolls nothing
// sideways at the given widths. The viewport goes back to what it was.
import { expect, type Page } from "@playwright/test";

export async function expectTableFits(page: Page, tableName: string, widths: ReadonlyArray<number>): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  const region = page.getByRole("region", { name: tableName, exact: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: original.height });
    // The pixels the table sticks out of its frame (at most one, for rounding).
    await expect
      .poll(() => region.evaluate((element) => element.scrollWidth - element.clientWidth), {
        message: `la tabella "${tableName}" entra nella sua cornice a ${width}px`,
      })
      .toBeLessThanOrEqual(1);
  }
  await page.setViewportSize(original);
}
