// The workforce list's filters and orders as Prisma clauses: the worker status filter of spec section 4, the
// quick search ("Ricerca", every word in first name, last name or fiscal code), "Nascondi i non attivi" and the
// sortable columns. Every order ends with the id, so pages never skip or repeat a worker.
import { LIMITED_SUITABILITIES, UNFIT_SUITABILITIES, type WorkerStatusFilter } from "../../../common/workforce";
import type { Prisma } from "../../generated/prisma/client";
import { containsInsensitive, searchTextOf } from "../../lib/search-text";
import { prismaSortOrder, type SortDirectionValue } from "../../lib/sorting";

export const WORKFORCE_ORDER_FIELDS = ["NAME", "FACTORY", "DEPARTMENT", "JOB", "SUITABILITY", "BUSINESS_IMPACT", "LAST_VISIT", "NEXT_VISIT"] as const;
export type WorkforceOrderField = (typeof WORKFORCE_ORDER_FIELDS)[number];

export type WorkforceListArgs = {
  search?: string | null;
  hideInactive?: boolean | null;
  status?: WorkerStatusFilter | null;
  orderBy?: WorkforceOrderField | null;
  direction?: SortDirectionValue | null;
};

// Spec section 4, "Worker status filter". All values leave out the workers excluded from health surveillance.
export function workerStatusWhere(status: WorkerStatusFilter): Prisma.WorkerWhereInput {
  const matches: Record<WorkerStatusFilter, Prisma.WorkerWhereInput> = {
    ID: { suitability: "ID" },
    IDPL: { suitability: { in: [...LIMITED_SUITABILITIES] } },
    NI: { suitability: { in: [...UNFIT_SUITABILITIES] } },
    // "No suitability, empty, or RVS": the enum column has no empty value, so null stands for both.
    ALT: { OR: [{ suitability: null }, { suitability: "RVS" }] },
    ALTO: { businessImpact: "A" },
    BASSO: { OR: [{ businessImpact: "B" }, { businessImpact: null, suitability: { in: [...LIMITED_SUITABILITIES] } }] },
  };
  return { excludedFromSurveillance: false, AND: [matches[status]] };
}

export function workforceFilterWhere(args: WorkforceListArgs): Prisma.WorkerWhereInput {
  const text = searchTextOf(args.search);
  const words = text ? text.split(" ").slice(0, 5) : [];
  return {
    AND: [
      ...(args.hideInactive ? [{ resigned: false }] : []),
      ...(args.status ? [workerStatusWhere(args.status)] : []),
      ...words.map((word) => ({
        OR: [{ firstName: containsInsensitive(word) }, { lastName: containsInsensitive(word) }, { fiscalCode: containsInsensitive(word) }],
      })),
    ],
  };
}

// People read alphabetically: by name A to Z unless the table asks otherwise. Visits without a date go last
// whichever the direction, so "next visit, soonest first" starts with real dates.
export function workforceOrderBy(field: WorkforceOrderField | null | undefined, direction: SortDirectionValue | null | undefined): Prisma.WorkerOrderByWithRelationInput[] {
  const sort = prismaSortOrder(direction ?? "ASC");
  const byName: Prisma.WorkerOrderByWithRelationInput[] = [{ lastName: sort }, { firstName: sort }];
  const last = (column: "lastVisit" | "nextVisit" | "suitability" | "businessImpact") => [{ [column]: { sort, nulls: "last" } }];
  const orders: Record<WorkforceOrderField, Prisma.WorkerOrderByWithRelationInput[]> = {
    NAME: byName,
    FACTORY: [{ factory: { name: sort } }, ...byName],
    DEPARTMENT: [{ department: { name: sort } }, ...byName],
    JOB: [{ job: { name: sort } }, ...byName],
    SUITABILITY: last("suitability"),
    BUSINESS_IMPACT: last("businessImpact"),
    LAST_VISIT: last("lastVisit"),
    NEXT_VISIT: last("nextVisit"),
  };
  return [...orders[field ?? "NAME"], { id: sort }];
}
