// "Informazioni Fornitore" within a procurement: note and "Subappaltatore di", through GraphQL
// (updateProcurementSupplier) and REST (procurements/customersuppliers). Level 3 or more, on the supplier's
// own place or by the procurement's customer; the parent is another supplier of the same procurement,
// never itself and never one of its own subcontractors. Refused calls change nothing and audit nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createSupplier, createUser, graphql, jsonRequest, restLogin, SIGNED_OUT } from "../fixtures/auth-users";

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

type Actor = "customer" | "customerViewer" | "otherCustomer" | "supplierA" | "supplierAViewer" | "supplierB" | "worker";
type Result = {
  __typename: string;
  message?: string;
  fieldErrors?: { field: string; messages: string[] }[];
  data?: { procurementSupplier: { id: string; note: string | null; parentSupplier: { companyName: string } | null } };
};

const UPDATE = `mutation Update($input: UpdateProcurementSupplierInput!) { updateProcurementSupplier(input: $input) {
  __typename
  ... on Error { message }
  ... on ValidationError { fieldErrors { field messages } }
  ... on UpdateProcurementSupplierSuccess { data { procurementSupplier { id note parentSupplier { companyName } } } } } }`;

describe.each(databaseKinds)("appalti: informazioni del fornitore nell'appalto (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string>;
  // Suppliers and their links on the procurement: A main contractor, B under A, D under B, E alone.
  const supplier = { a: 0, b: 0, d: 0, e: 0, outsider: 0 };
  const link = { a: 0, b: 0, d: 0, e: 0, foreign: 0 };
  let procurementId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const prisma = t.deps.prisma;
    const customer = await createCustomer(prisma, "Acciaierie Lombarde Spa");
    const otherCustomer = await createCustomer(prisma, "Cartiere Venete Spa");
    const [a, b, d, e, outsider] = await Promise.all(
      ["Alfa Costruzioni Srl", "Beta Impianti Srl", "Delta Ponteggi Srl", "Epsilon Verde Srl", "Omega Trasporti Srl"].map(
        (companyName) => createSupplier(prisma, { companyName }),
      ),
    );
    Object.assign(supplier, { a: a.id, b: b.id, d: d.id, e: e.id, outsider: outsider.id });
    const procurement = await prisma.procurement.create({ data: { customerId: customer.id, label: "APP-2026-01 Copertura" } });
    procurementId = procurement.id;
    const create = (supplierId: number, parentSupplierId: number | null, note: string | null) =>
      prisma.procurementSupplier.create({ data: { procurementId, supplierId, parentSupplierId, note } });
    link.a = (await create(a.id, null, "Impresa affidataria")).id;
    link.b = (await create(b.id, a.id, "Impianti elettrici")).id;
    link.d = (await create(d.id, b.id, null)).id;
    link.e = (await create(e.id, null, null)).id;
    const foreign = await prisma.procurement.create({ data: { customerId: otherCustomer.id, label: "APP-99 Cartiere" } });
    link.foreign = (await prisma.procurementSupplier.create({ data: { procurementId: foreign.id, supplierId: outsider.id } })).id;
    await prisma.procurementSupplier.create({ data: { procurementId: foreign.id, supplierId: a.id } });
    const worker = await prisma.worker.create({ data: { customerId: customer.id, firstName: "Anna", lastName: "Ferri" } });

    const users: [Actor, Parameters<typeof createUser>[1]][] = [
      ["customer", { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 3 }],
      ["customerViewer", { email: "visore@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 2 }],
      ["otherCustomer", { email: "hse@cartiere.it", kind: "CUSTOMER", customerId: otherCustomer.id, userLevel: 5 }],
      ["supplierA", { email: "capo@alfa.it", kind: "SUPPLIER", supplierId: a.id, userLevel: 3 }],
      ["supplierAViewer", { email: "ufficio@alfa.it", kind: "SUPPLIER", supplierId: a.id, userLevel: 2 }],
      ["supplierB", { email: "ufficio@beta.it", kind: "SUPPLIER", supplierId: b.id, userLevel: 5 }],
      ["worker", { email: "anna.ferri@acciaierie.it", kind: "WORKER", workerId: worker.id }],
    ];
    for (const [actor, data] of users) {
      await createUser(prisma, data);
      tokens[actor] = await restLogin(t, data.email);
    }
  });
  afterAll(async () => t?.close());

  async function update(input: Record<string, unknown>, token?: string): Promise<Result> {
    const { body } = await graphql<{ updateProcurementSupplier: Result }>(t, UPDATE, { input }, token);
    expect(body.errors).toBeUndefined();
    return body.data?.updateProcurementSupplier as Result;
  }
  const links = () =>
    t.deps.prisma.procurementSupplier.findMany({ orderBy: { id: "asc" }, select: { id: true, note: true, parentSupplierId: true } });
  const audits = () => t.deps.prisma.auditRecord.count({ where: { action: "procurementSupplier.updated" } });

  // Runs a refused call and checks that neither the links nor the audit trail moved.
  async function refused<T>(call: () => Promise<T>): Promise<T> {
    const [before, auditsBefore] = [await links(), await audits()];
    const result = await call();
    expect(await links()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
    return result;
  }

  it("il fornitore (livello 3) modifica nota e \"Subappaltatore di\" del proprio posto, con traccia di audit", async () => {
    const result = await update(
      { id: globalId("ProcurementSupplier", link.a), note: "  Opere edili e copertura  ", parentSupplierId: globalId("Supplier", supplier.e) },
      tokens.supplierA,
    );
    expect(result).toEqual({
      __typename: "UpdateProcurementSupplierSuccess",
      data: { procurementSupplier: { id: globalId("ProcurementSupplier", link.a), note: "Opere edili e copertura", parentSupplier: { companyName: "Epsilon Verde Srl" } } },
    });
    const audit = await t.deps.prisma.auditRecord.findFirst({ where: { action: "procurementSupplier.updated" }, orderBy: { id: "desc" } });
    expect(audit).toMatchObject({
      actorLabel: "capo@alfa.it", entityType: "ProcurementSupplier", entityId: String(link.a),
      before: { note: "Impresa affidataria", parentSupplierId: null },
      after: { note: "Opere edili e copertura", parentSupplierId: supplier.e },
    });
    // Absent fields stay as they are; null (or a blank note) clears them.
    const kept = await update({ id: globalId("ProcurementSupplier", link.a), note: "Solo la nota" }, tokens.supplierA);
    expect(kept.data?.procurementSupplier).toMatchObject({ note: "Solo la nota", parentSupplier: { companyName: "Epsilon Verde Srl" } });
    const cleared = await update({ id: globalId("ProcurementSupplier", link.a), note: "   ", parentSupplierId: null }, tokens.supplierA);
    expect(cleared.data?.procurementSupplier).toMatchObject({ note: null, parentSupplier: null });
  });

  it("il committente (livello 3) modifica il posto di qualunque fornitore dei suoi appalti", async () => {
    const result = await update(
      { id: globalId("ProcurementSupplier", link.d), note: "Ponteggi di facciata", parentSupplierId: globalId("Supplier", supplier.a) },
      tokens.customer,
    );
    expect(result.data?.procurementSupplier).toMatchObject({ note: "Ponteggi di facciata", parentSupplier: { companyName: "Alfa Costruzioni Srl" } });
    // Back under B, for the chain the next tests rely on (A ← B ← D).
    expect((await update({ id: globalId("ProcurementSupplier", link.d), parentSupplierId: globalId("Supplier", supplier.b) }, tokens.customer)).__typename)
      .toBe("UpdateProcurementSupplierSuccess");
  });

  it("livello 2 rifiutato (ForbiddenError), sia fornitore sia committente", async () => {
    for (const [token, id] of [[tokens.supplierAViewer, link.a], [tokens.customerViewer, link.b]] as const) {
      const result = await refused(() => update({ id: globalId("ProcurementSupplier", id), note: "Tentativo" }, token));
      expect(result).toEqual({ __typename: "ForbiddenError", message: "Serve il livello utente 3 o superiore" });
    }
  });

  it("posti altrui, id falsi, lavoratore e anonimo: non trovato, vietato o non autenticato, senza modifiche", async () => {
    const cases: [Record<string, unknown>, string | undefined, string][] = [
      [{ id: globalId("ProcurementSupplier", link.a), note: "x" }, tokens.supplierB, "NotFoundError"],
      [{ id: globalId("ProcurementSupplier", link.a), note: "x" }, tokens.otherCustomer, "NotFoundError"],
      [{ id: globalId("ProcurementSupplier", link.foreign), note: "x" }, tokens.customer, "NotFoundError"],
      [{ id: globalId("ProcurementSupplier", link.foreign), note: "x" }, tokens.supplierA, "NotFoundError"],
      [{ id: globalId("Supplier", link.a), note: "x" }, tokens.customer, "NotFoundError"],
      [{ id: "non-un-id", note: "x" }, tokens.customer, "NotFoundError"],
      [{ id: globalId("ProcurementSupplier", link.a), note: "x" }, tokens.worker, "ForbiddenError"],
    ];
    for (const [input, token, typename] of cases) {
      expect((await refused(() => update(input, token))).__typename).toBe(typename);
    }
    const anonymous = await refused(() => graphql(t, UPDATE, { input: { id: globalId("ProcurementSupplier", link.a), note: "x" } }));
    expect(anonymous.body).toEqual(SIGNED_OUT);
  });

  it("\"Subappaltatore di\": un altro fornitore dello stesso appalto, mai se stesso, mai un proprio subappaltatore", async () => {
    const parentError = async (linkId: number, parentId: string, token = tokens.customer) => {
      const result = await refused(() => update({ id: globalId("ProcurementSupplier", linkId), parentSupplierId: parentId }, token));
      expect(result.__typename).toBe("ValidationError");
      return result.fieldErrors;
    };
    expect(await parentError(link.b, globalId("Supplier", supplier.b), tokens.supplierB)).toEqual([
      { field: "parentSupplierId", messages: ["Un fornitore non può essere subappaltatore di se stesso"] },
    ]);
    const notOnProcurement = [{ field: "parentSupplierId", messages: ["Il campo Subappaltatore di deve indicare un altro fornitore dello stesso appalto"] }];
    expect(await parentError(link.b, globalId("Supplier", supplier.outsider))).toEqual(notOnProcurement);
    expect(await parentError(link.b, globalId("Supplier", 999999))).toEqual(notOnProcurement);
    expect(await parentError(link.b, globalId("Customer", supplier.e))).toEqual(notOnProcurement);
    const cycle = [{
      field: "parentSupplierId",
      messages: ["Il fornitore indicato è già subappaltatore di questo fornitore: la catena di subappalto non può chiudersi su se stessa"],
    }];
    // Direct (A under B while B is under A) and down the chain (A under D, D under B under A).
    expect(await parentError(link.a, globalId("Supplier", supplier.b))).toEqual(cycle);
    expect(await parentError(link.a, globalId("Supplier", supplier.d), tokens.supplierA)).toEqual(cycle);
    const tooLong = await refused(() => update({ id: globalId("ProcurementSupplier", link.e), note: "x".repeat(2001) }, tokens.customer));
    expect(tooLong.fieldErrors).toEqual([{ field: "note", messages: ["La nota non può superare 2000 caratteri"] }]);
  });

  const post = (body: unknown, token?: string) => t.request("/api/procurements/customersuppliers", jsonRequest(body, token));

  it("REST procurements/customersuppliers: aggiorna il posto e risponde con il pivot", async () => {
    const response = await post(
      { procurement_id: procurementId, supplier_id: String(supplier.b), note: "Impianti e quadri", parent_supplier: supplier.e },
      tokens.supplierB,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { id: link.b, procurement_id: procurementId, customer_supplier_id: supplier.b, parent_customer_supplier_id: supplier.e,
        note: "Impianti e quadri", worker_mandatory_document_categories: "[]" },
    });
    const cleared = await post({ procurement_id: procurementId, supplier_id: supplier.b, note: "Impianti e quadri", parent_supplier: "" }, tokens.customer);
    expect(((await cleared.json()) as { data: { parent_customer_supplier_id: number | null } }).data.parent_customer_supplier_id).toBeNull();
  });

  it("REST procurements/customersuppliers: 422, 404, 403 e 401 senza modifiche", async () => {
    const expectStatus = async (body: unknown, token: string | undefined, status: number) => {
      const response = await refused(() => post(body, token));
      expect(response.status).toBe(status);
      return (await response.json()) as Record<string, unknown>;
    };
    expect(await expectStatus({ procurement_id: procurementId, supplier_id: supplier.a, parent_supplier: supplier.a }, tokens.customer, 422)).toEqual({
      errors: { parent_supplier: ["Un fornitore non può essere subappaltatore di se stesso"] },
    });
    expect(await expectStatus({ note: "x" }, tokens.customer, 422)).toEqual({
      errors: { procurement_id: ["Il campo Appalto è obbligatorio"], supplier_id: ["Il campo Fornitore è obbligatorio"] },
    });
    expect(await expectStatus({ procurement_id: procurementId, supplier_id: supplier.a, parent_supplier: "abc" }, tokens.customer, 422)).toEqual({
      errors: { parent_supplier: ["Il campo Subappaltatore di non è valido"] },
    });
    // B names A's place: not its own, so not found; so for the other customer. (A supplier not yet on the
    // procurement is added for its customer: procurement-setup tests that.)
    expect(await expectStatus({ procurement_id: procurementId, supplier_id: supplier.a, note: "x" }, tokens.supplierB, 404)).toEqual({ message: "Elemento non trovato" });
    await expectStatus({ procurement_id: procurementId, supplier_id: supplier.a, note: "x" }, tokens.otherCustomer, 404);
    await expectStatus({ procurement_id: procurementId, supplier_id: supplier.a, note: "x" }, tokens.supplierAViewer, 403);
    await expectStatus({ procurement_id: procurementId, supplier_id: supplier.a, note: "x" }, tokens.worker, 403);
    expect(await expectStatus({ procurement_id: procurementId, supplier_id: supplier.a, note: "x" }, undefined, 401)).toMatchObject({
      message: "Utente non autorizzato",
    });
  });
});
