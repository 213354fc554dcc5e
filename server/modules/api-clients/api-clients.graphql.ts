// GraphQL of a customer's API keys (the "Chiavi API" card): the list, making one (its secret is in that answer only)
// and revoking one. Thin adapters over api-clients.service.ts, where the level-5 rule lives.
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { databaseIdOf, parseNodeId } from "../../lib/node-id";
import { apiClientWhereForViewer } from "./api-clients.service";

export const ApiKeyNode = builder.prismaNode("ApiClient", {
  name: "ApiKey",
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [apiClientWhereForViewer(context.viewer)] }),
  nullable: true,
  description: "Chiave API di un committente, per i sistemi terzi (tornelli, ERP): legge la conformità dei suoi appalti",
  fields: (t) => ({
    name: t.exposeString("name"),
    scope: t.field({ type: ApiKeyScopeEnum, resolve: (key) => key.scope }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true, description: "Ultimo uso, al minuto" }),
    revokedAt: t.expose("revokedAt", { type: "DateTime", nullable: true }),
    rotatedAt: t.expose("rotatedAt", { type: "DateTime", nullable: true, description: "Ultima sostituzione del segreto" }),
    previousSecretValidUntil: t.expose("previousValidUntil", {
      type: "DateTime",
      nullable: true,
      description: "Fino a quando il segreto precedente a una sostituzione funziona ancora (null: non funziona più)",
    }),
  }),
});

builder.queryField("apiKeys", (t) =>
  t.prismaField({
    type: [ApiKeyNode],
    description: "Le chiavi API del proprio committente, dalla più recente (utenti del committente di livello 5)",
    resolve: (query, _root, _args, context) => context.services.apiClients.listKeys(context.viewer, query),
  }),
);

const errorsNamed = (name: string) => ({ types: [...COMMON_MUTATION_ERRORS], result: { name: `${name}Success` }, union: { name: `${name}Result` } });

const ApiKeyScopeEnum = builder.enumType("ApiKeyScope", {
  description: "Che cosa può leggere una chiave API",
  values: {
    COMPLIANCE: { description: "Solo procurementCompliance, supplierCompliance e workerCompliance" },
    PROCUREMENTS: { description: "Tutto ciò che il committente vede dei propri appalti, in sola lettura" },
  } as const,
});

const CreateApiKeyInput = builder.inputType("CreateApiKeyInput", {
  fields: (t) => ({
    name: t.string({ required: true, description: "Per riconoscerla, ad esempio il sistema che la usa" }),
    scope: t.field({ type: ApiKeyScopeEnum, description: "Che cosa può leggere (se omesso: PROCUREMENTS)" }),
  }),
});

const CreateApiKeyPayload = builder.objectRef<{ id: number; token: string }>("CreateApiKeyPayload").implement({
  fields: (t) => ({
    apiKey: t.prismaField({
      type: ApiKeyNode,
      resolve: async (query, payload, _args, context) => {
        const row = await context.services.apiClients.loadKey(context.viewer, payload.id, query);
        if (!row) throw new Error("Chiave appena creata non trovata");
        return row;
      },
    }),
    token: t.exposeString("token", { description: "La chiave da dare al sistema terzo: è mostrata solo ora e non si può recuperare" }),
  }),
});

const RotateApiKeyInput = builder.inputType("RotateApiKeyInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    overlapHours: t.int({ required: true, description: "Ore (0–168) in cui il segreto precedente funziona ancora" }),
  }),
});

const RevokeApiKeyInput = builder.inputType("RevokeApiKeyInput", { fields: (t) => ({ id: t.id({ required: true }) }) });

const RevokeApiKeyPayload = builder.objectRef<{ id: number }>("RevokeApiKeyPayload").implement({
  fields: (t) => ({
    apiKey: t.prismaField({
      type: ApiKeyNode,
      nullable: true,
      resolve: (query, payload, _args, context) => context.services.apiClients.loadKey(context.viewer, payload.id, query),
    }),
  }),
});

builder.mutationFields((t) => ({
  createApiKey: t.field({
    type: CreateApiKeyPayload,
    description: "Crea una chiave API del proprio committente (livello 5)",
    args: { input: t.arg({ type: CreateApiKeyInput, required: true }) },
    errors: errorsNamed("CreateApiKey"),
    resolve: (_root, { input }, context) =>
      context.services.apiClients.createKey(context.viewer, { name: input.name, scope: input.scope ?? undefined }, context.ip),
  }),
  rotateApiKey: t.field({
    type: CreateApiKeyPayload,
    description: "Sostituisce il segreto di una chiave API (livello 5): il nuovo è mostrato solo ora; il precedente funziona ancora per le ore scelte",
    args: { input: t.arg({ type: RotateApiKeyInput, required: true }) },
    errors: errorsNamed("RotateApiKey"),
    resolve: (_root, { input }, context) =>
      context.services.apiClients.rotateKey(context.viewer, { id: databaseIdOf(input.id, "ApiKey"), overlapHours: input.overlapHours }, context.ip),
  }),
  revokeApiKey: t.field({
    type: RevokeApiKeyPayload,
    description: "Revoca una chiave API del proprio committente (livello 5): smette di funzionare subito",
    args: { input: t.arg({ type: RevokeApiKeyInput, required: true }) },
    errors: errorsNamed("RevokeApiKey"),
    resolve: (_root, { input }, context) =>
      context.services.apiClients.revokeKey(context.viewer, { id: databaseIdOf(input.id, "ApiKey") }, context.ip),
  }),
}));
