// The embedded PGlite database and its Prisma driver adapter, for the app and for the Prisma CLI alike.
// pglite-prisma-adapter 0.7 pins its own copy of @prisma/driver-adapter-utils (7.2), whose types may differ
// from the client's (7.10) in name only; the protocol is the same (the API tests run every query through it). The
// Prisma 6.19 CLI that writes migrations (scripts/migrate-new.ts) takes the same adapter.
// The casts live here, so no other file needs to know.
import { PGlite } from "@electric-sql/pglite";
import { DriverAdapterError, type SqlDriverAdapter, type SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.mjs";
import type { PGliteInWorker } from "./pglite-worker";

// A PGlite instance in this thread, in `dataDir` or in memory (Prisma's shadow database, the CLI that writes
// migrations). The portal's runs in a thread of its own (pglite-worker.ts). In memory it can start from an archive
// of another instance's data (PGlite's dumpDataDir) instead of a new, empty cluster.
export function createPglite(dataDir?: string, archive?: Blob): PGlite {
  return new PGlite({ ...(dataDir ? { dataDir } : {}), ...(archive ? { loadDataDir: archive } : {}), extensions: PGLITE_EXTENSIONS });
}

// The adapter takes PGlite by its class in its types only: what it calls (query, exec, transaction) is BasePGlite's,
// which the database in a thread has as well.
export function pgliteAdapter(pglite: PGlite | PGliteInWorker): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPGlite(pglite as PGlite) as unknown as SqlMigrationAwareDriverAdapterFactory;
  factory.connectToShadowDb = connectToShadowDatabase;
  return factory;
}

// The scratch database Prisma replays the migrations on (`migrate diff --from-migrations`, `migrate dev`). The
// adapter's own would be a PGlite without extensions, on which the migrations' CREATE EXTENSION fails. And the
// schema engine replays each migration file as one executeRaw without parameters, which the adapter sends as a
// prepared statement, and PostgreSQL refuses a prepared statement of more than one command (P3006): a statement
// without parameters goes through PGlite's simple protocol instead, which takes a whole script.
async function connectToShadowDatabase(): Promise<SqlDriverAdapter> {
  const pglite = createPglite();
  const adapter = (await new PrismaPGlite(pglite).connect()) as unknown as SqlDriverAdapter;
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    if (query.args.length > 0) return executeRaw(query);
    try {
      await pglite.exec(query.sql);
      return 0;
    } catch (error) {
      throw asDriverAdapterError(error);
    }
  };
  return adapter;
}

// The schema engine reports a failed script with PostgreSQL's own message and code only when it gets them this way.
function asDriverAdapterError(error: unknown): unknown {
  if (!(error instanceof Error) || !("severity" in error)) return error;
  const { code, severity, detail, hint } = error as Error & { code?: string; severity?: string; detail?: string; hint?: string };
  return new DriverAdapterError({ kind: "postgres", code: code ?? "UNKNOWN", severity: severity ?? "ERROR", message: error.message, detail, column: undefined, hint });
}
