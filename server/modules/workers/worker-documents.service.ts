// The worker's own documents (SupplierWorkerAttachment: fitness judgements, training certificates), kept on
// the supplier home's worker "Scheda" so a certificate is uploaded once and imported into every procurement
// (the "Importa nell'appalto" match of the worker card). Only the supplier's own users see them; any level
// adds and replaces (uploading is every level's right), level 5 deletes. The file is health data: it opens
// for the supplier's level-5 users only (customers see only what was imported into their procurement).
import { isoDateOrNull } from "../../../common/calendar-dates";
import type { AppDeps } from "../../deps";
import type { Media, Prisma } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, parseInput, UnauthenticatedError, ValidationError } from "../../lib/errors";
import { NO_ROWS, type Viewer } from "../../viewer";
import { may, requireOwnSupplier } from "../auth/permissions";
import { recordAudit } from "../audit/audit.service";
import { storeUploadedFile, type IncomingFile } from "../files/uploads";
import { workerDocumentSchema, WORKER_DOCUMENT_MESSAGES } from "../../../common/validation/worker-documents";
import { workerDocumentTargetSchema } from "./worker-documents.validation";
import { WORKER_MESSAGES } from "./workers.validation";

const ENTITY = "SupplierWorkerAttachment";
export const WORKER_DOCUMENT_DIRECTORY = "supplier-worker-attachments";

export function workerDocumentWhereForViewer(viewer: Viewer | null): Prisma.SupplierWorkerAttachmentWhereInput {
  if (viewer?.kind === "SUPPLIER" && viewer.supplierId !== null) return { worker: { supplierId: viewer.supplierId } };
  return NO_ROWS;
}

// Health data: the users of the worker's own company who may open health files (permissions.ts).
export function mayOpenWorkerDocument(viewer: Viewer | null, supplierId: number): boolean {
  return viewer?.kind === "SUPPLIER" && viewer.supplierId === supplierId && may(viewer, "openWorkerDocuments");
}

const documentSelect = {
  id: true,
  supplierWorkerId: true,
  categoryId: true,
  attachmentFilename: true,
  documentDate: true,
  documentExpirationDate: true,
  mediaId: true,
} satisfies Prisma.SupplierWorkerAttachmentSelect;

type DocumentRow = Prisma.SupplierWorkerAttachmentGetPayload<{ select: typeof documentSelect }>;

function snapshot(row: DocumentRow, code: string, media?: Pick<Media, "originalName" | "sha256" | "sizeBytes"> | null): Prisma.InputJsonObject {
  return {
    ...row,
    category: code,
    documentDate: isoDateOrNull(row.documentDate),
    documentExpirationDate: isoDateOrNull(row.documentExpirationDate),
    ...(media ? { file: { originalName: media.originalName, sha256: media.sha256, sizeBytes: media.sizeBytes } } : {}),
  };
}

export function createWorkerDocumentService(deps: AppDeps) {
  const { prisma } = deps;

  async function findVisible(viewer: Viewer | null, id: number) {
    if (!viewer) throw new UnauthenticatedError();
    const row = await prisma.supplierWorkerAttachment.findFirst({
      where: { id, AND: [workerDocumentWhereForViewer(viewer)] },
      select: { ...documentSelect, media: true, category: { select: { code: true } }, worker: { select: { supplierId: true } } },
    });
    if (!row) throw new NotFoundError(WORKER_MESSAGES.importNotFound);
    return row;
  }

  // The worker a new document is for: one of the viewer's own company's workers (else as if not there).
  async function ownWorker(viewer: Viewer | null, workerId: number) {
    if (!viewer) throw new UnauthenticatedError();
    const worker = await prisma.supplierWorker.findFirst({ where: { id: workerId }, select: { id: true, supplierId: true } });
    if (!worker) throw new NotFoundError("Lavoratore non trovato");
    if (viewer.kind === "CUSTOMER") {
      // A customer may see the worker (on its procurement) but never change the supplier's own files.
      const seen = await prisma.procurementWorker.count({ where: { supplierWorkerId: workerId, procurement: { customerId: viewer.customerId ?? -1 } } });
      if (seen > 0) throw new ForbiddenError();
    }
    if (viewer.kind !== "SUPPLIER" || viewer.supplierId !== worker.supplierId) throw new NotFoundError("Lavoratore non trovato");
    return worker;
  }

  async function categoryIdOf(code: string) {
    const category = await prisma.workerDocumentCategory.findFirst({ where: { code, customerId: null }, select: { id: true } });
    if (!category) throw new ValidationError({ categoryCode: [WORKER_MESSAGES.unknownCategory(code)] });
    return category.id;
  }

  return {
    // A worker's own documents as the viewer may see them, with what a GraphQL query selects.
    async listForWorker<Q extends { select?: Prisma.SupplierWorkerAttachmentSelect; include?: Prisma.SupplierWorkerAttachmentInclude }>(viewer: Viewer | null, workerId: number, query: Q) {
      return prisma.supplierWorkerAttachment.findMany({
        ...query,
        where: { supplierWorkerId: workerId, AND: [workerDocumentWhereForViewer(viewer)] },
        orderBy: [{ category: { label: "asc" } }, { createdAt: "desc" }, { id: "desc" }],
      });
    },

    async load<Q extends { select?: Prisma.SupplierWorkerAttachmentSelect; include?: Prisma.SupplierWorkerAttachmentInclude }>(viewer: Viewer | null, id: number, query: Q) {
      return prisma.supplierWorkerAttachment.findFirst({ ...query, where: { id, AND: [workerDocumentWhereForViewer(viewer)] } });
    },

    async loadMany<Q extends { select?: Prisma.SupplierWorkerAttachmentSelect; include?: Prisma.SupplierWorkerAttachmentInclude }>(viewer: Viewer | null, ids: number[], query: Q) {
      return prisma.supplierWorkerAttachment.findMany({ ...query, where: { id: { in: ids }, AND: [workerDocumentWhereForViewer(viewer)] } });
    },

    // Add (workerId, file required) or edit (id; a file replaces the old one, whose bytes stay for the audit
    // trail and for the certificates already imported from it).
    async save(viewer: Viewer | null, raw: unknown, file: IncomingFile | null, ip: string | null = null): Promise<DocumentRow> {
      const target = parseInput(workerDocumentTargetSchema, raw);
      const existing = target.id ? await findVisible(viewer, target.id) : null;
      if (existing && target.workerId && target.workerId !== existing.supplierWorkerId) throw new NotFoundError(WORKER_MESSAGES.importNotFound);
      if (!existing && !target.workerId) throw new ValidationError({ workerId: [WORKER_MESSAGES.workerRequired] });
      const worker = existing ? { id: existing.supplierWorkerId, supplierId: existing.worker.supplierId } : await ownWorker(viewer, target.workerId ?? 0);
      const actor = requireOwnSupplier(viewer, worker.supplierId, existing ? (file ? "replaceHealthFiles" : "editCompanyWorkers") : "uploadWorkerDocuments");
      const input = parseInput(workerDocumentSchema, raw);
      if (!existing && !file) throw new ValidationError({ file: [WORKER_MESSAGES.fileRequired] });
      const categoryId = await categoryIdOf(input.categoryCode);
      const now = deps.now();
      const write = async (tx: Prisma.TransactionClient, media: Media | null) => {
        const data = {
          categoryId,
          attachmentFilename: input.attachmentFilename,
          documentDate: input.documentDate,
          documentExpirationDate: input.documentExpirationDate,
          ...(media ? { mediaId: media.id } : {}),
        };
        const saved = existing
          ? await tx.supplierWorkerAttachment.update({ where: { id: existing.id }, data, select: documentSelect })
          : await tx.supplierWorkerAttachment.create({ data: { ...data, supplierWorkerId: worker.id }, select: documentSelect });
        const { media: oldMedia, category, worker: _worker, ...before } = existing ?? { media: null, category: null, worker: null };
        await recordAudit(tx, {
          actor,
          action: existing ? (media ? "workerDocument.replaced" : "workerDocument.updated") : "workerDocument.created",
          entityType: ENTITY,
          entityId: saved.id,
          ...(existing && category ? { before: snapshot(before as DocumentRow, category.code, oldMedia) } : {}),
          after: snapshot(saved, input.categoryCode, media ?? oldMedia),
          ip,
          occurredAt: now,
        });
        return saved;
      };
      if (file) return storeUploadedFile(deps, { file, directory: WORKER_DOCUMENT_DIRECTORY, field: "file", uploadedBy: actor }, write);
      return prisma.$transaction((tx) => write(tx, null));
    },

    // Level 5. The certificates already imported keep their file: they point at the same stored bytes.
    async remove(viewer: Viewer | null, id: number, ip: string | null = null): Promise<{ id: number }> {
      const existing = await findVisible(viewer, id);
      requireOwnSupplier(viewer, existing.worker.supplierId, "deleteWorkerDocuments", WORKER_DOCUMENT_MESSAGES.deleteRefused);
      const { media, category, worker: _worker, ...before } = existing;
      await prisma.$transaction(async (tx) => {
        await tx.supplierWorkerAttachment.delete({ where: { id } });
        await recordAudit(tx, { actor: viewer, action: "workerDocument.deleted", entityType: ENTITY, entityId: id, before: snapshot(before, category.code, media), ip, occurredAt: deps.now() });
      });
      return { id };
    },

    // The stored file, for the supplier's level-5 users only (health data).
    async downloadable(viewer: Viewer | null, id: number): Promise<Media | null> {
      const row = await findVisible(viewer, id);
      if (!mayOpenWorkerDocument(viewer, row.worker.supplierId)) throw new ForbiddenError();
      return row.media;
    },
  };
}
