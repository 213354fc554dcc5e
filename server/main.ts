// Starts the portal: configuration, database (migrated, and seeded when it is a new embedded one), HTTP.
import { serve } from "@hono/node-server";
import { loadConfig } from "./config";
import { openDatabase } from "./db/database";
import { applyPendingMigrations } from "./db/migrate";
import { createLogger } from "./lib/logger";
import { createMailer } from "./lib/mailer";
import { createStorage } from "./lib/storage";
import { createApp } from "./app";
import { ensureReferenceData } from "../prisma/seed/reference";
import { DEMO_PASSWORD, DEMO_SIGN_INS, isDemoSeedNeeded, seedDemoData } from "../prisma/seed/demo";
import type { AppDeps } from "./deps";

const startedAt = performance.now();
const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDir: config.embeddedDatabaseDir });
logger.info(config.databaseUrl ? "Database: PostgreSQL" : `Database incorporato (PGlite) in ${config.embeddedDatabaseDir}`);

const applied = await applyPendingMigrations(database);
if (applied.length > 0) logger.info("Migrazioni applicate", { migrations: applied });

const deps: AppDeps = {
  config,
  prisma: database.prisma,
  storage: createStorage(config.storageDir),
  mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom, logger }),
  logger,
  now: () => new Date(),
};

await ensureReferenceData(deps.prisma, logger);
// Demo data only on a new embedded database: a server database is seeded on purpose with `npm run seed`.
if (!config.databaseUrl && config.seedDemo === "auto" && (await isDemoSeedNeeded(deps.prisma))) {
  await seedDemoData(deps);
}

const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  logger.info(`Portale avviato in ${seconds} s su ${config.publicUrl} (porta ${info.port})`);
  if (!config.databaseUrl) {
    console.log(`\nAccessi dimostrativi (password ${DEMO_PASSWORD}):`);
    for (const signIn of DEMO_SIGN_INS) console.log(`  ${signIn.email.padEnd(28)} ${signIn.description}`);
    console.log("");
  }
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`Arresto (${signal})`);
  server.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
