// Applies pending migrations from prisma/migrations at start, on PGlite and on PostgreSQL alike.
// Prisma's own `migrate deploy` cannot be used on a server through @prisma/adapter-pg (prisma/orm issue 27403),
// so this keeps Prisma's `_prisma_migrations` bookkeeping itself: the CLI still sees the same history.
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./database";

const defaultMigrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../prisma/migrations");

// The same key Prisma uses, so the CLI and the app never migrate one database at the same time.
const MIGRATION_LOCK_KEY = 72707369;

type Migration = { name: string; sql: string; checksum: string };

export function readMigrations(migrationsDir = defaultMigrationsDir): Migration[] {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(migrationsDir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

export async function applyPendingMigrations(db: Database, migrationsDir?: string): Promise<string[]> {
  const migrations = readMigrations(migrationsDir);
  await db.runScript(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
  )`);
  await db.runScript(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    const applied = await db.prisma.$queryRawUnsafe<{ migration_name: string; checksum: string }[]>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const appliedByName = new Map(applied.map((row) => [row.migration_name, row.checksum]));
    const newlyApplied: string[] = [];
    for (const migration of migrations) {
      const appliedChecksum = appliedByName.get(migration.name);
      if (appliedChecksum !== undefined) {
        if (appliedChecksum !== migration.checksum) {
          throw new Error(`La migrazione ${migration.name} è stata modificata dopo essere stata applicata`);
        }
        continue;
      }
      // The migration and its bookkeeping row commit together: a failure leaves neither.
      const escapedName = migration.name.replace(/'/g, "''");
      await db.runScript(`BEGIN;
${migration.sql}
;
INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
VALUES ('${randomUUID()}', '${migration.checksum}', '${escapedName}', now(), 1);
COMMIT;`).catch(async (error: unknown) => {
        await db.runScript("ROLLBACK").catch(() => undefined);
        throw error;
      });
      newlyApplied.push(migration.name);
    }
    return newlyApplied;
  } finally {
    await db.runScript(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
}
