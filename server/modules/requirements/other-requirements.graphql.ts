// GraphQL of the catalogue's other parts (worker fitness categories, documents per vehicle, machine and tool, a
// category's default document) and of the worker and element requirements of a procurement and of each supplier on
// it. Thin adapters over other-requirements.service.ts.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { databaseIdOf, optionalDatabaseIdOf } from "../../lib/node-id";
import { ElementKindEnum } from "../elements/elements-types.graphql";
import { incomingFileOf, StoredFileRef, storedFileOf } from "../files/files.graphql";
import type { ElementRequirement } from "./element-requirement-rows";
import { categoryDefaultDocumentUrl, type OtherRequirements } from "./other-requirements.service";
import type { WorkerCatalogueEntry } from "./worker-catalogue";

builder.prismaObjectField("SupplierDocumentCategory", "defaultDocumentName", (t) =>
  t.string({
    nullable: true,
    description: "Il nome del documento predefinito che il fornitore scarica dalla riga del documento richiesto",
    select: { defaultMedia: { select: { originalName: true } } },
    resolve: (category) => category.defaultMedia?.originalName ?? null,
  }),
);

builder.prismaObjectField("SupplierDocumentCategory", "defaultDocument", (t) =>
  t.field({
    type: StoredFileRef,
    nullable: true,
    description: "Il documento predefinito della categoria, da scaricare dal catalogo del committente",
    select: { id: true, defaultMedia: true },
    resolve: (category) => storedFileOf(category.defaultMedia, categoryDefaultDocumentUrl(category.id)),
  }),
);

const WorkerCategoryRef = builder.objectRef<WorkerCatalogueEntry>("WorkerRequirementCategory").implement({
  description: "Una categoria di idoneità o attestato dei lavoratori nel catalogo del committente",
  fields: (t) => ({
    id: t.id({ resolve: (entry) => encodeGlobalID("WorkerRequirementCategory", entry.id) }),
    code: t.exposeString("code"),
    label: t.exposeString("label"),
    own: t.boolean({ description: "Se la voce è del committente (aggiunta o rinominata) e non quella del portale", resolve: (entry) => entry.customerId !== null }),
  }),
});

const ElementDocumentTypeRef = builder.objectRef<{ id: number; kind: ElementRequirement["kind"]; name: string }>("ElementDocumentType").implement({
  description: "Un documento che il committente può chiedere per mezzi, macchinari o attrezzature",
  fields: (t) => ({
    id: t.id({ resolve: (entry) => encodeGlobalID("ElementDocumentType", entry.id) }),
    kind: t.field({ type: ElementKindEnum, resolve: (entry) => entry.kind }),
    name: t.exposeString("name"),
  }),
});

const ElementRequirementRef = builder.objectRef<ElementRequirement>("ElementRequirement").implement({
  description: "Un documento richiesto per ogni elemento di un tipo (mezzo, macchinario o attrezzatura)",
  fields: (t) => ({
    kind: t.field({ type: ElementKindEnum, description: "Il tipo di elemento a cui è richiesto", resolve: (entry) => entry.kind }),
    documentName: t.exposeString("documentName", { description: "Il nome del documento richiesto" }),
  }),
});


const SupplierOtherRequirementsRef = builder.objectRef<OtherRequirements["suppliers"][number]>("SupplierOtherRequirements").implement({
  description: "Ciò che l'appalto richiede a un fornitore in aggiunta a quanto richiesto a tutti",
  fields: (t) => ({
    supplierId: t.id({ description: "Il fornitore (id globale Supplier)", resolve: (entry) => encodeGlobalID("Supplier", entry.supplierId) }),
    companyName: t.exposeString("companyName", { description: "Ragione sociale del fornitore" }),
    workerCategoryCodes: t.exposeStringList("workerCategoryCodes", { description: "I codici delle idoneità richieste in aggiunta ai suoi lavoratori" }),
    elementDocuments: t.field({ type: [ElementRequirementRef], description: "I documenti richiesti in aggiunta per i suoi mezzi, macchinari e attrezzature", resolve: (entry) => entry.elementDocuments }),
  }),
});

const OtherRequirementsRef = builder.objectRef<OtherRequirements>("OtherRequirements").implement({
  description: "Le idoneità richieste ai lavoratori e i documenti richiesti per mezzi e macchinari: a ogni fornitore e a ciascuno in aggiunta",
  fields: (t) => ({
    workerCategoryCodes: t.exposeStringList("workerCategoryCodes", { description: "I codici delle idoneità richieste ai lavoratori di ogni fornitore" }),
    elementDocuments: t.field({ type: [ElementRequirementRef], description: "I documenti richiesti per mezzi, macchinari e attrezzature di ogni fornitore", resolve: (entry) => entry.elementDocuments }),
    suppliers: t.field({ type: [SupplierOtherRequirementsRef], description: "Ciò che è richiesto a ciascun fornitore in aggiunta", resolve: (entry) => entry.suppliers }),
  }),
});

builder.queryFields((t) => ({
  workerRequirementCatalogue: t.field({
    type: [WorkerCategoryRef],
    description: "Le categorie di idoneità dei lavoratori del committente (utenti del committente dal livello 3)",
    resolve: (_root, _args, context) => context.services.otherRequirements.workerCatalogue(context.viewer),
  }),
  elementDocumentCatalogue: t.field({
    type: [ElementDocumentTypeRef],
    description: "I documenti che il committente può chiedere per mezzi, macchinari e attrezzature (dal livello 3)",
    resolve: (_root, _args, context) => context.services.otherRequirements.elementDocumentTypes(context.viewer),
  }),
}));

builder.prismaObjectField("Procurement", "otherRequirements", (t) =>
  t.field({
    type: OtherRequirementsRef,
    nullable: true,
    description: "Idoneità dei lavoratori e documenti di mezzi e macchinari richiesti dall'appalto (il committente dal livello 3)",
    select: { id: true },
    resolve: (procurement, _args, context) => context.services.otherRequirements.otherRequirements(context.viewer, procurement.id),
  }),
);

const ElementRequirementInput = builder.inputType("ElementRequirementInput", {
  fields: (t) => ({ kind: t.field({ type: ElementKindEnum, required: true }), documentName: t.string({ required: true }) }),
});
const SetOtherRequirementsInput = builder.inputType("SetOtherRequirementsInput", {
  fields: (t) => ({
    procurementId: t.id({ required: true }),
    supplierId: t.id({ description: "Senza: i requisiti di ogni fornitore dell'appalto" }),
    workerCategoryCodes: t.stringList({ required: true }),
    elementDocuments: t.field({ type: [ElementRequirementInput], required: true }),
  }),
});
const SaveWorkerCategoryInput = builder.inputType("SaveWorkerCategoryInput", {
  fields: (t) => ({ id: t.id({ description: "Senza: una categoria nuova" }), code: t.string({ required: true }), label: t.string({ required: true }) }),
});
const CreateElementDocumentTypeInput = builder.inputType("CreateElementDocumentTypeInput", {
  fields: (t) => ({ kind: t.field({ type: ElementKindEnum, required: true }), name: t.string({ required: true }) }),
});
const SetDefaultDocumentInput = builder.inputType("SetCategoryDefaultDocumentInput", {
  fields: (t) => ({ categoryId: t.id({ required: true }), file: t.field({ type: "Upload", required: true }) }),
});

const DeleteElementDocumentTypeInput = builder.inputType("DeleteElementDocumentTypeInput", { fields: (t) => ({ id: t.id({ required: true }) }) });
const RemoveCategoryDefaultDocumentInput = builder.inputType("RemoveCategoryDefaultDocumentInput", { fields: (t) => ({ categoryId: t.id({ required: true }) }) });

const IdPayload = builder.objectRef<{ id: number }>("CatalogueEntryPayload").implement({
  fields: (t) => ({ id: t.exposeInt("id") }),
});
const OtherRequirementsPayload = builder.objectRef<OtherRequirements>("OtherRequirementsPayload").implement({
  fields: (t) => ({
    procurementId: t.id({ resolve: (payload) => encodeGlobalID("Procurement", payload.procurementId) }),
    requirements: t.field({ type: OtherRequirementsRef, resolve: (payload) => payload }),
  }),
});

const errorsOf = (name: string) => ({ types: [...COMMON_MUTATION_ERRORS], result: { name: `${name}Success` }, union: { name: `${name}Result` } });

builder.mutationFields((t) => ({
  saveWorkerCategory: t.field({
    type: IdPayload,
    description: "Aggiunge o rinomina una categoria di idoneità dei lavoratori nel catalogo (livello utente 5)",
    args: { input: t.arg({ type: SaveWorkerCategoryInput, required: true }) },
    errors: errorsOf("SaveWorkerCategory"),
    resolve: (_root, { input }, context) =>
      context.services.otherRequirements.saveWorkerCategory(
        context.viewer, optionalDatabaseIdOf(input.id, "WorkerRequirementCategory") ?? null, { code: input.code, label: input.label }, context.ip,
      ),
  }),
  createElementDocumentType: t.field({
    type: IdPayload,
    description: "Aggiunge un documento per mezzi, macchinari o attrezzature al catalogo (livello utente 5)",
    args: { input: t.arg({ type: CreateElementDocumentTypeInput, required: true }) },
    errors: errorsOf("CreateElementDocumentType"),
    resolve: (_root, { input }, context) => context.services.otherRequirements.createElementDocumentType(context.viewer, input, context.ip),
  }),
  deleteElementDocumentType: t.field({
    type: IdPayload,
    description: "Toglie un documento dal catalogo (livello utente 5); gli appalti che lo chiedono continuano a chiederlo",
    args: { input: t.arg({ type: DeleteElementDocumentTypeInput, required: true }) },
    errors: errorsOf("DeleteElementDocumentType"),
    resolve: (_root, { input }, context) => context.services.otherRequirements.deleteElementDocumentType(context.viewer, databaseIdOf(input.id, "ElementDocumentType"), context.ip),
  }),
  setCategoryDefaultDocument: t.field({
    type: IdPayload,
    description: "Carica o sostituisce il documento predefinito di un tipo di documento (livello utente 5)",
    args: { input: t.arg({ type: SetDefaultDocumentInput, required: true }) },
    errors: errorsOf("SetCategoryDefaultDocument"),
    resolve: async (_root, { input }, context) =>
      context.services.otherRequirements.setDefaultDocument(context.viewer, databaseIdOf(input.categoryId, "SupplierDocumentCategory"), await incomingFileOf(input.file), context.ip),
  }),
  removeCategoryDefaultDocument: t.field({
    type: IdPayload,
    description: "Toglie il documento predefinito di un tipo di documento (livello utente 5); il file resta nel registro",
    args: { input: t.arg({ type: RemoveCategoryDefaultDocumentInput, required: true }) },
    errors: errorsOf("RemoveCategoryDefaultDocument"),
    resolve: (_root, { input }, context) => context.services.otherRequirements.removeDefaultDocument(context.viewer, databaseIdOf(input.categoryId, "SupplierDocumentCategory"), context.ip),
  }),
  setOtherRequirements: t.field({
    type: OtherRequirementsPayload,
    description: "Idoneità dei lavoratori e documenti di mezzi e macchinari richiesti a ogni fornitore dell'appalto o a uno in aggiunta (livello utente 3 o superiore); ciò che è stato caricato resta",
    args: { input: t.arg({ type: SetOtherRequirementsInput, required: true }) },
    errors: errorsOf("SetOtherRequirements"),
    resolve: (_root, { input }, context) =>
      context.services.otherRequirements.setOtherRequirements(
        context.viewer,
        {
          procurementId: databaseIdOf(input.procurementId, "Procurement"),
          supplierId: optionalDatabaseIdOf(input.supplierId, "Supplier") ?? null,
          workerCategoryCodes: input.workerCategoryCodes,
          elementDocuments: input.elementDocuments,
        },
        context.ip,
      ),
  }),
}));
