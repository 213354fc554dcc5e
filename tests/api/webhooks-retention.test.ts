// The retention of webhook deliveries on both databases: the daily job of the queue is scheduled, and a run deletes
// the finished deliveries older than the setting (and the events nothing refers to any more), keeps the recent ones,
// and never deletes a pending delivery however old.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_WEBHOOK_SETTINGS, loadConfig } from "../../server/config";
import { deleteOldWebhookDeliveries } from "../../server/modules/webhooks/webhook-retention";
import { RETENTION_CRON, RETENTION_QUEUE, startWebhookDelivery, type WebhookRuntime } from "../../server/modules/webhooks/webhook-queue";
import { newWebhookEventId } from "../../server/modules/webhooks/webhook-events";
import { createCustomer, createUser } from "../fixtures/auth-users";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

const DAY = 24 * 60 * 60_000;

describe.each(databaseKinds)("conservazione delle consegne dei webhook (%s)", (kind) => {
  let t: TestApp;
  let runtime: WebhookRuntime;
  let endpointId: number;
  let customerId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, allowPrivateUrls: true, retentionDays: 30 } });
    const { prisma } = t.deps;
    const customer = await createCustomer(prisma);
    const user = await createUser(prisma, { email: "admin@committente.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    const endpoint = await prisma.webhookEndpoint.create({ data: { customerId: customer.id, createdById: user.id, url: "http://127.0.0.1:9/hook", eventTypes: ["document.approved"], secret: "whsec_x" } });
    endpointId = endpoint.id;
    customerId = customer.id;
    runtime = await startWebhookDelivery(t.deps, t.db);
  });
  afterAll(async () => {
    await runtime?.stop();
    await t?.close();
  });

  it("il lavoro quotidiano è pianificato nella coda", async () => {
    const rows = await t.deps.prisma.$queryRawUnsafe<{ name: string; cron: string }[]>("SELECT name, cron FROM pgboss.schedule WHERE name = $1", RETENTION_QUEUE);
    expect(rows).toEqual([expect.objectContaining({ name: RETENTION_QUEUE, cron: RETENTION_CRON })]);
  });

  it("cancella le consegne concluse più vecchie di 30 giorni e i loro eventi; tiene le recenti e ogni consegna in attesa", async () => {
    const { prisma } = t.deps;
    const now = t.deps.now().getTime();
    const ago = (days: number) => new Date(now - days * DAY);
    // The running queue leaves the pending row alone: it is marked as queued, and its attempt is a month away.
    const later = new Date(now + 30 * DAY);
    const made: Record<string, { eventId: string; deliveryId: number }> = {};
    const make = async (name: string, days: number, status: "DELIVERED" | "FAILED" | "PENDING", lastAttemptDays: number | null = days) => {
      const eventId = newWebhookEventId();
      await prisma.webhookEvent.create({ data: { id: eventId, customerId, type: "document.approved", payload: { documentId: 1 }, occurredAt: ago(days) } });
      const delivery = await prisma.webhookDelivery.create({
        data: { eventId, endpointId, status, queued: status === "PENDING", nextAttemptAt: status === "PENDING" ? later : ago(days), createdAt: ago(days),
          lastAttemptAt: lastAttemptDays === null ? null : ago(lastAttemptDays), deliveredAt: status === "DELIVERED" ? ago(days) : null },
      });
      made[name] = { eventId, deliveryId: delivery.id };
    };
    await make("deliveredOld", 40, "DELIVERED");
    await make("failedOld", 31, "FAILED");
    await make("failedNeverTried", 35, "FAILED", null);
    await make("deliveredRecent", 29, "DELIVERED");
    await make("pendingOld", 90, "PENDING");
    // Finished long ago, but tried again recently: its last activity counts.
    await make("triedRecently", 45, "FAILED", 2);
    const orphan = newWebhookEventId();
    await prisma.webhookEvent.create({ data: { id: orphan, customerId, type: "document.approved", payload: {}, occurredAt: ago(60) } });

    expect(await deleteOldWebhookDeliveries(t.deps)).toEqual({ deliveries: 3, events: 4 });
    const left = new Set((await prisma.webhookDelivery.findMany({ select: { id: true } })).map((row) => row.id));
    for (const name of ["deliveredOld", "failedOld", "failedNeverTried"]) {
      expect(left.has(made[name]!.deliveryId), name).toBe(false);
      expect(await prisma.webhookEvent.findUnique({ where: { id: made[name]!.eventId } }), name).toBeNull();
    }
    for (const name of ["deliveredRecent", "pendingOld", "triedRecently"]) {
      expect(left.has(made[name]!.deliveryId), name).toBe(true);
      expect(await prisma.webhookEvent.findUnique({ where: { id: made[name]!.eventId } }), name).not.toBeNull();
    }
    expect(await prisma.webhookEvent.findUnique({ where: { id: orphan } })).toBeNull();
    // A second run finds nothing more.
    expect(await deleteOldWebhookDeliveries(t.deps)).toEqual({ deliveries: 0, events: 0 });
  });
});

describe("impostazioni dei webhook dall'ambiente", () => {
  const base = { DATA_DIR: "/tmp/x", TOKEN_SECRET: "s".repeat(32) };
  it("WEBHOOK_TIMEOUT_SECONDS vale 15 secondi se manca, e fuori da 1–60 ferma l'avvio con un messaggio chiaro", () => {
    expect(loadConfig(base).webhooks.requestTimeoutMs).toBe(15_000);
    expect(loadConfig({ ...base, WEBHOOK_TIMEOUT_SECONDS: "3" }).webhooks.requestTimeoutMs).toBe(3_000);
    expect(() => loadConfig({ ...base, WEBHOOK_TIMEOUT_SECONDS: "0" })).toThrow("WEBHOOK_TIMEOUT_SECONDS deve valere almeno 1");
    expect(() => loadConfig({ ...base, WEBHOOK_TIMEOUT_SECONDS: "600" })).toThrow("WEBHOOK_TIMEOUT_SECONDS può valere al massimo 60");
    expect(() => loadConfig({ ...base, WEBHOOK_RETENTION_DAYS: "mai" })).toThrow("WEBHOOK_RETENTION_DAYS deve essere un numero di giorni");
  });
});
