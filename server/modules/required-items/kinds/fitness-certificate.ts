// A fitness certificate of a worker on a procurement (the "Idoneità" table of the worker card): one row per
// category, filed by the supplier with a new file or the worker's own file of the same category. The file is
// health data: writing over one the user may not open asks for its own gate.
import type { Prisma } from "../../../generated/prisma/client";
import { ValidationError } from "../../../lib/errors";
import { isoDateOf } from "../../../../common/calendar-dates";
import { certificateDeletionOf, certificateDeletionSelect } from "../../workers/certificate-deletion";
import { flagSelect } from "../../workers/worker-requirements";
import { fitnessCertificateWhereForViewer } from "../../workers/worker-visibility";
import { WORKER_WORDS } from "../../workers/workers.validation";
import type { RequiredItemKind } from "../kind";

export const CERTIFICATE_NOT_FOUND = "Idoneità non trovata";

export const certificateAuditSelect = {
  id: true,
  procurementWorkerId: true,
  categoryId: true,
  attachmentName: true,
  documentDate: true,
  documentExpirationDate: true,
  approval: true,
  active: true,
  note: true,
  reviewNote: true,
  mediaId: true,
} satisfies Prisma.ProcurementWorkerAttachmentSelect;

export type CertificateRow = Prisma.ProcurementWorkerAttachmentGetPayload<{ select: typeof certificateAuditSelect }>;

const certificateContextSelect = {
  ...certificateAuditSelect,
  category: { select: { code: true, label: true, requiredByFlag: true } },
  procurementWorker: {
    select: {
      procurementId: true,
      supplierId: true,
      supplierWorkerId: true,
      // What certificateDeletionOf reads besides the flags: the categories the procurement and the supplier's place ask for.
      procurement: { select: { customerId: true, ...certificateDeletionSelect.procurementWorker.select.procurement.select } },
      ...flagSelect,
    },
  },
} satisfies Prisma.ProcurementWorkerAttachmentSelect;
export type CurrentCertificate = Prisma.ProcurementWorkerAttachmentGetPayload<{ select: typeof certificateContextSelect }>;

export function certificateSnapshot(row: CertificateRow): Prisma.InputJsonObject {
  return {
    ...row,
    documentDate: row.documentDate ? isoDateOf(row.documentDate) : null,
    documentExpirationDate: row.documentExpirationDate ? isoDateOf(row.documentExpirationDate) : null,
  };
}

export const fitnessCertificateKind: RequiredItemKind<CurrentCertificate, CertificateRow> = {
  entityType: "ProcurementWorkerAttachment",
  notFound: CERTIFICATE_NOT_FOUND,
  words: WORKER_WORDS,
  fields: { reviewNote: "note", import: "supplierWorkerAttachmentId" },
  actions: {
    reviewed: "fitnessCertificate.reviewed",
    mandatoryChanged: "fitnessCertificate.mandatoryChanged",
    uploaded: "fitnessCertificate.uploaded",
    replaced: "fitnessCertificate.replaced",
    imported: "fitnessCertificate.imported",
    edited: "fitnessCertificate.edited",
    fileDeleted: "fitnessCertificate.fileDeleted",
    deleted: "fitnessCertificate.deleted",
  },
  gates: { review: "reviewRequiredItems", upload: "uploadFitnessCertificates", replace: "replaceHealthFiles", delete: "deleteFitnessCertificates" },
  fileDirectory: "fitness-certificates",
  nameRequired: true,
  find: (db, viewer, id, scope) =>
    db.procurementWorkerAttachment.findFirst({
      where: { id, ...(scope.procurementId ? { procurementWorker: { procurementId: scope.procurementId } } : {}), AND: [fitnessCertificateWhereForViewer(viewer)] },
      select: certificateContextSelect,
    }),
  stateOf: (row) => ({ approval: row.approval, active: row.active, hasFile: row.mediaId !== null, reviewNote: row.reviewNote }),
  supplierIdOf: (row) => row.procurementWorker.supplierId,
  procurementIdOf: (row) => row.procurementWorker.procurementId,
  rowOf: ({ category: _category, procurementWorker: _pivot, ...row }) => row,
  update: (db, id, change) => db.procurementWorkerAttachment.update({ where: { id }, data: change, select: certificateAuditSelect }),
  remove: async (db, id) => {
    await db.procurementWorkerAttachment.delete({ where: { id } });
  },
  snapshot: certificateSnapshot,
  // The worker's own files of the certificate's category.
  imports: {
    keyOf: (row) => ({ ownerId: row.procurementWorker.supplierWorkerId, category: row.categoryId }),
    candidate: async (db, key, importId) => {
      const own = await db.supplierWorkerAttachment.findFirst({
        where: { id: importId, supplierWorkerId: key.ownerId },
        select: { categoryId: true, attachmentFilename: true, documentDate: true, documentExpirationDate: true, mediaId: true },
      });
      return own && { ...own, matches: own.categoryId === key.category };
    },
  },
  // A required certificate loses its file and stays MISSING; any other goes (certificate-deletion.ts).
  deletion: certificateDeletionOf,
  deletionRefused: (decision) => {
    const reason = decision.reason ?? "";
    const message = `Impossibile eliminare: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
    return new ValidationError({ id: [message] }, message);
  },
};
