// The worker's own area: the Worker node with its medical examinations (/medicine) and training portfolio
// (/formation), each with its certificate. Thin adapters: who sees what is in workers-area.service.ts.
import { italianDateOf } from "../../../common/calendar-dates";
import { TRAINING_STATUSES } from "../../../common/training-status";
import { builder } from "../../graphql/builder";
import { Suitability, VisitType } from "../../generated/prisma/enums";
import { parseNodeId } from "../../lib/node-id";
import {
  EXAMINATION_ORDER,
  examinationCertificateUrl,
  examinationHasCertificate,
  examinationWhereForViewer,
  TRAINING_ORDER,
  trainingCertificateUrl,
  trainingHasCertificate,
  trainingStatusOfRow,
  trainingWhereForViewer,
  workerAreaScreensOf,
  workerWhereForViewer,
} from "./workers-area.service";

export const VisitTypeEnum = builder.enumType(VisitType, { name: "VisitType" });
export const SuitabilityEnum = builder.enumType(Suitability, { name: "Suitability" });
const TrainingStatusEnum = builder.enumType("TrainingStatus", {
  description: "NEVER_DONE Formazione a protocollo ma mai eseguita, IN_ORDER Formazione in regola, EXPIRED Formazione scaduta",
  values: TRAINING_STATUSES,
});

export const WorkerNode = builder.prismaNode("Worker", {
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [workerWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    // Health data: only the worker themself, whatever path led to this worker. The filter is part of the
    // relation's query, so anyone else gets an empty list and the list is still loaded with its parent.
    examinations: t.relation("examinations", {
      query: (_args, context) => ({ where: examinationWhereForViewer(context.viewer), orderBy: EXAMINATION_ORDER }),
    }),
    trainingPortfolio: t.relation("training", {
      description: "Portfolio formazione, per posizione; solo al lavoratore stesso",
      query: (_args, context) => ({ where: trainingWhereForViewer(context.viewer), orderBy: TRAINING_ORDER }),
    }),
  }),
});

export const ExaminationNode = builder.prismaNode("Examination", {
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [examinationWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    examinationDate: t.expose("examinationDate", { type: "Date" }),
    visitType: t.expose("visitType", { type: VisitTypeEnum }),
    outcome: t.expose("outcome", { type: SuitabilityEnum, nullable: true }),
    nextVisitDate: t.expose("nextVisitDate", { type: "Date", nullable: true, description: "Prossima visita" }),
    certificateUrl: t.string({
      nullable: true,
      description: "Certificato della visita (certificato.pdf): quello archiviato, altrimenti il giudizio scritto; null senza giudizio",
      select: { id: true, certificateMediaId: true, externalPdfMediaId: true, outcome: true },
      resolve: (row) => (examinationHasCertificate(row) ? examinationCertificateUrl(row.id) : null),
    }),
  }),
});

const TrainingCategoryObject = builder.prismaObject("TrainingCategory", {
  fields: (t) => ({
    code: t.exposeString("code"),
    name: t.exposeString("name"),
  }),
});

const TrainingModelObject = builder.prismaObject("TrainingModel", {
  fields: (t) => ({
    shortName: t.exposeString("shortName"),
    name: t.exposeString("name"),
    category: t.relation("category", { type: TrainingCategoryObject }),
  }),
});

export const TrainingProtocolNode = builder.prismaNode("TrainingProtocol", {
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [trainingWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    position: t.exposeInt("position"),
    model: t.relation("model", { type: TrainingModelObject }),
    lastDate: t.expose("lastDate", { type: "Date", nullable: true }),
    frequencyMonths: t.exposeInt("frequencyMonths", { nullable: true, description: "Periodicità in mesi; null: nessuna periodicità" }),
    nextDate: t.expose("nextDate", { type: "Date", nullable: true }),
    enrolledInOpenCourse: t.exposeBoolean("enrolledInOpenCourse", { description: "Iscritto a nuovo corso non ancora concluso" }),
    status: t.field({
      type: TrainingStatusEnum,
      select: { lastDate: true, nextDate: true },
      resolve: (row, _args, context) => trainingStatusOfRow(row, italianDateOf(context.deps.now())),
    }),
    certificateUrl: t.string({
      nullable: true,
      description: "Attestato del corso (certificato.pdf): quello archiviato, altrimenti scritto dal portfolio; null per un corso mai svolto",
      select: { id: true, certificateMediaId: true, lastDate: true },
      resolve: (row) => (trainingHasCertificate(row) ? trainingCertificateUrl(row.id) : null),
    }),
  }),
});

const WorkerAreaScreenEnum = builder.enumType("WorkerAreaScreen", {
  values: { MEDICINE: { description: "Visite mediche (/medicine)" }, FORMATION: { description: "Formazione (/formation)" } } as const,
});

builder.prismaObjectField("User", "workerAreaScreens", (t) =>
  t.field({
    type: [WorkerAreaScreenEnum],
    select: { kind: true, workerId: true },
    description: "Le schermate dell'area lavoratore che questo utente può usare (vuoto per chi non è un lavoratore)",
    resolve: (user) => workerAreaScreensOf(user),
  }),
);
