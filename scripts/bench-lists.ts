// npx tsx scripts/bench-lists.ts: every list the screens page through, at 10,000 suppliers / 100,000 company
// documents / 50,000 workers (tests/fixtures/list-volume.ts), one client, on embedded PGlite and on a scratch
// PostgreSQL database dropped afterwards, sending what the screens send (tests/fixtures/list-screens.ts). Prints p50
// and p95 in ms, the SQL statements and the kilobytes of one answer, per request.
// BENCH_LISTS_SIZE (suppliers, default 10000), BENCH_LISTS_REPEATS (default 50), BENCH_LISTS_DATABASES
// ("pglite,postgres") change the run.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { createApp } from "../server/app";
import { openPreparedDatabase } from "../server/startup";
import { seedDemoData } from "../prisma/seed/demo";
import { signInDemoUser } from "../tests/fixtures/demo-sign-in";
import { percentile, timeRepeats, withPostgresDatabase } from "./bench-support";
import { visitListScreens } from "../tests/fixtures/list-screens";
import { seedListVolume } from "../tests/fixtures/list-volume";

const SIZE = Number(process.env.BENCH_LISTS_SIZE ?? 10_000);
const REPEATS = Number(process.env.BENCH_LISTS_REPEATS ?? 50);
const DATABASES = (process.env.BENCH_LISTS_DATABASES ?? "pglite,postgres").split(",");

type Row = { database: string; request: string; p50: string; p95: string; "cpu ms": string; "gc ms": string; "gc max": string; "db cpu ms": string; statements: number; kB: string };

// Garbage collection of this process (PGlite's heap included: it runs inside it), to tell a p95 made by a GC
// pause from one made by the query: time per request, and the longest single pause, while a row ran.
let gcTotalMs = 0;
let gcLongestMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcTotalMs += entry.duration;
    gcLongestMs = Math.max(gcLongestMs, entry.duration);
  }
}).observe({ entryTypes: ["gc"] });

// The machines are shared, so wall-clock times swing with the load; CPU time is the work itself. The Node
// process's CPU holds PGlite's (it runs inside it); PostgreSQL's backends are read from /proc (same machine).
const CLOCK_TICK_MS = 10;

function backendCpuMs(pids: number[]): Map<number, number> {
  const times = new Map<number, number>();
  for (const pid of pids) {
    try {
      // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): user and system time in ticks.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      times.set(pid, (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS);
    } catch {
      // A backend that has gone since it was listed.
    }
  }
  return times;
}

async function measure(databaseLabel: string, databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-lists-"));
  const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "warn", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  let statements = 0;
  const { database, deps } = await openPreparedDatabase(config, createLogger("warn"), { onQuery: () => (statements += 1) });
  try {
    await seedDemoData(deps);
    const supplierUser = await deps.prisma.user.findUniqueOrThrow({ where: { email: "fornitore@esempio.it" } });
    const customerUser = await deps.prisma.user.findUniqueOrThrow({ where: { email: "committente@esempio.it" } });
    const supplierId = supplierUser.supplierId ?? 0;
    const customerId = customerUser.customerId ?? 0;
    const seedStarted = performance.now();
    const { largeProcurementId } = await seedListVolume(database, SIZE, { supplierId, customerId });
    const counts = await database.prisma.$queryRawUnsafe<Record<string, bigint>[]>(`SELECT
      (SELECT count(*) FROM customer_suppliers) AS suppliers,
      (SELECT count(*) FROM customer_supplier_attachments) AS documents,
      (SELECT count(*) FROM customer_supplier_workers) AS workers,
      (SELECT count(*) FROM procurements) AS procurements,
      (SELECT count(*) FROM procurement_supplier_attachments) AS required_documents`);
    console.log(`${databaseLabel}: dati di volume caricati in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`, Object.fromEntries(Object.entries(counts[0] ?? {}).map(([key, value]) => [key, Number(value)])));

    const app = createApp(deps);
    const signIn = (email: string) => signInDemoUser(app.fetch, "http://localhost", email);
    const largeLink = await deps.prisma.procurementSupplier.findUniqueOrThrow({ where: { procurementId_supplierId: { procurementId: largeProcurementId, supplierId } } });

    // The backends serving this database, for their CPU time (PostgreSQL only).
    const backends = async (): Promise<number[]> => {
      if (!databaseUrl) return [];
      const found = await deps.prisma.$queryRawUnsafe<{ pid: number }[]>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database()",
      );
      return found.map((row) => row.pid);
    };
    const rows: Row[] = [];
    // Times `REPEATS` requests and counts the SQL statements of one of them; returns the last answer.
    await visitListScreens(
      { fetch: app.fetch, supplierToken: await signIn("fornitore@esempio.it"), customerToken: await signIn("committente@esempio.it"), supplierId, customerId, largeProcurementId, largeLinkId: largeLink.id },
      async (label, request) => {
        const databaseBefore = backendCpuMs(await backends());
        const gcBefore = gcTotalMs;
        gcLongestMs = 0;
        const cpuBefore = process.cpuUsage();
        const { durations, statementsOfOne, lastText: text } = await timeRepeats(label, REPEATS, request, () => statements);
        const cpu = process.cpuUsage(cpuBefore);
        // GC entries reach the observer on a later turn of the event loop.
        await new Promise((resolve) => setImmediate(resolve));
        const databaseAfter = backendCpuMs(await backends());
        const databaseCpu = [...databaseAfter].reduce((sum, [pid, ms]) => sum + ms - (databaseBefore.get(pid) ?? ms), 0);
        rows.push({
          database: databaseLabel,
          request: label,
          p50: percentile(durations, 0.5).toFixed(1),
          p95: percentile(durations, 0.95).toFixed(1),
          "cpu ms": ((cpu.user + cpu.system) / 1000 / REPEATS).toFixed(1),
          "gc ms": ((gcTotalMs - gcBefore) / REPEATS).toFixed(1),
          "gc max": gcLongestMs.toFixed(1),
          "db cpu ms": databaseUrl ? (databaseCpu / REPEATS).toFixed(1) : "-",
          statements: statementsOfOne,
          kB: (Buffer.byteLength(text) / 1024).toFixed(1),
        });
        return JSON.parse(text) as unknown;
      },
    );
    return rows;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadAtStart = os.loadavg()[0]?.toFixed(1);
const rows: Row[] = [];
if (DATABASES.includes("pglite")) rows.push(...(await measure("PGlite", undefined)));
if (DATABASES.includes("postgres")) rows.push(...((await withPostgresDatabase("portal_bench_lists", (url) => measure("PostgreSQL", url))) ?? []));
console.log(`\n${SIZE} fornitori, ${REPEATS} richieste per riga, un client, tempi in ms dentro il processo (senza rete)`);
console.log(`p50/p95: durata di una richiesta; cpu ms: CPU del processo Node per richiesta (con PGlite, che vi gira dentro); gc ms / gc max: garbage collection del processo per richiesta e pausa più lunga; db cpu ms: CPU dei processi PostgreSQL per richiesta`);
console.log(`carico della macchina (media di 1 minuto): ${loadAtStart} all'inizio, ${os.loadavg()[0]?.toFixed(1)} alla fine, su ${os.cpus().length} core\n`);
console.table(rows);
const worst = rows.reduce((max, row) => (Number(row.p95) > Number(max.p95) ? row : max), rows[0]);
if (worst) console.log(`p95 peggiore: ${worst.p95} ms (${worst.database}, ${worst.request})`);
