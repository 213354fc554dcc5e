// Reference data the forms pick from: the municipality autocomplete (spec section 5, "Municipality
// autocomplete"). REST GET /api/tcomnos and the GraphQL municipalities query call the same function.
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { escapeLike, searchTextOf } from "../../lib/search-text";
import { referenceDataWhereForViewer, type Viewer } from "../../viewer";

// Suggestions start at 3 characters (spec section 9).
export const MUNICIPALITY_SEARCH_MIN_LENGTH = 3;
export const MUNICIPALITY_SEARCH_DEFAULT_LIMIT = 20;
export const MUNICIPALITY_SEARCH_MAX_LIMIT = 50;

type MunicipalityQuery = { select?: Prisma.MunicipalitySelect; include?: Prisma.MunicipalityInclude };

export function createReferenceService(deps: AppDeps) {
  const { prisma } = deps;

  return {
    // Municipalities in force whose name contains the text, case-insensitively. Names that start with the
    // text come first (what a clerk typing the first letters is after), then those containing it further
    // on; each group alphabetical, then by province. Under 3 characters: nothing, as the autocomplete
    // asks only from 3.
    // `query` is the GraphQL selection (Prisma plugin), so a query asking for labels reads just those columns.
    async searchMunicipalities<Q extends MunicipalityQuery = Record<never, never>>(
      viewer: Viewer | null,
      input: { search: string | null | undefined; limit?: number | null },
      query: Q = {} as Q,
    ) {
      const search = searchTextOf(input.search) ?? "";
      if (search.length < MUNICIPALITY_SEARCH_MIN_LENGTH) return [];
      const limit = Math.min(
        Math.max(Math.trunc(input.limit ?? MUNICIPALITY_SEARCH_DEFAULT_LIMIT), 1),
        MUNICIPALITY_SEARCH_MAX_LIMIT,
      );
      const pattern = escapeLike(search);
      // Anonymous callers see no reference data either (the same rule as node(id)).
      const inForce = { discontinued: false, AND: [referenceDataWhereForViewer(viewer)] } satisfies Prisma.MunicipalityWhereInput;
      const orderBy = [{ name: "asc" }, { province: "asc" }, { id: "asc" }] satisfies Prisma.MunicipalityOrderByWithRelationInput[];
      const starting = await prisma.municipality.findMany({
        ...query,
        where: { ...inForce, name: { startsWith: pattern, mode: "insensitive" } },
        orderBy,
        take: limit,
      });
      if (starting.length >= limit) return starting;
      const containing = await prisma.municipality.findMany({
        ...query,
        where: {
          ...inForce,
          name: { contains: pattern, mode: "insensitive" },
          NOT: { name: { startsWith: pattern, mode: "insensitive" } },
        },
        orderBy,
        take: limit - starting.length,
      });
      return [...starting, ...containing];
    },
  };
}
