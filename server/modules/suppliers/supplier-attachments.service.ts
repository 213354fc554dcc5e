// The supplier's company documents (DURC, insurance, chamber of commerce...; spec sections 2, 3, 5, 7).
// The supplier's users add, edit and replace them; deleting needs the delete level (5). Customers who see
// the supplier may read and download them, never change them. GraphQL and REST call these functions.
import { isoDateOrNull } from "../../../common/calendar-dates";
import { SUPPLIER_ATTACHMENT_TYPES } from "../../../common/reference-lists";
import { SUPPLIER_ATTACHMENT_MESSAGES, supplierAttachmentSchema } from "../../../common/validation/suppliers";
import type { AppDeps } from "../../deps";
import type { Media, Prisma } from "../../generated/prisma/client";
import { NotFoundError, parseInput, UnauthenticatedError, ValidationError } from "../../lib/errors";
import { type Viewer } from "../../viewer";
import { findPage, rowsInPageOrder, splitPageQuery } from "../../lib/paging";
import { recordAudit } from "../audit/audit.service";
import { storeUploadedFile, type IncomingFile } from "../files/uploads";
import { containsInsensitive, searchTextOf } from "../../lib/search-text";
import { prismaSortOrder, type SortDirectionValue } from "../../lib/sorting";
import { supplierAttachmentDataSelect, type SupplierAttachmentDataRow } from "./supplier-rows";
import { requireSupplierWriter, supplierWhereForViewer, targetSupplierId } from "./suppliers.service";

export const SUPPLIER_ATTACHMENT_DIRECTORY = "supplier-attachments";

// A company document is seen by whoever sees its supplier.
export function supplierAttachmentWhereForViewer(viewer: Viewer | null): Prisma.SupplierAttachmentWhereInput {
  return { supplier: supplierWhereForViewer(viewer) };
}

export type SupplierAttachmentOrderFieldValue =
  | "ATTACHMENT_TYPE"
  | "ATTACHMENT_FILENAME"
  | "DOCUMENT_DATE"
  | "DOCUMENT_EXPIRATION_DATE";

// Without a choice the list shows the documents by expiry, latest first (the spec's tables sort descending
// by default); documents without a date go last in either direction, they are not "the latest".
export const DEFAULT_SUPPLIER_ATTACHMENT_ORDER: SupplierAttachmentOrderFieldValue = "DOCUMENT_EXPIRATION_DATE";

export function supplierAttachmentOrderBy(
  field: SupplierAttachmentOrderFieldValue | null | undefined,
  direction: SortDirectionValue | null | undefined,
): Prisma.SupplierAttachmentOrderByWithRelationInput[] {
  const sort = prismaSortOrder(direction ?? "DESC");
  switch (field ?? DEFAULT_SUPPLIER_ATTACHMENT_ORDER) {
    case "ATTACHMENT_TYPE":
      return [{ attachmentType: sort }, { attachmentFilename: sort }, { id: sort }];
    case "ATTACHMENT_FILENAME":
      return [{ attachmentFilename: sort }, { id: sort }];
    case "DOCUMENT_DATE":
      return [{ documentDate: { sort, nulls: "last" } }, { id: sort }];
    case "DOCUMENT_EXPIRATION_DATE":
      return [{ documentExpirationDate: { sort, nulls: "last" } }, { id: sort }];
  }
}

// The quick search looks in the name the supplier gave and in the document type's label ("durc", "iso").
export function supplierAttachmentSearchWhere(search: string | null | undefined): Prisma.SupplierAttachmentWhereInput {
  const text = searchTextOf(search);
  if (!text) return {};
  const lowered = text.toLowerCase();
  const types = SUPPLIER_ATTACHMENT_TYPES.filter((type) => type.label.toLowerCase().includes(lowered)).map((type) => type.code);
  return {
    OR: [{ attachmentFilename: containsInsensitive(text) }, ...(types.length > 0 ? [{ attachmentType: { in: types } }] : [])],
  };
}

export type SupplierAttachmentListArgs = {
  search?: string | null;
  orderBy?: SupplierAttachmentOrderFieldValue | null;
  direction?: SortDirectionValue | null;
};

// One supplier's documents as the list shows them to the viewer. The viewer's rule applies inside the list
// too: a Supplier may be reached through another's procurement (subcontracting options) by someone who may
// see its name but not its documents.
function supplierAttachmentListWhere(viewer: Viewer | null, supplierId: number, args: SupplierAttachmentListArgs): Prisma.SupplierAttachmentWhereInput {
  return { supplierId, AND: [supplierAttachmentWhereForViewer(viewer), supplierAttachmentSearchWhere(args.search)] };
}

type PageQuery = {
  select?: Prisma.SupplierAttachmentSelect;
  include?: Prisma.SupplierAttachmentInclude;
  take: number;
  skip: number;
  cursor?: Prisma.SupplierAttachmentWhereUniqueInput;
};

// What an audit record keeps of a document: its fields and which stored file it points at (never the bytes).
function attachmentSnapshot(row: {
  supplierId: number;
  attachmentType: number;
  attachmentFilename: string;
  documentDate: Date | null;
  documentExpirationDate: Date | null;
  mediaId: number | null;
}, media?: Pick<Media, "originalName" | "sha256" | "sizeBytes"> | null): Prisma.InputJsonObject {
  return {
    supplierId: row.supplierId,
    attachmentType: row.attachmentType,
    attachmentFilename: row.attachmentFilename,
    documentDate: isoDateOrNull(row.documentDate),
    documentExpirationDate: isoDateOrNull(row.documentExpirationDate),
    mediaId: row.mediaId,
    ...(media ? { file: { originalName: media.originalName, sha256: media.sha256, sizeBytes: media.sizeBytes } } : {}),
  };
}

// Which row a save writes: an existing document (id), or a new one for a supplier (REST's
// customer_supplier_id; GraphQL and a missing id mean the viewer's own company).
export type SupplierAttachmentTarget = { id: number | null; supplierId?: number | null };

export function createSupplierAttachmentService(deps: AppDeps) {
  const { prisma } = deps;

  async function findVisible(viewer: Viewer | null, id: number) {
    if (!viewer) throw new UnauthenticatedError();
    const row = await prisma.supplierAttachment.findFirst({
      where: { id, AND: [supplierAttachmentWhereForViewer(viewer)] },
      include: { media: true },
    });
    if (!row) throw new NotFoundError();
    return row;
  }

  return {
    // A document as the viewer may see it, with what a GraphQL query selects; null when it may not.
    async load<Q extends { select?: Prisma.SupplierAttachmentSelect; include?: Prisma.SupplierAttachmentInclude }>(
      viewer: Viewer | null,
      id: number,
      query: Q,
    ) {
      return prisma.supplierAttachment.findFirst({ ...query, where: { id, AND: [supplierAttachmentWhereForViewer(viewer)] } });
    },

    // One page of a supplier's documents (Supplier.attachments): the page's ids, then their rows
    // (lib/paging.ts). Nested in the parent's query instead, Prisma's relation join built every document's
    // JSON before paging.
    async listPage<Q extends PageQuery>(viewer: Viewer | null, supplierId: number, args: SupplierAttachmentListArgs, query: Q) {
      const { page, selection } = splitPageQuery(query);
      const where = supplierAttachmentListWhere(viewer, supplierId, args);
      const ids = await findPage({
        model: "SupplierAttachment",
        orderBy: supplierAttachmentOrderBy(args.orderBy, args.direction),
        window: page,
        find: ({ where: start, ...rest }) =>
          prisma.supplierAttachment.findMany({ ...rest, where: { AND: [where, start ?? {}] }, select: { id: true } }),
        findCursorRow: (id, select) => prisma.supplierAttachment.findFirst({ where: { id, AND: [where] }, select }),
      });
      return rowsInPageOrder(ids, (pageIds) => prisma.supplierAttachment.findMany({ ...selection, where: { id: { in: pageIds }, AND: [where] } }));
    },

    async count(viewer: Viewer | null, supplierId: number, args: SupplierAttachmentListArgs): Promise<number> {
      return prisma.supplierAttachment.count({ where: supplierAttachmentListWhere(viewer, supplierId, args) });
    },

    // Add or edit a company document (spec section 5: type and name required, file required when
    // adding, dates optional and the expiry not before the issue). A file given on edit replaces the old
    // one, whose Media row and bytes stay for the audit trail.
    async save(
      viewer: Viewer | null,
      target: SupplierAttachmentTarget,
      input: unknown,
      file: IncomingFile | null,
      ip: string | null = null,
    ): Promise<SupplierAttachmentDataRow> {
      const existing = target.id !== null ? await findVisible(viewer, target.id) : null;
      // An edit names the row; a customer_supplier_id sent with it must be that row's supplier.
      if (existing && target.supplierId !== null && target.supplierId !== undefined && target.supplierId !== existing.supplierId) {
        throw new NotFoundError();
      }
      const supplierId = existing ? existing.supplierId : targetSupplierId(viewer, target.supplierId);
      const actor = await requireSupplierWriter(prisma, viewer, supplierId, "uploadCompanyDocuments");
      const fields = parseInput(supplierAttachmentSchema, input);
      if (!existing && !file) throw new ValidationError({ file: [SUPPLIER_ATTACHMENT_MESSAGES.fileRequired] });
      const now = deps.now();

      const write = async (tx: Prisma.TransactionClient, media: Media | null) => {
        const data = { ...fields, ...(media ? { mediaId: media.id } : {}) };
        let saved: SupplierAttachmentDataRow;
        if (existing) {
          // Deleted meanwhile: the edit answers as for a missing document rather than bringing it back.
          const changed = await tx.supplierAttachment.updateMany({ where: { id: existing.id, supplierId }, data });
          if (changed.count !== 1) throw new NotFoundError();
          saved = await tx.supplierAttachment.findUniqueOrThrow({ where: { id: existing.id }, select: supplierAttachmentDataSelect });
        } else {
          saved = await tx.supplierAttachment.create({ data: { ...data, supplierId }, select: supplierAttachmentDataSelect });
        }
        await recordAudit(tx, {
          actor,
          action: existing ? (media ? "supplierAttachment.replaced" : "supplierAttachment.updated") : "supplierAttachment.created",
          entityType: "SupplierAttachment",
          entityId: saved.id,
          ...(existing ? { before: attachmentSnapshot(existing, existing.media) } : {}),
          after: attachmentSnapshot({ ...saved, mediaId: saved.media?.id ?? null }, media ?? existing?.media),
          ip,
          occurredAt: now,
        });
        return saved;
      };

      if (file) {
        return storeUploadedFile(deps, { file, directory: SUPPLIER_ATTACHMENT_DIRECTORY, field: "file", uploadedBy: actor }, write);
      }
      return prisma.$transaction((tx) => write(tx, null));
    },

    // Removes a company document (delete level). Its stored file and Media row stay: the audit trail
    // points at them.
    async remove(viewer: Viewer | null, id: number, ip: string | null = null): Promise<{ id: number }> {
      const existing = await findVisible(viewer, id);
      const actor = await requireSupplierWriter(prisma, viewer, existing.supplierId, "deleteCompanyDocuments");
      const now = deps.now();
      await prisma.$transaction(async (tx) => {
        const removed = await tx.supplierAttachment.deleteMany({ where: { id, supplierId: existing.supplierId } });
        if (removed.count !== 1) throw new NotFoundError();
        await recordAudit(tx, {
          actor,
          action: "supplierAttachment.deleted",
          entityType: "SupplierAttachment",
          entityId: id,
          before: attachmentSnapshot(existing, existing.media),
          ip,
          occurredAt: now,
        });
      });
      return { id };
    },

    // The stored file of a document the viewer may see (its supplier's users and the customers who see
    // the supplier); null when the document has no file.
    async downloadable(viewer: Viewer | null, id: number): Promise<{ media: Media | null }> {
      const row = await findVisible(viewer, id);
      return { media: row.media };
    },
  };
}
