// npm run bench: response times and SQL statements per request for the screens that exist, on embedded
// PGlite and on the PostgreSQL server, with the demo data. It sends the exact GraphQL text the client sends
// (from the Relay artifacts). Figures go in the issue notes; no test depends on them.
import { mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { createApp } from "../server/app";
import { openPreparedDatabase } from "../server/startup";
import { DEMO_PASSWORD, seedDemoData } from "../prisma/seed/demo";
import homeRouteQuery from "../client/__generated__/HomeRouteQuery.graphql";
import medicineRouteQuery from "../client/__generated__/MedicineRouteQuery.graphql";
import protectedLayoutQuery from "../client/__generated__/ProtectedLayoutQuery.graphql";
import procurementRouteQuery from "../client/__generated__/ProcurementRouteQuery.graphql";
import { signInDemoUser } from "../tests/fixtures/demo-sign-in";
import { loadAverageNote, percentile, timeRepeats, withPostgresDatabase } from "./bench-support";
import { demoProcurementIds } from "../tests/fixtures/demo-procurement";
import { createLargeProcurement, LARGE_REQUIREMENT_COUNT } from "./bench-procurement-data";

const REPEATS = Number(process.env.BENCH_REPEATS ?? 200);

type Row = { database: string; request: string; p50: string; p95: string; statements: number };

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
      const { durations, statementsOfOne } = await timeRepeats(label, repeats, send, () => statements);
      return { database: databaseLabel, request: label, p50: percentile(durations, 0.5).toFixed(1), p95: percentile(durations, 0.95).toFixed(1), statements: statementsOfOne };
    }

    const signIn = (email: string) => signInDemoUser(app.fetch, "http://localhost", email);
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

const rows = [...(await measure("PGlite", undefined)), ...((await withPostgresDatabase("portal_bench", (url) => measure("PostgreSQL", url))) ?? [])];
console.log(`\n${loadAverageNote()}`);
console.log(`\n${REPEATS} richieste per riga (l'accesso: 5), tempi in ms dentro il processo (senza rete)\n`);
console.table(rows);
