// Every quick search of the portal reads "%", "_" and "\" as the characters themselves (server/lib/search-text.ts):
// one row of each searched list holds all three, and searching for each finds that row only. Before, on the tab 3
// workers, the procurements and the required documents, "%" matched every row. The customer's sites are searched too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMunicipality, graphql } from "../fixtures/auth-users";
import { globalId } from "../fixtures/abusive-queries";
import { createIsolationWorld, type IsolationWorld } from "../fixtures/isolation-world";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

// Each character three times, so the municipality search (at least 3 characters) takes them too.
const MARKED = "Lotto 100%%% a___b c\\\\\\d";
const SEARCHES = ["%%%", "___", "\\\\\\"];

describe.each(databaseKinds)("ricerche con percento, trattino basso e barra rovescia letterali (%s)", (kind) => {
  let t: TestApp;
  let world: IsolationWorld;

  beforeAll(async () => {
    t = await createTestApp(kind);
    world = await createIsolationWorld(t);
    const prisma = t.deps.prisma;
    const { ids } = world;
    await prisma.supplierWorker.update({ where: { id: ids.procurementWorker }, data: { lastName: MARKED } });
    await prisma.procurement.update({ where: { id: ids.procurement }, data: { label: MARKED } });
    await prisma.procurementSupplierAttachment.update({ where: { id: ids.durc }, data: { attachmentName: MARKED } });
    await prisma.substance.update({ where: { id: ids.substance }, data: { label: MARKED } });
    await prisma.supplierAttachment.update({ where: { id: ids.attachment }, data: { attachmentFilename: MARKED } });
    await prisma.factory.update({ where: { id: ids.factory }, data: { name: MARKED } });
    await createMunicipality(prisma, MARKED, "BO", "Z999");
  }, 120_000);
  afterAll(async () => t?.close());

  type Probe = { list: string; token: () => string | undefined; query: string; variables: () => Record<string, unknown>; count: (data: unknown) => number };
  const supplierNode = (field: string): Probe => ({
    list: `Supplier.${field}`,
    token: () => world.tokens.owner,
    query: `query ($id: ID!, $s: String) { node(id: $id) { ... on Supplier { ${field}(search: $s) { totalCount } } } }`,
    variables: () => ({ id: globalId("Supplier", world.ids.alfa) }),
    count: (data) => (data as { node: Record<string, { totalCount: number }> }).node[field]!.totalCount,
  });
  const linkNode = (field: string): Probe => ({
    list: `ProcurementSupplier.${field}`,
    token: () => world.tokens.owner,
    query: `query ($id: ID!, $s: String) { node(id: $id) { ... on ProcurementSupplier { ${field}(search: $s) { totalCount } } } }`,
    variables: () => ({ id: globalId("ProcurementSupplier", world.ids.alfaLink) }),
    count: (data) => (data as { node: Record<string, { totalCount: number }> }).node[field]!.totalCount,
  });
  const probes: Probe[] = [
    {
      list: "procurementWorkers",
      token: () => world.tokens.customer,
      query: "query ($p: ID!, $s: String) { procurementWorkers(procurementId: $p, search: $s) { totalCount } }",
      variables: () => ({ p: globalId("Procurement", world.ids.procurement) }),
      count: (data) => (data as { procurementWorkers: { totalCount: number } }).procurementWorkers.totalCount,
    },
    supplierNode("workers"),
    supplierNode("attachments"),
    supplierNode("procurements"),
    linkNode("requiredDocuments"),
    linkNode("substances"),
    {
      list: "Customer.procurements",
      token: () => world.tokens.customer,
      query: "query ($id: ID!, $s: String) { node(id: $id) { ... on Customer { procurements(search: $s) { totalCount } } } }",
      variables: () => ({ id: globalId("Customer", world.ids.customer) }),
      count: (data) => (data as { node: { procurements: { totalCount: number } } }).node.procurements.totalCount,
    },
    {
      list: "Customer.factoryList",
      token: () => world.tokens.customer,
      query: "query ($id: ID!, $s: String) { node(id: $id) { ... on Customer { factoryList(search: $s) { totalCount } } } }",
      variables: () => ({ id: globalId("Customer", world.ids.customer) }),
      count: (data) => (data as { node: { factoryList: { totalCount: number } } }).node.factoryList.totalCount,
    },
    {
      list: "municipalities",
      token: () => world.tokens.owner,
      query: "query ($s: String!) { municipalities(search: $s, first: 50) { id } }",
      variables: () => ({}),
      count: (data) => (data as { municipalities: unknown[] }).municipalities.length,
    },
  ];

  it.each(probes.map((probe) => [probe.list, probe] as const))("%s: ogni carattere speciale trova solo la riga che lo contiene", async (_list, probe) => {
    const counts: Record<string, number> = {};
    for (const search of ["", "Lotto", ...SEARCHES]) {
      const { body } = await graphql(t, probe.query, { ...probe.variables(), s: search }, probe.token());
      expect(body.errors, `${probe.list} "${search}"`).toBeUndefined();
      counts[search] = probe.count(body.data);
    }
    // The list holds other rows ("" lists them all but the municipalities, which need 3 characters).
    if (probe.list !== "municipalities") expect(counts[""]).toBeGreaterThan(1);
    expect(counts).toMatchObject(Object.fromEntries([["Lotto", 1], ...SEARCHES.map((search) => [search, 1])]));
    for (const wildcard of ["a%", "a_b", "c\\d"]) {
      const { body } = await graphql(t, probe.query, { ...probe.variables(), s: `${wildcard}zz` }, probe.token());
      expect(probe.count(body.data), `${probe.list} "${wildcard}zz"`).toBe(0);
    }
  });

  it("REST /api/tcomnos: % e _ letterali", async () => {
    const get = async (search: string) => {
      const response = await t.request(`/api/tcomnos?search=${encodeURIComponent(search)}`, { headers: { authorization: `Bearer ${world.tokens.owner}` } });
      return ((await response.json()) as { data: unknown[] }).data.length;
    };
    expect(await get("%%%")).toBe(1);
    expect(await get("___")).toBe(1);
    expect(await get("Bol%")).toBe(0);
  });

  // The fiscal code is compared with an insensitive equals, which Prisma may write as ILIKE: the format check
  // before it lets no wildcard through.
  it("workerCompliance(fiscalCode:) confronta il codice fiscale intero, senza caratteri jolly", async () => {
    await t.deps.prisma.supplierWorker.update({ where: { id: world.ids.procurementWorker }, data: { fiscalCode: "RSSMRA80A01A944X" } });
    const ask = async (fiscalCode: string) => {
      const { body } = await graphql<{ workerCompliance: { mayEnterToday: boolean } | null }>(
        t,
        "query ($p: ID!, $cf: String) { workerCompliance(procurementId: $p, fiscalCode: $cf) { mayEnterToday } }",
        { p: globalId("Procurement", world.ids.procurement), cf: fiscalCode },
        world.tokens.customer,
      );
      return body.errors?.[0]?.message ?? body.data?.workerCompliance ?? null;
    };
    expect(await ask("RSSMRA80A01A944X")).toEqual({ mayEnterToday: expect.any(Boolean) });
    expect(await ask("RSSMRA80A01A944_")).toMatch(/^Codice fiscale non valido/);
    expect(await ask("%")).toMatch(/^Codice fiscale non valido/);
  });
});
