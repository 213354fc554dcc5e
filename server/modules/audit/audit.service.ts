// The audit trail: who did what to which object, when, from where, with the state before and after.
// Callers pass the Prisma client or the transaction they are in, so the record commits with the change.
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import type { Viewer } from "../../viewer";
import { recordDocumentEventOf } from "../webhooks/webhook-document-events";
import { recordComplianceHistory, type HistoryScope } from "../compliance/compliance-history";

// Every action the trail records, "<entity>.<pastTense>": one pattern, so a reviewer filters deletions or reviews of
// any kind of object the same way. A migration renamed the records written under the older names.
const AUDIT_ACTIONS = {
  apiClient: ["created", "revoked", "rotated"],
  auth: ["passwordChanged", "passwordResetCompleted", "passwordResetRequested", "signInFailed", "signedIn", "signedOut"],
  customer: ["created"],
  element: ["approvalFollowedDocuments", "created", "deleted", "reviewed", "updated"],
  elementDocument: ["deleted", "edited", "replaced", "reviewed", "uploaded"],
  elementDocumentType: ["created", "deleted"],
  factory: ["created", "deleted", "updated"],
  fitnessCertificate: ["added", "deleted", "edited", "fileDeleted", "imported", "mandatoryChanged", "replaced", "reviewNoteSplit", "reviewed", "uploaded"],
  procurement: ["closed", "created", "deleted", "updated"],
  procurementFile: ["deleted", "uploaded"],
  procurementRequirements: ["changed", "copied", "othersChanged"],
  procurementSupplier: ["added", "removed", "updated"],
  procurementWorker: ["assigned", "edited", "propagated", "removed", "reviewed"],
  requirementCategory: ["created", "defaultDocumentRemoved", "defaultDocumentSet", "updated"],
  requiredDocument: ["edited", "fileDeleted", "imported", "mandatoryChanged", "reviewed", "uploaded"],
  substance: ["created", "deleted", "sdsReplaced", "updated"],
  supplier: ["registered", "updated"],
  supplierRequirements: ["changed"],
  supplierAttachment: ["created", "deleted", "replaced", "updated"],
  supplierWorker: ["accessGranted", "accessRevoked", "created", "deleted", "updated"],
  webhookEndpoint: ["created", "deleted", "redelivered", "secretRotated", "tested", "updated"],
  user: ["deactivated", "expiryRemindersChanged", "invited", "levelChanged", "reactivated"],
  workerCategory: ["created", "updated"],
  workerDocument: ["created", "deleted", "replaced", "updated"],
  workerFile: ["added", "deleted"],
  workforceWorker: ["photoChanged"],
} as const;
type AuditActions = typeof AUDIT_ACTIONS;
export type AuditAction = { [Entity in keyof AuditActions]: `${Entity}.${AuditActions[Entity][number]}` }[keyof AuditActions];

type AuditWriter = PrismaClient | Prisma.TransactionClient;

export type AuditEntry = {
  actor: Viewer | null;
  // Who acted when there is no viewer (an e-mail typed at sign-in, a machine client's name).
  actorLabel?: string;
  action: AuditAction;
  entityType: string;
  entityId?: string | number | null;
  // Never passwords, hashes or tokens: callers pass only what a reviewer needs to read.
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
  ip?: string | null;
  occurredAt?: Date;
  // The procurements (or elements) whose compliance items the change touched: their history is appended here,
  // in the same transaction and at the same instant as the record, so no write path can change an item's light
  // without its history (compliance-history.ts).
  compliance?: HistoryScope;
};

const LABEL_MAX_LENGTH = 254;

export async function recordAudit(db: AuditWriter, entry: AuditEntry): Promise<void> {
  const label = entry.actorLabel ?? entry.actor?.email ?? "anonimo";
  await db.auditRecord.create({
    data: {
      actorUserId: entry.actor?.userId ?? null,
      actorLabel: label.slice(0, LABEL_MAX_LENGTH),
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: entry.before,
      after: entry.after,
      ip: entry.ip ?? null,
      ...(entry.occurredAt ? { occurredAt: entry.occurredAt } : {}),
    },
  });
  // A document's upload or review is also a webhook event, written in the same transaction (modules/webhooks).
  await recordDocumentEventOf(db, entry);
  if (entry.compliance) await recordComplianceHistory(db, entry.occurredAt ?? new Date(), entry.compliance);
}
