// What deleting a fitness certificate does, decided in one place for the delete mutation and for the row's
// viewerCanDelete, so the screen never offers a delete that fails nor says something other than what happened.
// A certificate the worker's flags or the procurement require keeps its row: deleting removes its file, and the
// row stays as MISSING; one required without a file has nothing to delete. Any other certificate goes, file and
// row (the file stays in the audit trail).
import type { Prisma } from "../../generated/prisma/client";
import type { Viewer } from "../../viewer";
import { decideOnProcurement, type Decision } from "../auth/permissions";
import { flagSelect, flagsOf, categoryCodesOfJson } from "./worker-requirements";

// Exactly what the rule reads: the category and whether a flag asks for it, the worker's flags on the
// procurement, and the categories the procurement asks of every worker and of this supplier's workers.
export const certificateDeletionSelect = {
  mediaId: true,
  category: { select: { code: true, requiredByFlag: true } },
  procurementWorker: {
    select: {
      supplierId: true,
      ...flagSelect,
      procurement: { select: { closedAt: true, workerMandatoryDocumentCategories: true, suppliers: { select: { supplierId: true, workerMandatoryDocumentCategories: true } } } },
    },
  },
} satisfies Prisma.ProcurementWorkerAttachmentSelect;

type CertificateForDeletion = Prisma.ProcurementWorkerAttachmentGetPayload<{ select: typeof certificateDeletionSelect }>;

export type CertificateDeletion = { kind: "REFUSED"; decision: Decision } | { kind: "FILE_REMOVED" } | { kind: "ROW_DELETED" };

export const CERTIFICATE_DELETION_MESSAGES = {
  requiredWithoutFile: "L'idoneità è richiesta dalle qualifiche del lavoratore o dall'appalto e non ha un file da eliminare",
  fileRemoved: "File eliminato: l'idoneità resta richiesta ed è ora Mancante",
  rowDeleted: "Idoneità eliminata",
} as const;

// Whether the worker's flags or the procurement require the certificate's category (requiredCategoryCodes, for
// one category).
export function isCertificateRequired(row: CertificateForDeletion): boolean {
  const { procurementWorker: pivot, category } = row;
  const link = pivot.procurement.suppliers.find((candidate) => candidate.supplierId === pivot.supplierId);
  const mandatory = [...categoryCodesOfJson(pivot.procurement.workerMandatoryDocumentCategories), ...categoryCodesOfJson(link?.workerMandatoryDocumentCategories)];
  if (mandatory.includes(category.code)) return true;
  const flags: Record<string, boolean> = flagsOf(pivot);
  return category.requiredByFlag !== null && flags[category.requiredByFlag] === true;
}

export function certificateDeletionOf(viewer: Viewer | null, row: CertificateForDeletion): CertificateDeletion {
  const permission = decideOnProcurement(viewer, "deleteFitnessCertificates", row.procurementWorker.procurement);
  if (!permission.allowed) return { kind: "REFUSED", decision: permission };
  if (!isCertificateRequired(row)) return { kind: "ROW_DELETED" };
  if (row.mediaId === null) return { kind: "REFUSED", decision: { allowed: false, reason: CERTIFICATE_DELETION_MESSAGES.requiredWithoutFile } };
  return { kind: "FILE_REMOVED" };
}

export function certificateDeleteDecision(viewer: Viewer | null, row: CertificateForDeletion): Decision {
  const deletion = certificateDeletionOf(viewer, row);
  return deletion.kind === "REFUSED" ? deletion.decision : { allowed: true, reason: null };
}
