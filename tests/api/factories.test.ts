// The customer's sites (factories, «Stabilimento»): a customer with none (as scripts/create-customer.ts leaves it) adds
// one from the procurement form, from level 3; the name is required, at most 100 characters and unique per customer
// whatever its capitals; the municipality comes from the list; another customer's site is not found; suppliers,
// workers and level 1 are refused. The new site is in the procurement form's list and a procurement can choose it.
// «Stabilimenti» lists them a page at a time with what uses each; a site nothing uses is deleted (audited), one that a
// procurement or worker uses, or that has departments or jobs, is refused saying how many.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createMunicipality, createSupplier, createUser, graphql, restLogin, SIGNED_OUT } from "../fixtures/auth-users";
import { globalId } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { FACTORY_MESSAGES, factoryInUseMessage } from "../../common/validation/factories";

type Actor = "c5" | "c3" | "c1" | "other5" | "supplier5" | "worker";
type Outcome = { __typename: string; message?: string; fieldErrors?: { field: string; messages: string[] }[]; data?: Record<string, unknown> };

const ERRORS = `__typename ... on Error { message } ... on ValidationError { fieldErrors { field messages } }`;
const PAYLOAD = `data { factory { id name address municipality { label } } customer { factories { name } } }`;
const CREATE = `mutation ($input: CreateFactoryInput!) { createFactory(input: $input) { ${ERRORS} ... on CreateFactorySuccess { ${PAYLOAD} } } }`;
const UPDATE = `mutation ($input: UpdateFactoryInput!) { updateFactory(input: $input) { ${ERRORS} ... on UpdateFactorySuccess { ${PAYLOAD} } } }`;
const CREATE_PROCUREMENT = `mutation ($input: CreateProcurementInput!) { createProcurement(input: $input) { ${ERRORS}
  ... on CreateProcurementSuccess { data { procurement { label site { id name } } } } } }`;
const DELETE = `mutation ($input: DeleteFactoryInput!) { deleteFactory(input: $input) { ${ERRORS} ... on DeleteFactorySuccess { data { deletedId customer { factories { name } } } } } }`;
const LIST = `query ($first: Int, $after: String, $search: String, $orderBy: FactoryOrderField, $direction: SortDirection) { viewer { customer {
  factoryList(first: $first, after: $after, search: $search, orderBy: $orderBy, direction: $direction) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { name address procurementCount workerCount viewerCanDelete { allowed reason } } } } } } }`;
type ListNode = { name: string; address: string | null; procurementCount: number | null; workerCount: number | null; viewerCanDelete: { allowed: boolean; reason: string | null } };
type ListPage = { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: ListNode }[] };
// What the procurement form reads: the viewer's customer with its sites, and whether it may add one.
const FORM_LIST = `{ viewer { customer { factories { id name } viewerCanEditFactories { allowed reason } } } }`;

describe.each(databaseKinds)("stabilimenti del committente (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor | "anonymous", string | undefined>;
  const ids = { customer: 0, other: 0, otherFactory: 0, municipality: 0, factory: 0 };

  async function run(actor: Actor | "anonymous", query: string, input: Record<string, unknown>): Promise<Outcome & { errors?: unknown }> {
    const { body } = await graphql<Record<string, Outcome>>(t, query, { input }, tokens[actor]);
    if (!body.data) return { __typename: "GraphQLError", errors: body.errors };
    return Object.values(body.data)[0]!;
  }
  const factoriesOf = (customerId: number) => t.deps.prisma.factory.findMany({ where: { customerId }, orderBy: { id: "asc" }, select: { name: true, address: true } });
  const formList = async (actor: Actor) =>
    (await graphql<{ viewer: { customer: { factories: { id: string; name: string }[]; viewerCanEditFactories: { allowed: boolean; reason: string | null } } | null } }>(t, FORM_LIST, {}, tokens[actor])).body.data?.viewer.customer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const prisma = t.deps.prisma;
    // A new customer: no site at all.
    const customer = await createCustomer(prisma, "Fonderie Romagnole Spa");
    const other = await createCustomer(prisma, "Cartiere Venete Spa");
    ids.customer = customer.id;
    ids.other = other.id;
    ids.otherFactory = (await prisma.factory.create({ data: { customerId: other.id, name: "Cartiera di Treviso" } })).id;
    ids.municipality = (await createMunicipality(prisma, "Forlì", "FC", "D704")).id;
    const supplier = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl" });
    const employee = await prisma.worker.create({ data: { customerId: customer.id, firstName: "Luca", lastName: "Neri" } });
    await createUser(prisma, { email: "hse5@fonderie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    await createUser(prisma, { email: "hse3@fonderie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 3 });
    await createUser(prisma, { email: "hse1@fonderie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 1 });
    await createUser(prisma, { email: "hse@cartiere.it", kind: "CUSTOMER", customerId: other.id, userLevel: 5 });
    await createUser(prisma, { email: "titolare@alfa.it", kind: "SUPPLIER", supplierId: supplier.id, userLevel: 5 });
    await createUser(prisma, { email: "luca.neri@fonderie.it", kind: "WORKER", workerId: employee.id });
    const emails: Record<Actor, string> = {
      c5: "hse5@fonderie.it", c3: "hse3@fonderie.it", c1: "hse1@fonderie.it", other5: "hse@cartiere.it", supplier5: "titolare@alfa.it", worker: "luca.neri@fonderie.it",
    };
    for (const [actor, email] of Object.entries(emails)) tokens[actor as Actor] = await restLogin(t, email);
  });
  afterAll(async () => t?.close());

  it("il modulo dell'appalto di un committente nuovo non ha stabilimenti; dal livello 3 può aggiungerne, il livello 1 no e sa perché", async () => {
    expect(await formList("c3")).toEqual({ factories: [], viewerCanEditFactories: { allowed: true, reason: null } });
    expect(await formList("c5")).toMatchObject({ viewerCanEditFactories: { allowed: true } });
    expect(await formList("c1")).toEqual({ factories: [], viewerCanEditFactories: { allowed: false, reason: "Serve il livello utente 3 o superiore" } });
  });

  it("crea uno stabilimento con indirizzo e comune, registrato nel registro di controllo", async () => {
    const created = await run("c3", CREATE, { name: "  Stabilimento di Forlì ", address: " Via Ravegnana 12 ", municipalityId: globalId("Municipality", ids.municipality) });
    expect(created.__typename).toBe("CreateFactorySuccess");
    expect(created.data).toMatchObject({
      factory: { name: "Stabilimento di Forlì", address: "Via Ravegnana 12", municipality: { label: "Forlì (FC)" } },
      customer: { factories: [{ name: "Stabilimento di Forlì" }] },
    });
    ids.factory = Number(Buffer.from((created.data!.factory as { id: string }).id, "base64").toString().split(":")[1]);
    const audit = await t.deps.prisma.auditRecord.findMany({ where: { action: "factory.created" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: "Factory", entityId: String(ids.factory), after: { name: "Stabilimento di Forlì", address: "Via Ravegnana 12", municipalityId: ids.municipality } });
    // Without address nor municipality.
    expect((await run("c5", CREATE, { name: "Magazzino di Cesena" })).data).toMatchObject({ factory: { name: "Magazzino di Cesena", address: null, municipality: null } });
  });

  it("rifiuta in italiano un nome già usato (maiuscole e spazi non contano), vuoto o troppo lungo, e un comune che non è nell'elenco", async () => {
    const before = await factoriesOf(ids.customer);
    for (const name of ["Stabilimento di Forlì", "STABILIMENTO DI FORLÌ", "stabilimento  di forlì"]) {
      expect((await run("c3", CREATE, { name })).fieldErrors).toEqual([{ field: "name", messages: [FACTORY_MESSAGES.nameTaken] }]);
    }
    expect(FACTORY_MESSAGES.nameTaken).toBe("Esiste già uno stabilimento con questo nome.");
    for (const name of ["", "   "]) expect((await run("c3", CREATE, { name })).fieldErrors).toEqual([{ field: "name", messages: [FACTORY_MESSAGES.nameRequired] }]);
    expect((await run("c3", CREATE, { name: "S".repeat(101) })).fieldErrors).toEqual([{ field: "name", messages: [FACTORY_MESSAGES.nameTooLong] }]);
    expect((await run("c3", CREATE, { name: "Deposito", municipalityId: globalId("Municipality", 999_999) })).fieldErrors).toEqual([{ field: "municipalityId", messages: [FACTORY_MESSAGES.municipalityInvalid] }]);
    expect(await factoriesOf(ids.customer)).toEqual(before);
    // 100 characters are enough; another customer may use a name this one has.
    expect((await run("c3", CREATE, { name: "S".repeat(100) })).__typename).toBe("CreateFactorySuccess");
    expect((await run("other5", CREATE, { name: "Stabilimento di Forlì" })).__typename).toBe("CreateFactorySuccess");
  });

  it("corregge nome e indirizzo; non prende il nome di un altro stabilimento; cambiare solo le maiuscole del proprio va bene", async () => {
    const id = globalId("Factory", ids.factory);
    const renamed = await run("c3", UPDATE, { id, name: "Stabilimento di Forlì Nord", address: "Via Ravegnana 14" });
    expect(renamed.data).toMatchObject({ factory: { name: "Stabilimento di Forlì Nord", address: "Via Ravegnana 14", municipality: null } });
    expect((await run("c3", UPDATE, { id, name: "magazzino di cesena" })).fieldErrors).toEqual([{ field: "name", messages: [FACTORY_MESSAGES.nameTaken] }]);
    expect((await run("c3", UPDATE, { id, name: "STABILIMENTO DI FORLÌ NORD", address: "Via Ravegnana 14" })).__typename).toBe("UpdateFactorySuccess");
    const audit = await t.deps.prisma.auditRecord.findMany({ where: { action: "factory.updated" }, orderBy: { id: "asc" } });
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ entityId: String(ids.factory), before: { name: "Stabilimento di Forlì", address: "Via Ravegnana 12" }, after: { name: "Stabilimento di Forlì Nord" } });
  });

  it("lo stabilimento di un altro committente non esiste: non si modifica né si sceglie per un appalto", async () => {
    const foreign = globalId("Factory", ids.otherFactory);
    for (const actor of ["c5", "c3", "c1", "supplier5", "worker"] as const) {
      expect((await run(actor, UPDATE, { id: foreign, name: "Preso" })).__typename).toBe("NotFoundError");
    }
    expect((await run("other5", UPDATE, { id: globalId("Factory", ids.factory), name: "Preso" })).__typename).toBe("NotFoundError");
    expect((await run("c3", UPDATE, { id: "forgiato", name: "Preso" })).__typename).toBe("NotFoundError");
    const chosen = await run("c3", CREATE_PROCUREMENT, { label: "APP-2026-20 Altrui", siteId: foreign });
    expect(chosen.__typename).toBe("ValidationError");
    expect(await t.deps.prisma.factory.findUniqueOrThrow({ where: { id: ids.otherFactory } })).toMatchObject({ name: "Cartiera di Treviso" });
  });

  it("fornitori, lavoratori, il livello 1 e gli anonimi non creano né modificano stabilimenti", async () => {
    const before = await t.deps.prisma.factory.count();
    expect(await run("c1", CREATE, { name: "Deposito di Rimini" })).toMatchObject({ __typename: "ForbiddenError", message: "Serve il livello utente 3 o superiore" });
    expect(await run("c1", UPDATE, { id: globalId("Factory", ids.factory), name: "Deposito di Rimini" })).toMatchObject({ __typename: "ForbiddenError", message: "Serve il livello utente 3 o superiore" });
    expect((await run("supplier5", CREATE, { name: "Deposito di Rimini" })).__typename).toBe("ForbiddenError");
    expect((await run("worker", CREATE, { name: "Deposito di Rimini" })).__typename).toBe("ForbiddenError");
    expect((await run("supplier5", UPDATE, { id: globalId("Factory", ids.factory), name: "Deposito di Rimini" })).__typename).toBe("NotFoundError");
    expect((await run("worker", UPDATE, { id: globalId("Factory", ids.factory), name: "Deposito di Rimini" })).__typename).toBe("NotFoundError");
    expect(await run("anonymous", CREATE, { name: "Deposito di Rimini" })).toEqual({ __typename: "GraphQLError", errors: SIGNED_OUT.errors });
    expect(await t.deps.prisma.factory.count()).toBe(before);
  });

  it("due nomi uguali aggiunti nello stesso momento: uno solo entra", async () => {
    const outcomes = await Promise.all([run("c3", CREATE, { name: "Officina di Faenza" }), run("c5", CREATE, { name: "officina di faenza" })]);
    expect(outcomes.map((outcome) => outcome.__typename).sort()).toEqual(["CreateFactorySuccess", "ValidationError"]);
    expect((await factoriesOf(ids.customer)).filter((factory) => factory.name.toLowerCase() === "officina di faenza")).toHaveLength(1);
    // Whichever came first, the tests after it name the site one way.
    await t.deps.prisma.factory.updateMany({ where: { customerId: ids.customer, name: "officina di faenza" }, data: { name: "Officina di Faenza" } });
  });

  it("il nuovo stabilimento è nell'elenco del modulo dell'appalto e l'appalto lo sceglie", async () => {
    const list = (await formList("c3"))!;
    expect(list.factories.map((factory) => factory.name)).toEqual(["Magazzino di Cesena", "Officina di Faenza", "S".repeat(100), "STABILIMENTO DI FORLÌ NORD"]);
    const site = list.factories.find((factory) => factory.name === "STABILIMENTO DI FORLÌ NORD")!;
    expect(site.id).toBe(globalId("Factory", ids.factory));
    const created = await run("c3", CREATE_PROCUREMENT, { label: "APP-2026-21 Manutenzione forni", siteId: site.id });
    expect(created.data).toMatchObject({ procurement: { label: "APP-2026-21 Manutenzione forni", site: { id: site.id, name: "STABILIMENTO DI FORLÌ NORD" } } });
    // Another customer's list never shows this customer's sites.
    expect((await formList("other5"))!.factories.map((factory) => factory.name)).toEqual(["Cartiera di Treviso", "Stabilimento di Forlì"]);
  });
  describe("«Stabilimenti»: l'elenco e l'eliminazione", () => {
    const FORLI = "STABILIMENTO DI FORLÌ NORD";
    const LONG = "S".repeat(100);
    const idOf = async (name: string) => (await t.deps.prisma.factory.findFirstOrThrow({ where: { customerId: ids.customer, name }, select: { id: true } })).id;
    const list = async (actor: Actor, variables: Record<string, unknown> = {}) =>
      (await graphql<{ viewer: { customer: { factoryList: ListPage } | null } | null }>(t, LIST, variables, tokens[actor])).body.data?.viewer?.customer?.factoryList ?? null;
    const names = (page: ListPage | null) => page?.edges.map((edge) => edge.node.name);

    beforeAll(async () => {
      // The Cesena warehouse has two workers (one resigned); the long name has a department and a job; Forlì Nord is the
      // site of APP-2026-21 (earlier test); Faenza has nothing.
      const prisma = t.deps.prisma;
      const cesena = await idOf("Magazzino di Cesena");
      await prisma.worker.updateMany({ where: { customerId: ids.customer, lastName: "Neri" }, data: { factoryId: cesena } });
      await prisma.worker.create({ data: { customerId: ids.customer, factoryId: cesena, firstName: "Ada", lastName: "Rossi", resigned: true } });
      const long = await idOf(LONG);
      await prisma.department.create({ data: { factoryId: long, name: "Fusione" } });
      await prisma.job.create({ data: { factoryId: long, name: "Fonditore" } });
    });

    it("elenca a pagine, per nome, con quanti appalti e lavoratori usano ogni stabilimento e se si può eliminare", async () => {
      const first = (await list("c3", { first: 2 }))!;
      expect(first.totalCount).toBe(4);
      expect(first.pageInfo.hasNextPage).toBe(true);
      expect(first.edges.map((edge) => edge.node)).toEqual([
        { name: "Magazzino di Cesena", address: null, procurementCount: 0, workerCount: 2, viewerCanDelete: { allowed: false, reason: "Impossibile eliminare lo stabilimento: è usato da 2 lavoratori" } },
        { name: "Officina di Faenza", address: null, procurementCount: 0, workerCount: 0, viewerCanDelete: { allowed: true, reason: null } },
      ]);
      const second = (await list("c3", { first: 2, after: first.pageInfo.endCursor }))!;
      expect(second.pageInfo.hasNextPage).toBe(false);
      expect(second.edges.map((edge) => edge.node)).toEqual([
        { name: LONG, address: null, procurementCount: 0, workerCount: 0, viewerCanDelete: { allowed: false, reason: "Impossibile eliminare lo stabilimento: ha 1 reparto e 1 mansione" } },
        { name: FORLI, address: "Via Ravegnana 14", procurementCount: 1, workerCount: 0, viewerCanDelete: { allowed: false, reason: "Impossibile eliminare lo stabilimento: è usato da 1 appalto" } },
      ]);
      // Sorted by what uses them, a page at a time (equal counts by creation).
      const byProcurements = (await list("c5", { first: 2, orderBy: "PROCUREMENTS", direction: "DESC" }))!;
      expect(names(byProcurements)).toEqual([FORLI, "Officina di Faenza"]);
      expect(names(await list("c5", { first: 2, after: byProcurements.pageInfo.endCursor, orderBy: "PROCUREMENTS", direction: "DESC" }))).toEqual([LONG, "Magazzino di Cesena"]);
      expect(names(await list("c5", { first: 1, orderBy: "WORKERS", direction: "DESC" }))).toEqual(["Magazzino di Cesena"]);
      expect(names(await list("c5", { first: 10, orderBy: "NAME", direction: "DESC" }))).toEqual([FORLI, LONG, "Officina di Faenza", "Magazzino di Cesena"]);
      // The quick search: name and address.
      expect(names(await list("c3", { first: 10, search: "cesena" }))).toEqual(["Magazzino di Cesena"]);
      expect((await list("c3", { first: 10, search: "ravegnana" }))).toMatchObject({ totalCount: 1, edges: [{ node: { name: FORLI } }] });
    });

    it("il livello 1 vede l'elenco e sa perché non elimina; l'altro committente vede solo i suoi; il fornitore non legge quanto li usano", async () => {
      expect((await list("c1", { first: 1 }))!.edges[0]!.node.viewerCanDelete).toEqual({ allowed: false, reason: "Serve il livello utente 3 o superiore" });
      expect(names(await list("other5", { first: 10 }))).toEqual(["Cartiera di Treviso", "Stabilimento di Forlì"]);
      expect(await list("supplier5", { first: 10 })).toBeNull();
      // A supplier on APP-2026-21 reaches its site through the procurement: the name, not what uses it.
      const procurement = await t.deps.prisma.procurement.findFirstOrThrow({ where: { label: "APP-2026-21 Manutenzione forni" } });
      const supplier = await t.deps.prisma.supplier.findFirstOrThrow({ where: { companyName: "Alfa Costruzioni Srl" } });
      await t.deps.prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: supplier.id } });
      const { body } = await graphql(t, `query ($id: ID!) { node(id: $id) { ... on Procurement { site { name procurementCount workerCount viewerCanDelete { allowed reason } } } } }`,
        { id: globalId("Procurement", procurement.id) }, tokens.supplier5);
      expect(body.data).toEqual({ node: { site: { name: FORLI, procurementCount: null, workerCount: null, viewerCanDelete: { allowed: false, reason: "Operazione riservata a: committente" } } } });
    });

    it("elimina uno stabilimento che nessuno usa, con il registro di controllo; sparisce dall'elenco del modulo dell'appalto", async () => {
      const faenza = await idOf("Officina di Faenza");
      const deleted = await run("c3", DELETE, { id: globalId("Factory", faenza) });
      expect(deleted).toMatchObject({ __typename: "DeleteFactorySuccess", data: { deletedId: globalId("Factory", faenza) } });
      expect((deleted.data!.customer as { factories: { name: string }[] }).factories.map((factory) => factory.name)).toEqual(["Magazzino di Cesena", LONG, FORLI]);
      expect(await t.deps.prisma.factory.findUnique({ where: { id: faenza } })).toBeNull();
      const audit = await t.deps.prisma.auditRecord.findMany({ where: { action: "factory.deleted" } });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ entityType: "Factory", entityId: String(faenza), actorLabel: "hse3@fonderie.it", before: { name: "Officina di Faenza", address: null, municipalityId: null } });
      expect((await formList("c3"))!.factories.map((factory) => factory.name)).toEqual(["Magazzino di Cesena", LONG, FORLI]);
    });

    it("rifiuta di eliminare uno stabilimento usato da appalti (anche chiusi) o lavoratori (anche dimessi), o con reparti e mansioni, dicendo quanti", async () => {
      const before = await factoriesOf(ids.customer);
      const cases: [string, string][] = [
        ["Magazzino di Cesena", "Impossibile eliminare lo stabilimento: è usato da 2 lavoratori"],
        [FORLI, "Impossibile eliminare lo stabilimento: è usato da 1 appalto"],
        [LONG, "Impossibile eliminare lo stabilimento: ha 1 reparto e 1 mansione"],
      ];
      for (const [name, message] of cases) expect(await run("c5", DELETE, { id: globalId("Factory", await idOf(name)) })).toEqual({ __typename: "ForbiddenError", message });
      // A closed procurement still names its site.
      await t.deps.prisma.procurement.updateMany({ where: { label: "APP-2026-21 Manutenzione forni" }, data: { closedAt: new Date() } });
      expect((await run("c5", DELETE, { id: globalId("Factory", await idOf(FORLI)) })).message).toBe("Impossibile eliminare lo stabilimento: è usato da 1 appalto");
      expect(await factoriesOf(ids.customer)).toEqual(before);
      expect(await t.deps.prisma.auditRecord.count({ where: { action: "factory.deleted" } })).toBe(1);
      expect(factoryInUseMessage({ procurements: 2, workers: 1, departments: 3, jobs: 0 })).toBe("Impossibile eliminare lo stabilimento: è usato da 2 appalti e 1 lavoratore; ha 3 reparti");
      expect(factoryInUseMessage({ procurements: 0, workers: 0, departments: 0, jobs: 0 })).toBeNull();
    });

    it("lo stabilimento di un altro committente non esiste; il livello 1 sa il livello che serve; fornitori, lavoratori e anonimi non eliminano", async () => {
      const before = await t.deps.prisma.factory.count();
      const foreign = globalId("Factory", ids.otherFactory);
      for (const actor of ["c5", "c3", "c1", "supplier5", "worker"] as const) expect((await run(actor, DELETE, { id: foreign })).__typename).toBe("NotFoundError");
      const cesena = globalId("Factory", await idOf("Magazzino di Cesena"));
      expect((await run("other5", DELETE, { id: cesena })).__typename).toBe("NotFoundError");
      expect((await run("c3", DELETE, { id: "forgiato" })).__typename).toBe("NotFoundError");
      expect(await run("c1", DELETE, { id: cesena })).toEqual({ __typename: "ForbiddenError", message: "Serve il livello utente 3 o superiore" });
      expect((await run("supplier5", DELETE, { id: cesena })).__typename).toBe("NotFoundError");
      expect((await run("worker", DELETE, { id: cesena })).__typename).toBe("NotFoundError");
      expect(await run("anonymous", DELETE, { id: cesena })).toEqual({ __typename: "GraphQLError", errors: SIGNED_OUT.errors });
      expect(await t.deps.prisma.factory.count()).toBe(before);
    });

    it("un appalto che sceglie il sito mentre lo si elimina: o l'appalto ha il sito e l'eliminazione è rifiutata, o il sito non c'è più e l'appalto è rifiutato", async () => {
      const site = (await run("c3", CREATE, { name: "Deposito di Lugo" })).data!.factory as { id: string };
      const [deleted, created] = await Promise.all([
        run("c5", DELETE, { id: site.id }),
        run("c3", CREATE_PROCUREMENT, { label: "APP-2026-22 Deposito", siteId: site.id }),
      ]);
      const outcome = [deleted.__typename, created.__typename].join(" ");
      expect(["DeleteFactorySuccess ValidationError", "ForbiddenError CreateProcurementSuccess"]).toContain(outcome);
      const procurement = await t.deps.prisma.procurement.findFirst({ where: { label: "APP-2026-22 Deposito" }, select: { factoryId: true } });
      expect(procurement === null || procurement.factoryId !== null).toBe(true);
    });

    it("tolto l'uso, lo stabilimento si elimina", async () => {
      const cesena = await idOf("Magazzino di Cesena");
      await t.deps.prisma.worker.updateMany({ where: { factoryId: cesena }, data: { factoryId: null } });
      expect((await list("c3", { first: 10, search: "cesena" }))!.edges[0]!.node.viewerCanDelete).toEqual({ allowed: true, reason: null });
      expect((await run("c3", DELETE, { id: globalId("Factory", cesena) })).__typename).toBe("DeleteFactorySuccess");
    });
  });
});
