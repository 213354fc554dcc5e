// Who may see which worker on which procurement, and which fitness certificate. A supplier sees its own
// workers on procurements it is still on; the customer sees every worker on its own procurements; anyone
// else nothing. Health data (the certificate's file) has its own, narrower rule.
import type { Prisma } from "../../generated/prisma/client";
import { NO_ROWS, type Viewer } from "../../viewer";
import { may } from "../auth/permissions";

export function procurementWorkerWhereForViewer(viewer: Viewer | null): Prisma.ProcurementWorkerWhereInput {
  if (viewer?.kind === "SUPPLIER" && viewer.supplierId !== null) {
    return { supplierId: viewer.supplierId, procurement: { suppliers: { some: { supplierId: viewer.supplierId } } } };
  }
  if (viewer?.kind === "CUSTOMER" && viewer.customerId !== null) return { procurement: { customerId: viewer.customerId } };
  return NO_ROWS;
}

export function fitnessCertificateWhereForViewer(viewer: Viewer | null): Prisma.ProcurementWorkerAttachmentWhereInput {
  return { procurementWorker: procurementWorkerWhereForViewer(viewer) };
}

// Fitness certificates are health data: the file opens for the supplier's level-5 users and the customer's
// reviewers (level 3 and up) only. Everyone else who sees the row sees its category, dates and state. An API client
// never, whatever level it is given: it reads compliance, not health data.
export function mayOpenHealthFile(viewer: Viewer | null, owner: { supplierId: number; customerId: number }): boolean {
  if (!may(viewer, "openHealthFiles")) return false;
  if (viewer?.kind === "SUPPLIER") return viewer.supplierId === owner.supplierId;
  if (viewer?.kind === "CUSTOMER") return viewer.customerId === owner.customerId;
  return false;
}
