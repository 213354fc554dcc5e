// Embedded PGlite runs statements inside this process: a request sending statement after statement must leave the
// event loop free between them, so that /healthz, static files and other requests are answered meanwhile
// (server/db/pglite-adapter.ts). Timings are in scripts/bench-availability.ts; here only the order of events.
import { setImmediate as nextTurn } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../fixtures/test-database";
import type { Database } from "../../server/db/database";

const STATEMENTS = 200;

describe("PGlite lascia girare il ciclo degli eventi tra un'istruzione e l'altra", () => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase("pglite"));
  });
  afterAll(async () => drop?.());

  it("duecento istruzioni in coda non fanno aspettare un'altra richiesta fino all'ultima", async () => {
    let done = 0;
    const statements = Array.from({ length: STATEMENTS }, (_, index) =>
      db.prisma.$queryRawUnsafe(`SELECT ${index} AS n`).then(() => (done += 1)),
    );
    // What a request arriving now gets: its turn of the event loop. Without turns between statements it came only
    // after all of them.
    await nextTurn();
    await nextTurn();
    const doneWhenServed = done;
    await Promise.all(statements);
    expect(done).toBe(STATEMENTS);
    expect(doneWhenServed).toBeLessThan(STATEMENTS / 10);
  });

  it("le transazioni restano isolate: le istruzioni fuori attendono la fine della transazione", async () => {
    await db.prisma.$executeRawUnsafe("CREATE TABLE IF NOT EXISTS fairness_probe (n int)");
    const order: string[] = [];
    const transaction = db.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("INSERT INTO fairness_probe VALUES (1)");
      order.push("transazione: inserito");
      await nextTurn();
      await tx.$executeRawUnsafe("INSERT INTO fairness_probe VALUES (2)");
      order.push("transazione: fine");
    });
    await nextTurn();
    const outside = db.prisma.$queryRawUnsafe<{ count: bigint }[]>("SELECT count(*) AS count FROM fairness_probe").then((rows) => {
      order.push(`fuori: ${Number(rows[0].count)} righe`);
    });
    await Promise.all([transaction, outside]);
    expect(order).toEqual(["transazione: inserito", "transazione: fine", "fuori: 2 righe"]);
  });
});
