// Mutations of required documents: upload or import (supplier), approval and "mandatory" (customer, level 3+),
// deletion (level 5). Thin adapters over the document service; every payload reloads the document as the
// viewer may see it, with exactly the fields the client asked for.
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { incomingFileOf } from "../files/files.graphql";
import { databaseIdOf } from "../../lib/node-id";
import { ApprovalStateEnum, RequiredDocumentNode } from "./documents-types.graphql";

type DocumentPayloadShape = { id: number };

const documentIdOf = (id: string | number) => databaseIdOf(id, "RequiredDocument");

function payloadType(name: string) {
  return builder.objectRef<DocumentPayloadShape>(name).implement({
    fields: (t) => ({
      requiredDocument: t.prismaField({
        type: RequiredDocumentNode,
        resolve: async (query, payload, _args, context) => {
          const document = await context.services.documents.loadRequiredDocument(context.viewer, payload.id, query);
          if (!document) throw new Error("Documento non più visibile dopo la modifica");
          return document;
        },
      }),
    }),
  });
}

const UploadRequiredDocumentInput = builder.inputType("UploadRequiredDocumentInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    file: t.field({ type: "Upload", description: "Il nuovo file; oppure importSupplierAttachmentId" }),
    attachmentName: t.string({ required: true, description: "Vuoto con un'importazione: si usa il nome del documento del fornitore" }),
    documentDate: t.field({ type: "Date" }),
    documentExpirationDate: t.field({ type: "Date" }),
    importSupplierAttachmentId: t.id({ description: "Documento aziendale del fornitore da importare (stessa categoria)" }),
    note: t.string({ description: "Nota del fornitore; assente lascia la nota com'è" }),
  }),
});

const SetRequiredDocumentApprovalInput = builder.inputType("SetRequiredDocumentApprovalInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    approval: t.field({ type: ApprovalStateEnum, required: true }),
    reviewNote: t.string({
      description: "Nota del committente, obbligatoria per il rifiuto (il motivo); assente lascia la nota com'è. La nota del fornitore non cambia",
    }),
  }),
});

const SetRequiredDocumentActiveInput = builder.inputType("SetRequiredDocumentActiveInput", {
  fields: (t) => ({ id: t.id({ required: true }), active: t.boolean({ required: true }) }),
});

const DeleteRequiredDocumentInput = builder.inputType("DeleteRequiredDocumentInput", {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const UploadRequiredDocumentPayload = payloadType("UploadRequiredDocumentPayload");
const SetRequiredDocumentApprovalPayload = payloadType("SetRequiredDocumentApprovalPayload");
const SetRequiredDocumentActivePayload = payloadType("SetRequiredDocumentActivePayload");
const DeleteRequiredDocumentPayload = payloadType("DeleteRequiredDocumentPayload");

const errorsNamed = (name: string) => ({
  types: [...COMMON_MUTATION_ERRORS],
  result: { name: `${name}Success` },
  union: { name: `${name}Result` },
});

builder.mutationFields((t) => ({
  uploadRequiredDocument: t.field({
    type: UploadRequiredDocumentPayload,
    description: "Carica (o importa dai documenti del fornitore) un documento richiesto: solo utenti del fornitore",
    args: { input: t.arg({ type: UploadRequiredDocumentInput, required: true }) },
    errors: errorsNamed("UploadRequiredDocument"),
    resolve: async (_root, { input }, context) => {
      const file = await incomingFileOf(input.file);
      const row = await context.services.documents.uploadRequiredDocument(
        context.viewer,
        {
          id: documentIdOf(input.id),
          file,
          attachmentName: input.attachmentName,
          documentDate: input.documentDate,
          documentExpirationDate: input.documentExpirationDate,
          importSupplierAttachmentId: input.importSupplierAttachmentId ? databaseIdOf(input.importSupplierAttachmentId, "SupplierAttachment") : null,
          note: input.note,
        },
        context.ip,
      );
      return { id: row.id };
    },
  }),
  setRequiredDocumentApproval: t.field({
    type: SetRequiredDocumentApprovalPayload,
    description: "Approva, respinge o rimette da approvare un documento: utenti del committente di livello 3 o superiore",
    args: { input: t.arg({ type: SetRequiredDocumentApprovalInput, required: true }) },
    errors: errorsNamed("SetRequiredDocumentApproval"),
    resolve: async (_root, { input }, context) => {
      const row = await context.services.documents.reviewRequiredDocument(
        context.viewer,
        { id: documentIdOf(input.id), approval: input.approval, reviewNote: input.reviewNote },
        context.ip,
      );
      return { id: row.id };
    },
  }),
  setRequiredDocumentActive: t.field({
    type: SetRequiredDocumentActivePayload,
    description: "Rende obbligatorio o facoltativo un documento: utenti del committente di livello 3 o superiore",
    args: { input: t.arg({ type: SetRequiredDocumentActiveInput, required: true }) },
    errors: errorsNamed("SetRequiredDocumentActive"),
    resolve: async (_root, { input }, context) => {
      const row = await context.services.documents.reviewRequiredDocument(
        context.viewer,
        { id: documentIdOf(input.id), active: input.active },
        context.ip,
      );
      return { id: row.id };
    },
  }),
  deleteRequiredDocument: t.field({
    type: DeleteRequiredDocumentPayload,
    description: "Elimina il file caricato (livello 5): il documento resta richiesto e torna mancante",
    args: { input: t.arg({ type: DeleteRequiredDocumentInput, required: true }) },
    errors: errorsNamed("DeleteRequiredDocument"),
    resolve: async (_root, { input }, context) => {
      const row = await context.services.documents.deleteRequiredDocument(context.viewer, { id: documentIdOf(input.id) }, context.ip);
      return { id: row.id };
    },
  }),
}));
