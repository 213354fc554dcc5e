// Who sees what through GraphQL (viewer, node, nodes) and REST cs/getdata: one's own objects only, and a
// forbidden object answers exactly as a missing one (ARCHITECTURE.md, identity and permissions).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createMunicipality, createSupplier, createUser, graphql, restLogin, SIGNED_OUT } from "../fixtures/auth-users";

const globalId = (type: string, id: number | string) => Buffer.from(`${type}:${id}`).toString("base64");

const NODE_QUERY = `query Node($id: ID!) { node(id: $id) { __typename id
  ... on Supplier { companyName } ... on User { email } ... on Worker { lastName }
  ... on Examination { visitType } ... on Municipality { name } } }`;

describe.each(databaseKinds)("viewer e node (%s)", (kind) => {
  let t: TestApp;
  const ids = { supplierA: 0, supplierB: 0, otherSupplier: 0, userB: 0, workerOne: 0, workerTwo: 0, examOne: 0, examTwo: 0, municipality: 0 };
  const tokens = { supplierA: "", customer: "", workerOne: "" };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const prisma = t.deps.prisma;
    const municipality = await createMunicipality(prisma, "Modena", "MO", "F257");
    const customer = await createCustomer(prisma, "Acciaierie Emiliane Spa");
    const supplierA = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl", phone: "+39 059 123456", address: "Via Emilia 10", email: "info@alfa.it", municipalityId: municipality.id, referralCustomerId: customer.id });
    const supplierB = await createSupplier(prisma, { companyName: "Beta Impianti Srl" });
    const otherSupplier = await createSupplier(prisma, { companyName: "Gamma Servizi Srl" });
    const procurement = await prisma.procurement.create({ data: { customerId: customer.id, label: "APP-2026-01" } });
    await prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: supplierB.id } });
    await createUser(prisma, { email: "utente@alfa.it", kind: "SUPPLIER", supplierId: supplierA.id, userLevel: 3 });
    const userB = await createUser(prisma, { email: "utente@beta.it", kind: "SUPPLIER", supplierId: supplierB.id });
    await createUser(prisma, { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId: customer.id });
    const workerOne = await prisma.worker.create({ data: { customerId: customer.id, firstName: "Luca", lastName: "Neri" } });
    const workerTwo = await prisma.worker.create({ data: { customerId: customer.id, firstName: "Sara", lastName: "Gialli" } });
    await createUser(prisma, { email: "luca.neri@acciaierie.it", kind: "WORKER", workerId: workerOne.id, firstName: "Luca", lastName: "Neri" });
    const visit = (workerId: number, date: string, visitType: "PV" | "VP") =>
      prisma.examination.create({ data: { workerId, examinationDate: new Date(`${date}T00:00:00Z`), visitType, outcome: "ID" } });
    const examOne = await visit(workerOne.id, "2025-03-10", "PV");
    await visit(workerOne.id, "2026-03-12", "VP");
    const examTwo = await visit(workerTwo.id, "2026-01-20", "VP");
    Object.assign(ids, {
      supplierA: supplierA.id, supplierB: supplierB.id, otherSupplier: otherSupplier.id, userB: userB.id,
      workerOne: workerOne.id, workerTwo: workerTwo.id, examOne: examOne.id, examTwo: examTwo.id, municipality: municipality.id,
    });
    tokens.supplierA = await restLogin(t, "utente@alfa.it");
    tokens.customer = await restLogin(t, "hse@acciaierie.it");
    tokens.workerOne = await restLogin(t, "luca.neri@acciaierie.it");
  });
  afterAll(async () => t?.close());

  const node = async (id: string, token?: string) =>
    (await graphql<{ node: Record<string, unknown> | null }>(t, NODE_QUERY, { id }, token)).body;

  it("viewer di un fornitore: sé stesso e la propria azienda con il comune", async () => {
    const { body } = await graphql(t, `{ viewer { id email kind userLevel worker { id }
      supplier { id companyName phone address email municipality { name province cadastralCode discontinued } } } }`, {}, tokens.supplierA);
    expect(body).toEqual({
      data: {
        viewer: {
          id: globalId("User", (await t.deps.prisma.user.findUniqueOrThrow({ where: { email: "utente@alfa.it" } })).id),
          email: "utente@alfa.it", kind: "SUPPLIER", userLevel: 3, worker: null,
          supplier: {
            id: globalId("Supplier", ids.supplierA), companyName: "Alfa Costruzioni Srl", phone: "+39 059 123456", address: "Via Emilia 10", email: "info@alfa.it",
            municipality: { name: "Modena", province: "MO", cadastralCode: "F257", discontinued: false },
          },
        },
      },
    });
  });

  it("anonimo: viewer e node rifiutati prima di leggere qualcosa", async () => {
    expect((await graphql(t, "{ viewer { id } }")).body).toEqual(SIGNED_OUT);
    expect(await node(globalId("Supplier", ids.supplierA))).toEqual(SIGNED_OUT);
    expect(await node(globalId("Municipality", ids.municipality))).toEqual(SIGNED_OUT);
  });

  it("node(id): la propria azienda sì, quella di un altro fornitore o un utente altrui come se non esistessero", async () => {
    expect((await node(globalId("Supplier", ids.supplierA), tokens.supplierA)).data?.node).toMatchObject({ companyName: "Alfa Costruzioni Srl" });
    const missing = await node(globalId("Supplier", 999_999), tokens.supplierA);
    const forbidden = await node(globalId("Supplier", ids.supplierB), tokens.supplierA);
    expect(forbidden).toEqual({ data: { node: null } });
    expect(forbidden).toEqual(missing);
    expect(await node(globalId("User", ids.userB), tokens.supplierA)).toEqual({ data: { node: null } });
    expect(await node(globalId("Worker", ids.workerOne), tokens.supplierA)).toEqual({ data: { node: null } });
    expect(await node(globalId("Examination", ids.examOne), tokens.supplierA)).toEqual({ data: { node: null } });
    expect(await node(globalId("Supplier", "abc"), tokens.supplierA)).toEqual({ data: { node: null } });
    expect((await node(globalId("Municipality", ids.municipality), tokens.supplierA)).data?.node).toMatchObject({ name: "Modena" });

    const { body } = await graphql<{ nodes: ({ id: string } | null)[] }>(t, `query N($ids: [ID!]!) { nodes(ids: $ids) { id } }`,
      { ids: [globalId("Supplier", ids.supplierA), globalId("Supplier", ids.supplierB)] }, tokens.supplierA);
    expect(body.data!.nodes).toEqual([{ id: globalId("Supplier", ids.supplierA) }, null]);
  });

  it("un committente vede i fornitori dei propri appalti e quelli che segue, non gli altri", async () => {
    expect((await node(globalId("Supplier", ids.supplierB), tokens.customer)).data?.node).toMatchObject({ companyName: "Beta Impianti Srl" });
    expect((await node(globalId("Supplier", ids.supplierA), tokens.customer)).data?.node).toMatchObject({ companyName: "Alfa Costruzioni Srl" });
    expect(await node(globalId("Supplier", ids.otherSupplier), tokens.customer)).toEqual({ data: { node: null } });
    // Health data stays the worker's own, customer or not.
    expect(await node(globalId("Examination", ids.examTwo), tokens.customer)).toEqual({ data: { node: null } });
  });

  it("un lavoratore vede solo le proprie visite, dalla più recente", async () => {
    const { body } = await graphql(t, `{ viewer { kind supplier { id } worker { firstName lastName examinations { examinationDate visitType outcome } } } }`, {}, tokens.workerOne);
    expect(body).toEqual({
      data: {
        viewer: {
          kind: "WORKER",
          supplier: null,
          worker: {
            firstName: "Luca",
            lastName: "Neri",
            examinations: [
              { examinationDate: "2026-03-12", visitType: "VP", outcome: "ID" },
              { examinationDate: "2025-03-10", visitType: "PV", outcome: "ID" },
            ],
          },
        },
      },
    });
    expect((await node(globalId("Examination", ids.examOne), tokens.workerOne)).data?.node).toMatchObject({ visitType: "PV" });
    expect(await node(globalId("Examination", ids.examTwo), tokens.workerOne)).toEqual({ data: { node: null } });
    expect(await node(globalId("Worker", ids.workerTwo), tokens.workerOne)).toEqual({ data: { node: null } });
  });

  it("REST cs/getdata: 401 senza token, 403 a chi non è fornitore, i dati in snake_case al fornitore", async () => {
    const anonymous = await t.request("/api/cs/getdata");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: "Utente non autorizzato" });
    expect((await t.request("/api/cs/getdata", { headers: { authorization: `Bearer ${tokens.workerOne}` } })).status).toBe(403);

    const response = await t.request("/api/cs/getdata", { headers: { authorization: `Bearer ${tokens.supplierA}` } });
    expect(response.status).toBe(200);
    const customer = await t.deps.prisma.customer.findFirstOrThrow();
    expect(await response.json()).toEqual({
      data: {
        id: ids.supplierA,
        company_name: "Alfa Costruzioni Srl",
        phone: "+39 059 123456",
        address: "Via Emilia 10",
        email: "info@alfa.it",
        referral_customer_id: customer.id,
        location: { comune: "Modena", provincia: "MO" },
        attachments: [],
        workers: [],
        duvris: [],
        pr: [],
      },
      meta: {
        current_page: 1,
        per_page: 20,
        attachments: { total: 0, last_page: 1 },
        workers: { total: 0, last_page: 1 },
        duvris: { total: 0, last_page: 1 },
        pr: { total: 0, last_page: 1 },
      },
    });
  });
});
