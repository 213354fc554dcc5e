// The worker area (wr/): a worker sees their own record and medical examinations, nobody else's.
// Customers see fitness judgements through procurement screens, never a visit's content (ARCHITECTURE.md).
import type { Prisma } from "../../generated/prisma/client";
import { NO_ROWS, type Viewer } from "../../viewer";

export function workerWhereForViewer(viewer: Viewer | null): Prisma.WorkerWhereInput {
  return viewer?.kind === "WORKER" && viewer.workerId !== null ? { id: viewer.workerId } : NO_ROWS;
}

export function examinationWhereForViewer(viewer: Viewer | null): Prisma.ExaminationWhereInput {
  return viewer?.kind === "WORKER" && viewer.workerId !== null ? { workerId: viewer.workerId } : NO_ROWS;
}

