// The webhooks' moving part, on pg-boss over the portal's own database (PGlite or PostgreSQL, schema "pgboss"):
// - the sweep hands every committed delivery that waits (webhook_deliveries, written with the change) to the queue
//   as a job that starts at its next attempt's time. The job's id is derived from the delivery and its attempt, so
//   a second sweep (another process, or this one after a crash between the send and the "queued" stamp) adds
//   nothing: a delivery is attempted once per scheduled attempt, and one event is one webhook-id everywhere.
// - the queue's worker makes the attempt (webhook-delivery.ts), which records when to try again.
// - soon after a change (new rows of the compliance history, seen at each sweep) this process compares the lights of
//   the customers it touched with those last told (webhook-lights.ts); a cron job of the queue (one run per minute
//   across every portal process) compares every customer's, for what the calendar alone changes.
// - another, once a day at night, deletes the finished deliveries older than the retention (webhook-retention.ts).
// A job that a killed process had taken expires and runs again; the attempt it had made (if any) was not recorded,
// so the receiver may get that message twice: at least once, with the same webhook-id to tell.
import { createHash } from "node:crypto";
import { PgBoss, type Db as JobDatabase } from "pg-boss";
import type { AppDeps } from "../../deps";
import { attemptDelivery } from "./webhook-delivery";
import { customersChangedSince, recordLightChanges } from "./webhook-lights";
import { deleteOldWebhookDeliveries } from "./webhook-retention";

const DELIVERY_QUEUE = "webhook-delivery";
const LIGHTS_QUEUE = "webhook-lights";
export const RETENTION_QUEUE = "webhook-retention";
// Every day at 03:17 UTC (pg-boss reads crons in UTC): a quiet hour in Italy, off the round minutes other jobs favour.
export const RETENTION_CRON = "17 3 * * *";
const SWEEP_BATCH = 200;

export type WebhookRuntime = {
  // Hands waiting deliveries to the queue now; the number handed.
  sweep(): Promise<number>;
  stop(): Promise<void>;
};

// A UUID made from the delivery and its attempt: the same job id whoever sends it.
export function jobIdOf(deliveryId: number, attempt: number): string {
  const hex = createHash("sha256").update(`webhook-delivery:${deliveryId}:${attempt}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function startWebhookDelivery(deps: AppDeps, database: { kind: "pglite" | "postgres"; jobs: JobDatabase }): Promise<WebhookRuntime> {
  const settings = deps.config.webhooks;
  const timeoutSeconds = Math.ceil(settings.requestTimeoutMs / 1000);
  const boss = new PgBoss({
    db: database.jobs,
    schema: "pgboss",
    ...(database.kind === "pglite" ? { backend: "pglite" } : {}),
    // No LISTEN here (the adapters have none): the workers poll, every pollEverySeconds.
    useListenNotify: false,
    // How often expired jobs are looked for: with the default timeout, every minute as pg-boss's default.
    superviseIntervalSeconds: timeoutSeconds * 4,
  });
  boss.on("error", (error: unknown) => deps.logger.warn("Coda dei webhook: errore", { error: String(error) }));
  await boss.start();
  for (const [name, options] of [
    // pg-boss's own retries only cover a job whose process died (it expires, four timeouts after it was taken; the
    // supervision above notices within as long): the schedule of attempts is ours.
    [DELIVERY_QUEUE, { retryLimit: 5, retryDelay: timeoutSeconds * 2, retryBackoff: true, expireInSeconds: timeoutSeconds * 4 }],
    [LIGHTS_QUEUE, { retryLimit: 0, expireInSeconds: 600 }],
    [RETENTION_QUEUE, { retryLimit: 2, retryDelay: 600, expireInSeconds: 3600 }],
  ] as const) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, options);
  }

  let sweeping: Promise<number> = Promise.resolve(0);
  const sweepOnce = async (): Promise<number> => {
    const waiting = await deps.prisma.webhookDelivery.findMany({
      where: { status: "PENDING", queued: false },
      orderBy: { nextAttemptAt: "asc" },
      take: SWEEP_BATCH,
      select: { id: true, attempts: true, nextAttemptAt: true },
    });
    const now = deps.now().getTime();
    for (const delivery of waiting) {
      const startAfter = Math.max(0, Math.ceil((delivery.nextAttemptAt.getTime() - now) / 1000));
      await boss.send(DELIVERY_QUEUE, { deliveryId: delivery.id }, { id: jobIdOf(delivery.id, delivery.attempts), startAfter });
      // Only if no attempt happened in between (then the attempt has its own next job to hand over).
      await deps.prisma.webhookDelivery.updateMany({ where: { id: delivery.id, attempts: delivery.attempts, status: "PENDING" }, data: { queued: true } });
    }
    return waiting.length;
  };
  // One sweep at a time in this process; a sweep asked during one follows it.
  const sweep = () => {
    sweeping = sweeping.catch(() => 0).then(sweepOnce);
    return sweeping;
  };
  const sweepQuietly = () => void sweep().catch((error: unknown) => deps.logger.warn("Coda dei webhook: consegne non passate alla coda", { error: String(error) }));

  // The lights of the customers whose items changed since the last look, then their events to the queue at once.
  // What was in the history before this process started is the cron's to judge, and so is a row whose transaction
  // committed after a later one's (ids are taken before commit). One look at a time in this process.
  let historySeen: number | null = null;
  let looking: Promise<void> | null = null;
  const lookAtChanges = async () => {
    if (historySeen === null) {
      historySeen = (await customersChangedSince(deps, null)).lastId;
      return;
    }
    const changed = await customersChangedSince(deps, historySeen);
    if (changed.customerIds.length > 0 && (await recordLightChanges(deps, changed.customerIds)) > 0) await sweep();
    historySeen = changed.lastId;
  };
  const lookQuietly = () => {
    looking ??= lookAtChanges()
      .catch((error: unknown) => deps.logger.warn("Webhook: semafori non confrontati dopo una modifica", { error: String(error) }))
      .finally(() => (looking = null));
  };

  await boss.work<{ deliveryId: number }>(DELIVERY_QUEUE, { pollingIntervalSeconds: settings.pollEverySeconds, batchSize: 1 }, async ([job]) => {
    if (!job) return;
    const result = await attemptDelivery(deps, job.data.deliveryId);
    // The next attempt of a failed one goes to the queue at once, not at the next sweep.
    if (result === "RETRY") sweepQuietly();
  });
  await boss.work(LIGHTS_QUEUE, { pollingIntervalSeconds: Math.max(settings.pollEverySeconds, 2) }, async () => {
    await recordLightChanges(deps);
    sweepQuietly();
  });
  await boss.schedule(LIGHTS_QUEUE, settings.lightsEveryMinutes <= 1 ? "* * * * *" : `*/${settings.lightsEveryMinutes} * * * *`);
  await boss.work(RETENTION_QUEUE, { pollingIntervalSeconds: Math.max(settings.pollEverySeconds, 2) }, async () => {
    await deleteOldWebhookDeliveries(deps);
  });
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON);

  sweepQuietly();
  const interval = setInterval(() => {
    sweepQuietly();
    lookQuietly();
  }, settings.sweepEveryMs);
  interval.unref();
  return {
    sweep,
    async stop() {
      clearInterval(interval);
      await looking;
      await sweeping.catch(() => 0);
      await boss.stop({ graceful: true, timeout: Math.max(settings.requestTimeoutMs, 1000) + 5000 });
    },
  };
}
