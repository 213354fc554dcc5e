// Tab 3 through GraphQL, as the screen calls it: the customer's supplier picker (procurementWorkers with
// supplierId), getRelativeDocument recomputed from the flags (requiredWorkerCategories), and customer 3336's
// five flags: named by the procurement (forcedOffQualificationFlags) and refused by the service for a
// crafted request (assign, edit, preview), with an Italian message and nothing stored; the table paged, sorted and
// searched on the server, within what the viewer may see. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { globalId, gql } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

type Actor = "alfa3" | "beta3" | "customer3";

const WORKERS = `query ($p: ID!, $s: ID, $first: Int, $after: String, $search: String, $orderBy: ProcurementWorkerOrderField, $direction: SortDirection) {
  procurementWorkers(procurementId: $p, supplierId: $s, first: $first, after: $after, search: $search, orderBy: $orderBy, direction: $direction) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { job worker { lastName } } } } }`;
const CATEGORIES = `query ($p: ID!, $f: QualificationFlagsInput) { requiredWorkerCategories(procurementId: $p, flags: $f) { code label } }`;
const ASSIGN = `mutation ($input: AssignProcurementWorkersInput!) { assignProcurementWorkers(input: $input) {
  __typename ... on ValidationError { fieldErrors { field messages } } ... on AssignProcurementWorkersSuccess { data { procurementWorkers { id } } } } }`;
const EDIT = `mutation ($input: EditProcurementWorkerInput!) { editProcurementWorker(input: $input) {
  __typename ... on ValidationError { fieldErrors { field messages } } } }`;

describe.each(databaseKinds)("scheda 3 dell'appalto via GraphQL (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string>;
  const ids = { procurement: 0, special: 0, alfa: 0, beta: 0, mario: 0, anna: 0, paolo: 0 };
  const counts = async () => ({
    pivots: await t.deps.prisma.procurementWorker.count(),
    certificates: await t.deps.prisma.procurementWorkerAttachment.count(),
    workers: await t.deps.prisma.supplierWorker.count(),
    audit: await t.deps.prisma.auditRecord.count(),
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.deps.prisma;
    const customer = await createCustomer(db, "Acciaierie Emiliane Spa");
    const special = await db.customer.create({ data: { id: 3336, companyName: "Committente speciale Spa" } });
    const alfa = await createSupplier(db, { companyName: "Alfa Costruzioni Srl" });
    const beta = await createSupplier(db, { companyName: "Beta Impianti Srl" });
    const procurement = await db.procurement.create({ data: { customerId: customer.id, label: "APP-01", workerMandatoryDocumentCategories: ["IDO"] } });
    const specialProcurement = await db.procurement.create({ data: { customerId: special.id, label: "APP-3336" } });
    await db.procurementSupplier.createMany({
      data: [
        { procurementId: procurement.id, supplierId: alfa.id },
        { procurementId: procurement.id, supplierId: beta.id },
        { procurementId: specialProcurement.id, supplierId: alfa.id },
      ],
    });
    await db.workerDocumentCategory.createMany({
      data: [
        { code: "IDO", label: "Idoneità sanitaria alla mansione", isStandard: true },
        { code: "PREP", label: "Attestato formazione preposti", requiredByFlag: "chiefWorker" },
        { code: "QUOTA", label: "Attestato lavori in quota", requiredByFlag: "workAtHeight" },
        { code: "CARR", label: "Abilitazione carrelli elevatori", requiredByFlag: "forklifts" },
      ],
    });
    const worker = async (supplierId: number, lastName: string) => (await db.supplierWorker.create({ data: { supplierId, firstName: "N", lastName, sex: "M" } })).id;
    Object.assign(ids, { procurement: procurement.id, special: specialProcurement.id, alfa: alfa.id, beta: beta.id });
    ids.mario = await worker(alfa.id, "Rossi");
    ids.anna = await worker(alfa.id, "Verdi");
    ids.paolo = await worker(beta.id, "Neri");
    await db.procurementWorker.createMany({
      data: [
        { procurementId: procurement.id, supplierId: alfa.id, supplierWorkerId: ids.mario },
        { procurementId: procurement.id, supplierId: beta.id, supplierWorkerId: ids.paolo },
        { procurementId: specialProcurement.id, supplierId: alfa.id, supplierWorkerId: ids.mario },
      ],
    });
    await createUser(db, { email: "alfa3@esempio.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 3 });
    await createUser(db, { email: "beta3@esempio.it", kind: "SUPPLIER", supplierId: beta.id, userLevel: 3 });
    await createUser(db, { email: "customer3@esempio.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 3 });
    for (const actor of ["alfa3", "beta3", "customer3"] as const) tokens[actor] = await restLogin(t, `${actor}@esempio.it`);
  });
  afterAll(async () => t?.close());

  type Page = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: { job: string | null; worker: { lastName: string } } }[] };
  const pageOf = (body: unknown) => (body as { data: { procurementWorkers: Page } }).data.procurementWorkers;
  const names = (body: unknown) => pageOf(body).edges.map((edge) => edge.node.worker.lastName);

  it("il selettore del committente: solo i lavoratori del fornitore scelto; un fornitore vede i propri, qualunque fornitore indichi", async () => {
    const p = globalId("Procurement", ids.procurement);
    expect(names((await gql(t, WORKERS, { p, s: globalId("Supplier", ids.alfa) }, tokens.customer3)).body)).toEqual(["Rossi"]);
    expect(names((await gql(t, WORKERS, { p, s: globalId("Supplier", ids.beta) }, tokens.customer3)).body)).toEqual(["Neri"]);
    expect(names((await gql(t, WORKERS, { p }, tokens.customer3)).body)).toEqual(["Neri", "Rossi"]);
    expect(names((await gql(t, WORKERS, { p, s: globalId("Supplier", ids.alfa) }, tokens.beta3)).body)).toEqual([]);
    expect(names((await gql(t, WORKERS, { p, s: globalId("Supplier", ids.beta) }, tokens.beta3)).body)).toEqual(["Neri"]);
  });

  it("getRelativeDocument: le idoneità richieste cambiano con le qualifiche", async () => {
    const p = globalId("Procurement", ids.procurement);
    const codes = async (f: Record<string, boolean>) =>
      ((await gql(t, CATEGORIES, { p, f }, tokens.alfa3)).body as { data: { requiredWorkerCategories: { code: string }[] } }).data.requiredWorkerCategories.map((c) => c.code);
    // In the order of the category labels.
    expect(await codes({})).toEqual(["IDO"]);
    expect(await codes({ forklifts: true })).toEqual(["CARR", "IDO"]);
    expect(await codes({ forklifts: true, workAtHeight: true })).toEqual(["CARR", "QUOTA", "IDO"]);
    expect(await codes({ forklifts: false, workAtHeight: true, chiefWorker: true })).toEqual(["PREP", "QUOTA", "IDO"]);
  });

  it("committente 3336: le cinque qualifiche sono indicate dall'appalto e rifiutate dal servizio, senza salvare nulla", async () => {
    const flagsOf = async (id: number) =>
      ((await gql(t, `query ($id: ID!) { node(id: $id) { ... on Procurement { forcedOffQualificationFlags } } }`, { id: globalId("Procurement", id) }, tokens.alfa3)).body as {
        data: { node: { forcedOffQualificationFlags: string[] } };
      }).data.node.forcedOffQualificationFlags;
    expect(await flagsOf(ids.special)).toEqual(["chiefWorker", "fireSafetyOfficer", "firstAidOfficer", "nightWork", "loneWork"]);
    expect(await flagsOf(ids.procurement)).toEqual([]);

    const before = await counts();
    const special = globalId("Procurement", ids.special);
    const assign = await gql(t, ASSIGN, { input: { procurementId: special, selectedWorkers: [globalId("SupplierWorker", ids.anna)], flags: { nightWork: true, forklifts: true } } }, tokens.alfa3);
    expect(assign.body).toEqual({
      data: { assignProcurementWorkers: { __typename: "ValidationError", fieldErrors: [{ field: "nightWork", messages: ['La qualifica "Lavoro notturno" non è prevista per i lavoratori di questo committente'] }] } },
    });
    // A new worker is not created either when the flags are refused.
    const created = await gql(t, ASSIGN, { input: { procurementId: special, newWorker: { firstName: "Ugo", lastName: "Nuovo", sex: "M" }, flags: { chiefWorker: true } } }, tokens.alfa3);
    expect((created.body as { data: { assignProcurementWorkers: { __typename: string } } }).data.assignProcurementWorkers.__typename).toBe("ValidationError");
    const edit = await gql(t, EDIT, { input: { procurementId: special, workerId: globalId("SupplierWorker", ids.mario), flags: { loneWork: true } } }, tokens.alfa3);
    expect((edit.body as { data: { editProcurementWorker: { __typename: string } } }).data.editProcurementWorker.__typename).toBe("ValidationError");
    const preview = await gql(t, CATEGORIES, { p: special, f: { firstAidOfficer: true } }, tokens.alfa3);
    expect(JSON.stringify(preview.body)).toContain("non è prevista per i lavoratori di questo committente");
    expect(await counts()).toEqual(before);

    // The allowed flags pass.
    const allowed = await gql(t, ASSIGN, { input: { procurementId: special, selectedWorkers: [globalId("SupplierWorker", ids.anna)], flags: { forklifts: true, chiefWorker: false } } }, tokens.alfa3);
    expect((allowed.body as { data: { assignProcurementWorkers: { __typename: string } } }).data.assignProcurementWorkers.__typename).toBe("AssignProcurementWorkersSuccess");
  });

  it("la tabella è paginata, ordinata e cercata sul server; i lavoratori di un altro fornitore non compaiono mai", async () => {
    const db = t.deps.prisma;
    const gamma = await createSupplier(db, { companyName: "Gamma Servizi Srl" });
    await db.procurementSupplier.create({ data: { procurementId: ids.procurement, supplierId: gamma.id } });
    const people = [
      ["Luca", "Bianchi", "Saldatore"],
      ["Anna", "Colombo", "Elettricista"],
      ["Marco", "Esposito", "Carpentiere"],
      ["Zeno", "Amato", "Gruista"],
      ["Bice", "Dotti", "Elettricista"],
    ] as const;
    for (const [firstName, lastName, job] of people) {
      const worker = await db.supplierWorker.create({ data: { supplierId: gamma.id, firstName, lastName, sex: "M", job } });
      await db.procurementWorker.create({ data: { procurementId: ids.procurement, supplierId: gamma.id, supplierWorkerId: worker.id } });
    }
    const p = globalId("Procurement", ids.procurement);
    const s = globalId("Supplier", gamma.id);
    const ask = async (variables: Record<string, unknown>) => gql(t, WORKERS, { p, s, ...variables }, tokens.customer3);

    // By surname, A to Z, two at a time: the cursor carries on where the page ended, none skipped or repeated.
    const first = pageOf((await ask({ first: 2 })).body);
    expect(first.totalCount).toBe(5);
    expect(first.edges.map((edge) => edge.node.worker.lastName)).toEqual(["Amato", "Bianchi"]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = pageOf((await ask({ first: 2, after: first.pageInfo.endCursor })).body);
    expect(second.edges.map((edge) => edge.node.worker.lastName)).toEqual(["Colombo", "Dotti"]);
    const third = pageOf((await ask({ first: 2, after: second.pageInfo.endCursor })).body);
    expect(third.edges.map((edge) => edge.node.worker.lastName)).toEqual(["Esposito"]);
    expect(third.pageInfo.hasNextPage).toBe(false);

    expect(names((await ask({ first: 10, direction: "DESC" })).body)).toEqual(["Esposito", "Dotti", "Colombo", "Bianchi", "Amato"]);
    expect(names((await ask({ first: 10, orderBy: "FIRST_NAME" })).body)).toEqual(["Colombo", "Dotti", "Bianchi", "Esposito", "Amato"]);
    // The worker's own job stands for the task when the procurement gives none.
    expect(pageOf((await ask({ first: 10, orderBy: "JOB" })).body).edges.map((edge) => edge.node.job)).toEqual([
      "Carpentiere",
      "Elettricista",
      "Elettricista",
      "Gruista",
      "Saldatore",
    ]);

    // Search: first name, surname or task, whatever the case; the count follows the search.
    const electricians = pageOf((await ask({ first: 10, search: "ELETTR" })).body);
    expect(electricians.totalCount).toBe(2);
    expect(electricians.edges.map((edge) => edge.node.worker.lastName)).toEqual(["Colombo", "Dotti"]);
    expect(names((await ask({ first: 10, search: "zeno" })).body)).toEqual(["Amato"]);
    expect(names((await ask({ first: 10, search: "ossi" })).body)).toEqual([]);

    // Without a supplier the customer pages every supplier's workers; a supplier only ever its own.
    expect(pageOf((await gql(t, WORKERS, { p, first: 100 }, tokens.customer3)).body).totalCount).toBe(7);
    const alfaOwn = pageOf((await gql(t, WORKERS, { p, s, first: 100 }, tokens.alfa3)).body);
    expect(alfaOwn).toMatchObject({ totalCount: 0, edges: [] });
    expect(names((await gql(t, WORKERS, { p, first: 100, search: "i" }, tokens.alfa3)).body)).toEqual(["Rossi"]);
    // The add dialog leaves out who is already on the procurement: asked of the server, not of the page on screen.
    const ON = `query ($p: ID!) { viewer { supplier { workers(first: 100) { edges { node { lastName onProcurement(procurementId: $p) } } } } } }`;
    const own = (await gql(t, ON, { p }, tokens.alfa3)).body as { data: { viewer: { supplier: { workers: { edges: { node: { lastName: string; onProcurement: boolean } }[] } } } } };
    expect(own.data.viewer.supplier.workers.edges.map((edge) => edge.node)).toEqual([
      { lastName: "Rossi", onProcurement: true },
      { lastName: "Verdi", onProcurement: false },
    ]);
    // A cursor of Gamma's list does not open it to Alfa.
    expect(names((await gql(t, WORKERS, { p, first: 100, after: first.pageInfo.endCursor }, tokens.alfa3)).body)).not.toContain("Colombo");
  });

  it("la dimensione della pagina ha un limite", async () => {
    const answer = await gql(t, WORKERS, { p: globalId("Procurement", ids.procurement), first: 101 }, tokens.customer3);
    expect(JSON.stringify(answer.body)).toContain("deve essere un numero intero tra 1 e 100");
  });
});
