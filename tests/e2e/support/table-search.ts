// Typing into a list table's "Ricerca" box and waiting until the table shows what was searched.
//
// The box sends its text after a pause (SEARCH_DEBOUNCE_MS), and the table then covers its rows with the
// loading overlay until the answer is on screen. A test that acts on a row that was already visible before the
// search (a new row on the first page, a row whose text is unique) would otherwise act in that pause, and its
// click could land on the overlay that appears under the pointer: CI lost a tap on a substance row this way.
// And a panel drawn anew just as the text goes in (the customer has just chosen another supplier) starts with an
// empty box and never sends the search: then the text is typed again.
import { expect, type Locator, type Page, type Response } from "@playwright/test";

const ATTEMPT_MS = 15_000;

function answersSearch(text: string) {
  return (response: Response): boolean => {
    if (!response.url().endsWith("/graphql")) return false;
    try {
      const body = JSON.parse(response.request().postData() ?? "null") as { variables?: { search?: unknown } } | null;
      return body?.variables?.search === text;
    } catch {
      return false; // An upload's multipart body.
    }
  };
}

export async function searchTable(page: Page, box: Locator, text: string): Promise<void> {
  await expect(async () => {
    // Typed only where the box does not hold it: a box that does has sent it (or is about to), and typing the
    // same text again would send nothing to wait for.
    if ((await box.inputValue()) !== text) {
      const answered = page.waitForResponse(answersSearch(text), { timeout: ATTEMPT_MS });
      await box.fill(text);
      await answered;
    }
    await expect(page.locator(".data-table__frame[aria-busy='true']")).toHaveCount(0, { timeout: ATTEMPT_MS });
    // Still there once the table has settled: the box was not drawn anew under the typing.
    expect(await box.inputValue()).toBe(text);
  }).toPass({ timeout: 3 * ATTEMPT_MS });
}
