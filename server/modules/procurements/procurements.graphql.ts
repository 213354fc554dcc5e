// GraphQL of procurements (appalti): the Procurement, ProcurementFile and ProcurementSupplier nodes, the
// procurement lists of a supplier and of a customer, and the "Informazioni Fornitore" mutation. Thin
// adapters: visibility comes from procurement-visibility.ts, rules from the procurement service.
import { builder } from "../../graphql/builder";
import { resolveTotalCount } from "../../graphql/connections";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { SortDirection } from "../../graphql/sorting";
import { orderByColumn } from "../../lib/sorting";
import { databaseIdOf, parseNodeId } from "../../lib/node-id";
import { procurementSupplierWhereForViewer, procurementWhereForViewer } from "./procurement-visibility";
import { procurementOrderColumn } from "./procurements.service";
import "../customers/customers.graphql";
import "../suppliers/suppliers.graphql";
import "./procurement-files.graphql";


export const ProcurementOrderField = builder.enumType("ProcurementOrderField", {
  description: "Ordinamento degli appalti",
  values: {
    LABEL: { description: "Per nome dell'appalto" },
    DATE_START: { description: "Per data di inizio" },
    DATE_END: { description: "Per data di fine" },
  } as const,
});

export const ProcurementStateFilter = builder.enumType("ProcurementStateFilter", {
  description: "Filtro degli appalti: in corso, chiusi o tutti",
  values: {
    OPEN: { description: "Solo gli appalti in corso (non chiusi)" },
    CLOSED: { description: "Solo gli appalti chiusi dal committente" },
    ALL: { description: "Tutti gli appalti" },
  } as const,
});

export const ProcurementNode = builder.prismaNode("Procurement", {
  id: { field: "id" },
  // A procurement the viewer may not see answers null through node(id), exactly like a missing one.
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [procurementWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    label: t.exposeString("label", { description: "Nome dell'appalto" }),
    dateStart: t.expose("dateStart", { type: "Date", nullable: true, description: "Data di inizio dei lavori" }),
    dateEnd: t.expose("dateEnd", { type: "Date", nullable: true, description: "Data di fine dei lavori" }),
    note: t.exposeString("note", { nullable: true, description: "Nota sull'appalto" }),
    customer: t.relation("customer", { description: "Il committente dell'appalto" }),
    // Tab 1: the general files the customer publishes to every supplier on the procurement.
    files: t.relation("files", { description: "I documenti generali che il committente pubblica per tutti i fornitori dell'appalto", query: { orderBy: [{ label: "asc" }, { id: "asc" }] } }),
    // A supplier user sees only its own place; a customer user every supplier, by company name.
    suppliers: t.relation("suppliers", {
      description: "I fornitori nell'appalto, per ragione sociale: tutti per il committente, il proprio posto per un fornitore",
      query: (_args, context) => ({
        where: procurementSupplierWhereForViewer(context.viewer),
        orderBy: [{ supplier: { companyName: "asc" } }, { id: "asc" }],
      }),
    }),
    supplierLink: t.prismaField({
      type: "ProcurementSupplier",
      nullable: true,
      description: "Fornitore nell'appalto: per un fornitore il proprio (supplierId ignorato), per il committente quello indicato",
      args: { supplierId: t.arg.id({ description: "Il fornitore (id globale Supplier); ignorato per un fornitore" }) },
      resolve: (query, procurement, args, context) =>
        context.services.procurements.loadSupplierLink(
          context.viewer,
          procurement.id,
          args.supplierId ? databaseIdOf(args.supplierId, "Supplier") : null,
          query,
        ),
    }),
  }),
});

export const ProcurementSupplierNode = builder.prismaNode("ProcurementSupplier", {
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [procurementSupplierWhereForViewer(context.viewer)] }),
  nullable: true,
  fields: (t) => ({
    supplier: t.relation("supplier", { description: "Il fornitore" }),
    parentSupplier: t.relation("parentSupplier", { nullable: true, description: "Il fornitore di cui è subappaltatore in questo appalto («Subappaltatore di»); null se non lo è" }),
    note: t.exposeString("note", { nullable: true, description: "Nota del fornitore nell'appalto" }),
    procurement: t.relation("procurement", { description: "L'appalto" }),
    parentSupplierOptions: t.prismaField({
      type: ["Supplier"],
      description: "Fornitori indicabili come \"Subappaltatore di\": gli altri dell'appalto, esclusi i propri subappaltatori",
      resolve: (query, link, _args, context) =>
        context.services.procurements.loadParentSupplierOptions(context.viewer, link, query),
    }),
  }),
});

// One connection type for every procurement list (Supplier.procurements, Customer.procurements).
const ProcurementConnection = builder.connectionObject({
  type: ProcurementNode,
  name: "ProcurementConnection",
  fields: (t) => ({
    totalCount: t.int({ resolve: resolveTotalCount }),
  }),
});

// Both procurement lists are connections of their own: the page and the count are separate statements with
// LIMIT in SQL, where a relation nested in the parent's query would build every row before paging.
builder.prismaObjectField("Customer", "procurements", (t) =>
  t.prismaConnection(
    {
      type: ProcurementNode,
      cursor: "id",
      description: "Gli appalti del committente, tra quelli visibili a chi chiede",
      args: {
        search: t.arg.string({ description: "Cerca nel nome e nella nota dell'appalto" }),
        state: t.arg({ type: ProcurementStateFilter, description: "In corso, chiusi o tutti (senza: tutti)" }),
        orderBy: t.arg({ type: ProcurementOrderField, description: "Il campo per cui ordinare" }),
        direction: t.arg({ type: SortDirection, description: "Il verso dell'ordinamento (senza: crescente)" }),
      },
      resolve: (query, customer, args, context) =>
        context.services.procurements.listCustomerProcurements(
          context.viewer,
          customer.id,
          { search: args.search, state: args.state, orderBy: orderByColumn(procurementOrderColumn(args.orderBy), args.direction) },
          query,
        ),
      totalCount: (customer, args, context) =>
        context.services.procurements.countCustomerProcurements(context.viewer, customer.id, args.search, args.state),
    },
    ProcurementConnection,
  ),
);

builder.prismaObjectField("Supplier", "procurements", (t) =>
  t.prismaConnection(
    {
      type: ProcurementNode,
      cursor: "id",
      description: "Gli appalti su cui lavora il fornitore, tra quelli visibili a chi chiede",
      args: {
        search: t.arg.string({ description: "Cerca nel nome e nella nota dell'appalto" }),
        orderBy: t.arg({ type: ProcurementOrderField, description: "Il campo per cui ordinare" }),
        direction: t.arg({ type: SortDirection, description: "Il verso dell'ordinamento (senza: crescente)" }),
      },
      resolve: (query, supplier, args, context) =>
        context.services.procurements.listSupplierProcurements(
          context.viewer,
          supplier.id,
          { search: args.search, orderBy: orderByColumn(procurementOrderColumn(args.orderBy), args.direction) },
          query,
        ),
      totalCount: (supplier, args, context) =>
        context.services.procurements.countSupplierProcurements(context.viewer, supplier.id, args.search),
    },
    ProcurementConnection,
  ),
);

const UpdateProcurementSupplierInput = builder.inputType("UpdateProcurementSupplierInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    // Absent keeps the current value; null clears it.
    note: t.string(),
    parentSupplierId: t.id(),
  }),
});

const UpdateProcurementSupplierPayload = builder
  .objectRef<{ id: number }>("UpdateProcurementSupplierPayload")
  .implement({
    fields: (t) => ({
      procurementSupplier: t.prismaField({
        type: "ProcurementSupplier",
        resolve: (query, payload, _args, context) =>
          context.services.procurements.loadVisibleLink(context.viewer, payload.id, query),
      }),
    }),
  });

builder.mutationField("updateProcurementSupplier", (t) =>
  t.field({
    type: UpdateProcurementSupplierPayload,
    description: "Modifica nota e \"Subappaltatore di\" di un fornitore nell'appalto (livello utente 3 o superiore)",
    args: { input: t.arg({ type: UpdateProcurementSupplierInput, required: true }) },
    errors: {
      types: [...COMMON_MUTATION_ERRORS],
      result: { name: "UpdateProcurementSupplierSuccess" },
      union: { name: "UpdateProcurementSupplierResult" },
    },
    resolve: (_root, { input }, context) =>
      context.services.procurements.updateProcurementSupplier(
        context.viewer,
        {
          id: databaseIdOf(input.id, "ProcurementSupplier"),
          note: input.note,
          parentSupplierId:
            input.parentSupplierId === undefined || input.parentSupplierId === null
              ? input.parentSupplierId
              : databaseIdOf(input.parentSupplierId, "Supplier"),
        },
        context.ip,
      ),
  }),
);
