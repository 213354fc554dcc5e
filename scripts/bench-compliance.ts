// npx tsx scripts/bench-compliance.ts: the compliance answers under load, as integrators ask them with a
// COMPLIANCE API key: a turnstile's worker admission (workerCompliance by codice fiscale) and an ERP's whole
// procurement (procurementCompliance with every supplier and every reason, on a procurement of 50 suppliers), at 50
// concurrent clients (autocannon) against the portal in a child process started as `npm start` starts it, on a
// scratch PostgreSQL database (dropped afterwards) and on embedded PGlite, with the demo data. Prints requests/s,
// p50 and p95 for today and for a past date (the history). The key's request budget is raised for the run: the
// budget would otherwise answer 429 after its first 300 requests, which is what it is for.
// BENCH_COMPLIANCE_SECONDS (default 15), BENCH_COMPLIANCE_CONNECTIONS (default 50), BENCH_COMPLIANCE_DATABASES.
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { serve } from "@hono/node-server";
import { loadAverageNote, percentile, withPostgresDatabase } from "./bench-support";

const SECONDS = Number(process.env.BENCH_COMPLIANCE_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_COMPLIANCE_CONNECTIONS ?? 50);
const DATABASES = (process.env.BENCH_COMPLIANCE_DATABASES ?? "postgres,pglite").split(",");
const TOKEN_SECRET = process.env.BENCH_TOKEN_SECRET ?? randomBytes(32).toString("hex");
const SUPPLIERS = 50;

type Ready = { port: number; key: string; workerProcurementId: string; fiscalCode: string; largeProcurementId: string; pastDay: string };

// ---- the child: the portal with the demo data, a procurement of 50 suppliers and a key ----

async function servePortal() {
  const { loadConfig } = await import("../server/config");
  const { createLogger } = await import("../server/lib/logger");
  const { createApp } = await import("../server/app");
  const { openPreparedDatabase } = await import("../server/startup");
  const { seedDemoData } = await import("../prisma/seed/demo");
  const { recordComplianceHistory } = await import("../server/modules/compliance/compliance-history");
  const { createApiClientService } = await import("../server/modules/api-clients/api-clients.service");
  const { addDays, italianDateOf } = await import("../common/calendar-dates");
  const { encodeGlobalID } = await import("@pothos/plugin-relay");
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const config = loadConfig({ DATA_DIR: process.env.BENCH_DATA_DIR ?? "", TOKEN_SECRET, LOG_LEVEL: "error", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const limits = { requestsPerWindow: 100_000_000, costPerWindow: 1_000_000_000_000, windowSeconds: 60 };
  const { database, deps } = await openPreparedDatabase({ ...config, apiClientLimits: limits }, createLogger("error"));
  // The demo two days ago, so that yesterday is inside the history.
  const realNow = deps.now;
  (deps as { now: () => Date }).now = () => new Date(realNow().getTime() - 2 * 24 * 60 * 60 * 1000);
  await seedDemoData(deps);
  (deps as { now: () => Date }).now = realNow;
  const { prisma } = deps;
  const customer = await prisma.user.findUniqueOrThrow({ where: { email: "committente@esempio.it" }, select: { customerId: true } });
  const customerId = customer.customerId!;
  const category = await prisma.supplierDocumentCategory.findFirstOrThrow({ where: { customerId } });
  const procurement = await prisma.procurement.create({ data: { customerId, label: "APP-BENCH-50" } });
  for (let i = 0; i < SUPPLIERS; i++) {
    const supplier = await prisma.supplier.create({ data: { companyName: `Fornitore ${i} Srl`, vatNumber: String(80000000000 + i) } });
    await prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: supplier.id } });
    await prisma.procurementSupplierAttachment.create({ data: { procurementId: procurement.id, supplierId: supplier.id, categoryId: category.id, active: true } });
  }
  await recordComplianceHistory(prisma, deps.now(), { procurementIds: [procurement.id] });
  const worker = await prisma.procurementWorker.findFirstOrThrow({
    where: { procurement: { customerId }, supplierWorker: { fiscalCode: { not: null } } },
    select: { procurementId: true, supplierWorker: { select: { fiscalCode: true } } },
  });
  const { token } = await createApiClientService(deps).createKeyForOperator(customerId, { name: "Banco di prova", scope: "COMPLIANCE" });
  await database.maintenance?.run();
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
    process.send?.({
      port: info.port,
      key: token,
      workerProcurementId: encodeGlobalID("Procurement", worker.procurementId),
      fiscalCode: worker.supplierWorker.fiscalCode!,
      largeProcurementId: encodeGlobalID("Procurement", procurement.id),
      pastDay: addDays(italianDateOf(deps.now()), -1),
    } satisfies Ready),
  );
  process.on("message", async (message) => {
    if (message !== "stop") return;
    server.close();
    await database.close();
    process.exit(0);
  });
}

// ---- the parent ----

function start(env: Record<string, string>): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), ["--portal"], {
    env: { ...process.env, ...env, NODE_ENV: "production", BENCH_TOKEN_SECRET: TOKEN_SECRET },
    execArgv: ["--import", "tsx"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (ready) => resolve({ child, ready: ready as Ready }));
    child.once("exit", (code) => reject(new Error(`portale: uscito con codice ${code}`)));
  });
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.send("stop");
  await exited;
}

const WORKER = `query ($p: ID!, $cf: String!, $d: Date) { workerCompliance(procurementId: $p, fiscalCode: $cf, asOf: $d) {
  admitted complianceReasons { kind category state expiresOn } } }`;
const PROCUREMENT = `query ($p: ID!, $d: Date) { procurementCompliance(procurementId: $p, asOf: $d) { trafficLight complianceDate
  suppliers { supplier { id companyName vatNumber } trafficLight complianceReasons { kind category state expiresOn label } } } }`;

type Row = { database: string; request: string; "req/s": number; p50: number; p95: number; errors: number };

async function load(url: string, key: string, body: string) {
  // One request first: a refused answer would be fast and meaningless.
  const first = await fetch(url, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${key}` }, body });
  const text = await first.text();
  if (first.status !== 200 || text.includes('"errors"')) throw new Error(`Risposta inattesa (${first.status}): ${text.slice(0, 300)}`);
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, method: "POST", connections: CONNECTIONS, duration: SECONDS, timeout: 120, headers: { "content-type": "application/json", authorization: `Bearer ${key}` }, body },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      if (status !== 200) errors += 1;
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return { rps: Number((result.requests.total / result.duration).toFixed(1)), p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), errors: errors + result.errors + result.timeouts };
}

async function measure(database: string, env: Record<string, string>, rows: Row[]) {
  const { child, ready } = await start(env);
  try {
    const url = `http://127.0.0.1:${ready.port}/graphql`;
    const cases: [string, string, Record<string, unknown>][] = [
      ["ammissione lavoratore (oggi)", WORKER, { p: ready.workerProcurementId, cf: ready.fiscalCode }],
      ["ammissione lavoratore (ieri, dallo storico)", WORKER, { p: ready.workerProcurementId, cf: ready.fiscalCode, d: ready.pastDay }],
      [`appalto intero, ${SUPPLIERS} fornitori (oggi)`, PROCUREMENT, { p: ready.largeProcurementId }],
      [`appalto intero, ${SUPPLIERS} fornitori (ieri, dallo storico)`, PROCUREMENT, { p: ready.largeProcurementId, d: ready.pastDay }],
    ];
    for (const [request, query, variables] of cases) {
      const result = await load(url, ready.key, JSON.stringify({ query, variables }));
      rows.push({ database, request, "req/s": result.rps, p50: result.p50, p95: result.p95, errors: result.errors });
      console.log(`${database} · ${request}: ${result.rps} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, errori ${result.errors}`);
    }
  } finally {
    await stop(child);
  }
}

async function main() {
  const rows: Row[] = [];
  for (const database of DATABASES) {
    if (database === "postgres") {
      const measured = await withPostgresDatabase("bench_compliance", (url) => measure("PostgreSQL", { BENCH_DATABASE_URL: url, BENCH_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "portal-bench-compliance-")) }, rows));
      if (measured === null) console.log("PostgreSQL non raggiungibile: saltato");
    } else {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-compliance-"));
      try {
        await measure("PGlite", { BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: "" }, rows);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  console.log(`\n${CONNECTIONS} client concorrenti, ${SECONDS} s per riga. ${loadAverageNote()}`);
  console.table(rows);
}

if (process.argv.includes("--portal")) await servePortal();
else await main();
