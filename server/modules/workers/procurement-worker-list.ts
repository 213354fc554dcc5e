// The tab 3 table's filter and sorts ("Lavoratori coinvolti"): the workers on a procurement the viewer may see,
// optionally one supplier's, narrowed by the quick search, in the order of a column with the id as last key.
import type { Prisma } from "../../generated/prisma/client";
import { prismaSortOrder, withIdTiebreaker, type SortDirectionValue } from "../../lib/sorting";
import { containsInsensitive, searchTextOf } from "../../lib/search-text";
import type { Viewer } from "../../viewer";
import { procurementWorkerWhereForViewer } from "./worker-visibility";

export const PROCUREMENT_WORKER_ORDER_FIELDS = ["LAST_NAME", "FIRST_NAME", "JOB", "APPROVAL"] as const;
export type ProcurementWorkerOrderField = (typeof PROCUREMENT_WORKER_ORDER_FIELDS)[number];

export type ProcurementWorkerListFilter = {
  procurementId: number;
  supplierId?: number | null;
  search?: string | null;
};

// Search on the worker's first and last name and on the task (the one in the procurement or the worker's own).
export function procurementWorkerListWhere(viewer: Viewer | null, filter: ProcurementWorkerListFilter): Prisma.ProcurementWorkerWhereInput {
  const search = searchTextOf(filter.search);
  const and: Prisma.ProcurementWorkerWhereInput[] = [procurementWorkerWhereForViewer(viewer)];
  if (search) {
    const contains = containsInsensitive(search);
    and.push({
      OR: [
        { supplierWorker: { firstName: contains } },
        { supplierWorker: { lastName: contains } },
        { job: contains },
        { supplierWorker: { job: contains } },
      ],
    });
  }
  return {
    procurementId: filter.procurementId,
    ...(filter.supplierId === null || filter.supplierId === undefined ? {} : { supplierId: filter.supplierId }),
    AND: and,
  };
}

// Default: by surname, A to Z. Names break ties by the other name. Mansione sorts by the task given in the
// procurement, and the rows without one by the worker's own job (a SQL order cannot read "either" through Prisma).
export function procurementWorkerOrderBy(
  field: ProcurementWorkerOrderField | null | undefined,
  direction: SortDirectionValue | null | undefined,
): Prisma.ProcurementWorkerOrderByWithRelationInput[] {
  const order = prismaSortOrder(direction ?? "ASC");
  const nullsLast = { sort: order, nulls: "last" } as const;
  const byName: Prisma.ProcurementWorkerOrderByWithRelationInput[] = [{ supplierWorker: { lastName: "asc" } }, { supplierWorker: { firstName: "asc" } }];
  switch (field ?? "LAST_NAME") {
    case "LAST_NAME":
      return withIdTiebreaker([{ supplierWorker: { lastName: order } }, { supplierWorker: { firstName: order } }], direction, "ASC");
    case "FIRST_NAME":
      return withIdTiebreaker([{ supplierWorker: { firstName: order } }, { supplierWorker: { lastName: order } }], direction, "ASC");
    case "JOB":
      return withIdTiebreaker([{ job: nullsLast }, { supplierWorker: { job: nullsLast } }, ...byName], direction, "ASC");
    case "APPROVAL":
      return withIdTiebreaker([{ approval: order }, ...byName], direction, "ASC");
  }
}
