// The management of a customer's webhook endpoints through GraphQL, on both databases, against a real receiver:
// "Reinvia" sends one delivery again with its webhook-id, "Reinvia da…" every event since a moment (and only those),
// an endpoint disabled by its user gets nothing until it is enabled again, a deleted one is gone with its deliveries.
// Only the customer's level-5 users may act: a level-3 user of the same customer is refused, and another customer's
// administrator finds nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { startWebhookDelivery, type WebhookRuntime } from "../../server/modules/webhooks/webhook-queue";
import { WEBHOOK_MESSAGES } from "../../common/validation/webhooks";
import { createCustomer, createSupplier, createUser, graphql, jsonRequest, restLogin } from "../fixtures/auth-users";
import { mediaData } from "../fixtures/review-world";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { startWebhookReceiver, webhookHeadersOf as headersOf, type WebhookReceiver } from "../fixtures/webhook-receiver";
import { webhookTestSettings } from "../fixtures/webhook-world";

const HOUR = 60 * 60_000;
const UNAUTHORIZED = "Utente non autorizzato";
const nodeId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

type Outcome = { __typename: string; message?: string; data?: Record<string, unknown> };

const MUTATIONS = {
  create: `mutation ($input: CreateWebhookEndpointInput!) { result: createWebhookEndpoint(input: $input) { __typename
    ... on CreateWebhookEndpointSuccess { data { secret endpoint { id } } } ... on Error { message } } }`,
  update: `mutation ($input: UpdateWebhookEndpointInput!) { result: updateWebhookEndpoint(input: $input) { __typename
    ... on UpdateWebhookEndpointSuccess { data { endpoint { disabledAt disabledReason } } } ... on Error { message } } }`,
  remove: `mutation ($input: DeleteWebhookEndpointInput!) { result: deleteWebhookEndpoint(input: $input) { __typename ... on Error { message } } }`,
  test: `mutation ($input: SendWebhookTestEventInput!) { result: sendWebhookTestEvent(input: $input) { __typename ... on Error { message } } }`,
  rotate: `mutation ($input: RotateWebhookSecretInput!) { result: rotateWebhookSecret(input: $input) { __typename ... on Error { message } } }`,
  redeliver: `mutation ($input: RedeliverWebhookInput!) { result: redeliverWebhook(input: $input) { __typename ... on Error { message } } }`,
  redeliverSince: `mutation ($input: RedeliverWebhooksSinceInput!) { result: redeliverWebhooksSince(input: $input) { __typename
    ... on RedeliverWebhooksSinceSuccess { data { count } } ... on Error { message } } }`,
} as const;

describe.each(databaseKinds)("gestione dei webhook (%s)", (kind) => {
  let t: TestApp;
  let runtime: WebhookRuntime;
  let receiver: WebhookReceiver;
  const tokens = { admin: "", clerk: "", foreign: "" };
  let world: { procurementId: number; supplierId: number };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      webhooks: webhookTestSettings(),
    });
    receiver = await startWebhookReceiver();
    const { prisma } = t.deps;
    const customer = await createCustomer(prisma, "Acciaierie Venete Spa");
    const other = await createCustomer(prisma, "Fonderie Lombarde Spa");
    const supplier = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl" });
    const procurement = await prisma.procurement.create({ data: { customerId: customer.id, label: "Manutenzione forni" } });
    await prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: supplier.id } });
    await createUser(prisma, { email: "admin@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    await createUser(prisma, { email: "ufficio@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 3 });
    await createUser(prisma, { email: "admin@fonderie.it", kind: "CUSTOMER", customerId: other.id, userLevel: 5 });
    tokens.admin = await restLogin(t, "admin@acciaierie.it");
    tokens.clerk = await restLogin(t, "ufficio@acciaierie.it");
    tokens.foreign = await restLogin(t, "admin@fonderie.it");
    world = { procurementId: procurement.id, supplierId: supplier.id };
    runtime = await startWebhookDelivery(t.deps, t.db);
  });
  afterAll(async () => {
    await runtime?.stop();
    await receiver?.close();
    await t?.close();
  });

  async function run(name: keyof typeof MUTATIONS, input: Record<string, unknown>, token = tokens.admin): Promise<Outcome> {
    const { body } = await graphql<{ result: Outcome }>(t, MUTATIONS[name], { input }, token);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!.result;
  }

  async function createEndpoint(eventTypes = ["DOCUMENT_APPROVED"]) {
    const created = await run("create", { url: receiver.url, eventTypes });
    expect(created.__typename).toBe("CreateWebhookEndpointSuccess");
    const data = created.data as { secret: string; endpoint: { id: string } };
    const id = Number(Buffer.from(data.endpoint.id, "base64").toString().split(":")[1]);
    return { id, nodeId: data.endpoint.id, secret: data.secret };
  }

  // A real approval through the screens' REST route: the change whose event the endpoints may get.
  let documents = 0;
  async function approveNewDocument() {
    const { prisma } = t.deps;
    documents += 1;
    const media = await prisma.media.create({ data: mediaData() });
    const category = await prisma.supplierDocumentCategory.create({ data: { code: `WM-${documents}`, label: `Documento ${documents}` } });
    const document = await prisma.procurementSupplierAttachment.create({
      data: { procurementId: world.procurementId, supplierId: world.supplierId, categoryId: category.id, mediaId: media.id, attachmentName: "DURC" },
    });
    const response = await t.request("/api/procurementsupplierattachments", jsonRequest({ psa_id: document.id, procurement_id: world.procurementId, approved: 1 }, tokens.admin));
    expect(response.status).toBe(200);
    return document.id;
  }

  const delivered = (eventId: string) =>
    expect.poll(async () => (await t.deps.prisma.webhookDelivery.findFirst({ where: { eventId } }))?.status, { timeout: 60_000 }).toBe("DELIVERED");

  it("«Reinvia da…» rimette in coda gli eventi da quel momento in poi, con lo stesso webhook-id, e non quelli prima", async () => {
    const endpoint = await createEndpoint();
    const before = receiver.received.length;
    await run("test", { id: endpoint.nodeId });
    const [early] = (await receiver.waitFor(before + 1)).slice(before);
    const earlyId = headersOf(early!)["webhook-id"]!;
    await delivered(earlyId);

    t.clock.advance(2 * HOUR);
    const since = new Date(t.deps.now().getTime() - HOUR);
    await run("test", { id: endpoint.nodeId });
    const [late] = (await receiver.waitFor(before + 2)).slice(before + 1);
    const lateId = headersOf(late!)["webhook-id"]!;
    await delivered(lateId);
    expect(lateId).not.toBe(earlyId);

    const resent = await run("redeliverSince", { id: endpoint.nodeId, since: since.toISOString() });
    expect(resent).toEqual({ __typename: "RedeliverWebhooksSinceSuccess", data: { count: 1 } });
    const [again] = (await receiver.waitFor(before + 3)).slice(before + 2);
    expect(headersOf(again!)["webhook-id"]).toBe(lateId);
    expect((new Webhook(endpoint.secret).verify(again!.body, headersOf(again!)) as { type: string }).type).toBe("webhook.test");
    await delivered(lateId);
    // The earlier event stays as it was: delivered once.
    expect(receiver.received.filter((message) => headersOf(message)["webhook-id"] === earlyId)).toHaveLength(1);

    const future = await run("redeliverSince", { id: endpoint.nodeId, since: new Date(t.deps.now().getTime() + HOUR).toISOString() });
    expect(future).toEqual({ __typename: "ValidationError", message: WEBHOOK_MESSAGES.sinceInFuture });
    await run("remove", { id: endpoint.nodeId });
  });

  it("«Reinvia» una consegna: il ricevitore riceve di nuovo lo stesso evento, con lo stesso webhook-id e lo stesso corpo, firmato", async () => {
    const endpoint = await createEndpoint();
    const before = receiver.received.length;
    const documentId = await approveNewDocument();
    const [first] = (await receiver.waitFor(before + 1)).slice(before);
    const eventId = headersOf(first!)["webhook-id"]!;
    await delivered(eventId);
    const delivery = await t.deps.prisma.webhookDelivery.findFirstOrThrow({ where: { eventId, endpointId: endpoint.id } });
    expect({ status: delivery.status, attempts: delivery.attempts }).toEqual({ status: "DELIVERED", attempts: 1 });

    expect(await run("redeliver", { deliveryId: nodeId("WebhookDelivery", delivery.id) })).toEqual({ __typename: "RedeliverWebhookSuccess" });
    const [again] = (await receiver.waitFor(before + 2)).slice(before + 1);
    expect(headersOf(again!)["webhook-id"]).toBe(eventId);
    expect(again!.body).toBe(first!.body);
    const payload = new Webhook(endpoint.secret).verify(again!.body, headersOf(again!)) as { type: string; data: { documentId: number } };
    expect(payload).toMatchObject({ type: "document.approved", data: { documentId } });
    await delivered(eventId);
    // The same delivery of the same event, attempted once more: no new event, no second delivery.
    const after = await t.deps.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect({ status: after.status, attempts: after.attempts, responseStatus: after.responseStatus }).toEqual({ status: "DELIVERED", attempts: 2, responseStatus: 200 });
    expect(await t.deps.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(1);
    expect(receiver.received.filter((message) => headersOf(message)["webhook-id"] === eventId)).toHaveLength(2);
    expect(await t.deps.prisma.auditRecord.count({ where: { action: "webhookEndpoint.redelivered", entityId: String(endpoint.id) } })).toBe(1);

    // A delivery given up after a dozen failures, sent again by hand to a receiver still failing once: its total of
    // attempts goes on, but its waits start short again (the twelfth wait of the schedule is its maximum).
    await t.deps.prisma.webhookDelivery.update({ where: { id: delivery.id }, data: { status: "FAILED", attempts: 12, attemptsSinceQueued: 12 } });
    receiver.answers.push({ status: 500 });
    expect(await run("redeliver", { deliveryId: nodeId("WebhookDelivery", delivery.id) })).toEqual({ __typename: "RedeliverWebhookSuccess" });
    await receiver.waitFor(before + 3);
    await expect.poll(async () => (await t.deps.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).attempts, { timeout: 60_000 }).toBeGreaterThanOrEqual(13);
    const failedOnce = await t.deps.prisma.webhookDelivery.findFirstOrThrow({ where: { id: delivery.id, attempts: 13 } });
    expect({ attempts: failedOnce.attempts, attemptsSinceQueued: failedOnce.attemptsSinceQueued, responseStatus: failedOnce.responseStatus }).toEqual({ attempts: 13, attemptsSinceQueued: 1, responseStatus: 500 });
    expect(failedOnce.nextAttemptAt.getTime() - failedOnce.lastAttemptAt!.getTime()).toBeLessThanOrEqual(t.deps.config.webhooks.firstRetrySeconds * 1000);
    await delivered(eventId);
    expect((await t.deps.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).attempts).toBe(14);
    await run("remove", { id: endpoint.nodeId });
  });

  it("un endpoint disattivato non riceve le approvazioni finché non è riattivato", async () => {
    const endpoint = await createEndpoint();
    const disabled = await run("update", { id: endpoint.nodeId, enabled: false });
    expect(disabled.__typename).toBe("UpdateWebhookEndpointSuccess");
    expect((disabled.data as { endpoint: { disabledAt: string | null; disabledReason: string } }).endpoint).toMatchObject({ disabledAt: expect.any(String), disabledReason: "Disattivato da un utente" });

    const whileOff = await approveNewDocument();
    expect(await t.deps.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
    expect(await run("test", { id: endpoint.nodeId })).toEqual({ __typename: "ValidationError", message: WEBHOOK_MESSAGES.disabled });
    expect(await run("redeliverSince", { id: endpoint.nodeId, since: new Date(t.deps.now().getTime() - HOUR).toISOString() })).toEqual({ __typename: "ValidationError", message: WEBHOOK_MESSAGES.disabled });

    const enabled = await run("update", { id: endpoint.nodeId, enabled: true });
    expect((enabled.data as { endpoint: { disabledAt: string | null } }).endpoint.disabledAt).toBeNull();
    const before = receiver.received.length;
    const afterOn = await approveNewDocument();
    const [message] = (await receiver.waitFor(before + 1)).slice(before);
    const payload = new Webhook(endpoint.secret).verify(message!.body, headersOf(message!)) as { type: string; data: { documentId: number } };
    expect(payload).toMatchObject({ type: "document.approved", data: { documentId: afterOn } });
    // The approval made while it was off was never recorded for it, so it does not come now either.
    expect(receiver.received.slice(before).map((received) => (JSON.parse(received.body) as { data: { documentId?: number } }).data.documentId)).not.toContain(whileOff);
    await run("remove", { id: endpoint.nodeId });
  });

  it("un endpoint eliminato sparisce con le sue consegne; eliminarlo di nuovo risponde che non c'è", async () => {
    const endpoint = await createEndpoint();
    const before = receiver.received.length;
    await run("test", { id: endpoint.nodeId });
    await receiver.waitFor(before + 1);
    expect(await t.deps.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(1);

    expect(await run("remove", { id: endpoint.nodeId })).toEqual({ __typename: "DeleteWebhookEndpointSuccess" });
    expect(await t.deps.prisma.webhookEndpoint.findUnique({ where: { id: endpoint.id } })).toBeNull();
    expect(await t.deps.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } })).toBe(0);
    const listed = await graphql<{ webhookEndpoints: unknown[] }>(t, "{ webhookEndpoints { id } }", {}, tokens.admin);
    expect(listed.body.data!.webhookEndpoints).toEqual([]);
    expect(await t.deps.prisma.auditRecord.count({ where: { action: "webhookEndpoint.deleted", entityId: String(endpoint.id) } })).toBe(1);
    expect(await run("remove", { id: endpoint.nodeId })).toEqual({ __typename: "NotFoundError", message: WEBHOOK_MESSAGES.notFound });
  });

  it("un altro committente non trova l'endpoint, un utente di livello 3 è rifiutato: nulla cambia", async () => {
    const endpoint = await createEndpoint();
    const before = receiver.received.length;
    await run("test", { id: endpoint.nodeId });
    const [message] = (await receiver.waitFor(before + 1)).slice(before);
    await delivered(headersOf(message!)["webhook-id"]!);
    const delivery = await t.deps.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId: endpoint.id } });
    const stored = await t.deps.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } });
    const since = new Date(t.deps.now().getTime() - HOUR).toISOString();

    const attempts: [keyof typeof MUTATIONS, Record<string, unknown>, string][] = [
      ["update", { id: endpoint.nodeId, enabled: false }, WEBHOOK_MESSAGES.notFound],
      ["update", { id: endpoint.nodeId, url: "http://127.0.0.1:9/altro" }, WEBHOOK_MESSAGES.notFound],
      ["remove", { id: endpoint.nodeId }, WEBHOOK_MESSAGES.notFound],
      ["test", { id: endpoint.nodeId }, WEBHOOK_MESSAGES.notFound],
      ["rotate", { id: endpoint.nodeId, overlapHours: 0 }, WEBHOOK_MESSAGES.notFound],
      ["redeliverSince", { id: endpoint.nodeId, since }, WEBHOOK_MESSAGES.notFound],
      ["redeliver", { deliveryId: nodeId("WebhookDelivery", delivery.id) }, WEBHOOK_MESSAGES.deliveryNotFound],
    ];
    for (const [name, input, message] of attempts) {
      expect(await run(name, input, tokens.foreign), `${name} di un altro committente`).toEqual({ __typename: "NotFoundError", message });
      expect(await run(name, input, tokens.clerk), `${name} di livello 3`).toEqual({ __typename: "ForbiddenError", message: UNAUTHORIZED });
    }
    expect(await run("create", { url: receiver.url, eventTypes: ["DOCUMENT_APPROVED"] }, tokens.clerk)).toEqual({ __typename: "ForbiddenError", message: UNAUTHORIZED });
    for (const token of [tokens.foreign, tokens.clerk]) {
      const listed = await graphql<{ webhookEndpoints: unknown[]; node: unknown }>(t, "query ($id: ID!) { webhookEndpoints { id } node(id: $id) { id } }", { id: endpoint.nodeId }, token);
      expect(listed.body.data).toEqual({ webhookEndpoints: [], node: null });
    }

    expect(await t.deps.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).toEqual(stored);
    expect(await t.deps.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).toEqual(delivery);
    expect(receiver.received.length).toBe(before + 1);
  });
});
