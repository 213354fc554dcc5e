// Reads of the workers on a procurement (tab 3 and the procurement worker card, spec sections 3 and 7): one
// statement for the assignments with their certificates, whatever the number of workers; the certificates in
// the REST facade's snake_case (the rest of it is procurement-worker-shapes.rest.ts). The certificate's file
// is named only to those who may open it.
import { isoDateOf } from "../../../common/calendar-dates";
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { NotFoundError, parseInput } from "../../lib/errors";
import { findPage, rowsInPageOrder, splitPageQuery } from "../../lib/paging";
import type { SortDirectionValue } from "../../lib/sorting";
import { signedIn, type Viewer } from "../../viewer";
import { procurementWhereForViewer } from "../procurements/procurement-visibility";
import { certificateAuditSelect, certificateState } from "./fitness-certificates.service";
import { procurementWorkerListWhere, procurementWorkerOrderBy, type ProcurementWorkerListFilter, type ProcurementWorkerOrderField } from "./procurement-worker-list";
import { PROCUREMENT_WORKER_NOT_FOUND, procurementWorkerAuditSelect } from "./procurement-workers.service";
import { fitnessCertificateWhereForViewer, mayOpenHealthFile, procurementWorkerWhereForViewer } from "./worker-visibility";
import { assignmentKeySchema, recordId, WORKER_MESSAGES } from "./workers.validation";

// isApproved (spec section 4): "0" In corso, "1" Approvata, "2" Approvata con prescrizioni, "-1" Respinta.
export const PARTICIPATION_CODES = { PENDING: 0, APPROVED: 1, APPROVED_WITH_PRESCRIPTIONS: 2, REJECTED: -1 } as const;
const APPROVAL_CODES = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;

export const assignmentSelect = {
  ...procurementWorkerAuditSelect,
  procurement: { select: { customerId: true } },
  supplierWorker: { select: { firstName: true, lastName: true, job: true } },
  fitnessCertificates: {
    select: {
      ...certificateAuditSelect,
      category: { select: { code: true, label: true } },
      media: { select: { directory: true, storedName: true, extension: true, originalName: true } },
    },
    orderBy: [{ active: "desc" }, { category: { label: "asc" } }, { id: "asc" }],
  },
} satisfies Prisma.ProcurementWorkerSelect;

export type AssignmentRow = Prisma.ProcurementWorkerGetPayload<{ select: typeof assignmentSelect }>;

const day = (value: Date | null) => (value ? isoDateOf(value) : null);

export function certificatesData(viewer: Viewer, row: AssignmentRow, today: string) {
  const opens = mayOpenHealthFile(viewer, { supplierId: row.supplierId, customerId: row.procurement.customerId });
  return row.fitnessCertificates.map((certificate) => ({
    id: certificate.id,
    worker_id: row.supplierWorkerId,
    attachment_category: certificate.category.label,
    attachment_category_code: certificate.category.code,
    attachment_name: certificate.attachmentName,
    document_date: day(certificate.documentDate),
    document_expiration_date: day(certificate.documentExpirationDate),
    approved: APPROVAL_CODES[certificate.approval],
    active: certificate.active ? 1 : 0,
    // The supplier's (sent with the upload); review_note the customer's (sent with the approval).
    note: certificate.note,
    review_note: certificate.reviewNote,
    has_file: certificate.mediaId !== null,
    compliance_state: certificateState(certificate, today),
    // Health data: where the file lies only for those who may open it.
    media:
      opens && certificate.media
        ? [{ directory: certificate.media.directory, filename: certificate.media.storedName, extension: certificate.media.extension, original_name: certificate.media.originalName }]
        : [],
  }));
}

export function createProcurementWorkerReads(deps: AppDeps) {
  const { prisma } = deps;

  return {
    // One page of tab 3: the page's ids in the table's order first, then those rows with what the GraphQL query
    // selects (their certificates included), so the certificates are read for the page alone (lib/paging.ts).
    async listAssignmentPage<
      Q extends { select?: Prisma.ProcurementWorkerSelect; include?: Prisma.ProcurementWorkerInclude; take: number; skip: number; cursor?: Prisma.ProcurementWorkerWhereUniqueInput },
    >(
      viewer: Viewer | null,
      filter: ProcurementWorkerListFilter,
      order: { field?: ProcurementWorkerOrderField | null; direction?: SortDirectionValue | null },
      query: Q,
    ) {
      const { page, selection } = splitPageQuery(query);
      const where = procurementWorkerListWhere(viewer, filter);
      const ids = await findPage({
        model: "ProcurementWorker",
        orderBy: procurementWorkerOrderBy(order.field, order.direction),
        window: page,
        find: ({ where: start, ...rest }) => prisma.procurementWorker.findMany({ ...rest, where: { AND: [where, start ?? {}] }, select: { id: true } }),
        findCursorRow: (id, select) => prisma.procurementWorker.findFirst({ where: { id, AND: [where] }, select }),
      });
      return rowsInPageOrder(ids, (pageIds) => prisma.procurementWorker.findMany({ ...selection, where: { id: { in: pageIds }, AND: [where] } }));
    },

    async countAssignments(viewer: Viewer | null, filter: ProcurementWorkerListFilter): Promise<number> {
      return prisma.procurementWorker.count({ where: procurementWorkerListWhere(viewer, filter) });
    },

    // Assignments and certificates by id, as the viewer may see them (mutation payloads reload through these).
    async loadAssignments<Q extends { select?: Prisma.ProcurementWorkerSelect; include?: Prisma.ProcurementWorkerInclude }>(viewer: Viewer | null, ids: number[], query: Q) {
      return prisma.procurementWorker.findMany({ ...query, where: { id: { in: ids }, AND: [procurementWorkerWhereForViewer(viewer)] }, orderBy: { id: "asc" } });
    },

    // The procurement worker card's one assignment, with what a GraphQL query selects; null when not visible.
    async findAssignment<Q extends { select?: Prisma.ProcurementWorkerSelect; include?: Prisma.ProcurementWorkerInclude }>(viewer: Viewer | null, key: { procurementId: number; workerId: number }, query: Q) {
      return prisma.procurementWorker.findFirst({ ...query, where: { procurementId: key.procurementId, supplierWorkerId: key.workerId, AND: [procurementWorkerWhereForViewer(viewer)] } });
    },

    async loadCertificates<Q extends { select?: Prisma.ProcurementWorkerAttachmentSelect; include?: Prisma.ProcurementWorkerAttachmentInclude }>(viewer: Viewer | null, ids: number[], query: Q) {
      return prisma.procurementWorkerAttachment.findMany({ ...query, where: { id: { in: ids }, AND: [fitnessCertificateWhereForViewer(viewer)] }, orderBy: { id: "asc" } });
    },

    // The assignments of GET cs/subprocurements/{id} (customer_supplier_workers, supplier_worker_attachments).
    async readProcurementAssignments(viewer: Viewer | null, procurementId: unknown) {
      const actor = signedIn(viewer);
      const id = parseInput(recordId(WORKER_MESSAGES.procurementRequired), procurementId);
      const procurement = await prisma.procurement.count({ where: { id, AND: [procurementWhereForViewer(actor)] } });
      if (procurement === 0) throw new NotFoundError("Appalto non trovato");
      const rows = await prisma.procurementWorker.findMany({
        where: { procurementId: id, AND: [procurementWorkerWhereForViewer(actor)] },
        select: assignmentSelect,
        orderBy: [{ supplierWorker: { lastName: "asc" } }, { supplierWorker: { firstName: "asc" } }, { id: "asc" }],
      });
      return rows;
    },

    // GET cs/subprocurements/{procurementId}/{workerId}: the procurement worker card's assignment.
    async readAssignmentCard(viewer: Viewer | null, raw: unknown) {
      const actor = signedIn(viewer);
      const input = parseInput(assignmentKeySchema, raw);
      const row = await prisma.procurementWorker.findFirst({
        where: { procurementId: input.procurementId, supplierWorkerId: input.workerId, AND: [procurementWorkerWhereForViewer(actor)] },
        select: { ...assignmentSelect, procurement: { select: { customerId: true, label: true, dateStart: true, dateEnd: true } } },
      });
      if (!row) throw new NotFoundError(PROCUREMENT_WORKER_NOT_FOUND);
      return row;
    },
  };
}
