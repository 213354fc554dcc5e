// node(id) and nodes(ids) with ids that name no object: what a person types or pastes into an address
// ("/procurement/12", a truncated link) is a missing object, answered null without an error, and the
// server logs nothing (an ERROR "Errore GraphQL imprevisto" is for faults, not for typing mistakes).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createSupplier, createUser, graphql, restLogin, SIGNED_OUT } from "../fixtures/auth-users";

const globalId = (text: string) => Buffer.from(text).toString("base64");

// Not global ids, or global ids of nothing loadable: a bare number, plain text, bad base64, a type name
// without an id, a type that does not exist, the Query type, the Node interface itself, a scalar, an enum.
const MALFORMED = [
  "12",
  "xyz",
  "%%%",
  "",
  "Procurement:12",
  globalId("Procurement:"),
  globalId(":12"),
  globalId("Foo:1"),
  globalId("Query:1"),
  globalId("Node:1"),
  globalId("Date:1"),
  globalId("ApprovalState:1"),
  globalId("Procurement:abc"),
  globalId("Procurement:0"),
  globalId("Procurement:99999999999"),
];

const QUERY = `query Ids($id: ID!, $ids: [ID!]!) {
  node(id: $id) { __typename id ... on Procurement { label } }
  nodes(ids: $ids) { __typename id }
}`;

describe.each(databaseKinds)("id che non indicano nulla (%s)", (kind) => {
  let t: TestApp;
  let token = "";
  let procurementId = "";
  const logged: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const prisma = t.deps.prisma;
    const customer = await createCustomer(prisma);
    const supplier = await createSupplier(prisma, { companyName: "Impianti Elettrici Srl" });
    const procurement = await prisma.procurement.create({ data: { customerId: customer.id, label: "APP-2026-12" } });
    await prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: supplier.id } });
    await createUser(prisma, { email: "ufficio@impianti.it", kind: "SUPPLIER", supplierId: supplier.id });
    token = await restLogin(t, "ufficio@impianti.it");
    procurementId = globalId(`Procurement:${procurement.id}`);
    // The logger is silent in tests: record what would have been written.
    for (const level of ["error", "warn"] as const) {
      t.deps.logger[level] = (message, details) => logged.push(`${level.toUpperCase()} ${message} ${JSON.stringify(details ?? {})}`);
    }
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    logged.length = 0;
  });

  it("rispondono null, senza errori e senza nulla nel registro", async () => {
    for (const id of MALFORMED) {
      const { status, body } = await graphql(t, QUERY, { id, ids: [id, procurementId] }, token);
      expect(status, id).toBe(200);
      expect(body, id).toEqual({
        data: { node: null, nodes: [null, { __typename: "Procurement", id: procurementId }] },
      });
    }
    // Anonymous callers are answered «Accesso richiesto» before any id is decoded; nothing is logged either.
    const anonymous = await graphql(t, QUERY, { id: "12", ids: ["12"] });
    expect(anonymous.body).toEqual(SIGNED_OUT);
    expect(logged).toEqual([]);
  });

  it("un id valido trova ancora l'appalto", async () => {
    const { body } = await graphql(t, QUERY, { id: procurementId, ids: [procurementId] }, token);
    expect(body).toEqual({
      data: {
        node: { __typename: "Procurement", id: procurementId, label: "APP-2026-12" },
        nodes: [{ __typename: "Procurement", id: procurementId }],
      },
    });
    expect(logged).toEqual([]);
  });
});
