// The rows the supplier home reads (section 7): what a company document, a worker and a DUVRI hold when a
// service hands them over. cs/getdata, cs/storedata and the attachment and worker stores all read through
// these, so one object has one shape whichever call returns it (supplier-shapes.rest.ts writes it out).
import type { Prisma } from "../../generated/prisma/client";

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

export const duvriDataSelect = { id: true, procurementId: true, label: true, status: true, issuedAt: true } satisfies Prisma.DuvriSelect;

export type DuvriRow = Prisma.DuvriGetPayload<{ select: typeof duvriDataSelect }>;
