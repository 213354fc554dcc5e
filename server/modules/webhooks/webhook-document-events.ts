// Document events, derived from the audit trail's records: every upload and review of a required item already writes
// one in its transaction (audit.service.ts), so deriving the event there covers every path (GraphQL, REST, the
// approvals inbox, imports) without a copy in each. Only the ids and the new state go out: never a file, a note or
// a fitness judgement.
import type { Prisma } from "../../generated/prisma/client";
import type { AuditAction } from "../audit/audit.service";
import { recordWebhookEvent } from "./webhook-events";

type Db = Prisma.TransactionClient;
type DocumentKind = "REQUIRED_DOCUMENT" | "ELEMENT_DOCUMENT" | "FITNESS_CERTIFICATE";
type Approval = "PENDING" | "APPROVED" | "REJECTED";
type Found = { customerId: number; procurementId: number; supplierId: number; approval: Approval };

const UPLOADS: Partial<Record<AuditAction, DocumentKind>> = {
  "requiredDocument.uploaded": "REQUIRED_DOCUMENT",
  "requiredDocument.imported": "REQUIRED_DOCUMENT",
  "elementDocument.uploaded": "ELEMENT_DOCUMENT",
  "elementDocument.replaced": "ELEMENT_DOCUMENT",
  "fitnessCertificate.uploaded": "FITNESS_CERTIFICATE",
  "fitnessCertificate.replaced": "FITNESS_CERTIFICATE",
  "fitnessCertificate.imported": "FITNESS_CERTIFICATE",
};
const REVIEWS: Partial<Record<AuditAction, DocumentKind>> = {
  "requiredDocument.reviewed": "REQUIRED_DOCUMENT",
  "elementDocument.reviewed": "ELEMENT_DOCUMENT",
  "fitnessCertificate.reviewed": "FITNESS_CERTIFICATE",
};

const FINDERS: Record<DocumentKind, (db: Db, id: number) => Promise<Found | null>> = {
  REQUIRED_DOCUMENT: async (db, id) => {
    const row = await db.procurementSupplierAttachment.findUnique({
      where: { id },
      select: { procurementId: true, supplierId: true, approval: true, procurement: { select: { customerId: true } } },
    });
    return row && { customerId: row.procurement.customerId, procurementId: row.procurementId, supplierId: row.supplierId, approval: row.approval };
  },
  FITNESS_CERTIFICATE: async (db, id) => {
    const row = await db.procurementWorkerAttachment.findUnique({
      where: { id },
      select: { approval: true, procurementWorker: { select: { procurementId: true, supplierId: true, procurement: { select: { customerId: true } } } } },
    });
    const worker = row?.procurementWorker;
    return row && worker ? { customerId: worker.procurement.customerId, procurementId: worker.procurementId, supplierId: worker.supplierId, approval: row.approval } : null;
  },
  ELEMENT_DOCUMENT: async (db, id) => {
    const row = await db.elementAttachment.findUnique({
      where: { id },
      select: { approvedAt: true, rejectedAt: true, element: { select: { procurementId: true, supplierId: true, procurement: { select: { customerId: true } } } } },
    });
    const element = row?.element;
    if (!row || !element) return null;
    const approval: Approval = row.approvedAt ? "APPROVED" : row.rejectedAt ? "REJECTED" : "PENDING";
    return { customerId: element.procurement.customerId, procurementId: element.procurementId, supplierId: element.supplierId, approval };
  },
};

// Called by recordAudit with every record it writes, in the same transaction.
export async function recordDocumentEventOf(db: Db, entry: { action: AuditAction; entityId?: string | number | null; occurredAt?: Date }): Promise<void> {
  const uploadKind = UPLOADS[entry.action];
  const kind = uploadKind ?? REVIEWS[entry.action];
  if (!kind || entry.entityId === undefined || entry.entityId === null) return;
  const documentId = Number(entry.entityId);
  const found = await FINDERS[kind](db, documentId);
  if (!found) return;
  const type = uploadKind ? "document.uploaded" : found.approval === "APPROVED" ? "document.approved" : found.approval === "REJECTED" ? "document.rejected" : null;
  if (!type) return;
  const occurredAt = entry.occurredAt ?? new Date();
  await recordWebhookEvent(db, {
    customerId: found.customerId,
    type,
    occurredAt,
    data: { documentKind: kind, documentId, procurementId: found.procurementId, supplierId: found.supplierId, approval: found.approval },
  });
}
