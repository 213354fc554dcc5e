// Starts the portal: configuration, database (migrated, and seeded when it is a new embedded one), HTTP.
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { loadConfig } from "./config";
import { answerClientErrors } from "./lib/client-errors";
import { createHttpDrain } from "./lib/http-drain";
import { createLogger } from "./lib/logger";
import { createApp } from "./app";
import { SPOOL_HEARTBEAT_MS } from "./modules/files/orphan-sweep";
import { createExpiryReminderService } from "./modules/reminders/expiry-reminders.service";
import { scheduleExpiryReminders } from "./modules/reminders/reminder-schedule";
import { scheduleMailDelivery } from "./modules/mail-outbox/mail-outbox";
import { startWebhookDelivery } from "./modules/webhooks/webhook-queue";
import { createShutdown } from "./shutdown";
import { newOperatorSecret, operatorUrl, removeOperatorFile, writeOperatorFile } from "./lib/operator-file";
import { openPreparedDatabase } from "./startup";
import { hasDemoSignIns, isDemoSeedNeeded, printDemoSignIns, seedDemoData } from "../prisma/seed/demo";

const MAINTENANCE_INTERVAL_MS = 60_000;
// Each expiry is told once whatever the interval, which only sets how soon after midnight a supplier hears; the
// first round waits for the start-up work (PGlite's first maintenance round) to be over.
const REMINDERS_FIRST_AFTER_MS = 60_000;
const REMINDERS_EVERY_MS = 60 * 60_000;
// Mails written by committed changes (mail-outbox) that could not be sent at once are tried again this often.
const MAIL_OUTBOX_EVERY_MS = 60_000;

const startedAt = performance.now();
const config = loadConfig();
const logger = createLogger(config.logLevel);
const { database, deps } = await openPreparedDatabase(config, logger);
// Demo data only on a new embedded database: a server database is seeded on purpose with `npm run seed`.
if (!config.databaseUrl && config.seedDemo === "auto" && (await isDemoSeedNeeded(deps.prisma))) {
  await seedDemoData(deps);
}
const demoSignIns = !config.databaseUrl && (await hasDemoSignIns(deps.prisma));

// The embedded database has no autovacuum: its work is done here, every table once now (PGlite forgets what
// changed before a restart) and then every minute for the tables that changed enough (pglite-maintenance.ts). In
// the background: the portal does not wait for it to start answering, and a failed round does not stop it.
database.maintenance?.start(MAINTENANCE_INTERVAL_MS, (error) =>
  logger.warn("Manutenzione del database incorporato (VACUUM, ANALYZE) non riuscita", { error: String(error) }),
);

// Sweeps in processes that cannot check this one directly (another machine or container on the same storage)
// go by this sign of life before removing its uploads in progress (orphan-sweep.ts).
const heartbeat = setInterval(() => void deps.storage.heartbeat(), SPOOL_HEARTBEAT_MS);
heartbeat.unref();

const reminders = config.expiryReminders
  ? scheduleExpiryReminders(createExpiryReminderService(deps).sendDue, logger, { firstAfterMs: REMINDERS_FIRST_AFTER_MS, everyMs: REMINDERS_EVERY_MS })
  : null;

const mailDelivery = scheduleMailDelivery(deps, { everyMs: MAIL_OUTBOX_EVERY_MS });

// Webhook deliveries and the lights' look, on the job queue in the same database (modules/webhooks): what a stopped
// process left waiting is handed over at once.
const webhooks = await startWebhookDelivery(deps, database);

// While this process holds the embedded database, scripts (npm run create-customer) ask it instead of opening the
// database themselves: the secret is in DATA_DIR, readable by this user only (lib/operator-file.ts).
const operatorSecret = config.databaseUrl ? null : newOperatorSecret();
const app = createApp(deps, { operatorSecret });
// Follows every request, so that a stop waits for those in flight (shutdown.ts).
const drain = createHttpDrain(logger);
const server = serve({ fetch: drain.wrap(app.fetch), port: config.port, hostname: config.host }, (info) => {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  logger.info(`Portale avviato in ${seconds} s su ${config.publicUrl} (porta ${info.port})`);
  if (operatorSecret) writeOperatorFile(config.dataDir, operatorUrl(config.host, info.port), operatorSecret);
  if (demoSignIns) printDemoSignIns();
}) as Server;
drain.watch(server);

answerClientErrors(server);

server.on("error", async (error: NodeJS.ErrnoException) => {
  logger.error(
    error.code === "EADDRINUSE"
      ? `La porta ${config.port} è già in uso: chiudere l'altro programma o avviare con PORT=<altra porta>`
      : `Impossibile avviare il server: ${error.message}`,
  );
  deps.redis?.disconnect();
  await database.close();
  process.exit(1);
});

const shutdown = createShutdown({
  drain,
  logger,
  timeoutMs: config.shutdownTimeoutMs,
  jobs: [async () => reminders?.stop(), async () => mailDelivery.stop(), async () => webhooks.stop(), async () => database.maintenance?.stop()],
  // The heartbeat goes with the spool; the database after Redis, which only counts sign-ins; the spool last, when
  // no upload can still be writing to it.
  closers: [
    // Requests are over, so nothing is waiting on a counter: no need for QUIT's round trip to a server maybe gone.
    { name: "Redis", close: () => deps.redis?.disconnect() },
    {
      name: "database",
      close: async () => {
        if (operatorSecret) removeOperatorFile(config.dataDir, operatorSecret);
        await database.close();
      },
    },
    {
      name: "spool",
      close: async () => {
        clearInterval(heartbeat);
        await deps.storage.releaseSpool();
      },
    },
  ],
  exit: (code) => process.exit(code),
});
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
