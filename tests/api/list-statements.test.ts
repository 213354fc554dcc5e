// Every list request of the screens (tests/fixtures/list-screens.ts: the homes, each table's pages, sorts and
// searches, the procurement card, GET cs/getdata) sends as many SQL statements with ten times the data: no
// statement per row. Every statement that reads rows has a LIMIT, and an answer holds one page whatever the
// size: cs/getdata no longer returns whole lists.
// The data is written by the benchmark's generate_series script (tests/fixtures/list-volume.ts).
import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { createCustomer, createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { visitListScreens } from "../fixtures/list-screens";
import { seedListVolume } from "../fixtures/list-volume";
import { createTestClock, createTestDatabase, createTestDeps, databaseKinds, type DatabaseKind, type TestApp } from "../fixtures/test-database";

// Suppliers in the small data set; the large one has ten times as many of everything (list-volume.ts).
const SMALL = 100;

type Visit = {
  statements: Map<string, number>;
  // Statements that read rows with an OFFSET but no LIMIT: a page read to the end of its list.
  unbounded: string[];
  getdata: { attachments: number; workers: number; pr: number };
};

// Prisma's COUNT wraps its filter in a subquery with OFFSET and no LIMIT: counting reads no rows back. Rows
// named by key (a page's related rows, WHERE id IN (...)) are as many as the page.
function readsUnboundedRows(sql: string): boolean {
  if (sql.startsWith("SELECT COUNT(*)") || / IN \(\$\d+(,\$\d+)*\)/.test(sql)) return false;
  return / OFFSET \$\d+$/.test(sql) && !/ LIMIT \$\d+ OFFSET \$\d+$/.test(sql);
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

// A database of `size` suppliers, and the statements each list request sends on it.
async function visitAtSize(kind: DatabaseKind, size: number): Promise<Visit> {
  let statements = 0;
  let current: string[] = [];
  const { db, drop } = await createTestDatabase(kind, {
    onQuery: ({ query }) => {
      statements += 1;
      current.push(query);
    },
  });
  const clock = createTestClock();
  const deps = createTestDeps(db, {}, clock);
  const app = createApp(deps);
  const t: TestApp = {
    app,
    deps,
    db,
    clock,
    request: (pathAndQuery, init) => Promise.resolve(app.fetch(new Request(`http://localhost${pathAndQuery}`, init))),
    close: async () => undefined,
  };
  cleanups.push(async () => {
    await drop();
    rmSync(deps.tempDir, { recursive: true, force: true });
  });

  const prisma = deps.prisma;
  const customer = await createCustomer(prisma, "Committente dei volumi Spa");
  const supplier = await createSupplier(prisma, { companyName: "Fornitore dei volumi Srl" });
  await prisma.media.create({
    data: { directory: "supplier-attachments", storedName: "0b9d6a52-7f0e-4f51-9d1c-3c2a1e5b7d10", extension: "pdf", originalName: "documento.pdf", mimeType: "application/pdf", sizeBytes: 100, sha256: "0".repeat(64) },
  });
  await prisma.municipality.createMany({
    data: [
      { name: "Monza", province: "MB", cadastralCode: "F704", istatCode: "108033" },
      { name: "Montichiari", province: "BS", cadastralCode: "F471", istatCode: "017113" },
    ],
  });
  await createUser(prisma, { email: "volumi@fornitore.it", kind: "SUPPLIER", supplierId: supplier.id, userLevel: 5 });
  await createUser(prisma, { email: "volumi@committente.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
  const { largeProcurementId } = await seedListVolume(db, size, { supplierId: supplier.id, customerId: customer.id });
  const largeLink = await prisma.procurementSupplier.findUniqueOrThrow({
    where: { procurementId_supplierId: { procurementId: largeProcurementId, supplierId: supplier.id } },
  });

  const visit: Visit = { statements: new Map(), unbounded: [], getdata: { attachments: 0, workers: 0, pr: 0 } };
  await visitListScreens(
    {
      fetch: app.fetch,
      supplierToken: await restLogin(t, "volumi@fornitore.it"),
      customerToken: await restLogin(t, "volumi@committente.it"),
      supplierId: supplier.id,
      customerId: customer.id,
      largeProcurementId,
      largeLinkId: largeLink.id,
    },
    async (label, send) => {
      const before = statements;
      current = [];
      const response = await send();
      const text = await response.text();
      visit.statements.set(label, statements - before);
      visit.unbounded.push(...current.filter(readsUnboundedRows).map((sql) => `${label}: ${sql.slice(-160)}`));
      // An answer refused or empty would send fewer statements for the wrong reason.
      expect({ label, status: response.status, errors: text.includes('"errors"') || text.includes('"node":null') }).toEqual({ label, status: 200, errors: false });
      const body = JSON.parse(text) as { data?: { attachments?: unknown[]; workers?: unknown[]; pr?: unknown[] } };
      if (label === "GET /api/cs/getdata") {
        visit.getdata = { attachments: body.data?.attachments?.length ?? 0, workers: body.data?.workers?.length ?? 0, pr: body.data?.pr?.length ?? 0 };
      }
      return body;
    },
  );
  return visit;
}

describe.each(databaseKinds)("istruzioni SQL per richiesta degli elenchi (%s)", (kind) => {
  // 1,100 suppliers written and about 130 requests answered: 15 s on PGlite on an idle machine, and a CPU shared
  // with load 35 stretched it to 500 s, which is slowness, not a fault.
  it("le stesse con dieci volte i dati, per ogni schermata; cs/getdata risponde con una pagina", { timeout: 1_200_000 }, async () => {
    const small = await visitAtSize(kind, SMALL);
    const large = await visitAtSize(kind, SMALL * 10);
    expect(small.statements.size).toBeGreaterThan(60);
    expect(Object.fromEntries(large.statements)).toEqual(Object.fromEntries(small.statements));
    // Every page is read with LIMIT, the pages after a cursor included (Prisma drops it when a sort column is
    // nullable: lib/paging.ts).
    expect(large.unbounded).toEqual([]);
    // Half of the suppliers' documents and workers are the signed-in supplier's: 50 and 500 of each.
    expect(small.getdata).toEqual({ attachments: 20, workers: 20, pr: 20 });
    expect(large.getdata).toEqual({ attachments: 20, workers: 20, pr: 20 });
  });
});
