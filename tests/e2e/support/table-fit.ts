// A list table fits its frame: its scroll container (the region named like the table) scrolls nothing sideways.
import { expect, type Page } from "@playwright/test";
import { DESKTOP, PHONE } from "./viewports";

// At desktop and at phone width; the viewport goes back to what it was.
export async function expectTableFits(page: Page, tableName: string): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  const region = page.getByRole("region", { name: tableName, exact: true });
  for (const { width } of [DESKTOP, PHONE]) {
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

// At the width the test runs at, where the page itself must not scroll sideways either.
export async function expectNoSideScroll(page: Page, tableName: string): Promise<void> {
  const sizes = (element: Element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth });
  const scroll = await page.getByRole("region", { name: tableName }).evaluate(sizes);
  expect(scroll.scrollWidth, `${tableName}: ${JSON.stringify(scroll)}`).toBeLessThanOrEqual(scroll.clientWidth + 1);
  const document = await page.locator("html").evaluate(sizes);
  expect(document.scrollWidth, `pagina: ${JSON.stringify(document)}`).toBeLessThanOrEqual(document.clientWidth + 1);
}
