// GraphQL of the customer's sites (factories): the paged list of «Stabilimenti» with what uses each site, adding one
// (also from the procurement form), correcting and deleting it, and whether the viewer may
// (Customer.viewerCanEditFactories, Factory.viewerCanDelete). Thin adapters over factories.service.ts.
import { encodeGlobalID } from "@pothos/plugin-relay";
import { builder } from "../../graphql/builder";
import { resolveTotalCount } from "../../graphql/connections";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { SortDirection } from "../../graphql/sorting";
import { NotFoundError } from "../../lib/errors";
import { databaseIdOf, optionalDatabaseIdOf } from "../../lib/node-id";
import type { Decision } from "../auth/permissions";
import { PermissionDecisionRef } from "../auth/permissions.graphql";
import { customerWhereForViewer } from "../customers/customers.service";
import { factoryDeleteDecision, factoryEditDecision, factoryOrderBy, factoryUsageSelect, viewerOwnsFactories, type FactoryOrderFieldValue } from "./factories.service";
import { FactoryRef } from "./procurement-setup.graphql";

builder.prismaObjectField("Customer", "viewerCanEditFactories", (t) =>
  t.field({
    type: PermissionDecisionRef,
    description: "Se chi guarda può aggiungere stabilimenti a questo committente e correggerne nome, indirizzo e comune (solo i suoi utenti)",
    select: { id: true },
    resolve: (customer, _args, context): Decision => factoryEditDecision(context.viewer, customer.id),
  }),
);

// How many procurements and workers name the site: the customer's own business, so nobody else reads them (a supplier
// reaches the site through a procurement).
builder.prismaObjectFields("Factory", (t) => ({
  procurementCount: t.int({
    nullable: true,
    description: "Quanti appalti (anche chiusi) hanno questo stabilimento come sito; null per chi non è un utente del committente",
    select: { customerId: true, _count: { select: { procurements: true } } },
    resolve: (factory, _args, context) => (viewerOwnsFactories(context.viewer, factory.customerId) ? factory._count.procurements : null),
  }),
  workerCount: t.int({
    nullable: true,
    description: "Quanti lavoratori del committente (anche dimessi) sono assegnati a questo stabilimento; null per chi non è un utente del committente",
    select: { customerId: true, _count: { select: { workers: true } } },
    resolve: (factory, _args, context) => (viewerOwnsFactories(context.viewer, factory.customerId) ? factory._count.workers : null),
  }),
  viewerCanDelete: t.field({
    type: PermissionDecisionRef,
    description: "Se chi guarda può eliminare lo stabilimento: chi può modificare gli stabilimenti, finché nessun appalto o lavoratore lo usa e non ha reparti né mansioni",
    select: { customerId: true, ...factoryUsageSelect },
    resolve: (factory, _args, context) => factoryDeleteDecision(context.viewer, factory),
  }),
}));

const FactoryOrderField = builder.enumType("FactoryOrderField", {
  description: "Ordinamento degli stabilimenti",
  values: {
    NAME: { description: "Per nome" },
    ADDRESS: { description: "Per indirizzo" },
    MUNICIPALITY: { description: "Per comune" },
    PROCUREMENTS: { description: "Per numero di appalti" },
    WORKERS: { description: "Per numero di lavoratori" },
  } as const satisfies Record<FactoryOrderFieldValue, { description: string }>,
});

const FactoryConnection = builder.connectionObject({
  type: FactoryRef,
  name: "FactoryConnection",
  fields: (t) => ({
    totalCount: t.int({ resolve: resolveTotalCount }),
  }),
});

// The screen's list, a page at a time (the procurement form keeps the whole list: Customer.factories).
builder.prismaObjectField("Customer", "factoryList", (t) =>
  t.prismaConnection(
    {
      type: FactoryRef,
      cursor: "id",
      description: "Gli stabilimenti del committente, a pagine, per i suoi utenti (per nome dalla A alla Z se non indicato altro)",
      args: {
        search: t.arg.string({ description: "Cerca nel nome, nell'indirizzo e nel comune" }),
        orderBy: t.arg({ type: FactoryOrderField, description: "Il campo per cui ordinare" }),
        direction: t.arg({ type: SortDirection, description: "Il verso dell'ordinamento (senza: crescente)" }),
      },
      resolve: (query, customer, args, context) =>
        context.services.factories.listFactories(context.viewer, customer.id, { search: args.search, orderBy: factoryOrderBy(args.orderBy, args.direction) }, query),
      totalCount: (customer, args, context) => context.services.factories.countFactories(context.viewer, customer.id, args.search),
    },
    FactoryConnection,
  ),
);

type FactoryFieldsBuilder = Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0];
const factoryFields = (t: FactoryFieldsBuilder) => ({
  name: t.string({ required: true, description: "Il nome, unico tra gli stabilimenti del committente (maiuscole comprese)" }),
  address: t.string(),
  municipalityId: t.id({ description: "Un comune dell'elenco (municipalities)" }),
});
const CreateFactoryInput = builder.inputType("CreateFactoryInput", { fields: (t) => factoryFields(t) });
const UpdateFactoryInput = builder.inputType("UpdateFactoryInput", { fields: (t) => ({ id: t.id({ required: true }), ...factoryFields(t) }) });
const DeleteFactoryInput = builder.inputType("DeleteFactoryInput", { fields: (t) => ({ id: t.id({ required: true }) }) });

// The site, and its customer with the list every procurement form chooses from.
const FactoryPayload = builder.objectRef<{ id: number; customerId: number }>("FactoryPayload").implement({
  fields: (t) => ({
    factory: t.prismaField({
      type: "Factory",
      resolve: async (query, payload, _args, context) =>
        (await context.deps.prisma.factory.findFirst({ ...query, where: { id: payload.id, customerId: payload.customerId } })) ?? Promise.reject(new NotFoundError()),
    }),
    customer: t.prismaField({
      type: "Customer",
      resolve: async (query, payload, _args, context) =>
        (await context.deps.prisma.customer.findFirst({ ...query, where: { id: payload.customerId, AND: [customerWhereForViewer(context.viewer)] } })) ??
        Promise.reject(new NotFoundError()),
    }),
  }),
});

// The deleted site's id, and its customer with the list every procurement form chooses from.
const DeleteFactoryPayload = builder.objectRef<{ id: number; customerId: number }>("DeleteFactoryPayload").implement({
  fields: (t) => ({
    deletedId: t.id({ resolve: (payload) => encodeGlobalID("Factory", payload.id) }),
    customer: t.prismaField({
      type: "Customer",
      resolve: async (query, payload, _args, context) =>
        (await context.deps.prisma.customer.findFirst({ ...query, where: { id: payload.customerId, AND: [customerWhereForViewer(context.viewer)] } })) ??
        Promise.reject(new NotFoundError()),
    }),
  }),
});

function formOf(input: { name: string; address?: string | null; municipalityId?: string | number | null }) {
  return { name: input.name, address: input.address, municipalityId: optionalDatabaseIdOf(input.municipalityId, "Municipality") };
}

const errorsOf = (name: string) => ({
  types: [...COMMON_MUTATION_ERRORS],
  result: { name: `${name}Success` },
  union: { name: `${name}Result` },
});

builder.mutationFields((t) => ({
  createFactory: t.field({
    type: FactoryPayload,
    description: "Nuovo stabilimento del committente (livello utente 3 o superiore)",
    args: { input: t.arg({ type: CreateFactoryInput, required: true }) },
    errors: errorsOf("CreateFactory"),
    resolve: (_root, { input }, context) => context.services.factories.createFactory(context.viewer, formOf(input), context.ip),
  }),
  updateFactory: t.field({
    type: FactoryPayload,
    description: "Corregge nome, indirizzo e comune di uno stabilimento del committente (livello utente 3 o superiore)",
    args: { input: t.arg({ type: UpdateFactoryInput, required: true }) },
    errors: errorsOf("UpdateFactory"),
    resolve: (_root, { input }, context) => context.services.factories.updateFactory(context.viewer, databaseIdOf(input.id, "Factory"), formOf(input), context.ip),
  }),
  deleteFactory: t.field({
    type: DeleteFactoryPayload,
    description: "Elimina uno stabilimento del committente che nessun appalto o lavoratore usa e che non ha reparti né mansioni (livello utente 3 o superiore)",
    args: { input: t.arg({ type: DeleteFactoryInput, required: true }) },
    errors: errorsOf("DeleteFactory"),
    resolve: (_root, { input }, context) => context.services.factories.deleteFactory(context.viewer, databaseIdOf(input.id, "Factory"), context.ip),
  }),
}));
