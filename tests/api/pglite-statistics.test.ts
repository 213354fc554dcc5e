// The embedded database keeps its planner statistics itself, since PGlite has no autovacuum (issue 8): a table
// that grew past autovacuum's rule is analyzed, one that barely changed is not, and the server's timer does it
// without being asked.
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../fixtures/test-database";

type TableStatistics = { reltuples: number; analyzed: boolean };

describe("statistiche del database incorporato (PGlite)", () => {
  it("analizza le tabelle cambiate oltre la regola di autovacuum (50 righe + 10%), non le altre; poi da sola a intervalli", async () => {
    const { db, drop } = await createTestDatabase("pglite");
    const statistics = db.statistics;
    if (!statistics) throw new Error("PGlite senza manutenzione delle statistiche");
    const statisticsOf = async (table: string): Promise<TableStatistics> => {
      const [row] = await db.prisma.$queryRawUnsafe<{ reltuples: number; analyzed: boolean }[]>(
        `SELECT c.reltuples::float8 AS reltuples, s.last_analyze IS NOT NULL AS analyzed
           FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname = $1`,
        table,
      );
      if (!row) throw new Error(`Tabella ${table} non trovata`);
      return row;
    };
    try {
      await db.runScript(`
        CREATE TABLE statistics_grown (id serial PRIMARY KEY, label text);
        CREATE TABLE statistics_steady (id serial PRIMARY KEY, label text);`);
      // Every table of a new database is analyzed once; after that only the rule decides.
      await statistics.refresh();
      expect(await statisticsOf("statistics_grown")).toEqual({ reltuples: 0, analyzed: true });

      await db.runScript(`
        INSERT INTO statistics_grown (label) SELECT 'riga ' || g FROM generate_series(1, 2000) g;
        INSERT INTO statistics_steady (label) SELECT 'riga ' || g FROM generate_series(1, 40) g;`);
      const analyzed = await statistics.refresh();
      expect(analyzed).toContain("statistics_grown");
      expect(analyzed).not.toContain("statistics_steady");
      expect((await statisticsOf("statistics_grown")).reltuples).toBe(2000);
      expect((await statisticsOf("statistics_steady")).reltuples).toBe(0);
      // Nothing changed since: nothing to do.
      expect(await statistics.refresh()).toEqual([]);

      // 200 more rows on 2,000 stay under 50 + 10%; 300 more pass it, and the timer notices.
      await db.runScript(`INSERT INTO statistics_grown (label) SELECT 'altra ' || g FROM generate_series(1, 200) g;`);
      expect(await statistics.refresh()).toEqual([]);
      await db.runScript(`INSERT INTO statistics_grown (label) SELECT 'ancora ' || g FROM generate_series(1, 100) g;`);
      const failures: unknown[] = [];
      statistics.start(50, (error) => failures.push(error));
      await expect.poll(async () => (await statisticsOf("statistics_grown")).reltuples, { timeout: 10_000 }).toBe(2300);
      expect(failures).toEqual([]);
    } finally {
      await drop();
    }
  });
});
