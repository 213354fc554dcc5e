// The Supplier node: the company card of /home, and the supplier edit form's mutation. Visibility and
// rules are the supplier service's. The company documents and workers hang off it in their own files.
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { NotFoundError } from "../../lib/errors";
import { databaseIdOf, parseNodeId } from "../../lib/node-id";
import { mayReadSupplierContacts, supplierWhereForViewer } from "./suppliers.service";
import { MunicipalityNode } from "./municipality.graphql";
// The company documents and workers: their nodes, Supplier.attachments / Supplier.workers, their mutations.
import "./supplier-attachments.graphql";
import "./supplier-workers.graphql";

export const SupplierNode = builder.prismaNode("Supplier", {
  id: { field: "id" },
  // A supplier the viewer may not see answers null through node(id), exactly like a missing one.
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [supplierWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    companyName: t.exposeString("companyName", { description: "Ragione sociale del fornitore" }),
    // What an ERP matches the supplier by; another supplier on the same procurement sees the name only.
    vatNumber: t.string({
      nullable: true,
      description: "Partita IVA, per chi può leggere i dati del fornitore (il fornitore stesso e i suoi committenti)",
      select: { vatNumber: true },
      resolve: (supplier, _args, context) => (mayReadSupplierContacts(context.viewer, supplier.id) ? supplier.vatNumber : null),
    }),
    // Another supplier on the same procurement (a "Subappaltatore di" option) is shown by name only.
    phone: t.string({
      nullable: true,
      description: "Telefono, per chi può leggere i dati del fornitore",
      select: { phone: true },
      resolve: (supplier, _args, context) => (mayReadSupplierContacts(context.viewer, supplier.id) ? supplier.phone : null),
    }),
    email: t.string({
      nullable: true,
      description: "Indirizzo email, per chi può leggere i dati del fornitore",
      select: { email: true },
      resolve: (supplier, _args, context) => (mayReadSupplierContacts(context.viewer, supplier.id) ? supplier.email : null),
    }),
    address: t.string({
      nullable: true,
      description: "Indirizzo della sede, per chi può leggere i dati del fornitore",
      select: { address: true },
      resolve: (supplier, _args, context) => (mayReadSupplierContacts(context.viewer, supplier.id) ? supplier.address : null),
    }),
    municipality: t.field({
      type: MunicipalityNode,
      nullable: true,
      description: "Comune della sede, per chi può leggere i dati del fornitore",
      // Loaded in the same statement as the supplier, with the fields the query asks of it.
      select: (_args, _context, nestedSelection) => ({ municipality: nestedSelection(true) }),
      resolve: (supplier, _args, context) =>
        mayReadSupplierContacts(context.viewer, supplier.id) ? supplier.municipality : null,
    }),
  }),
});

const UpdateSupplierInput = builder.inputType("UpdateSupplierInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    email: t.string({ required: true }),
  }),
});

const UpdateSupplierPayload = builder.objectRef<{ id: number }>("UpdateSupplierPayload").implement({
  fields: (t) => ({
    supplier: t.prismaField({
      type: "Supplier",
      resolve: async (query, payload, _args, context) =>
        (await context.services.suppliers.loadSupplier(context.viewer, payload.id, query)) ?? Promise.reject(new NotFoundError()),
    }),
  }),
});

builder.mutationField("updateSupplier", (t) =>
  t.field({
    type: UpdateSupplierPayload,
    args: { input: t.arg({ type: UpdateSupplierInput, required: true }) },
    errors: {
      types: [...COMMON_MUTATION_ERRORS],
      result: { name: "UpdateSupplierSuccess" },
      union: { name: "UpdateSupplierResult" },
    },
    resolve: (_root, { input }, context) =>
      context.services.suppliers.updateSupplier(context.viewer, databaseIdOf(input.id, "Supplier"), { email: input.email }, context.ip),
  }),
);
