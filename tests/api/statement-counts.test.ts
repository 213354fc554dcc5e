// The procurement card, the home, tabs 3 to 6 of the card and the procurement worker card send as many SQL
// statements with ten times the data (issue 8): the viewer's user row is read once per request, every traffic
// light of the card comes from one statement, and no statement is sent per row (per worker, element or
// substance). Counted with Prisma's query events, on PGlite and on PostgreSQL; the data is the demo's plus the
// volume script of the list benchmark around the demo supplier and customer, and a procurement of that supplier
// with workers, certificates, elements, documents and substances, at two sizes.
import { rmSync } from "node:fs";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { describe, expect, it } from "vitest";
import homeRouteQuery from "../../client/__generated__/HomeRouteQuery.graphql";
import procurementRouteQuery from "../../client/__generated__/ProcurementRouteQuery.graphql";
import { createApp } from "../../server/app";
import { seedDemoData } from "../../prisma/seed/demo";
import { ensureReferenceData } from "../../prisma/seed/reference";
import { demoProcurementIds } from "../fixtures/demo-procurement";
import { signInDemoUser } from "../fixtures/demo-sign-in";
import { seedListVolume } from "../fixtures/list-volume";
import { demoTabTarget, sendTabScreenRequest, tabScreenRequests } from "../fixtures/tab-screens";
import { seedTabVolume, type TabVolume } from "../fixtures/tab-volume";
import { createTestDatabase, createTestDeps, databaseKinds, type DatabaseKind } from "../fixtures/test-database";

const SMALL = 20;

// The card of the demo supplier as the client asks for it, its first screen at most.
const CARD_STATEMENTS_FOR_A_SUPPLIER = 7;

// Tabs 3 to 6 and the worker card at size SMALL; every part grows tenfold at SMALL * 10 (the certificates of
// one worker and the documents of one element too).
function tabVolumeAt(size: number): TabVolume {
  const scale = size / SMALL;
  return { workers: 5 * scale, certificatesPerWorker: scale, elements: 3 * scale, documentsPerElement: scale, substances: 2 * scale };
}

// What the supplier's screens send, with the demo data and with the volume alike: tab 3 reads the user, then the
// page's ids in the table's order, those workers with their certificates, and the count (a page of the tab, no
// longer every worker in one statement); the worker card reads the user, the assignment with its certificates,
// then the procurement's light (one statement for every kind of required item, elements included); tabs 4 and 5 read
// the place, check it, then the page of elements with their documents, the required documents and the count; tab 5 also reads
// the tools' required documents for its own panel (two statements more);
// tab 6 the place with its procurement, the page's ids and rows, and the count.
const TAB_STATEMENTS_FOR_A_SUPPLIER: Record<string, number> = {
  "tab 3 lavoratori": 4,
  "scheda lavoratore": 3,
  "tab 4 mezzi": 6,
  "tab 5 macchine/attrezzature": 8,
  "tab 6 sostanze": 5,
};

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
    // Before the volume, whose procurement would otherwise be the supplier's fullest.
    const demoTabs = await demoTabTarget(deps.prisma, "fornitore@esempio.it");
    const tabVolume = await seedTabVolume(db, tabVolumeAt(size), { supplierId: supplierUser.supplierId ?? 0, customerId: customerUser.customerId ?? 0 });
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
    const tabVisits = [
      ...tabScreenRequests(demoTabs, "fornitore, demo", supplierToken),
      ...tabScreenRequests(demoTabs, "committente, demo", customerToken),
      ...tabScreenRequests(tabVolume, "fornitore, volume", supplierToken),
      ...tabScreenRequests(tabVolume, "committente, volume", customerToken),
    ];
    for (const request of tabVisits) {
      const before = statements;
      const body = await (await sendTabScreenRequest(app.fetch, request)).text();
      expect(body, request.label).not.toContain('"errors"');
      expect(body, request.label).not.toContain('"procurementWorker":null');
      expect(body, request.label).not.toContain('"node":null');
      counts[request.label] = statements - before;
    }
    return counts;
  } finally {
    await drop();
    rmSync(deps.tempDir, { recursive: true, force: true });
  }
}

describe.each(databaseKinds)("istruzioni SQL per schermata (%s)", (kind) => {
  const results: Counts[] = [];

  it("la scheda appalto, la home, le tab 3-6 e la scheda lavoratore inviano le stesse istruzioni con dieci volte i dati", { timeout: 600_000 }, async () => {
    results.push(await countsAtSize(kind, SMALL));
    results.push(await countsAtSize(kind, SMALL * 10));
    const [small, large] = results;
    expect(large).toEqual(small);
    // The supplier's card: the user, the procurement (with its places and files), the supplier's place, every
    // light (one SQL statement for documents, certificates, substances and elements), the page of required
    // documents (its ids, its rows) and their count. The "Subappaltatore di" choices come with the edit dialog.
    expect(small?.["scheda demo, fornitore"]).toBe(CARD_STATEMENTS_FOR_A_SUPPLIER);
    expect(small?.["scheda grande, fornitore"]).toBe(CARD_STATEMENTS_FOR_A_SUPPLIER);
    for (const [screen, expected] of Object.entries(TAB_STATEMENTS_FOR_A_SUPPLIER)) {
      expect(small?.[`${screen} (fornitore, demo)`], screen).toBe(expected);
      expect(small?.[`${screen} (fornitore, volume)`], screen).toBe(expected);
    }
  });
});
