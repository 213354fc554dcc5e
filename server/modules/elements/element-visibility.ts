// Who may see which vehicle, machine or tool, and so its documents: a supplier its own elements on the
// procurements it is still on; the customer every element on its own procurements; anyone else nothing.
// Element documents are not health data: whoever sees the element opens its files.
import type { Prisma } from "../../generated/prisma/client";
import { NO_ROWS, type Viewer } from "../../viewer";

export function elementWhereForViewer(viewer: Viewer | null): Prisma.ProcurementElementWhereInput {
  if (viewer?.kind === "SUPPLIER" && viewer.supplierId !== null) {
    return { supplierId: viewer.supplierId, procurement: { suppliers: { some: { supplierId: viewer.supplierId } } } };
  }
  if (viewer?.kind === "CUSTOMER" && viewer.customerId !== null) return { procurement: { customerId: viewer.customerId } };
  return NO_ROWS;
}

export function elementDocumentWhereForViewer(viewer: Viewer | null): Prisma.ElementAttachmentWhereInput {
  return { element: elementWhereForViewer(viewer) };
}
