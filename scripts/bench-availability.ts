// npx tsx --expose-gc scripts/bench-availability.ts: how well the portal keeps answering (issue 7, section 1).
//
// 1. Under load: the portal runs in a child process (as in production: its event loop is its own), on PGlite and on
//    the PostgreSQL server, with the demo data and a procurement of 1,000 required documents. While two clients
//    ask for heavy legitimate pages without pause (that procurement's card as its customer, its table of
//    documents at 100 rows a page, GET /api/cs/getdata), light requests are timed one after another: /healthz, a
//    static file, a small signed-in GraphQL query. Then the same light requests with nothing else running.
// 2. Abusive queries (`--abusive`, embedded database only, in this process): the time, the memory and the longest
//    wait of /healthz during each query of the issue. Runs unchanged on the code before the limits, for the
//    "before" figures.
// BENCH_LOAD_SECONDS (default 20) sets the time under load. Figures go in the issue notes; no test depends on them.
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { createApp } from "../server/app";
import { openPreparedDatabase } from "../server/startup";
import { seedDemoData } from "../prisma/seed/demo";
import { signInDemoUser } from "../tests/fixtures/demo-sign-in";
import { percentile, withPostgresDatabase } from "./bench-support";
import { deepNesting, manyAliases, manyNodes, type AbusiveQuery } from "../tests/fixtures/abusive-queries";

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const HEAVY_CLIENTS = 2;

type Served = { port: number; procurementId: string; supplierId: string };
type LoopStats = { maxMs: number; p99Ms: number; rssMb: number };

const ms = (value: number) => value.toFixed(1);

// A data directory with the demo data (and, when asked, the large procurement) behind an app listening on port 0.
async function startPortal(databaseUrl: string | undefined, withLargeProcurement: boolean) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-availability-"));
  const clientDir = path.join(dataDir, "client");
  mkdirSync(path.join(clientDir, "assets"), { recursive: true });
  writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>Portale</title>");
  writeFileSync(path.join(clientDir, "assets", "app-0123abcd.js"), `console.log(${JSON.stringify("x".repeat(150_000))});`);
  const config = loadConfig({
    DATA_DIR: dataDir,
    CLIENT_DIR: clientDir,
    TOKEN_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "error",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { database, deps } = await openPreparedDatabase(config, createLogger("error"));
  await seedDemoData(deps);
  let large = { procurementId: "", supplierId: "" };
  if (withLargeProcurement) {
    const { createLargeProcurement } = await import("./bench-procurement-data");
    large = await createLargeProcurement(deps, "fornitore@esempio.it");
  }
  const app = createApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
  });
  const { port } = server.address() as { port: number };
  return {
    served: { port, ...large } satisfies Served,
    async stop() {
      server.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Child mode: serves until told to stop, and reports its event loop's longest stall since the last reset.
async function serveChild(databaseUrl: string | undefined) {
  const portal = await startPortal(databaseUrl, true);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  process.on("message", async (message) => {
    if (message === "reset") loop.reset();
    if (message === "stats") {
      const stats: LoopStats = { maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6, rssMb: process.memoryUsage().rss / 2 ** 20 };
      process.send?.({ stats });
    }
    if (message === "stop") {
      await portal.stop();
      process.exit(0);
    }
  });
  process.send?.({ served: portal.served });
}

const signIn = (base: string, email: string) => signInDemoUser(fetch, base, email);

const graphqlPost = (base: string, token: string | null, body: AbusiveQuery) =>
  fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function measureUnderLoad(label: string, databaseUrl: string | undefined) {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ["--serve"], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? "" },
    execArgv: ["--import", "tsx"],
  });
  const ask = (message: string) =>
    new Promise<LoopStats>((resolve) => {
      child.once("message", (reply) => resolve((reply as { stats: LoopStats }).stats));
      child.send(message);
    });
  const served = await new Promise<Served>((resolve) => child.once("message", (message) => resolve((message as { served: Served }).served)));
  console.error(`${label}: portale pronto sulla porta ${served.port}`);
  const base = `http://127.0.0.1:${served.port}`;
  const [supplierToken, customerToken] = [await signIn(base, "fornitore@esempio.it"), await signIn(base, "committente@esempio.it")];
  const { default: routeQuery } = await import("../client/__generated__/ProcurementRouteQuery.graphql");
  const { default: tableQuery } = await import("../client/__generated__/RequiredDocumentsTableRefetchQuery.graphql");
  const { default: layoutQuery } = await import("../client/__generated__/ProtectedLayoutQuery.graphql");

  // What a customer opening the 1,000-document card does, and a supplier's own data export.
  const heavy: [string, () => Promise<Response>][] = [
    ["scheda appalto (1.000 documenti), committente", () => graphqlPost(base, customerToken, { query: routeQuery.params.text ?? "", variables: { id: served.procurementId, supplierId: served.supplierId } })],
    [
      "tabella documenti richiesti, 100 righe",
      async () => {
        const card = await graphqlPost(base, customerToken, { query: routeQuery.params.text ?? "", variables: { id: served.procurementId, supplierId: served.supplierId } });
        const linkId = /"supplierLink":\{"id":"([^"]+)"/.exec(await card.text())?.[1];
        return graphqlPost(base, customerToken, { query: tableQuery.params.text ?? "", variables: { id: linkId, first: 100 } });
      },
    ],
    ["GET /api/cs/getdata", () => fetch(`${base}/api/cs/getdata`, { headers: { authorization: `Bearer ${supplierToken}` } })],
  ];
  const light: [string, () => Promise<Response>][] = [
    ["/healthz", () => fetch(`${base}/healthz`)],
    ["file statico (150 KB)", () => fetch(`${base}/assets/app-0123abcd.js`)],
    ["ProtectedLayoutQuery (fornitore)", () => graphqlPost(base, supplierToken, { query: layoutQuery.params.text ?? "" })],
  ];

  async function probe(seconds: number) {
    const samples = new Map<string, number[]>(light.map(([name]) => [name, []]));
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      for (const [name, send] of light) {
        const started = performance.now();
        const response = await send();
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
        samples.get(name)?.push(performance.now() - started);
        await sleep(20);
      }
    }
    return samples;
  }

  const rows: Record<string, string | number>[] = [];
  const report = (phase: string, samples: Map<string, number[]>, loop: LoopStats) => {
    for (const [name, values] of samples) {
      values.sort((a, b) => a - b);
      rows.push({ database: label, fase: phase, richiesta: name, n: values.length, p50: ms(percentile(values, 0.5)), p95: ms(percentile(values, 0.95)), max: ms(values.at(-1) ?? 0), "ciclo eventi max": ms(loop.maxMs) });
    }
  };

  await probe(2);
  console.error(`${label}: richieste leggere a riposo`);
  child.send("reset");
  report("a riposo", await probe(LOAD_SECONDS / 2), await ask("stats"));

  let loading = true;
  const heavyTimes = new Map<string, number[]>(heavy.map(([name]) => [name, []]));
  const clients = Array.from({ length: HEAVY_CLIENTS }, async (_, client) => {
    for (let round = client; loading; round += 1) {
      const [name, send] = heavy[round % heavy.length];
      const started = performance.now();
      const response = await send();
      await response.arrayBuffer();
      heavyTimes.get(name)?.push(performance.now() - started);
    }
  });
  await sleep(500);
  console.error(`${label}: richieste leggere sotto carico`);
  child.send("reset");
  const underLoad = await probe(LOAD_SECONDS);
  const loop = await ask("stats");
  loading = false;
  await Promise.all(clients);
  report(`con ${HEAVY_CLIENTS} client pesanti`, underLoad, loop);
  for (const [name, values] of heavyTimes) {
    values.sort((a, b) => a - b);
    rows.push({ database: label, fase: "richieste pesanti", richiesta: name, n: values.length, p50: ms(percentile(values, 0.5)), p95: ms(percentile(values, 0.95)), max: ms(values.at(-1) ?? 0), "ciclo eventi max": "" });
  }
  child.send("stop");
  await new Promise((resolve) => child.once("exit", resolve));
  return rows;
}

// Peak resident memory of this process in KB (VmHWM), after resetting it to the present size; the present size.
function resetPeakMemory(): number {
  try {
    writeFileSync("/proc/self/clear_refs", "5");
  } catch {
    // Not Linux, or not allowed: the peak then includes what came before.
  }
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0);
}

function peakMemoryKb(): number {
  return Number(/VmHWM:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0);
}

// Each abusive query once, on the embedded database, with /healthz asked every 50 ms meanwhile.
async function measureAbusiveQueries() {
  const gc = (globalThis as { gc?: () => void }).gc;
  const portal = await startPortal(undefined, false);
  const base = `http://127.0.0.1:${portal.served.port}`;
  const supplierToken = await signIn(base, "fornitore@esempio.it");
  const cases: [string, string | null, AbusiveQuery][] = [
    ["nodes con 5.000 id, anonimo", null, manyNodes(5000)],
    ["1.000 alias di municipalities, anonimo", null, manyAliases(1000)],
    ["1.000 alias di municipalities, fornitore", supplierToken, manyAliases(1000)],
    ["procurements → customer → procurements ×12, fornitore", supplierToken, deepNesting(12)],
  ];
  // The first request of a process compiles the schema's resolvers: not a cost of the query.
  await (await graphqlPost(base, supplierToken, { query: "{ viewer { email } }" })).arrayBuffer();
  const rows: Record<string, string | number>[] = [];
  // BENCH_CASE=n: only the n-th query (from 0), so that its memory peak is not hidden by an earlier one's.
  const only = process.env.BENCH_CASE === undefined ? null : Number(process.env.BENCH_CASE);
  for (const [name, token, query] of cases.filter((_, index) => only === null || index === only)) {
    gc?.();
    // The process's peak resident memory as the kernel counts it (a sampler in this process would miss the peak
    // while the query holds the event loop), reset to the present size first (Linux: clear_refs 5).
    const peakBefore = resetPeakMemory();
    let healthzMax = 0;
    let running = true;
    const prober = (async () => {
      while (running) {
        const started = performance.now();
        // A kept-alive connection the server closed while its event loop was blocked: asked again on a new one.
        await fetch(`${base}/healthz`)
          .catch(() => fetch(`${base}/healthz`))
          .then((response) => response.arrayBuffer());
        healthzMax = Math.max(healthzMax, performance.now() - started);
        await sleep(50);
      }
    })();
    const started = performance.now();
    const response = await graphqlPost(base, token, query);
    const body = await response.text();
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await prober;
    const error = (JSON.parse(body) as { errors?: { message: string }[] }).errors?.[0]?.message;
    rows.push({
      query: name,
      HTTP: response.status,
      secondi: seconds.toFixed(2),
      "picco di memoria in più (MB)": ((peakMemoryKb() - peakBefore) / 1024).toFixed(0),
      "attesa max /healthz (ms)": ms(healthzMax),
      risposta: error ? error.slice(0, 70) : `${body.length} byte di dati`,
    });
  }
  await portal.stop();
  console.log("\nQuery abusive sul database incorporato (una alla volta, in questo processo)\n");
  console.table(rows);
}

if (process.argv.includes("--serve")) {
  await serveChild(process.env.BENCH_DATABASE_URL || undefined);
} else if (process.argv.includes("--abusive")) {
  await measureAbusiveQueries();
} else {
  // BENCH_ONLY=pglite: the embedded database under load only (to compare two versions of the code quickly).
  const only = process.env.BENCH_ONLY;
  const rows = [
    ...(await measureUnderLoad("PGlite", undefined)),
    ...(only === "pglite" ? [] : ((await withPostgresDatabase("portal_bench", (url) => measureUnderLoad("PostgreSQL", url))) ?? [])),
  ];
  console.log(`\nRichieste leggere una dopo l'altra (${LOAD_SECONDS / 2} s a riposo, ${LOAD_SECONDS} s sotto carico); tempi in ms via HTTP locale\n`);
  console.table(rows);
  if (only !== "pglite") await measureAbusiveQueries();
}
