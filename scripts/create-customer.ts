// `npm run create-customer -- --name "Ragione sociale" --vat 01234567897 --email hse@ditta.it [--first-name Anna
// --last-name Rossi]`: a new customer company and its first level-5 user, who receives the mail to set a password.
// On PostgreSQL (DATABASE_URL) and on an embedded database nobody holds, the script opens the database itself
// (migrating it first if needed); while a portal runs on the embedded database, which serves one process, it asks
// that portal (lib/operator-file.ts). The rules are the portal's own (modules/customers/customer-creation.ts).
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { loadConfig, type Config } from "../server/config";
import { AppError, ValidationError } from "../server/lib/errors";
import { createLogger } from "../server/lib/logger";
import { liveOperatorFile, OPERATOR_SECRET_HEADER } from "../server/lib/operator-file";
import { createCustomerWithAdministrator, type CreatedCustomer } from "../server/modules/customers/customer-creation";
import { openPreparedDatabase } from "../server/startup";
import { createCustomerSchema } from "../common/validation/users";

const USAGE = 'Uso: npm run create-customer -- --name "Ragione sociale" --vat <Partita IVA> --email <email> [--first-name <nome> --last-name <cognome>]';

const { values } = parseArgs({
  options: {
    name: { type: "string" },
    vat: { type: "string" },
    email: { type: "string" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
  },
});
if (!values.name || !values.vat || !values.email) {
  console.error(USAGE);
  process.exit(2);
}
const input = { name: values.name, vatNumber: values.vat, email: values.email, firstName: values["first-name"], lastName: values["last-name"] };
// The form's own mistakes (a Partita IVA with a wrong check digit) are told before any database is opened.
const checked = createCustomerSchema.safeParse(input);
if (!checked.success) {
  console.error(checked.error.issues.map((issue) => issue.message).join("\n"));
  process.exit(1);
}

// The script signs no tokens; against a server the configuration demands TOKEN_SECRET all the same (as seed.ts).
const environment =
  process.env.DATABASE_URL && !process.env.TOKEN_SECRET ? { ...process.env, TOKEN_SECRET: randomBytes(32).toString("hex") } : process.env;
const config = loadConfig({ ...environment, LOG_LEVEL: environment.LOG_LEVEL ?? "warn" });

class Refused extends Error {}

async function throughPortal(url: string, secret: string): Promise<CreatedCustomer> {
  const response = await fetch(`${url}/operator/customers`, {
    method: "POST",
    headers: { "content-type": "application/json", [OPERATOR_SECRET_HEADER]: secret },
    body: JSON.stringify(input),
  });
  const body = (await response.json().catch(() => ({}))) as Partial<CreatedCustomer> & { message?: string; errors?: Record<string, string[]> };
  if (response.status === 201) return body as CreatedCustomer;
  if (body.errors) throw new Refused(Object.values(body.errors).flat().join("\n"));
  throw new Refused(body.message ?? `Il portale ha risposto ${response.status}`);
}

async function directly(settings: Config): Promise<CreatedCustomer> {
  const { database, deps } = await openPreparedDatabase(settings, createLogger(settings.logLevel));
  try {
    return await createCustomerWithAdministrator(deps, input);
  } finally {
    deps.redis?.disconnect();
    await database.close();
  }
}

try {
  const portal = config.databaseUrl ? null : liveOperatorFile(config.dataDir);
  if (portal) console.log(`Il portale in esecuzione (${portal.url}) tiene il database incorporato: la richiesta passa da lui.`);
  const created = portal ? await throughPortal(portal.url, portal.secret) : await directly(config);
  console.log(`Committente «${created.companyName}» creato (id ${created.customerId}).`);
  if (created.mailSent) {
    console.log(`Utente di livello 5: ${created.email}. Gli è stata inviata la mail per impostare la password.`);
    if (!portal && !config.smtpUrl) console.log(`SMTP_URL non è impostato: la mail è in ${config.outboxDir}.`);
  } else {
    // The mail waits in the outbox: the portal sends it at its next round (or next start) once the server answers.
    console.log(`Utente di livello 5: ${created.email}. Il server di posta non ha accettato la mail per impostare la password: il portale la invierà appena risponde.`);
  }
} catch (error) {
  if (error instanceof ValidationError) console.error(Object.values(error.fieldErrors).flat().join("\n"));
  else if (error instanceof AppError || error instanceof Refused) console.error(error.message);
  else throw error;
  process.exitCode = 1;
}
