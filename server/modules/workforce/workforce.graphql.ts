// GraphQL of the customer's workforce. Types of their own (WorkforceWorker, WorkforceExamination,
// WorkforceTrainingLine), separate from the worker area's Worker and Examination: a customer user's answers do
// not have a visit's clinical content (type, certificates, reports) at all, not even as nulls. Thin adapters
// over workforce.service.ts, where visibility and every rule live.
import { TRAINING_STATUSES } from "../../../common/training-status";
import { WORKER_STATUS_FILTERS } from "../../../common/workforce";
import { BusinessImpact } from "../../generated/prisma/enums";
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { SortDirection } from "../../graphql/sorting";
import { databaseIdOf, parseNodeId } from "../../lib/node-id";
import { incomingFileOf, storedFileOf, StoredFileRef } from "../files/files.graphql";
import { SuitabilityEnum } from "../workers-area/workers-area.graphql";
import { WORKFORCE_ORDER_FIELDS } from "./workforce-list";
import { trainingFamiliesOfRows, trainingLineSelect } from "./workforce.service";
import { workforceExaminationWhere, workforceWorkerWhere } from "./workforce-visibility";

const BusinessImpactEnum = builder.enumType(BusinessImpact, { name: "BusinessImpact", description: "A Alto impatto organizzativo, B Basso impatto organizzativo" });
const WorkerStatusFilterEnum = builder.enumType("WorkerStatusFilter", {
  description: "Filtro stato lavoratore: ID idonei; IDPL IP, IL o IPL; NI INT o INP; ALT senza giudizio o RVS; ALTO impatto A; BASSO impatto B, o nessun impatto con IP, IL o IPL. Ogni valore esclude i lavoratori esclusi dalla sorveglianza sanitaria",
  values: WORKER_STATUS_FILTERS,
});
const WorkforceOrderFieldEnum = builder.enumType("WorkforceOrderField", { values: WORKFORCE_ORDER_FIELDS });
const TrainingFamilyStatusEnum = builder.enumType("TrainingFamilyStatus", { values: TRAINING_STATUSES });

export const workerPhotoUrl = (workerId: number) => `/api/workers/${workerId}/photo`;
export const workerFileUrl = (workerId: number, fileId: number) => `/api/workers/${workerId}/files/${fileId}`;

const NamedPlace = builder.objectRef<{ id: number; name: string }>("WorkforcePlace").implement({
  description: "Stabilimento, reparto o mansione di un lavoratore",
  fields: (t) => ({ databaseId: t.exposeInt("id"), name: t.exposeString("name") }),
});

const TrainingFamilyRef = builder.objectRef<{ code: string; name: string; status: (typeof TRAINING_STATUSES)[number]; enrolled: boolean }>("TrainingFamily").implement({
  description: "Stato della formazione di una famiglia di corsi del lavoratore",
  fields: (t) => ({
    code: t.exposeString("code"),
    name: t.exposeString("name"),
    status: t.expose("status", { type: TrainingFamilyStatusEnum }),
    enrolled: t.exposeBoolean("enrolled", { description: "Iscritto a nuovo corso non ancora concluso" }),
  }),
});

const WorkforceExamination = builder.prismaObject("Examination", {
  variant: "WorkforceExamination",
  description: "Una visita come la vede il datore di lavoro: il giudizio con prescrizioni e limitazioni, le date; mai il contenuto clinico",
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    examinationDate: t.expose("examinationDate", { type: "Date" }),
    outcome: t.expose("outcome", { type: SuitabilityEnum, nullable: true }),
    prescriptions: t.exposeString("prescriptions", { nullable: true }),
    limitations: t.exposeString("limitations", { nullable: true }),
    nextVisitDate: t.expose("nextVisitDate", { type: "Date", nullable: true }),
  }),
});

const WorkforceTrainingLine = builder.prismaObject("TrainingProtocol", {
  variant: "WorkforceTrainingLine",
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    position: t.exposeInt("position"),
    familyName: t.string({ select: { model: { select: { category: { select: { name: true } } } } }, resolve: (row) => row.model.category.name }),
    modelShortName: t.string({ select: { model: { select: { shortName: true } } }, resolve: (row) => row.model.shortName }),
    lastDate: t.expose("lastDate", { type: "Date", nullable: true }),
    frequencyMonths: t.exposeInt("frequencyMonths", { nullable: true }),
    nextDate: t.expose("nextDate", { type: "Date", nullable: true }),
    enrolledInOpenCourse: t.exposeBoolean("enrolledInOpenCourse"),
    status: t.field({
      type: TrainingFamilyStatusEnum,
      select: trainingLineSelect,
      resolve: (row, _args, context) => trainingFamiliesOfRows([row], context.deps.now())[0]!.status,
    }),
  }),
});

const WorkerFileObject = builder.prismaObject("WorkerFile", {
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    file: t.field({
      type: StoredFileRef,
      select: { id: true, workerId: true, media: true },
      resolve: (row) => storedFileOf(row.media, workerFileUrl(row.workerId, row.id))!,
    }),
  }),
});

export const WorkforceWorkerNode = builder.prismaNode("Worker", {
  variant: "WorkforceWorker",
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [workforceWorkerWhere(context.viewer)] }),
  nullable: true,
  description: "Un lavoratore del committente come lo vede il committente",
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    fiscalCode: t.exposeString("fiscalCode", { nullable: true }),
    employeeNumber: t.exposeString("employeeNumber", { nullable: true }),
    birthDate: t.expose("birthDate", { type: "Date", nullable: true }),
    factory: t.field({ type: NamedPlace, nullable: true, select: { factory: { select: { id: true, name: true } } }, resolve: (row) => row.factory }),
    department: t.field({ type: NamedPlace, nullable: true, select: { department: { select: { id: true, name: true } } }, resolve: (row) => row.department }),
    job: t.field({ type: NamedPlace, nullable: true, select: { job: { select: { id: true, name: true } } }, resolve: (row) => row.job }),
    suitability: t.expose("suitability", { type: SuitabilityEnum, nullable: true }),
    businessImpact: t.expose("businessImpact", { type: BusinessImpactEnum, nullable: true }),
    excludedFromSurveillance: t.exposeBoolean("excludedFromSurveillance"),
    resigned: t.exposeBoolean("resigned"),
    lastVisit: t.expose("lastVisit", { type: "Date", nullable: true }),
    nextVisit: t.expose("nextVisit", { type: "Date", nullable: true }),
    trainingFamilies: t.field({
      type: [TrainingFamilyRef],
      select: { training: { select: trainingLineSelect } },
      resolve: (row, _args, context) => trainingFamiliesOfRows(row.training, context.deps.now()),
    }),
    examinations: t.relation("examinations", {
      type: WorkforceExamination,
      query: (_args, context) => ({ where: workforceExaminationWhere(context.viewer), orderBy: [{ examinationDate: "desc" }, { id: "desc" }] }),
    }),
    trainingPortfolio: t.relation("training", { type: WorkforceTrainingLine, query: { orderBy: [{ position: "asc" }, { id: "asc" }] } }),
    files: t.relation("files", { type: WorkerFileObject, query: { orderBy: [{ id: "asc" }] } }),
    photo: t.field({
      type: StoredFileRef,
      nullable: true,
      select: { id: true, photo: true },
      resolve: (row) => storedFileOf(row.photo, workerPhotoUrl(row.id)),
    }),
  }),
});

builder.queryFields((t) => ({
  workforce: t.prismaConnection(
    {
      type: WorkforceWorkerNode,
      cursor: "id",
      description: "I lavoratori del committente (non dei fornitori); per nome dalla A alla Z se non indicato altro. Vuoto per chi non è un utente del committente",
      args: {
        search: t.arg.string({ description: "Cerca ogni parola in nome, cognome e codice fiscale" }),
        hideInactive: t.arg.boolean({ description: "Nascondi i non attivi (dimessi)" }),
        status: t.arg({ type: WorkerStatusFilterEnum }),
        orderBy: t.arg({ type: WorkforceOrderFieldEnum }),
        direction: t.arg({ type: SortDirection }),
      },
      resolve: (query, _root, args, context) => context.services.workforce.listPage(context.viewer, args, query),
      totalCount: (_root, args, context) => context.services.workforce.count(context.viewer, args),
    },
    { name: "WorkforceConnection" },
    { name: "WorkforceEdge" },
  ),
  workforceFactories: t.field({
    type: [NamedPlace],
    description: "Gli stabilimenti del committente",
    resolve: (_root, _args, context) => context.services.workforce.factories(context.viewer),
  }),
  workforceDepartments: t.field({
    type: [NamedPlace],
    args: { factoryId: t.arg.int({ description: "Solo i reparti di questo stabilimento" }) },
    resolve: (_root, args, context) => context.services.workforce.departments(context.viewer, args.factoryId ?? null),
  }),
  workforceJobs: t.field({
    type: [NamedPlace],
    args: { factoryId: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => context.services.workforce.jobs(context.viewer, args.factoryId),
  }),
  workforceJobHazards: t.field({
    type: [builder.objectRef<{ level: number; hazard: { id: number; name: string } }>("JobHazard").implement({
      fields: (f) => ({ level: f.exposeInt("level"), hazardId: f.int({ resolve: (row) => row.hazard.id }), name: f.string({ resolve: (row) => row.hazard.name }) }),
    })],
    args: { jobId: t.arg.int({ required: true }), level: t.arg.int() },
    resolve: (_root, args, context) => context.services.workforce.jobHazards(context.viewer, args.jobId, args.level ?? null),
  }),
}));

const WorkerPayload = builder.objectRef<{ workerId: number }>("WorkforceWorkerPayload").implement({
  fields: (t) => ({
    worker: t.prismaField({
      type: WorkforceWorkerNode,
      nullable: true,
      resolve: (query, payload, _args, context) =>
        context.deps.prisma.worker.findFirst({ ...query, where: { id: payload.workerId, AND: [workforceWorkerWhere(context.viewer)] } }),
    }),
  }),
});

builder.mutationFields((t) => ({
  setWorkforceWorkerPhoto: t.field({
    type: WorkerPayload,
    args: { input: t.arg({ type: builder.inputType("SetWorkforceWorkerPhotoInput", { fields: (f) => ({ workerId: f.id({ required: true }), file: f.field({ type: "Upload", required: true }) }) }), required: true }) },
    errors: { types: [...COMMON_MUTATION_ERRORS], result: { name: "SetWorkforceWorkerPhotoSuccess" }, union: { name: "SetWorkforceWorkerPhotoResult" } },
    resolve: async (_root, { input }, context) =>
      context.services.workforce.setPhoto(context.viewer, databaseIdOf(input.workerId, "WorkforceWorker"), await incomingFileOf(input.file), context.ip),
  }),
  addWorkforceWorkerFile: t.field({
    type: WorkerPayload,
    args: { input: t.arg({ type: builder.inputType("AddWorkforceWorkerFileInput", { fields: (f) => ({ workerId: f.id({ required: true }), file: f.field({ type: "Upload", required: true }) }) }), required: true }) },
    errors: { types: [...COMMON_MUTATION_ERRORS], result: { name: "AddWorkforceWorkerFileSuccess" }, union: { name: "AddWorkforceWorkerFileResult" } },
    resolve: async (_root, { input }, context) =>
      context.services.workforce.addFile(context.viewer, databaseIdOf(input.workerId, "WorkforceWorker"), await incomingFileOf(input.file), context.ip),
  }),
  deleteWorkforceWorkerFile: t.field({
    type: WorkerPayload,
    args: { input: t.arg({ type: builder.inputType("DeleteWorkforceWorkerFileInput", { fields: (f) => ({ fileId: f.int({ required: true }) }) }), required: true }) },
    errors: { types: [...COMMON_MUTATION_ERRORS], result: { name: "DeleteWorkforceWorkerFileSuccess" }, union: { name: "DeleteWorkforceWorkerFileResult" } },
    resolve: (_root, { input }, context) => context.services.workforce.deleteFile(context.viewer, input.fileId, context.ip),
  }),
}));

