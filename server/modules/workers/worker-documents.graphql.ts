// GraphQL of the worker's own documents (home worker "Scheda") and of what the procurement worker card asks
// beyond tab 3: the SupplierWorkerAttachment node, SupplierWorker.documents, the card's one assignment
// (procurementWorker), the category list with those already present (fitnessCertificateCategories), the
// match of the worker's own files (matchingWorkerDocuments) and the save / delete mutations. Thin adapters
// over worker-documents.service.ts and fitness-certificates.service.ts, where every rule lives.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { NotFoundError } from "../../lib/errors";
import { databaseIdOf, optionalDatabaseIdOf, parseNodeId } from "../../lib/node-id";
import { incomingFileOf, storedFileOf, StoredFileRef } from "../files/files.graphql";
import { mayOpenWorkerDocument, workerDocumentWhereForViewer } from "./worker-documents.service";
import { ProcurementWorkerNode } from "./workers.graphql";

export const workerDocumentDownloadUrl = (id: number) => `/api/customersupplierworkerattachments/${id}/download`;

export const SupplierWorkerAttachmentNode = builder.prismaNode("SupplierWorkerAttachment", {
  id: { field: "id" },
  // The supplier's own users only; anyone else gets null, as for a missing one.
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [workerDocumentWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    category: t.relation("category", { description: "La categoria del documento" }),
    attachmentFilename: t.exposeString("attachmentFilename", { description: "Nome del documento" }),
    documentDate: t.expose("documentDate", { type: "Date", nullable: true, description: "Data emissione" }),
    documentExpirationDate: t.expose("documentExpirationDate", { type: "Date", nullable: true, description: "Data scadenza (vuota: non scade)" }),
    hasFile: t.boolean({ description: "Se il file è stato caricato", select: { mediaId: true }, resolve: (row) => row.mediaId !== null }),
    file: t.field({
      type: StoredFileRef,
      nullable: true,
      description: "Dato sanitario: solo per gli utenti di livello 5 del fornitore",
      select: { id: true, media: true, worker: { select: { supplierId: true } } },
      resolve: (row, _args, context) => (mayOpenWorkerDocument(context.viewer, row.worker.supplierId) ? storedFileOf(row.media, workerDocumentDownloadUrl(row.id)) : null),
    }),
    worker: t.relation("worker", { description: "Il lavoratore a cui appartiene il documento" }),
  }),
});

builder.prismaObjectField("SupplierWorker", "documents", (t) =>
  t.relation("files", {
    description: "Documenti propri del lavoratore (idoneità, attestati), importabili negli appalti; solo per il fornitore",
    query: (_args, context) => ({ where: workerDocumentWhereForViewer(context.viewer), orderBy: [{ category: { label: "asc" } }, { createdAt: "desc" }, { id: "desc" }] }),
  }),
);

builder.prismaObjectField("ProcurementWorker", "procurement", (t) => t.relation("procurement", { description: "L'appalto" }));

const FitnessCategoryOption = builder
  .objectRef<{ code: string; label: string; isStandard: boolean; alreadyPresent: boolean }>("FitnessCertificateCategory")
  .implement({
    description: "Un tipo di idoneità, con l'indicazione se il lavoratore lo ha già in questo appalto",
    fields: (t) => ({
      code: t.exposeString("code"),
      label: t.exposeString("label"),
      isStandard: t.exposeBoolean("isStandard"),
      alreadyPresent: t.exposeBoolean("alreadyPresent"),
    }),
  });

builder.queryFields((t) => ({
  procurementWorker: t.prismaField({
    type: ProcurementWorkerNode,
    nullable: true,
    description: "Il lavoratore nell'appalto (scheda /procurementworker/{appalto}/{lavoratore}), se visibile",
    args: { procurementId: t.arg.id({ required: true }), workerId: t.arg.id({ required: true }) },
    resolve: (query, _root, args, context) =>
      context.services.procurementWorkerReads.findAssignment(
        context.viewer,
        { procurementId: databaseIdOf(args.procurementId, "Procurement"), workerId: databaseIdOf(args.workerId, "SupplierWorker") },
        query,
      ),
  }),
  fitnessCertificateCategories: t.field({
    type: [FitnessCategoryOption],
    description: "Tipi di idoneità; con appalto e lavoratore, alreadyPresent indica quelli già presenti per il lavoratore nell'appalto",
    args: { procurementId: t.arg.id(), workerId: t.arg.id() },
    resolve: (_root, args, context) =>
      context.services.fitnessCertificates.categories(context.viewer, {
        procurementId: optionalDatabaseIdOf(args.procurementId, "Procurement"),
        workerId: optionalDatabaseIdOf(args.workerId, "SupplierWorker"),
      }),
  }),
  matchingWorkerDocuments: t.prismaField({
    type: [SupplierWorkerAttachmentNode],
    description: "Documenti propri del lavoratore della categoria indicata, con file, dal più recente (Importa nell'appalto)",
    args: { workerId: t.arg.id({ required: true }), categoryCode: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, context) => {
      const found = await context.services.fitnessCertificates.matchingWorkerDocumentation(context.viewer, {
        workerId: databaseIdOf(args.workerId, "SupplierWorker"),
        categoryCode: args.categoryCode,
      });
      const ids = found.map((row) => row.id);
      const rows = await context.services.workerDocuments.loadMany(context.viewer, ids, query);
      return ids.flatMap((id) => rows.filter((row) => row.id === id));
    },
  }),
}));

const SaveSupplierWorkerAttachmentInput = builder.inputType("SaveSupplierWorkerAttachmentInput", {
  fields: (t) => ({
    id: t.id({ description: "Assente per un nuovo documento" }),
    workerId: t.id({ description: "Il lavoratore, per un nuovo documento" }),
    categoryCode: t.string({ required: true }),
    attachmentFilename: t.string({ required: true }),
    documentDate: t.field({ type: "Date" }),
    documentExpirationDate: t.field({ type: "Date" }),
    file: t.field({ type: "Upload", description: "Obbligatorio per un nuovo documento; in modifica sostituisce il file" }),
  }),
});

const SaveSupplierWorkerAttachmentPayload = builder.objectRef<{ id: number }>("SaveSupplierWorkerAttachmentPayload").implement({
  fields: (t) => ({
    supplierWorkerAttachment: t.prismaField({
      type: SupplierWorkerAttachmentNode,
      resolve: async (query, payload, _args, context) => (await context.services.workerDocuments.load(context.viewer, payload.id, query)) ?? Promise.reject(new NotFoundError()),
    }),
  }),
});

const DeleteSupplierWorkerAttachmentPayload = builder.objectRef<{ id: number }>("DeleteSupplierWorkerAttachmentPayload").implement({
  fields: (t) => ({ deletedId: t.id({ resolve: (payload) => encodeGlobalID("SupplierWorkerAttachment", payload.id) }) }),
});

const errorsNamed = (name: string) => ({ types: [...COMMON_MUTATION_ERRORS], result: { name: `${name}Success` }, union: { name: `${name}Result` } });

builder.mutationFields((t) => ({
  saveSupplierWorkerAttachment: t.field({
    type: SaveSupplierWorkerAttachmentPayload,
    description: "Aggiunge o sostituisce un documento proprio del lavoratore (scheda del lavoratore)",
    args: { input: t.arg({ type: SaveSupplierWorkerAttachmentInput, required: true }) },
    errors: errorsNamed("SaveSupplierWorkerAttachment"),
    resolve: async (_root, { input }, context) => {
      const { id, workerId, file, ...fields } = input;
      const saved = await context.services.workerDocuments.save(
        context.viewer,
        { ...fields, id: optionalDatabaseIdOf(id, "SupplierWorkerAttachment"), workerId: optionalDatabaseIdOf(workerId, "SupplierWorker") },
        await incomingFileOf(file),
        context.ip,
      );
      return { id: saved.id };
    },
  }),
  deleteSupplierWorkerAttachment: t.field({
    type: DeleteSupplierWorkerAttachmentPayload,
    description: "Elimina un documento proprio del lavoratore (livello 5)",
    args: { input: t.arg({ type: builder.inputType("DeleteSupplierWorkerAttachmentInput", { fields: (f) => ({ id: f.id({ required: true }) }) }), required: true }) },
    errors: errorsNamed("DeleteSupplierWorkerAttachment"),
    resolve: (_root, { input }, context) => context.services.workerDocuments.remove(context.viewer, databaseIdOf(input.id, "SupplierWorkerAttachment"), context.ip),
  }),
}));
