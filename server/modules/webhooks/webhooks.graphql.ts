// GraphQL of a customer's webhooks (the "Webhook" card beside the API keys): endpoints, their recent deliveries, and
// the actions on them. Thin adapters over webhooks.service.ts, where the level-5 rule lives.
import { WEBHOOK_EVENT_TYPES } from "../../../common/validation/webhooks";
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS } from "../../graphql/errors";
import { databaseIdOf, parseNodeId } from "../../lib/node-id";
import { webhookDeliveryWhereForViewer, webhookEndpointWhereForViewer } from "./webhooks.service";

const WebhookEventTypeEnum = builder.enumType("WebhookEventType", {
  description: "Gli eventi a cui un endpoint si iscrive (il corpo porta solo id, nuovo stato e ora)",
  values: Object.fromEntries(WEBHOOK_EVENT_TYPES.map((type) => [type.replace(".", "_").toUpperCase(), { value: type }])) as Record<string, { value: string }>,
});

const WebhookDeliveryStatusEnum = builder.enumType("WebhookDeliveryStatus", {
  values: {
    PENDING: { description: "Da consegnare o da ritentare" },
    DELIVERED: { description: "Il ricevitore ha risposto 2xx" },
    FAILED: { description: "Abbandonata: tentativi esauriti, endpoint disattivato o risposta 410" },
  } as const,
});

export const WebhookDeliveryNode = builder.prismaNode("WebhookDelivery", {
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [webhookDeliveryWhereForViewer(context.viewer)] }),
  nullable: true,
  description: "Una consegna di un evento a un endpoint",
  fields: (t) => ({
    eventId: t.exposeString("eventId", { description: "webhook-id: lo stesso a ogni tentativo e reinvio" }),
    eventType: t.string({ select: { event: { select: { type: true } } }, resolve: (delivery) => delivery.event.type }),
    occurredAt: t.field({ type: "DateTime", select: { event: { select: { occurredAt: true } } }, resolve: (delivery) => delivery.event.occurredAt }),
    status: t.field({ type: WebhookDeliveryStatusEnum, resolve: (delivery) => delivery.status }),
    attempts: t.exposeInt("attempts", { description: "Tentativi di invio fatti in tutto, reinvii compresi (dopo un reinvio le attese fra i tentativi ripartono dalla più breve)" }),
    responseStatus: t.exposeInt("responseStatus", { nullable: true, description: "Codice HTTP dell'ultima risposta (null: nessuna risposta)" }),
    lastError: t.exposeString("lastError", { nullable: true }),
    lastAttemptAt: t.expose("lastAttemptAt", { type: "DateTime", nullable: true }),
    nextAttemptAt: t.field({ type: "DateTime", nullable: true, resolve: (delivery) => (delivery.status === "PENDING" ? delivery.nextAttemptAt : null) }),
    deliveredAt: t.expose("deliveredAt", { type: "DateTime", nullable: true }),
  }),
});

export const WebhookEndpointNode = builder.prismaNode("WebhookEndpoint", {
  id: { field: "id" },
  findUnique: (id, context) => ({ id: parseNodeId(id), AND: [webhookEndpointWhereForViewer(context.viewer)] }),
  nullable: true,
  description: "Un indirizzo a cui il portale invia gli eventi del committente, firmati secondo Standard Webhooks",
  fields: (t) => ({
    url: t.exposeString("url"),
    description: t.exposeString("description", { nullable: true }),
    eventTypes: t.field({ type: [WebhookEventTypeEnum], resolve: (endpoint) => endpoint.eventTypes }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    disabledAt: t.expose("disabledAt", { type: "DateTime", nullable: true }),
    disabledReason: t.exposeString("disabledReason", { nullable: true }),
    failingSince: t.expose("failingSince", { type: "DateTime", nullable: true, description: "Da quando ogni tentativo fallisce (dopo 5 giorni l'endpoint è disattivato)" }),
    previousSecretValidUntil: t.expose("previousValidUntil", { type: "DateTime", nullable: true, description: "Fino a quando firma anche il segreto precedente a una sostituzione" }),
    deliveries: t.relatedConnection("deliveries", { cursor: "id", query: { orderBy: { id: "desc" } }, totalCount: true, description: "Le consegne, dalla più recente" }),
  }),
});

builder.queryField("webhookEndpoints", (t) =>
  t.prismaField({
    type: [WebhookEndpointNode],
    description: "Gli endpoint webhook del proprio committente, dal più recente (utenti del committente di livello 5)",
    resolve: (query, _root, _args, context) => context.services.webhooks.listEndpoints(context.viewer, query),
  }),
);

const errorsNamed = (name: string) => ({ types: [...COMMON_MUTATION_ERRORS], result: { name: `${name}Success` }, union: { name: `${name}Result` } });


const EndpointPayload = builder.objectRef<{ id: number }>("WebhookEndpointPayload").implement({
  fields: (t) => ({
    endpoint: t.prismaField({
      type: WebhookEndpointNode,
      nullable: true,
      resolve: (query, payload, _args, context) => context.services.webhooks.loadEndpoint(context.viewer, payload.id, query),
    }),
  }),
});

const SecretPayload = builder.objectRef<{ id: number; secret: string }>("WebhookSecretPayload").implement({
  fields: (t) => ({
    endpoint: t.prismaField({
      type: WebhookEndpointNode,
      nullable: true,
      resolve: (query, payload, _args, context) => context.services.webhooks.loadEndpoint(context.viewer, payload.id, query),
    }),
    secret: t.exposeString("secret", { description: "Il segreto di firma (whsec_…): è mostrato solo ora" }),
  }),
});

const RedeliverSincePayload = builder.objectRef<{ id: number; count: number }>("RedeliverWebhooksSincePayload").implement({
  fields: (t) => ({
    count: t.exposeInt("count", { description: "Quante consegne tornano in coda" }),
    endpoint: t.prismaField({
      type: WebhookEndpointNode,
      nullable: true,
      resolve: (query, payload, _args, context) => context.services.webhooks.loadEndpoint(context.viewer, payload.id, query),
    }),
  }),
});

const CreateInput = builder.inputType("CreateWebhookEndpointInput", {
  fields: (t) => ({
    url: t.string({ required: true, description: "Indirizzo https:// del ricevitore" }),
    description: t.string(),
    eventTypes: t.field({ type: [WebhookEventTypeEnum], required: true }),
  }),
});
const UpdateInput = builder.inputType("UpdateWebhookEndpointInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    url: t.string(),
    description: t.string(),
    eventTypes: t.field({ type: [WebhookEventTypeEnum] }),
    enabled: t.boolean({ description: "false: non riceve più eventi; true: di nuovo attivo" }),
  }),
});
const DeleteInput = builder.inputType("DeleteWebhookEndpointInput", { fields: (t) => ({ id: t.id({ required: true }) }) });
const TestInput = builder.inputType("SendWebhookTestEventInput", { fields: (t) => ({ id: t.id({ required: true }) }) });
const RotateInput = builder.inputType("RotateWebhookSecretInput", {
  fields: (t) => ({ id: t.id({ required: true }), overlapHours: t.int({ required: true, description: "Ore (0–168) in cui firma anche il segreto precedente" }) }),
});
const RedeliverInput = builder.inputType("RedeliverWebhookInput", { fields: (t) => ({ deliveryId: t.id({ required: true }) }) });
const RedeliverSinceInput = builder.inputType("RedeliverWebhooksSinceInput", {
  fields: (t) => ({ id: t.id({ required: true }), since: t.field({ type: "DateTime", required: true }) }),
});

const endpointId = (id: string | number) => databaseIdOf(String(id), "WebhookEndpoint");

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: SecretPayload,
    description: "Registra un endpoint webhook del proprio committente (livello 5): il segreto di firma è mostrato solo ora",
    args: { input: t.arg({ type: CreateInput, required: true }) },
    errors: errorsNamed("CreateWebhookEndpoint"),
    resolve: (_root, { input }, context) =>
      context.services.webhooks.createEndpoint(context.viewer, { url: input.url, description: input.description ?? undefined, eventTypes: input.eventTypes }, context.ip),
  }),
  updateWebhookEndpoint: t.field({
    type: EndpointPayload,
    description: "Cambia indirizzo, eventi o descrizione di un endpoint, o lo disattiva e riattiva (livello 5)",
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    errors: errorsNamed("UpdateWebhookEndpoint"),
    resolve: (_root, { input }, context) =>
      context.services.webhooks.updateEndpoint(context.viewer, {
        id: endpointId(input.id),
        ...(input.url != null ? { url: input.url } : {}),
        ...(input.description != null ? { description: input.description } : {}),
        ...(input.eventTypes != null ? { eventTypes: input.eventTypes } : {}),
        ...(input.enabled != null ? { enabled: input.enabled } : {}),
      }, context.ip),
  }),
  deleteWebhookEndpoint: t.field({
    type: EndpointPayload,
    description: "Elimina un endpoint webhook e le sue consegne (livello 5)",
    args: { input: t.arg({ type: DeleteInput, required: true }) },
    errors: errorsNamed("DeleteWebhookEndpoint"),
    resolve: (_root, { input }, context) => context.services.webhooks.deleteEndpoint(context.viewer, { id: endpointId(input.id) }, context.ip),
  }),
  rotateWebhookSecret: t.field({
    type: SecretPayload,
    description: "Sostituisce il segreto di firma (livello 5): il nuovo è mostrato solo ora; il precedente firma ancora per le ore scelte",
    args: { input: t.arg({ type: RotateInput, required: true }) },
    errors: errorsNamed("RotateWebhookSecret"),
    resolve: (_root, { input }, context) =>
      context.services.webhooks.rotateSecret(context.viewer, { id: endpointId(input.id), overlapHours: input.overlapHours }, context.ip),
  }),
  sendWebhookTestEvent: t.field({
    type: EndpointPayload,
    description: "Invia all'endpoint un evento di prova (webhook.test)",
    args: { input: t.arg({ type: TestInput, required: true }) },
    errors: errorsNamed("SendWebhookTestEvent"),
    resolve: (_root, { input }, context) => context.services.webhooks.sendTestEvent(context.viewer, { id: endpointId(input.id) }, context.ip),
  }),
  redeliverWebhook: t.field({
    type: EndpointPayload,
    description: "Reinvia una consegna, con lo stesso webhook-id",
    args: { input: t.arg({ type: RedeliverInput, required: true }) },
    errors: errorsNamed("RedeliverWebhook"),
    resolve: async (_root, { input }, context) => {
      const { endpointId: id } = await context.services.webhooks.redeliver(context.viewer, { id: databaseIdOf(String(input.deliveryId), "WebhookDelivery") }, context.ip);
      return { id };
    },
  }),
  redeliverWebhooksSince: t.field({
    type: RedeliverSincePayload,
    description: "Reinvia all'endpoint ogni evento avvenuto da un momento in poi",
    args: { input: t.arg({ type: RedeliverSinceInput, required: true }) },
    errors: errorsNamed("RedeliverWebhooksSince"),
    resolve: (_root, { input }, context) =>
      context.services.webhooks.redeliverSince(context.viewer, { id: endpointId(input.id), since: input.since }, context.ip),
  }),
}));
