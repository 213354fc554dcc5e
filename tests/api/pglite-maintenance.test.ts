// The embedded database does autovacuum's work itself, since PGlite has none (issue 8): a table past autovacuum's
// rules is vacuumed or analyzed, one that barely changed is not, the space of dead rows is reused instead of the
// table growing, and the server's timer does it without being asked.
import { describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { createTestDatabase } from "../fixtures/test-database";

type TableState = { reltuples: number; analyzed: boolean; vacuumed: boolean; deadRows: number; pages: number };

async function stateOf(db: Database, table: string): Promise<TableState> {
  await db.prisma.$executeRaw`SELECT pg_stat_force_next_flush()`;
  const [row] = await db.prisma.$queryRawUnsafe<TableState[]>(
    `SELECT c.reltuples::float8 AS reltuples, s.last_analyze IS NOT NULL AS analyzed, s.last_vacuum IS NOT NULL AS vacuumed,
            s.n_dead_tup::float8 AS "deadRows", pg_relation_size(c.oid)::float8 / current_setting('block_size')::float8 AS pages
       FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname = $1`,
    table,
  );
  if (!row) throw new Error(`Tabella ${table} non trovata`);
  return row;
}

function maintenanceOf(db: Database) {
  if (!db.maintenance) throw new Error("PGlite senza manutenzione");
  return db.maintenance;
}

describe("manutenzione del database incorporato (PGlite)", () => {
  it("analizza le tabelle cambiate oltre la regola di autovacuum (50 righe + 10%), non le altre; poi da sola a intervalli", async () => {
    const { db, drop } = await createTestDatabase("pglite");
    const maintenance = maintenanceOf(db);
    try {
      await db.runScript(`
        CREATE TABLE statistics_grown (id serial PRIMARY KEY, label text);
        CREATE TABLE statistics_steady (id serial PRIMARY KEY, label text);`);
      // Every table of a new database is analyzed once; after that only the rules decide.
      await maintenance.run();
      expect(await stateOf(db, "statistics_grown")).toMatchObject({ reltuples: 0, analyzed: true });

      await db.runScript(`
        INSERT INTO statistics_grown (label) SELECT 'riga ' || g FROM generate_series(1, 2000) g;
        INSERT INTO statistics_steady (label) SELECT 'riga ' || g FROM generate_series(1, 40) g;`);
      const { analyzed } = await maintenance.run();
      expect(analyzed).toContain("statistics_grown");
      expect(analyzed).not.toContain("statistics_steady");
      expect((await stateOf(db, "statistics_grown")).reltuples).toBe(2000);
      expect((await stateOf(db, "statistics_steady")).reltuples).toBe(0);
      // Nothing changed since: nothing to do.
      expect(await maintenance.run()).toEqual({ vacuumed: [], analyzed: [] });

      // 200 more rows on 2,000 stay under 50 + 10%; 300 more pass it, and the timer notices.
      await db.runScript(`INSERT INTO statistics_grown (label) SELECT 'altra ' || g FROM generate_series(1, 200) g;`);
      expect((await maintenance.run()).analyzed).toEqual([]);
      await db.runScript(`INSERT INTO statistics_grown (label) SELECT 'ancora ' || g FROM generate_series(1, 100) g;`);
      const failures: unknown[] = [];
      maintenance.start(50, (error) => failures.push(error));
      await expect.poll(async () => (await stateOf(db, "statistics_grown")).reltuples, { timeout: 60_000 }).toBe(2300);
      expect(failures).toEqual([]);
    } finally {
      await drop();
    }
  });

  it("fa VACUUM oltre 50 righe morte + 20%, non sotto; lo spazio liberato è riusato e la tabella non cresce", async () => {
    const { db, drop } = await createTestDatabase("pglite");
    const maintenance = maintenanceOf(db);
    try {
      await db.runScript(`
        CREATE TABLE churn (id serial PRIMARY KEY, label text, version int NOT NULL DEFAULT 0);
        INSERT INTO churn (label) SELECT repeat('x', 200) || g FROM generate_series(1, 5000) g;`);
      // The insert itself passes the insert rule (1,000 + 20%): pages marked all-visible, statistics taken.
      expect(await maintenance.run()).toEqual({ vacuumed: expect.arrayContaining(["churn"]), analyzed: expect.arrayContaining(["churn"]) });
      const before = await stateOf(db, "churn");
      expect(before).toMatchObject({ vacuumed: true, deadRows: 0 });

      // 900 updated rows leave 900 dead ones: under 50 + 20% of 5,000 (1,050), no vacuum.
      await db.runScript(`UPDATE churn SET version = version + 1 WHERE id <= 900`);
      expect((await maintenance.run()).vacuumed).toEqual([]);
      expect((await stateOf(db, "churn")).deadRows).toBe(900);

      // 300 more pass it: vacuumed, the dead rows gone.
      await db.runScript(`UPDATE churn SET version = version + 1 WHERE id > 4700`);
      expect((await maintenance.run()).vacuumed).toContain("churn");
      const vacuumed = await stateOf(db, "churn");
      expect(vacuumed.deadRows).toBe(0);

      // Rounds of updates of a quarter of the table (past the rule), each followed by the upkeep: the space of
      // the dead rows is reused, so the table stays within a small margin of its size after the first round.
      // The updates change an indexed column, so PostgreSQL cannot keep them on the page by itself (HOT). Without
      // the vacuums in the loop the table grew from 190 to 231 pages; with them it stays within 10%.
      await db.runScript(`CREATE INDEX churn_version_idx ON churn (version)`);
      await db.runScript(`UPDATE churn SET version = version + 1 WHERE id % 4 = 0`);
      await maintenance.run();
      const settled = (await stateOf(db, "churn")).pages;
      for (let round = 1; round <= 6; round += 1) {
        await db.runScript(`UPDATE churn SET version = version + 1 WHERE id % 4 = ${round % 4}`);
        expect((await maintenance.run()).vacuumed).toContain("churn");
      }
      expect((await stateOf(db, "churn")).pages).toBeLessThanOrEqual(Math.ceil(settled * 1.1));
    } finally {
      await drop();
    }
  });
});
