// npx tsx scripts/bench-workforce.ts: the customer's workforce screen with 5,000 workers of the demo customer
// (each with two visits and three training lines), on embedded PGlite and on a scratch PostgreSQL database dropped
// afterwards, sending the queries the screen sends (the route's first page, a status filter, a sort by next visit,
// a quick search, a later page and a REST page). Prints p50 and p95 in ms and the SQL statements of one request.
// BENCH_WORKFORCE_SIZE (default 5000), BENCH_WORKFORCE_REPEATS (default 50), BENCH_WORKFORCE_DATABASES
// ("pglite,postgres") change the run.
import { mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import routeQuery from "../client/__generated__/WorkforceRouteQuery.graphql";
import refetchQuery from "../client/__generated__/WorkforceTableRefetchQuery.graphql";
import { seedDemoData } from "../prisma/seed/demo";
import { loadConfig } from "../server/config";
import { createApp } from "../server/app";
import { createLogger } from "../server/lib/logger";
import { openPreparedDatabase } from "../server/startup";
import { signInDemoUser } from "../tests/fixtures/demo-sign-in";
import { loadAverageNote, percentile, timeRepeats, withPostgresDatabase } from "./bench-support";

const SIZE = Math.trunc(Number(process.env.BENCH_WORKFORCE_SIZE ?? 5_000));
const REPEATS = Number(process.env.BENCH_WORKFORCE_REPEATS ?? 50);
const DATABASES = (process.env.BENCH_WORKFORCE_DATABASES ?? "pglite,postgres").split(",");

type Row = { database: string; request: string; p50: string; p95: string; statements: number; kB: string };

// SIZE workers spread over the customer's factories, departments and jobs, judgements and impacts in rotation, a
// tenth resigned and a twentieth excluded; two visits each (the trigger sets last and next visit) and three
// training lines over the demo's models.
function volumeScript(customerId: number): string {
  const customer = Math.trunc(customerId);
  return `
WITH f AS (SELECT array_agg(factory_id ORDER BY factory_id) ids FROM factories WHERE customer_id = ${customer}),
     d AS (SELECT array_agg(department_id ORDER BY department_id) ids FROM departments WHERE factory_id IN (SELECT factory_id FROM factories WHERE customer_id = ${customer})),
     j AS (SELECT array_agg(job_id ORDER BY job_id) ids FROM jobs WHERE factory_id IN (SELECT factory_id FROM factories WHERE customer_id = ${customer}))
INSERT INTO workers (customer_id, factory_id, department_id, job_id, first_name, last_name, fiscal_code, suitability, business_impact, exclude_ss, resigned)
SELECT ${customer}, f.ids[1 + i % array_length(f.ids, 1)], d.ids[1 + i % array_length(d.ids, 1)], j.ids[1 + i % array_length(j.ids, 1)],
  (ARRAY['Marco','Giulia','Luca','Francesca','Andrea','Chiara','Matteo','Sara'])[1 + i % 8], 'Volume' || lpad(i::text, 5, '0'), 'VOLCF' || lpad(i::text, 11, '0'),
  (ARRAY['ID','IL','IP','IPL','INT','INP','RVS',NULL,'ID','ID'])[1 + i % 10]::"Suitability", (ARRAY['A','B',NULL])[1 + i % 3]::"BusinessImpact", i % 20 = 0, i % 10 = 0
FROM generate_series(1, ${SIZE}) i, f, d, j;
INSERT INTO examinations (worker_id, examinationdate, visit_type, outcome, next_visit_date)
SELECT w.id, current_date - (400 + w.id % 300), 'VP', w.suitability, current_date - (35 + w.id % 300) FROM workers w WHERE w.last_name LIKE 'Volume%';
INSERT INTO examinations (worker_id, examinationdate, visit_type, outcome, next_visit_date, prescriptions)
SELECT w.id, current_date - (w.id % 300), 'VP', w.suitability, current_date + (w.id % 700) - 60, 'Prescrizione di prova' FROM workers w WHERE w.last_name LIKE 'Volume%';
INSERT INTO training_protocols (worker_id, model_id, position, last_date, frequency, next_date, enrolled_open_course)
SELECT w.id, m.id, m.rn, CASE WHEN (w.id + m.rn) % 7 = 0 THEN NULL ELSE current_date - (w.id % 1500) END, 60,
  CASE WHEN (w.id + m.rn) % 7 = 0 THEN NULL ELSE current_date - (w.id % 1500) + 1826 - (m.rn * 400) END, (w.id + m.rn) % 11 = 0
FROM workers w, (SELECT id, row_number() OVER (ORDER BY id)::int rn FROM training_models ORDER BY id LIMIT 3) m WHERE w.last_name LIKE 'Volume%';
ANALYZE workers; ANALYZE examinations; ANALYZE training_protocols;`;
}

async function measure(databaseLabel: string, databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-workforce-"));
  const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "warn", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  let statements = 0;
  const { database, deps } = await openPreparedDatabase(config, createLogger("warn"), { onQuery: () => (statements += 1) });
  try {
    await seedDemoData(deps);
    const customerUser = await deps.prisma.user.findUniqueOrThrow({ where: { email: "committente@esempio.it" } });
    const started = performance.now();
    for (const statement of volumeScript(customerUser.customerId ?? 0).split(";").map((text) => text.trim()).filter(Boolean)) {
      await deps.prisma.$executeRawUnsafe(statement);
    }
    const workers = await deps.prisma.worker.count({ where: { customerId: customerUser.customerId ?? 0 } });
    console.log(`${databaseLabel}: ${workers} lavoratori del committente caricati in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const app = createApp(deps);
    const token = await signInDemoUser(app.fetch, "http://localhost", "committente@esempio.it");
    const post = (query: string, variables: Record<string, unknown>) => () =>
      Promise.resolve(app.fetch(new Request("http://localhost/graphql", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) })));
    const get = (url: string) => () => Promise.resolve(app.fetch(new Request(`http://localhost${url}`, { headers: { authorization: `Bearer ${token}` } })));
    const page = { first: 10, after: null, last: null, before: null, search: null, status: null, orderBy: "NAME", direction: "ASC", hideInactive: true };
    const routeText = routeQuery.params.text ?? "";
    const refetchText = refetchQuery.params.text ?? "";
    const firstPage = JSON.parse(await (await post(refetchText, page)()).text()) as { data: { workforce: { pageInfo: { endCursor: string } } } };
    const requests: [string, () => Promise<Response>][] = [
      ["schermata: prima pagina (10, per nome)", post(routeText, {})],
      ["filtro IDPL", post(refetchText, { ...page, status: "IDPL" })],
      ["filtro BASSO, 100 per pagina", post(refetchText, { ...page, status: "BASSO", first: 100 })],
      ["ordina per prossima visita", post(refetchText, { ...page, orderBy: "NEXT_VISIT", direction: "ASC" })],
      ["ordina per stabilimento", post(refetchText, { ...page, orderBy: "FACTORY" })],
      ["ricerca «volume01»", post(refetchText, { ...page, search: "volume01" })],
      ["pagina successiva", post(refetchText, { ...page, after: firstPage.data.workforce.pageInfo.endCursor })],
      ["REST GET /api/workers?per_page=10", get("/api/workers?per_page=10")],
    ];
    const rows: Row[] = [];
    for (const [label, send] of requests) {
      const { durations, statementsOfOne, lastText } = await timeRepeats(label, REPEATS, send, () => statements);
      rows.push({ database: databaseLabel, request: label, p50: percentile(durations, 0.5).toFixed(1), p95: percentile(durations, 0.95).toFixed(1), statements: statementsOfOne, kB: (Buffer.byteLength(lastText) / 1024).toFixed(1) });
    }
    return rows;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
if (DATABASES.includes("pglite")) rows.push(...(await measure("PGlite", undefined)));
if (DATABASES.includes("postgres")) rows.push(...((await withPostgresDatabase("portal_bench_workforce", (url) => measure("PostgreSQL", url))) ?? []));
console.log(`\n${SIZE} lavoratori in più, ${REPEATS} richieste per riga, un client, tempi in ms dentro il processo (senza rete); ${loadAverageNote()}\n`);
console.table(rows);
