// The customer's set-up of its procurements: create and edit (Rif.Appalto, dates, note, site, Titolo IV), general
// files, close (read-only for everyone afterwards, still visible), delete (only while no supplier uploaded), suppliers
// and subcontractors added (an existing one or a new one, Partita IVA checked and never registered twice), chains of
// any depth without loops, a supplier taken away (its uploads stay, its light no longer counts). Each customer level.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createSupplier, createUser, graphql, jsonRequest, restLogin, SIGNED_OUT } from "../fixtures/auth-users";
import { globalId, graphqlUpload } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { CLOSED_PROCUREMENT_MESSAGE } from "../../server/db/closed-procurement";
import { PROCUREMENT_FORM_MESSAGES, PROCUREMENT_SUPPLIER_MESSAGES } from "../../common/validation/procurements";
import { VAT_NUMBER_MESSAGES } from "../../common/validation/vat-number";

type Actor = "c5" | "c3" | "c1" | "other5" | "supplier5" | "worker";
type Outcome = { __typename: string; message?: string; fieldErrors?: { field: string; messages: string[] }[]; data?: Record<string, unknown> };

const ERRORS = `__typename ... on Error { message } ... on ValidationError { fieldErrors { field messages } }`;
const CREATE = `mutation ($input: CreateProcurementInput!) { createProcurement(input: $input) { ${ERRORS}
  ... on CreateProcurementSuccess { data { procurement { id label dateStart dateEnd note constructionSite closedAt site { name } } } } } }`;
const UPDATE = `mutation ($input: UpdateProcurementInput!) { updateProcurement(input: $input) { ${ERRORS}
  ... on UpdateProcurementSuccess { data { procurement { id label constructionSite } } } } }`;
const CLOSE = `mutation ($input: CloseProcurementInput!) { closeProcurement(input: $input) { ${ERRORS}
  ... on CloseProcurementSuccess { data { procurement { id closedAt viewerCanEdit { allowed reason } } } } } }`;
const DELETE = `mutation ($input: DeleteProcurementInput!) { deleteProcurement(input: $input) { ${ERRORS} ... on DeleteProcurementSuccess { data { deletedId } } } }`;
const UPLOAD = `mutation ($input: UploadProcurementFileInput!) { uploadProcurementFile(input: $input) { ${ERRORS}
  ... on UploadProcurementFileSuccess { data { id procurement { files { label file { originalName } } } } } } }`;
const DELETE_FILE = `mutation ($input: DeleteProcurementFileInput!) { deleteProcurementFile(input: $input) { ${ERRORS} ... on DeleteProcurementFileSuccess { data { id } } } }`;
const ADD = `mutation ($input: AddProcurementSupplierInput!) { addProcurementSupplier(input: $input) { ${ERRORS}
  ... on AddProcurementSupplierSuccess { data { id procurement { suppliers { supplier { companyName } parentSupplier { companyName } } } } } } }`;
const REMOVE = `mutation ($input: RemoveProcurementSupplierInput!) { removeProcurementSupplier(input: $input) { ${ERRORS} ... on RemoveProcurementSupplierSuccess { data { id } } } }`;
const RELINK = `mutation ($input: UpdateProcurementSupplierInput!) { updateProcurementSupplier(input: $input) { ${ERRORS} } }`;

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe.each(databaseKinds)("appalti del committente: impostazione (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor | "anonymous", string | undefined>;
  const ids = { customer: 0, factory: 0, otherFactory: 0, supplier: 0, procurement: 0 };

  async function run(actor: Actor | "anonymous", query: string, input: Record<string, unknown>): Promise<Outcome & { errors?: unknown }> {
    const { body } = await graphql<Record<string, Outcome>>(t, query, { input }, tokens[actor]);
    if (!body.data) return { __typename: "GraphQLError", errors: body.errors };
    return Object.values(body.data)[0]!;
  }
  const auditCount = (action: string) => t.deps.prisma.auditRecord.count({ where: { action } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const prisma = t.deps.prisma;
    const customer = await createCustomer(prisma, "Acciaierie Emiliane Spa");
    const other = await createCustomer(prisma, "Cartiere Venete Spa");
    ids.customer = customer.id;
    ids.factory = (await prisma.factory.create({ data: { customerId: customer.id, name: "Stabilimento di Modena" } })).id;
    ids.otherFactory = (await prisma.factory.create({ data: { customerId: other.id, name: "Cartiera di Treviso" } })).id;
    const supplier = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl" });
    await prisma.supplier.update({ where: { id: supplier.id }, data: { vatNumber: "01234567897" } });
    ids.supplier = supplier.id;
    const employee = await prisma.worker.create({ data: { customerId: customer.id, firstName: "Luca", lastName: "Neri" } });
    await createUser(prisma, { email: "hse5@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    await createUser(prisma, { email: "hse3@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 3 });
    await createUser(prisma, { email: "hse1@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 1 });
    await createUser(prisma, { email: "hse@cartiere.it", kind: "CUSTOMER", customerId: other.id, userLevel: 5 });
    await createUser(prisma, { email: "titolare@alfa.it", kind: "SUPPLIER", supplierId: supplier.id, userLevel: 5 });
    await createUser(prisma, { email: "luca.neri@acciaierie.it", kind: "WORKER", workerId: employee.id });
    const emails: Record<Actor, string> = {
      c5: "hse5@acciaierie.it", c3: "hse3@acciaierie.it", c1: "hse1@acciaierie.it", other5: "hse@cartiere.it", supplier5: "titolare@alfa.it", worker: "luca.neri@acciaierie.it",
    };
    for (const [actor, email] of Object.entries(emails)) tokens[actor as Actor] = await restLogin(t, email);
  });
  afterAll(async () => t?.close());

  it("crea un appalto dal livello 3, con sito e Titolo IV; livello 1, fornitori, lavoratori e anonimi no; sito di un altro committente rifiutato", async () => {
    const input = { label: "APP-2026-10 Rifacimento copertura", dateStart: "2026-03-01", dateEnd: "2026-06-30", note: "Lavori in quota", siteId: globalId("Factory", ids.factory), constructionSite: true };
    expect((await run("c1", CREATE, input))).toMatchObject({ __typename: "ForbiddenError", message: "Serve il livello utente 3 o superiore" });
    expect((await run("supplier5", CREATE, input)).__typename).toBe("ForbiddenError");
    expect((await run("worker", CREATE, input)).__typename).toBe("ForbiddenError");
    expect(await run("anonymous", CREATE, input)).toEqual({ __typename: "GraphQLError", errors: SIGNED_OUT.errors });
    const foreignSite = await run("c3", CREATE, { ...input, siteId: globalId("Factory", ids.otherFactory) });
    expect(foreignSite.fieldErrors).toEqual([{ field: "factoryId", messages: [PROCUREMENT_FORM_MESSAGES.factoryInvalid] }]);
    const backwards = await run("c3", CREATE, { ...input, dateEnd: "2026-02-01" });
    expect(backwards.fieldErrors).toEqual([{ field: "dateEnd", messages: [PROCUREMENT_FORM_MESSAGES.endBeforeStart] }]);
    expect(await t.deps.prisma.procurement.count()).toBe(0);

    const created = await run("c3", CREATE, input);
    expect(created.data).toMatchObject({ procurement: { label: input.label, dateStart: "2026-03-01", dateEnd: "2026-06-30", note: "Lavori in quota", constructionSite: true, closedAt: null, site: { name: "Stabilimento di Modena" } } });
    ids.procurement = Number(Buffer.from((created.data!.procurement as { id: string }).id, "base64").toString().split(":")[1]);
    expect(await auditCount("procurement.created")).toBe(1);

    const edited = await run("c3", UPDATE, { id: globalId("Procurement", ids.procurement), label: "APP-2026-10 Copertura capannone B", constructionSite: false });
    expect(edited.data).toMatchObject({ procurement: { label: "APP-2026-10 Copertura capannone B", constructionSite: false } });
    expect((await run("other5", UPDATE, { id: globalId("Procurement", ids.procurement), label: "Preso" })).__typename).toBe("NotFoundError");
  });

  it("registra un nuovo fornitore (Partita IVA controllata, mai due volte) e ne crea l'amministratore di livello 5; aggiunge un subappaltatore sotto di lui, a più livelli", async () => {
    const procurementId = globalId("Procurement", ids.procurement);
    const gamma = { companyName: "Gamma Ponteggi Srl", vatNumber: "IT 0284719096 0", fiscalCode: "02847190960", address: "Via Emilia 1", phone: "+39 051 000111", email: "Amministratore@Gamma.it" };
    const wrongCheck = await run("c3", ADD, { procurementId, newSupplier: { ...gamma, vatNumber: "02847190961" } });
    expect(wrongCheck.fieldErrors).toEqual([{ field: "newSupplier.vatNumber", messages: [VAT_NUMBER_MESSAGES.invalid] }]);
    const taken = await run("c3", ADD, { procurementId, newSupplier: { ...gamma, vatNumber: "01234567897" } });
    expect(taken.fieldErrors).toEqual([{ field: "newSupplier.vatNumber", messages: [PROCUREMENT_SUPPLIER_MESSAGES.vatNumberTaken] }]);
    const c1Add = await run("c1", ADD, { procurementId, newSupplier: gamma });
    expect(c1Add.__typename).toBe("ForbiddenError");
    expect(await t.deps.prisma.supplier.count()).toBe(1);

    const added = await run("c3", ADD, { procurementId, newSupplier: gamma, note: "Ponteggi" });
    expect(added.__typename).toBe("AddProcurementSupplierSuccess");
    const registered = await t.deps.prisma.supplier.findFirstOrThrow({ where: { companyName: "Gamma Ponteggi Srl" }, include: { users: true } });
    expect(registered.vatNumber).toBe("02847190960");
    expect(registered.users.map((user) => ({ email: user.email, kind: user.kind, level: user.userLevel }))).toEqual([{ email: "amministratore@gamma.it", kind: "SUPPLIER", level: 5 }]);
    expect(await auditCount("supplier.registered")).toBe(1);
    // Found again by name or by Partita IVA, never registered a second time (the database's unique index too).
    const again = await run("c5", ADD, { procurementId, newSupplier: { ...gamma, email: "altro@gamma.it" } });
    expect(again.fieldErrors).toEqual([{ field: "newSupplier.vatNumber", messages: [PROCUREMENT_SUPPLIER_MESSAGES.vatNumberTaken] }]);
    await expect(t.deps.prisma.supplier.create({ data: { companyName: "Doppione", vatNumber: "02847190960" } })).rejects.toThrow();
    const directory = `query ($id: ID!, $search: String!) { node(id: $id) { ... on Procurement { supplierDirectory(search: $search) { companyName vatNumber onProcurement } } } }`;
    for (const search of ["gamma", "0284719"]) {
      const { body } = await graphql<{ node: { supplierDirectory: unknown[] } }>(t, directory, { id: procurementId, search }, tokens.c3);
      expect(body.data?.node.supplierDirectory).toEqual([{ companyName: "Gamma Ponteggi Srl", vatNumber: "02847190960", onProcurement: true }]);
    }
    const { body: refused } = await graphql(t, directory, { id: procurementId, search: "gamma" }, tokens.supplier5);
    expect(JSON.stringify(refused)).not.toContain("Gamma");

    // Alfa (existing) under Gamma, then Delta (new) under Alfa: a chain of three.
    expect((await run("c3", ADD, { procurementId, supplierId: globalId("Supplier", ids.supplier), parentSupplierId: globalId("Supplier", registered.id) })).__typename).toBe("AddProcurementSupplierSuccess");
    const again2 = await run("c3", ADD, { procurementId, supplierId: globalId("Supplier", ids.supplier) });
    expect(again2.fieldErrors).toEqual([{ field: "supplierId", messages: [PROCUREMENT_SUPPLIER_MESSAGES.supplierAlreadyOn] }]);
    const delta = await run("c3", ADD, { procurementId, parentSupplierId: globalId("Supplier", ids.supplier), newSupplier: { companyName: "Delta Scavi Srl", vatNumber: "02115830396", email: "titolare@delta.it" } });
    const suppliers = (delta.data!.procurement as { suppliers: { supplier: { companyName: string }; parentSupplier: { companyName: string } | null }[] }).suppliers;
    expect(suppliers.map((row) => [row.supplier.companyName, row.parentSupplier?.companyName ?? null])).toEqual([
      ["Alfa Costruzioni Srl", "Gamma Ponteggi Srl"], ["Delta Scavi Srl", "Alfa Costruzioni Srl"], ["Gamma Ponteggi Srl", null],
    ]);
    // Gamma under Delta would close the loop Gamma → Alfa → Delta → Gamma.
    const gammaLink = await t.deps.prisma.procurementSupplier.findFirstOrThrow({ where: { procurementId: ids.procurement, supplierId: registered.id } });
    const deltaId = (await t.deps.prisma.supplier.findFirstOrThrow({ where: { companyName: "Delta Scavi Srl" } })).id;
    const loop = await run("c3", RELINK, { id: globalId("ProcurementSupplier", gammaLink.id), parentSupplierId: globalId("Supplier", deltaId) });
    expect(loop.fieldErrors?.[0]?.field).toBe("parentSupplierId");
    expect((await t.deps.prisma.procurementSupplier.findUniqueOrThrow({ where: { id: gammaLink.id } })).parentSupplierId).toBeNull();
  });

  it("REST procurements/customersuppliers: lo store del pivot aggiunge un fornitore esistente all'appalto (dal livello 3 del suo committente), poi lo aggiorna", async () => {
    const prisma = t.deps.prisma;
    const procurement = await prisma.procurement.create({ data: { customerId: ids.customer, label: "APP-REST Pivot" } });
    const pivot = (actor: Actor, body: Record<string, unknown>) => t.request("/api/procurements/customersuppliers", jsonRequest(body, tokens[actor]));
    const body = { procurement_id: procurement.id, supplier_id: ids.supplier, note: "Lattoneria", parent_supplier: "" };
    // Nobody but the procurement's customer from level 3 adds: the supplier itself, level 1, another customer, a worker.
    expect((await pivot("supplier5", body)).status).toBe(404);
    expect((await pivot("c1", body)).status).toBe(403);
    expect((await pivot("other5", body)).status).toBe(404);
    expect((await pivot("worker", body)).status).toBe(403);
    expect(await prisma.procurementSupplier.count({ where: { procurementId: procurement.id } })).toBe(0);

    const added = await pivot("c3", body);
    expect(added.status).toBe(200);
    expect(((await added.json()) as { data: { customer_supplier_id: number; note: string } }).data).toMatchObject({ customer_supplier_id: ids.supplier, note: "Lattoneria" });
    expect(await prisma.procurementSupplier.count({ where: { procurementId: procurement.id, supplierId: ids.supplier } })).toBe(1);
    expect(await prisma.auditRecord.count({ where: { action: "procurementSupplier.added", after: { path: ["procurementId"], equals: procurement.id } } })).toBe(1);
    // The same call again updates the pivot row: still one.
    const updated = await pivot("c3", { ...body, note: "Lattoneria e grondaie" });
    expect(updated.status).toBe(200);
    expect((await prisma.procurementSupplier.findFirstOrThrow({ where: { procurementId: procurement.id } })).note).toBe("Lattoneria e grondaie");
    expect(await prisma.procurementSupplier.count({ where: { procurementId: procurement.id } })).toBe(1);
    // A supplier that does not exist: the form's field says so.
    const unknown = await pivot("c3", { ...body, supplier_id: 999_999 });
    expect(unknown.status).toBe(422);
    expect(Object.keys(((await unknown.json()) as { errors: Record<string, string[]> }).errors)).toEqual(["supplier_id"]);
    // The later tests count the customer's procurements: this one goes.
    await prisma.procurementSupplierAttachment.deleteMany({ where: { procurementId: procurement.id } });
    await prisma.procurementSupplier.deleteMany({ where: { procurementId: procurement.id } });
    await prisma.procurement.delete({ where: { id: procurement.id } });
  });

  it("documenti generali: caricati dal livello 3, eliminati dal livello 5, ciascuno con la sua traccia; il fornitore li vede", async () => {
    const input = { procurementId: globalId("Procurement", ids.procurement), label: "Piano di sicurezza e coordinamento", file: null };
    const c1 = await graphqlUpload<Record<string, Outcome>>(t, UPLOAD, { input }, { "variables.input.file": { name: "psc.pdf", bytes: PDF, type: "application/pdf" } }, tokens.c1);
    expect(c1.body.data?.uploadProcurementFile?.__typename).toBe("ForbiddenError");
    const uploaded = await graphqlUpload<Record<string, Outcome>>(t, UPLOAD, { input }, { "variables.input.file": { name: "psc.pdf", bytes: PDF, type: "application/pdf" } }, tokens.c3);
    expect(uploaded.body.data?.uploadProcurementFile?.data).toMatchObject({ procurement: { files: [{ label: "Piano di sicurezza e coordinamento", file: { originalName: "psc.pdf" } }] } });
    expect(await auditCount("procurementFile.uploaded")).toBe(1);
    const fileId = (uploaded.body.data!.uploadProcurementFile!.data as { id: string }).id;
    const seen = await graphql<{ node: { files: { label: string }[] } }>(t, `query ($id: ID!) { node(id: $id) { ... on Procurement { files { label } } } }`, { id: input.procurementId }, tokens.supplier5);
    expect(seen.body.data?.node.files).toEqual([{ label: "Piano di sicurezza e coordinamento" }]);
    expect(await run("c3", DELETE_FILE, { id: fileId })).toMatchObject({ __typename: "ForbiddenError", message: "Serve il livello utente 5 o superiore" });
    expect((await run("supplier5", DELETE_FILE, { id: fileId })).__typename).toBe("ForbiddenError");
    expect((await run("c5", DELETE_FILE, { id: fileId })).__typename).toBe("DeleteProcurementFileSuccess");
    expect(await auditCount("procurementFile.deleted")).toBe(1);
    // The stored file stays for the audit trail.
    expect(await t.deps.prisma.media.count({ where: { originalName: "psc.pdf" } })).toBe(1);
  });

  it("togliere un fornitore: ciò che ha caricato resta, il suo semaforo non conta più, i suoi subappaltatori salgono", async () => {
    const prisma = t.deps.prisma;
    const category = await prisma.supplierDocumentCategory.create({ data: { code: "DURC", label: "DURC" } });
    const delta = await prisma.supplier.findFirstOrThrow({ where: { companyName: "Delta Scavi Srl" } });
    const alfaLink = await prisma.procurementSupplier.findFirstOrThrow({ where: { procurementId: ids.procurement, supplierId: ids.supplier } });
    // Alfa owes a DURC it has not uploaded: the procurement is red because of Alfa.
    const owed = await prisma.procurementSupplierAttachment.create({ data: { procurementId: ids.procurement, supplierId: ids.supplier, categoryId: category.id, uploadedAt: new Date(), note: "caricato da Alfa" } });
    const light = async () => (await graphql<{ node: { trafficLight: string } }>(t, `query ($id: ID!) { node(id: $id) { ... on Procurement { trafficLight } } }`, { id: globalId("Procurement", ids.procurement) }, tokens.c5)).body.data?.node.trafficLight;
    expect(await light()).toBe("RED");
    expect((await run("c3", REMOVE, { id: globalId("ProcurementSupplier", alfaLink.id) })).__typename).toBe("ForbiddenError");
    expect((await run("other5", REMOVE, { id: globalId("ProcurementSupplier", alfaLink.id) })).__typename).toBe("NotFoundError");
    expect((await run("c5", REMOVE, { id: globalId("ProcurementSupplier", alfaLink.id) })).__typename).toBe("RemoveProcurementSupplierSuccess");
    expect(await light()).toBe("GREEN");
    expect(await prisma.procurementSupplierAttachment.findUnique({ where: { id: owed.id } })).not.toBeNull();
    const record = await prisma.auditRecord.findFirstOrThrow({ where: { action: "procurementSupplier.removed" } });
    expect(record.before).toMatchObject({ supplierId: ids.supplier, subcontractorsMovedUp: [delta.id] });
    const deltaLink = await prisma.procurementSupplier.findFirstOrThrow({ where: { procurementId: ids.procurement, supplierId: delta.id } });
    const gamma = await prisma.supplier.findFirstOrThrow({ where: { companyName: "Gamma Ponteggi Srl" } });
    expect(deltaLink.parentSupplierId).toBe(gamma.id);
    // Alfa no longer sees the procurement.
    const alfa = await graphql<{ node: unknown }>(t, `query ($id: ID!) { node(id: $id) { id } }`, { id: globalId("Procurement", ids.procurement) }, tokens.supplier5);
    expect(alfa.body.data?.node).toBeNull();
    await prisma.procurementSupplier.create({ data: { procurementId: ids.procurement, supplierId: ids.supplier, parentSupplierId: gamma.id } });
  });

  it("eliminare: solo dal livello 5 e solo finché nessun fornitore ha caricato qualcosa", async () => {
    const prisma = t.deps.prisma;
    const id = globalId("Procurement", ids.procurement);
    expect(await run("c5", DELETE, { id })).toMatchObject({ __typename: "ForbiddenError", message: PROCUREMENT_FORM_MESSAGES.deleteAfterUploads });
    expect(await prisma.procurement.count({ where: { id: ids.procurement } })).toBe(1);
    const empty = await run("c3", CREATE, { label: "APP-2026-11 Da eliminare" });
    const emptyId = (empty.data!.procurement as { id: string }).id;
    expect((await run("c3", DELETE, { id: emptyId })).__typename).toBe("ForbiddenError");
    expect((await run("supplier5", DELETE, { id: emptyId })).__typename).toBe("NotFoundError");
    expect((await run("c5", DELETE, { id: emptyId })).__typename).toBe("DeleteProcurementSuccess");
    expect(await auditCount("procurement.deleted")).toBe(1);
  });

  it("chiudere: dal livello 5; poi nessuno scrive più nulla sull'appalto né su ciò che ne dipende, e resta visibile a chi lo vedeva", async () => {
    const prisma = t.deps.prisma;
    const id = globalId("Procurement", ids.procurement);
    expect((await run("c3", CLOSE, { id })).__typename).toBe("ForbiddenError");
    const closed = await run("c5", CLOSE, { id });
    expect(closed.data).toMatchObject({ procurement: { viewerCanEdit: { allowed: false, reason: CLOSED_PROCUREMENT_MESSAGE } } });
    const refusal = { __typename: "ForbiddenError", message: CLOSED_PROCUREMENT_MESSAGE };
    expect(await run("c5", UPDATE, { id, label: "Riaperto di nascosto" })).toMatchObject(refusal);
    expect(await run("c5", CLOSE, { id })).toMatchObject(refusal);
    expect(await run("c5", DELETE, { id })).toMatchObject(refusal);
    expect(await run("c5", ADD, { procurementId: id, newSupplier: { companyName: "Epsilon Srl", vatNumber: "00743110157", email: "epsilon@example.it" } })).toMatchObject(refusal);
    expect(await prisma.supplier.count({ where: { companyName: "Epsilon Srl" } })).toBe(0);
    const upload = await graphqlUpload<Record<string, Outcome>>(t, UPLOAD, { input: { procurementId: id, file: null } }, { "variables.input.file": { name: "tardivo.pdf", bytes: PDF, type: "application/pdf" } }, tokens.c5);
    expect(upload.body.data?.uploadProcurementFile).toMatchObject(refusal);
    // What hangs on it: the supplier's note, and any row written by any service (the database refuses it).
    const alfaLink = await prisma.procurementSupplier.findFirstOrThrow({ where: { procurementId: ids.procurement, supplierId: ids.supplier } });
    expect(await run("supplier5", RELINK, { id: globalId("ProcurementSupplier", alfaLink.id), note: "Nota tardiva" })).toMatchObject(refusal);
    const document = await prisma.procurementSupplierAttachment.findFirstOrThrow({ where: { procurementId: ids.procurement } });
    await expect(prisma.procurementSupplierAttachment.update({ where: { id: document.id }, data: { approval: "APPROVED" } })).rejects.toThrow(CLOSED_PROCUREMENT_MESSAGE);
    await expect(prisma.$transaction((tx) => tx.procurementFile.deleteMany({ where: { procurementId: ids.procurement } }))).resolves.toEqual({ count: 0 });
    // Still there for everyone who saw it, in the customer's "closed" list.
    const seen = await graphql<{ node: { label: string } | null }>(t, `query ($id: ID!) { node(id: $id) { ... on Procurement { label } } }`, { id }, tokens.supplier5);
    expect(seen.body.data?.node?.label).toBe("APP-2026-10 Copertura capannone B");
    const list = `query ($state: ProcurementStateFilter) { viewer { customer { procurements(first: 10, state: $state) { totalCount edges { node { label closedAt } } } } } }`;
    for (const [state, labels] of [["CLOSED", ["APP-2026-10 Copertura capannone B"]], ["OPEN", []], ["ALL", ["APP-2026-10 Copertura capannone B"]]] as const) {
      const { body } = await graphql<{ viewer: { customer: { procurements: { totalCount: number; edges: { node: { label: string } }[] } } } }>(t, list, { state }, tokens.c1);
      expect(body.data?.viewer.customer.procurements.edges.map((edge) => edge.node.label)).toEqual(labels);
      expect(body.data?.viewer.customer.procurements.totalCount).toBe(labels.length);
    }
  });
});
