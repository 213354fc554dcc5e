// Planner statistics for the embedded database. PGlite runs PostgreSQL inside this process without its background
// workers, so no autovacuum ever analyzes a table: the planner keeps guessing one row for tables that have grown to
// thousands, and picks plans for one row (the card's page of 1,000 required documents: 3.4 ms on PGlite against
// 1.3 ms once analyzed, and its count 2.2 ms against 0.8 ms). This does autovacuum's analyze part by the same rule
// and the same defaults: a table is analyzed when the rows changed since its last analysis exceed 50 plus 10% of the
// rows it had then. The statements go through Prisma, so they wait their turn in the queue in front of PGlite
// (pglite-adapter.ts) like any request's, one table at a time. PostgreSQL servers run autovacuum themselves.
import type { PrismaClient } from "../generated/prisma/client";

// PostgreSQL's autovacuum_analyze_threshold and autovacuum_analyze_scale_factor.
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE_FACTOR = 0.1;

export type StatisticsKeeper = {
  // Analyzes every table that changed enough since its last analysis; the tables analyzed.
  refresh(): Promise<string[]>;
  // Refreshes at once, in the background, and then every intervalMs until stop(); a failure is reported and the
  // next round tries again.
  start(intervalMs: number, onError: (error: unknown) => void): void;
  stop(): void;
};

export function createStatisticsKeeper(prisma: PrismaClient): StatisticsKeeper {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<string[]> | undefined;

  async function analyzeStaleTables(): Promise<string[]> {
    // The counters of this (only) backend reach pg_stat_user_tables when it next reports them: ask for that now.
    await prisma.$executeRaw`SELECT pg_stat_force_next_flush()`;
    const stale = await prisma.$queryRaw<{ table: string }[]>`
      SELECT s.relname AS table
        FROM pg_stat_user_tables s
        JOIN pg_class c ON c.oid = s.relid
       WHERE s.schemaname = 'public'
         AND (s.n_mod_since_analyze > ${ANALYZE_THRESHOLD} + ${ANALYZE_SCALE_FACTOR} * GREATEST(c.reltuples, 0)
              -- Never analyzed (a database made before this upkeep): once, whatever the counters say.
              OR c.reltuples < 0)
       ORDER BY s.relname`;
    for (const { table } of stale) {
      // The name comes from the catalog, quoted as an identifier.
      await prisma.$executeRawUnsafe(`ANALYZE public."${table.replaceAll('"', '""')}"`);
    }
    return stale.map(({ table }) => table);
  }

  // One round at a time: a slow round is not joined by the next tick.
  const refresh = () => (running ??= analyzeStaleTables().finally(() => (running = undefined)));

  return {
    refresh,
    start(intervalMs, onError) {
      if (timer) return;
      const round = () => void refresh().catch(onError);
      timer = setInterval(round, intervalMs);
      // Upkeep alone does not keep the process alive.
      timer.unref();
      round();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
