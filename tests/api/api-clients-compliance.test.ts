// The compliance queries (procurementCompliance, supplierCompliance, workerCompliance) as a turnstile or an ERP asks
// them with its customer's API key, and as users ask them: the lights equal those of the procurement card, the
// reasons say what is missing or expired and turn with the calendar, a worker may enter only when approved and in
// order; another customer's key, and a supplier outside its own place, get nothing (null, as for a missing object).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, italianDateOf, parseIsoDate } from "../../common/calendar-dates";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplier, restLogin, SIGNED_OUT, type GraphQLResponse } from "../fixtures/auth-users";
import { globalId, gql } from "../fixtures/supplier-home";
import { createIsolationWorld, DURC_LABEL, type IsolationWorld } from "../fixtures/isolation-world";
import { createApiKey } from "../fixtures/api-clients";

const DAY_MS = 24 * 60 * 60 * 1000;
const FISCAL_CODE = "CNTPRI80A01A944X";

type Reason = { item: string; state: string; trafficLight: string; label: string; expiresOn: string | null; supplierName: string };
const REASON = `complianceReasons { item state trafficLight label expiresOn supplierName }`;

const PROCUREMENT = `query ($p: ID!) { procurementCompliance(procurementId: $p) {
  id complianceDate trafficLight ${REASON} suppliers { supplier { id companyName } trafficLight ${REASON} } } }`;
const SUPPLIER = `query ($p: ID!, $s: ID!) { supplierCompliance(procurementId: $p, supplierId: $s) { id complianceDate trafficLight ${REASON} } }`;
const WORKER = `query ($p: ID!, $w: ID, $cf: String) { workerCompliance(procurementId: $p, workerId: $w, fiscalCode: $cf) {
  id complianceDate mayEnterToday trafficLight approval worker { lastName } ${REASON} } }`;
// The procurement card's own lights, as the screens read them.
const CARD = `query ($p: ID!) { node(id: $p) { ... on Procurement { trafficLight suppliers { supplier { id } trafficLight } } } }`;

type ProcurementAnswer = { id: string; complianceDate: string; trafficLight: string; complianceReasons: Reason[]; suppliers: { supplier: { id: string; companyName: string }; trafficLight: string; complianceReasons: Reason[] }[] };
type SupplierAnswer = { trafficLight: string; complianceDate: string; complianceReasons: Reason[] };
type WorkerAnswer = { mayEnterToday: boolean; trafficLight: string; approval: string; worker: { lastName: string }; complianceReasons: Reason[] };

describe.each(databaseKinds)("chiavi API: conformità di appalti, fornitori e lavoratori (%s)", (kind) => {
  let t: TestApp;
  let w: IsolationWorld;
  let keyA = "";
  let keyB = "";
  const ids = { otherProcurement: 0, gamma: 0, gammaWorker: 0 };
  const p = () => globalId("Procurement", w.ids.procurement);
  const today = () => italianDateOf(t.deps.now());
  const dateIn = (days: number) => parseIsoDate(addDays(today(), days))!;

  // The answer's data beside its errors.
  const flat = <T>({ body }: { body: GraphQLResponse<T> }) => ({ ...body.data, errors: body.errors }) as Partial<T> & { errors: GraphQLResponse<T>["errors"] };
  const procurement = async (token: string | undefined, id = p()) => flat(await gql<{ procurementCompliance: ProcurementAnswer | null }>(t, PROCUREMENT, { p: id }, token));
  const supplier = async (token: string | undefined, supplierId: number, procurementId = p()) =>
    flat(await gql<{ supplierCompliance: SupplierAnswer | null }>(t, SUPPLIER, { p: procurementId, s: globalId("Supplier", supplierId) }, token));
  const worker = async (token: string | undefined, key: { w?: string; cf?: string }, procurementId = p()) =>
    flat(await gql<{ workerCompliance: WorkerAnswer | null }>(t, WORKER, { p: procurementId, ...key }, token));
  const alfaWorker = () => ({ w: globalId("SupplierWorker", w.ids.procurementWorker) });

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await createIsolationWorld(t);
    const prisma = t.deps.prisma;
    keyA = (await createApiKey(t, w.tokens.customer!, "Tornelli Acciaierie")).token;
    keyB = (await createApiKey(t, w.tokens.otherCustomer!, "ERP Cartiere")).token;
    // Customer B's own procurement, supplier and worker, which A's key must not reach.
    const otherCustomerId = (await prisma.user.findFirstOrThrow({ where: { email: "hse@cartiere.it" } })).customerId!;
    const gamma = await createSupplier(prisma, { companyName: "Gamma Pulizie Srl" });
    const other = await prisma.procurement.create({ data: { customerId: otherCustomerId, label: "APP-CARTIERE-1" } });
    await prisma.procurementSupplier.create({ data: { procurementId: other.id, supplierId: gamma.id } });
    const gammaWorker = await prisma.supplierWorker.create({ data: { supplierId: gamma.id, firstName: "Gino", lastName: "Gammi", sex: "M", fiscalCode: "GMMGNI80A01A944Y" } });
    await prisma.procurementWorker.create({ data: { procurementId: other.id, supplierId: gamma.id, supplierWorkerId: gammaWorker.id, approval: "APPROVED" } });
    Object.assign(ids, { otherProcurement: other.id, gamma: gamma.id, gammaWorker: gammaWorker.id });
    await prisma.supplierWorker.update({ where: { id: w.ids.procurementWorker }, data: { fiscalCode: FISCAL_CODE } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("la chiave del committente legge la conformità dei suoi appalti, con gli stessi semafori della scheda", async () => {
    const answer = (await procurement(keyA)).procurementCompliance!;
    expect(answer.complianceDate).toBe(today());
    const card = (await gql<{ node: { trafficLight: string; suppliers: { supplier: { id: string }; trafficLight: string }[] } }>(t, CARD, { p: p() }, w.tokens.customer)).body.data!.node;
    expect(answer.trafficLight).toBe(card.trafficLight);
    expect(answer.suppliers.map((s) => [s.supplier.id, s.trafficLight]).sort()).toEqual(card.suppliers.map((s) => [s.supplier.id, s.trafficLight]).sort());
    // Alfa is red (the self-certification has no file), Beta green (its DURC approved): the reasons say why.
    const alfa = answer.suppliers.find((s) => s.supplier.id === globalId("Supplier", w.ids.alfa))!;
    expect(alfa.trafficLight).toBe("RED");
    expect(alfa.complianceReasons).toContainEqual(expect.objectContaining({ item: "REQUIRED_DOCUMENT", state: "MISSING", label: "Autocertificazione", trafficLight: "RED" }));
    expect(alfa.complianceReasons).toContainEqual(expect.objectContaining({ item: "FITNESS_CERTIFICATE", state: "PENDING" }));
    expect(answer.complianceReasons.length).toBe(answer.suppliers.reduce((sum, s) => sum + s.complianceReasons.length, 0));
    expect((await supplier(keyA, w.ids.beta)).supplierCompliance).toMatchObject({ trafficLight: "GREEN", complianceReasons: [] });
    // A customer user asks the same queries and gets the same answer.
    expect((await procurement(w.tokens.customer)).procurementCompliance).toEqual(answer);
  });

  it("un documento che scade fa diventare il fornitore giallo, poi rosso, con il motivo e la data", async () => {
    await t.deps.prisma.procurementSupplierAttachment.update({ where: { id: w.ids.betaDurc }, data: { documentExpirationDate: dateIn(10) } });
    const expiring = (await supplier(keyA, w.ids.beta)).supplierCompliance!;
    expect(expiring.trafficLight).toBe("YELLOW");
    expect(expiring.complianceReasons).toEqual([
      { item: "REQUIRED_DOCUMENT", state: "EXPIRING", trafficLight: "YELLOW", label: DURC_LABEL, expiresOn: addDays(today(), 10), supplierName: "Beta Impianti Srl" },
    ]);
    const expiresOn = addDays(today(), 10);
    t.clock.advance(11 * DAY_MS);
    // The users' sessions have expired meanwhile (the keys do not expire): they sign in again.
    for (const [actor, email] of [["customer", "hse@acciaierie.it"], ["otherSupplier", "titolare@beta.it"], ["owner", "titolare@alfa.it"]] as const) {
      w.tokens[actor] = await restLogin(t, email);
    }
    const expired = (await supplier(keyA, w.ids.beta)).supplierCompliance!;
    expect(expired).toMatchObject({ trafficLight: "RED", complianceDate: today() });
    expect(expired.complianceReasons).toEqual([expect.objectContaining({ state: "EXPIRED", label: DURC_LABEL, expiresOn })]);
    // The card turned red with it.
    const card = (await gql<{ node: { suppliers: { supplier: { id: string }; trafficLight: string }[] } }>(t, CARD, { p: p() }, w.tokens.customer)).body.data!.node;
    expect(card.suppliers.find((s) => s.supplier.id === globalId("Supplier", w.ids.beta))?.trafficLight).toBe("RED");
    expect((await procurement(keyA)).procurementCompliance?.trafficLight).toBe("RED");
  });

  it("un lavoratore entra solo con partecipazione approvata, idoneità e documenti del fornitore in regola", async () => {
    const prisma = t.deps.prisma;
    const before = (await worker(keyA, alfaWorker())).workerCompliance!;
    expect(before.mayEnterToday).toBe(false);
    expect(before.complianceReasons.map((r) => [r.item, r.state])).toEqual(expect.arrayContaining([["PARTICIPATION", "PENDING"], ["REQUIRED_DOCUMENT", "MISSING"], ["FITNESS_CERTIFICATE", "PENDING"]]));

    // Put everything in order: participation approved, certificate approved and in date, Alfa's documents too.
    await prisma.procurementWorker.update({ where: { id: w.ids.pivot }, data: { approval: "APPROVED_WITH_PRESCRIPTIONS" } });
    await prisma.procurementWorkerAttachment.update({ where: { id: w.ids.certificate }, data: { approval: "APPROVED", documentExpirationDate: dateIn(100) } });
    await prisma.procurementSupplierAttachment.updateMany({ where: { id: { in: [w.ids.durc, w.ids.spareDocument] } }, data: { approval: "APPROVED", documentExpirationDate: dateIn(200) } });
    await prisma.procurementSupplierAttachment.update({ where: { id: w.ids.selfCertification }, data: { active: false } });
    const inOrder = (await worker(keyA, alfaWorker())).workerCompliance!;
    expect(inOrder).toMatchObject({ mayEnterToday: true, trafficLight: "GREEN", approval: "APPROVED_WITH_PRESCRIPTIONS", complianceReasons: [] });
    // The badge's fiscal code finds the same worker; another worker's pending certificate does not keep this one out.
    expect((await worker(keyA, { cf: FISCAL_CODE.toLowerCase() })).workerCompliance).toEqual(inOrder);

    // Its certificate expires: it may not enter, and the answer says why.
    await prisma.procurementWorkerAttachment.update({ where: { id: w.ids.certificate }, data: { documentExpirationDate: dateIn(-1) } });
    const expired = (await worker(keyA, alfaWorker())).workerCompliance!;
    expect(expired.mayEnterToday).toBe(false);
    expect(expired.trafficLight).toBe("RED");
    expect(expired.complianceReasons).toEqual([expect.objectContaining({ item: "FITNESS_CERTIFICATE", state: "EXPIRED", label: `${expired.worker.lastName} Piero: Idoneità sanitaria alla mansione` })]);
    await prisma.procurementWorkerAttachment.update({ where: { id: w.ids.certificate }, data: { documentExpirationDate: dateIn(100) } });

    // Its supplier taken off the procurement: it may not enter either.
    const link = await prisma.procurementSupplier.findFirstOrThrow({ where: { id: w.ids.alfaLink } });
    await prisma.procurementSupplier.update({ where: { id: link.id }, data: { procurementId: ids.otherProcurement } });
    const removed = (await worker(keyA, alfaWorker())).workerCompliance!;
    expect(removed.mayEnterToday).toBe(false);
    expect(removed.complianceReasons).toEqual([expect.objectContaining({ item: "SUPPLIER_LINK", state: "MISSING" })]);
    await prisma.procurementSupplier.update({ where: { id: link.id }, data: { procurementId: w.ids.procurement } });
    expect((await worker(keyA, alfaWorker())).workerCompliance?.mayEnterToday).toBe(true);
  });

  it("la chiave di un altro committente non ottiene nulla, e viceversa: come per un oggetto che non esiste", async () => {
    expect((await procurement(keyB)).procurementCompliance).toBeNull();
    expect((await supplier(keyB, w.ids.alfa)).supplierCompliance).toBeNull();
    expect((await worker(keyB, alfaWorker())).workerCompliance).toBeNull();
    expect((await worker(keyB, { cf: FISCAL_CODE })).workerCompliance).toBeNull();
    const theirs = globalId("Procurement", ids.otherProcurement);
    expect((await procurement(keyA, theirs)).procurementCompliance).toBeNull();
    expect((await supplier(keyA, ids.gamma, theirs)).supplierCompliance).toBeNull();
    expect((await worker(keyA, { w: globalId("SupplierWorker", ids.gammaWorker) }, theirs)).workerCompliance).toBeNull();
    expect((await worker(keyA, { cf: "GMMGNI80A01A944Y" }, theirs)).workerCompliance).toBeNull();
    // B's key does read its own.
    expect((await worker(keyB, { cf: "GMMGNI80A01A944Y" }, theirs)).workerCompliance?.mayEnterToday).toBe(true);
    // Nor through the nodes the answers are made of.
    const node = await gql<{ node: unknown }>(t, `query ($id: ID!) { node(id: $id) { id } }`, { id: globalId("ProcurementWorker", w.ids.pivot) }, keyB);
    expect(node.body.data?.node).toBeNull();
  });

  it("i fornitori vedono solo il proprio posto nell'appalto e i propri lavoratori", async () => {
    const beta = w.tokens.otherSupplier;
    expect((await supplier(beta, w.ids.alfa)).supplierCompliance).toBeNull();
    expect((await supplier(beta, w.ids.beta)).supplierCompliance?.trafficLight).toBe("RED");
    expect((await worker(beta, alfaWorker())).workerCompliance).toBeNull();
    const seenByBeta = (await procurement(beta)).procurementCompliance!;
    expect(seenByBeta.complianceReasons.every((reason) => reason.supplierName === "Beta Impianti Srl")).toBe(true);
    expect((await worker(w.tokens.owner, alfaWorker())).workerCompliance?.mayEnterToday).toBe(true);
  });

  it("il lavoratore si indica per id oppure per codice fiscale valido; senza accesso 401", async () => {
    const both = await worker(keyA, { ...alfaWorker(), cf: FISCAL_CODE });
    expect(both.errors?.[0]?.extensions).toMatchObject({ code: "ValidationError", status: 422 });
    expect((await worker(keyA, {})).errors?.[0]?.message).toContain("uno solo dei due");
    expect((await worker(keyA, { cf: "RSSMRA" })).errors?.[0]?.message).toContain("Codice fiscale non valido");
    expect(await procurement(undefined)).toEqual(SIGNED_OUT);
  });
});
