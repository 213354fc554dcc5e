// Who may see which procurement, which supplier within it, and which of its required documents.
// Every procurement screen, GraphQL field and REST path filters through these; a forbidden object
// answers as if it did not exist.
import type { Prisma } from "../../generated/prisma/client";
import { NO_ROWS, type Viewer } from "../../viewer";

// A supplier user sees the procurements its company is on; a customer user its own company's
// procurements; a worker none.
export function procurementWhereForViewer(viewer: Viewer | null): Prisma.ProcurementWhereInput {
  if (viewer?.kind === "SUPPLIER" && viewer.supplierId !== null) {
    return { suppliers: { some: { supplierId: viewer.supplierId } } };
  }
  if (viewer?.kind === "CUSTOMER" && viewer.customerId !== null) return { customerId: viewer.customerId };
  return NO_ROWS;
}

// A supplier within a procurement (the "pivot"): the supplier sees only its own place on a procurement,
// not those of the other suppliers or of its subcontractors; the customer sees every supplier on its own.
export function procurementSupplierWhereForViewer(viewer: Viewer | null): Prisma.ProcurementSupplierWhereInput {
  if (viewer?.kind === "SUPPLIER" && viewer.supplierId !== null) return { supplierId: viewer.supplierId };
  if (viewer?.kind === "CUSTOMER" && viewer.customerId !== null) {
    return { procurement: { customerId: viewer.customerId } };
  }
  return NO_ROWS;
}

// A required document follows its supplier's place on the procurement: the supplier must still be on it.
export function requiredDocumentWhereForViewer(
  viewer: Viewer | null,
): Prisma.ProcurementSupplierAttachmentWhereInput {
  if (viewer?.kind === "SUPPLIER" && viewer.supplierId !== null) {
    return {
      supplierId: viewer.supplierId,
      procurement: { suppliers: { some: { supplierId: viewer.supplierId } } },
    };
  }
  if (viewer?.kind === "CUSTOMER" && viewer.customerId !== null) {
    return { procurement: { customerId: viewer.customerId } };
  }
  return NO_ROWS;
}
