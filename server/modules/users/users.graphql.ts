// GraphQL of a company's users (the "Utenti" screen of its level-5 users): the list, an invitation, the level and
// whether a user is active. Thin adapters over users.service.ts, where every rule lives. A CompanyUser is the same
// row as User seen by a colleague who manages it: no permissions, no company, nothing of the sign-in.
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { databaseIdOf, parseNodeId } from "../../lib/node-id";
import { companyUserWhereForViewer } from "./users.service";

export const CompanyUserNode = builder.prismaNode("User", {
  variant: "CompanyUser",
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [companyUserWhereForViewer(context.viewer)] }),
  nullable: true,
  description: "Un utente della propria impresa, visto da chi ne gestisce gli utenti (livello 5)",
  fields: (t) => ({
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
    userLevel: t.exposeInt("userLevel"),
    active: t.exposeBoolean("active"),
    lastLoginAt: t.expose("lastLoginAt", { type: "DateTime", nullable: true, description: "Ultimo accesso; null se non è mai entrato" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    isViewer: t.boolean({
      description: "L'utente collegato stesso: il proprio livello e il proprio stato non si cambiano",
      select: { id: true },
      resolve: (user, _args, context) => user.id === context.viewer?.userId,
    }),
  }),
});

builder.queryField("companyUsers", (t) =>
  t.prismaConnection(
    {
      type: CompanyUserNode,
      cursor: "id",
      description: "Gli utenti della propria impresa, nell'ordine in cui sono stati creati (utenti di livello 5)",
      resolve: (query, _root, _args, context) => context.services.users.listUsers(context.viewer, query),
      totalCount: (_root, _args, context) => context.services.users.countUsers(context.viewer),
    },
    { name: "CompanyUserConnection" },
    { name: "CompanyUserEdge" },
  ),
);

const errorsNamed = (name: string) => ({ types: [...COMMON_MUTATION_ERRORS], result: { name: `${name}Success` }, union: { name: `${name}Result` } });

const CompanyUserPayload = builder.objectRef<{ id: number }>("CompanyUserPayload").implement({
  fields: (t) => ({
    user: t.prismaField({
      type: CompanyUserNode,
      nullable: true,
      resolve: (query, payload, _args, context) => context.services.users.loadUser(context.viewer, payload.id, query),
    }),
  }),
});

const InviteCompanyUserInput = builder.inputType("InviteCompanyUserInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    level: t.int({ required: true, description: "Livello utente, da 1 a 5" }),
  }),
});

const SetCompanyUserLevelInput = builder.inputType("SetCompanyUserLevelInput", {
  fields: (t) => ({ id: t.id({ required: true }), level: t.int({ required: true }) }),
});

const SetCompanyUserActiveInput = builder.inputType("SetCompanyUserActiveInput", {
  fields: (t) => ({ id: t.id({ required: true }), active: t.boolean({ required: true }) }),
});

builder.mutationFields((t) => ({
  inviteCompanyUser: t.field({
    type: CompanyUserPayload,
    description: "Crea un utente della propria impresa e gli manda la mail per impostare la password (livello 5)",
    args: { input: t.arg({ type: InviteCompanyUserInput, required: true }) },
    errors: errorsNamed("InviteCompanyUser"),
    resolve: (_root, { input }, context) => context.services.users.invite(context.viewer, input, context.ip),
  }),
  setCompanyUserLevel: t.field({
    type: CompanyUserPayload,
    description: "Cambia il livello di un utente della propria impresa (livello 5; mai il proprio)",
    args: { input: t.arg({ type: SetCompanyUserLevelInput, required: true }) },
    errors: errorsNamed("SetCompanyUserLevel"),
    resolve: (_root, { input }, context) =>
      context.services.users.setLevel(context.viewer, { id: databaseIdOf(input.id, "CompanyUser"), level: input.level }, context.ip),
  }),
  setCompanyUserActive: t.field({
    type: CompanyUserPayload,
    description: "Disattiva (le sue sessioni finiscono subito) o riattiva un utente della propria impresa (livello 5)",
    args: { input: t.arg({ type: SetCompanyUserActiveInput, required: true }) },
    errors: errorsNamed("SetCompanyUserActive"),
    resolve: (_root, { input }, context) =>
      context.services.users.setActive(context.viewer, { id: databaseIdOf(input.id, "CompanyUser"), active: input.active }, context.ip),
  }),
}));
