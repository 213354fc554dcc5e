// The REST facade's vehicles, machines and tools (spec section 3, "Equipment" and "Machinery / tool") in the
// spec's snake_case: what each route selects and how it answers. The element service reads the rows.
import { isoDateOrNull, isoTimestampOrNull } from "../../../common/calendar-dates";
import { approvalStateToCode, elementAttachmentStateCode } from "../../../common/reference-lists";
import type { Prisma } from "../../generated/prisma/client";
import type { ElementKind } from "../../generated/prisma/enums";
import { elementDocumentStateOf } from "../documents/compliance";
import {
  approvalModeOf,
  complianceOfElement,
  documentColumns,
  elementColumns,
  elementComplianceSelect,
  elementDocumentDownloadUrl,
  elementDocumentOrder,
  typeObjectOf,
} from "./elements.read";

const mediaSelect = { id: true, directory: true, storedName: true, extension: true, originalName: true } satisfies Prisma.MediaSelect;

export const elementDocumentRestSelect = { ...documentColumns, media: { select: mediaSelect } } satisfies Prisma.ElementAttachmentSelect;

export const elementRestSelect = {
  ...elementColumns,
  ...elementComplianceSelect,
  attachments: { select: elementDocumentRestSelect, orderBy: elementDocumentOrder },
} satisfies Prisma.ProcurementElementSelect;

type ElementRestRow = Prisma.ProcurementElementGetPayload<{ select: typeof elementRestSelect }>;
type ElementDocumentRestRow = Prisma.ElementAttachmentGetPayload<{ select: typeof elementDocumentRestSelect }>;

export function toElementDocumentData(row: ElementDocumentRestRow, element: { procurementId: number; kind: ElementKind }, today: string) {
  const approved = elementAttachmentStateCode(row);
  return {
    id: row.id,
    item_id: row.elementId,
    type_object: typeObjectOf(element.kind),
    media_id: row.mediaId,
    fileid: row.mediaId,
    directory: row.media.directory,
    filename: row.media.storedName,
    extension: row.media.extension,
    original_name: row.media.originalName,
    requirement_id: row.requirementId,
    document_name: row.documentName,
    document_date: isoDateOrNull(row.documentDate),
    document_expiration_date: isoDateOrNull(row.documentExpirationDate),
    approval_mode: row.approvalMode,
    approved,
    approved_at: isoTimestampOrNull(row.approvedAt),
    rejected_at: isoTimestampOrNull(row.rejectedAt),
    note: row.note,
    compliance_state: elementDocumentStateOf(row, today),
    download_url: elementDocumentDownloadUrl(row, element),
  };
}

// The spec's "Equipment" / "Machinery / tool" in snake_case: belonging 1/2, approved 0/1/2, media[].
export function toElementData(row: ElementRestRow, today: string) {
  const compliance = complianceOfElement(row, today);
  return {
    id: row.id,
    procurement_id: row.procurementId,
    customer_supplier_id: row.supplierId,
    type_object: typeObjectOf(row.kind),
    type: row.type,
    maker_and_model: row.makerAndModel,
    serial_number: row.serialNumber,
    belonging: row.belonging === "OWNED" ? 1 : row.belonging === "RENTED" ? 2 : null,
    approved: approvalStateToCode(row.approval),
    approval_mode: approvalModeOf(row.kind, row.supplier),
    note: row.note,
    review_note: row.reviewNote,
    compliance_state: compliance.state,
    traffic_light: compliance.light,
    compliance_reasons: compliance.reasons,
    media: row.attachments.map((document) => toElementDocumentData(document, row, today)),
  };
}

// cs/subprocurements/{id}: every element the viewer sees, by kind, and the names of the documents the
// procurement requires per vehicle and per machine.
export function toProcurementElementsData(
  rows: { elements: ElementRestRow[]; requirements: { kind: ElementKind; documentName: string }[] },
  today: string,
) {
  const data = rows.elements.map((row) => toElementData(row, today));
  const named = (kind: ElementKind) => rows.requirements.filter((row) => row.kind === kind).map((row) => row.documentName);
  return {
    equipments: data.filter((element) => element.type_object === "equipment"),
    machineries: data.filter((element) => element.type_object === "machinery"),
    tools: data.filter((element) => element.type_object === "tool"),
    vehicles: named("EQUIPMENT"),
    machinery: named("MACHINERY"),
  };
}
