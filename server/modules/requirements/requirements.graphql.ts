// GraphQL of what a customer asks of its suppliers: the catalogue of document categories (the "Requisiti" screen),
// a procurement's default requirements and each supplier's own, and the copy from another procurement. Thin adapters
// over requirements.service.ts.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { databaseIdOf, optionalDatabaseIdOf } from "../../lib/node-id";
import { decide } from "../auth/permissions";
import { PermissionDecisionRef } from "../auth/permissions.graphql";
import { SupplierDocumentCategoryNode } from "../documents/documents-types.graphql";
import type { CategoryRequirement } from "./requirement-rows";
import type { ProcurementRequirements, SupplierRequirementList } from "./requirements.service";

builder.prismaObjectFields("SupplierDocumentCategory", (t) => ({
  supplierAttachmentType: t.exposeInt("supplierAttachmentType", { nullable: true, description: "Il tipo di documento aziendale che la soddisfa per importazione" }),
  expires: t.exposeBoolean("expires", { description: "Se il documento ha una data di scadenza" }),
}));

const categoryGlobalId = (id: number) => encodeGlobalID("SupplierDocumentCategory", id);

const CategoryRequirementRef = builder.objectRef<CategoryRequirement & { hasFile?: boolean }>("CategoryRequirement").implement({
  description: "Un tipo di documento richiesto e se è obbligatorio",
  fields: (t) => ({
    categoryId: t.id({ description: "La categoria del documento (id globale SupplierDocumentCategory)", resolve: (entry) => categoryGlobalId(entry.categoryId) }),
    mandatory: t.exposeBoolean("mandatory", { description: "Se il documento è obbligatorio (conta per il semaforo)" }),
    hasFile: t.boolean({ description: "Se il fornitore vi ha già caricato un file (resta anche quando il documento non è più richiesto)", resolve: (entry) => entry.hasFile === true }),
  }),
});

const SupplierRequirementsRef = builder.objectRef<SupplierRequirementList>("SupplierRequirements").implement({
  description: "I documenti richiesti a un fornitore nell'appalto",
  fields: (t) => ({
    supplierId: t.id({ description: "Il fornitore (id globale Supplier)", resolve: (entry) => encodeGlobalID("Supplier", entry.supplierId) }),
    companyName: t.exposeString("companyName", { description: "Ragione sociale del fornitore" }),
    categories: t.field({ type: [CategoryRequirementRef], description: "I tipi di documento richiesti al fornitore e se sono obbligatori", resolve: (entry) => entry.categories }),
  }),
});

const ProcurementRequirementsRef = builder.objectRef<ProcurementRequirements>("ProcurementRequirements").implement({
  description: "I documenti che l'appalto richiede: quelli predefiniti e quelli di ciascun fornitore",
  fields: (t) => ({
    defaults: t.field({ type: [CategoryRequirementRef], description: "I documenti predefiniti, chiesti a ogni fornitore che entra nell'appalto", resolve: (entry) => entry.defaults }),
    suppliers: t.field({ type: [SupplierRequirementsRef], description: "I documenti richiesti a ciascun fornitore dell'appalto", resolve: (entry) => entry.suppliers }),
  }),
});

builder.queryField("requirementCatalogue", (t) =>
  t.prismaField({
    type: [SupplierDocumentCategoryNode],
    description: "Il catalogo dei tipi di documento del committente (utenti del committente dal livello 3)",
    resolve: (query, _root, _args, context) => context.services.requirements.catalogue(context.viewer, query),
  }),
);

builder.prismaObjectField("User", "viewerCanEditRequirementCatalogue", (t) =>
  t.field({
    type: PermissionDecisionRef,
    description: "Se chi guarda può modificare il catalogo dei requisiti",
    resolve: (_user, _args, context) => decide(context.viewer, "editRequirementCatalogue"),
  }),
);

builder.prismaObjectField("Procurement", "requirements", (t) =>
  t.field({
    type: ProcurementRequirementsRef,
    nullable: true,
    description: "I documenti richiesti dall'appalto (per chi ne imposta i requisiti: il committente dal livello 3)",
    select: { id: true },
    resolve: (procurement, _args, context) => context.services.requirements.procurementRequirements(context.viewer, procurement.id),
  }),
);

const RequirementInput = builder.inputType("CategoryRequirementInput", {
  fields: (t) => ({ categoryId: t.id({ required: true }), mandatory: t.boolean({ required: true }) }),
});
const DocumentCategoryFields = (t: Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0]) => ({
  code: t.string({ required: true }),
  label: t.string({ required: true }),
  supplierAttachmentType: t.int(),
  expires: t.boolean({ required: true }),
});
const CreateDocumentCategoryInput = builder.inputType("CreateDocumentCategoryInput", { fields: (t) => DocumentCategoryFields(t) });
const UpdateDocumentCategoryInput = builder.inputType("UpdateDocumentCategoryInput", { fields: (t) => ({ id: t.id({ required: true }), ...DocumentCategoryFields(t) }) });
const SetProcurementRequirementsInput = builder.inputType("SetProcurementRequirementsInput", {
  fields: (t) => ({ procurementId: t.id({ required: true }), categories: t.field({ type: [RequirementInput], required: true }) }),
});
const SetSupplierRequirementsInput = builder.inputType("SetSupplierRequirementsInput", {
  fields: (t) => ({ procurementId: t.id({ required: true }), supplierId: t.id({ required: true }), categories: t.field({ type: [RequirementInput], required: true }) }),
});
const CopyProcurementRequirementsInput = builder.inputType("CopyProcurementRequirementsInput", {
  fields: (t) => ({ procurementId: t.id({ required: true }), fromProcurementId: t.id({ required: true }) }),
});

const DocumentCategoryPayload = builder.objectRef<{ id: number }>("DocumentCategoryPayload").implement({
  fields: (t) => ({
    category: t.prismaField({
      type: "SupplierDocumentCategory",
      nullable: true,
      resolve: (query, payload, _args, context) => context.deps.prisma.supplierDocumentCategory.findUnique({ ...query, where: { id: payload.id } }),
    }),
  }),
});
const RequirementsPayload = builder.objectRef<ProcurementRequirements>("RequirementsPayload").implement({
  fields: (t) => ({
    procurementId: t.id({ resolve: (payload) => encodeGlobalID("Procurement", payload.procurementId) }),
    requirements: t.field({ type: ProcurementRequirementsRef, resolve: (payload) => payload }),
  }),
});

const errorsOf = (name: string) => ({ types: [...COMMON_MUTATION_ERRORS], result: { name: `${name}Success` }, union: { name: `${name}Result` } });
const requirementsOf = (list: readonly { categoryId: string | number; mandatory: boolean }[]) =>
  list.map((entry) => ({ categoryId: databaseIdOf(entry.categoryId, "SupplierDocumentCategory"), mandatory: entry.mandatory }));
const categoryOf = (input: { code: string; label: string; supplierAttachmentType?: number | null; expires: boolean }) => ({
  code: input.code, label: input.label, supplierAttachmentType: input.supplierAttachmentType ?? null, expires: input.expires,
});

builder.mutationFields((t) => ({
  createDocumentCategory: t.field({
    type: DocumentCategoryPayload,
    description: "Aggiunge un tipo di documento al catalogo del committente (livello utente 5)",
    args: { input: t.arg({ type: CreateDocumentCategoryInput, required: true }) },
    errors: errorsOf("CreateDocumentCategory"),
    resolve: (_root, { input }, context) => context.services.requirements.createCatalogueCategory(context.viewer, categoryOf(input), context.ip),
  }),
  updateDocumentCategory: t.field({
    type: DocumentCategoryPayload,
    description: "Modifica un tipo di documento del catalogo (livello utente 5): i documenti già caricati restano",
    args: { input: t.arg({ type: UpdateDocumentCategoryInput, required: true }) },
    errors: errorsOf("UpdateDocumentCategory"),
    resolve: (_root, { input }, context) =>
      context.services.requirements.updateCatalogueCategory(context.viewer, databaseIdOf(input.id, "SupplierDocumentCategory"), categoryOf(input), context.ip),
  }),
  setProcurementRequirements: t.field({
    type: RequirementsPayload,
    description: "I documenti richiesti per impostazione predefinita a ogni fornitore dell'appalto (livello utente 3 o superiore)",
    args: { input: t.arg({ type: SetProcurementRequirementsInput, required: true }) },
    errors: errorsOf("SetProcurementRequirements"),
    resolve: (_root, { input }, context) =>
      context.services.requirements.setProcurementRequirements(
        context.viewer, { procurementId: databaseIdOf(input.procurementId, "Procurement"), categories: requirementsOf(input.categories) }, context.ip,
      ),
  }),
  setSupplierRequirements: t.field({
    type: RequirementsPayload,
    description: "I documenti richiesti a un fornitore dell'appalto (livello utente 3 o superiore); ciò che ha caricato resta",
    args: { input: t.arg({ type: SetSupplierRequirementsInput, required: true }) },
    errors: errorsOf("SetSupplierRequirements"),
    resolve: (_root, { input }, context) =>
      context.services.requirements.setSupplierRequirements(
        context.viewer,
        { procurementId: databaseIdOf(input.procurementId, "Procurement"), supplierId: databaseIdOf(input.supplierId, "Supplier"), categories: requirementsOf(input.categories) },
        context.ip,
      ),
  }),
  copyProcurementRequirements: t.field({
    type: RequirementsPayload,
    description: "Copia i requisiti da un altro appalto del committente (livello utente 3 o superiore)",
    args: { input: t.arg({ type: CopyProcurementRequirementsInput, required: true }) },
    errors: errorsOf("CopyProcurementRequirements"),
    resolve: (_root, { input }, context) =>
      context.services.requirements.copyRequirements(
        context.viewer,
        { procurementId: databaseIdOf(input.procurementId, "Procurement"), fromProcurementId: optionalDatabaseIdOf(input.fromProcurementId, "Procurement") ?? 0 },
        context.ip,
      ),
  }),
}));
