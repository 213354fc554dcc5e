// Required documents of a supplier on a procurement (tab 2 of the procurement card): upload or import by
// the supplier, approval and "mandatory" by the customer, deletion, the category match and the
// self-certification. GraphQL and REST both call these functions: every rule and permission lives here.
import { italianDateOf } from "../../../common/calendar-dates";
import { SELF_CERTIFICATION_CATEGORY_CODE } from "../../../common/reference-lists";
import type { AppDeps } from "../../deps";
import type { Media, Prisma } from "../../generated/prisma/client";
import { NotFoundError, parseInput, type Unvalidated } from "../../lib/errors";
import { findPage, rowsInPageOrder, splitPageQuery } from "../../lib/paging";
import { skipPrismaQuery } from "../../lib/prisma-query";
import { signedIn, type Viewer } from "../../viewer";
import type { IncomingFile } from "../files/uploads";
import { createRequiredItemLifecycle } from "../required-items/lifecycle";
import { REQUIRED_DOCUMENT_NOT_FOUND, requiredDocumentKind } from "../required-items/kinds/required-document";
import {
  procurementSupplierWhereForViewer,
  procurementWhereForViewer,
  requiredDocumentWhereForViewer,
} from "../procurements/procurement-visibility";
import type { SortDirectionValue } from "../../lib/sorting";
import { supplierAttachmentWhereForViewer } from "../suppliers/supplier-attachments.service";
import { supplierWhereForViewer } from "../suppliers/suppliers.service";
import {
  matchingDocumentationSchema,
  requiredCategoriesSchema,
  requiredDocumentIdSchema,
  reviewRequiredDocumentSchema,
  selfCertificationSchema,
  uploadRequiredDocumentSchema,
} from "./documents.validation";
import {
  defaultOf,
  requiredDocumentListWhere,
  requiredDocumentOrderBy,
  requiredDocumentRestSelect,
  toRequiredDocumentData,
  type RequiredDocumentListFilter,
  type RequiredDocumentOrderField,
  type AuditRow,
  type RequiredDocumentData,
} from "./required-documents.read";
import { buildSelfCertificationDocx, selfCertificationFileName } from "./self-certification";

export { REQUIRED_DOCUMENT_NOT_FOUND };

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

  const items = createRequiredItemLifecycle(deps, requiredDocumentKind);
  const visibleRequirement = items.visible;

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
        select: { media: true, defaultMedia: true, category: { select: { defaultMedia: true } } },
      });
      if (!row) throw new NotFoundError(REQUIRED_DOCUMENT_NOT_FOUND);
      return defaultDocument ? defaultOf(row) : row.media;
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
      // The entry of a customer the supplier works for (each customer keeps its catalogue), else the portal's list.
      const category = await prisma.supplierDocumentCategory.findFirst({
        where: {
          code: input.categoryCode,
          OR: [
            { customerId: null },
            actor.kind === "CUSTOMER"
              ? { customerId: actor.customerId ?? -1 }
              : { customer: { procurements: { some: { suppliers: { some: { supplierId: supplier.id } } } } } },
          ],
        },
        orderBy: [{ customerId: { sort: "asc", nulls: "last" } }, { id: "asc" }],
        select: { supplierAttachmentType: true },
      });
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
      return items.refile(actor, input.id, { ...input, importId: input.importSupplierAttachmentId }, raw.file ?? null, { ip, procurementId: input.procurementId });
    },

    // Approval state and "mandatory" in one call, as the REST facade sends them together (required-items). The
    // reviewer writes its own note only: the supplier's note stays as the supplier wrote it.
    async reviewRequiredDocument(viewer: Viewer | null, raw: ReviewRequiredDocumentInput, ip?: string | null): Promise<AuditRow> {
      const actor = signedIn(viewer);
      const { id, procurementId, ...decision } = parseInput(reviewRequiredDocumentSchema, raw);
      return items.review(actor, id, decision, { ip, procurementId });
    },

    // Removes what was uploaded (level 5, the supplier or the customer): the requirement stays, MISSING
    // (required-document-deletion.ts decides who may).
    async deleteRequiredDocument(viewer: Viewer | null, raw: Unvalidated<{ id: number }>, ip?: string | null): Promise<AuditRow> {
      const actor = signedIn(viewer);
      const input = parseInput(requiredDocumentIdSchema, raw);
      return (await items.remove(actor, input.id, ip)).row;
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
