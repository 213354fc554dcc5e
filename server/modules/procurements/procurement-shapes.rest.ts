// The spec's "Procurement" (section 3) and the procurement card (cs/subprocurements/{id}) in snake_case.
import { isoDateOrNull } from "../../../common/calendar-dates";
import { toRequiredDocumentData, type RequiredDocumentData } from "../documents/required-documents.read";
import type { PivotRow } from "./procurement-links";
import type { ProcurementDataRow } from "./procurement-rows";
import { procurementFileDownloadUrl, type ProcurementCard } from "./procurements.service";

export type ProcurementData = {
  id: number;
  label: string;
  date_start: string | null;
  date_end: string | null;
  note: string | null;
  customer_id: number;
};

export function toProcurementData(row: ProcurementDataRow): ProcurementData {
  return {
    id: row.id,
    label: row.label,
    date_start: isoDateOrNull(row.dateStart),
    date_end: isoDateOrNull(row.dateEnd),
    note: row.note,
    customer_id: row.customerId,
  };
}

// The spec's "pivot" of a supplier on a procurement; the category list travels as a JSON string.
export type ProcurementPivot = {
  id: number;
  procurement_id: number;
  customer_supplier_id: number;
  parent_customer_supplier_id: number | null;
  note: string | null;
  worker_mandatory_document_categories: string;
};

export function toPivot(row: PivotRow): ProcurementPivot {
  return {
    id: row.id,
    procurement_id: row.procurementId,
    customer_supplier_id: row.supplierId,
    parent_customer_supplier_id: row.parentSupplierId,
    note: row.note,
    worker_mandatory_document_categories: JSON.stringify(row.workerMandatoryDocumentCategories ?? []),
  };
}

export type SubprocurementData = ProcurementData & {
  worker_mandatory_document_categories: string;
  customer_suppliers: { id: number; company_name: string; pivot: ProcurementPivot }[];
  // The required documents of the suppliers the viewer sees, each with its compliance state.
  supplier_attachments: RequiredDocumentData[];
  files: {
    id: number;
    label: string | null;
    filename: string;
    extension: string;
    mime_type: string;
    size_bytes: number;
    download_url: string;
  }[];
};

export function toSubprocurementData(row: ProcurementCard, today: string): SubprocurementData {
  return {
    ...toProcurementData(row),
    worker_mandatory_document_categories: JSON.stringify(row.workerMandatoryDocumentCategories ?? []),
    customer_suppliers: row.suppliers.map((link) => ({
      id: link.supplierId,
      company_name: link.supplier.companyName,
      pivot: toPivot(link),
    })),
    supplier_attachments: row.requiredDocuments.map((document) => toRequiredDocumentData(document, today)),
    files: row.files.map((file) => ({
      id: file.id,
      label: file.label,
      filename: file.media.originalName,
      extension: file.media.extension,
      mime_type: file.media.mimeType,
      size_bytes: file.media.sizeBytes,
      download_url: procurementFileDownloadUrl(file.id),
    })),
  };
}
