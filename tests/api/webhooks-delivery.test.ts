// Webhooks end to end on both databases, against a real HTTP receiver on this machine: the receiver checks every
// message with the Standard Webhooks library; a 500 is retried until a 200; one event is one webhook-id; a change
// that rolls back sends nothing; an expiry reached by moving the clock produces its light event; a 410 disables
// the endpoint and mails its owner; a rotation signs with both secrets; private addresses are refused. First, without a
// database, the schedule of the retries (nextAttemptAt) with an injected random.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { DEFAULT_WEBHOOK_SETTINGS } from "../../server/config";
import { nextAttemptAt, retryDelaySeconds } from "../../server/modules/webhooks/webhook-delivery";
import { recordLightChanges } from "../../server/modules/webhooks/webhook-lights";
import { startWebhookDelivery, type WebhookRuntime } from "../../server/modules/webhooks/webhook-queue";
import { recordWebhookEvent } from "../../server/modules/webhooks/webhook-events";
import { postWebhook } from "../../server/modules/webhooks/webhook-http";
import { webhookUrlProblem } from "../../server/modules/webhooks/webhook-url-guard";
import { WEBHOOK_MESSAGES } from "../../common/validation/webhooks";
import { createCustomer, createSupplier, createUser, graphql, jsonRequest, restLogin } from "../fixtures/auth-users";
import { mediaData } from "../fixtures/review-world";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { startWebhookReceiver, webhookHeadersOf as headersOf, webhookTypeOf as typeOf, type WebhookReceiver } from "../fixtures/webhook-receiver";
import { createWebhookEndpoint, webhooksSettled, webhookTestSettings } from "../fixtures/webhook-world";

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

// A seeded generator (mulberry32): the same draws on every run.
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

describe("calendario dei tentativi dei webhook", () => {
  const settings = { ...DEFAULT_WEBHOOK_SETTINGS, allowPrivateUrls: false };

  it("l'attesa raddoppia da firstRetrySeconds fino al massimo, estratta tra metà e tutta", () => {
    const lowest = () => 0;
    const highest = () => 1 - Number.EPSILON;
    const expected = [30, 60, 120, 240, 480, 960, 1920, 3840, 7680, 15360, 21600, 21600, 21600];
    expected.forEach((ceiling, index) => {
      const attempts = index + 1;
      expect(retryDelaySeconds(attempts, settings, null, lowest), `tentativo ${attempts}, estrazione minima`).toBe(ceiling / 2);
      expect(retryDelaySeconds(attempts, settings, null, highest), `tentativo ${attempts}, estrazione massima`).toBe(ceiling);
    });
    // With a seeded random: every wait within its half, and spread over it (endpoints failing together part).
    const random = seeded(20260301);
    const waits = Array.from({ length: 200 }, () => retryDelaySeconds(3, settings, null, random));
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(60), expect(wait).toBeLessThanOrEqual(120);
    expect(new Set(waits).size).toBeGreaterThan(30);
    expect(Math.min(...waits)).toBeLessThan(70);
    expect(Math.max(...waits)).toBeGreaterThan(110);
  });

  it("Retry-After del ricevitore è rispettato così com'è, da un secondo a un giorno", () => {
    const random = seeded(7);
    expect(retryDelaySeconds(1, settings, 120, random)).toBe(120);
    expect(retryDelaySeconds(9, settings, 5, random)).toBe(5);
    expect(retryDelaySeconds(2, settings, 7 * 24 * 3600, random)).toBe(24 * 3600);
    expect(retryDelaySeconds(3, settings, 0, random)).toBe(1);
    const now = new Date("2026-03-02T10:00:00Z");
    expect(nextAttemptAt({ attemptsSinceQueued: 4, createdAt: now }, now, settings, 90, random)).toEqual(new Date(now.getTime() + 90_000));
  });

  it("l'attesa cresce con i tentativi dall'ultima messa in coda, non con il totale: un reinvio riparte dalla più breve", () => {
    const now = new Date("2026-03-02T10:00:00Z");
    const highest = () => 1 - Number.EPSILON;
    expect(nextAttemptAt({ attemptsSinceQueued: 1, createdAt: now }, now, settings, null, highest)).toEqual(new Date(now.getTime() + settings.firstRetrySeconds * 1000));
    expect(nextAttemptAt({ attemptsSinceQueued: 12, createdAt: now }, now, settings, null, highest)).toEqual(new Date(now.getTime() + settings.maxRetryDelaySeconds * 1000));
  });

  it("non abbandona prima di 3 giorni (né prima di retryForHours), con qualunque estrazione e qualunque Retry-After", () => {
    expect(settings.retryForHours).toBeGreaterThanOrEqual(72);
    const createdAt = new Date("2026-03-02T10:00:00Z");
    const schedules: [string, () => number, number | null][] = [
      ["attese più brevi", () => 0, null],
      ["attese più lunghe", () => 1 - Number.EPSILON, null],
      ["estrazione con seme", seeded(42), null],
      ["Retry-After di un giorno", seeded(43), 7 * 24 * 3600],
      ["Retry-After di dieci minuti", seeded(44), 600],
    ];
    for (const [name, random, retryAfter] of schedules) {
      let now = createdAt;
      let attempts = 1;
      let lastAttempt = now;
      for (;;) {
        const next = nextAttemptAt({ attemptsSinceQueued: attempts, createdAt }, now, settings, retryAfter, random);
        if (!next) break;
        expect(next.getTime(), name).toBeGreaterThan(now.getTime() - 1);
        lastAttempt = now = next;
        attempts += 1;
        expect(attempts, name).toBeLessThan(10_000);
      }
      // The attempt that gave up came at least retryForHours after the delivery was created, and so after 3 days.
      expect(lastAttempt.getTime() - createdAt.getTime(), name).toBeGreaterThanOrEqual(settings.retryForHours * HOUR);
      expect(lastAttempt.getTime() - createdAt.getTime(), name).toBeGreaterThanOrEqual(3 * DAY);
    }
    // The edge: one millisecond before retryForHours there is one more attempt, at it none.
    const edge = createdAt.getTime() + settings.retryForHours * HOUR;
    expect(nextAttemptAt({ attemptsSinceQueued: 30, createdAt }, new Date(edge - 1), settings, null, seeded(1))).not.toBeNull();
    expect(nextAttemptAt({ attemptsSinceQueued: 30, createdAt }, new Date(edge), settings, null, seeded(1))).toBeNull();
  });
});

describe.each(databaseKinds)("webhook (%s)", (kind) => {
  let t: TestApp;
  let runtime: WebhookRuntime;
  let receiver: WebhookReceiver;
  let token: string;
  let world: { customerId: number; procurementId: number; supplierId: number; categoryId: number };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      // The periodic look of every light only at minutes 0 and 59: a light event seen sooner came from the change.
      webhooks: webhookTestSettings({ lightsEveryMinutes: 59 }),
    });
    receiver = await startWebhookReceiver();
    const { prisma } = t.deps;
    const customer = await createCustomer(prisma, "Acciaierie Venete Spa");
    const supplier = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl" });
    const procurement = await prisma.procurement.create({ data: { customerId: customer.id, label: "Manutenzione forni" } });
    await prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: supplier.id } });
    const category = await prisma.supplierDocumentCategory.create({ data: { code: "WH-DURC", label: "DURC" } });
    await createUser(prisma, { email: "admin@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    token = await restLogin(t, "admin@acciaierie.it");
    world = { customerId: customer.id, procurementId: procurement.id, supplierId: supplier.id, categoryId: category.id };
    runtime = await startWebhookDelivery(t.deps, t.db);
  });
  afterAll(async () => {
    await runtime?.stop();
    await receiver?.close();
    await t?.close();
  });

  const createEndpoint = (eventTypes: string[], url = receiver.url) => createWebhookEndpoint(t, token, eventTypes, url);

  let documents = 0;
  async function pendingDocument(expires: Date | null = null) {
    const media = await t.deps.prisma.media.create({ data: mediaData() });
    documents += 1;
    const category = await t.deps.prisma.supplierDocumentCategory.create({ data: { code: `WH-${documents}`, label: `Documento ${documents}` } });
    return t.deps.prisma.procurementSupplierAttachment.create({
      data: { procurementId: world.procurementId, supplierId: world.supplierId, categoryId: category.id, mediaId: media.id, attachmentName: "DURC", documentExpirationDate: expires },
    });
  }

  async function approve(documentId: number) {
    const response = await t.request("/api/procurementsupplierattachments", jsonRequest({ psa_id: documentId, procurement_id: world.procurementId, approved: 1 }, token));
    expect(response.status).toBe(200);
  }

  const settled = () => webhooksSettled(t);

  let secret: string;

  it("un utente di livello 5 registra l'endpoint e riceve il segreto whsec_ una volta sola", async () => {
    const created = await createEndpoint(["DOCUMENT_APPROVED", "DOCUMENT_REJECTED", "PROCUREMENT_LIGHT_CHANGED"]);
    expect(created.__typename).toBe("CreateWebhookEndpointSuccess");
    secret = created.data!.secret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await graphql<{ webhookEndpoints: Record<string, unknown>[] }>(t, "{ webhookEndpoints { url eventTypes } }", {}, token);
    expect(listed.body.data!.webhookEndpoints).toEqual([{ url: receiver.url, eventTypes: ["DOCUMENT_APPROVED", "DOCUMENT_REJECTED", "PROCUREMENT_LIGHT_CHANGED"] }]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
  });

  it("un'approvazione arriva firmata: la libreria standardwebhooks la verifica, il corpo ha solo id, stato e ora", async () => {
    const document = await pendingDocument();
    const before = receiver.received.length;
    const approvedAt = Date.now();
    await approve(document.id);
    const [message] = (await receiver.waitFor(before + 1)).slice(before);
    const delayMs = message!.at - approvedAt;
    console.info(`[${kind}] ritardo tra l'approvazione e la consegna: ${delayMs} ms`);
    const payload = new Webhook(secret).verify(message!.body, headersOf(message!)) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(payload.type).toBe("document.approved");
    expect(payload.data).toEqual({ documentKind: "REQUIRED_DOCUMENT", documentId: document.id, procurementId: world.procurementId, supplierId: world.supplierId, approval: "APPROVED" });
    expect(() => new Webhook("whsec_" + Buffer.alloc(32, 7).toString("base64")).verify(message!.body, headersOf(message!))).toThrow();
    const event = await t.deps.prisma.webhookEvent.findUniqueOrThrow({ where: { id: headersOf(message!)["webhook-id"] } });
    expect(event.type).toBe("document.approved");
  });

  it("dopo un 500 ritenta con lo stesso webhook-id fino al 200: un evento, una consegna riuscita", async () => {
    const document = await pendingDocument();
    receiver.answers.push({ status: 500 }, { status: 503, headers: { "retry-after": "1" } });
    const before = receiver.received.length;
    await approve(document.id);
    const messages = (await receiver.waitFor(before + 3)).slice(before);
    const ids = new Set(messages.map((message) => headersOf(message)["webhook-id"]));
    expect(ids.size).toBe(1);
    for (const message of messages) new Webhook(secret).verify(message.body, headersOf(message));
    const [eventId] = [...ids];
    const deliveries = await t.deps.prisma.webhookDelivery.findMany({ where: { eventId } });
    await expect.poll(async () => (await t.deps.prisma.webhookDelivery.findFirstOrThrow({ where: { eventId } })).status, { timeout: 30_000 }).toBe("DELIVERED");
    expect(deliveries).toHaveLength(1);
    const delivered = await t.deps.prisma.webhookDelivery.findFirstOrThrow({ where: { eventId } });
    expect({ attempts: delivered.attempts, responseStatus: delivered.responseStatus }).toEqual({ attempts: 3, responseStatus: 200 });
    expect(await t.deps.prisma.webhookEvent.count({ where: { payload: { path: ["documentId"], equals: document.id } } })).toBe(1);
  });

  it("un cambiamento annullato (rollback) non lascia eventi né consegne", async () => {
    const events = await t.deps.prisma.webhookEvent.count();
    await expect(
      t.deps.prisma.$transaction(async (tx) => {
        await recordWebhookEvent(tx, { customerId: world.customerId, type: "document.approved", occurredAt: new Date(), data: { documentId: -1 } });
        throw new Error("annullato");
      }),
    ).rejects.toThrow("annullato");
    expect(await t.deps.prisma.webhookEvent.count()).toBe(events);
  });

  it("un documento che scade spostando l'orologio produce l'evento del semaforo dell'appalto", async () => {
    await t.deps.prisma.procurementSupplierAttachment.deleteMany({ where: { procurementId: world.procurementId } });
    const tomorrow = new Date(t.deps.now().getTime() + DAY);
    const document = await pendingDocument(new Date(Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate())));
    await approve(document.id);
    await recordLightChanges(t.deps);
    await settled();
    const before = receiver.received.length;
    expect(await recordLightChanges(t.deps)).toBe(0);
    t.clock.advance(3 * DAY);
    // Three days later the sign-in of before has expired, as it would have.
    token = await restLogin(t, "admin@acciaierie.it");
    expect(await recordLightChanges(t.deps)).toBe(1);
    const [message] = (await receiver.waitFor(1, (m) => receiver.received.indexOf(m) >= before && typeOf(m) === "procurement.light_changed")).slice(-1);
    const payload = new Webhook(secret).verify(message!.body, headersOf(message!)) as { data: Record<string, unknown> };
    expect(payload.data).toEqual({ procurementId: world.procurementId, light: "RED", previousLight: "YELLOW" });
    // Told once: the next look finds nothing new.
    expect(await recordLightChanges(t.deps)).toBe(0);
  });

  it("un'approvazione che cambia il semaforo ne manda l'evento entro pochi secondi, senza aspettare il controllo periodico", async () => {
    await t.deps.prisma.procurementSupplierAttachment.deleteMany({ where: { procurementId: world.procurementId } });
    const document = await pendingDocument();
    // Written without the services (no history): the look learns the waiting light, as the periodic one would.
    await recordLightChanges(t.deps);
    await settled();
    const before = receiver.received.length;
    await approve(document.id);
    // Within 20 s, where the periodic look is up to an hour away.
    const [message] = (await receiver.waitFor(1, (m) => receiver.received.indexOf(m) >= before && typeOf(m) === "procurement.light_changed", 20_000)).slice(-1);
    const payload = new Webhook(secret).verify(message!.body, headersOf(message!)) as { data: Record<string, unknown> };
    expect(payload.data).toEqual({ procurementId: world.procurementId, light: "GREEN", previousLight: "YELLOW" });
    // Told once: the periodic look finds nothing new.
    expect(await recordLightChanges(t.deps)).toBe(0);
  });

  it("la sostituzione del segreto firma con entrambi durante la sovrapposizione; l'evento di prova arriva", async () => {
    const endpoint = await t.deps.prisma.webhookEndpoint.findFirstOrThrow({ where: { url: receiver.url } });
    const { body } = await graphql<{ rotateWebhookSecret: { data: { secret: string } } }>(
      t,
      `mutation ($input: RotateWebhookSecretInput!) { rotateWebhookSecret(input: $input) { ... on RotateWebhookSecretSuccess { data { secret } } } }`,
      { input: { id: Buffer.from(`WebhookEndpoint:${endpoint.id}`).toString("base64"), overlapHours: 24 } },
      token,
    );
    const newSecret = body.data!.rotateWebhookSecret.data.secret;
    expect(newSecret).not.toBe(secret);
    await settled();
    const before = receiver.received.length;
    const sent = await graphql(t, `mutation ($input: SendWebhookTestEventInput!) { sendWebhookTestEvent(input: $input) { __typename } }`, { input: { id: Buffer.from(`WebhookEndpoint:${endpoint.id}`).toString("base64") } }, token);
    expect(sent.body.data).toEqual({ sendWebhookTestEvent: { __typename: "SendWebhookTestEventSuccess" } });
    const [message] = (await receiver.waitFor(before + 1)).slice(before);
    expect(headersOf(message!)["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect((new Webhook(newSecret).verify(message!.body, headersOf(message!)) as { type: string }).type).toBe("webhook.test");
    expect((new Webhook(secret).verify(message!.body, headersOf(message!)) as { type: string }).type).toBe("webhook.test");
  });

  it("un 410 disattiva l'endpoint e il suo proprietario riceve una mail", async () => {
    const endpoint = await t.deps.prisma.webhookEndpoint.findFirstOrThrow({ where: { url: receiver.url } });
    receiver.answers.push({ status: 410 });
    const before = receiver.received.length;
    await approve((await pendingDocument()).id);
    await receiver.waitFor(before + 1);
    await expect.poll(async () => (await t.deps.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpoint.id } })).disabledAt, { timeout: 30_000 }).not.toBeNull();
    const mail = await t.deps.prisma.mailOutbox.findFirstOrThrow({ where: { subject: "Webhook disattivato" } });
    expect(mail.recipients).toEqual(["admin@acciaierie.it"]);
  });

  it("SSRF: indirizzi privati, di loopback, link-local e il portale stesso sono rifiutati, anche alla consegna", async () => {
    const policy = { allowPrivate: false, portalHost: "portale.esempio.it" };
    for (const url of ["http://127.0.0.1/hook", "http://localhost:8080/", "http://10.1.2.3/", "http://192.168.1.10/", "http://169.254.169.254/latest/meta-data",
      "http://[::1]/", "http://[fd00::1]/", "http://[::ffff:127.0.0.1]/", "http://0.0.0.0/", "https://portale.esempio.it/hook"]) {
      expect(await webhookUrlProblem(url, policy), url).toBe(WEBHOOK_MESSAGES.urlPrivate);
    }
    expect(await webhookUrlProblem("https://93.184.216.34/hook", policy)).toBeNull();
    t.deps.config.webhooks.allowPrivateUrls = false;
    try {
      const refused = await createEndpoint(["DOCUMENT_UPLOADED"], "http://127.0.0.1:9/hook");
      expect(refused).toEqual({ __typename: "ValidationError", message: WEBHOOK_MESSAGES.urlPrivate });
      const before = receiver.received.length;
      const outcome = await postWebhook(receiver.url.replace("127.0.0.1", "localhost"), {}, "{}", { policy, timeoutMs: 5000 });
      expect(outcome.status).toBeNull();
      expect(outcome.error).toMatch(/non consentito/);
      expect(receiver.received.length).toBe(before);
    } finally {
      t.deps.config.webhooks.allowPrivateUrls = true;
    }
  });
});
