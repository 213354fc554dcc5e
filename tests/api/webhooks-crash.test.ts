// A kill -9 of the portal between the commit of a change and its webhook's delivery, then a restart: the event was
// committed with the change (the outbox), so the restarted portal still delivers it, with the same webhook-id. The
// portal runs as a real child process on each database; the receiver holds the first attempt unanswered and the
// test kills the portal while it waits, so the kill falls after the commit and before the delivery is recorded,
// every time.
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { applyPendingMigrations } from "../../server/db/migrate";
import { newWebhookSecret } from "../../server/modules/webhooks/webhook-signing";
import { createCustomer, createSupplier, createUser, STRONG_PASSWORD } from "../fixtures/auth-users";
import { useProcessWorld } from "../fixtures/process-world";
import { mediaData } from "../fixtures/review-world";
import { databaseKinds } from "../fixtures/test-database";
import { startWebhookReceiver, webhookHeadersOf as headersOf } from "../fixtures/webhook-receiver";

describe.each(databaseKinds)("kill -9 tra il commit e la consegna del webhook (%s)", (kind) => {
  const secret = newWebhookSecret();
  let ids = { procurementId: 0, documentId: 0 };
  const world = useProcessWorld(kind, "portal-webhook-crash-", async () => undefined);

  it("dopo il riavvio l'approvazione arriva comunque al ricevitore, con lo stesso webhook-id", { timeout: 600_000 }, async () => {
    const receiver = await startWebhookReceiver();
    // The first attempt is held: the portal is killed while it waits for the answer.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    try {
      ids = await world.withDatabase(async (db) => {
        await applyPendingMigrations(db);
        const { prisma } = db;
        const customer = await createCustomer(prisma, "Acciaierie Venete Spa");
        const supplier = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl" });
        const user = await createUser(prisma, { email: "admin@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
        const procurement = await prisma.procurement.create({ data: { customerId: customer.id, label: "Manutenzione forni" } });
        await prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: supplier.id } });
        const category = await prisma.supplierDocumentCategory.create({ data: { code: "CR-DURC", label: "DURC" } });
        const media = await prisma.media.create({ data: mediaData() });
        const document = await prisma.procurementSupplierAttachment.create({
          data: { procurementId: procurement.id, supplierId: supplier.id, categoryId: category.id, mediaId: media.id, attachmentName: "DURC" },
        });
        await prisma.webhookEndpoint.create({ data: { customerId: customer.id, createdById: user.id, url: receiver.url, eventTypes: ["document.approved"], secret } });
        return { procurementId: procurement.id, documentId: document.id };
      });
      receiver.hold = held;

      // A short timeout: the job the killed process had taken expires after four of them (not the default minute).
      const environment = { WEBHOOK_ALLOW_PRIVATE_URLS: "on", WEBHOOK_TIMEOUT_SECONDS: "3" };
      const first = await world.start(environment);
      const login = await fetch(`${first.url}/api/customersupp/login`, {
        method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "admin@acciaierie.it", password: STRONG_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const approved = await fetch(`${first.url}/api/procurementsupplierattachments`, {
        method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ psa_id: ids.documentId, procurement_id: ids.procurementId, approved: 1 }),
      });
      expect(approved.status).toBe(200);
      const [attempt] = await receiver.waitFor(1, () => true, 120_000);
      const eventId = headersOf(attempt!)["webhook-id"];
      await first.kill("SIGKILL");
      release();

      const stored = await world.withDatabase((db) => db.prisma.webhookDelivery.findFirstOrThrow({ where: { eventId } }));
      expect(stored.status).toBe("PENDING");

      const second = await world.start(environment);
      // The job the killed process had taken expires and runs again in the new one.
      const messages = await receiver.waitFor(2, () => true, 480_000);
      const again = messages[1]!;
      expect(headersOf(again)["webhook-id"]).toBe(eventId);
      const payload = new Webhook(secret).verify(again.body, headersOf(again)) as { type: string; data: { documentId: number } };
      expect(payload).toMatchObject({ type: "document.approved", data: { documentId: ids.documentId } });
      await second.kill("SIGTERM");
      const delivered = await world.withDatabase((db) => db.prisma.webhookDelivery.findFirstOrThrow({ where: { eventId } }));
      expect(delivered.status).toBe("DELIVERED");
    } finally {
      release();
      await receiver.close();
    }
  });
});
