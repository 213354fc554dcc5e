// npx tsx scripts/bench-lists.ts: every list the screens page through, at 10,000 suppliers / 100,000 company
// documents / 50,000 workers (scripts/bench-lists-data.ts), one client, on embedded PGlite and on a scratch
// PostgreSQL database dropped afterwards. It sends the exact GraphQL text of the client (Relay artifacts):
// the home's first load, then each table's refetch for the next, previous and last page, every sort column
// and the quick search, and GET /api/cs/getdata. Prints p50/p95 in ms, SQL statements and bytes per request.
// BENCH_LISTS_SIZE (suppliers, default 10000), BENCH_LISTS_REPEATS (default 50), BENCH_LISTS_DATABASES
// ("pglite,postgres") change the run.
import { mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import { createApp } from "../server/app";
import { openPreparedDatabase } from "../server/startup";
import { DEMO_PASSWORD, seedDemoData } from "../prisma/seed/demo";
import homeRouteQuery from "../client/__generated__/HomeRouteQuery.graphql";
import procurementRouteQuery from "../client/__generated__/ProcurementRouteQuery.graphql";
import attachmentsRefetch from "../client/__generated__/SupplierAttachmentsTableRefetchQuery.graphql";
import workersRefetch from "../client/__generated__/SupplierWorkersTableRefetchQuery.graphql";
import supplierProcurementsRefetch from "../client/__generated__/SupplierProcurementsTableRefetchQuery.graphql";
import customerProcurementsRefetch from "../client/__generated__/CustomerProcurementsTableRefetchQuery.graphql";
import requiredDocumentsRefetch from "../client/__generated__/RequiredDocumentsTableRefetchQuery.graphql";
import municipalityQuery from "../client/__generated__/MunicipalityFieldQuery.graphql";
import { seedListVolume } from "./bench-lists-data";

const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const SIZE = Number(process.env.BENCH_LISTS_SIZE ?? 10_000);
const REPEATS = Number(process.env.BENCH_LISTS_REPEATS ?? 50);
const DATABASES = (process.env.BENCH_LISTS_DATABASES ?? "pglite,postgres").split(",");

type Row = { database: string; request: string; p50: string; p95: string; statements: number; kB: string };
type Variables = Record<string, unknown>;
type Connection = { totalCount: number; pageInfo: { startCursor: string | null; endCursor: string | null } };

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
  const name = `portal_bench_lists_${randomBytes(4).toString("hex")}`;
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

// The connection inside a refetch answer: data.node.<field>, or data.viewer.<owner>.<field> for the home.
function connectionOf(body: unknown, field: string): Connection {
  const data = (body as { data?: { node?: Record<string, Connection> } }).data;
  const connection = data?.node?.[field];
  if (!connection) throw new Error(`nessuna connessione ${field} nella risposta`);
  return connection;
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
    const send = (url: string, init: RequestInit) => Promise.resolve(app.fetch(new Request(`http://localhost${url}`, init)));
    const signIn = async (email: string) => {
      const response = await send("/api/customersupp/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
      return ((await response.json()) as { data: { token: string } }).data.token;
    };
    const supplierToken = await signIn("fornitore@esempio.it");
    const customerToken = await signIn("committente@esempio.it");
    const graphql = (token: string, text: string | null | undefined, variables: Variables = {}) => () =>
      send("/graphql", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ query: text, variables }) });

    const rows: Row[] = [];
    // Times `REPEATS` requests and counts the SQL statements of one of them; returns the last answer.
    async function timeRequest(label: string, request: () => Promise<Response>): Promise<unknown> {
      const durations: number[] = [];
      let statementsOfOne = 0;
      let text = "";
      for (let index = 0; index < REPEATS; index += 1) {
        const before = statements;
        const started = performance.now();
        const response = await request();
        text = await response.text();
        durations.push(performance.now() - started);
        if (!response.ok) throw new Error(`${label}: HTTP ${response.status} ${text.slice(0, 300)}`);
        // A refused or empty answer would be fast and meaningless: only full answers are measured.
        if (text.includes('"errors"') || text.includes('"node":null')) throw new Error(`${label}: ${text.slice(0, 300)}`);
        statementsOfOne = statements - before;
      }
      durations.sort((a, b) => a - b);
      rows.push({
        database: databaseLabel,
        request: label,
        p50: percentile(durations, 0.5).toFixed(1),
        p95: percentile(durations, 0.95).toFixed(1),
        statements: statementsOfOne,
        kB: (Buffer.byteLength(text) / 1024).toFixed(1),
      });
      return JSON.parse(text) as unknown;
    }

    // One table: first page with every sort column (both directions of the default), next, previous and
    // last page, and the quick searches given.
    async function timeTable(table: {
      label: string;
      token: string;
      text: string | null | undefined;
      id: string;
      field: string;
      pageSize: number;
      orderFields: string[];
      defaultDirection: "ASC" | "DESC";
      searches: string[];
      hideInactive?: boolean;
    }) {
      const base: Variables = { id: table.id, first: table.pageSize, after: null, last: null, before: null, search: null, orderBy: table.orderFields[0], direction: table.defaultDirection, ...(table.hideInactive ? { hideInactive: false } : {}) };
      const request = (label: string, variables: Variables) => timeRequest(`${table.label}: ${label}`, graphql(table.token, table.text, { ...base, ...variables }));
      const first = connectionOf(await request("pagina 1", {}), table.field);
      const second = connectionOf(await request("pagina successiva", { after: first.pageInfo.endCursor }), table.field);
      await request("pagina precedente", { first: null, last: table.pageSize, before: second.pageInfo.startCursor });
      await request("ultima pagina", { first: null, last: first.totalCount % table.pageSize || table.pageSize });
      const opposite = table.defaultDirection === "ASC" ? "DESC" : "ASC";
      await request(`ordine ${table.orderFields[0]} ${opposite}`, { direction: opposite });
      for (const field of table.orderFields.slice(1)) await request(`ordine ${field}`, { orderBy: field });
      if (table.hideInactive) await request("nascondi i non attivi", { hideInactive: true });
      for (const search of table.searches) await request(`ricerca "${search}"`, { search });
    }

    const supplierNodeId = encodeGlobalID("Supplier", supplierId);
    const customerNodeId = encodeGlobalID("Customer", customerId);
    const largeCard = encodeGlobalID("Procurement", largeProcurementId);
    const largeLink = await deps.prisma.procurementSupplier.findUniqueOrThrow({ where: { procurementId_supplierId: { procurementId: largeProcurementId, supplierId } } });
    const largeLinkId = encodeGlobalID("ProcurementSupplier", largeLink.id);

    await timeRequest("/home fornitore: HomeRouteQuery", graphql(supplierToken, homeRouteQuery.params.text));
    await timeRequest("/home committente: HomeRouteQuery", graphql(customerToken, homeRouteQuery.params.text));
    await timeTable({
      label: "documenti aziendali", token: supplierToken, text: attachmentsRefetch.params.text, id: supplierNodeId, field: "attachments", pageSize: 20,
      orderFields: ["DOCUMENT_DATE", "DOCUMENT_EXPIRATION_DATE", "ATTACHMENT_FILENAME", "ATTACHMENT_TYPE"], defaultDirection: "DESC",
      searches: ["durc", "prot. 4242", "zzzz"],
    });
    await timeTable({
      label: "lavoratori", token: supplierToken, text: workersRefetch.params.text, id: supplierNodeId, field: "workers", pageSize: 10,
      orderFields: ["LAST_NAME", "FIRST_NAME"], defaultDirection: "ASC", hideInactive: true,
      searches: ["ross", "giulia rossi", "zzzz"],
    });
    await timeTable({
      label: "appalti del fornitore", token: supplierToken, text: supplierProcurementsRefetch.params.text, id: supplierNodeId, field: "procurements", pageSize: 10,
      orderFields: ["DATE_START", "DATE_END", "LABEL"], defaultDirection: "DESC", searches: ["manutenzione", "zzzz"],
    });
    await timeTable({
      label: "appalti del committente", token: customerToken, text: customerProcurementsRefetch.params.text, id: customerNodeId, field: "procurements", pageSize: 10,
      orderFields: ["DATE_START", "DATE_END", "LABEL"], defaultDirection: "DESC", searches: ["manutenzione", "zzzz"],
    });
    await timeRequest(`/procurement fornitore (appalto grande): ProcurementRouteQuery`, graphql(supplierToken, procurementRouteQuery.params.text, { id: largeCard }));
    await timeRequest(`/procurement committente (appalto grande): ProcurementRouteQuery`, graphql(customerToken, procurementRouteQuery.params.text, { id: largeCard, supplierId: supplierNodeId }));
    for (const [who, token] of [["fornitore", supplierToken], ["committente", customerToken]] as const) {
      await timeTable({
        label: `documenti richiesti (${who})`, token, text: requiredDocumentsRefetch.params.text, id: largeLinkId, field: "requiredDocuments", pageSize: 10,
        orderFields: ["ACTIVE", "CATEGORY", "DOCUMENT_DATE", "EXPIRATION_DATE", "APPROVAL"], defaultDirection: "DESC", hideInactive: true,
        searches: ["sicurezza", "zzzz"],
      });
    }
    await timeRequest("comuni (autocomplete \"mon\")", graphql(supplierToken, municipalityQuery.params.text, { search: "mon", first: 20 }));
    await timeRequest("GET /api/cs/getdata", () => send("/api/cs/getdata", { headers: { authorization: `Bearer ${supplierToken}` } }));
    return rows;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
if (DATABASES.includes("pglite")) rows.push(...(await measure("PGlite", undefined)));
if (DATABASES.includes("postgres")) rows.push(...((await withPostgresDatabase((url) => measure("PostgreSQL", url))) ?? []));
console.log(`\n${SIZE} fornitori, ${REPEATS} richieste per riga, un client, tempi in ms dentro il processo (senza rete)\n`);
console.table(rows);
const worst = rows.reduce((max, row) => (Number(row.p95) > Number(max.p95) ? row : max), rows[0]);
if (worst) console.log(`p95 peggiore: ${worst.p95} ms (${worst.database}, ${worst.request})`);
