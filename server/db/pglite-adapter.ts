// The embedded PGlite database and its Prisma driver adapter, for the app and for the Prisma CLI alike.
// pglite-prisma-adapter 0.7 pins its own copy of @prisma/driver-adapter-utils (7.2), whose types may differ
// from the client's (7.10) in name only; the protocol is the same (the API tests run every query through it). The
// Prisma 6.19 CLI that writes migrations (scripts/migrate-new.ts) takes the same adapter.
// The casts live here, so no other file needs to know.
import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { DriverAdapterError, type SqlDriverAdapter, type SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

// The extensions the migrations create (pg_trgm: trigram indexes for the lists' quick searches; btree_gin: an
// owner's id in the same GIN index). PostgreSQL ships them; PGlite loads each only when the instance is made with it.
const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

// A PGlite instance in `dataDir`, or in memory when none is given (tests, Prisma's shadow database). In memory it
// can start from an archive of another instance's data (PGlite's dumpDataDir) instead of a new, empty cluster.
export function createPglite(dataDir?: string, archive?: Blob): PGlite {
  return new PGlite({ ...(dataDir ? { dataDir } : {}), ...(archive ? { loadDataDir: archive } : {}), extensions: PGLITE_EXTENSIONS });
}

export function pgliteAdapter(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPGlite(yieldingBetweenStatements(pglite)) as unknown as SqlMigrationAwareDriverAdapterFactory;
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

// PGlite runs each statement synchronously inside this process and settles its promise at once. Statements from
// many resolvers queue on PGlite's own lock and then run one after another, each started from the promise of the one
// before, so the event loop never gets back to the network until the last is done: /healthz, static files and every
// other request waited for the whole lot (24.8 s for one query of 1,000 aliases). Here statements queue in front of
// PGlite instead, and each waits one turn of the event loop when its time comes: between two statements, whatever
// arrived meanwhile is read and answered. A turn costs microseconds.
function yieldingBetweenStatements(pglite: PGlite): PGlite {
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <R>(statement: () => Promise<R>): Promise<R> => {
    const result = queue.then(() => nextTurn()).then(statement);
    queue = result.catch(() => undefined);
    return result;
  };
  return proxyStatements(pglite, (statement) => inTurn(statement), (start) => inTurn(start));
}

// Inside a transaction (which holds PGlite for itself until it ends) each statement waits its turn of the loop too.
function yieldingInTransaction(tx: Transaction): Transaction {
  return proxyStatements(tx, (statement) => nextTurn().then(statement));
}

type Statement = <R>(run: () => Promise<R>) => Promise<R>;

function proxyStatements<T extends PGlite | Transaction>(target: T, statement: Statement, transaction?: Statement): T {
  return new Proxy(target, {
    get(object, property) {
      // PGlite keeps its state in private fields: its methods must run on the instance itself, not on the proxy.
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== "function") return value;
      const method = (value as (...args: unknown[]) => Promise<unknown>).bind(object);
      if (property === "query" || property === "exec") return (...args: unknown[]) => statement(() => method(...args));
      if (property === "transaction" && transaction) {
        // The whole transaction is one turn of the queue: its statements run inside it, the others wait.
        return (callback: (tx: Transaction) => Promise<unknown>) => transaction(() => method((tx: Transaction) => callback(yieldingInTransaction(tx))));
      }
      return method;
    },
  });
}
