// The supplier home's REST answers (spec section 7) in the spec's snake_case: cs/getdata, cs/storedata and
// the company document and worker stores, from the rows the supplier services read (supplier-rows.ts).
import { isoDateOrNull } from "../../../common/calendar-dates";
import { supplierAttachmentTypeLabel } from "../../../common/reference-lists";
import { listPageMeta, type ListPageMeta } from "../../lib/page-params";
import { toProcurementData, type ProcurementData } from "../procurements/procurement-shapes.rest";
import { municipalityLabel } from "../reference/municipality-label";
import { supplierAttachmentDownloadUrl, type DuvriRow, type SupplierAttachmentDataRow, type SupplierWorkerDataRow } from "./supplier-rows";
import type { SupplierHome } from "./suppliers.service";

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

export type DuvriData = { id: number; procurement_id: number; label: string; status: number; issued_at: string | null };

export function toDuvriData(row: DuvriRow): DuvriData {
  return { id: row.id, procurement_id: row.procurementId, label: row.label, status: row.status, issued_at: isoDateOrNull(row.issuedAt) };
}

// The spec's snake_case shape of cs/getdata (and of cs/storedata's answer); each list holds the asked page.
export type SupplierData = {
  id: number;
  company_name: string;
  phone: string | null;
  address: string | null;
  email: string | null;
  referral_customer_id: number | null;
  location: { comune: string; provincia: string } | null;
  attachments: SupplierAttachmentData[];
  workers: SupplierWorkerData[];
  // Only the DUVRIs in the state suppliers are shown (status 4, spec section 9).
  duvris: DuvriData[];
  // The procurements the supplier is on ("Elenco appalti").
  pr: ProcurementData[];
};

// Beside data: the page given, its size, and how far each list goes.
export type SupplierDataMeta = {
  current_page: number;
  per_page: number;
  attachments: ListPageMeta;
  workers: ListPageMeta;
  duvris: ListPageMeta;
  pr: ListPageMeta;
};

export function toSupplierHomeData(home: SupplierHome): { data: SupplierData; meta: SupplierDataMeta } {
  const { supplier: row, page, counts } = home;
  return {
    data: {
      id: row.id,
      company_name: row.companyName,
      phone: row.phone,
      address: row.address,
      email: row.email,
      referral_customer_id: row.referralCustomerId,
      location: row.municipality ? { comune: row.municipality.name, provincia: row.municipality.province } : null,
      attachments: home.attachments.map(toSupplierAttachmentData),
      workers: home.workers.map(toSupplierWorkerData),
      duvris: home.duvris.map(toDuvriData),
      pr: home.procurements.map(toProcurementData),
    },
    meta: {
      current_page: page.page,
      per_page: page.perPage,
      attachments: listPageMeta(page, counts.attachments),
      workers: listPageMeta(page, counts.workers),
      duvris: listPageMeta(page, counts.duvris),
      pr: listPageMeta(page, counts.procurementLinks),
    },
  };
}
