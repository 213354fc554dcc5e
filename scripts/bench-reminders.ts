// npx tsx scripts/bench-reminders.ts: one round of expiry reminders (server/modules/reminders) at 10,000 suppliers
// with ~90,000 required documents (tests/fixtures/list-volume.ts), each supplier with one user, on embedded PGlite
// and on a scratch PostgreSQL database dropped afterwards. Mail goes to the outbox folder (real files). Prints
// the first round (everything in the window is new), a second one (nothing is), the SQL statements of each,
// and the longest statement: on PGlite one statement holds the whole database, so that is what a request
// waiting behind a round can wait for at the most.
// BENCH_REMINDERS_SIZE (suppliers, default 10000) and BENCH_REMINDERS_DATABASES ("pglite,postgres") change it.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { openPreparedDatabase } from "../server/startup";
import { createExpiryReminderService } from "../server/modules/reminders/expiry-reminders.service";
import { seedDemoData } from "../prisma/seed/demo";
import { seedListVolume } from "../tests/fixtures/list-volume";
import { loadAverageNote, withPostgresDatabase } from "./bench-support";

const SIZE = Number(process.env.BENCH_REMINDERS_SIZE ?? 10_000);
const DATABASES = (process.env.BENCH_REMINDERS_DATABASES ?? "pglite,postgres").split(",");

type Row = { database: string; round: string; seconds: string; mails: number; items: number; statements: number; "longest statement ms": string; "cpu s": string };

async function measure(databaseLabel: string, databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-reminders-"));
  const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "warn", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  let statements = 0;
  let longestMs = 0;
  const { database, deps } = await openPreparedDatabase(config, createLogger("warn"), {
    onQuery: (event) => {
      statements += 1;
      longestMs = Math.max(longestMs, event.duration);
    },
  });
  try {
    await seedDemoData(deps);
    const supplierUser = await deps.prisma.user.findUniqueOrThrow({ where: { email: "fornitore@esempio.it" } });
    const customerUser = await deps.prisma.user.findUniqueOrThrow({ where: { email: "committente@esempio.it" } });
    await seedListVolume(database, SIZE, { supplierId: supplierUser.supplierId ?? 0, customerId: customerUser.customerId ?? 0 });
    // One user for every supplier that has none, so that every supplier with an expiry in the window is mailed.
    await database.runScript(`
INSERT INTO users (kind, email, password_hash, user_level, customer_supplier_id, updated_at)
SELECT 'SUPPLIER', 'volume' || s.id || '@esempio.it', 'x', 5, s.id, now()
FROM customer_suppliers s WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.customer_supplier_id = s.id);
ANALYZE;`);
    const reminders = createExpiryReminderService(deps);
    const rows: Row[] = [];
    for (const round of ["primo giro", "secondo giro"]) {
      statements = 0;
      longestMs = 0;
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const { mails, items } = await reminders.sendDue();
      const cpu = process.cpuUsage(cpuBefore);
      rows.push({
        database: databaseLabel,
        round,
        seconds: ((performance.now() - started) / 1000).toFixed(1),
        mails,
        items,
        statements,
        "longest statement ms": longestMs.toFixed(1),
        "cpu s": ((cpu.user + cpu.system) / 1e6).toFixed(1),
      });
    }
    console.log(`${databaseLabel}: ${readdirSync(config.outboxDir).length} mail nella cartella di uscita`);
    return rows;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
if (DATABASES.includes("pglite")) rows.push(...(await measure("PGlite", undefined)));
if (DATABASES.includes("postgres")) rows.push(...((await withPostgresDatabase("portal_bench_reminders", (url) => measure("PostgreSQL", url))) ?? []));
console.log(`\n${SIZE} fornitori, promemoria delle scadenze, mail nella cartella di uscita; ${loadAverageNote()}\n`);
console.table(rows);
