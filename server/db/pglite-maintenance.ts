// Autovacuum's work for the embedded database. PGlite runs PostgreSQL inside this process without its background
// workers, so nothing ever vacuums or analyzes a table unless this does:
// - without ANALYZE the planner keeps guessing one row for tables that have grown to thousands, and picks plans
//   for one row (the card's page of 1,000 required documents: 3.4 ms on PGlite against 1.3 ms once analyzed);
// - without VACUUM the rows that updates and deletes leave behind are never reclaimed, so tables and indexes only
//   grow, and no row is ever frozen: after some 2 billion transactions PostgreSQL stops accepting writes rather
//   than risk wraparound, with the portal's data inside.
// The rules and numbers are autovacuum's own defaults, read from the settings where PostgreSQL has one. The
// statements go through Prisma, so they wait their turn for PGlite's one connection (pglite-worker.ts) like any
// request's, one table at a time: a VACUUM of 200,000 rows with 40,000 dead took 46 ms, an ANALYZE 110 ms.
// PGlite keeps no activity counters across a restart (dead rows, inserts and changes since the last vacuum or
// analysis all read 0 again, checked), so what happened before it is unknown: the first round after opening the
// database vacuums and analyzes every table once, as the rules cannot tell. PostgreSQL servers run autovacuum
// themselves.
import type { PrismaClient } from "../generated/prisma/client";

export type MaintenanceRound = { vacuumed: string[]; analyzed: string[] };

export type Maintenance = {
  // Vacuums and analyzes every table that autovacuum would, now (every table in the first round); the tables of each.
  run(): Promise<MaintenanceRound>;
  // Runs at once, in the background, and then every intervalMs until stop(); a failure is reported and the
  // next round tries again.
  start(intervalMs: number, onError: (error: unknown) => void): void;
  // No round starts any more, and the one under way ends after its current table: resolves once it has, so the
  // database can be closed without a statement of upkeep still on its way.
  stop(): Promise<void>;
};

type TableNeeds = { table: string; vacuum: boolean; analyze: boolean };

export function createMaintenance(prisma: PrismaClient): Maintenance {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<MaintenanceRound> | undefined;
  let countersKnown = false;
  let stopped = false;

  async function tablesInNeed(): Promise<TableNeeds[]> {
    const everyTable = !countersKnown;
    // The counters of this (only) backend reach pg_stat_user_tables when it next reports them: ask for that now.
    await prisma.$executeRaw`SELECT pg_stat_force_next_flush()`;
    return prisma.$queryRaw<TableNeeds[]>`
      SELECT s.relname AS table,
             -- The first round: every table, whatever the counters say.
             ${everyTable} OR
             -- Dead rows past 50 + 20% of the table; rows inserted since the last vacuum past 1,000 + 20% (their
             -- pages are marked all-visible, for index-only scans); or the oldest unfrozen transaction id past
             -- autovacuum_freeze_max_age, when the vacuum also freezes (vacuum_freeze_table_age is lower).
             (s.n_dead_tup > current_setting('autovacuum_vacuum_threshold')::float8
                             + current_setting('autovacuum_vacuum_scale_factor')::float8 * GREATEST(c.reltuples, 0)
              OR s.n_ins_since_vacuum > current_setting('autovacuum_vacuum_insert_threshold')::float8
                             + current_setting('autovacuum_vacuum_insert_scale_factor')::float8 * GREATEST(c.reltuples, 0)
              OR age(c.relfrozenxid) > current_setting('autovacuum_freeze_max_age')::float8) AS vacuum,
             ${everyTable} OR
             -- Rows changed since the last analysis past 50 + 10%.
             s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
                             + current_setting('autovacuum_analyze_scale_factor')::float8 * GREATEST(c.reltuples, 0) AS analyze
        FROM pg_stat_user_tables s
        JOIN pg_class c ON c.oid = s.relid
       WHERE s.schemaname = 'public'
       ORDER BY s.relname`;
  }

  async function maintain(): Promise<MaintenanceRound> {
    const round: MaintenanceRound = { vacuumed: [], analyzed: [] };
    for (const { table, vacuum, analyze } of await tablesInNeed()) {
      if (stopped) return round;
      if (!vacuum && !analyze) continue;
      await prisma.$executeRawUnsafe(maintenanceStatement(table, vacuum, analyze));
      if (vacuum) round.vacuumed.push(table);
      if (analyze) round.analyzed.push(table);
    }
    countersKnown = true;
    return round;
  }

  // One round at a time: a slow round is not joined by the next tick.
  const run = () => (running ??= maintain().finally(() => (running = undefined)));

  return {
    run,
    start(intervalMs, onError) {
      if (timer) return;
      const round = () => void run().catch(onError);
      timer = setInterval(round, intervalMs);
      // Upkeep alone does not keep the process alive.
      timer.unref();
      round();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

// The name comes from the catalog, quoted as an identifier. A table that needs both gets one statement, as
// autovacuum does.
function maintenanceStatement(table: string, vacuum: boolean, analyze: boolean): string {
  const name = `public."${table.replaceAll('"', '""')}"`;
  if (vacuum && analyze) return `VACUUM (ANALYZE) ${name}`;
  return `${vacuum ? "VACUUM" : "ANALYZE"} ${name}`;
}
