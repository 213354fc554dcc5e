// Required documents of a supplier on a procurement (tab 2 of the procurement card): upload or import by
// the supplier, approval and "mandatory" by the customer, deletion, the category match and the
// self-certification. GraphQL and REST both call these functions: every rule and permission lives here.
import { italianDateOf } from "../../../common/calendar-dates";
import { SELF_CERTIFICATION_CATEGORY_CODE } from "../../../common/reference-lists";
import type { AppDeps } from "../../deps";
import type { Media, Prisma } from "../../generated/prisma/client";
import { NotFoundError, parseInput, ValidationError, type Unvalidated } from "../../lib/errors";
import { findPage, rowsInPageOrder, splitPageQuery } from "../../lib/paging";
import { skipPrismaQuery } from "../../lib/prisma-query";
import { signedIn, type Viewer } from "../../viewer";
import { requireOwnSupplier, requirePermission } from "../auth/permissions";
import { requiredDocumentDeleteDecision } from "./required-document-deletion";
import { recordAudit, type AuditAction } from "../audit/audit.service";
import { storeUploadedFile, type IncomingFile } from "../files/uploads";
import {
  procurementSupplierWhereForViewer,
  procurementWhereForViewer,
  requiredDocumentWhereForViewer,
} from "../procurements/procurement-visibility";
import type { SortDirectionValue } from "../../lib/sorting";
import { supplierAttachmentWhereForViewer } from "../suppliers/supplier-attachments.service";
import { supplierWhereForViewer } from "../suppliers/suppliers.service";
import {
  DOCUMENT_MESSAGES,
  matchingDocumentationSchema,
  requiredCategoriesSchema,
  requiredDocumentIdSchema,
  reviewRequiredDocumentSchema,
  selfCertificationSchema,
  uploadRequiredDocumentSchema,
} from "./documents.validation";
import {
  auditSelect,
  auditSnapshot,
  requiredDocumentListWhere,
  requiredDocumentOrderBy,
  requiredDocumentRestSelect,
  toRequiredDocumentData,
  type RequiredDocumentListFilter,
  type RequiredDocumentOrderField,
  type AuditRow,
  type RequiredDocumentData,
} from "./required-documents.read";
import { refiledColumns } from "./refiling";
import { buildSelfCertificationDocx, selfCertificationFileName } from "./self-certification";

export const REQUIRED_DOCUMENT_NOT_FOUND = "Documento non trovato";
const ENTITY = "ProcurementSupplierAttachment";

// What a caller hands over before validation: GraphQL and REST shapes differ, the schema settles them.

export type UploadRequiredDocumentInput = Unvalidated<{
  id: number;
  attachmentName: string;
  documentDate: Date | string;
  documentExpirationDate: Date | string;
  importSupplierAttachmentId: number;
  note: string;
  procurementId: number;
}> & { file?: IncomingFile | null };

export type ReviewRequiredDocumentInput = Unvalidated<{ id: number; approval: string; active: boolean; reviewNote: string; procurementId: number }>;

const currentSelect = { ...auditSelect, category: { select: { code: true, supplierAttachmentType: true } } } satisfies Prisma.ProcurementSupplierAttachmentSelect;

const supplierAttachmentMatchSelect = {
  id: true,
  attachmentFilename: true,
  documentDate: true,
  documentExpirationDate: true,
  media: { select: { directory: true, storedName: true, extension: true } },
} satisfies Prisma.SupplierAttachmentSelect;

export function createDocumentService(deps: AppDeps) {
  const { prisma } = deps;
  const today = () => italianDateOf(deps.now());

  // The requirement as the viewer may see it; anyone else's answers exactly like a missing one.
  async function visibleRequirement(db: Prisma.TransactionClient | typeof prisma, viewer: Viewer, id: number, procurementId?: number | null) {
    const row = await db.procurementSupplierAttachment.findFirst({
      where: { id, ...(procurementId ? { procurementId } : {}), AND: [requiredDocumentWhereForViewer(viewer)] },
      select: currentSelect,
    });
    if (!row) throw new NotFoundError(REQUIRED_DOCUMENT_NOT_FOUND);
    return row;
  }

  // Re-reads the row inside the transaction (visibility again, so a supplier removed meanwhile cannot
  // write), applies the change and records before and after with it.
  async function change(
    tx: Prisma.TransactionClient,
    viewer: Viewer,
    ip: string | null | undefined,
    id: number,
    action: AuditAction,
    data: Prisma.ProcurementSupplierAttachmentUncheckedUpdateInput,
    guard?: (before: AuditRow) => void,
  ): Promise<AuditRow> {
    const before = await visibleRequirement(tx, viewer, id);
    guard?.(before);
    const after = await tx.procurementSupplierAttachment.update({ where: { id }, data, select: auditSelect });
    await recordAudit(tx, {
      actor: viewer,
      action,
      entityType: ENTITY,
      entityId: id,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
      ip,
      occurredAt: deps.now(),
    });
    return after;
  }

  return {
    // ─── reads ───

    async loadRequiredDocument<Q extends { select?: Prisma.ProcurementSupplierAttachmentSelect; include?: Prisma.ProcurementSupplierAttachmentInclude }>(
      viewer: Viewer | null,
      id: number,
      query: Q,
    ) {
      return prisma.procurementSupplierAttachment.findFirst({ ...query, where: { id, AND: [requiredDocumentWhereForViewer(viewer)] } });
    },

    // One page of the tab 2 table. The default sort (mandatory first, then by category label) follows no
    // index, so the page's ids come first and the rows with their category and files after (lib/paging.ts).
    async listRequiredDocuments<Q extends { select?: Prisma.ProcurementSupplierAttachmentSelect; include?: Prisma.ProcurementSupplierAttachmentInclude; take: number; skip: number; cursor?: Prisma.ProcurementSupplierAttachmentWhereUniqueInput }>(
      viewer: Viewer | null,
      filter: RequiredDocumentListFilter,
      order: { field?: RequiredDocumentOrderField | null; direction?: SortDirectionValue | null },
      query: Q,
    ) {
      const { page, selection } = splitPageQuery(query);
      const where = requiredDocumentListWhere(viewer, filter);
      const ids = await findPage({
        model: "ProcurementSupplierAttachment",
        orderBy: requiredDocumentOrderBy(order.field, order.direction),
        window: page,
        find: ({ where: start, ...rest }) =>
          prisma.procurementSupplierAttachment.findMany({ ...rest, where: { AND: [where, start ?? {}] }, select: { id: true } }),
        findCursorRow: (id, select) => prisma.procurementSupplierAttachment.findFirst({ where: { id, AND: [where] }, select }),
      });
      return rowsInPageOrder(ids, (pageIds) =>
        prisma.procurementSupplierAttachment.findMany({ ...selection, where: { id: { in: pageIds }, AND: [where] } }),
      );
    },

    async countRequiredDocuments(viewer: Viewer | null, filter: RequiredDocumentListFilter): Promise<number> {
      return prisma.procurementSupplierAttachment.count({ where: requiredDocumentListWhere(viewer, filter) });
    },

    // The supplier's place on the procurement a requirement belongs to, as the viewer may see it.
    async loadProcurementSupplierOf<Q extends { select?: Prisma.ProcurementSupplierSelect; include?: Prisma.ProcurementSupplierInclude }>(
      viewer: Viewer | null,
      requirement: { procurementId: number; supplierId: number },
      query: Q,
    ) {
      const link = await prisma.procurementSupplier.findUnique({
        ...query,
        where: {
          procurementId_supplierId: { procurementId: requirement.procurementId, supplierId: requirement.supplierId },
          AND: [procurementSupplierWhereForViewer(viewer)],
        },
      });
      if (!link) throw new NotFoundError("Fornitore non trovato nell'appalto");
      return link;
    },

    async requiredDocumentData(viewer: Viewer | null, id: number): Promise<RequiredDocumentData> {
      const row = await prisma.procurementSupplierAttachment.findFirst({
        where: { id, AND: [requiredDocumentWhereForViewer(signedIn(viewer))] },
        select: requiredDocumentRestSelect,
      });
      if (!row) throw new NotFoundError(REQUIRED_DOCUMENT_NOT_FOUND);
      return toRequiredDocumentData(row, today());
    },

    // The stored file of a requirement, or its default document (defdoc); null when there is none.
    async requiredDocumentMedia(viewer: Viewer | null, id: unknown, defaultDocument: boolean): Promise<Media | null> {
      const { id: documentId } = parseInput(requiredDocumentIdSchema, { id });
      const row = await prisma.procurementSupplierAttachment.findFirst({
        where: { id: documentId, AND: [requiredDocumentWhereForViewer(signedIn(viewer))] },
        select: { media: true, defaultMedia: true },
      });
      if (!row) throw new NotFoundError(REQUIRED_DOCUMENT_NOT_FOUND);
      return defaultDocument ? row.defaultMedia : row.media;
    },

    // Category match: the supplier's company documents of the type the requirement's category accepts.
    async matchingSupplierAttachments<Q extends { select?: Prisma.SupplierAttachmentSelect; include?: Prisma.SupplierAttachmentInclude }>(
      viewer: Viewer | null,
      requiredDocumentId: number,
      query: Q,
    ) {
      const actor = signedIn(viewer);
      const requirement = await visibleRequirement(prisma, actor, requiredDocumentId);
      const attachmentType = requirement.category.supplierAttachmentType;
      // A category that accepts no company document (POS, DUVRI...) matches nothing: no statement to send.
      if (attachmentType === null) {
        skipPrismaQuery(query);
        return [];
      }
      return prisma.supplierAttachment.findMany({
        ...query,
        where: { supplierId: requirement.supplierId, attachmentType, AND: [supplierAttachmentWhereForViewer(actor)] },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      });
    },

    // The same match for the REST calls (matchingdocumentation): by category code and supplier.
    async matchingDocumentation(viewer: Viewer | null, raw: Unvalidated<{ categoryCode: string; supplierId: number }>) {
      const actor = signedIn(viewer);
      const input = parseInput(matchingDocumentationSchema, raw);
      const supplier = await prisma.supplier.findFirst({ where: { id: input.supplierId, AND: [supplierWhereForViewer(actor)] }, select: { id: true } });
      if (!supplier) throw new NotFoundError("Fornitore non trovato");
      const category = await prisma.supplierDocumentCategory.findUnique({ where: { code: input.categoryCode }, select: { supplierAttachmentType: true } });
      if (category?.supplierAttachmentType == null) return [];
      return prisma.supplierAttachment.findMany({
        where: { supplierId: supplier.id, attachmentType: category.supplierAttachmentType, AND: [supplierAttachmentWhereForViewer(actor)] },
        select: supplierAttachmentMatchSelect,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      });
    },

    // The categories a procurement requires of a supplier (cs/supplierattachmentcateg): a supplier user
    // gets its own; a customer user those of the supplier named, or of every supplier on the procurement.
    async requiredCategories(viewer: Viewer | null, raw: Unvalidated<{ procurementId: number; supplierId: number }>) {
      const actor = signedIn(viewer);
      const input = parseInput(requiredCategoriesSchema, raw);
      const procurement = await prisma.procurement.findFirst({ where: { id: input.procurementId, AND: [procurementWhereForViewer(actor)] }, select: { id: true } });
      if (!procurement) throw new NotFoundError("Appalto non trovato");
      if (actor.kind === "SUPPLIER" && input.supplierId && input.supplierId !== actor.supplierId) throw new NotFoundError("Fornitore non trovato");
      return prisma.supplierDocumentCategory.findMany({
        where: {
          requiredDocuments: {
            some: {
              procurementId: procurement.id,
              ...(input.supplierId ? { supplierId: input.supplierId } : {}),
              AND: [requiredDocumentWhereForViewer(actor)],
            },
          },
        },
        select: { label: true, code: true },
        orderBy: [{ label: "asc" }, { id: "asc" }],
      });
    },

    // ─── changes ───

    // A supplier user (any level) uploads a new file, imports one of its company documents, or corrects the
    // name and dates of what it uploaded. Whatever it changes goes back to "Documento da approvare": the
    // customer must see the new version (a changed expiry date included) before it counts again. The review
    // of the old version goes with it, its note included (the audit trail keeps it): a reason left on the new
    // version would tell the supplier something is still wrong, and an approval would carry it along.
    async uploadRequiredDocument(viewer: Viewer | null, raw: UploadRequiredDocumentInput, ip?: string | null): Promise<AuditRow> {
      const actor = signedIn(viewer);
      const input = parseInput(uploadRequiredDocumentSchema, raw);
      const current = await visibleRequirement(prisma, actor, input.id, input.procurementId);
      requireOwnSupplier(actor, current.supplierId, "uploadRequiredDocuments");
      const file = raw.file ?? null;
      if (file && input.importSupplierAttachmentId) throw new ValidationError({ file: [DOCUMENT_MESSAGES.fileOrImport] });
      if (!file && !input.importSupplierAttachmentId && current.mediaId === null) {
        throw new ValidationError({ file: [DOCUMENT_MESSAGES.fileRequired] });
      }

      let source: { mediaId: number; attachmentFilename: string; documentDate: Date | null; documentExpirationDate: Date | null } | null = null;
      if (input.importSupplierAttachmentId) {
        const attachment = await prisma.supplierAttachment.findFirst({
          where: { id: input.importSupplierAttachmentId, supplierId: current.supplierId },
          select: { attachmentType: true, attachmentFilename: true, documentDate: true, documentExpirationDate: true, mediaId: true },
        });
        if (!attachment) throw new NotFoundError(DOCUMENT_MESSAGES.importNotFound);
        if (current.category.supplierAttachmentType === null || attachment.attachmentType !== current.category.supplierAttachmentType) {
          throw new ValidationError({ importSupplierAttachmentId: [DOCUMENT_MESSAGES.importNotMatching] });
        }
        if (attachment.mediaId === null) throw new ValidationError({ importSupplierAttachmentId: [DOCUMENT_MESSAGES.importWithoutFile] });
        source = { ...attachment, mediaId: attachment.mediaId };
      }

      const refiled = refiledColumns(input, source, deps.now(), DOCUMENT_MESSAGES.expirationBeforeDate);
      const data = (mediaId: number | null): Prisma.ProcurementSupplierAttachmentUncheckedUpdateInput => ({ ...refiled(mediaId), reviewNote: null });

      if (file) {
        return storeUploadedFile(deps, { file, directory: "procurement-documents", field: "file", uploadedBy: actor }, (tx, media) =>
          change(tx, actor, ip, current.id, "requiredDocument.uploaded", data(media.id)),
        );
      }
      // An import points at the company document's own file: the same Media row, never a copy.
      const action = source ? "requiredDocument.imported" : "requiredDocument.edited";
      return prisma.$transaction((tx) => change(tx, actor, ip, current.id, action, data(source?.mediaId ?? null)));
    },

    // Approval state and "mandatory" in one call, as the REST facade sends them together; each change that
    // really happens is recorded on its own. An approval re-sent unchanged without a note is no change. The
    // reviewer writes its own note only: the supplier's note stays as the supplier wrote it.
    async reviewRequiredDocument(viewer: Viewer | null, raw: ReviewRequiredDocumentInput, ip?: string | null): Promise<AuditRow> {
      const actor = signedIn(viewer);
      const input = parseInput(reviewRequiredDocumentSchema, raw);
      const current = await visibleRequirement(prisma, actor, input.id, input.procurementId);
      requirePermission(actor, "reviewRequiredItems");
      if (input.approval === undefined && input.active === undefined) {
        throw new ValidationError({ approval: [DOCUMENT_MESSAGES.nothingToChange] });
      }
      const approvalChanges = input.approval !== undefined && (input.approval !== current.approval || input.reviewNote !== undefined);
      // A rejection needs its reason: given now, or already there and left as it is.
      const reason = input.reviewNote !== undefined ? input.reviewNote : current.reviewNote;
      if (approvalChanges && input.approval === "REJECTED" && !reason) {
        throw new ValidationError({ reviewNote: [DOCUMENT_MESSAGES.rejectionNoteRequired] });
      }
      if (approvalChanges && input.approval === "APPROVED" && current.mediaId === null) {
        throw new ValidationError({ approval: [DOCUMENT_MESSAGES.approveWithoutFile] });
      }
      const activeChanges = input.active !== undefined && input.active !== current.active;
      if (!approvalChanges && !activeChanges) return current;

      const now = deps.now();
      return prisma.$transaction(async (tx) => {
        let after: AuditRow = current;
        if (approvalChanges && input.approval !== undefined) {
          const reviewed = input.approval !== "PENDING";
          after = await change(tx, actor, ip, current.id, "requiredDocument.reviewed", {
            approval: input.approval,
            ...(input.reviewNote !== undefined ? { reviewNote: input.reviewNote } : {}),
            reviewedAt: reviewed ? now : null,
            reviewedById: reviewed ? actor.userId : null,
          });
        }
        if (activeChanges && input.active !== undefined) {
          after = await change(tx, actor, ip, current.id, "requiredDocument.mandatoryChanged", { active: input.active });
        }
        return after;
      });
    },

    // Removes what was uploaded (level 5, the supplier or the customer): the requirement stays, MISSING, and
    // both notes go with the file they spoke of. The file and its Media row stay: the audit trail points at them.
    // A supplier replaces an approved document with a new version (back to "da approvare") and never deletes
    // it: the approval is the customer's, and a deletion would undo it without the customer seeing anything to
    // review. The customer (level 5) may still remove a file it approved, for instance one uploaded on the
    // wrong requirement: what counts is its call, and the deletion is in the audit trail.
    async deleteRequiredDocument(viewer: Viewer | null, raw: Unvalidated<{ id: number }>, ip?: string | null): Promise<AuditRow> {
      const actor = signedIn(viewer);
      const input = parseInput(requiredDocumentIdSchema, raw);
      const current = await visibleRequirement(prisma, actor, input.id);
      requirePermission(actor, "deleteRequiredDocuments");
      // The rule the row's viewerCanDelete shows (required-document-deletion.ts).
      const refuse = (row: { mediaId: number | null; approval: string }) => {
        const decision = requiredDocumentDeleteDecision(actor, row);
        if (decision.allowed) return;
        const message = row.mediaId === null ? DOCUMENT_MESSAGES.deleteNothing : decision.reason;
        throw new ValidationError({ id: [message] }, row.mediaId === null ? undefined : message);
      };
      refuse(current);
      return prisma.$transaction(async (tx) => {
        // The row is locked and read again, so an approval landing meanwhile still stops the supplier.
        await tx.$queryRaw`SELECT "id" FROM "procurement_supplier_attachments" WHERE "id" = ${current.id} FOR UPDATE`;
        const refuseApproved = (before: { mediaId: number | null; approval: string }) => refuse(before);
        return change(tx, actor, ip, current.id, "requiredDocument.fileDeleted", {
          mediaId: null,
          attachmentName: null,
          documentDate: null,
          documentExpirationDate: null,
          uploadedAt: null,
          note: null,
          reviewNote: null,
          approval: "PENDING",
          reviewedAt: null,
          reviewedById: null,
        }, refuseApproved);
      });
    },

    // ─── self-certification ───

    // The AC declaration of one supplier on one procurement, for the supplier itself and the procurement's
    // customer, and only where the procurement asks that supplier for it.
    async generateSelfCertification(viewer: Viewer | null, raw: Unvalidated<{ procurementId: number; supplierId: number }>) {
      const actor = signedIn(viewer);
      const input = parseInput(selfCertificationSchema, raw);
      const requirement = await prisma.procurementSupplierAttachment.findFirst({
        where: {
          procurementId: input.procurementId,
          supplierId: input.supplierId,
          category: { code: SELF_CERTIFICATION_CATEGORY_CODE },
          AND: [requiredDocumentWhereForViewer(actor)],
        },
        select: {
          supplier: {
            select: {
              companyName: true,
              vatNumber: true,
              fiscalCode: true,
              address: true,
              phone: true,
              email: true,
              municipality: { select: { name: true, province: true } },
            },
          },
          procurement: { select: { label: true, dateStart: true, dateEnd: true, customer: { select: { companyName: true } } } },
        },
      });
      if (!requirement) throw new NotFoundError(REQUIRED_DOCUMENT_NOT_FOUND);
      const { supplier, procurement } = requirement;
      const bytes = await buildSelfCertificationDocx({
        supplier,
        procurement: { label: procurement.label, customerName: procurement.customer.companyName, dateStart: procurement.dateStart, dateEnd: procurement.dateEnd },
        generatedOn: today(),
      });
      return { fileName: selfCertificationFileName(supplier.companyName), bytes };
    },
  };
}
