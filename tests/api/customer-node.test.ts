// Who sees a customer company: its own users, the suppliers working on its procurements and its workers.
// Anyone else, including a supplier it merely refers, gets null, exactly as for a missing company.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createMunicipality, createSupplier, createUser, graphql, restLogin, SIGNED_OUT } from "../fixtures/auth-users";

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
const NODE_QUERY = `query Node($id: ID!) { node(id: $id) { __typename ... on Customer { companyName } } }`;

describe.each(databaseKinds)("il committente e chi lo vede (%s)", (kind) => {
  let t: TestApp;
  const ids = { customer: 0, otherCustomer: 0 };
  const tokens: Record<"customer" | "otherCustomer" | "supplierOnProcurement" | "referredSupplier" | "worker", string> = {
    customer: "", otherCustomer: "", supplierOnProcurement: "", referredSupplier: "", worker: "",
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const prisma = t.deps.prisma;
    const municipality = await createMunicipality(prisma, "Brescia", "BS", "B157");
    const customer = await prisma.customer.create({
      data: { companyName: "Fonderie Bresciane Spa", phone: "030 1234567", address: "Via Milano 5", municipalityId: municipality.id },
    });
    const otherCustomer = await createCustomer(prisma, "Cartiere Venete Spa");
    const onProcurement = await createSupplier(prisma, { companyName: "Manutenzioni Lombarde Srl" });
    const referred = await createSupplier(prisma, { companyName: "Pulizie Industriali Srl", referralCustomerId: customer.id });
    const procurement = await prisma.procurement.create({ data: { customerId: customer.id, label: "APP-2026-07" } });
    await prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: onProcurement.id } });
    const worker = await prisma.worker.create({ data: { customerId: customer.id, firstName: "Anna", lastName: "Ferri" } });

    await createUser(prisma, { email: "hse@fonderie.it", kind: "CUSTOMER", customerId: customer.id });
    await createUser(prisma, { email: "hse@cartiere.it", kind: "CUSTOMER", customerId: otherCustomer.id });
    await createUser(prisma, { email: "ufficio@manutenzioni.it", kind: "SUPPLIER", supplierId: onProcurement.id });
    await createUser(prisma, { email: "ufficio@pulizie.it", kind: "SUPPLIER", supplierId: referred.id });
    await createUser(prisma, { email: "anna.ferri@fonderie.it", kind: "WORKER", workerId: worker.id });
    Object.assign(ids, { customer: customer.id, otherCustomer: otherCustomer.id });
    tokens.customer = await restLogin(t, "hse@fonderie.it");
    tokens.otherCustomer = await restLogin(t, "hse@cartiere.it");
    tokens.supplierOnProcurement = await restLogin(t, "ufficio@manutenzioni.it");
    tokens.referredSupplier = await restLogin(t, "ufficio@pulizie.it");
    tokens.worker = await restLogin(t, "anna.ferri@fonderie.it");
  });
  afterAll(async () => t?.close());

  const customerNode = async (id: number, token?: string) =>
    (await graphql<{ node: { companyName: string } | null }>(t, NODE_QUERY, { id: globalId("Customer", id) }, token)).body.data?.node ?? null;

  it("l'utente del committente vede la propria azienda nel viewer", async () => {
    const { body } = await graphql(t, `{ viewer { supplier { id } customer { id companyName phone address municipality { name province } } } }`, {}, tokens.customer);
    expect(body).toEqual({
      data: {
        viewer: {
          supplier: null,
          customer: {
            id: globalId("Customer", ids.customer), companyName: "Fonderie Bresciane Spa", phone: "030 1234567",
            address: "Via Milano 5", municipality: { name: "Brescia", province: "BS" },
          },
        },
      },
    });
  });

  it("vedono il committente: i suoi utenti, il fornitore dei suoi appalti, il suo lavoratore", async () => {
    for (const token of [tokens.customer, tokens.supplierOnProcurement, tokens.worker]) {
      expect(await customerNode(ids.customer, token)).toEqual({ __typename: "Customer", companyName: "Fonderie Bresciane Spa" });
    }
  });

  it("non lo vedono: un altro committente, un fornitore solo segnalato, un anonimo", async () => {
    for (const token of [tokens.otherCustomer, tokens.referredSupplier]) {
      expect(await customerNode(ids.customer, token)).toBeNull();
    }
    // An anonymous caller is answered «Accesso richiesto» before any resolver runs.
    expect((await graphql(t, NODE_QUERY, { id: globalId("Customer", ids.customer) })).body).toEqual(SIGNED_OUT);
    // And a customer cannot look at another one either.
    expect(await customerNode(ids.otherCustomer, tokens.customer)).toBeNull();
  });
});
