// A document of a vehicle, machine or tool on a procurement. Each row is one file (never without one); its
// review is stamped as approved_at / rejected_at, and its note is the reviewer's. Reviewed one by one only
// where the customer approves document by document (SINGLE_DOCUMENT); every change of one document moves the
// element's own approval after it, under the element's row lock.
import type { AppDeps } from "../../../deps";
import type { Prisma } from "../../../generated/prisma/client";
import { ValidationError } from "../../../lib/errors";
import { createElementAccess, currentDocumentSelect, refuseApproved, ELEMENT_DOCUMENT_NOT_FOUND, type CurrentDocument } from "../../elements/element-access";
import { elementDocumentWhereForViewer } from "../../elements/element-visibility";
import { approvalModeOf, documentAuditSelect, documentSnapshot, type DocumentAuditRow } from "../../elements/elements.read";
import { ELEMENT_MESSAGES } from "../../elements/elements.validation";
import { requireOwnSupplier } from "../../auth/permissions";
import type { ItemChange, RequiredItemKind } from "../kind";


// The lifecycle's words in this kind's columns: the approval as its two stamps, the review note in note.
export function elementDocumentColumns(change: ItemChange, now: Date): Prisma.ElementAttachmentUncheckedUpdateInput {
  const { approval, reviewNote, reviewedAt: _reviewedAt, attachmentName, active: _active, note: _supplierNote, uploadedAt: _uploadedAt, mediaId, ...rest } = change;
  return {
    ...rest,
    ...(mediaId ? { mediaId } : {}),
    ...(attachmentName !== undefined ? { documentName: attachmentName } : {}),
    ...(approval !== undefined ? { approvedAt: approval === "APPROVED" ? (change.reviewedAt ?? now) : null, rejectedAt: approval === "REJECTED" ? (change.reviewedAt ?? now) : null } : {}),
    ...(reviewNote !== undefined ? { note: reviewNote } : {}),
  };
}

export function elementDocumentKind(deps: AppDeps): RequiredItemKind<CurrentDocument, DocumentAuditRow> {
  const { lockElement, followDocuments } = createElementAccess(deps);
  return {
    entityType: "ElementAttachment",
    notFound: ELEMENT_DOCUMENT_NOT_FOUND,
    words: {
      ofItem: "del documento",
      thisItem: "questo documento",
      ownDocument: "un documento del fornitore",
      ownDocumentTitle: "Documento del fornitore",
      requiredCategory: "al documento richiesto",
    },
    fields: { reviewNote: "note", import: "importId" },
    actions: {
      reviewed: "elementDocument.reviewed",
      mandatoryChanged: null,
      uploaded: "elementDocument.uploaded",
      replaced: "elementDocument.replaced",
      imported: "elementDocument.uploaded",
      edited: "elementDocument.edited",
      fileDeleted: "elementDocument.deleted",
      deleted: "elementDocument.deleted",
    },
    gates: { review: "reviewRequiredItems", upload: "uploadElementDocuments", replace: "editElementDocuments", delete: "deleteElementDocuments" },
    fileDirectory: "element-attachments",
    nameRequired: false,
    find: (db, viewer, id) => db.elementAttachment.findFirst({ where: { id, AND: [elementDocumentWhereForViewer(viewer)] }, select: currentDocumentSelect }),
    stateOf: (row) => ({
      approval: row.approvedAt ? "APPROVED" : row.rejectedAt ? "REJECTED" : "PENDING",
      active: true,
      hasFile: true,
      reviewNote: row.note,
    }),
    supplierIdOf: (row) => row.element.supplierId,
    procurementIdOf: (row) => row.element.procurementId,
    rowOf: ({ element: _element, ...row }) => row,
    update: (db, id, change) => db.elementAttachment.update({ where: { id }, data: elementDocumentColumns(change, deps.now()), select: documentAuditSelect }),
    remove: async (db, id) => {
      await db.elementAttachment.delete({ where: { id } });
    },
    snapshot: documentSnapshot,
    // Each document is its own file: deleting removes the row, never an approved one (a new version instead).
    deletion: (_viewer, row) => (row.approvedAt ? { kind: "REFUSED", decision: { allowed: false, reason: ELEMENT_MESSAGES.approvedLocked } } : { kind: "ROW_DELETED" }),
    authorizeDelete: (viewer, row) => {
      requireOwnSupplier(viewer, row.element.supplierId, "deleteElementDocuments", "Impossibile eliminare il documento");
    },
    deletionRefused: (decision) => new ValidationError({ id: [decision.reason ?? ELEMENT_MESSAGES.approvedLocked] }, decision.reason ?? ELEMENT_MESSAGES.approvedLocked),
    lock: (tx, row) => lockElement(tx, row.elementId),
    refuseRefiling: refuseApproved,
    refuseReview: (row) => {
      if (approvalModeOf(row.element.kind, row.element.supplier) !== "SINGLE_DOCUMENT") {
        throw new ValidationError({ approval: [ELEMENT_MESSAGES.wholeElementOnly] }, ELEMENT_MESSAGES.wholeElementOnly);
      }
    },
    afterChange: (tx, viewer, ip, row) => followDocuments(tx, viewer, ip, row.elementId),
  };
}
