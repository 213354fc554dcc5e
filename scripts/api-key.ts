// `npm run api-key -- --customer <id> --name <name>`: makes an API key for a customer from the operator's shell (the
// portal's own way is the customer's level-5 users, createApiKey). Prints the key once; only its hash is stored.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { AppError } from "../server/lib/errors";
import { createApiClientService } from "../server/modules/api-clients/api-clients.service";
import { openPreparedDatabase } from "../server/startup";

const { values } = parseArgs({ options: { customer: { type: "string" }, name: { type: "string" } } });
if (!values.customer || !/^\d{1,10}$/.test(values.customer) || !values.name) {
  console.error("Uso: npm run api-key -- --customer <id del committente> --name <nome della chiave>");
  process.exit(2);
}

// The script signs no tokens; against a server the configuration demands TOKEN_SECRET all the same (as seed.ts).
const environment =
  process.env.DATABASE_URL && !process.env.TOKEN_SECRET ? { ...process.env, TOKEN_SECRET: randomBytes(32).toString("hex") } : process.env;
const config = loadConfig({ ...environment, LOG_LEVEL: environment.LOG_LEVEL ?? "warn" });
const { database, deps } = await openPreparedDatabase(config, createLogger(config.logLevel));
try {
  const { token } = await createApiClientService(deps).createKeyForOperator(Number(values.customer), { name: values.name });
  console.log(`Chiave API «${values.name}» creata per il committente ${values.customer}. Copiarla ora: non sarà più mostrata.\n\n${token}\n`);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  deps.redis?.disconnect();
  await database.close();
}
