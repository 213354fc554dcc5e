// One attempt at one delivery, and what follows from its answer: delivered; retried later (Retry-After when the
// receiver says when, otherwise doubling waits with jitter, for config.webhooks.retryForHours); or given up. A 410
// disables the endpoint at once; an endpoint whose every attempt has failed for disableAfterHours is disabled too,
// and the user who registered it is mailed (through mail_outbox, in the same transaction).
import { HOUR_MS } from "../../../common/durations";
import type { AppDeps } from "../../deps";
import { enqueueMail, deliverPendingMail } from "../mail-outbox/mail-outbox";
import { postWebhook, type PostOutcome } from "./webhook-http";
import { activeSecrets, signatureHeader } from "./webhook-signing";

// A receiver may ask for a pause, not for silence: past a day the usual schedule takes over again.
const MAX_RETRY_AFTER_SECONDS = 24 * 60 * 60;

export type AttemptResult = "DELIVERED" | "RETRY" | "FAILED" | "SKIPPED";

export function webhookBody(event: { type: string; occurredAt: Date; payload: unknown }): string {
  return JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data: event.payload });
}

// Doubling from firstRetrySeconds up to maxRetryDelaySeconds, each wait drawn between half and all of it ("equal
// jitter"), so that endpoints failing together do not come back together.
export function retryDelaySeconds(attempts: number, settings: AppDeps["config"]["webhooks"], retryAfterSeconds: number | null, random = Math.random): number {
  // A receiver's Retry-After is honoured up to a day; "0" or a past date still waits a second, as our own waits do.
  if (retryAfterSeconds !== null) return Math.max(1, Math.min(retryAfterSeconds, MAX_RETRY_AFTER_SECONDS));
  const ceiling = Math.min(settings.maxRetryDelaySeconds, settings.firstRetrySeconds * 2 ** Math.max(0, attempts - 1));
  return Math.max(1, Math.round(ceiling / 2 + (ceiling / 2) * random()));
}

// When a failed delivery is tried again, or null when it is given up: retryForHours after the delivery was created
// (its event, or its redelivery), whatever the receiver asked.
export function nextAttemptAt(
  delivery: { attemptsSinceQueued: number; createdAt: Date },
  now: Date,
  settings: AppDeps["config"]["webhooks"],
  retryAfterSeconds: number | null,
  random = Math.random,
): Date | null {
  if (now.getTime() - delivery.createdAt.getTime() >= settings.retryForHours * HOUR_MS) return null;
  return new Date(now.getTime() + retryDelaySeconds(delivery.attemptsSinceQueued, settings, retryAfterSeconds, random) * 1000);
}

export async function attemptDelivery(deps: AppDeps, deliveryId: number): Promise<AttemptResult> {
  const { prisma, config } = deps;
  const delivery = await prisma.webhookDelivery.findUnique({
    where: { id: deliveryId },
    select: { id: true, status: true, attempts: true, attemptsSinceQueued: true, createdAt: true, event: true, endpoint: true },
  });
  if (!delivery || delivery.status !== "PENDING") return "SKIPPED";
  const { endpoint, event } = delivery;
  if (endpoint.disabledAt) {
    // updateMany: the endpoint may have been deleted meanwhile, and its deliveries with it.
    await prisma.webhookDelivery.updateMany({ where: { id: deliveryId }, data: { status: "FAILED", queued: false, lastError: "endpoint disattivato" } });
    return "FAILED";
  }
  const body = webhookBody(event);
  // The receiver checks this against its own clock (five minutes' tolerance): the real time of sending.
  const sentAt = new Date();
  const headers = {
    "webhook-id": event.id,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": signatureHeader(activeSecrets(endpoint, deps.now()), event.id, sentAt, body),
  };
  const policy = { allowPrivate: config.webhooks.allowPrivateUrls, portalHost: new URL(config.publicUrl).hostname };
  const outcome = await postWebhook(endpoint.url, headers, body, { policy, timeoutMs: config.webhooks.requestTimeoutMs });
  const result = await recordOutcome(deps, delivery, outcome);
  return result;
}

async function recordOutcome(
  deps: AppDeps,
  delivery: { id: number; attempts: number; attemptsSinceQueued: number; createdAt: Date; endpoint: { id: number; url: string; createdById: number } },
  outcome: PostOutcome,
): Promise<AttemptResult> {
  const settings = deps.config.webhooks;
  const now = deps.now();
  const attemptsSinceQueued = delivery.attemptsSinceQueued + 1;
  const seen = { attempts: delivery.attempts + 1, attemptsSinceQueued, lastAttemptAt: now, responseStatus: outcome.status, lastError: outcome.error?.slice(0, 500) ?? null };
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  let mailed = false;
  const result = await deps.prisma.$transaction(async (tx): Promise<AttemptResult> => {
    // The endpoint's row first, as deleting an endpoint takes it (and then its deliveries, by cascade): the same order
    // on both sides, so a delete during an attempt waits or is waited for, never deadlocks. Deleted meanwhile: nothing
    // is left to record. Its failures are read here too, under the lock: another attempt may have succeeded (or
    // failed first) while this one waited for its answer, and the count of days goes by what is true now.
    const [alive] = await tx.$queryRaw<{ id: number; failing_since: Date | null }[]>`SELECT id, failing_since FROM webhook_endpoints WHERE id = ${delivery.endpoint.id} FOR UPDATE`;
    if (!alive) return "SKIPPED";
    if (ok) {
      await tx.webhookDelivery.update({ where: { id: delivery.id }, data: { ...seen, status: "DELIVERED", deliveredAt: now, queued: false } });
      await tx.webhookEndpoint.update({ where: { id: delivery.endpoint.id }, data: { failingSince: null } });
      return "DELIVERED";
    }
    const failingSince = alive.failing_since ?? now;
    const gone = outcome.status === 410;
    const tooLong = now.getTime() - failingSince.getTime() >= settings.disableAfterHours * HOUR_MS;
    if (gone || tooLong) {
      const reason = gone ? "Il ricevitore ha risposto 410 (Gone)" : `Tutte le consegne fallite da ${Math.round(settings.disableAfterHours / 24)} giorni`;
      const disabled = await tx.webhookEndpoint.updateMany({ where: { id: delivery.endpoint.id, disabledAt: null }, data: { disabledAt: now, disabledReason: reason, failingSince } });
      await tx.webhookDelivery.update({ where: { id: delivery.id }, data: { ...seen, status: "FAILED", queued: false } });
      if (disabled.count > 0) {
        await mailOwner(tx, delivery.endpoint, reason);
        mailed = true;
      }
      return "FAILED";
    }
    await tx.webhookEndpoint.update({ where: { id: delivery.endpoint.id }, data: { failingSince } });
    const next = nextAttemptAt({ attemptsSinceQueued, createdAt: delivery.createdAt }, now, settings, outcome.retryAfterSeconds);
    if (!next) {
      await tx.webhookDelivery.update({ where: { id: delivery.id }, data: { ...seen, status: "FAILED", queued: false } });
      return "FAILED";
    }
    await tx.webhookDelivery.update({ where: { id: delivery.id }, data: { ...seen, nextAttemptAt: next, queued: false } });
    return "RETRY";
  });
  if (mailed) void deliverPendingMail(deps).catch(() => 0);
  return result;
}

async function mailOwner(tx: Parameters<Parameters<AppDeps["prisma"]["$transaction"]>[0]>[0], endpoint: { url: string; createdById: number }, reason: string) {
  const owner = await tx.user.findUnique({ where: { id: endpoint.createdById }, select: { email: true } });
  if (!owner) return;
  await enqueueMail(tx, {
    to: owner.email,
    recipients: [owner.email],
    subject: "Webhook disattivato",
    text: `L'endpoint webhook ${endpoint.url} è stato disattivato.\nMotivo: ${reason}.\n\nGli eventi successivi non vengono inviati finché non lo si riattiva dalla pagina "Integrazioni" del portale, da cui si possono anche reinviare le consegne perse.`,
  });
}
