// Workers on a procurement (tab 3 of the procurement card, spec sections 3, 5 and 7): the supplier assigns its
// workers (existing or new) with a task, qualification flags and a note, edits them (optionally for every
// worker with the same task), removes them; the procurement's customer decides on their participation.
// Each assignment carries one fitness requirement per category its flags and the procurement require.
// GraphQL and REST both call these functions: every rule and permission lives here.
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError, parseInput, ValidationError } from "../../lib/errors";
import { signedIn, type Viewer } from "../../viewer";
import { requireOwnSupplier, requirePermission } from "../auth/permissions";
import { recordAudit } from "../audit/audit.service";
import { procurementWhereForViewer } from "../procurements/procurement-visibility";
import { createSupplierWorkerService } from "../suppliers/supplier-workers.service";
import { workerCatalogueOf } from "../requirements/worker-catalogue";
import { checkFlagsAllowed, flagSelect, flagsOf, requiredCategoryCodes, type QualificationFlags } from "./worker-requirements";
import { procurementWorkerWhereForViewer } from "./worker-visibility";
import {
  assignmentKeySchema,
  assignWorkersSchema,
  editAssignmentSchema,
  pivotIdSchema,
  relativeDocumentsSchema,
  reviewParticipationSchema,
  WORKER_MESSAGES,
} from "./workers.validation";

export const PROCUREMENT_WORKER_NOT_FOUND = "Lavoratore non trovato nell'appalto";
const ENTITY = "ProcurementWorker";

type Db = Prisma.TransactionClient | AppDeps["prisma"];

export const procurementWorkerAuditSelect = {
  id: true,
  procurementId: true,
  supplierId: true,
  supplierWorkerId: true,
  job: true,
  note: true,
  approval: true,
  approvalNote: true,
  ...flagSelect,
} satisfies Prisma.ProcurementWorkerSelect;

type PivotRow = Prisma.ProcurementWorkerGetPayload<{ select: typeof procurementWorkerAuditSelect }>;

function snapshot(row: PivotRow, extra: Prisma.InputJsonObject = {}): Prisma.InputJsonObject {
  return { ...row, ...extra };
}

// The effective task: the task in the procurement, else the worker's own job (spec section 3).
export function effectiveJob(pivotJob: string | null, workerJob: string | null): string | null {
  return pivotJob || workerJob || null;
}

export function createProcurementWorkerService(deps: AppDeps) {
  const { prisma } = deps;
  const supplierWorkers = createSupplierWorkerService(deps);

  // The procurement as the viewer may see it, with what the requirement rule needs, and the supplier's place
  // on it: a supplier user's own; a customer user's the one named.
  async function procurementContext(db: Db, viewer: Viewer, procurementId: number, supplierId?: number | null) {
    const procurement = await db.procurement.findFirst({
      where: { id: procurementId, AND: [procurementWhereForViewer(viewer)] },
      select: { id: true, customerId: true, workerMandatoryDocumentCategories: true },
    });
    if (!procurement) throw new NotFoundError("Appalto non trovato");
    const ownSupplier = viewer.kind === "SUPPLIER" ? viewer.supplierId : null;
    if (ownSupplier !== null && supplierId && supplierId !== ownSupplier) throw new NotFoundError("Fornitore non trovato nell'appalto");
    const targetSupplier = ownSupplier ?? supplierId ?? null;
    const link = targetSupplier
      ? await db.procurementSupplier.findUnique({
          where: { procurementId_supplierId: { procurementId, supplierId: targetSupplier } },
          select: { supplierId: true, workerMandatoryDocumentCategories: true },
        })
      : null;
    if (targetSupplier && !link) throw new NotFoundError("Fornitore non trovato nell'appalto");
    return { procurement, link };
  }

  // The same decision inside the caller's transaction (the approvals inbox decides several items at once): a
  // refusal throws, so the caller's transaction rolls back whole.
  async function reviewParticipationWithin(tx: Prisma.TransactionClient, viewer: Viewer | null, raw: unknown, ip: string | null = null) {
    const actor = signedIn(viewer);
    const input = parseInput(reviewParticipationSchema, raw);
    const current = await visiblePivot(tx, actor, { id: input.id });
    requirePermission(actor, "reviewRequiredItems");
    const now = deps.now();
    const reviewed = input.approval !== "PENDING";
    const after = await tx.procurementWorker.update({
      where: { id: current.id },
      data: {
        approval: input.approval,
        approvalNote: input.approval === "APPROVED_WITH_PRESCRIPTIONS" || input.approval === "REJECTED" ? (input.note ?? null) : null,
        reviewedAt: reviewed ? now : null,
        reviewedById: reviewed ? actor.userId : null,
      },
      select: procurementWorkerAuditSelect,
    });
    const { supplierWorker: _ignored, ...before } = current;
    await recordAudit(tx, { actor, action: "procurementWorker.reviewed", entityType: ENTITY, entityId: current.id, before: snapshot(before), after: snapshot(after), ip, occurredAt: now, compliance: { procurementIds: [after.procurementId] } });
    return after;
  }

  async function codesFor(db: Db, context: Awaited<ReturnType<typeof procurementContext>>, flags: QualificationFlags) {
    const list = await workerCatalogueOf(db, context.procurement.customerId);
    const codes = requiredCategoryCodes(list, flags, {
      procurement: context.procurement.workerMandatoryDocumentCategories,
      supplierLink: context.link?.workerMandatoryDocumentCategories,
    });
    return { list, codes };
  }

  // Brings the assignment's requirements in line with the categories now required: a missing one is added
  // (MISSING, or with the worker's own file when importing); an inactive one turns mandatory again; one
  // required before and no longer turns non-mandatory. Nothing uploaded is ever deleted here.
  async function syncRequirements(
    tx: Prisma.TransactionClient,
    pivot: { id: number; supplierWorkerId: number },
    list: { id: number; code: string }[],
    codes: string[],
    previousCodes: string[],
    importOwnFiles: boolean,
  ): Promise<{ added: string[]; reactivated: string[]; deactivated: string[]; imported: string[] }> {
    const idOf = new Map(list.map((category) => [category.code, category.id]));
    const existing = await tx.procurementWorkerAttachment.findMany({
      where: { procurementWorkerId: pivot.id },
      select: { id: true, active: true, category: { select: { code: true } } },
    });
    const byCode = new Map(existing.map((row) => [row.category.code, row]));
    const result = { added: [] as string[], reactivated: [] as string[], deactivated: [] as string[], imported: [] as string[] };
    const now = deps.now();
    for (const code of codes) {
      const current = byCode.get(code);
      if (current) {
        if (!current.active) {
          await tx.procurementWorkerAttachment.update({ where: { id: current.id }, data: { active: true } });
          result.reactivated.push(code);
        }
        continue;
      }
      const categoryId = idOf.get(code);
      if (categoryId === undefined) continue;
      const own = importOwnFiles
        ? await tx.supplierWorkerAttachment.findFirst({
            where: { supplierWorkerId: pivot.supplierWorkerId, categoryId, mediaId: { not: null } },
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
            select: { attachmentFilename: true, documentDate: true, documentExpirationDate: true, mediaId: true },
          })
        : null;
      await tx.procurementWorkerAttachment.create({
        data: {
          procurementWorkerId: pivot.id,
          categoryId,
          active: true,
          approval: "PENDING",
          ...(own
            ? {
                mediaId: own.mediaId,
                attachmentName: own.attachmentFilename,
                documentDate: own.documentDate,
                documentExpirationDate: own.documentExpirationDate,
                uploadedAt: now,
              }
            : {}),
        },
      });
      result.added.push(code);
      if (own) result.imported.push(code);
    }
    const noLongerRequired = previousCodes.filter((code) => !codes.includes(code));
    for (const code of noLongerRequired) {
      const current = byCode.get(code);
      if (current?.active) {
        await tx.procurementWorkerAttachment.update({ where: { id: current.id }, data: { active: false } });
        result.deactivated.push(code);
      }
    }
    return result;
  }

  async function visiblePivot(db: Db, viewer: Viewer, where: Prisma.ProcurementWorkerWhereInput) {
    const row = await db.procurementWorker.findFirst({
      where: { ...where, AND: [procurementWorkerWhereForViewer(viewer)] },
      select: { ...procurementWorkerAuditSelect, supplierWorker: { select: { job: true, firstName: true, lastName: true } } },
    });
    if (!row) throw new NotFoundError(PROCUREMENT_WORKER_NOT_FOUND);
    return row;
  }

  return {
    // getRelativeDocument: the categories the flags given would require of a worker of this supplier here.
    async relativeDocuments(viewer: Viewer | null, raw: unknown) {
      const actor = signedIn(viewer);
      const input = parseInput(relativeDocumentsSchema, raw);
      const context = await procurementContext(prisma, actor, input.procurementId, input.supplierId);
      const flags = flagsOf(input);
      checkFlagsAllowed(context.procurement.customerId, flags);
      const { list, codes } = await codesFor(prisma, context, flags);
      return list.filter((category) => codes.includes(category.code)).map(({ code, label }) => ({ code, label }));
    },

    // Assigns existing workers of the supplier, or a new one created with the home's worker-form rules, with
    // the same task, flags and note, and creates each one's fitness requirements (spec section 7, steps 1-2).
    async assignWorkers(viewer: Viewer | null, raw: Record<string, unknown>, ip: string | null = null) {
      const actor = signedIn(viewer);
      const input = parseInput(assignWorkersSchema, raw);
      const context = await procurementContext(prisma, actor, input.procurementId, input.supplierId);
      if (!context.link) throw new ForbiddenError();
      const supplierId = context.link.supplierId;
      requireOwnSupplier(actor, supplierId, "assignProcurementWorkers");
      const flags = flagsOf(input);
      checkFlagsAllowed(context.procurement.customerId, flags);

      const selected = [...new Set(input.selectedWorkers)];
      const owned = await prisma.supplierWorker.findMany({ where: { id: { in: selected }, supplierId }, select: { id: true, firstName: true, lastName: true } });
      if (owned.length !== selected.length) throw new ValidationError({ selectedWorkers: [WORKER_MESSAGES.workerNotOfSupplier] });
      const already = await prisma.procurementWorker.findMany({
        where: { procurementId: input.procurementId, supplierWorkerId: { in: selected } },
        select: { supplierWorkerId: true },
      });
      if (already.length > 0) {
        const names = owned.filter((worker) => already.some((row) => row.supplierWorkerId === worker.id)).map((worker) => `${worker.firstName} ${worker.lastName}`);
        throw new ValidationError({ selectedWorkers: names.map((name) => WORKER_MESSAGES.workerAlreadyAssigned(name)) });
      }
      // The new worker last, once everything else is known to be acceptable: its own form's rules apply.
      const workerIds = [...selected];
      if (input.addNewWorker) {
        const created = await supplierWorkers.save(actor, { id: null, supplierId }, raw.newWorker ?? {}, ip);
        workerIds.push(created.id);
      }

      const { list, codes } = await codesFor(prisma, context, flags);
      const now = deps.now();
      return prisma.$transaction(async (tx) => {
        const saved: PivotRow[] = [];
        for (const supplierWorkerId of workerIds) {
          const pivot = await tx.procurementWorker.create({
            data: { procurementId: input.procurementId, supplierId, supplierWorkerId, job: input.job ?? null, note: input.note ?? null, ...flags },
            select: procurementWorkerAuditSelect,
          });
          const changes = await syncRequirements(tx, pivot, list, codes, [], input.importFromSupplierDocumentation);
          await recordAudit(tx, { actor, action: "procurementWorker.assigned", entityType: ENTITY, entityId: pivot.id, after: snapshot(pivot, changes), ip, occurredAt: now, compliance: { procurementIds: [input.procurementId] } });
          saved.push(pivot);
        }
        return saved;
      });
    },

    // Edits task, flags and note; with propagate, every worker of the supplier here with the same task
    // (before the change) gets the same task and flags. Requirements follow the new flags.
    async editAssignment(viewer: Viewer | null, raw: unknown, ip: string | null = null) {
      const actor = signedIn(viewer);
      const input = parseInput(editAssignmentSchema, raw);
      const current = await visiblePivot(prisma, actor, { procurementId: input.procurementId, supplierWorkerId: input.workerId });
      requireOwnSupplier(actor, current.supplierId, "assignProcurementWorkers");
      const context = await procurementContext(prisma, actor, current.procurementId, current.supplierId);
      const flags = { ...flagsOf(current), ...Object.fromEntries(Object.entries(flagsOf(input)).filter(([field]) => (input as Record<string, unknown>)[field] !== undefined)) };
      checkFlagsAllowed(context.procurement.customerId, flags);
      const oldJob = effectiveJob(current.job, current.supplierWorker.job);
      const targets = input.propagate
        ? (
            await prisma.procurementWorker.findMany({
              where: { procurementId: current.procurementId, supplierId: current.supplierId },
              select: { ...procurementWorkerAuditSelect, supplierWorker: { select: { job: true } } },
            })
          ).filter((row) => row.id === current.id || effectiveJob(row.job, row.supplierWorker.job) === oldJob)
        : [current];
      const { list, codes } = await codesFor(prisma, context, flags);
      const now = deps.now();
      return prisma.$transaction(async (tx) => {
        const saved: PivotRow[] = [];
        for (const target of targets) {
          const previous = await codesFor(tx, context, flagsOf(target));
          const isCurrent = target.id === current.id;
          const after = await tx.procurementWorker.update({
            where: { id: target.id },
            data: {
              ...flags,
              ...(input.job !== undefined ? { job: input.job } : {}),
              ...(isCurrent && input.note !== undefined ? { note: input.note } : {}),
            },
            select: procurementWorkerAuditSelect,
          });
          const changes = await syncRequirements(tx, after, list, codes, previous.codes, false);
          const { supplierWorker: _ignored, ...before } = target;
          await recordAudit(tx, {
            actor,
            action: isCurrent ? "procurementWorker.edited" : "procurementWorker.propagated",
            entityType: ENTITY,
            entityId: target.id,
            before: snapshot(before),
            after: snapshot(after, changes),
            ip,
            occurredAt: now,
            compliance: { procurementIds: [after.procurementId] },
          });
          saved.push(after);
        }
        return saved;
      });
    },

    // Removes the worker from the procurement (level 5). The worker stays in the supplier's list; its
    // certificate rows go with the assignment, their files (Media) stay, named in the audit record.
    async removeAssignment(viewer: Viewer | null, raw: unknown, ip: string | null = null) {
      const actor = signedIn(viewer);
      const input = parseInput(pivotIdSchema, raw);
      const current = await visiblePivot(prisma, actor, { id: input.id, ...(input.procurementId ? { procurementId: input.procurementId } : {}) });
      requireOwnSupplier(actor, current.supplierId, "removeProcurementWorkers");
      return prisma.$transaction(async (tx) => {
        const certificates = await tx.procurementWorkerAttachment.findMany({
          where: { procurementWorkerId: current.id },
          select: { id: true, categoryId: true, mediaId: true, approval: true, attachmentName: true },
        });
        await tx.procurementWorker.delete({ where: { id: current.id } });
        const { supplierWorker: _ignored, ...before } = current;
        await recordAudit(tx, {
          actor,
          action: "procurementWorker.removed",
          entityType: ENTITY,
          entityId: current.id,
          before: snapshot(before, { certificates }),
          ip,
          occurredAt: deps.now(),
          compliance: { procurementIds: [current.procurementId] },
        });
        return { id: current.id };
      });
    },

    // The customer's decision on the worker's participation (level 3 of the procurement's customer).
    async reviewParticipation(viewer: Viewer | null, raw: unknown, ip: string | null = null) {
      return prisma.$transaction((tx) => reviewParticipationWithin(tx, viewer, raw, ip));
    },

    reviewParticipationWithin,

    // The assignment of one worker on one procurement, as the viewer may see it.
    async assignment(viewer: Viewer | null, raw: unknown) {
      const actor = signedIn(viewer);
      const input = parseInput(assignmentKeySchema, raw);
      return visiblePivot(prisma, actor, { procurementId: input.procurementId, supplierWorkerId: input.workerId });
    },

    // The categories every worker of the procurement, or of one supplier on it, must hold were changed (the
    // requirements dialog): each worker already there follows at once, as an edit of its flags would. A category
    // newly asked gets its row (or the old one back, file included); one no longer asked turns not mandatory.
    async followMandatoryCategories(
      tx: Prisma.TransactionClient,
      procurementId: number,
      before: { procurement: Prisma.JsonValue; links: ReadonlyMap<number, Prisma.JsonValue> },
    ): Promise<void> {
      const procurement = await tx.procurement.findUniqueOrThrow({ where: { id: procurementId }, select: { customerId: true, workerMandatoryDocumentCategories: true } });
      const links = new Map(
        (await tx.procurementSupplier.findMany({ where: { procurementId }, select: { supplierId: true, workerMandatoryDocumentCategories: true } }))
          .map((link) => [link.supplierId, link.workerMandatoryDocumentCategories]),
      );
      const list = await workerCatalogueOf(tx, procurement.customerId);
      const pivots = await tx.procurementWorker.findMany({ where: { procurementId }, select: { id: true, supplierId: true, supplierWorkerId: true, ...flagSelect }, orderBy: { id: "asc" } });
      for (const pivot of pivots) {
        const flags = flagsOf(pivot);
        const codes = requiredCategoryCodes(list, flags, { procurement: procurement.workerMandatoryDocumentCategories, supplierLink: links.get(pivot.supplierId) });
        const previous = requiredCategoryCodes(list, flags, { procurement: before.procurement, supplierLink: before.links.get(pivot.supplierId) });
        if (codes.join() === previous.join()) continue;
        await syncRequirements(tx, pivot, list, codes, previous, false);
      }
    },

    // The categories required now by an assignment's flags and the procurement (used by the fitness calls).
    async requiredCodesOf(db: Db, viewer: Viewer, pivot: { procurementId: number; supplierId: number } & QualificationFlags) {
      const context = await procurementContext(db, viewer, pivot.procurementId, pivot.supplierId);
      return (await codesFor(db, context, flagsOf(pivot))).codes;
    },
  };
}
