// The totalCount field of the paged lists. prismaConnection hands the filtered count as a function, called only when
// the query asks for it; a connection built by hand may give the number itself.
export function resolveTotalCount(connection: unknown): number | Promise<number> {
  const { totalCount } = connection as { totalCount?: number | (() => number | Promise<number>) };
  return typeof totalCount === "function" ? totalCount() : (totalCount ?? 0);
}
