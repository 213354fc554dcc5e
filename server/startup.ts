// What both the server and `npm run seed` do first: open the configured database, apply pending
// migrations, build the services' dependencies and make sure the reference data is loaded.
import type { Config } from "./config";
import { openDatabase, type Database, type OpenDatabaseOptions } from "./db/database";
import { applyPendingMigrations } from "./db/migrate";
import type { Logger } from "./lib/logger";
import { createMailer } from "./lib/mailer";
import { openRedis } from "./lib/redis";
import { createStorage } from "./lib/storage";
import type { AppDeps } from "./deps";
import { sweepOrphanFiles } from "./modules/files/orphan-sweep";
import { ensureReferenceData } from "../prisma/seed/reference";

export async function openPreparedDatabase(
  config: Config,
  logger: Logger,
  options: Pick<OpenDatabaseOptions, "onQuery"> = {},
): Promise<{ database: Database; deps: AppDeps }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    embeddedDir: config.embeddedDatabaseDir,
    onConnectionLost: (error) => logger.warn("Connessione inattiva a PostgreSQL chiusa dal server", { error: error.message }),
    ...options,
  });
  try {
    logger.info(config.databaseUrl ? "Database: PostgreSQL" : `Database incorporato (PGlite) in ${config.embeddedDatabaseDir}`);
    const applied = await applyPendingMigrations(database);
    if (applied.length > 0) logger.info("Migrazioni applicate", { migrations: applied });
    const deps: AppDeps = {
      config,
      prisma: database.prisma,
      pingDatabase: () => database.ping(),
      storage: createStorage(config.storageDir),
      mailer: createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom, logger }),
      logger,
      redis: config.redisUrl ? openRedis(config.redisUrl, logger) : null,
      now: () => new Date(),
    };
    await ensureReferenceData(deps.prisma, logger);
    // Tidying storage must never keep the portal from starting.
    await sweepOrphanFiles(deps).catch((error: unknown) =>
      logger.warn("Pulizia dell'archivio non riuscita", { error: String(error) }),
    );
    return { database, deps };
  } catch (error) {
    await database.close();
    throw error;
  }
}
