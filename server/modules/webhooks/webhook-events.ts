// The webhooks' outbox: an event and one delivery per endpoint subscribed to it, written with the transaction of the
// change that caused it, so a rollback leaves no event and a crash after the commit loses none (the delivery
// sweep finds the rows when the portal starts again: webhook-queue.ts).
import { randomUUID } from "node:crypto";
import type { Prisma } from "../../generated/prisma/client";
import type { WebhookEventType } from "../../../common/validation/webhooks";

type Db = Prisma.TransactionClient;

export type WebhookEventData = Prisma.InputJsonObject;

// Standard Webhooks' message id: unique per event, the same on every attempt and redelivery (receivers dedupe on it).
export const newWebhookEventId = () => `msg_${randomUUID().replaceAll("-", "")}`;

export async function recordWebhookEvent(
  db: Db,
  event: { customerId: number; type: WebhookEventType; data: WebhookEventData; occurredAt: Date; onlyEndpointId?: number },
): Promise<string | null> {
  const endpoints = await db.webhookEndpoint.findMany({
    where: {
      customerId: event.customerId,
      disabledAt: null,
      ...(event.onlyEndpointId !== undefined ? { id: event.onlyEndpointId } : { eventTypes: { has: event.type } }),
    },
    select: { id: true },
  });
  // Nobody listens: no row at all, so a customer without webhooks pays one indexed read per change.
  if (endpoints.length === 0) return null;
  const id = newWebhookEventId();
  await db.webhookEvent.create({ data: { id, customerId: event.customerId, type: event.type, payload: event.data, occurredAt: event.occurredAt } });
  await db.webhookDelivery.createMany({
    data: endpoints.map((endpoint) => ({ eventId: id, endpointId: endpoint.id, nextAttemptAt: event.occurredAt, createdAt: event.occurredAt })),
  });
  return id;
}
