// The customer's workforce (its own employees, not its suppliers'): the list, a worker's record with the
// judgement of each visit (never its clinical content), the photo and the files kept for the worker, and the
// lists of its sites, departments, jobs and their hazards. GraphQL resolvers and REST routes call these.
import { isoDateOf, italianDateOf } from "../../../common/calendar-dates";
import { trainingFamiliesOf, type TrainingFamily } from "../../../common/training-family";
import type { AppDeps } from "../../deps";
import type { Media, Prisma } from "../../generated/prisma/client";
import { NotFoundError, ValidationError } from "../../lib/errors";
import { findPage, rowsInPageOrder, splitPageQuery } from "../../lib/paging";
import { signedIn, type Viewer } from "../../viewer";
import { recordAudit } from "../audit/audit.service";
import { requirePermission } from "../auth/permissions";
import { FILE_NOT_AVAILABLE_MESSAGE } from "../files/downloads";
import { storeUploadedFile, type IncomingFile } from "../files/uploads";
import { workforceFilterWhere, workforceOrderBy, type WorkforceListArgs } from "./workforce-list";
import { workforceCustomerIdOf, workforceFactoryWhere, workforceWorkerWhere } from "./workforce-visibility";

export const WORKFORCE_MESSAGES = {
  photoType: "La foto deve essere un'immagine jpg, jpeg, png o gif",
  fileMissing: "Scegliere un file",
} as const;

const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "gif"] as const;

// What the training indicators read from each line of the portfolio.
export const trainingLineSelect = {
  lastDate: true,
  nextDate: true,
  enrolledInOpenCourse: true,
  model: { select: { category: { select: { code: true, name: true } } } },
} satisfies Prisma.TrainingProtocolSelect;

type TrainingLineRow = Prisma.TrainingProtocolGetPayload<{ select: typeof trainingLineSelect }>;

// One indicator per family, today's, from the worker's portfolio lines (common/training-family.ts).
export function trainingFamiliesOfRows(rows: readonly TrainingLineRow[], now: Date): TrainingFamily[] {
  return trainingFamiliesOf(
    rows.map((row) => ({
      categoryCode: row.model.category.code,
      categoryName: row.model.category.name,
      lastDate: row.lastDate ? isoDateOf(row.lastDate) : null,
      nextDate: row.nextDate ? isoDateOf(row.nextDate) : null,
      enrolled: row.enrolledInOpenCourse,
    })),
    italianDateOf(now),
  );
}

type PageQuery = { select?: Prisma.WorkerSelect; include?: Prisma.WorkerInclude; take: number; skip: number; cursor?: Prisma.WorkerWhereUniqueInput };

export function createWorkforceService(deps: AppDeps) {
  const { prisma } = deps;

  function listWhere(viewer: Viewer | null, args: WorkforceListArgs): Prisma.WorkerWhereInput {
    return { AND: [workforceWorkerWhere(viewer), workforceFilterWhere(args)] };
  }

  // The worker, when the viewer may see it: someone else's answers as a missing one.
  async function visibleWorkerId(viewer: Viewer | null, id: number): Promise<number> {
    signedIn(viewer);
    const row = await prisma.worker.findFirst({ where: { id, AND: [workforceWorkerWhere(viewer)] }, select: { id: true } });
    if (!row) throw new NotFoundError("Lavoratore non trovato");
    return row.id;
  }

  return {
    // The customer whose workforce the viewer sees, or a refusal (401 anonymous, 403 anyone else).
    customerOf(viewer: Viewer | null): number {
      requirePermission(viewer, "viewWorkforce");
      const customerId = workforceCustomerIdOf(viewer);
      if (customerId === null) throw new NotFoundError();
      return customerId;
    },

    // One page in two statements (lib/paging.ts): the page's ids first, sorted on narrow rows (a sort by site or
    // next visit would otherwise join every worker's relations before keeping ten), then those workers with what
    // the query selects.
    async listPage<Q extends PageQuery>(viewer: Viewer | null, args: WorkforceListArgs, query: Q) {
      const { page, selection } = splitPageQuery(query);
      const where = listWhere(viewer, args);
      const ids = await findPage({
        model: "Worker",
        orderBy: workforceOrderBy(args.orderBy, args.direction),
        window: page,
        find: ({ where: start, ...rest }) => prisma.worker.findMany({ ...rest, where: { AND: [where, start ?? {}] }, select: { id: true } }),
        findCursorRow: (id, select) => prisma.worker.findFirst({ where: { id, AND: [where] }, select }),
      });
      return rowsInPageOrder(ids, (pageIds) => prisma.worker.findMany({ ...selection, where: { id: { in: pageIds } } }));
    },

    count(viewer: Viewer | null, args: WorkforceListArgs): Promise<number> {
      return prisma.worker.count({ where: listWhere(viewer, args) });
    },

    // A REST page (GET /api/workers): the rows with what the shapes need, and the total.
    async restPage<S extends Prisma.WorkerSelect & { id: true }>(viewer: Viewer | null, args: WorkforceListArgs, page: { skip: number; take: number }, select: S) {
      const customerId = this.customerOf(viewer);
      const where = { customerId, AND: [workforceFilterWhere(args)] };
      const ids = await prisma.worker.findMany({ where, orderBy: workforceOrderBy(args.orderBy, args.direction), skip: page.skip, take: page.take, select: { id: true } });
      type PageRow = Prisma.WorkerGetPayload<{ select: S }> & { id: number };
      const rows = await rowsInPageOrder(ids, (pageIds) => prisma.worker.findMany({ where: { id: { in: pageIds } }, select }) as Promise<PageRow[]>);
      return { rows, total: await prisma.worker.count({ where }) };
    },

    async record<S extends Prisma.WorkerSelect>(viewer: Viewer | null, id: number, select: S) {
      signedIn(viewer);
      const row = await prisma.worker.findFirst({ where: { id, AND: [workforceWorkerWhere(viewer)] }, select });
      if (!row) throw new NotFoundError("Lavoratore non trovato");
      return row;
    },

    // The data dialog's photo mode: the worker's photo (an image), replacing the one before.
    async setPhoto(viewer: Viewer | null, workerId: number, file: IncomingFile | null, ip: string | null = null): Promise<{ workerId: number }> {
      const actor = requirePermission(viewer, "editWorkforceFiles");
      const id = await visibleWorkerId(actor, workerId);
      if (!file) throw new ValidationError({ file: [WORKFORCE_MESSAGES.fileMissing] });
      return storeUploadedFile(
        deps,
        { file, directory: "worker-photos", field: "file", uploadedBy: actor, only: { extensions: PHOTO_EXTENSIONS, message: WORKFORCE_MESSAGES.photoType } },
        async (tx, media) => {
          const before = await tx.worker.findUniqueOrThrow({ where: { id }, select: { photoMediaId: true } });
          await tx.worker.update({ where: { id }, data: { photoMediaId: media.id } });
          await recordAudit(tx, { actor, action: "workforceWorker.photoChanged", entityType: "Worker", entityId: id, before: { photoMediaId: before.photoMediaId }, after: { photoMediaId: media.id }, ip, occurredAt: deps.now() });
          return { workerId: id };
        },
      );
    },

    // The attachments mode's save: one file of the worker, stored with its row in one step.
    async addFile(viewer: Viewer | null, workerId: number, file: IncomingFile | null, ip: string | null = null): Promise<{ id: number; workerId: number }> {
      const actor = requirePermission(viewer, "editWorkforceFiles");
      const id = await visibleWorkerId(actor, workerId);
      if (!file) throw new ValidationError({ file: [WORKFORCE_MESSAGES.fileMissing] });
      return storeUploadedFile(deps, { file, directory: "worker-files", field: "file", uploadedBy: actor }, async (tx, media) => {
        const row = await tx.workerFile.create({ data: { workerId: id, mediaId: media.id }, select: { id: true, workerId: true } });
        await recordAudit(tx, { actor, action: "workerFile.added", entityType: "WorkerFile", entityId: row.id, after: { workerId: id, mediaId: media.id, name: media.originalName }, ip, occurredAt: deps.now() });
        return row;
      });
    },

    // Removes a worker's file (delete level). The stored file and its Media row stay for the audit trail.
    async deleteFile(viewer: Viewer | null, fileId: number, ip: string | null = null): Promise<{ id: number; workerId: number }> {
      const actor = requirePermission(viewer, "deleteWorkforceFiles");
      const row = await prisma.workerFile.findFirst({ where: { id: fileId, worker: workforceWorkerWhere(actor) }, select: { id: true, workerId: true, mediaId: true } });
      if (!row) throw new NotFoundError(FILE_NOT_AVAILABLE_MESSAGE);
      await prisma.$transaction(async (tx) => {
        const removed = await tx.workerFile.deleteMany({ where: { id: row.id } });
        if (removed.count !== 1) throw new NotFoundError(FILE_NOT_AVAILABLE_MESSAGE);
        await recordAudit(tx, { actor, action: "workerFile.deleted", entityType: "WorkerFile", entityId: row.id, before: { workerId: row.workerId, mediaId: row.mediaId }, ip, occurredAt: deps.now() });
      });
      return { id: row.id, workerId: row.workerId };
    },

    async photo(viewer: Viewer | null, workerId: number): Promise<Media> {
      signedIn(viewer);
      const row = await prisma.worker.findFirst({ where: { id: workerId, AND: [workforceWorkerWhere(viewer)] }, select: { photo: true } });
      if (!row?.photo) throw new NotFoundError(FILE_NOT_AVAILABLE_MESSAGE);
      return row.photo;
    },

    async file(viewer: Viewer | null, fileId: number): Promise<Media> {
      signedIn(viewer);
      const row = await prisma.workerFile.findFirst({ where: { id: fileId, worker: workforceWorkerWhere(viewer) }, select: { media: true } });
      if (!row) throw new NotFoundError(FILE_NOT_AVAILABLE_MESSAGE);
      return row.media;
    },

    // Spec section 7's lists: the customer's factories, departments (of a factory or all), jobs of a factory, and
    // the hazards of a job (of one level when asked).
    factories(viewer: Viewer | null) {
      const customerId = this.customerOf(viewer);
      return prisma.factory.findMany({ where: { customerId }, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true } });
    },
    departments(viewer: Viewer | null, factoryId: number | null) {
      this.customerOf(viewer);
      return prisma.department.findMany({
        where: { factory: workforceFactoryWhere(viewer), ...(factoryId === null ? {} : { factoryId }) },
        orderBy: [{ name: "asc" }, { id: "asc" }],
        select: { id: true, name: true, factoryId: true },
      });
    },
    jobs(viewer: Viewer | null, factoryId: number) {
      this.customerOf(viewer);
      return prisma.job.findMany({ where: { factoryId, factory: workforceFactoryWhere(viewer) }, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true, factoryId: true } });
    },
    jobHazards(viewer: Viewer | null, jobId: number, level: number | null) {
      this.customerOf(viewer);
      return prisma.jobHazard.findMany({
        where: { jobId, job: { factory: workforceFactoryWhere(viewer) }, ...(level === null ? {} : { level }) },
        orderBy: [{ hazard: { name: "asc" } }, { hazardId: "asc" }],
        select: { level: true, hazard: { select: { id: true, name: true } } },
      });
    },
  };
}

export type WorkforceService = ReturnType<typeof createWorkforceService>;
