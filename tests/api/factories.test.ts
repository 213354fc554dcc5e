// The customer's sites (factories, «Stabilimento»): a customer with none (as scripts/create-customer.ts leaves it) adds
// one from the procurement form, from level 3; the name is required, at most 100 characters and unique per customer
// whatever its capitals; the municipality comes from the list; another customer's site is not found; suppliers,
// workers and level 1 are refused. The new site is in the procurement form's list and a procurement can choose it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createMunicipality, createSupplier, createUser, graphql, restLogin, SIGNED_OUT } from "../fixtures/auth-users";
import { globalId } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { FACTORY_MESSAGES } from "../../common/validation/factories";

type Actor = "c5" | "c3" | "c1" | "other5" | "supplier5" | "worker";
type Outcome = { __typename: string; message?: string; fieldErrors?: { field: string; messages: string[] }[]; data?: Record<string, unknown> };

const ERRORS = `__typename ... on Error { message } ... on ValidationError { fieldErrors { field messages } }`;
const PAYLOAD = `data { factory { id name address municipality { label } } customer { factories { name } } }`;
const CREATE = `mutation ($input: CreateFactoryInput!) { createFactory(input: $input) { ${ERRORS} ... on CreateFactorySuccess { ${PAYLOAD} } } }`;
const UPDATE = `mutation ($input: UpdateFactoryInput!) { updateFactory(input: $input) { ${ERRORS} ... on UpdateFactorySuccess { ${PAYLOAD} } } }`;
const CREATE_PROCUREMENT = `mutation ($input: CreateProcurementInput!) { createProcurement(input: $input) { ${ERRORS}
  ... on CreateProcurementSuccess { data { procurement { label site { id name } } } } } }`;
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
});
