// Who may see which customer company. The rule serves GraphQL (node, viewer.customer) and, later, REST.
import type { Prisma } from "../../generated/prisma/client";
import { NO_ROWS, type Viewer } from "../../viewer";

// A customer user sees its own company; a supplier user the customers of the procurements it works on
// (their name heads each procurement); a worker the company that employs them.
export function customerWhereForViewer(viewer: Viewer | null): Prisma.CustomerWhereInput {
  if (!viewer) return NO_ROWS;
  if (viewer.kind === "CUSTOMER" && viewer.customerId !== null) return { id: viewer.customerId };
  if (viewer.kind === "SUPPLIER" && viewer.supplierId !== null) {
    return { procurements: { some: { suppliers: { some: { supplierId: viewer.supplierId } } } } };
  }
  if (viewer.kind === "WORKER" && viewer.workerId !== null) return { workers: { some: { id: viewer.workerId } } };
  return NO_ROWS;
}
