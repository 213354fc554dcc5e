// The customer's reports on its own workers (spec section 2, the generic table's report menu): "Rep. Corsi"
// (rep1, one line per course of the training protocols), "Rep. Corsi(partecipanti)" (rep3, one line per worker
// and course) and "Rep. Amministrazione" (rep2, one line per worker). Each an .xlsx written while it is sent.
// No health content: of the visits only the judgement and the dates, as on the customer's other screens.
import type { Readable } from "node:stream";
import { italianDateOf } from "../../../common/calendar-dates";
import { BUSINESS_IMPACTS, suitabilityLabel, trainingFrequencyLabel } from "../../../common/reference-lists";
import type { TrainingStatus } from "../../../common/training-status";
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { ForbiddenError } from "../../lib/errors";
import { xlsxStream, type XlsxColumn } from "../../lib/xlsx-stream";
import type { Viewer } from "../../viewer";
import { requirePermission } from "../auth/permissions";
import { trainingStatusOfRow } from "../workers-area/workers-area.service";

export const WORKFORCE_REPORTS = ["rep1", "rep2", "rep3"] as const;
export type WorkforceReport = (typeof WORKFORCE_REPORTS)[number];

// Workers are read this many at a time, in id order, while the sheet is written.
const BATCH_SIZE = 500;

const STATUS_LABELS: Record<TrainingStatus, string> = {
  IN_ORDER: "Formazione in regola",
  EXPIRED: "Formazione scaduta",
  NEVER_DONE: "Formazione a protocollo ma mai eseguita",
};
const yesNo = (value: boolean) => (value ? "Sì" : "No");
const impactLabel = (code: string | null) => BUSINESS_IMPACTS.find((impact) => impact.code === code)?.label ?? "";

const placeSelect = { factory: { select: { name: true } }, department: { select: { name: true } }, job: { select: { name: true } } } satisfies Prisma.WorkerSelect;
const trainingSelect = {
  lastDate: true,
  frequencyMonths: true,
  nextDate: true,
  enrolledInOpenCourse: true,
  model: { select: { id: true, shortName: true, name: true, durationHours: true, category: { select: { name: true } } } },
} satisfies Prisma.TrainingProtocolSelect;

const participantSelect = {
  id: true,
  firstName: true,
  lastName: true,
  employeeNumber: true,
  ...placeSelect,
  training: { select: trainingSelect, orderBy: [{ position: "asc" }, { id: "asc" }] },
} satisfies Prisma.WorkerSelect;
const administrationSelect = {
  id: true,
  firstName: true,
  lastName: true,
  employeeNumber: true,
  fiscalCode: true,
  resigned: true,
  excludedFromSurveillance: true,
  suitability: true,
  businessImpact: true,
  ...placeSelect,
  // The latest visit: its date and the next one it set. Nothing else of it.
  examinations: { select: { examinationDate: true, nextVisitDate: true }, orderBy: [{ examinationDate: "desc" }, { id: "desc" }], take: 1 },
} satisfies Prisma.WorkerSelect;

type Participant = Prisma.WorkerGetPayload<{ select: typeof participantSelect }>;
type ParticipantLine = { worker: Participant; line: Participant["training"][number]; status: TrainingStatus };
type AdministrationRow = Prisma.WorkerGetPayload<{ select: typeof administrationSelect }>;
type CourseSummary = {
  family: string; shortName: string; name: string; hours: number | null; workers: number; inOrder: number; expired: number; neverDone: number; enrolled: number;
  lastCourse: Date | null; nextDue: Date | null;
};

const placeColumns: XlsxColumn<{ factory: { name: string } | null; department: { name: string } | null; job: { name: string } | null }>[] = [
  { header: "Stabilimento", width: 24, value: (row) => row.factory?.name ?? "" },
  { header: "Reparto", width: 20, value: (row) => row.department?.name ?? "" },
  { header: "Mansione", width: 22, value: (row) => row.job?.name ?? "" },
];
const workerColumns: XlsxColumn<Pick<Participant, "employeeNumber" | "lastName" | "firstName">>[] = [
  { header: "Matricola", width: 11, value: (row) => row.employeeNumber ?? "" },
  { header: "Cognome", width: 18, value: (row) => row.lastName },
  { header: "Nome", width: 16, value: (row) => row.firstName },
];

const PARTICIPANT_COLUMNS: XlsxColumn<ParticipantLine>[] = [
  ...workerColumns.map((column) => ({ ...column, value: (row: ParticipantLine) => column.value(row.worker) })),
  ...placeColumns.map((column) => ({ ...column, value: (row: ParticipantLine) => column.value(row.worker) })),
  { header: "Famiglia", width: 30, value: (row) => row.line.model.category.name },
  { header: "Modello", width: 12, value: (row) => row.line.model.shortName },
  { header: "Corso", width: 36, value: (row) => row.line.model.name },
  { header: "Ultima data", width: 12, date: true, value: (row) => row.line.lastDate },
  { header: "Periodicità", width: 16, value: (row) => trainingFrequencyLabel(row.line.frequencyMonths) },
  { header: "Pross.corso", width: 12, date: true, value: (row) => row.line.nextDate },
  { header: "Stato", width: 36, value: (row) => STATUS_LABELS[row.status] },
  { header: "Iscritto a nuovo corso non ancora concluso", width: 14, value: (row) => yesNo(row.line.enrolledInOpenCourse) },
];

const COURSE_COLUMNS: XlsxColumn<CourseSummary>[] = [
  { header: "Famiglia", width: 30, value: (row) => row.family },
  { header: "Modello", width: 12, value: (row) => row.shortName },
  { header: "Corso", width: 36, value: (row) => row.name },
  { header: "Durata (ore)", width: 10, value: (row) => row.hours },
  { header: "Lavoratori a protocollo", width: 12, value: (row) => row.workers },
  { header: "In regola", width: 10, value: (row) => row.inOrder },
  { header: "Scaduti", width: 10, value: (row) => row.expired },
  { header: "Mai eseguiti", width: 10, value: (row) => row.neverDone },
  { header: "Iscritti a nuovo corso", width: 12, value: (row) => row.enrolled },
  { header: "Ultimo corso svolto", width: 14, date: true, value: (row) => row.lastCourse },
  { header: "Prima scadenza", width: 14, date: true, value: (row) => row.nextDue },
];

const ADMINISTRATION_COLUMNS: XlsxColumn<AdministrationRow>[] = [
  ...workerColumns,
  { header: "Codice fiscale", width: 18, value: (row) => row.fiscalCode ?? "" },
  ...placeColumns,
  { header: "Attivo", width: 8, value: (row) => yesNo(!row.resigned) },
  { header: "Sorveglianza sanitaria", width: 12, value: (row) => (row.excludedFromSurveillance ? "Esclusa" : "Sì") },
  { header: "Impatto organizzativo", width: 26, value: (row) => impactLabel(row.businessImpact) },
  { header: "Giudizio di idoneità", width: 34, value: (row) => suitabilityLabel(row.suitability) },
  { header: "Ultima visita", width: 12, date: true, value: (row) => row.examinations[0]?.examinationDate ?? null },
  { header: "Prossima visita", width: 12, date: true, value: (row) => row.examinations[0]?.nextVisitDate ?? null },
];

const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));
const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

export function createWorkforceReportsService(deps: AppDeps) {
  const { prisma } = deps;

  // The customer whose workers the viewer reports on: its own company, never a supplier's or another customer's.
  function reportingCustomer(viewer: Viewer | null): number {
    const actor = requirePermission(viewer, "downloadWorkforceReports");
    if (actor.kind !== "CUSTOMER" || actor.customerId === null) throw new ForbiddenError();
    return actor.customerId;
  }

  // The customer's workers, a batch at a time, by id. Leavers (resigned) only where the report asks for them.
  async function* workerBatches<S extends Prisma.WorkerSelect & { id: true }>(customerId: number, select: S, withResigned: boolean) {
    let after = 0;
    for (;;) {
      const batch = await prisma.worker.findMany({
        where: { customerId, id: { gt: after }, ...(withResigned ? {} : { resigned: false }) },
        select,
        orderBy: { id: "asc" },
        take: BATCH_SIZE,
      });
      if (batch.length === 0) return;
      yield batch as Prisma.WorkerGetPayload<{ select: S }>[];
      after = (batch[batch.length - 1] as { id: number }).id;
      if (batch.length < BATCH_SIZE) return;
    }
  }

  async function* participantLines(customerId: number, today: string) {
    for await (const workers of workerBatches(customerId, participantSelect, false)) {
      yield workers.flatMap((worker) => worker.training.map((line) => ({ worker, line, status: trainingStatusOfRow(line, today) })));
    }
  }

  // One line per course model: the counts by status over the active workers' protocols, the latest course
  // attended and the earliest due date still to come.
  async function* courseSummaries(customerId: number, today: string) {
    const courses = new Map<number, CourseSummary>();
    for await (const lines of participantLines(customerId, today)) {
      for (const { line, status } of lines) {
        const model = line.model;
        const course = courses.get(model.id) ?? {
          family: model.category.name, shortName: model.shortName, name: model.name, hours: model.durationHours,
          workers: 0, inOrder: 0, expired: 0, neverDone: 0, enrolled: 0, lastCourse: null, nextDue: null,
        };
        course.workers += 1;
        if (status === "IN_ORDER") course.inOrder += 1;
        if (status === "EXPIRED") course.expired += 1;
        if (status === "NEVER_DONE") course.neverDone += 1;
        if (line.enrolledInOpenCourse) course.enrolled += 1;
        course.lastCourse = latest(course.lastCourse, line.lastDate);
        if (status === "IN_ORDER") course.nextDue = earliest(course.nextDue, line.nextDate);
        courses.set(model.id, course);
      }
    }
    yield [...courses.values()].sort((a, b) => a.family.localeCompare(b.family, "it") || a.shortName.localeCompare(b.shortName, "it"));
  }

  return {
    // The report as an .xlsx stream; the permission and the customer are checked before anything is read.
    report(viewer: Viewer | null, report: WorkforceReport): Readable {
      const customerId = reportingCustomer(viewer);
      const today = italianDateOf(deps.now());
      switch (report) {
        case "rep1":
          return xlsxStream("Corsi", COURSE_COLUMNS, courseSummaries(customerId, today));
        case "rep3":
          return xlsxStream("Corsi partecipanti", PARTICIPANT_COLUMNS, participantLines(customerId, today));
        case "rep2":
          return xlsxStream("Amministrazione", ADMINISTRATION_COLUMNS, workerBatches(customerId, administrationSelect, true));
      }
    },
  };
}
