// `npm run seed`: migrates the configured database (embedded PGlite in ./data when DATABASE_URL is unset,
// the PostgreSQL server otherwise), loads the reference data and, on a database without users, the demo data.
import { randomBytes } from "node:crypto";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { applyPendingMigrations } from "../server/db/migrate";
import { createLogger } from "../server/lib/logger";
import { createMailer } from "../server/lib/mailer";
import { createStorage } from "../server/lib/storage";
import type { AppDeps } from "../server/deps";
import { ensureReferenceData } from "../prisma/seed/reference";
import { DEMO_PASSWORD, DEMO_SIGN_INS, isDemoSeedNeeded, seedDemoData } from "../prisma/seed/demo";

// Seeding signs no tokens; against a server the configuration demands TOKEN_SECRET all the same,
// so a throwaway one stands in when it is not set.
const environment =
  process.env.DATABASE_URL && !process.env.TOKEN_SECRET
    ? { ...process.env, TOKEN_SECRET: randomBytes(32).toString("hex") }
    : process.env;
const config = loadConfig(environment);
const logger = createLogger(config.logLevel);
const startedAt = performance.now();

const database = await openDatabase({ databaseUrl: config.databaseUrl, embeddedDir: config.embeddedDatabaseDir });
try {
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
  if (await isDemoSeedNeeded(deps.prisma)) {
    await seedDemoData(deps);
    console.log(`\nDati dimostrativi caricati (file in ${config.storageDir}).`);
    console.log(`Accessi dimostrativi (password ${DEMO_PASSWORD}):`);
    for (const signIn of DEMO_SIGN_INS) console.log(`  ${signIn.email.padEnd(28)} ${signIn.description}`);
    console.log("");
  } else {
    console.log("I dati dimostrativi sono già presenti: il database contiene già degli utenti, nessun dato aggiunto.");
  }
  logger.info(`Seed completato in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
