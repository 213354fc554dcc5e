// The quick search ("Ricerca") of lists and autocompletes, as Prisma filters. Prisma hands contains /
// startsWith text to SQL LIKE as it is (no ESCAPE clause, so PostgreSQL's default escape character, the
// backslash, applies): "%" or "_" typed by a user would match anything and a lone "\" would break the pattern.
// Every LIKE of the portal goes through escapeLike; none is written in raw SQL.
import { TEXT_LIMITS } from "../../common/text-limits";

// The requests refuse longer searches before any database work (text-limits.ts); the cut stays for callers
// inside the server.
export const SEARCH_MAX_LENGTH = TEXT_LIMITS.search;

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
