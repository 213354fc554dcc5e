// The worker area (wr/): a worker sees their own record, medical examinations and training portfolio and
// downloads their certificates; nobody else does, whatever path they take. Customers see fitness judgements
// through procurement screens, never a visit's content or certificate (ARCHITECTURE.md). GraphQL resolvers and
// the wr/ REST routes are thin adapters over these functions.
import { isoDateOf, italianDateOf } from "../../../common/calendar-dates";
import { trainingStatusOf, type TrainingStatus } from "../../../common/training-status";
import type { AppDeps } from "../../deps";
import type { Media, Prisma } from "../../generated/prisma/client";
import { ForbiddenError, NotFoundError } from "../../lib/errors";
import { NO_ROWS, signedIn, type Viewer } from "../../viewer";
import { buildDocumentPdf } from "../../lib/document-pdf";
import { FILE_NOT_AVAILABLE_MESSAGE } from "../files/downloads";
import { examinationCertificateContent, examinationCertificateSelect, trainingCertificateContent, trainingCertificateSelect } from "./certificates";

// A certificate to hand out: the stored file when there is one, otherwise the one written now.
export type Certificate = { stored: Media } | { generated: Uint8Array };

// Whether a row has a certificate to download: a stored one, or the data to write one (a visit with its
// judgement, a course that was attended). The same rule as the download functions below.
export const examinationHasCertificate = (row: { certificateMediaId: number | null; externalPdfMediaId: number | null; outcome: string | null }) =>
  row.certificateMediaId !== null || row.externalPdfMediaId !== null || row.outcome !== null;
export const trainingHasCertificate = (row: { certificateMediaId: number | null; lastDate: Date | null }) =>
  row.certificateMediaId !== null || row.lastDate !== null;

export function workerWhereForViewer(viewer: Viewer | null): Prisma.WorkerWhereInput {
  return viewer?.kind === "WORKER" && viewer.workerId !== null ? { id: viewer.workerId } : NO_ROWS;
}

export function examinationWhereForViewer(viewer: Viewer | null): Prisma.ExaminationWhereInput {
  return viewer?.kind === "WORKER" && viewer.workerId !== null ? { workerId: viewer.workerId } : NO_ROWS;
}

export function trainingWhereForViewer(viewer: Viewer | null): Prisma.TrainingProtocolWhereInput {
  return viewer?.kind === "WORKER" && viewer.workerId !== null ? { workerId: viewer.workerId } : NO_ROWS;
}

// The worker-area screens a viewer has, for the navigation to show no others: a customer's employee has their visits
// (/medicine) and their training portfolio (/formation); a supplier's worker has their own area, shown at /medicine,
// and no training kept in the portal (the customer's records are of its own employees); anyone else has none.
export type WorkerAreaScreen = "MEDICINE" | "FORMATION";
export function workerAreaScreensOf(user: { kind: string; workerId: number | null } | null): WorkerAreaScreen[] {
  if (user?.kind !== "WORKER") return [];
  return user.workerId !== null ? ["MEDICINE", "FORMATION"] : ["MEDICINE"];
}

// The table orders (spec section 2): visits newest first, the portfolio by its position.
export const EXAMINATION_ORDER = [{ examinationDate: "desc" }, { id: "desc" }] satisfies Prisma.ExaminationOrderByWithRelationInput[];
export const TRAINING_ORDER = [{ position: "asc" }, { id: "asc" }] satisfies Prisma.TrainingProtocolOrderByWithRelationInput[];

// The download addresses every answer hands out; each download is authorized again by the functions below.
export const examinationCertificateUrl = (id: number) => `/api/wr/getmdcert/${id}`;
export const trainingCertificateUrl = (id: number) => `/api/wr/getfrcert/${id}`;

// The status of a portfolio line on the given day ("YYYY-MM-DD").
export function trainingStatusOfRow(row: { lastDate: Date | null; nextDate: Date | null }, today: string): TrainingStatus {
  return trainingStatusOf(row.lastDate ? isoDateOf(row.lastDate) : null, row.nextDate ? isoDateOf(row.nextDate) : null, today);
}

const trainingSelect = {
  id: true,
  position: true,
  lastDate: true,
  frequencyMonths: true,
  nextDate: true,
  enrolledInOpenCourse: true,
  certificateMediaId: true,
  model: { select: { shortName: true, name: true, category: { select: { code: true, name: true } } } },
} satisfies Prisma.TrainingProtocolSelect;

export function createWorkerAreaService(deps: AppDeps) {
  const { prisma } = deps;

  // The worker's own record; an anonymous caller is refused (401), a signed-in user who is no worker too (403):
  // these calls name no object, there is nothing to pretend missing.
  function ownWorkerId(viewer: Viewer | null): number {
    const signed = signedIn(viewer);
    if (signed.kind !== "WORKER" || signed.workerId === null) throw new ForbiddenError();
    return signed.workerId;
  }

  async function ownWorker<S extends Prisma.WorkerSelect>(viewer: Viewer | null, select: S) {
    const worker = await prisma.worker.findUnique({ where: { id: ownWorkerId(viewer) }, select });
    // The user row points at a worker that is gone: as for any other object, "not there".
    if (!worker) throw new NotFoundError("Lavoratore non trovato");
    return worker;
  }

  return {
    // wr/getmddata: the name and the visits, newest first.
    async medicalData(viewer: Viewer | null) {
      return ownWorker(viewer, {
        firstName: true,
        lastName: true,
        examinations: {
          orderBy: EXAMINATION_ORDER,
          select: { id: true, examinationDate: true, visitType: true, outcome: true, needsNotification: true, nextVisitDate: true, certificateMediaId: true, externalPdfMediaId: true },
        },
      });
    },

    // wr/getfrdata: the name and the portfolio by position, each line with its status of today.
    async trainingData(viewer: Viewer | null) {
      const worker = await ownWorker(viewer, { firstName: true, lastName: true, training: { orderBy: TRAINING_ORDER, select: trainingSelect } });
      const today = italianDateOf(deps.now());
      return { ...worker, training: worker.training.map((row) => ({ ...row, status: trainingStatusOfRow(row, today) })) };
    },

    // The certificate of one of the viewer's visits: the uploaded certificate, else the visit's external PDF
    // (ext_pdf), else the written judgement. Someone else's visit, a missing one and a visit with nothing to
    // certify (no judgement yet) all answer the same 404 "file non disponibile": nothing tells them apart.
    async examinationCertificate(viewer: Viewer | null, id: number): Promise<Certificate> {
      signedIn(viewer);
      const row = await prisma.examination.findFirst({
        where: { id, AND: [examinationWhereForViewer(viewer)] },
        select: { ...examinationCertificateSelect, certificate: true, externalPdf: true },
      });
      const stored = row?.certificate ?? row?.externalPdf;
      if (stored) return { stored };
      if (!row?.outcome) throw new NotFoundError(FILE_NOT_AVAILABLE_MESSAGE);
      return { generated: await buildDocumentPdf(examinationCertificateContent({ ...row, outcome: row.outcome }, deps.now())) };
    },

    // The certificate of one line of the viewer's portfolio, under the same rule: the uploaded attestato, else
    // the one written from the portfolio; a course never attended has none.
    async trainingCertificate(viewer: Viewer | null, id: number): Promise<Certificate> {
      signedIn(viewer);
      const row = await prisma.trainingProtocol.findFirst({ where: { id, AND: [trainingWhereForViewer(viewer)] }, select: { ...trainingCertificateSelect, certificate: true } });
      if (row?.certificate) return { stored: row.certificate };
      if (!row?.lastDate) throw new NotFoundError(FILE_NOT_AVAILABLE_MESSAGE);
      return { generated: await buildDocumentPdf(trainingCertificateContent({ ...row, lastDate: row.lastDate }, deps.now())) };
    },
  };
}
