// Shared sorting vocabulary of lists (GraphQL connections and REST pages alike): a direction and the Prisma orderBy
// it maps to.
// Every sorted list ends with an id tiebreaker in the same direction, so rows with equal sort values
// keep one fixed order and Relay cursors (which Prisma resolves by id) never skip or repeat a row.
export type SortDirectionValue = "ASC" | "DESC";

export type PrismaSortOrder = "asc" | "desc";

export function prismaSortOrder(direction: SortDirectionValue): PrismaSortOrder {
  return direction === "ASC" ? "asc" : "desc";
}

// One single-key object per column ({ label: "asc" } | { dateStart: "asc" }), which is what a Prisma
// XxxOrderByWithRelationInput accepts; a Record over the union would demand every key at once.
type SingleColumnOrder<Column extends string> = { [K in Column]: { [P in K]: PrismaSortOrder } }[Column];

// Sort by one scalar column of the model, then by id. `direction` null/undefined → `fallback`.
// Nullable columns: PostgreSQL puts NULLs first in DESC and last in ASC; cursors stay stable because
// Prisma compares the tiebreaker id, so paging across rows with NULL values neither skips nor repeats.
export function orderByColumn<Column extends string>(
  column: Column,
  direction: SortDirectionValue | null | undefined,
  fallback: SortDirectionValue = "DESC",
): Array<SingleColumnOrder<Column> | { id: PrismaSortOrder }> {
  const order = prismaSortOrder(direction ?? fallback);
  const primary = { [column]: order } as SingleColumnOrder<Column>;
  return column === "id" ? [primary] : [primary, { id: order }];
}

// For sorts a single column cannot express (a relation's field, several columns): appends the id
// tiebreaker to an orderBy the caller built.
export function withIdTiebreaker<Order>(
  orderBy: Order | Order[],
  direction: SortDirectionValue | null | undefined,
  fallback: SortDirectionValue = "DESC",
): Array<Order | { id: PrismaSortOrder }> {
  const list = Array.isArray(orderBy) ? orderBy : [orderBy];
  return [...list, { id: prismaSortOrder(direction ?? fallback) }];
}
