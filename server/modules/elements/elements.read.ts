// Reading vehicles, machines and tools: the approval mode, the compliance of an element with the columns it
// needs, the contract's download path and the columns the audit trail records (spec section 3).
import { isoDateOrNull, isoTimestampOrNull } from "../../../common/calendar-dates";
import { ELEMENT_KINDS } from "../../../common/reference-lists";
import type { Prisma } from "../../generated/prisma/client";
import type { ApprovalMode, ElementKind } from "../../generated/prisma/enums";
import { elementComplianceOf, type ElementCompliance } from "../documents/compliance";

// Section 4, "Approval mode for machinery and tools": one document at a time when the supplier has a
// referral customer; vehicles always all at once.
export function approvalModeOf(kind: ElementKind, supplier: { referralCustomerId: number | null }): ApprovalMode {
  return kind !== "EQUIPMENT" && supplier.referralCustomerId !== null ? "SINGLE_DOCUMENT" : "ALL_DOCUMENTS_AT_ONCE";
}

// type_object as the spec names it (equipment, machinery, tool) and as the tab shows it.
export function typeObjectOf(kind: ElementKind): string {
  return ELEMENT_KINDS.find((entry) => entry.value === kind)?.specName ?? "equipment";
}

export function kindLabelOf(kind: ElementKind): string {
  return kind === "MACHINERY" ? "MACCHINARIO" : kind === "TOOL" ? "ATTREZZATURA" : "MEZZO";
}

export function elementDocumentDownloadUrl(document: { elementId: number; mediaId: number }, element: { procurementId: number; kind: ElementKind }): string {
  return `/api/cs/procurements/${element.procurementId}/${typeObjectOf(element.kind)}/${document.elementId}/attachment/${document.mediaId}/download`;
}

// An element's documents in the order of upload. The row's documents and its compliance read the same relation
// in this one order: Pothos merges two selections of one relation only when their arguments are equal, and
// otherwise loads the relation again for every element on the page.
export const elementDocumentOrder = [{ id: "asc" }] satisfies Prisma.ElementAttachmentOrderByWithRelationInput[];

export const elementDocumentComplianceSelect = {
  requirementId: true,
  documentName: true,
  approvedAt: true,
  rejectedAt: true,
  documentExpirationDate: true,
} satisfies Prisma.ElementAttachmentSelect;

// The requirements still asked (a requirement taken away with documents on it stays, not active), of every supplier
// and of each one; requirementsFor picks the element's.
export const elementRequirementsSelect = {
  where: { active: true },
  select: { id: true, kind: true, documentName: true, supplierId: true },
  orderBy: [{ position: "asc" }, { id: "asc" }],
} satisfies Prisma.Procurement$elementRequirementsArgs;

// Exactly what the element's compliance reads: its kind, its supplier's mode, the procurement's list for
// that kind and its documents' dates.
export const elementComplianceSelect = {
  kind: true,
  supplierId: true,
  supplier: { select: { referralCustomerId: true } },
  procurement: { select: { elementRequirements: elementRequirementsSelect } },
  attachments: { select: elementDocumentComplianceSelect, orderBy: elementDocumentOrder },
} satisfies Prisma.ProcurementElementSelect;

export type ElementComplianceColumns = Prisma.ProcurementElementGetPayload<{ select: typeof elementComplianceSelect }>;

// What an element of this kind of this supplier is asked: the procurement's list for every supplier and the one for
// this supplier. Tools are asked the machinery list when the procurement keeps none of their own (spec section 3
// names only vehicles[] and machinery[]). The requirements are the active ones (the select keeps only those).
export function requirementsFor<R extends { kind: ElementKind; supplierId: number | null }>(kind: ElementKind, requirements: readonly R[], supplierId: number): R[] {
  const asked = requirements.filter((requirement) => requirement.supplierId === null || requirement.supplierId === supplierId);
  const own = asked.filter((requirement) => requirement.kind === kind);
  if (own.length > 0 || kind !== "TOOL") return own;
  return asked.filter((requirement) => requirement.kind === "MACHINERY");
}

export function complianceOfElement(row: ElementComplianceColumns, today: string): ElementCompliance {
  return elementComplianceOf({ requirements: requirementsFor(row.kind, row.procurement.elementRequirements, row.supplierId), documents: row.attachments }, today);
}

// An element document's own columns, as the audit trail records them and the REST facade answers them.
export const documentColumns = {
  id: true,
  elementId: true,
  mediaId: true,
  requirementId: true,
  documentName: true,
  documentDate: true,
  documentExpirationDate: true,
  approvalMode: true,
  approvedAt: true,
  rejectedAt: true,
  note: true,
} satisfies Prisma.ElementAttachmentSelect;

// An element's own columns, as the audit trail records them and the REST facade answers them.
export const elementColumns = {
  id: true,
  procurementId: true,
  supplierId: true,
  type: true,
  makerAndModel: true,
  serialNumber: true,
  belonging: true,
  approval: true,
  note: true,
  reviewNote: true,
} satisfies Prisma.ProcurementElementSelect;

export const elementAuditSelect = { ...elementColumns, kind: true, reviewedAt: true, reviewedById: true } satisfies Prisma.ProcurementElementSelect;

export type ElementAuditRow = Prisma.ProcurementElementGetPayload<{ select: typeof elementAuditSelect }>;

export function elementSnapshot(row: ElementAuditRow): Prisma.InputJsonObject {
  return { ...row, reviewedAt: isoTimestampOrNull(row.reviewedAt) };
}

export const documentAuditSelect = { ...documentColumns, reviewedById: true } satisfies Prisma.ElementAttachmentSelect;

export type DocumentAuditRow = Prisma.ElementAttachmentGetPayload<{ select: typeof documentAuditSelect }>;

export function documentSnapshot(row: DocumentAuditRow): Prisma.InputJsonObject {
  return {
    ...row,
    documentDate: isoDateOrNull(row.documentDate),
    documentExpirationDate: isoDateOrNull(row.documentExpirationDate),
    approvedAt: isoTimestampOrNull(row.approvedAt),
    rejectedAt: isoTimestampOrNull(row.rejectedAt),
  };
}
