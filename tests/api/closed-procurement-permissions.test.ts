// On a closed procurement the permission module answers no, with the reason, to every change its card and tabs
// offer (documents, workers and their certificates, vehicles, machines, substances), for the supplier's users and
// the customer's alike; reading stays open. The screens show these answers instead of buttons that would fail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIsolationWorld, type IsolationWorld } from "../fixtures/isolation-world";
import { graphql } from "../fixtures/auth-users";
import { globalId } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { CLOSED_PROCUREMENT_MESSAGE } from "../../server/db/closed-procurement";

type Decision = { allowed: boolean; reason: string | null };
const CHANGES = ["uploadRequiredDocuments", "deleteRequiredDocuments", "assignProcurementWorkers", "uploadFitnessCertificates", "declareElements", "editElements", "declareSubstances", "reviewRequiredItems", "editProcurementInfo"] as const;
const READS = ["viewProcurements", "downloadFiles", "openHealthFiles", "openSafetyDataSheets"] as const;
const QUERY = `query ($id: ID!, $pivot: ID!) {
  procurement: node(id: $id) { ... on Procurement { viewerPermissions { ${[...CHANGES, ...READS].map((name) => `${name} { allowed reason }`).join(" ")} } } }
  pivot: node(id: $pivot) { ... on ProcurementWorker { fitnessCertificates { viewerCanDelete { allowed reason } } } }
}`;

describe.each(databaseKinds)("appalto chiuso: i permessi dicono no con il motivo (%s)", (kind) => {
  let t: TestApp;
  let world: IsolationWorld;

  beforeAll(async () => {
    t = await createTestApp(kind);
    world = await createIsolationWorld(t);
  });
  afterAll(async () => t?.close());

  async function answers(actor: "owner" | "customer" | "level1") {
    const { body } = await graphql<{ procurement: { viewerPermissions: Record<string, Decision> }; pivot: { fitnessCertificates: { viewerCanDelete: Decision }[] } }>(
      t, QUERY, { id: globalId("Procurement", world.ids.procurement), pivot: globalId("ProcurementWorker", world.ids.pivot) }, world.tokens[actor],
    );
    expect(body.errors).toBeUndefined();
    return body.data!;
  }

  it("aperto: le decisioni del livello; chiuso: ogni modifica no con il motivo, la lettura resta", async () => {
    const open = await answers("owner");
    expect(open.procurement.viewerPermissions.uploadRequiredDocuments).toEqual({ allowed: true, reason: null });
    expect(open.procurement.viewerPermissions.reviewRequiredItems.allowed).toBe(false);
    expect(open.pivot.fitnessCertificates.some((row) => row.viewerCanDelete.allowed)).toBe(true);
    expect((await answers("level1")).procurement.viewerPermissions.deleteRequiredDocuments).toEqual({ allowed: false, reason: "Serve il livello utente 5 o superiore" });

    await t.deps.prisma.procurement.update({ where: { id: world.ids.procurement }, data: { closedAt: t.deps.now() } });
    for (const actor of ["owner", "customer", "level1"] as const) {
      const closed = await answers(actor);
      for (const change of CHANGES) expect([actor, change, closed.procurement.viewerPermissions[change]]).toEqual([actor, change, { allowed: false, reason: CLOSED_PROCUREMENT_MESSAGE }]);
      for (const row of closed.pivot.fitnessCertificates) expect(row.viewerCanDelete).toEqual({ allowed: false, reason: CLOSED_PROCUREMENT_MESSAGE });
    }
    const reads = (await answers("owner")).procurement.viewerPermissions;
    for (const read of READS) expect([read, reads[read]]).toEqual([read, { allowed: true, reason: null }]);
    // The viewer's own decisions, about no procurement in particular, stay what the level says.
    const { body } = await graphql<{ viewer: { permissions: { uploadRequiredDocuments: Decision } } }>(t, "{ viewer { permissions { uploadRequiredDocuments { allowed } } } }", {}, world.tokens.owner);
    expect(body.data!.viewer.permissions.uploadRequiredDocuments.allowed).toBe(true);
  });
});
