// GraphQL of the customer's sites (factories): add one (from the procurement form) and correct it, and whether the
// viewer may (Customer.viewerCanEditFactories). Thin adapters over factories.service.ts.
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { NotFoundError, UNAUTHORIZED_MESSAGE } from "../../lib/errors";
import { databaseIdOf, optionalDatabaseIdOf } from "../../lib/node-id";
import { decide, type Decision } from "../auth/permissions";
import { PermissionDecisionRef } from "../auth/permissions.graphql";
import { customerWhereForViewer } from "../customers/customers.service";
// The Factory type.
import "./procurement-setup.graphql";

builder.prismaObjectField("Customer", "viewerCanEditFactories", (t) =>
  t.field({
    type: PermissionDecisionRef,
    description: "Se chi guarda può aggiungere stabilimenti a questo committente e correggerne nome, indirizzo e comune (solo i suoi utenti)",
    select: { id: true },
    resolve: (customer, _args, context): Decision => {
      const viewer = context.viewer;
      // Another customer's users (a supplier's are told by the permission module).
      if (viewer?.kind === "CUSTOMER" && viewer.customerId !== customer.id) return { allowed: false, reason: UNAUTHORIZED_MESSAGE };
      return decide(viewer, "editFactories");
    },
  }),
);

type FactoryFieldsBuilder = Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0];
const factoryFields = (t: FactoryFieldsBuilder) => ({
  name: t.string({ required: true, description: "Il nome, unico tra gli stabilimenti del committente (maiuscole comprese)" }),
  address: t.string(),
  municipalityId: t.id({ description: "Un comune dell'elenco (municipalities)" }),
});
const CreateFactoryInput = builder.inputType("CreateFactoryInput", { fields: (t) => factoryFields(t) });
const UpdateFactoryInput = builder.inputType("UpdateFactoryInput", { fields: (t) => ({ id: t.id({ required: true }), ...factoryFields(t) }) });

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
}));
