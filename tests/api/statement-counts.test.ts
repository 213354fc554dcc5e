// The procurement card and the home send as many SQL statements with ten times the data (issue 8): the
// viewer's user row is read once per request, every traffic light of the card comes from one statement, and no
// statement is sent per row. Counted with Prisma's query events, on PGlite and on PostgreSQL; the data is the
// demo's plus the volume script of the list benchmark around the demo supplier and customer, at two sizes.
import { rmSync } from "node:fs";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { describe, expect, it } from "vitest";
import homeRouteQuery from "../../client/__generated__/HomeRouteQuery.graphql";
import procurementRouteQuery from "../../client/__generated__/ProcurementRouteQuery.graphql";
import { createApp } from "../../server/app";
import { seedDemoData } from "../../prisma/seed/demo";
import { ensureReferenceData } from "../../prisma/seed/reference";
import { seedListVolume } from "../../scripts/bench-lists-data";
import { demoProcurementIds } from "../../scripts/bench-procurement-data";
import { signInDemoUser } from "../../scripts/bench-support";
import { createTestDatabase, createTestDeps, databaseKinds, type DatabaseKind } from "../fixtures/test-database";

const SMALL = 20;

// The card of the demo supplier as the client asks for it, its first screen at most.
const CARD_STATEMENTS_FOR_A_SUPPLIER = 8;

type Counts = Record<string, number>;

async function countsAtSize(kind: DatabaseKind, size: number): Promise<Counts> {
  let statements = 0;
  const { db, drop } = await createTestDatabase(kind, { onQuery: () => (statements += 1) });
  const deps = createTestDeps(db);
  try {
    await ensureReferenceData(deps.prisma, deps.logger);
    await seedDemoData(deps);
    const supplierUser = await deps.prisma.user.findUniqueOrThrow({ where: { email: "fornitore@esempio.it" } });
    const customerUser = await deps.prisma.user.findUniqueOrThrow({ where: { email: "committente@esempio.it" } });
    const { largeProcurementId } = await seedListVolume(db, size, { supplierId: supplierUser.supplierId ?? 0, customerId: customerUser.customerId ?? 0 });
    const demo = await demoProcurementIds(deps, "fornitore@esempio.it", "committente@esempio.it");
    const app = createApp(deps);
    const supplierToken = await signInDemoUser(app.fetch, "http://localhost", "fornitore@esempio.it");
    const customerToken = await signInDemoUser(app.fetch, "http://localhost", "committente@esempio.it");
    const large = encodeGlobalID("Procurement", largeProcurementId);
    const supplierNodeId = encodeGlobalID("Supplier", supplierUser.supplierId ?? 0);
    const visits: [string, string, string | null | undefined, Record<string, unknown>][] = [
      ["scheda demo, fornitore", supplierToken, procurementRouteQuery.params.text, { id: demo.procurementId }],
      ["scheda demo, committente", customerToken, procurementRouteQuery.params.text, { id: demo.procurementId, supplierId: demo.supplierId }],
      ["scheda grande, fornitore", supplierToken, procurementRouteQuery.params.text, { id: large }],
      ["scheda grande, committente", customerToken, procurementRouteQuery.params.text, { id: large, supplierId: supplierNodeId }],
      ["home fornitore", supplierToken, homeRouteQuery.params.text, {}],
      ["home committente", customerToken, homeRouteQuery.params.text, {}],
    ];
    const counts: Counts = {};
    for (const [label, token, query, variables] of visits) {
      const before = statements;
      const response = await app.fetch(
        new Request("http://localhost/graphql", {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ query, variables }),
        }),
      );
      const body = await response.text();
      expect(body, label).not.toContain('"errors"');
      expect(body, label).not.toContain('"node":null');
      counts[label] = statements - before;
    }
    return counts;
  } finally {
    await drop();
    rmSync(deps.tempDir, { recursive: true, force: true });
  }
}

describe.each(databaseKinds)("istruzioni SQL per schermata (%s)", (kind) => {
  const results: Counts[] = [];

  it("la scheda appalto e la home inviano le stesse istruzioni con dieci volte i dati", { timeout: 600_000 }, async () => {
    results.push(await countsAtSize(kind, SMALL));
    results.push(await countsAtSize(kind, SMALL * 10));
    const [small, large] = results;
    expect(large).toEqual(small);
    // The supplier's card: the user, the procurement (with its places and files), the supplier's place, every
    // light (one SQL statement for documents, certificates, substances and elements), the "Subappaltatore di"
    // choices, the page of required documents (its ids, its rows) and their count.
    expect(small?.["scheda demo, fornitore"]).toBe(CARD_STATEMENTS_FOR_A_SUPPLIER);
    expect(small?.["scheda grande, fornitore"]).toBe(CARD_STATEMENTS_FOR_A_SUPPLIER);
  });
});
