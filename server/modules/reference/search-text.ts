// The quick search ("Ricerca") of lists and autocompletes, as Prisma filters. Prisma hands contains /
// startsWith text to SQL LIKE as it is, so "%" or "_" typed by a user would match anything: escaped here.

// Quick searches longer than this are cut: no name or label the lists search is longer.
export const SEARCH_MAX_LENGTH = 100;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

// The text to search for, trimmed and with inner spaces collapsed; null when there is nothing to search.
export function searchTextOf(search: string | null | undefined): string | null {
  const text = (search ?? "").trim().replace(/\s+/g, " ").slice(0, SEARCH_MAX_LENGTH);
  return text === "" ? null : text;
}

// Case-insensitive substring filter for a text column.
export function containsInsensitive(text: string): { contains: string; mode: "insensitive" } {
  return { contains: escapeLike(text), mode: "insensitive" };
}
