// npm run bench: response times and SQL statements per request for the screens that exist, on embedded
// PGlite and on the PostgreSQL server, with the demo data. It sends the exact GraphQL text the client sends
// (from the Relay artifacts). Figures go in the issue notes; no test depends on them.
import { mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { createApp } from "../server/app";
import { openPreparedDatabase } from "../server/startup";
import { DEMO_PASSWORD, seedDemoData } from "../prisma/seed/demo";
import homeRouteQuery from "../client/__generated__/HomeRouteQuery.graphql";
import medicineRouteQuery from "../client/__generated__/MedicineRouteQuery.graphql";
import protectedLayoutQuery from "../client/__generated__/ProtectedLayoutQuery.graphql";
import procurementRouteQuery from "../client/__generated__/ProcurementRouteQuery.graphql";
import { createLargeProcurement, demoProcurementIds, LARGE_REQUIREMENT_COUNT } from "./bench-procurement-data";

const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const REPEATS = Number(process.env.BENCH_REPEATS ?? 200);

type Row = { database: string; request: string; p50: string; p95: string; statements: number };

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL non raggiungibile su ${POSTGRES_ADMIN_URL}: misuro solo PGlite`);
    return null;
  }
  const name = `portal_bench_${randomBytes(4).toString("hex")}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

async function measure(databaseLabel: string, databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-"));
  const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "warn", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  let statements = 0;
  const { database, deps } = await openPreparedDatabase(config, createLogger("warn"), { onQuery: () => (statements += 1) });
  try {
    await seedDemoData(deps);
    const app = createApp(deps);
    const post = (url: string, body: unknown, token?: string) =>
      Promise.resolve(
        app.fetch(
          new Request(`http://localhost${url}`, {
            method: "POST",
            headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify(body),
          }),
        ),
      );

    // Times `repeats` requests and counts the SQL statements of one of them.
    async function timeRequest(label: string, repeats: number, send: () => Promise<Response>): Promise<Row> {
      const durations: number[] = [];
      let statementsOfOne = 0;
      for (let index = 0; index < repeats; index += 1) {
        const before = statements;
        const started = performance.now();
        const response = await send();
        const body = await response.text();
        durations.push(performance.now() - started);
        if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
        // A refused or empty answer would be fast and meaningless: only full answers are measured.
        if (body.includes('"errors"') || body.includes('"node":null')) throw new Error(`${label}: ${body.slice(0, 300)}`);
        statementsOfOne = statements - before;
      }
      durations.sort((a, b) => a - b);
      return { database: databaseLabel, request: label, p50: percentile(durations, 0.5).toFixed(1), p95: percentile(durations, 0.95).toFixed(1), statements: statementsOfOne };
    }

    const signIn = async (email: string) => {
      const response = await post("/api/customersupp/login", { email, password: DEMO_PASSWORD });
      return ((await response.json()) as { data: { token: string } }).data.token;
    };
    const supplierToken = await signIn("fornitore@esempio.it");
    const workerToken = await signIn("lavoratore@esempio.it");
    const customerToken = await signIn("committente@esempio.it");
    const graphqlRequest = (text: string | null | undefined, token: string, variables: Record<string, unknown> = {}) => () =>
      post("/graphql", { query: text, variables }, token);
    const demoCard = await demoProcurementIds(deps, "fornitore@esempio.it", "committente@esempio.it");
    const largeCard = await createLargeProcurement(deps, "fornitore@esempio.it");
    const cardQuery = procurementRouteQuery.params.text;

    return [
      await timeRequest("accesso (POST /api/customersupp/login, scrypt)", 5, () => post("/api/customersupp/login", { email: "fornitore@esempio.it", password: DEMO_PASSWORD })),
      await timeRequest("shell: ProtectedLayoutQuery", REPEATS, graphqlRequest(protectedLayoutQuery.params.text, supplierToken)),
      await timeRequest("/home fornitore: HomeRouteQuery", REPEATS, graphqlRequest(homeRouteQuery.params.text, supplierToken)),
      await timeRequest("/medicine: MedicineRouteQuery", REPEATS, graphqlRequest(medicineRouteQuery.params.text, workerToken)),
      await timeRequest("/procurement fornitore (dati demo): ProcurementRouteQuery", REPEATS, graphqlRequest(cardQuery, supplierToken, { id: demoCard.procurementId })),
      await timeRequest("/procurement committente (dati demo): ProcurementRouteQuery", REPEATS, graphqlRequest(cardQuery, customerToken, { id: demoCard.procurementId, supplierId: demoCard.supplierId })),
      await timeRequest(`/procurement fornitore (${LARGE_REQUIREMENT_COUNT} documenti richiesti)`, REPEATS, graphqlRequest(cardQuery, supplierToken, { id: largeCard.procurementId })),
      await timeRequest(`/procurement committente (${LARGE_REQUIREMENT_COUNT} documenti richiesti)`, REPEATS, graphqlRequest(cardQuery, customerToken, { id: largeCard.procurementId, supplierId: largeCard.supplierId })),
      await timeRequest("GET /api/cs/getdata", REPEATS, () => Promise.resolve(app.fetch(new Request("http://localhost/api/cs/getdata", { headers: { authorization: `Bearer ${supplierToken}` } })))),
    ];
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [...(await measure("PGlite", undefined)), ...((await withPostgresDatabase((url) => measure("PostgreSQL", url))) ?? [])];
console.log(`\n${REPEATS} richieste per riga (l'accesso: 5), tempi in ms dentro il processo (senza rete)\n`);
console.table(rows);
