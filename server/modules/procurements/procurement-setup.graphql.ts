// GraphQL of the customer's set-up of its procurements: the procurement form (create, edit, close, delete), the
// general files (upload, delete), the suppliers (directory search, add or register, remove), the open/closed filter
// of the customer's list, and the decisions the screens show. Thin adapters over procurement-setup.service.ts and
// procurement-suppliers.service.ts.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { databaseIdOf, optionalDatabaseIdOf } from "../../lib/node-id";
import { NotFoundError } from "../../lib/errors";
import { PERMISSIONS } from "../auth/permissions";
import { PermissionDecisionRef, ViewerPermissionsRef, type ViewerPermissionsShape } from "../auth/permissions.graphql";
import { incomingFileOf } from "../files/files.graphql";
import { procurementWhereForViewer } from "./procurement-visibility";
import { procurementDecision } from "./procurement-setup.service";
import type { SupplierDirectoryEntry } from "./procurement-suppliers.service";
import "./procurements.graphql";

export const FactoryRef = builder.prismaObject("Factory", {
  fields: (t) => ({
    id: t.id({ description: "Identificativo globale dello stabilimento", resolve: (factory) => encodeGlobalID("Factory", factory.id) }),
    name: t.exposeString("name", { description: "Nome dello stabilimento" }),
    address: t.exposeString("address", { nullable: true, description: "Indirizzo dello stabilimento" }),
    municipality: t.relation("municipality", { nullable: true, description: "Comune dello stabilimento" }),
  }),
});

builder.prismaObjectField("Customer", "factories", (t) =>
  t.relation("factories", {
    type: FactoryRef,
    description: "Gli stabilimenti (siti) del committente: solo per i suoi utenti (un fornitore raggiunge il committente dall'appalto)",
    query: (_args, context) => ({
      where: { customerId: context.viewer?.kind === "CUSTOMER" ? (context.viewer.customerId ?? -1) : -1 },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    }),
  }),
);

const decisionField = (permission: "editProcurements" | "closeProcurements" | "deleteProcurements" | "deleteProcurementFiles" | "removeProcurementSuppliers", description: string) =>
  ({ permission, description }) as const;
const DECISIONS = {
  viewerCanEdit: decisionField("editProcurements", "Se chi guarda può modificare l'appalto, pubblicarne documenti generali e aggiungere fornitori"),
  viewerCanClose: decisionField("closeProcurements", "Se chi guarda può chiudere l'appalto"),
  viewerCanDelete: decisionField("deleteProcurements", "Se chi guarda può eliminare l'appalto (solo finché nessun fornitore vi ha caricato nulla)"),
  viewerCanDeleteFiles: decisionField("deleteProcurementFiles", "Se chi guarda può eliminare i documenti generali"),
  viewerCanRemoveSuppliers: decisionField("removeProcurementSuppliers", "Se chi guarda può togliere un fornitore dall'appalto"),
};

builder.prismaObjectFields("Procurement", (t) => ({
  constructionSite: t.exposeBoolean("constructionSite", { description: "Cantiere temporaneo o mobile (Titolo IV, D.Lgs. 81/2008)" }),
  closedAt: t.expose("closedAt", { type: "DateTime", nullable: true, description: "Quando il committente ha chiuso l'appalto" }),
  site: t.relation("factory", { type: FactoryRef, nullable: true, description: "Lo stabilimento del committente dove si svolge l'appalto" }),
  ...Object.fromEntries(
    Object.entries(DECISIONS).map(([name, { permission, description }]) => [
      name,
      t.field({
        type: PermissionDecisionRef,
        description,
        select: { closedAt: true },
        resolve: (procurement, _args, context) => procurementDecision(context.viewer, procurement, permission),
      }),
    ]),
  ),
  viewerPermissions: t.field({
    type: ViewerPermissionsRef,
    description: "Cosa può fare chi guarda su questo appalto e su ciò che ne dipende (schede 2–6): le decisioni dell'utente, e su un appalto chiuso ogni modifica negata con il motivo",
    select: { closedAt: true },
    resolve: (procurement, _args, context) =>
      Object.fromEntries(PERMISSIONS.map((permission) => [permission, procurementDecision(context.viewer, procurement, permission)])) as ViewerPermissionsShape,
  }),
  supplierDirectory: t.field({
    type: [SupplierDirectoryEntryRef],
    description: "Fornitori registrati nel portale per ragione sociale o Partita IVA (almeno 2 caratteri, al massimo 20)",
    args: { search: t.arg.string({ required: true, description: "Ragione sociale o Partita IVA, anche in parte (almeno 2 caratteri)" }) },
    select: { id: true },
    resolve: (procurement, args, context) => context.services.procurementSuppliers.searchSupplierDirectory(context.viewer, procurement.id, args.search),
  }),
}));

const SupplierDirectoryEntryRef = builder.objectRef<SupplierDirectoryEntry>("SupplierDirectoryEntry").implement({
  description: "Un fornitore registrato nel portale, trovato per ragione sociale o Partita IVA",
  fields: (t) => ({
    id: t.id({ description: "Id del fornitore (Supplier)", resolve: (entry) => encodeGlobalID("Supplier", entry.id) }),
    companyName: t.exposeString("companyName", { description: "Ragione sociale" }),
    vatNumber: t.exposeString("vatNumber", { nullable: true, description: "Partita IVA" }),
    municipality: t.exposeString("municipality", { nullable: true, description: "Comune della sede" }),
    onProcurement: t.exposeBoolean("onProcurement", { description: "Già in questo appalto" }),
  }),
});

// The procurement form's fields, the same for a new procurement and an edit.
type ProcurementFieldsBuilder = Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0];
const procurementFields = (t: ProcurementFieldsBuilder) => ({
  label: t.string({ required: true }),
  dateStart: t.field({ type: "Date" }),
  dateEnd: t.field({ type: "Date" }),
  note: t.string(),
  siteId: t.id({ description: "Uno stabilimento del committente (Customer.factories)" }),
  constructionSite: t.boolean({ description: "Cantiere temporaneo o mobile (Titolo IV)" }),
});
const CreateProcurementInput = builder.inputType("CreateProcurementInput", { fields: (t) => procurementFields(t) });
const UpdateProcurementInput = builder.inputType("UpdateProcurementInput", {
  fields: (t) => ({ id: t.id({ required: true }), ...procurementFields(t) }),
});
const CloseProcurementInput = builder.inputType("CloseProcurementInput", { fields: (t) => ({ id: t.id({ required: true }) }) });
const DeleteProcurementInput = builder.inputType("DeleteProcurementInput", { fields: (t) => ({ id: t.id({ required: true }) }) });
const UploadProcurementFileInput = builder.inputType("UploadProcurementFileInput", {
  fields: (t) => ({
    procurementId: t.id({ required: true }),
    label: t.string({ description: "Il nome da mostrare; senza, quello del file" }),
    file: t.field({ type: "Upload", required: true }),
  }),
});
const DeleteProcurementFileInput = builder.inputType("DeleteProcurementFileInput", { fields: (t) => ({ id: t.id({ required: true }) }) });
const NewSupplierInput = builder.inputType("NewSupplierInput", {
  fields: (t) => ({
    companyName: t.string({ required: true }),
    vatNumber: t.string({ required: true }),
    fiscalCode: t.string(),
    address: t.string(),
    municipalityId: t.id(),
    phone: t.string(),
    email: t.string({ required: true, description: "L'email dell'amministratore, invitato al livello 5" }),
  }),
});
const AddProcurementSupplierInput = builder.inputType("AddProcurementSupplierInput", {
  fields: (t) => ({
    procurementId: t.id({ required: true }),
    supplierId: t.id({ description: "Un fornitore registrato (supplierDirectory); oppure newSupplier" }),
    newSupplier: t.field({ type: NewSupplierInput }),
    parentSupplierId: t.id({ description: "Subappaltatore di: un fornitore già nell'appalto" }),
    note: t.string(),
  }),
});
const RemoveProcurementSupplierInput = builder.inputType("RemoveProcurementSupplierInput", { fields: (t) => ({ id: t.id({ required: true }) }) });


const ProcurementPayload = builder.objectRef<{ procurementId: number }>("ProcurementPayload").implement({
  fields: (t) => ({
    procurement: t.prismaField({
      type: "Procurement",
      resolve: async (query, payload, _args, context) =>
        (await context.deps.prisma.procurement.findFirst({ ...query, where: { id: payload.procurementId, AND: [procurementWhereForViewer(context.viewer)] } })) ??
        Promise.reject(new NotFoundError()),
    }),
  }),
});
const DeletedPayload = (name: string, typename: string) =>
  builder.objectRef<{ id: number }>(name).implement({
    fields: (t) => ({ deletedId: t.id({ resolve: (payload) => encodeGlobalID(typename, payload.id) }) }),
  });
const DeleteProcurementPayload = DeletedPayload("DeleteProcurementPayload", "Procurement");
const ChildChangePayload = (name: string, typename: string) =>
  builder.objectRef<{ id: number; procurementId: number }>(name).implement({
    fields: (t) => ({
      id: t.id({ description: "L'oggetto creato o eliminato", resolve: (payload) => encodeGlobalID(typename, payload.id) }),
      procurement: t.prismaField({
        type: "Procurement",
        resolve: async (query, payload, _args, context) =>
          (await context.deps.prisma.procurement.findFirst({ ...query, where: { id: payload.procurementId, AND: [procurementWhereForViewer(context.viewer)] } })) ??
          Promise.reject(new NotFoundError()),
      }),
    }),
  });
const ProcurementFilePayload = ChildChangePayload("ProcurementFilePayload", "ProcurementFile");
const ProcurementSupplierChangePayload = ChildChangePayload("ProcurementSupplierChangePayload", "ProcurementSupplier");

function formOf(input: { label: string; dateStart?: Date | null; dateEnd?: Date | null; note?: string | null; siteId?: string | number | null; constructionSite?: boolean | null }) {
  return {
    label: input.label,
    dateStart: input.dateStart,
    dateEnd: input.dateEnd,
    note: input.note,
    factoryId: optionalDatabaseIdOf(input.siteId, "Factory"),
    constructionSite: input.constructionSite,
  };
}

const errorsOf = (name: string) => ({
  types: [...COMMON_MUTATION_ERRORS],
  result: { name: `${name}Success` },
  union: { name: `${name}Result` },
});

builder.mutationFields((t) => ({
  createProcurement: t.field({
    type: ProcurementPayload,
    description: "Nuovo appalto del committente (livello utente 3 o superiore)",
    args: { input: t.arg({ type: CreateProcurementInput, required: true }) },
    errors: errorsOf("CreateProcurement"),
    resolve: async (_root, { input }, context) => {
      const { id } = await context.services.procurementSetup.createProcurement(context.viewer, formOf(input), context.ip);
      return { procurementId: id };
    },
  }),
  updateProcurement: t.field({
    type: ProcurementPayload,
    description: "Modifica Rif.Appalto, date, nota, sito e Titolo IV (livello utente 3 o superiore)",
    args: { input: t.arg({ type: UpdateProcurementInput, required: true }) },
    errors: errorsOf("UpdateProcurement"),
    resolve: async (_root, { input }, context) => {
      const { id } = await context.services.procurementSetup.updateProcurement(context.viewer, databaseIdOf(input.id, "Procurement"), formOf(input), context.ip);
      return { procurementId: id };
    },
  }),
  closeProcurement: t.field({
    type: ProcurementPayload,
    description: "Chiude l'appalto: da allora nessuno lo modifica più (livello utente 5)",
    args: { input: t.arg({ type: CloseProcurementInput, required: true }) },
    errors: errorsOf("CloseProcurement"),
    resolve: async (_root, { input }, context) => {
      const { id } = await context.services.procurementSetup.closeProcurement(context.viewer, databaseIdOf(input.id, "Procurement"), context.ip);
      return { procurementId: id };
    },
  }),
  deleteProcurement: t.field({
    type: DeleteProcurementPayload,
    description: "Elimina l'appalto finché nessun fornitore vi ha caricato nulla (livello utente 5)",
    args: { input: t.arg({ type: DeleteProcurementInput, required: true }) },
    errors: errorsOf("DeleteProcurement"),
    resolve: (_root, { input }, context) => context.services.procurementSetup.deleteProcurement(context.viewer, databaseIdOf(input.id, "Procurement"), context.ip),
  }),
  uploadProcurementFile: t.field({
    type: ProcurementFilePayload,
    description: "Pubblica un documento generale dell'appalto (scheda 1) per tutti i suoi fornitori (livello utente 3 o superiore)",
    args: { input: t.arg({ type: UploadProcurementFileInput, required: true }) },
    errors: errorsOf("UploadProcurementFile"),
    resolve: async (_root, { input }, context) => {
      const procurementId = databaseIdOf(input.procurementId, "Procurement");
      const { id } = await context.services.procurementSetup.uploadProcurementFile(context.viewer, procurementId, { label: input.label }, await incomingFileOf(input.file), context.ip);
      return { id, procurementId };
    },
  }),
  deleteProcurementFile: t.field({
    type: ProcurementFilePayload,
    description: "Elimina un documento generale dell'appalto (livello utente 5); il file resta nel registro",
    args: { input: t.arg({ type: DeleteProcurementFileInput, required: true }) },
    errors: errorsOf("DeleteProcurementFile"),
    resolve: (_root, { input }, context) => context.services.procurementSetup.deleteProcurementFile(context.viewer, databaseIdOf(input.id, "ProcurementFile"), context.ip),
  }),
  addProcurementSupplier: t.field({
    type: ProcurementSupplierChangePayload,
    description: "Aggiunge all'appalto un fornitore o un subappaltatore, registrandolo se è nuovo (livello utente 3 o superiore)",
    args: { input: t.arg({ type: AddProcurementSupplierInput, required: true }) },
    errors: errorsOf("AddProcurementSupplier"),
    resolve: async (_root, { input }, context) => {
      const procurementId = databaseIdOf(input.procurementId, "Procurement");
      const fresh = input.newSupplier;
      const { id } = await context.services.procurementSuppliers.addProcurementSupplier(
        context.viewer,
        {
          procurementId,
          supplierId: optionalDatabaseIdOf(input.supplierId, "Supplier"),
          newSupplier: fresh ? { ...fresh, municipalityId: optionalDatabaseIdOf(fresh.municipalityId, "Municipality") } : null,
          parentSupplierId: optionalDatabaseIdOf(input.parentSupplierId, "Supplier"),
          note: input.note,
        },
        context.ip,
      );
      return { id, procurementId };
    },
  }),
  removeProcurementSupplier: t.field({
    type: ProcurementSupplierChangePayload,
    description: "Toglie un fornitore dall'appalto (livello utente 5): ciò che ha caricato resta nel registro",
    args: { input: t.arg({ type: RemoveProcurementSupplierInput, required: true }) },
    errors: errorsOf("RemoveProcurementSupplier"),
    resolve: (_root, { input }, context) => context.services.procurementSuppliers.removeProcurementSupplier(context.viewer, databaseIdOf(input.id, "ProcurementSupplier"), context.ip),
  }),
}));
