// Reading one page of a list in two statements: first the ids of the page, in the list's order, then those
// rows with everything the query selects (related rows included).
//
// In one statement, Prisma joins each selected relation row by row (LATERAL) and PostgreSQL must do that for
// every matching row before it can sort them and keep a page, unless the sort follows an index: sorted by a
// related column (a category's label) or after a quick search, the work grows with the list. Reading the
// ids first sorts narrow rows only, and the relations are read for the page's rows alone.

import { getDatamodel } from "../generated/pothos-prisma-types";

// The page a Pothos connection asks for (first/after or last/before in Prisma's terms).
type PageWindow = { take: number; skip: number; cursor?: unknown };
type PageKeys = "take" | "skip" | "cursor";

// Splits a connection's query into the page (for the ids statement) and the selection (for the rows).
export function splitPageQuery<Query extends PageWindow>(query: Query): { page: Pick<Query, PageKeys>; selection: Omit<Query, PageKeys> } {
  const { take, skip, cursor, ...selection } = query;
  // The rest of a generic object is typed loosely by TypeScript; these are exactly the picked keys.
  return { page: { take, skip, cursor } as Pick<Query, PageKeys>, selection };
}

// Reads the page's rows and returns them in the ids' order; a row gone since the first statement is left out.
export async function rowsInPageOrder<Row extends { id: number }>(
  page: readonly { id: number }[],
  loadRows: (ids: number[]) => Promise<Row[]>,
): Promise<Row[]> {
  if (page.length === 0) return [];
  const rows = await loadRows(page.map((row) => row.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap(({ id }) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

// ─── Cursor pages in SQL ───
//
// Prisma drops LIMIT from a cursor query whose ORDER BY has a nullable column (prisma/orm issues 15710 and
// 27094): "next page" of a list sorted by a date read every row after the cursor and kept a page in memory.
// For such sorts the page after (or before) the cursor is asked with a WHERE of its own instead, so LIMIT stays.

type Direction = "asc" | "desc";
type Nulls = "first" | "last";
type SortKey = { field: string; direction: Direction; nulls: Nulls; nullable: boolean };

// Column types that SQL compares with < and > (booleans and enums Prisma filters by equality only).
const COMPARABLE_TYPES = new Set(["String", "Int", "BigInt", "Float", "Decimal", "DateTime"]);

let scalarFields: Map<string, Map<string, { nullable: boolean; comparable: boolean }>> | undefined;
function scalarFieldsOf(model: string) {
  scalarFields ??= new Map(
    Object.entries(getDatamodel().datamodel.models).map(([name, { fields }]) => [
      name,
      new Map(
        fields
          .filter((field) => field.kind === "scalar")
          .map((field) => [field.name, { nullable: !field.isRequired, comparable: COMPARABLE_TYPES.has(field.type) }]),
      ),
    ]),
  );
  return scalarFields.get(model);
}

// The sort as keys when every entry is one comparable column of the model; null otherwise (a related
// column, a boolean or an enum), when Prisma's own cursor keeps its LIMIT.
function sortKeysOf(model: string, orderBy: readonly object[]): SortKey[] | null {
  const fields = scalarFieldsOf(model);
  const keys: SortKey[] = [];
  for (const entry of orderBy) {
    const pairs = Object.entries(entry);
    const [field, value] = pairs[0] ?? [];
    const column = field ? fields?.get(field) : undefined;
    if (pairs.length !== 1 || !field || !column?.comparable) return null;
    const order = typeof value === "string" ? { sort: value } : (value as { sort?: unknown; nulls?: unknown });
    if (order.sort !== "asc" && order.sort !== "desc") return null;
    // PostgreSQL's default: NULLS LAST ascending, NULLS FIRST descending.
    const nulls = order.nulls === "first" || order.nulls === "last" ? order.nulls : order.sort === "asc" ? "last" : "first";
    keys.push({ field, direction: order.sort, nulls, nullable: column.nullable });
  }
  return keys;
}

function reversed(key: SortKey): SortKey {
  return { ...key, direction: key.direction === "asc" ? "desc" : "asc", nulls: key.nulls === "last" ? "first" : "last" };
}

function orderEntry(key: SortKey): object {
  return { [key.field]: key.nullable ? { sort: key.direction, nulls: key.nulls } : key.direction };
}

// Rows strictly after `row` in the order of `keys` (the last key is unique: the id tiebreaker).
function afterRow(keys: SortKey[], row: Record<string, unknown>): object {
  const branches: object[] = [];
  keys.forEach((key, index) => {
    const value = row[key.field] ?? null;
    let after: object | null;
    if (value === null) after = key.nulls === "first" ? { [key.field]: { not: null } } : null;
    else {
      const beyond = { [key.field]: { [key.direction === "asc" ? "gt" : "lt"]: value } };
      after = key.nulls === "last" && key.nullable ? { OR: [beyond, { [key.field]: null }] } : beyond;
    }
    if (after === null) return;
    const equalBefore = keys.slice(0, index).map((previous) => ({ [previous.field]: row[previous.field] ?? null }));
    branches.push({ AND: [...equalBefore, after] });
  });
  // Nothing comes after: a filter no row passes.
  return branches.length > 0 ? { OR: branches } : { id: { in: [] } };
}

// What one page's query gets: Prisma's own cursor when it keeps LIMIT, else a WHERE that starts the page.
export type PageArgs<Order, Cursor> = { where?: object; orderBy: Order[]; take: number; skip: number; cursor?: Cursor };

// Reads one page of `model` in `orderBy` for a Pothos connection window ({ take, skip, cursor: { id } }).
// `find` runs the page's query (the caller adds its own filter to `where`); `findCursorRow` reads the sort
// columns of the cursor's row, within the same list (a cursor naming a row the viewer may not see must not
// tell where that row would sort).
export async function findPage<Order extends object, Cursor, Row>(spec: {
  model: string;
  orderBy: Order[];
  window: { take: number; skip: number; cursor?: Cursor };
  find(args: PageArgs<Order, Cursor>): Promise<Row[]>;
  findCursorRow(id: number, select: Record<string, true>): Promise<object | null>;
}): Promise<Row[]> {
  const { take, skip, cursor } = spec.window;
  const cursorId = typeof cursor === "object" && cursor !== null && "id" in cursor && typeof cursor.id === "number" ? cursor.id : null;
  const keys = cursorId !== null ? sortKeysOf(spec.model, spec.orderBy) : null;
  if (cursorId === null || !keys || !keys.some((key) => key.nullable)) {
    return spec.find({ orderBy: spec.orderBy, take, skip, ...(cursor === undefined ? {} : { cursor }) });
  }
  const row = await spec.findCursorRow(cursorId, Object.fromEntries(keys.map((key) => [key.field, true])));
  // A cursor no longer in the list (deleted, or filtered out since): an empty page, as Prisma gives for a
  // cursor that does not exist.
  if (!row) return [];
  // A negative take reads backwards from the cursor; the rows come back in the list's order.
  const backward = take < 0;
  const pageKeys = backward ? keys.map(reversed) : keys;
  const rows = await spec.find({
    where: afterRow(pageKeys, row as Record<string, unknown>),
    orderBy: pageKeys.map(orderEntry) as Order[],
    take: Math.abs(take),
    // Pothos skips the cursor's own row; the WHERE already leaves it out.
    skip: Math.max(0, skip - 1),
  });
  return backward ? rows.reverse() : rows;
}
