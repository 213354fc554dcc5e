// The REST facade's workers on a procurement (tab 3 and the procurement worker card, spec sections 3 and 7) in
// the spec's snake_case, from the assignments procurement-workers.read.ts reads.
import type { Context } from "hono";
import { isoDateOrNull } from "../../../common/calendar-dates";
import { QUALIFICATION_FLAGS } from "../../../common/reference-lists";
import { requestContext, requestToday, type ApiEnv } from "../../http/rest";
import { signedIn, type Viewer } from "../../viewer";
import { trafficLightOf } from "../documents/compliance";
import { certificatesData, PARTICIPATION_CODES, type AssignmentRow } from "./procurement-workers.read";

function assignmentData(viewer: Viewer, row: AssignmentRow, today: string) {
  const certificates = certificatesData(viewer, row, today);
  const flags = Object.fromEntries(QUALIFICATION_FLAGS.map((flag) => [flag.column, row[flag.field] ? 1 : 0]));
  return {
    id: row.supplierWorkerId,
    first_name: row.supplierWorker.firstName,
    last_name: row.supplierWorker.lastName,
    job: row.supplierWorker.job,
    ...flags,
    pivot: {
      id: row.id,
      job: row.job || row.supplierWorker.job || null,
      note: row.note,
      approved: PARTICIPATION_CODES[row.approval],
      approval_note: row.approvalNote,
      ...flags,
    },
    compliance: {
      traffic_light: trafficLightOf(certificates.map((certificate) => certificate.compliance_state)),
      problems: certificates
        .filter((certificate) => !["OK", "NOT_REQUIRED"].includes(certificate.compliance_state))
        .map((certificate) => ({ code: certificate.attachment_category_code, label: certificate.attachment_category, state: certificate.compliance_state })),
    },
    certificates,
  };
}


// customer_supplier_workers and supplier_worker_attachments of GET cs/subprocurements/{id}.
export async function procurementWorkersData(c: Context<ApiEnv>, procurementId: unknown) {
  const { services, viewer } = requestContext(c);
  const rows = await services.procurementWorkerReads.readProcurementAssignments(viewer, procurementId);
  const today = requestToday(c);
  const workers = rows.map((row) => assignmentData(signedIn(viewer), row, today));
  return {
    customer_supplier_workers: workers.map(({ certificates: _certificates, ...worker }) => worker),
    supplier_worker_attachments: workers.flatMap((worker) => worker.certificates),
  };
}

// GET cs/subprocurements/{procurementId}/{workerId}: the procurement worker card.
export async function procurementWorkerData(c: Context<ApiEnv>, raw: unknown) {
  const { services, viewer } = requestContext(c);
  const row = await services.procurementWorkerReads.readAssignmentCard(viewer, raw);
  return {
    procurement: { id: row.procurementId, label: row.procurement.label, date_start: isoDateOrNull(row.procurement.dateStart), date_end: isoDateOrNull(row.procurement.dateEnd) },
    worker: assignmentData(signedIn(viewer), row, requestToday(c)),
  };
}
