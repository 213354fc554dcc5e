// A required document of a supplier on a procurement (tab 2): one row per category the procurement asks, filed
// by the supplier with a new file or one of its company documents of the type the category accepts.
import type { Prisma } from "../../../generated/prisma/client";
import { ValidationError } from "../../../lib/errors";
import { auditSelect, auditSnapshot, type AuditRow } from "../../documents/required-documents.read";
import { requiredDocumentDeleteDecision } from "../../documents/required-document-deletion";
import { requiredDocumentWhereForViewer } from "../../procurements/procurement-visibility";
import { REQUIRED_DOCUMENT_WORDS } from "../../documents/documents.validation";
import type { RequiredItemKind } from "../kind";

export const REQUIRED_DOCUMENT_NOT_FOUND = "Documento non trovato";
const DELETE_NOTHING = "Impossibile eliminare il documento";

const currentSelect = { ...auditSelect, category: { select: { code: true, supplierAttachmentType: true } } } satisfies Prisma.ProcurementSupplierAttachmentSelect;
export type CurrentRequiredDocument = Prisma.ProcurementSupplierAttachmentGetPayload<{ select: typeof currentSelect }>;

export const requiredDocumentKind: RequiredItemKind<CurrentRequiredDocument, AuditRow> = {
  entityType: "ProcurementSupplierAttachment",
  notFound: REQUIRED_DOCUMENT_NOT_FOUND,
  words: REQUIRED_DOCUMENT_WORDS,
  fields: { reviewNote: "reviewNote", import: "importSupplierAttachmentId" },
  actions: {
    reviewed: "requiredDocument.reviewed",
    mandatoryChanged: "requiredDocument.mandatoryChanged",
    uploaded: "requiredDocument.uploaded",
    replaced: "requiredDocument.uploaded",
    imported: "requiredDocument.imported",
    edited: "requiredDocument.edited",
    fileDeleted: "requiredDocument.fileDeleted",
    deleted: "requiredDocument.fileDeleted",
  },
  gates: { review: "reviewRequiredItems", upload: "uploadRequiredDocuments", replace: "uploadRequiredDocuments", delete: "deleteRequiredDocuments" },
  fileDirectory: "procurement-documents",
  nameRequired: true,
  find: (db, viewer, id, scope) =>
    db.procurementSupplierAttachment.findFirst({
      where: { id, ...(scope.procurementId ? { procurementId: scope.procurementId } : {}), AND: [requiredDocumentWhereForViewer(viewer)] },
      select: currentSelect,
    }),
  stateOf: (row) => ({ approval: row.approval, active: row.active, hasFile: row.mediaId !== null, reviewNote: row.reviewNote }),
  supplierIdOf: (row) => row.supplierId,
  procurementIdOf: (row) => row.procurementId,
  rowOf: ({ category: _category, ...row }) => row,
  update: (db, id, change) => db.procurementSupplierAttachment.update({ where: { id }, data: change, select: auditSelect }),
  remove: async (db, id) => {
    await db.procurementSupplierAttachment.delete({ where: { id } });
  },
  snapshot: auditSnapshot,
  // The supplier's company documents of the type the requirement's category accepts (none for POS, DUVRI...).
  imports: {
    keyOf: (row) => ({ ownerId: row.supplierId, category: row.category.supplierAttachmentType }),
    candidate: async (db, key, importId) => {
      const own = await db.supplierAttachment.findFirst({
        where: { id: importId, supplierId: key.ownerId },
        select: { attachmentType: true, attachmentFilename: true, documentDate: true, documentExpirationDate: true, mediaId: true },
      });
      return own && { ...own, matches: key.category !== null && own.attachmentType === key.category };
    },
  },
  // The requirement stays: deleting removes what was uploaded (required-document-deletion.ts).
  deletion: (viewer, row) => {
    const decision = requiredDocumentDeleteDecision(viewer, row);
    return decision.allowed ? { kind: "FILE_REMOVED" } : { kind: "REFUSED", decision };
  },
  deletionRefused: (decision, row) =>
    row.mediaId === null ? new ValidationError({ id: [DELETE_NOTHING] }) : new ValidationError({ id: [decision.reason ?? DELETE_NOTHING] }, decision.reason ?? DELETE_NOTHING),
  lock: async (tx, row) => {
    await tx.$queryRaw`SELECT "id" FROM "procurement_supplier_attachments" WHERE "id" = ${row.id} FOR UPDATE`;
  },
};
