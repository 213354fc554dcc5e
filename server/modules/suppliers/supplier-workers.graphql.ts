// GraphQL of the supplier's workers: the SupplierWorker node, Supplier.workers and the save / delete
// mutations. Thin adapters over supplier-workers.service.ts, where visibility and every rule live.
import { Sex } from "../../generated/prisma/enums";
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { SortDirection } from "../../graphql/sorting";
import { NotFoundError } from "../../lib/errors";
import { parseNodeId } from "../../lib/node-id";
import { databaseIdOf, optionalDatabaseIdOf } from "../../lib/node-id";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { supplierWorkerWhereForViewer } from "./supplier-workers.service";
import "./municipality.graphql";

export const SexEnum = builder.enumType("Sex", {
  description: "Sesso (come nel codice fiscale)",
  values: { M: { description: "Maschile" }, F: { description: "Femminile" } } as const satisfies Record<Sex, { description: string }>,
});

export const SupplierWorkerOrderField = builder.enumType("SupplierWorkerOrderField", {
  description: "Ordinamento dei lavoratori del fornitore",
  values: { LAST_NAME: { description: "Per cognome" }, FIRST_NAME: { description: "Per nome" } } as const,
});

export const SupplierWorkerNode = builder.prismaNode("SupplierWorker", {
  id: { field: "id" },
  // The supplier's users; a customer only for workers on its own procurements. Anyone else: null.
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [supplierWorkerWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    firstName: t.exposeString("firstName", { description: "Nome" }),
    lastName: t.exposeString("lastName", { description: "Cognome" }),
    sex: t.expose("sex", { type: SexEnum, description: "Sesso" }),
    resigned: t.exposeBoolean("resigned", { description: "Dimesso: non lavora più per il fornitore" }),
    fiscalCode: t.exposeString("fiscalCode", { nullable: true, description: "Codice fiscale (16 caratteri), quello che un tornello legge dal badge" }),
    birthplace: t.relation("birthplace", { nullable: true, description: "Comune di nascita" }),
    birthDate: t.expose("birthDate", { type: "Date", nullable: true, description: "Data di nascita" }),
    job: t.exposeString("job", { nullable: true, description: "Mansione" }),
    supplier: t.relation("supplier", { description: "Il fornitore per cui lavora" }),
  }),
});

// A connection of its own rather than a relatedConnection: the page and the count are separate statements
// with LIMIT in SQL, where a relation nested in the parent's query would build every row before paging.
builder.prismaObjectField("Supplier", "workers", (t) =>
  t.prismaConnection(
    {
      type: SupplierWorkerNode,
      cursor: "id",
      description: "Lavoratori del fornitore; senza ordinamento indicato per cognome e nome, dalla A alla Z",
      args: {
        search: t.arg.string({ description: "Cerca ogni parola in nome, cognome e codice fiscale" }),
        hideInactive: t.arg.boolean({ description: "Nasconde i lavoratori dimessi" }),
        orderBy: t.arg({ type: SupplierWorkerOrderField, description: "Il campo per cui ordinare" }),
        direction: t.arg({ type: SortDirection, description: "Il verso dell'ordinamento (senza: crescente)" }),
      },
      // A customer sees, within the list too, only the workers on its own procurements (the service's rule).
      resolve: (query, supplier, args, context) => context.services.supplierWorkers.listPage(context.viewer, supplier.id, args, query),
      totalCount: (supplier, args, context) => context.services.supplierWorkers.count(context.viewer, supplier.id, args),
    },
    { name: "SupplierWorkerConnection" },
    { name: "SupplierWorkerEdge" },
  ),
);

const SaveSupplierWorkerInput = builder.inputType("SaveSupplierWorkerInput", {
  fields: (t) => ({
    id: t.id({ description: "Assente per un nuovo lavoratore" }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    sex: t.field({ type: SexEnum, required: true }),
    resigned: t.boolean({ required: true }),
    fiscalCode: t.string(),
    birthplaceId: t.id({ description: "Un comune in vigore scelto dall'elenco (query municipalities)" }),
    birthDate: t.field({ type: "Date" }),
    job: t.string(),
  }),
});

const DeleteSupplierWorkerInput = builder.inputType("DeleteSupplierWorkerInput", {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

const SaveSupplierWorkerPayload = builder.objectRef<{ id: number }>("SaveSupplierWorkerPayload").implement({
  fields: (t) => ({
    supplierWorker: t.prismaField({
      type: "SupplierWorker",
      resolve: async (query, payload, _args, context) =>
        (await context.services.supplierWorkers.load(context.viewer, payload.id, query)) ?? Promise.reject(new NotFoundError()),
    }),
  }),
});

const DeleteSupplierWorkerPayload = builder.objectRef<{ id: number }>("DeleteSupplierWorkerPayload").implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (payload) => encodeGlobalID("SupplierWorker", payload.id) }),
  }),
});

builder.mutationFields((t) => ({
  saveSupplierWorker: t.field({
    type: SaveSupplierWorkerPayload,
    args: { input: t.arg({ type: SaveSupplierWorkerInput, required: true }) },
    errors: {
      types: [...COMMON_MUTATION_ERRORS],
      result: { name: "SaveSupplierWorkerSuccess" },
      union: { name: "SaveSupplierWorkerResult" },
    },
    resolve: async (_root, { input }, context) => {
      const { id, birthplaceId, ...fields } = input;
      const saved = await context.services.supplierWorkers.save(
        context.viewer,
        { id: optionalDatabaseIdOf(id, "SupplierWorker") },
        { ...fields, birthplaceId: optionalDatabaseIdOf(birthplaceId, "Municipality") },
        context.ip,
      );
      return { id: saved.id };
    },
  }),
  deleteSupplierWorker: t.field({
    type: DeleteSupplierWorkerPayload,
    args: { input: t.arg({ type: DeleteSupplierWorkerInput, required: true }) },
    errors: {
      types: [...COMMON_MUTATION_ERRORS],
      result: { name: "DeleteSupplierWorkerSuccess" },
      union: { name: "DeleteSupplierWorkerResult" },
    },
    resolve: (_root, { input }, context) =>
      context.services.supplierWorkers.remove(context.viewer, databaseIdOf(input.id, "SupplierWorker"), context.ip),
  }),
}));
