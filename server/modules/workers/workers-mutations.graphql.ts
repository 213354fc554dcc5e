// Mutations of workers on a procurement and their fitness certificates: thin adapters over the worker
// services (every rule and permission lives there). Payloads reload what changed as the viewer may see it.
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { databaseIdOf } from "../../lib/node-id";
import { ApprovalStateEnum } from "../documents/documents-types.graphql";
import { incomingFileOf } from "../files/files.graphql";
import { flagsFrom, QualificationFlagsInput } from "./worker-requirements.graphql";
import { FitnessCertificateNode, ParticipationStateEnum, ProcurementWorkerNode } from "./workers.graphql";
import { CERTIFICATE_DELETION_MESSAGES } from "./certificate-deletion";

type IdsShape = { ids: number[] };

const errorsNamed = (name: string) => ({ types: [...COMMON_MUTATION_ERRORS], result: { name: `${name}Success` }, union: { name: `${name}Result` } });

function workersPayload(name: string) {
  return builder.objectRef<IdsShape>(name).implement({
    fields: (t) => ({
      procurementWorkers: t.prismaField({
        type: [ProcurementWorkerNode],
        resolve: (query, payload, _args, context) => context.services.procurementWorkerReads.loadAssignments(context.viewer, payload.ids, query),
      }),
    }),
  });
}

function certificatesPayload(name: string) {
  return builder.objectRef<IdsShape>(name).implement({
    fields: (t) => ({
      fitnessCertificates: t.prismaField({
        type: [FitnessCertificateNode],
        resolve: (query, payload, _args, context) => context.services.procurementWorkerReads.loadCertificates(context.viewer, payload.ids, query),
      }),
    }),
  });
}

const DeletedPayload = (name: string) =>
  builder.objectRef<{ deletedId: string }>(name).implement({ fields: (t) => ({ deletedId: t.exposeID("deletedId") }) });

const FitnessCertificateDeletionEnum = builder.enumType("FitnessCertificateDeletion", {
  values: {
    FILE_REMOVED: { description: "L'idoneità è richiesta: il file è stato tolto e la riga resta Mancante" },
    ROW_DELETED: { description: "L'idoneità non era richiesta ed è stata eliminata" },
  } as const,
});

// What the delete did, in words for the toast: the screen says exactly that.
const DeleteFitnessCertificatePayload = builder.objectRef<{ id: string; outcome: "FILE_REMOVED" | "ROW_DELETED" }>("DeleteFitnessCertificatePayload").implement({
  fields: (t) => ({
    outcome: t.field({ type: FitnessCertificateDeletionEnum, resolve: (payload) => payload.outcome }),
    deletedId: t.id({ nullable: true, description: "L'idoneità eliminata; vuoto se è rimasta (solo il file è stato tolto)", resolve: (payload) => (payload.outcome === "ROW_DELETED" ? payload.id : null) }),
    message: t.string({
      resolve: (payload) => (payload.outcome === "ROW_DELETED" ? CERTIFICATE_DELETION_MESSAGES.rowDeleted : CERTIFICATE_DELETION_MESSAGES.fileRemoved),
    }),
  }),
});

const NewProcurementWorkerInput = builder.inputType("NewProcurementWorkerInput", {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    sex: t.string({ required: true }),
    fiscalCode: t.string(),
    birthplaceId: t.id(),
    birthDate: t.field({ type: "Date" }),
    job: t.string(),
  }),
});

const AssignProcurementWorkersInput = builder.inputType("AssignProcurementWorkersInput", {
  fields: (t) => ({
    procurementId: t.id({ required: true }),
    selectedWorkers: t.idList({ description: "Lavoratori del fornitore; obbligatorio salvo addNewWorker" }),
    newWorker: t.field({ type: NewProcurementWorkerInput, description: "Crea nuovo" }),
    job: t.string(),
    note: t.string(),
    flags: t.field({ type: QualificationFlagsInput }),
    importFromSupplierDocumentation: t.boolean(),
  }),
});

const EditProcurementWorkerInput = builder.inputType("EditProcurementWorkerInput", {
  fields: (t) => ({
    procurementId: t.id({ required: true }),
    workerId: t.id({ required: true }),
    job: t.string(),
    note: t.string(),
    flags: t.field({ type: QualificationFlagsInput }),
    propagate: t.boolean({ description: "Applica la modifica alla mansione e a tutti i lavoratori" }),
  }),
});

const IdInput = (name: string) => builder.inputType(name, { fields: (t) => ({ id: t.id({ required: true }) }) });

const SetProcurementWorkerApprovalInput = builder.inputType("SetProcurementWorkerApprovalInput", {
  fields: (t) => ({ id: t.id({ required: true }), approval: t.field({ type: ParticipationStateEnum, required: true }), note: t.string() }),
});

const AddFitnessCertificatesInput = builder.inputType("AddFitnessCertificatesInput", {
  fields: (t) => ({ procurementId: t.id({ required: true }), workerId: t.id({ required: true }), categories: t.stringList({ required: true }) }),
});

const AddFitnessCertificateInput = builder.inputType("AddFitnessCertificateInput", {
  fields: (t) => ({
    procurementId: t.id({ required: true }),
    workerId: t.id({ required: true }),
    categoryCode: t.string({ required: true }),
    file: t.field({ type: "Upload" }),
    supplierWorkerAttachmentId: t.id({ description: "File del lavoratore da importare (Importa nell'appalto)" }),
    attachmentName: t.string(),
    documentDate: t.field({ type: "Date" }),
    documentExpirationDate: t.field({ type: "Date" }),
    note: t.string(),
  }),
});

const UploadFitnessCertificateInput = builder.inputType("UploadFitnessCertificateInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    file: t.field({ type: "Upload" }),
    supplierWorkerAttachmentId: t.id(),
    attachmentName: t.string(),
    documentDate: t.field({ type: "Date" }),
    documentExpirationDate: t.field({ type: "Date" }),
    note: t.string(),
  }),
});

const ReviewFitnessCertificateInput = builder.inputType("ReviewFitnessCertificateInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    approval: t.field({ type: ApprovalStateEnum }),
    active: t.boolean(),
    reviewNote: t.string({
      description: "Nota del committente, obbligatoria per il rifiuto (il motivo); assente lascia la nota com'è. La nota del fornitore non cambia",
    }),
  }),
});

// The file part of adding or uploading a certificate: a new file, or the worker's own one to import, with
// its name, dates and note (the service decides which may go together).
async function certificateFileOf(input: Omit<typeof UploadFitnessCertificateInput.$inferInput, "id">) {
  return {
    file: await incomingFileOf(input.file),
    supplierWorkerAttachmentId: input.supplierWorkerAttachmentId ? databaseIdOf(input.supplierWorkerAttachmentId, "SupplierWorkerAttachment") : null,
    attachmentName: input.attachmentName,
    documentDate: input.documentDate,
    documentExpirationDate: input.documentExpirationDate,
    note: input.note,
  };
}

const pivotId = (id: string | number) => databaseIdOf(id, "ProcurementWorker");
const certificateId = (id: string | number) => databaseIdOf(id, "FitnessCertificate");
const workerId = (id: string | number) => databaseIdOf(id, "SupplierWorker");
const procurementId = (id: string | number) => databaseIdOf(id, "Procurement");

builder.mutationFields((t) => ({
  assignProcurementWorkers: t.field({
    type: workersPayload("AssignProcurementWorkersPayload"),
    description: "Associa lavoratori del fornitore (o uno nuovo) all'appalto: fornitore, livello 3 o superiore",
    args: { input: t.arg({ type: AssignProcurementWorkersInput, required: true }) },
    errors: errorsNamed("AssignProcurementWorkers"),
    resolve: async (_root, { input }, context) => {
      const rows = await context.services.procurementWorkers.assignWorkers(
        context.viewer,
        {
          procurementId: procurementId(input.procurementId),
          selectedWorkers: (input.selectedWorkers ?? []).map(workerId),
          addNewWorker: Boolean(input.newWorker),
          newWorker: input.newWorker
            ? { ...input.newWorker, resigned: false, birthplaceId: input.newWorker.birthplaceId ? databaseIdOf(input.newWorker.birthplaceId, "Municipality") : null }
            : undefined,
          job: input.job,
          note: input.note,
          importFromSupplierDocumentation: input.importFromSupplierDocumentation ?? false,
          ...flagsFrom(input.flags),
        },
        context.ip,
      );
      return { ids: rows.map((row) => row.id) };
    },
  }),
  editProcurementWorker: t.field({
    type: workersPayload("EditProcurementWorkerPayload"),
    description: "Modifica mansione, qualifiche e nota; con propagate anche per tutti i lavoratori con la stessa mansione",
    args: { input: t.arg({ type: EditProcurementWorkerInput, required: true }) },
    errors: errorsNamed("EditProcurementWorker"),
    resolve: async (_root, { input }, context) => {
      const rows = await context.services.procurementWorkers.editAssignment(
        context.viewer,
        { procurementId: procurementId(input.procurementId), workerId: workerId(input.workerId), job: input.job, note: input.note, propagate: input.propagate ?? false, ...flagsFrom(input.flags) },
        context.ip,
      );
      return { ids: rows.map((row) => row.id) };
    },
  }),
  removeProcurementWorker: t.field({
    type: DeletedPayload("RemoveProcurementWorkerPayload"),
    description: "Rimuove il lavoratore dall'appalto (livello 5): resta tra i lavoratori del fornitore",
    args: { input: t.arg({ type: IdInput("RemoveProcurementWorkerInput"), required: true }) },
    errors: errorsNamed("RemoveProcurementWorker"),
    resolve: async (_root, { input }, context) => {
      await context.services.procurementWorkers.removeAssignment(context.viewer, { id: pivotId(input.id) }, context.ip);
      return { deletedId: String(input.id) };
    },
  }),
  setProcurementWorkerApproval: t.field({
    type: workersPayload("SetProcurementWorkerApprovalPayload"),
    description: "Decide la partecipazione del lavoratore: committente, livello 3 o superiore",
    args: { input: t.arg({ type: SetProcurementWorkerApprovalInput, required: true }) },
    errors: errorsNamed("SetProcurementWorkerApproval"),
    resolve: async (_root, { input }, context) => {
      const row = await context.services.procurementWorkers.reviewParticipation(context.viewer, { id: pivotId(input.id), approval: input.approval, note: input.note }, context.ip);
      return { ids: [row.id] };
    },
  }),
  addFitnessCertificates: t.field({
    type: certificatesPayload("AddFitnessCertificatesPayload"),
    description: "Aggiunge le idoneità delle categorie indicate (importazione delle categorie standard)",
    args: { input: t.arg({ type: AddFitnessCertificatesInput, required: true }) },
    errors: errorsNamed("AddFitnessCertificates"),
    resolve: async (_root, { input }, context) => {
      const rows = await context.services.fitnessCertificates.addCategories(
        context.viewer,
        { procurementId: procurementId(input.procurementId), workerId: workerId(input.workerId), categories: input.categories },
        context.ip,
      );
      return { ids: rows.map((row) => row.id) };
    },
  }),
  addFitnessCertificate: t.field({
    type: certificatesPayload("AddFitnessCertificatePayload"),
    description: "Aggiunge un'idoneità con il suo file, o importando il file del lavoratore",
    args: { input: t.arg({ type: AddFitnessCertificateInput, required: true }) },
    errors: errorsNamed("AddFitnessCertificate"),
    resolve: async (_root, { input }, context) => {
      const row = await context.services.fitnessCertificates.addCertificate(
        context.viewer,
        {
          procurementId: procurementId(input.procurementId),
          workerId: workerId(input.workerId),
          categoryCode: input.categoryCode,
          ...(await certificateFileOf(input)),
        },
        context.ip,
      );
      return { ids: [row.id] };
    },
  }),
  uploadFitnessCertificate: t.field({
    type: certificatesPayload("UploadFitnessCertificatePayload"),
    description: "Carica o ricarica il file di un'idoneità: utenti del fornitore",
    args: { input: t.arg({ type: UploadFitnessCertificateInput, required: true }) },
    errors: errorsNamed("UploadFitnessCertificate"),
    resolve: async (_root, { input }, context) => {
      const row = await context.services.fitnessCertificates.uploadCertificate(context.viewer, { id: certificateId(input.id), ...(await certificateFileOf(input)) }, context.ip);
      return { ids: [row.id] };
    },
  }),
  reviewFitnessCertificate: t.field({
    type: certificatesPayload("ReviewFitnessCertificatePayload"),
    description: "Approva o respinge (con motivo) un'idoneità, o la rende obbligatoria o facoltativa: committente, livello 3",
    args: { input: t.arg({ type: ReviewFitnessCertificateInput, required: true }) },
    errors: errorsNamed("ReviewFitnessCertificate"),
    resolve: async (_root, { input }, context) => {
      const row = await context.services.fitnessCertificates.reviewCertificate(
        context.viewer,
        { id: certificateId(input.id), approval: input.approval ?? undefined, active: input.active ?? undefined, note: input.reviewNote },
        context.ip,
      );
      return { ids: [row.id] };
    },
  }),
  deleteFitnessCertificate: t.field({
    type: DeleteFitnessCertificatePayload,
    description: "Elimina un'idoneità (livello 5): se è richiesta ne toglie solo il file e la riga resta Mancante, altrimenti la elimina",
    args: { input: t.arg({ type: IdInput("DeleteFitnessCertificateInput"), required: true }) },
    errors: errorsNamed("DeleteFitnessCertificate"),
    resolve: async (_root, { input }, context) => {
      const { outcome } = await context.services.fitnessCertificates.deleteCertificate(context.viewer, { id: certificateId(input.id) }, context.ip);
      return { id: String(input.id), outcome };
    },
  }),
}));
