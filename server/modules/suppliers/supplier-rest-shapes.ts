// The spec's snake_case shapes of the supplier home's REST calls (section 7): the rows each read selects
// and how they turn into JSON. cs/getdata, cs/storedata and the attachment and worker stores all answer
// through these, so one object has one shape whichever call returns it.
import { isoDateOrNull } from "../../../common/calendar-dates";
import { supplierAttachmentTypeLabel } from "../../../common/reference-lists";
import type { Prisma } from "../../generated/prisma/client";
import { municipalityLabel } from "../reference/municipality-label";


export function supplierAttachmentDownloadUrl(id: number): string {
  return `/api/customersupplierattachments/${id}/download`;
}

export const supplierAttachmentDataSelect = {
  id: true,
  supplierId: true,
  attachmentType: true,
  attachmentFilename: true,
  documentDate: true,
  documentExpirationDate: true,
  media: { select: { id: true, directory: true, storedName: true, extension: true, originalName: true, mimeType: true, sizeBytes: true } },
} satisfies Prisma.SupplierAttachmentSelect;

export type SupplierAttachmentDataRow = Prisma.SupplierAttachmentGetPayload<{ select: typeof supplierAttachmentDataSelect }>;

export type SupplierAttachmentData = {
  id: number;
  customer_supplier_id: number;
  attachment_type: number;
  attachment_type_label: string;
  attachment_filename: string;
  document_date: string | null;
  document_expiration_date: string | null;
  // The file is fetched with the token at download_url; media[] keeps the spec's fields for reference.
  download_url: string | null;
  media: { id: number; directory: string; filename: string; extension: string; original_name: string; mime_type: string; size: number }[];
};

export function toSupplierAttachmentData(row: SupplierAttachmentDataRow): SupplierAttachmentData {
  return {
    id: row.id,
    customer_supplier_id: row.supplierId,
    attachment_type: row.attachmentType,
    attachment_type_label: supplierAttachmentTypeLabel(row.attachmentType),
    attachment_filename: row.attachmentFilename,
    document_date: isoDateOrNull(row.documentDate),
    document_expiration_date: isoDateOrNull(row.documentExpirationDate),
    download_url: row.media ? supplierAttachmentDownloadUrl(row.id) : null,
    media: row.media
      ? [
          {
            id: row.media.id,
            directory: row.media.directory,
            filename: row.media.storedName,
            extension: row.media.extension,
            original_name: row.media.originalName,
            mime_type: row.media.mimeType,
            size: row.media.sizeBytes,
          },
        ]
      : [],
  };
}

export const supplierWorkerDataSelect = {
  id: true,
  supplierId: true,
  firstName: true,
  lastName: true,
  sex: true,
  resigned: true,
  fiscalCode: true,
  birthplaceId: true,
  birthDate: true,
  job: true,
  birthplace: { select: { id: true, name: true, province: true } },
} satisfies Prisma.SupplierWorkerSelect;

export type SupplierWorkerDataRow = Prisma.SupplierWorkerGetPayload<{ select: typeof supplierWorkerDataSelect }>;

export type SupplierWorkerData = {
  id: number;
  customer_supplier_id: number;
  first_name: string;
  last_name: string;
  sex: "M" | "F";
  resigned: 0 | 1;
  fiscal_code: string | null;
  location_id: number | null;
  // The birthplace as the autocomplete holds it, so an edit form starts with the chosen item.
  location: { id: number; comune: string; provincia: string; label: string } | null;
  birth_date: string | null;
  job: string | null;
};

export function toSupplierWorkerData(row: SupplierWorkerDataRow): SupplierWorkerData {
  return {
    id: row.id,
    customer_supplier_id: row.supplierId,
    first_name: row.firstName,
    last_name: row.lastName,
    sex: row.sex,
    resigned: row.resigned ? 1 : 0,
    fiscal_code: row.fiscalCode,
    location_id: row.birthplaceId,
    location: row.birthplace
      ? { id: row.birthplace.id, comune: row.birthplace.name, provincia: row.birthplace.province, label: municipalityLabel(row.birthplace) }
      : null,
    birth_date: isoDateOrNull(row.birthDate),
    job: row.job,
  };
}

export const duvriDataSelect = { id: true, procurementId: true, label: true, status: true, issuedAt: true } satisfies Prisma.DuvriSelect;

export type DuvriData = { id: number; procurement_id: number; label: string; status: number; issued_at: string | null };

export function toDuvriData(row: Prisma.DuvriGetPayload<{ select: typeof duvriDataSelect }>): DuvriData {
  return { id: row.id, procurement_id: row.procurementId, label: row.label, status: row.status, issued_at: isoDateOrNull(row.issuedAt) };
}
