// The REST answers of the customer's workforce, in the spec's snake_case. For customer users only: a worker's
// row and record carry the judgement with its prescriptions and limitations and the dates, and have no field of
// a visit's clinical content (visit type, certificate, external report) at all.
import { isoDateOrNull } from "../../../common/calendar-dates";
import type { TrainingFamily } from "../../../common/training-family";
import type { Prisma } from "../../generated/prisma/client";
import { trainingLineSelect } from "./workforce.service";

export const workforceRowSelect = {
  id: true,
  firstName: true,
  lastName: true,
  fiscalCode: true,
  employeeNumber: true,
  suitability: true,
  businessImpact: true,
  excludedFromSurveillance: true,
  resigned: true,
  lastVisit: true,
  nextVisit: true,
  photoMediaId: true,
  factory: { select: { id: true, name: true } },
  department: { select: { id: true, name: true } },
  job: { select: { id: true, name: true } },
  training: { select: trainingLineSelect },
} satisfies Prisma.WorkerSelect;

export const workforceRecordSelect = {
  ...workforceRowSelect,
  birthDate: true,
  examinations: {
    orderBy: [{ examinationDate: "desc" }, { id: "desc" }],
    select: { id: true, examinationDate: true, outcome: true, prescriptions: true, limitations: true, nextVisitDate: true },
  },
  files: { orderBy: [{ id: "asc" }], select: { id: true, media: { select: { originalName: true, extension: true, sizeBytes: true } } } },
} satisfies Prisma.WorkerSelect;

type Row = Prisma.WorkerGetPayload<{ select: typeof workforceRowSelect }>;
type RecordRow = Prisma.WorkerGetPayload<{ select: typeof workforceRecordSelect }>;
const place = (value: { id: number; name: string } | null) => (value ? { id: value.id, name: value.name } : null);

export function workforceRowShape(row: Row, families: TrainingFamily[]) {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    fiscal_code: row.fiscalCode,
    number: row.employeeNumber,
    factory: place(row.factory),
    department: place(row.department),
    job: place(row.job),
    suitability: row.suitability,
    business_impact: row.businessImpact,
    exclude_ss: row.excludedFromSurveillance ? 1 : 0,
    resigned: row.resigned ? 1 : 0,
    last_visit: isoDateOrNull(row.lastVisit),
    next_visit: isoDateOrNull(row.nextVisit),
    has_photo: row.photoMediaId === null ? 0 : 1,
    training: families.map((family) => ({ code: family.code, name: family.name, status: family.status, enrolled: family.enrolled ? 1 : 0 })),
  };
}

export function workforceRecordShape(row: RecordRow, families: TrainingFamily[]) {
  return {
    ...workforceRowShape(row, families),
    birth_date: isoDateOrNull(row.birthDate),
    examinations: row.examinations.map((visit) => ({
      id: visit.id,
      examinationdate: isoDateOrNull(visit.examinationDate),
      outcome: visit.outcome,
      prescriptions: visit.prescriptions,
      limitations: visit.limitations,
      next_visit_date: isoDateOrNull(visit.nextVisitDate),
    })),
    files: row.files.map((file) => ({ id: file.id, filename: file.media.originalName, extension: file.media.extension, size: file.media.sizeBytes })),
  };
}
