// The SortDirection enum of the GraphQL schema; what a direction means for a query is in lib/sorting.ts.
import type { SortDirectionValue } from "../lib/sorting";
import { builder } from "./builder";

export const SortDirection = builder.enumType("SortDirection", {
  description: "Il verso dell'ordinamento",
  values: {
    ASC: { description: "Crescente (dalla A alla Z, dal più vecchio al più recente)" },
    DESC: { description: "Decrescente (dalla Z alla A, dal più recente al più vecchio)" },
  } as const satisfies Record<SortDirectionValue, { description: string }>,
});
