// The SortDirection enum of the GraphQL schema; what a direction means for a query is in lib/sorting.ts.
import type { SortDirectionValue } from "../lib/sorting";
import { builder } from "./builder";

export const SortDirection = builder.enumType("SortDirection", {
  values: ["ASC", "DESC"] as const satisfies readonly SortDirectionValue[],
});
