// Opens the database the configuration names: embedded PGlite (one process, one connection, no server)
// or a PostgreSQL server through node-postgres. One Prisma schema and one migration history serve both.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "../generated/prisma/client";
import { pgliteAdapter } from "./pglite-adapter";

export type Database = {
  kind: "pglite" | "postgres";
  prisma: PrismaClient;
  // Runs a script of several statements (migrations); Prisma's raw queries take one statement only.
  runScript(sql: string): Promise<void>;
  close(): Promise<void>;
};

export async function openDatabase(options: { databaseUrl?: string; embeddedDir?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.embeddedDir);
}

// embeddedDir undefined keeps the database in memory (used by tests).
async function openPglite(embeddedDir: string | undefined): Promise<Database> {
  if (embeddedDir) mkdirSync(path.dirname(embeddedDir), { recursive: true });
  const pglite = embeddedDir ? new PGlite(embeddedDir) : new PGlite();
  await pglite.waitReady;
  const prisma = new PrismaClient({ adapter: pgliteAdapter(pglite) });
  return {
    kind: "pglite",
    prisma,
    runScript: async (sql) => {
      await pglite.exec(sql);
    },
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    kind: "postgres",
    prisma,
    runScript: async (sql) => {
      // Without parameters node-postgres uses the simple query protocol, which accepts many statements.
      await pool.query(sql);
    },
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
