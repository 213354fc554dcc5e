// The sort direction of the supplier home's lists, as the services see it (the GraphQL SortDirection enum
// carries the same two values). Without a choice the spec's tables sort descending (section 9).
export type SortDirectionValue = "ASC" | "DESC";

export function sortOrderOf(direction: SortDirectionValue | null | undefined, fallback: SortDirectionValue = "DESC"): "asc" | "desc" {
  return (direction ?? fallback) === "ASC" ? "asc" : "desc";
}
