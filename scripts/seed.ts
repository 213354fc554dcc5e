// `npm run seed`: migrates the configured database (embedded PGlite in ./data when DATABASE_URL is unset,
// the PostgreSQL server otherwise), loads the reference data and, on a database without users, the demo data.
import { randomBytes } from "node:crypto";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { openPreparedDatabase } from "../server/startup";
import { isDemoSeedNeeded, printDemoSignIns, seedDemoData } from "../prisma/seed/demo";

// Seeding signs no tokens; against a server the configuration demands TOKEN_SECRET all the same,
// so a throwaway one stands in when it is not set.
const environment =
  process.env.DATABASE_URL && !process.env.TOKEN_SECRET
    ? { ...process.env, TOKEN_SECRET: randomBytes(32).toString("hex") }
    : process.env;
const config = loadConfig(environment);
const logger = createLogger(config.logLevel);
const startedAt = performance.now();

const { database, deps } = await openPreparedDatabase(config, logger);
try {
  if (await isDemoSeedNeeded(deps.prisma)) {
    await seedDemoData(deps);
    console.log(`\nDati dimostrativi caricati (file in ${config.storageDir}).`);
    printDemoSignIns();
  } else {
    console.log("I dati dimostrativi sono già presenti: il database contiene già degli utenti, nessun dato aggiunto.");
  }
  logger.info(`Seed completato in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
