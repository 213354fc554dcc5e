// The events a customer's integration gets, end to end on both databases: a supplier's upload, a rejection with a
// note, a fitness certificate's upload and decisions, and the lights of a worker and of a supplier that these
// change, each received by a real HTTP receiver and verified with the Standard Webhooks library. Every body is thin
// (ids, the new state, the time): no file name, no note, nothing of a fitness judgement. Then the endpoint that
// fails for five days: disabled, and its owner told by mail (a real SMTP server), moving the test clock; and not
// disabled by a failure answered after another delivery had succeeded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { createDocumentService } from "../../server/modules/documents/documents.service";
import { createFitnessCertificateService } from "../../server/modules/workers/fitness-certificates.service";
import { attemptDelivery } from "../../server/modules/webhooks/webhook-delivery";
import { recordLightChanges } from "../../server/modules/webhooks/webhook-lights";
import { startWebhookDelivery, type WebhookRuntime } from "../../server/modules/webhooks/webhook-queue";
import { WEBHOOK_MESSAGES } from "../../common/validation/webhooks";
import type { Viewer } from "../../server/viewer";
import { startSmtpServer, type TestSmtpServer } from "../fixtures/auth-smtp";
import { createCustomer, createSupplier, createUser, graphql, restLogin } from "../fixtures/auth-users";
import { incomingFileOf, samplePdf } from "../fixtures/files";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { startWebhookReceiver, webhookHeadersOf as headersOf, webhookTypeOf as typeOf, type Received, type WebhookReceiver } from "../fixtures/webhook-receiver";
import { createWebhookEndpoint, databaseIdOfNode, webhookTestSettings, webhooksSettled } from "../fixtures/webhook-world";

const HOUR = 60 * 60_000;
const ADMIN = "admin@acciaierie.it";

// Words of a fitness judgement, and of what a file or a note could carry: none may be a key of a body.
const HEALTH_KEYS = ["outcome", "judgement", "judgment", "fitness", "prescriptions", "limitations", "restrictions", "note", "reviewNote", "attachmentName", "fileName", "filename", "originalName", "media", "mediaId"];

type Payload = { type: string; timestamp: string; data: Record<string, unknown> };

describe.each(databaseKinds)("eventi webhook ricevuti (%s)", (kind) => {
  let t: TestApp;
  let runtime: WebhookRuntime;
  let receiver: WebhookReceiver;
  let smtp: TestSmtpServer;
  let token: string;
  let secret: string;
  let supplier: Viewer;
  let reviewer: Viewer;
  const ids = { procurement: 0, supplier: 0, durc: 0, certificate: 0, procurementWorker: 0 };
  let documents: ReturnType<typeof createDocumentService>;
  let fitness: ReturnType<typeof createFitnessCertificateService>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The periodic look of every light only at minutes 0 and 59: a light event seen sooner came from the change.
    t = await createTestApp(kind, { smtpUrl: smtp.url, webhooks: webhookTestSettings({ lightsEveryMinutes: 59 }) });
    receiver = await startWebhookReceiver();
    const db = t.deps.prisma;
    const customer = await createCustomer(db, "Acciaierie Venete Spa");
    const alfa = await createSupplier(db, { companyName: "Alfa Costruzioni Srl" });
    const procurement = await db.procurement.create({ data: { customerId: customer.id, label: "Manutenzione forni" } });
    await db.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: alfa.id } });
    const category = await db.supplierDocumentCategory.create({ data: { code: "WE-DURC", label: "DURC" } });
    const durc = await db.procurementSupplierAttachment.create({ data: { procurementId: procurement.id, supplierId: alfa.id, categoryId: category.id } });
    const rossi = await db.supplierWorker.create({ data: { supplierId: alfa.id, firstName: "Mario", lastName: "Rossi", sex: "M" } });
    const pivot = await db.procurementWorker.create({ data: { procurementId: procurement.id, supplierId: alfa.id, supplierWorkerId: rossi.id } });
    const ido = await db.workerDocumentCategory.create({ data: { code: "WE-IDO", label: "Idoneità sanitaria alla mansione" } });
    const certificate = await db.procurementWorkerAttachment.create({ data: { procurementWorkerId: pivot.id, categoryId: ido.id } });
    Object.assign(ids, { procurement: procurement.id, supplier: alfa.id, durc: durc.id, certificate: certificate.id, procurementWorker: pivot.id });

    const admin = await createUser(db, { email: ADMIN, kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    const alfaUser = await createUser(db, { email: "ufficio@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 5 });
    reviewer = { userId: admin.id, kind: "CUSTOMER", email: ADMIN, userLevel: 5, supplierId: null, customerId: customer.id, workerId: null };
    supplier = { userId: alfaUser.id, kind: "SUPPLIER", email: "ufficio@alfa.it", userLevel: 5, supplierId: alfa.id, customerId: null, workerId: null };
    documents = createDocumentService(t.deps);
    fitness = createFitnessCertificateService(t.deps);
    token = await restLogin(t, ADMIN);
    runtime = await startWebhookDelivery(t.deps, t.db);
  });
  afterAll(async () => {
    await runtime?.stop();
    await receiver?.close();
    await smtp?.close();
    await t?.close();
  });

  // The next message from `from` on of this type whose data matches, verified with the endpoint's secret.
  async function next(from: number, type: string, data: Record<string, unknown>): Promise<{ message: Received; payload: Payload }> {
    const matches = (message: Received) =>
      receiver.received.indexOf(message) >= from && typeOf(message) === type && expect.objectContaining(data).asymmetricMatch((JSON.parse(message.body) as Payload).data);
    const [message] = await receiver.waitFor(1, matches, 60_000);
    const payload = new Webhook(secret).verify(message!.body, headersOf(message!)) as Payload;
    return { message: message!, payload };
  }

  // Thin: the three keys, the event's own time, only numbers and states in data, none of `words` anywhere.
  async function expectThin({ message, payload }: { message: Received; payload: Payload }, words: string[] = []) {
    expect(Object.keys(payload).sort()).toEqual(["data", "timestamp", "type"]);
    const event = await t.deps.prisma.webhookEvent.findUniqueOrThrow({ where: { id: headersOf(message)["webhook-id"] } });
    expect(payload.timestamp).toBe(event.occurredAt.toISOString());
    expect(Math.abs(Date.parse(payload.timestamp) - t.deps.now().getTime())).toBeLessThan(5 * 60_000);
    for (const [key, value] of Object.entries(payload.data)) {
      expect(HEALTH_KEYS.map((word) => word.toLowerCase()), key).not.toContain(key.toLowerCase());
      expect(typeof value === "number" || value === null || (typeof value === "string" && /^[A-Z_]+$/.test(value)), `${key}: ${String(value)}`).toBe(true);
    }
    for (const word of words) expect(message.body.toLowerCase()).not.toContain(word.toLowerCase());
  }

  const document = (documentKind: string, documentId: number, approval: string) => ({ documentKind, documentId, procurementId: ids.procurement, supplierId: ids.supplier, approval });
  const workerLight = (light: string, previousLight: string) => ({ procurementId: ids.procurement, supplierId: ids.supplier, procurementWorkerId: ids.procurementWorker, light, previousLight });

  it("l'endpoint iscritto a documenti e semafori impara i semafori di partenza senza inviarli", async () => {
    const created = await createWebhookEndpoint(t, token, ["DOCUMENT_UPLOADED", "DOCUMENT_APPROVED", "DOCUMENT_REJECTED", "SUPPLIER_LIGHT_CHANGED", "WORKER_LIGHT_CHANGED"], receiver.url);
    expect(created.__typename).toBe("CreateWebhookEndpointSuccess");
    secret = created.data!.secret;
    expect(await recordLightChanges(t.deps)).toBe(0);
    await webhooksSettled(t);
    expect(receiver.received).toHaveLength(0);
  });

  it("document.uploaded: il fornitore carica un documento richiesto; il corpo ha id, stato e ora, non il nome del file né la nota", async () => {
    const from = receiver.received.length;
    await documents.uploadRequiredDocument(supplier, {
      id: ids.durc,
      attachmentName: "DURC Alfa marzo",
      note: "Rilasciato a Mario Rossi, legale rappresentante",
      file: incomingFileOf("durc-alfa-marzo.pdf", await samplePdf("durc")),
    });
    const received = await next(from, "document.uploaded", { documentId: ids.durc });
    expect(received.payload.data).toEqual(document("REQUIRED_DOCUMENT", ids.durc, "PENDING"));
    await expectThin(received, ["durc-alfa-marzo", "DURC Alfa marzo", "Mario Rossi", "legale rappresentante"]);
  });

  it("document.rejected: il committente respinge con una nota; la nota (che può contenere dati personali) non è nel corpo", async () => {
    const from = receiver.received.length;
    const note = "Manca la firma di Mario Rossi, nato il 3/4/1980";
    await documents.reviewRequiredDocument(reviewer, { id: ids.durc, approval: "REJECTED", reviewNote: note });
    expect((await t.deps.prisma.procurementSupplierAttachment.findUniqueOrThrow({ where: { id: ids.durc } })).reviewNote).toBe(note);
    const received = await next(from, "document.rejected", { documentId: ids.durc });
    expect(received.payload.data).toEqual(document("REQUIRED_DOCUMENT", ids.durc, "REJECTED"));
    await expectThin(received, [note, "Mario Rossi", "firma", "1980"]);
  });

  it("idoneità del lavoratore: caricamento, rifiuto e approvazione mandano gli eventi del documento e worker.light_changed, senza nulla del giudizio", async () => {
    // What a fitness certificate's file, name and notes may tell: none of it may go out.
    const health = ["idoneo con prescrizioni", "limitazioni", "no lavori in quota", "giudizio-idoneita-rossi", "Mario Rossi", "visita del 3 marzo", "occhiali"];
    let from = receiver.received.length;
    await fitness.uploadCertificate(supplier, {
      id: ids.certificate,
      attachmentName: "Giudizio: idoneo con prescrizioni (occhiali), limitazioni: no lavori in quota",
      note: "Visita del 3 marzo, Mario Rossi",
      file: incomingFileOf("giudizio-idoneita-rossi.pdf", await samplePdf("idoneo con prescrizioni")),
    });
    const uploaded = await next(from, "document.uploaded", { documentId: ids.certificate });
    expect(uploaded.payload.data).toEqual(document("FITNESS_CERTIFICATE", ids.certificate, "PENDING"));
    await expectThin(uploaded, health);
    const waiting = await next(from, "worker.light_changed", { light: "YELLOW" });
    expect(waiting.payload.data).toEqual(workerLight("YELLOW", "RED"));
    await expectThin(waiting, health);

    from = receiver.received.length;
    await fitness.reviewCertificate(reviewer, { id: ids.certificate, approval: "REJECTED", note: "Limitazioni non compatibili con la mansione: no lavori in quota" });
    const rejected = await next(from, "document.rejected", { documentId: ids.certificate });
    expect(rejected.payload.data).toEqual(document("FITNESS_CERTIFICATE", ids.certificate, "REJECTED"));
    await expectThin(rejected, [...health, "non compatibili", "mansione"]);
    const red = await next(from, "worker.light_changed", { light: "RED" });
    expect(red.payload.data).toEqual(workerLight("RED", "YELLOW"));

    from = receiver.received.length;
    await fitness.uploadCertificate(supplier, { id: ids.certificate, attachmentName: "Giudizio firmato", file: incomingFileOf("giudizio-idoneita-rossi-firmato.pdf", await samplePdf("firmato")) });
    await next(from, "worker.light_changed", { light: "YELLOW" });
    from = receiver.received.length;
    await fitness.reviewCertificate(reviewer, { id: ids.certificate, approval: "APPROVED" });
    const approved = await next(from, "document.approved", { documentId: ids.certificate });
    expect(approved.payload.data).toEqual(document("FITNESS_CERTIFICATE", ids.certificate, "APPROVED"));
    await expectThin(approved, health);
    const green = await next(from, "worker.light_changed", { light: "GREEN" });
    expect(green.payload.data).toEqual(workerLight("GREEN", "YELLOW"));
    await expectThin(green, health);
  });

  it("supplier.light_changed: il documento respinto ricaricato e approvato porta il fornitore da rosso a giallo a verde", async () => {
    let from = receiver.received.length;
    await documents.uploadRequiredDocument(supplier, { id: ids.durc, attachmentName: "DURC Alfa aprile", file: incomingFileOf("durc-alfa-aprile.pdf", await samplePdf("durc 2")) });
    const waiting = await next(from, "supplier.light_changed", { light: "YELLOW" });
    expect(waiting.payload.data).toEqual({ procurementId: ids.procurement, supplierId: ids.supplier, light: "YELLOW", previousLight: "RED" });
    await expectThin(waiting, ["durc-alfa-aprile", "DURC Alfa aprile"]);

    from = receiver.received.length;
    await documents.reviewRequiredDocument(reviewer, { id: ids.durc, approval: "APPROVED" });
    const green = await next(from, "supplier.light_changed", { light: "GREEN" });
    expect(green.payload.data).toEqual({ procurementId: ids.procurement, supplierId: ids.supplier, light: "GREEN", previousLight: "YELLOW" });
    await expectThin(green);
    // Told once each: the periodic look finds nothing new.
    await webhooksSettled(t);
    expect(await recordLightChanges(t.deps)).toBe(0);
  });

  it("un tentativo fallito conta i giorni di guasto letti al momento della risposta: se intanto una consegna è riuscita, l'endpoint resta attivo", async () => {
    const racing = await startWebhookReceiver("/lento");
    const created = await createWebhookEndpoint(t, token, ["DOCUMENT_APPROVED"], racing.url);
    const endpointId = databaseIdOfNode(created.data!.endpoint.id);
    try {
      // Failing for six days; a delivery of its own, kept from the queue (queued) so that this test makes the attempt.
      await t.deps.prisma.webhookEndpoint.update({ where: { id: endpointId }, data: { failingSince: new Date(t.deps.now().getTime() - 6 * 24 * HOUR) } });
      const event = await t.deps.prisma.webhookEvent.create({ data: { id: `msg_gara${kind}`, customerId: (await t.deps.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId } })).customerId, type: "webhook.test", payload: { endpointId }, occurredAt: t.deps.now() } });
      const delivery = await t.deps.prisma.webhookDelivery.create({ data: { eventId: event.id, endpointId, nextAttemptAt: t.deps.now(), createdAt: t.deps.now(), queued: true } });
      // The receiver holds its 500 while another delivery to the endpoint succeeds (and clears its failures).
      let release!: () => void;
      racing.hold = new Promise<void>((resolve) => (release = resolve));
      racing.answers.push({ status: 500 });
      const attempt = attemptDelivery(t.deps, delivery.id);
      await racing.waitFor(1);
      await t.deps.prisma.webhookEndpoint.update({ where: { id: endpointId }, data: { failingSince: null } });
      release();
      expect(await attempt).toBe("RETRY");
      const endpoint = await t.deps.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId } });
      expect(endpoint.disabledAt).toBeNull();
      expect(Math.abs(endpoint.failingSince!.getTime() - t.deps.now().getTime())).toBeLessThan(60_000);
    } finally {
      await t.deps.prisma.webhookEndpoint.delete({ where: { id: endpointId } });
      await racing.close();
    }
  });

  it("un endpoint che fallisce (500) per 5 giorni è disattivato e il proprietario riceve una mail; prima no", async () => {
    const settings = t.deps.config.webhooks;
    const failing = await startWebhookReceiver("/guasto");
    try {
      failing.answers.push(...Array.from({ length: 500 }, () => ({ status: 500 })));
      const created = await createWebhookEndpoint(t, token, ["DOCUMENT_APPROVED"], failing.url);
      const endpointId = databaseIdOfNode(created.data!.endpoint.id);
      const endpoint = () => t.deps.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId } });
      const sent = await graphql(t, `mutation ($input: SendWebhookTestEventInput!) { sendWebhookTestEvent(input: $input) { __typename } }`, { input: { id: created.data!.endpoint.id } }, token);
      expect(sent.body.data).toEqual({ sendWebhookTestEvent: { __typename: "SendWebhookTestEventSuccess" } });
      await failing.waitFor(2);
      await expect.poll(async () => (await endpoint()).failingSince, { timeout: 30_000 }).not.toBeNull();
      const failingSince = (await endpoint()).failingSince!;

      // An hour short of the window: still retried, still enabled.
      t.clock.advance(settings.disableAfterHours * HOUR - HOUR);
      const seen = failing.received.length;
      await failing.waitFor(seen + 2);
      expect((await endpoint()).disabledAt).toBeNull();
      expect((await t.deps.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId } })).status).toBe("PENDING");

      // Past it: the next failure disables the endpoint, gives the delivery up and mails who registered it.
      t.clock.advance(2 * HOUR);
      await expect.poll(async () => (await endpoint()).disabledAt, { timeout: 30_000 }).not.toBeNull();
      const disabled = await endpoint();
      expect(disabled.disabledReason).toBe("Tutte le consegne fallite da 5 giorni");
      expect(disabled.failingSince).toEqual(failingSince);
      expect(disabled.disabledAt!.getTime() - failingSince.getTime()).toBeGreaterThanOrEqual(settings.disableAfterHours * HOUR);
      const delivery = await t.deps.prisma.webhookDelivery.findFirstOrThrow({ where: { endpointId } });
      expect({ status: delivery.status, responseStatus: delivery.responseStatus }).toEqual({ status: "FAILED", responseStatus: 500 });
      expect(delivery.attempts).toBe(failing.received.length);

      await expect.poll(() => smtp.messages.filter((mail) => mail.subject === "Webhook disattivato").length, { timeout: 30_000 }).toBe(1);
      const mail = smtp.messages.find((message) => message.subject === "Webhook disattivato")!;
      expect(mail.to).toEqual([ADMIN]);
      expect(mail.text).toContain(failing.url);
      expect(mail.text).toContain("Motivo: Tutte le consegne fallite da 5 giorni.");

      // Nothing more goes to it: no further attempt, no new delivery, the test event refused.
      const attempts = failing.received.length;
      token = await restLogin(t, ADMIN);
      const refused = await graphql(t, `mutation ($input: SendWebhookTestEventInput!) { sendWebhookTestEvent(input: $input) { __typename ... on Error { message } } }`, { input: { id: created.data!.endpoint.id } }, token);
      expect(refused.body.data).toEqual({ sendWebhookTestEvent: { __typename: "ValidationError", message: WEBHOOK_MESSAGES.disabled } });
      await documents.uploadRequiredDocument(supplier, { id: ids.durc, attachmentName: "DURC Alfa maggio", file: incomingFileOf("durc-alfa-maggio.pdf", await samplePdf("durc 3")) });
      await documents.reviewRequiredDocument(reviewer, { id: ids.durc, approval: "APPROVED" });
      await webhooksSettled(t);
      expect(await t.deps.prisma.webhookDelivery.count({ where: { endpointId } })).toBe(1);
      expect(failing.received.length).toBe(attempts);
    } finally {
      await failing.close();
    }
  });
});
