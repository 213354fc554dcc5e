// Transactions on both databases: PGlite has a single connection, so a concurrent request must wait for
// an open transaction rather than run inside it. Uploads and their rows rely on this to commit together.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds } from "../fixtures/test-database";
import type { Database } from "../../server/db/database";

describe.each(databaseKinds)("transazioni (%s)", (kind) => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ db, drop } = await createTestDatabase(kind)));
  afterAll(async () => drop?.());

  const auditCount = () => db.prisma.auditRecord.count({ where: { action: "test.rollback" } });

  it("una query concorrente non vede né entra nella transazione aperta; il rollback non lascia nulla", async () => {
    const seenMeanwhile: number[] = [];
    let written: () => void = () => undefined;
    const rowWritten = new Promise<void>((resolve) => (written = resolve));
    const failing = db.prisma
      .$transaction(async (tx) => {
        await tx.auditRecord.create({
          data: { actorLabel: "test", action: "test.rollback", entityType: "Test" },
        });
        written();
        // Open a while longer, so the reads and the write below arrive while it is.
        await sleep(300);
        throw new Error("interrotta di proposito");
      })
      .catch((error: Error) => error.message);

    await rowWritten; // waited for, not guessed: on a loaded machine 50 ms was not always enough
    // A write outside the transaction: it must not become part of it, so it survives the rollback.
    const outside = db.prisma.auditRecord.create({
      data: { actorLabel: "test", action: "test.outside", entityType: "Test" },
    });
    seenMeanwhile.push(await auditCount());

    expect(await failing).toBe("interrotta di proposito");
    await outside;
    expect(seenMeanwhile).toEqual([0]);
    expect(await auditCount()).toBe(0);
    expect(await db.prisma.auditRecord.count({ where: { action: "test.outside" } })).toBe(1);
  });
});
