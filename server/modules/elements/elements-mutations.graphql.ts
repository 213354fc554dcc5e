// Mutations of vehicles, machines and tools: declare, edit, delete (level 5) an element; upload, edit and
// delete its documents (the supplier); approve documents one by one or the element as a whole (the
// customer, level 3+). Thin adapters over the element service; payloads reload what changed as the viewer
// may see it.
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import type { RequestContext } from "../../context";
import { databaseIdOf, optionalDatabaseIdOf } from "../../lib/node-id";
import { ApprovalStateEnum } from "../documents/documents-types.graphql";
import { incomingFileOf } from "../files/files.graphql";
import { ProcurementSupplierNode } from "../procurements/procurements.graphql";
import { BelongingEnum, ElementDocumentNode, ElementKindEnum, ProcurementElementNode } from "./elements-types.graphql";

const elementIdOf = (id: string | number) => databaseIdOf(id, "ProcurementElement");
const documentIdOf = (id: string | number) => databaseIdOf(id, "ElementDocument");
// Not given: an edit keeps the document's link; null: an extra document with a free name.
const requirementIdOf = (id: string | number | null | undefined) => (id === undefined ? undefined : optionalDatabaseIdOf(id, "ElementDocumentRequirement"));
const REQUIREMENT_DESCRIPTION = "Quale documento richiesto è il file (ElementDocumentRequirement); vuoto per un documento aggiuntivo con nome libero";

type ElementPayloadShape = { elementId: number; documentId?: number; deletedId?: string; procurementId: number; supplierId: number };

const errorsNamed = (name: string) => ({
  types: [...COMMON_MUTATION_ERRORS],
  result: { name: `${name}Success` },
  union: { name: `${name}Result` },
});

// Every payload carries the supplier's place in the procurement, so the client refetches the tab's
// connection or light from it; the element (and the document) when they still exist.
function payloadType(name: string, options: { element: boolean; document: boolean; deleted?: string }) {
  return builder.objectRef<ElementPayloadShape>(name).implement({
    fields: (t) => ({
      procurementSupplier: t.prismaField({
        type: ProcurementSupplierNode,
        resolve: async (query, payload, _args, context) =>
          context.services.documents.loadProcurementSupplierOf(context.viewer, payload, query),
      }),
      ...(options.element
        ? {
            element: t.prismaField({
              type: ProcurementElementNode,
              resolve: async (query, payload, _args, context) => {
                const element = await context.services.elements.loadElement(context.viewer, payload.elementId, query);
                if (!element) throw new Error("Elemento non più visibile dopo la modifica");
                return element;
              },
            }),
          }
        : {}),
      ...(options.document
        ? {
            document: t.prismaField({
              type: ElementDocumentNode,
              resolve: async (query, payload, _args, context) => {
                const document = await context.services.elements.loadElementDocument(context.viewer, payload.documentId ?? 0, query);
                if (!document) throw new Error("Documento non più visibile dopo la modifica");
                return document;
              },
            }),
          }
        : {}),
      ...(options.deleted ? { [options.deleted]: t.id({ resolve: (payload) => payload.deletedId ?? "" }) } : {}),
    }),
  });
}

const CreateElementInput = builder.inputType("CreateElementInput", {
  fields: (t) => ({
    procurementSupplierId: t.id({ required: true, description: "Il posto del fornitore nell'appalto (ProcurementSupplier)" }),
    kind: t.field({ type: ElementKindEnum, required: true, description: "EQUIPMENT (tab 4), MACHINERY o TOOL (tab 5)" }),
    type: t.string({ required: true }),
    makerAndModel: t.string({ required: true }),
    serialNumber: t.string(),
    belonging: t.field({ type: BelongingEnum }),
    note: t.string(),
  }),
});

const UpdateElementInput = builder.inputType("UpdateElementInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    type: t.string({ required: true }),
    makerAndModel: t.string({ required: true }),
    serialNumber: t.string(),
    belonging: t.field({ type: BelongingEnum }),
    note: t.string(),
  }),
});

const IdInput = (name: string) => builder.inputType(name, { fields: (t) => ({ id: t.id({ required: true }) }) });
const DeleteElementInput = IdInput("DeleteElementInput");
const DeleteElementDocumentInput = IdInput("DeleteElementDocumentInput");

const UploadElementDocumentInput = builder.inputType("UploadElementDocumentInput", {
  fields: (t) => ({
    elementId: t.id({ required: true }),
    file: t.field({ type: "Upload", required: true }),
    requirementId: t.id({ description: REQUIREMENT_DESCRIPTION }),
    documentName: t.string({ description: "Per un documento aggiuntivo; facoltativo, nel caricamento semplice vale il nome del file" }),
    documentDate: t.field({ type: "Date", description: "Data emissione: obbligatoria in SINGLE_DOCUMENT" }),
    documentExpirationDate: t.field({ type: "Date", description: "Data scadenza: obbligatoria in SINGLE_DOCUMENT salvo noExpire" }),
    noExpire: t.boolean({ description: "Il documento NON ha scadenza" }),
  }),
});

const UpdateElementDocumentInput = builder.inputType("UpdateElementDocumentInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    file: t.field({ type: "Upload", description: "Un nuovo file al posto del precedente (facoltativo)" }),
    requirementId: t.id({ description: REQUIREMENT_DESCRIPTION }),
    documentName: t.string(),
    documentDate: t.field({ type: "Date", required: true }),
    documentExpirationDate: t.field({ type: "Date" }),
    noExpire: t.boolean(),
  }),
});

const SetElementDocumentApprovalInput = builder.inputType("SetElementDocumentApprovalInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    approval: t.field({ type: ApprovalStateEnum, required: true }),
    note: t.string({ description: "Obbligatoria per il rifiuto (il motivo)" }),
  }),
});

const SetElementApprovalInput = builder.inputType("SetElementApprovalInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    approval: t.field({ type: ApprovalStateEnum, required: true }),
    reviewNote: t.string({ description: "Obbligatoria per il rifiuto (il motivo)" }),
  }),
});

const ElementPayload = payloadType("ElementPayload", { element: true, document: false });
const DeleteElementPayload = payloadType("DeleteElementPayload", { element: false, document: false, deleted: "deletedElementId" });
const ElementDocumentPayload = payloadType("ElementDocumentPayload", { element: true, document: true });
const DeleteElementDocumentPayload = payloadType("DeleteElementDocumentPayload", { element: true, document: false, deleted: "deletedDocumentId" });

const shapeOf = (row: { id: number; procurementId: number; supplierId: number }): ElementPayloadShape => ({
  elementId: row.id,
  procurementId: row.procurementId,
  supplierId: row.supplierId,
});

builder.mutationFields((t) => ({
  createElement: t.field({
    type: ElementPayload,
    description: "Aggiunge un mezzo, un macchinario o un'attrezzatura all'appalto: utenti del fornitore",
    args: { input: t.arg({ type: CreateElementInput, required: true }) },
    errors: errorsNamed("CreateElement"),
    resolve: async (_root, { input }, context) => {
      const link = await context.services.elements.procurementSupplierKey(context.viewer, databaseIdOf(input.procurementSupplierId, "ProcurementSupplier"));
      const row = await context.services.elements.createElement(context.viewer, { ...input, procurementId: link.procurementId, supplierId: link.supplierId }, context.ip);
      return shapeOf(row);
    },
  }),
  updateElement: t.field({
    type: ElementPayload,
    description: "Modifica i dati di un mezzo, macchinario o attrezzatura (il tipo non cambia): utenti del fornitore",
    args: { input: t.arg({ type: UpdateElementInput, required: true }) },
    errors: errorsNamed("UpdateElement"),
    resolve: async (_root, { input }, context) => shapeOf(await context.services.elements.updateElement(context.viewer, { ...input, id: elementIdOf(input.id) }, context.ip)),
  }),
  deleteElement: t.field({
    type: DeleteElementPayload,
    description: "Elimina un mezzo, macchinario o attrezzatura con i suoi documenti: utenti del fornitore di livello 5",
    args: { input: t.arg({ type: DeleteElementInput, required: true }) },
    errors: errorsNamed("DeleteElement"),
    resolve: async (_root, { input }, context) => {
      const row = await context.services.elements.deleteElement(context.viewer, { id: elementIdOf(input.id) }, context.ip);
      return { ...shapeOf(row), deletedId: String(input.id) };
    },
  }),
  uploadElementDocument: t.field({
    type: ElementDocumentPayload,
    description: "Carica un documento dell'elemento: utenti del fornitore",
    args: { input: t.arg({ type: UploadElementDocumentInput, required: true }) },
    errors: errorsNamed("UploadElementDocument"),
    resolve: async (_root, { input }, context) => {
      const file = await incomingFileOf(input.file);
      const row = await context.services.elementDocuments.uploadElementDocument(
        context.viewer,
        { ...input, file, elementId: elementIdOf(input.elementId), requirementId: requirementIdOf(input.requirementId) },
        context.ip,
      );
      return documentShape(context, row);
    },
  }),
  updateElementDocument: t.field({
    type: ElementDocumentPayload,
    description: "Modifica nome e date di un documento (e facoltativamente il file); un documento approvato non si modifica",
    args: { input: t.arg({ type: UpdateElementDocumentInput, required: true }) },
    errors: errorsNamed("UpdateElementDocument"),
    resolve: async (_root, { input }, context) => {
      const file = await incomingFileOf(input.file);
      const row = await context.services.elementDocuments.updateElementDocument(context.viewer, { ...input, file, id: documentIdOf(input.id), requirementId: requirementIdOf(input.requirementId) }, context.ip);
      return documentShape(context, row);
    },
  }),
  deleteElementDocument: t.field({
    type: DeleteElementDocumentPayload,
    description: "Elimina un documento non approvato: utenti del fornitore di livello 5",
    args: { input: t.arg({ type: DeleteElementDocumentInput, required: true }) },
    errors: errorsNamed("DeleteElementDocument"),
    resolve: async (_root, { input }, context) => {
      const row = await context.services.elementDocuments.deleteElementDocument(context.viewer, { id: documentIdOf(input.id) }, context.ip);
      return { ...(await documentShape(context, row)), deletedId: String(input.id) };
    },
  }),
  setElementDocumentApproval: t.field({
    type: ElementDocumentPayload,
    description: "Approva o respinge un documento (modo SINGLE_DOCUMENT): utenti del committente di livello 3 o superiore",
    args: { input: t.arg({ type: SetElementDocumentApprovalInput, required: true }) },
    errors: errorsNamed("SetElementDocumentApproval"),
    resolve: async (_root, { input }, context) => {
      const row = await context.services.elementDocuments.reviewElementDocument(context.viewer, { ...input, id: documentIdOf(input.id) }, context.ip);
      return documentShape(context, row);
    },
  }),
  setElementApproval: t.field({
    type: ElementPayload,
    description: "Approva o respinge l'elemento nel suo insieme (modo ALL_DOCUMENTS_AT_ONCE): utenti del committente di livello 3 o superiore",
    args: { input: t.arg({ type: SetElementApprovalInput, required: true }) },
    errors: errorsNamed("SetElementApproval"),
    resolve: async (_root, { input }, context) => shapeOf(await context.services.elementDocuments.reviewElement(context.viewer, { ...input, id: elementIdOf(input.id) }, context.ip)),
  }),
}));

// The element a changed document belongs to, for the payload (the document row names only its element).
async function documentShape(
  context: RequestContext,
  row: { id: number; elementId: number },
): Promise<ElementPayloadShape> {
  const element = await context.services.elements.elementKey(context.viewer, row.elementId);
  return { elementId: row.elementId, documentId: row.id, procurementId: element.procurementId, supplierId: element.supplierId };
}
