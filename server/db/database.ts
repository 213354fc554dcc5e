// Opens the database the configuration names: embedded PGlite (in a thread of this process, one connection, no
// server) or a PostgreSQL server through node-postgres. One Prisma schema and one migration history serve both.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client";
import { withClosedProcurementRefusal } from "./closed-procurement";
import { pgliteAdapter } from "./pglite-adapter";
import { PGliteInWorker } from "./pglite-worker";
import { createMaintenance, type Maintenance } from "./pglite-maintenance";
import type { SqlDriverAdapterFactory as DriverAdapter } from "@prisma/driver-adapter-utils";
import { fromPglite, type Db as IDatabase } from "pg-boss";

export type Database = {
  kind: "pglite" | "postgres";
  prisma: PrismaClient;
  // The same database for the job queue (pg-boss: webhook deliveries), outside Prisma: its own schema "pgboss".
  jobs: IDatabase;
  // Runs a script of several statements (migrations); Prisma's raw queries take one statement only.
  runScript(sql: string): Promise<void>;
  // Resolves once the database answers one trivial statement; the caller bounds the wait. On PGlite a thread
  // busy with a statement counts as answering while that statement is young (pglite-worker.ts).
  ping(): Promise<void>;
  // PGlite only: the whole database as an archive, which `embeddedArchive` starts another instance from.
  archive?(): Promise<Blob>;
  // PGlite only, which has no autovacuum (pglite-maintenance.ts): vacuums and analyzes the tables that autovacuum
  // would, now and then every intervalMs until stopped (close stops it too). The server starts it; tests leave it off,
  // so no statement of upkeep lands in what they count.
  maintenance?: Pick<Maintenance, "run" | "start" | "stop">;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  embeddedDir?: string;
  // An in-memory PGlite that starts as a copy of this archive (Database.archive): the API tests start every
  // file from one migrated database instead of running initdb and every migration again.
  embeddedArchive?: Blob;
  // Called for every SQL statement Prisma sends (duration in ms): the benchmarks count and time statements with it.
  onQuery?: (statement: { query: string; duration: number }) => void;
  // Told when the server closes an idle pooled connection (PostgreSQL restarted, an administrator ended it).
  onConnectionLost?: (error: Error) => void;
};

// The bounds of the transactions that name none: Prisma's defaults are 2 s to get the connection and 5 s for the
// whole. Prisma also opens one of its own, with these bounds, for findUnique calls of one tick that it cannot merge
// into one statement: nodes(ids) on 100 procurements sends 100 SELECTs in one transaction. On a loaded machine those
// took more than 5 s on PGlite and the answer was "errore imprevisto" (an expired transaction); and PGlite has one
// connection, which a file's transaction may hold for up to 30 s (files/uploads.ts), so 2 s of waiting was too
// little there too. These bounds only end a transaction that is stuck, not one that is slow.
export const DEFAULT_TRANSACTION_OPTIONS = { maxWait: 40_000, timeout: 60_000 } as const;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const createClient = (adapter: DriverAdapter) => {
    const transactionOptions = DEFAULT_TRANSACTION_OPTIONS;
    if (!options.onQuery) return withClosedProcurementRefusal(new PrismaClient({ adapter, transactionOptions }));
    const client = new PrismaClient({ adapter, transactionOptions, log: [{ emit: "event", level: "query" }] });
    client.$on("query", options.onQuery);
    return withClosedProcurementRefusal(client);
  };
  if (options.databaseUrl) return openPostgres(options.databaseUrl, createClient, options.onConnectionLost);
  return openPglite(options.embeddedDir, options.embeddedArchive, createClient);
}

type CreateClient = (adapter: DriverAdapter) => PrismaClient;

// embeddedDir undefined keeps the database in memory (used by tests).
async function openPglite(embeddedDir: string | undefined, archive: Blob | undefined, createClient: CreateClient): Promise<Database> {
  if (embeddedDir) mkdirSync(path.dirname(embeddedDir), { recursive: true });
  const pglite = await PGliteInWorker.open(embeddedDir, archive);
  const prisma = createClient(pgliteAdapter(pglite));
  const maintenance = createMaintenance(prisma);
  return {
    kind: "pglite",
    prisma,
    // PGlite's query and exec wait for a transaction in progress, so the queue's statements never land inside one.
    jobs: fromPglite(pglite as unknown as Parameters<typeof fromPglite>[0]),
    runScript: async (sql) => {
      await pglite.exec(sql);
    },
    ping: () => pglite.ping(),
    archive: () => pglite.dumpDataDir("gzip"),
    maintenance,
    close: async () => {
      await maintenance.stop();
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

async function openPostgres(
  databaseUrl: string,
  createClient: CreateClient,
  onConnectionLost: (error: Error) => void = () => undefined,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // node-postgres reports an idle connection closed by the server as a pool "error" event; unheard, Node would
  // crash the whole process. The pool drops that connection and opens a new one when next needed.
  pool.on("error", onConnectionLost);
  const prisma = createClient(new PrismaPg(pool));
  return {
    kind: "postgres",
    prisma,
    jobs: { executeSql: async (text, values) => pool.query(text, values) },
    runScript: async (sql) => {
      // Without parameters node-postgres uses the simple query protocol, which accepts many statements.
      await pool.query(sql);
    },
    ping: async () => {
      await pool.query("SELECT 1");
    },
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
