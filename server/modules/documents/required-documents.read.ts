// Reading required documents: the filters and sorts of the tab 2 table, the columns the compliance rule
// needs, and the snake_case shape of the REST facade. Visibility always comes from procurement-visibility.ts.
import { isoDateOf } from "../../../common/calendar-dates";
import { approvalStateToCode } from "../../../common/reference-lists";
import type { Prisma } from "../../generated/prisma/client";
import { withIdTiebreaker, prismaSortOrder, type SortDirectionValue } from "../../lib/sorting";
import type { Viewer } from "../../viewer";
import { containsInsensitive, searchTextOf } from "../../lib/search-text";
import { requiredDocumentWhereForViewer } from "../procurements/procurement-visibility";
import { complianceStateOf, type ComplianceState } from "./compliance";

export const REQUIRED_DOCUMENT_ORDER_FIELDS = ["ACTIVE", "CATEGORY", "DOCUMENT_DATE", "EXPIRATION_DATE", "APPROVAL"] as const;
export type RequiredDocumentOrderField = (typeof REQUIRED_DOCUMENT_ORDER_FIELDS)[number];

export const DEFAULT_DOCUMENT_TAG = "PROCUREMENT_ATTACHMENT_DEFAULT_DOCUMENT";

// Download paths of the REST facade (the contract's URLs): the client fetches them with its token.
export function requiredDocumentDownloadUrl(id: number, defaultDocument = false): string {
  const base = `/api/cs/procurementsupplierattachments/download/file?item_id=${id}`;
  return defaultDocument ? `${base}&tag=${DEFAULT_DOCUMENT_TAG}` : base;
}

// The Word self-certification of one supplier on one procurement (category AC), generated on request.
export function selfCertificationUrl(procurementId: number, supplierId: number): string {
  return `/api/procurements/autocertificazione/generate?procurement_id=${procurementId}&supplier_id=${supplierId}`;
}

export type RequiredDocumentListFilter = {
  procurementId: number;
  supplierId: number;
  search?: string | null;
  hideInactive?: boolean | null;
};

// The requirements of one supplier on one procurement that the viewer may see, narrowed by the table's
// quick search (category label or uploaded document name) and "Nascondi i non attivi".
export function requiredDocumentListWhere(
  viewer: Viewer | null,
  filter: RequiredDocumentListFilter,
): Prisma.ProcurementSupplierAttachmentWhereInput {
  const search = searchTextOf(filter.search);
  const and: Prisma.ProcurementSupplierAttachmentWhereInput[] = [requiredDocumentWhereForViewer(viewer)];
  if (search) {
    and.push({
      OR: [
        { category: { label: containsInsensitive(search) } },
        { attachmentName: containsInsensitive(search) },
      ],
    });
  }
  if (filter.hideInactive) and.push({ active: true });
  return { procurementId: filter.procurementId, supplierId: filter.supplierId, AND: and };
}

// "The table is sorted by active": mandatory rows first, then by category. Other columns sort on their own,
// with the id as the last key so cursors stay stable.
export function requiredDocumentOrderBy(
  field: RequiredDocumentOrderField | null | undefined,
  direction: SortDirectionValue | null | undefined,
): Prisma.ProcurementSupplierAttachmentOrderByWithRelationInput[] {
  const order = prismaSortOrder(direction ?? "DESC");
  const byCategory: Prisma.ProcurementSupplierAttachmentOrderByWithRelationInput = { category: { label: "asc" } };
  const nullsLast = { sort: order, nulls: "last" } as const;
  switch (field ?? "ACTIVE") {
    case "ACTIVE":
      return withIdTiebreaker([{ active: order }, byCategory], direction);
    case "CATEGORY":
      return withIdTiebreaker({ category: { label: order } }, direction);
    case "DOCUMENT_DATE":
      return withIdTiebreaker({ documentDate: nullsLast }, direction);
    case "EXPIRATION_DATE":
      return withIdTiebreaker({ documentExpirationDate: nullsLast }, direction);
    case "APPROVAL":
      return withIdTiebreaker([{ approval: order }, byCategory], direction);
  }
}

// Exactly the columns the compliance rule reads.
export const complianceSelect = {
  active: true,
  approval: true,
  mediaId: true,
  documentExpirationDate: true,
} satisfies Prisma.ProcurementSupplierAttachmentSelect;

export type ComplianceColumns = Prisma.ProcurementSupplierAttachmentGetPayload<{ select: typeof complianceSelect }>;

export function complianceOfRow(row: ComplianceColumns, today: string): ComplianceState {
  return complianceStateOf(
    { active: row.active, hasFile: row.mediaId !== null, approval: row.approval, documentExpirationDate: row.documentExpirationDate },
    today,
  );
}

const mediaLocationSelect = { directory: true, storedName: true, extension: true, originalName: true } satisfies Prisma.MediaSelect;

// A requirement's own columns, as the REST facade answers them and the audit trail records them.
const requirementColumns = {
  id: true,
  procurementId: true,
  supplierId: true,
  attachmentName: true,
  documentDate: true,
  documentExpirationDate: true,
  approval: true,
  active: true,
  note: true,
  reviewNote: true,
  mediaId: true,
  uploadedAt: true,
  reviewedAt: true,
} satisfies Prisma.ProcurementSupplierAttachmentSelect;

export const requiredDocumentRestSelect = {
  ...requirementColumns,
  category: { select: { code: true, label: true, defaultMedia: { select: mediaLocationSelect } } },
  media: { select: mediaLocationSelect },
  defaultMedia: { select: mediaLocationSelect },
} satisfies Prisma.ProcurementSupplierAttachmentSelect;

type RequiredDocumentRestRow = Prisma.ProcurementSupplierAttachmentGetPayload<{ select: typeof requiredDocumentRestSelect }>;

// The spec's "Procurement supplier attachment" (section 3) in snake_case: approved 0/1/2, active 0/1. note is
// the spec's, the supplier's (sent with the upload); review_note the customer's (sent with the approval).
export function toRequiredDocumentData(row: RequiredDocumentRestRow, today: string) {
  return {
    id: row.id,
    procurement_id: row.procurementId,
    customer_supplier_id: row.supplierId,
    attachment_category: row.category.label,
    attachment_category_code: row.category.code,
    attachment_name: row.attachmentName,
    document_date: row.documentDate ? isoDateOf(row.documentDate) : null,
    document_expiration_date: row.documentExpirationDate ? isoDateOf(row.documentExpirationDate) : null,
    approved: approvalStateToCode(row.approval),
    active: row.active ? 1 : 0,
    note: row.note,
    review_note: row.reviewNote,
    uploaded_at: row.uploadedAt?.toISOString() ?? null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    compliance_state: complianceOfRow(row, today),
    media: row.media
      ? [{ directory: row.media.directory, filename: row.media.storedName, extension: row.media.extension, original_name: row.media.originalName }]
      : [],
    defdoc: defaultOf(row) ? { filename: defaultOf(row)!.storedName, extension: defaultOf(row)!.extension } : null,
  };
}

export type RequiredDocumentData = ReturnType<typeof toRequiredDocumentData>;

// The audit trail's picture of a requirement, before and after a change.
export const auditSelect = { ...requirementColumns, categoryId: true, reviewedById: true } satisfies Prisma.ProcurementSupplierAttachmentSelect;

export type AuditRow = Prisma.ProcurementSupplierAttachmentGetPayload<{ select: typeof auditSelect }>;

export function auditSnapshot(row: AuditRow): Prisma.InputJsonObject {
  return {
    procurementId: row.procurementId,
    supplierId: row.supplierId,
    categoryId: row.categoryId,
    attachmentName: row.attachmentName,
    documentDate: row.documentDate ? isoDateOf(row.documentDate) : null,
    documentExpirationDate: row.documentExpirationDate ? isoDateOf(row.documentExpirationDate) : null,
    approval: row.approval,
    active: row.active,
    note: row.note,
    reviewNote: row.reviewNote,
    mediaId: row.mediaId,
    uploadedAt: row.uploadedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedById: row.reviewedById,
  };
}

// The row's own default document, or else its category's (the catalogue's, for every procurement that asks it).
export function defaultOf<M>(row: { defaultMedia: M | null; category: { defaultMedia: M | null } }): M | null {
  return row.defaultMedia ?? row.category.defaultMedia;
}
