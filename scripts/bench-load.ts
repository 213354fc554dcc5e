// npx tsx scripts/bench-load.ts: the portal under load (issue 8). 50 clients without pause (autocannon) against
// servers in child processes started as `npm start` starts them (node --import tsx, NODE_ENV=production), in one
// run: a bare graphql-yoga "hello" server, the `viewer` query signed in, the procurement card's data read with
// hand-written SQL (scripts/bench-card-sql.ts, the same JSON), ProcurementRouteQuery and HomeRouteQuery, on a
// scratch PostgreSQL database (dropped afterwards) with the demo data and with a procurement of 1,000 required
// documents, and on embedded PGlite. Prints requests/s, p50 and p95, the answering process's CPU time per request
// (PGlite's work included, the PostgreSQL server's not), the targets' ratios and the portal's resident memory at
// idle and at its peak under load.
// BENCH_LOAD_SECONDS (default 15) per row, BENCH_LOAD_CONNECTIONS (default 50), BENCH_LOAD_DATABASES
// ("postgres,pglite"), BENCH_LOAD_AMOUNT and BENCH_LOAD_ONLY (below); BENCH_LOAD_CPU_PROF=<dir> writes a CPU
// profile of each portal process there.
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { createSchema, createYoga } from "graphql-yoga";
import { serve } from "@hono/node-server";
import { signInDemoUser } from "../tests/fixtures/demo-sign-in";
import { loadAverageNote, percentile, withPostgresDatabase } from "./bench-support";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const DATABASES = (process.env.BENCH_LOAD_DATABASES ?? "postgres,pglite").split(",");
const CPU_PROFILE_DIR = process.env.BENCH_LOAD_CPU_PROF;
// BENCH_LOAD_ONLY=<regular expression>: only the rows whose label matches (a profile of one request, say).
const ONLY = process.env.BENCH_LOAD_ONLY ? new RegExp(process.env.BENCH_LOAD_ONLY) : undefined;
// BENCH_LOAD_AMOUNT=<n>: each row sends n requests and waits for all of them instead of running for a time. On a
// loaded machine a slow row may otherwise finish no request within its seconds (and show 0 req/s).
const AMOUNT = process.env.BENCH_LOAD_AMOUNT ? Number(process.env.BENCH_LOAD_AMOUNT) : undefined;
// The children check the tokens the parent signs in with: one secret for the whole run.
const TOKEN_SECRET = process.env.BENCH_TOKEN_SECRET ?? randomBytes(32).toString("hex");

type Ready = { port: number; demo?: { procurementId: string }; large?: { procurementId: string } };
type Row = { database: string; request: string; "req/s": number; p50: number; p95: number; "CPU ms/req": number; errors: number };

// ---- child processes ----------------------------------------------------------------------------------------

async function servePortal() {
  const { loadConfig } = await import("../server/config");
  const { createLogger } = await import("../server/lib/logger");
  const { createApp } = await import("../server/app");
  const { openPreparedDatabase } = await import("../server/startup");
  const { seedDemoData } = await import("../prisma/seed/demo");
  const { createLargeProcurement } = await import("./bench-procurement-data");
  const { demoProcurementIds } = await import("../tests/fixtures/demo-procurement");
  const dataDir = process.env.BENCH_DATA_DIR ?? "";
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET, LOG_LEVEL: "error", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const { database, deps } = await openPreparedDatabase(config, createLogger("error"));
  await seedDemoData(deps);
  const demo = await demoProcurementIds(deps, "fornitore@esempio.it", "committente@esempio.it");
  const large = await createLargeProcurement(deps, "fornitore@esempio.it");
  // What the server's minute of upkeep would have done by now on the embedded database (server/main.ts).
  await database.maintenance?.run();
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => process.send?.({ port: info.port, demo, large } satisfies Ready));
  process.on("message", async (message) => {
    if (message !== "stop") return;
    server.close();
    await database.close();
    process.exit(0);
  });
}

function serveBareYoga() {
  const yoga = createYoga({ schema: createSchema({ typeDefs: "type Query { hello: String! }", resolvers: { Query: { hello: () => "world" } } }), logging: false, landingPage: false });
  const server = createServer(yoga).listen(0, "127.0.0.1", () => process.send?.({ port: (server.address() as { port: number }).port } satisfies Ready));
  process.on("message", (message) => message === "stop" && process.exit(0));
}

async function serveSql() {
  const { serveCardBySql } = await import("./bench-card-sql");
  const { port, pool } = await serveCardBySql(process.env.BENCH_DATABASE_URL ?? "", TOKEN_SECRET);
  process.send?.({ port } satisfies Ready);
  process.on("message", async (message) => {
    if (message !== "stop") return;
    await pool.end();
    process.exit(0);
  });
}

// ---- the parent ---------------------------------------------------------------------------------------------

function start(mode: string, env: Record<string, string>): Promise<{ child: ChildProcess; ready: Ready }> {
  const profile = mode === "--portal" && CPU_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [];
  const child = fork(fileURLToPath(import.meta.url), [mode], {
    env: { ...process.env, ...env, NODE_ENV: "production", BENCH_TOKEN_SECRET: TOKEN_SECRET },
    execArgv: ["--import", "tsx", ...profile],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (ready) => resolve({ child, ready: ready as Ready }));
    child.once("exit", (code) => reject(new Error(`${mode}: uscito con codice ${code}`)));
  });
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.send("stop");
  await exited;
}

const memoryKb = (pid: number, field: "VmRSS" | "VmHWM") =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);

// The kernel's peak resident size of a process, reset to its present size (Linux: clear_refs 5).
function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    // Not allowed here: the peak then includes the seeding.
  }
}

// pid: the process that answers, whose CPU time per request is measured (stable on a shared, loaded machine, where
// wall-clock times swing with whatever else runs).
type Target = { label: string; url: string; token?: string; body: string; pid?: number };

// User and system CPU time of a process so far, in ms (/proc/<pid>/stat, in clock ticks of 10 ms).
function cpuMsOf(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Run = { connections: number; seconds: number; amount?: number };

async function load(target: Target, run: Run) {
  const latencies: number[] = [];
  let errors = 0;
  const cpuBefore = cpuMsOf(target.pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: "POST",
        connections: run.connections,
        ...(run.amount ? { amount: run.amount } : { duration: run.seconds }),
        // The machines are shared and often loaded: a slow answer is measured, not dropped as a timeout.
        timeout: 120,
        headers: { "content-type": "application/json", ...(target.token ? { authorization: `Bearer ${target.token}` } : {}) },
        body: target.body,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, status, _bytes, responseTime) => {
      if (status !== 200) errors += 1;
      latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  const cpuMs = cpuMsOf(target.pid) - cpuBefore;
  // Answers per second over the whole run (autocannon's own average counts whole seconds only).
  return { rps: result.requests.total / result.duration, cpuPerRequest: cpuMs / result.requests.total, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), errors: errors + result.errors + result.timeouts };
}

// One request first: a refused or empty answer would be fast and meaningless.
async function check(target: Target): Promise<string> {
  const response = await fetch(target.url, { method: "POST", headers: { "content-type": "application/json", ...(target.token ? { authorization: `Bearer ${target.token}` } : {}) }, body: target.body });
  const text = await response.text();
  if (!response.ok || text.includes('"errors"') || text.includes('"node":null')) throw new Error(`${target.label}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return text;
}

// JSON with keys sorted, to compare two answers whatever the order of their fields.
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, inner]) => [key, canonical(inner)]))
      : value;

async function measure(database: "PostgreSQL" | "PGlite", databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-load-"));
  const rows: Row[] = [];
  const memory: Record<string, string> = {};
  const { default: cardQuery } = await import("../client/__generated__/ProcurementRouteQuery.graphql");
  const { default: homeQuery } = await import("../client/__generated__/HomeRouteQuery.graphql");
  console.error(`${database}: avvio del portale e caricamento dei dati...`);
  const portal = await start("--portal", { BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: databaseUrl ?? "" });
  const helpers: ChildProcess[] = [];
  try {
    const base = `http://127.0.0.1:${portal.ready.port}`;
    const token = await signInDemoUser(fetch, base, "fornitore@esempio.it");
    const graphql = (label: string, query: string, variables: Record<string, unknown> = {}): Target => ({
      label,
      url: `${base}/graphql`,
      token,
      body: JSON.stringify({ query, variables }),
      pid: portal.child.pid,
    });
    const cardText = cardQuery.params.text ?? "";
    const card = graphql("ProcurementRouteQuery (dati demo)", cardText, { id: portal.ready.demo?.procurementId });
    const largeCard = graphql("ProcurementRouteQuery (1.000 documenti)", cardText, { id: portal.ready.large?.procurementId });
    const targets: Target[] = [];
    if (databaseUrl) {
      const bare = await start("--bare", {});
      const sql = await start("--sql", { BENCH_DATABASE_URL: databaseUrl });
      helpers.push(bare.child, sql.child);
      const sqlTarget = (label: string, of: Target): Target => ({ ...of, label, url: `http://127.0.0.1:${sql.ready.port}/`, pid: sql.child.pid });
      targets.push({ label: 'graphql-yoga nudo, "hello"', url: `http://127.0.0.1:${bare.ready.port}/graphql`, body: JSON.stringify({ query: "{ hello }" }), pid: bare.child.pid });
      // The portal's own floor: HTTP, middleware and Yoga with its limits, without a token or a database read.
      targets.push({ ...graphql("{ __typename }, senza accesso", "{ __typename }"), token: undefined });
      targets.push(graphql("viewer, con accesso", "{ viewer { id email } }"));
      for (const [of, sqlLabel] of [[card, "scheda con SQL scritto a mano (dati demo)"], [largeCard, "scheda con SQL scritto a mano (1.000 documenti)"]] as const) {
        const viaSql = sqlTarget(sqlLabel, of);
        const same = JSON.stringify(canonical(JSON.parse(await check(viaSql)))) === JSON.stringify(canonical(JSON.parse(await check(of))));
        console.error(`${sqlLabel}: stesso JSON di ProcurementRouteQuery: ${same ? "sì" : "NO"}`);
        targets.push(viaSql, of);
      }
    } else {
      targets.push(graphql("viewer, con accesso", "{ viewer { id email } }"), card, largeCard);
    }
    targets.push(graphql("HomeRouteQuery", homeQuery.params.text ?? ""));
    if (ONLY) targets.splice(0, targets.length, ...targets.filter((target) => ONLY.test(target.label)));
    for (const target of targets) await check(target);
    // Warm-up (first compilations, pools), then the idle size.
    for (const target of targets) await load(target, { connections: 4, seconds: 1 });
    memory["RSS a riposo (MB)"] = (memoryKb(portal.child.pid ?? 0, "VmRSS") / 1024).toFixed(0);
    resetPeak(portal.child.pid ?? 0);
    for (const target of targets) {
      console.error(`${database}: ${target.label}...`);
      const { rps, p50, p95, cpuPerRequest, errors } = await load(target, { connections: CONNECTIONS, seconds: SECONDS, amount: AMOUNT });
      const round = (value: number, digits: number) => Number(value.toFixed(digits));
      rows.push({ database, request: target.label, "req/s": round(rps, 1), p50: round(p50, 1), p95: round(p95, 1), "CPU ms/req": round(cpuPerRequest, 2), errors });
    }
    memory["RSS di picco sotto carico (MB)"] = (memoryKb(portal.child.pid ?? 0, "VmHWM") / 1024).toFixed(0);
  } finally {
    for (const helper of helpers) await stop(helper);
    await stop(portal.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, memory: { database, ...memory } };
}

async function main() {
  const loadBefore = loadAverageNote();
  const results = [];
  if (DATABASES.includes("postgres")) {
    const result = await withPostgresDatabase("portal_bench_load", (url) => measure("PostgreSQL", url));
    if (result) results.push(result);
  }
  if (DATABASES.includes("pglite")) results.push(await measure("PGlite", undefined));
  const rows = results.flatMap((result) => result.rows);
  console.log(`\n${CONNECTIONS} client senza pausa, ${AMOUNT ? `${AMOUNT} richieste` : `${SECONDS} s`} per riga, via HTTP locale, NODE_ENV=production; tempi in ms`);
  console.log(`all'inizio: ${loadBefore}; alla fine: ${loadAverageNote()}\n`);
  console.table(rows);
  console.table(results.map((result) => result.memory));

  const find = (database: string, request: string) => rows.find((row) => row.database === database && row.request.startsWith(request));
  const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? Number.NaN : a / b);
  const targets: [string, number, number, "max" | "min"][] = [];
  for (const size of ["dati demo", "1.000 documenti"]) {
    targets.push([
      `scheda p95 / SQL p95 (${size}, PostgreSQL)`,
      ratio(find("PostgreSQL", `ProcurementRouteQuery (${size})`)?.p95, find("PostgreSQL", `scheda con SQL scritto a mano (${size})`)?.p95),
      2,
      "max",
    ]);
  }
  targets.push(["viewer req/s / Yoga nudo req/s (PostgreSQL)", ratio(find("PostgreSQL", "viewer")?.["req/s"], find("PostgreSQL", "graphql-yoga")?.["req/s"]), 0.5, "min"]);
  for (const size of ["dati demo", "1.000 documenti"]) {
    targets.push([
      `scheda p95 PGlite / PostgreSQL (${size})`,
      ratio(find("PGlite", `ProcurementRouteQuery (${size})`)?.p95, find("PostgreSQL", `ProcurementRouteQuery (${size})`)?.p95),
      2.5,
      "max",
    ]);
  }
  console.table(
    targets.map(([name, value, limit, kind]) => ({
      obiettivo: name,
      rapporto: Number.isNaN(value) ? "-" : value.toFixed(2),
      limite: `${kind === "max" ? "≤" : "≥"} ${limit}`,
      raggiunto: Number.isNaN(value) ? "-" : (kind === "max" ? value <= limit : value >= limit) ? "sì" : "no",
    })),
  );
}

const mode = process.argv[2];
if (mode === "--portal") await servePortal();
else if (mode === "--bare") serveBareYoga();
else if (mode === "--sql") await serveSql();
else await main();
