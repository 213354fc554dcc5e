// What every change to a vehicle, machine or tool and to its documents goes through: the element or document
// as the viewer may see it (anyone else's answers like a missing one), who may change it, the row
// lock that keeps two changes of one element apart, and the audit trail. elements.service.ts and
// element-documents.service.ts both build on these, so each rule is written once.
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import type { ElementKind } from "../../generated/prisma/enums";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { Viewer } from "../../viewer";
import { recordAudit, type AuditAction } from "../audit/audit.service";
import { elementApprovalOfDocuments } from "./element-approval";
import { elementDocumentWhereForViewer, elementWhereForViewer } from "./element-visibility";
import { documentAuditSelect, documentSnapshot, elementAuditSelect, elementSnapshot, type DocumentAuditRow, type ElementAuditRow } from "./elements.read";
import { ELEMENT_MESSAGES } from "./elements.validation";

export const ELEMENT_NOT_FOUND = "Elemento non trovato";
export const ELEMENT_DOCUMENT_NOT_FOUND = "Documento non trovato";
const ELEMENT_ENTITY = "ProcurementElement";
const DOCUMENT_ENTITY = "ElementAttachment";

export type Db = Prisma.TransactionClient;

const currentElementSelect = { ...elementAuditSelect, supplier: { select: { referralCustomerId: true } } } satisfies Prisma.ProcurementElementSelect;
export type CurrentElement = Prisma.ProcurementElementGetPayload<{ select: typeof currentElementSelect }>;

export const currentDocumentSelect = {
  ...documentAuditSelect,
  element: { select: currentElementSelect },
} satisfies Prisma.ElementAttachmentSelect;
export type CurrentDocument = Prisma.ElementAttachmentGetPayload<{ select: typeof currentDocumentSelect }>;

// An approved document is locked: neither edited nor deleted (spec section 6).
export function refuseApproved(document: { approvedAt: Date | null }): void {
  if (document.approvedAt) throw new ValidationError({ id: [ELEMENT_MESSAGES.approvedLocked] }, ELEMENT_MESSAGES.approvedLocked);
}

// Every change of an element or of its documents is audited here: its light's history goes with the record.
function complianceOf(row: { procurementId?: number; elementId?: number } | null) {
  if (row?.procurementId !== undefined) return { procurementIds: [row.procurementId] };
  if (row?.elementId !== undefined) return { elementIds: [row.elementId] };
  return undefined;
}

export function createElementAccess(deps: AppDeps) {
  async function visibleElement(db: Db | AppDeps["prisma"], viewer: Viewer, id: number, procurementId?: number | null, kinds?: ElementKind[]): Promise<CurrentElement> {
    const row = await db.procurementElement.findFirst({
      where: { id, ...(procurementId ? { procurementId } : {}), ...(kinds ? { kind: { in: kinds } } : {}), AND: [elementWhereForViewer(viewer)] },
      select: currentElementSelect,
    });
    if (!row) throw new NotFoundError(ELEMENT_NOT_FOUND);
    return row;
  }

  async function visibleDocument(db: Db | AppDeps["prisma"], viewer: Viewer, id: number): Promise<CurrentDocument> {
    const row = await db.elementAttachment.findFirst({ where: { id, AND: [elementDocumentWhereForViewer(viewer)] }, select: currentDocumentSelect });
    if (!row) throw new NotFoundError(ELEMENT_DOCUMENT_NOT_FOUND);
    return row;
  }

  // Locks the element row for the rest of the transaction, so two reviews or uploads never interleave.
  async function lockElement(tx: Db, id: number): Promise<void> {
    await tx.$queryRaw`SELECT "id" FROM "procurement_elements" WHERE "id" = ${id} FOR UPDATE`;
  }

  // One audit record of an element or of one of its documents, before and after (null: created or deleted).
  function auditOf<Row extends { id: number }>(entityType: string, snapshot: (row: Row) => Prisma.InputJsonObject) {
    return async (tx: Db, viewer: Viewer, ip: string | null | undefined, action: AuditAction, before: Row | null, after: Row | null) => {
      await recordAudit(tx, {
        actor: viewer,
        action,
        entityType,
        entityId: (after ?? before)?.id,
        before: before ? snapshot(before) : undefined,
        after: after ? snapshot(after) : undefined,
        ip,
        occurredAt: deps.now(),
        compliance: complianceOf((after ?? before) as { procurementId?: number; elementId?: number } | null),
      });
    };
  }
  const auditElement = auditOf<ElementAuditRow>(ELEMENT_ENTITY, elementSnapshot);
  const auditDocument = auditOf<DocumentAuditRow>(DOCUMENT_ENTITY, documentSnapshot);

  // The element's own approval follows its documents after every change of one of them (all approved:
  // approved; any rejected: rejected; otherwise waiting), recorded when it changes.
  async function followDocuments(tx: Db, viewer: Viewer, ip: string | null | undefined, elementId: number): Promise<void> {
    const before = await tx.procurementElement.findUniqueOrThrow({ where: { id: elementId }, select: elementAuditSelect });
    const documents = await tx.elementAttachment.findMany({ where: { elementId }, select: { approvedAt: true, rejectedAt: true } });
    const approval = elementApprovalOfDocuments(documents);
    if (approval === before.approval) return;
    const after = await tx.procurementElement.update({
      where: { id: elementId },
      data: { approval, ...(approval === "PENDING" ? { reviewNote: null, reviewedAt: null, reviewedById: null } : {}) },
      select: elementAuditSelect,
    });
    await auditElement(tx, viewer, ip, "element.approvalFollowedDocuments", before, after);
  }

  return { visibleElement, visibleDocument, lockElement, auditElement, auditDocument, followDocuments };
}
