// npx tsx scripts/bench-tabs.ts: tabs 3 to 6 of the procurement card and the procurement worker card (issues 9
// and 10), one client, on embedded PGlite and on a scratch PostgreSQL database dropped afterwards, with the demo
// data and with a procurement of 500 workers with 10 fitness certificates each, 300 vehicles, machines and tools
// with 5 documents each and 200 substances (tests/fixtures/tab-volume.ts, written with generate_series). It
// sends what the screens send (tests/fixtures/tab-screens.ts) as the supplier user and as the customer user, and
// prints p50 and p95 in ms, the SQL statements and the kilobytes of one answer, per request. A row stops at
// BENCH_TABS_REPEATS requests (default 30) or, for a slow one, after about BENCH_TABS_ROW_SECONDS (default 8; at
// least 5 requests), so the whole run stays within minutes on a loaded machine. BENCH_TABS_DATABASES
// ("pglite,postgres") chooses the databases.
import { mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { createApp } from "../server/app";
import { openPreparedDatabase } from "../server/startup";
import { seedDemoData } from "../prisma/seed/demo";
import { signInDemoUser } from "../tests/fixtures/demo-sign-in";
import { demoTabTarget, sendTabScreenRequest, tabScreenRequests, type TabScreensTarget } from "../tests/fixtures/tab-screens";
import { seedTabVolume, type TabVolume } from "../tests/fixtures/tab-volume";
import { percentile, timeRepeats, withPostgresDatabase } from "./bench-support";

const REPEATS = Number(process.env.BENCH_TABS_REPEATS ?? 30);
const ROW_BUDGET_MS = Number(process.env.BENCH_TABS_ROW_SECONDS ?? 8) * 1000;
const MIN_REPEATS = 5;
const DATABASES = (process.env.BENCH_TABS_DATABASES ?? "pglite,postgres").split(",");
const LARGE: TabVolume = { workers: 500, certificatesPerWorker: 10, elements: 300, documentsPerElement: 5, substances: 200 };
const SUPPLIER_EMAIL = "fornitore@esempio.it";
const CUSTOMER_EMAIL = "committente@esempio.it";

type Row = { database: string; dati: string; request: string; n: number; p50: string; p95: string; statements: number; kB: string };

// Prints its table as soon as the database is done, so a run cut short still shows it.
async function measure(databaseLabel: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-tabs-"));
  const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "warn", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  let statements = 0;
  const { database, deps } = await openPreparedDatabase(config, createLogger("warn"), { onQuery: () => (statements += 1) });
  try {
    await seedDemoData(deps);
    const app = createApp(deps);
    const supplierToken = await signInDemoUser(app.fetch, "http://localhost", SUPPLIER_EMAIL);
    const customerToken = await signInDemoUser(app.fetch, "http://localhost", CUSTOMER_EMAIL);
    const rows: Row[] = [];

    async function timeScreens(dataLabel: string, target: TabScreensTarget) {
      const requests = [...tabScreenRequests(target, "fornitore", supplierToken), ...tabScreenRequests(target, "committente", customerToken)];
      for (const request of requests) {
        const send = () => sendTabScreenRequest(app.fetch, request);
        // One untimed request first: it compiles Prisma's query plan and tells how many requests fit the budget.
        const warmUp = await timeRepeats(request.label, 1, send);
        const repeats = Math.max(MIN_REPEATS, Math.min(REPEATS, Math.floor(ROW_BUDGET_MS / (warmUp.durations[0] ?? 1))));
        const { durations, statementsOfOne, lastText } = await timeRepeats(request.label, repeats, send, () => statements);
        rows.push({
          database: databaseLabel,
          dati: dataLabel,
          request: request.label,
          n: repeats,
          p50: percentile(durations, 0.5).toFixed(1),
          p95: percentile(durations, 0.95).toFixed(1),
          statements: statementsOfOne,
          kB: (Buffer.byteLength(lastText) / 1024).toFixed(1),
        });
      }
    }

    await timeScreens("demo", await demoTabTarget(deps.prisma, SUPPLIER_EMAIL));

    const supplierUser = await deps.prisma.user.findUniqueOrThrow({ where: { email: SUPPLIER_EMAIL } });
    const customerUser = await deps.prisma.user.findUniqueOrThrow({ where: { email: CUSTOMER_EMAIL } });
    const seedStarted = performance.now();
    const large = await seedTabVolume(database, LARGE, { supplierId: supplierUser.supplierId ?? 0, customerId: customerUser.customerId ?? 0 });
    console.log(`${databaseLabel}: dati di volume caricati in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    await timeScreens("grande", large);
    console.table(rows);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `dati "grande": un appalto con ${LARGE.workers} lavoratori da ${LARGE.certificatesPerWorker} idoneità, ${LARGE.elements} mezzi/macchine/attrezzature da ${LARGE.documentsPerElement} documenti, ${LARGE.substances} sostanze`,
);
console.log(`n richieste per riga (al massimo ${REPEATS}, circa ${ROW_BUDGET_MS / 1000} s per riga), un client, tempi in ms dentro il processo (senza rete); statements: istruzioni SQL di una richiesta`);
console.log(`carico della macchina (media di 1 minuto) all'inizio: ${os.loadavg()[0]?.toFixed(1)} su ${os.cpus().length} core`);
if (DATABASES.includes("pglite")) await measure("PGlite", undefined);
if (DATABASES.includes("postgres")) await withPostgresDatabase("portal_bench_tabs", (url) => measure("PostgreSQL", url));
console.log(`carico della macchina (media di 1 minuto) alla fine: ${os.loadavg()[0]?.toFixed(1)} su ${os.cpus().length} core`);
