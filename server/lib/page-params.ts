// Page parameters of the REST lists (GET cs/getdata "page 1", spec section 7): ?page=N&per_page=M, validated
// at the edge, with a bounded page size so no request reads a whole list however long it grows.
import { z } from "zod";
import { parseInput, ValidationError } from "./errors";

// The largest page size the screens offer (spec section 9: 10, 20, 50, 100).
export const PER_PAGE_MAX = 100;
// Keeps the row offset (page - 1) × per_page well inside PostgreSQL's integers.
export const PAGE_MAX = 1_000_000;

export const PAGE_MESSAGES = {
  page: `Il parametro page deve essere un numero intero tra 1 e ${PAGE_MAX}`,
  perPage: `Il parametro per_page deve essere un numero intero tra 1 e ${PER_PAGE_MAX}`,
} as const;

// A query-string integer: absent or empty takes the default; "2" is 2; anything else fails with `message`.
function integerParameter(message: string, max: number, fallback: number) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return fallback;
      return typeof value === "string" && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value;
    },
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );
}

// One page-size parameter of its own (GET /api/tcomnos?limit=N): absent takes the default, anything outside
// 1 to PER_PAGE_MAX is refused like per_page.
export function parsePageSize(name: string, value: unknown, fallback: number): number {
  const message = `Il parametro ${name} deve essere un numero intero tra 1 e ${PER_PAGE_MAX}`;
  const result = integerParameter(message, PER_PAGE_MAX, fallback).safeParse(value);
  if (!result.success) throw new ValidationError({ [name]: [message] });
  return result.data;
}

export type PageParams = { page: number; perPage: number; skip: number; take: number };

// `input` is what the request sent: { page, per_page } as strings, or absent.
export function parsePageParams(input: { page?: unknown; per_page?: unknown }, defaultPerPage: number): PageParams {
  const schema = z.object({
    page: integerParameter(PAGE_MESSAGES.page, PAGE_MAX, 1),
    per_page: integerParameter(PAGE_MESSAGES.perPage, PER_PAGE_MAX, defaultPerPage),
  });
  const { page, per_page: perPage } = parseInput(schema, input);
  return { page, perPage, skip: (page - 1) * perPage, take: perPage };
}

// What a client needs to page on through one list.
export type ListPageMeta = { total: number; last_page: number };

export function listPageMeta(params: PageParams, total: number): ListPageMeta {
  return { total, last_page: Math.max(1, Math.ceil(total / params.perPage)) };
}
