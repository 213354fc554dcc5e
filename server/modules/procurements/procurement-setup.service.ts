// The customer's own procurements: create, edit, close and delete them, and publish or withdraw their general files
// (tab 1). Customer users only, of the procurement's customer (procurement-visibility.ts); level 3 edits, level 5
// closes and deletes (the permission module). A closed procurement refuses every write in the database itself
// (server/db/closed-procurement.ts), so nothing here has to remember it.
import {
  PROCUREMENT_FORM_MESSAGES,
  procurementFileSchema,
  procurementFormSchema,
  type ProcurementFormValues,
} from "../../../common/validation/procurements";
import type { AppDeps } from "../../deps";
import type { Media, Prisma } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, parseInput, UnauthenticatedError, ValidationError } from "../../lib/errors";
import type { Viewer } from "../../viewer";
import { decideOnProcurement, requirePermission, type Decision, type Permission } from "../auth/permissions";
import { recordAudit } from "../audit/audit.service";
import { storeUploadedFile, type IncomingFile } from "../files/uploads";
import { procurementWhereForViewer } from "./procurement-visibility";

export const PROCUREMENT_FILE_DIRECTORY = "procurement-files";

const procurementSnapshotSelect = {
  id: true,
  customerId: true,
  factoryId: true,
  label: true,
  dateStart: true,
  dateEnd: true,
  note: true,
  constructionSite: true,
  closedAt: true,
} satisfies Prisma.ProcurementSelect;
type ProcurementSnapshotRow = Prisma.ProcurementGetPayload<{ select: typeof procurementSnapshotSelect }>;

function day(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

function snapshotOf(row: ProcurementSnapshotRow): Prisma.InputJsonObject {
  return {
    label: row.label,
    dateStart: day(row.dateStart),
    dateEnd: day(row.dateEnd),
    note: row.note,
    factoryId: row.factoryId,
    constructionSite: row.constructionSite,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

function fileSnapshot(file: { procurementId: number; label: string | null }, media: Pick<Media, "id" | "originalName" | "sha256" | "sizeBytes">): Prisma.InputJsonObject {
  return { procurementId: file.procurementId, label: file.label, mediaId: media.id, file: { originalName: media.originalName, sha256: media.sha256, sizeBytes: media.sizeBytes } };
}

// What a supplier has put on a procurement: once there is any, the procurement can be closed but no longer deleted.
export function supplierContributionsWhere(procurementId: number): {
  requiredDocuments: Prisma.ProcurementSupplierAttachmentWhereInput;
  workers: Prisma.ProcurementWorkerWhereInput;
  elements: Prisma.ProcurementElementWhereInput;
  substances: Prisma.SubstanceWhereInput;
} {
  return {
    requiredDocuments: { procurementId, OR: [{ mediaId: { not: null } }, { uploadedAt: { not: null } }] },
    workers: { procurementId },
    elements: { procurementId },
    substances: { procurementId },
  };
}

// What the procurement card and the home offer the viewer on a procurement it sees: the permission module's answer,
// and no to everyone once the procurement is closed, with the reason.
export function procurementDecision(viewer: Viewer | null, procurement: { closedAt: Date | null }, permission: Permission): Decision {
  return decideOnProcurement(viewer, permission, procurement);
}

export function createProcurementSetupService(deps: AppDeps) {
  const { prisma } = deps;

  // A procurement of the viewer's own customer, then the level: a low level never tells "exists" from "not yours",
  // and a supplier who sees the procurement is told it is not its to change.
  async function ownProcurement(db: Prisma.TransactionClient, viewer: Viewer | null, id: number, permission: Permission) {
    if (!viewer) throw new UnauthenticatedError();
    const row = await db.procurement.findFirst({ where: { id, AND: [procurementWhereForViewer(viewer)] }, select: procurementSnapshotSelect });
    if (!row) throw new NotFoundError();
    const actor = requirePermission(viewer, permission);
    if (actor.kind !== "CUSTOMER" || actor.customerId !== row.customerId) throw new ForbiddenError();
    return { actor, row };
  }

  // The site must be one of the customer's own factories. Its row is held (KEY SHARE) until the procurement is saved:
  // a deletion of the site under way (factories.service.ts) is waited for, and then the site is not found.
  async function checkFactory(db: Prisma.TransactionClient, customerId: number, factoryId: number | null): Promise<void> {
    if (factoryId === null) return;
    const found = await db.$queryRaw<unknown[]>`SELECT factory_id FROM factories WHERE factory_id = ${factoryId} AND customer_id = ${customerId} FOR KEY SHARE`;
    if (found.length === 0) throw new ValidationError({ factoryId: [PROCUREMENT_FORM_MESSAGES.factoryInvalid] });
  }

  function dataOf(fields: ProcurementFormValues) {
    return {
      label: fields.label,
      dateStart: fields.dateStart,
      dateEnd: fields.dateEnd,
      note: fields.note,
      factoryId: fields.factoryId,
      constructionSite: fields.constructionSite,
    };
  }

  return {
    async createProcurement(viewer: Viewer | null, input: unknown, ip: string | null): Promise<{ id: number }> {
      const actor = requirePermission(viewer, "editProcurements");
      if (actor.kind !== "CUSTOMER" || actor.customerId === null) throw new ForbiddenError();
      const customerId = actor.customerId;
      const fields = parseInput(procurementFormSchema, input);
      return prisma.$transaction(async (tx) => {
        await checkFactory(tx, customerId, fields.factoryId);
        const created = await tx.procurement.create({ data: { ...dataOf(fields), customerId }, select: procurementSnapshotSelect });
        await recordAudit(tx, { actor, action: "procurement.created", entityType: "Procurement", entityId: created.id, after: snapshotOf(created), ip, occurredAt: deps.now() });
        return { id: created.id };
      });
    },

    async updateProcurement(viewer: Viewer | null, id: number, input: unknown, ip: string | null): Promise<{ id: number }> {
      await ownProcurement(prisma, viewer, id, "editProcurements");
      const fields = parseInput(procurementFormSchema, input);
      return prisma.$transaction(async (tx) => {
        const { actor, row } = await ownProcurement(tx, viewer, id, "editProcurements");
        await checkFactory(tx, row.customerId, fields.factoryId);
        const updated = await tx.procurement.update({ where: { id }, data: dataOf(fields), select: procurementSnapshotSelect });
        await recordAudit(tx, { actor, action: "procurement.updated", entityType: "Procurement", entityId: id, before: snapshotOf(row), after: snapshotOf(updated), ip, occurredAt: deps.now() });
        return { id };
      });
    },

    // From now on read-only for everyone (the database refuses the writes), still visible to whoever saw it.
    async closeProcurement(viewer: Viewer | null, id: number, ip: string | null): Promise<{ id: number }> {
      return prisma.$transaction(async (tx) => {
        const { actor, row } = await ownProcurement(tx, viewer, id, "closeProcurements");
        if (row.closedAt) throw new ForbiddenError(PROCUREMENT_FORM_MESSAGES.closed);
        const closed = await tx.procurement.update({ where: { id }, data: { closedAt: deps.now() }, select: procurementSnapshotSelect });
        await recordAudit(tx, { actor, action: "procurement.closed", entityType: "Procurement", entityId: id, before: snapshotOf(row), after: snapshotOf(closed), ip, occurredAt: deps.now() });
        return { id };
      });
    },

    // Only while no supplier has put anything on it: after that its trail must stay, and closing is the way out.
    // The general files' stored bytes and Media rows stay, as for every deletion.
    async deleteProcurement(viewer: Viewer | null, id: number, ip: string | null): Promise<{ id: number }> {
      return prisma.$transaction(async (tx) => {
        const { actor, row } = await ownProcurement(tx, viewer, id, "deleteProcurements");
        if (row.closedAt) throw new ForbiddenError(PROCUREMENT_FORM_MESSAGES.closed);
        // One decision at a time on this procurement (closing, deleting, the chain of suppliers).
        await tx.$queryRaw`SELECT id FROM procurements WHERE id = ${id} FOR UPDATE`;
        const where = supplierContributionsWhere(id);
        const [documents, workers, elements, substances] = await Promise.all([
          tx.procurementSupplierAttachment.count({ where: where.requiredDocuments }),
          tx.procurementWorker.count({ where: where.workers }),
          tx.procurementElement.count({ where: where.elements }),
          tx.substance.count({ where: where.substances }),
        ]);
        if (documents + workers + elements + substances > 0) throw new ForbiddenError(PROCUREMENT_FORM_MESSAGES.deleteAfterUploads);
        const suppliers = await tx.procurementSupplier.findMany({ where: { procurementId: id }, select: { supplierId: true, parentSupplierId: true, note: true } });
        const files = await tx.procurementFile.findMany({ where: { procurementId: id }, select: { id: true, label: true, mediaId: true } });
        await tx.procurement.delete({ where: { id } });
        await recordAudit(tx, {
          actor,
          action: "procurement.deleted",
          entityType: "Procurement",
          entityId: id,
          before: { ...snapshotOf(row), suppliers, files },
          ip,
          occurredAt: deps.now(),
        });
        return { id };
      });
    },

    async uploadProcurementFile(viewer: Viewer | null, procurementId: number, input: unknown, file: IncomingFile | null, ip: string | null): Promise<{ id: number }> {
      const { actor } = await ownProcurement(prisma, viewer, procurementId, "editProcurements");
      const { label } = parseInput(procurementFileSchema, input);
      if (!file) throw new ValidationError({ file: [PROCUREMENT_FORM_MESSAGES.fileRequired] });
      return storeUploadedFile(deps, { file, directory: PROCUREMENT_FILE_DIRECTORY, field: "file", uploadedBy: actor }, async (tx, media) => {
        const created = await tx.procurementFile.create({ data: { procurementId, mediaId: media.id, label }, select: { id: true } });
        await recordAudit(tx, { actor, action: "procurementFile.uploaded", entityType: "ProcurementFile", entityId: created.id, after: fileSnapshot({ procurementId, label }, media), ip, occurredAt: deps.now() });
        return created;
      });
    },

    // The row goes; the stored file and its Media row stay for the audit trail.
    async deleteProcurementFile(viewer: Viewer | null, fileId: number, ip: string | null): Promise<{ id: number; procurementId: number }> {
      if (!viewer) throw new UnauthenticatedError();
      const file = await prisma.procurementFile.findFirst({
        where: { id: fileId, procurement: procurementWhereForViewer(viewer) },
        select: { id: true, procurementId: true, label: true, media: { select: { id: true, originalName: true, sha256: true, sizeBytes: true } } },
      });
      if (!file) throw new NotFoundError();
      return prisma.$transaction(async (tx) => {
        const { actor } = await ownProcurement(tx, viewer, file.procurementId, "deleteProcurementFiles");
        const removed = await tx.procurementFile.deleteMany({ where: { id: fileId, procurementId: file.procurementId } });
        if (removed.count !== 1) throw new NotFoundError();
        await recordAudit(tx, { actor, action: "procurementFile.deleted", entityType: "ProcurementFile", entityId: fileId, before: fileSnapshot(file, file.media), ip, occurredAt: deps.now() });
        return { id: fileId, procurementId: file.procurementId };
      });
    },
  };
}
