// Embedded PGlite runs statements in a thread of its own (server/db/pglite-worker.ts): a request sending statement
// after statement, or one slow statement, must leave the event loop free, so that /healthz, static files and other
// requests are answered meanwhile. Timings are in scripts/bench-availability.ts and scripts/bench-search-healthz.ts;
// here only the order of events.
import { setImmediate as nextTurn } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "../../server/generated/prisma/client";
import { createCustomer, createUser } from "../fixtures/auth-users";
import { listen } from "../fixtures/http-server";
import { createTestApp, createTestDatabase } from "../fixtures/test-database";
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

  it("un'istruzione lenta non ferma le altre richieste: /healthz risponde prima che finisca", async () => {
    const t = await createTestApp("pglite");
    const server = await listen(t.app);
    try {
      const order: string[] = [];
      // Seconds of work inside PostgreSQL; in the portal's thread it held every request until its end.
      const slow = t.deps.prisma.$executeRawUnsafe("SELECT pg_sleep(3)").then(() => order.push("istruzione lenta"));
      await nextTurn();
      const health = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      order.push(`healthz ${health.status}`);
      await slow;
      expect(order).toEqual(["healthz 200", "istruzione lenta"]);
    } finally {
      await server.close();
      await t.close();
    }
  });

  // PostgreSQL's errors cross from the database's thread with their code and fields, which Prisma maps them from.
  it("gli errori di PostgreSQL arrivano a Prisma con il loro codice, e una transazione fallita non lascia nulla", async () => {
    const customer = await createCustomer(db.prisma);
    await createUser(db.prisma, { email: "doppio@esempio.it", kind: "CUSTOMER", customerId: customer.id });
    const duplicate = await createUser(db.prisma, { email: "doppio@esempio.it", kind: "CUSTOMER", customerId: customer.id }).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
    expect((duplicate as Prisma.PrismaClientKnownRequestError).code).toBe("P2002");
    const orphan = await db.prisma.customer.update({ where: { id: customer.id }, data: { parentCustomerId: 999_999 } }).catch((error: unknown) => error);
    expect((orphan as Prisma.PrismaClientKnownRequestError).code).toBe("P2003");
    const raw = await db.prisma.$executeRawUnsafe("SELECT 1 / 0").catch((error: unknown) => error);
    expect(String(raw)).toContain("22012");

    const failed = db.prisma.$transaction(async (tx) => {
      await tx.customer.create({ data: { companyName: "Solo nella transazione" } });
      await tx.user.create({ data: { email: "doppio@esempio.it", kind: "CUSTOMER", customerId: customer.id, passwordHash: "-" } });
    });
    await expect(failed).rejects.toMatchObject({ code: "P2002" });
    expect(await db.prisma.customer.count({ where: { companyName: "Solo nella transazione" } })).toBe(0);
  });
});
