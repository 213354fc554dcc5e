// The retention of webhook deliveries: a finished delivery (delivered, or given up) whose last activity is older than
// config.webhooks.retentionDays is deleted, and then every event older than that which no delivery refers to any
// more. A pending delivery is never deleted, however old: it still has attempts to make. Run daily by the job queue
// (webhook-queue.ts), in batches so that a first run over a large backlog holds no long lock.
import { DAY_MS } from "../../../common/durations";
import type { AppDeps } from "../../deps";

const BATCH = 1000;

export async function deleteOldWebhookDeliveries(deps: AppDeps): Promise<{ deliveries: number; events: number }> {
  const { prisma } = deps;
  const cutoff = new Date(deps.now().getTime() - deps.config.webhooks.retentionDays * DAY_MS);
  let deliveries = 0;
  for (;;) {
    const old = await prisma.webhookDelivery.findMany({
      // createdAt is when it last went into the queue (a redelivery renews it); lastAttemptAt its last try.
      where: { status: { in: ["DELIVERED", "FAILED"] }, createdAt: { lt: cutoff }, OR: [{ lastAttemptAt: null }, { lastAttemptAt: { lt: cutoff } }] },
      select: { id: true },
      take: BATCH,
    });
    if (old.length === 0) break;
    // Asked again with the status: a redelivery between the read and the delete keeps its row.
    const { count } = await prisma.webhookDelivery.deleteMany({ where: { id: { in: old.map((row) => row.id) }, status: { in: ["DELIVERED", "FAILED"] }, createdAt: { lt: cutoff } } });
    deliveries += count;
    if (old.length < BATCH) break;
  }
  let events = 0;
  for (;;) {
    const orphans = await prisma.webhookEvent.findMany({ where: { occurredAt: { lt: cutoff }, deliveries: { none: {} } }, select: { id: true }, take: BATCH });
    if (orphans.length === 0) break;
    const { count } = await prisma.webhookEvent.deleteMany({ where: { id: { in: orphans.map((row) => row.id) }, deliveries: { none: {} } } });
    events += count;
    if (orphans.length < BATCH) break;
  }
  if (deliveries > 0 || events > 0) deps.logger.info("Webhook: consegne vecchie cancellate", { deliveries, events, before: cutoff.toISOString() });
  return { deliveries, events };
}
