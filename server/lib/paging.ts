// Reading one page of a list in two statements: first the ids of the page, in the list's order, then those
// rows with everything the query selects (related rows included).
//
// In one statement, Prisma joins each selected relation row by row (LATERAL) and PostgreSQL must do that for
// every matching row before it can sort them and keep a page, unless the sort follows an index: sorted by a
// related column (a category's label) or after a quick search, the work grows with the list. Reading the
// ids first sorts narrow rows only, and the relations are read for the page's rows alone.

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
