// PostgreSQL may close idle connections (a restart, an administrator, a timeout). The portal must notice,
// keep running and reconnect: an unheard pool error would crash the process (Vitest reports it as unhandled).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds } from "../fixtures/test-database";
import type { Database } from "../../server/db/database";

describe.runIf(databaseKinds.includes("postgres"))("connessioni perse (postgres)", () => {
  let db: Database;
  let drop: () => Promise<void>;
  const lost: Error[] = [];
  beforeAll(async () => ({ db, drop } = await createTestDatabase("postgres", { onConnectionLost: (error) => lost.push(error) })));
  afterAll(async () => drop?.());

  it("una connessione inattiva chiusa dal server viene segnalata e sostituita", async () => {
    // Two queries at once leave two idle connections in the pool.
    await Promise.all([db.prisma.$queryRaw`SELECT 1 AS done FROM pg_sleep(0.2)`, db.prisma.$queryRaw`SELECT 1 AS done FROM pg_sleep(0.2)`]);
    // One of them ends every other session of this database, as an administrator would.
    const ended = await db.prisma.$queryRaw<{ ended: number }[]>`
      SELECT count(*)::int AS ended FROM (
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
      ) AS terminated`;
    expect(ended[0]?.ended).toBeGreaterThanOrEqual(1);
    // Told when the pool reads the closing message, which a loaded machine may take a while to get to.
    await expect.poll(() => lost.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
    expect(lost[0]?.message).toMatch(/terminating connection/);
    // The pool opens new connections as needed: the database still answers.
    const answers = await Promise.all([1, 2, 3].map(() => db.prisma.customer.count()));
    expect(answers).toEqual([0, 0, 0]);
  });
});
