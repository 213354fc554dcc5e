// The dashboard and the counts on the procurement card's tabs, on data built here: each item's expected state is
// worked out below from the rules of ARCHITECTURE.md (missing, rejected, expired, waiting, expiring within 30 days,
// in order), not read from the code under test. Another supplier's and another customer's items never count; a
// closed procurement counts for no one; a worker and anyone signed out are refused. Statements per request counted.
import { randomUUID } from "node:crypto";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, italianDateOf, parseIsoDate } from "../../common/calendar-dates";
import { createCustomer, createSupplier, createUser, restLogin, SIGNED_OUT } from "../fixtures/auth-users";
import { gql } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

type DocSpec = { name: string; active?: boolean; file?: boolean; approval?: "PENDING" | "APPROVED" | "REJECTED"; expiresInDays?: number };

// The rule, written again from ARCHITECTURE.md "Compliance rules", for the expectations.
function expectedState(spec: DocSpec, today: string): string {
  if (spec.active === false) return "NOT_REQUIRED";
  if (!spec.file) return "MISSING";
  if (spec.approval === "REJECTED") return "REJECTED";
  const expires = spec.expiresInDays === undefined ? null : addDays(today, spec.expiresInDays);
  if (expires !== null && expires < today) return "EXPIRED";
  if ((spec.approval ?? "PENDING") === "PENDING") return "PENDING";
  return expires !== null && expires <= addDays(today, 30) ? "EXPIRING" : "OK";
}
const SUPPLIER_FIXES = ["MISSING", "REJECTED", "EXPIRED", "EXPIRING"];
const waitsForCustomer = (spec: DocSpec) => spec.active !== false && !!spec.file && (spec.approval ?? "PENDING") === "PENDING";

// Alfa's documents on the customer's first procurement: one of every state.
const ALFA_DOCUMENTS: DocSpec[] = [
  { name: "DURC", file: false },
  { name: "POS", file: true, approval: "REJECTED" },
  { name: "Polizza RCT", file: true, approval: "APPROVED", expiresInDays: 10 },
  { name: "Visura camerale", file: true, approval: "APPROVED", expiresInDays: -1 },
  { name: "DVR", file: true, approval: "PENDING" },
  { name: "Formazione preposti", file: true, approval: "APPROVED", expiresInDays: 100 },
  { name: "Facoltativo", active: false, file: false },
];

const DASHBOARD = `query D($first: Int) { dashboard {
  itemCount
  items(first: $first) { procurementLabel supplierName item tab label state expiresOn supplierWorkerId }
  lightCounts { green yellow red }
  procurements(first: 100) { label trafficLight }
  waitingCount
  waiting(first: 100) { procurementLabel supplierName counts { documents workers vehicles machinery substances total } }
  expiringCount
  expiring(first: 100) { procurementLabel supplierName label state tab }
} }`;

const CARD = `query C($id: ID!, $supplierId: ID) { node(id: $id) { ... on Procurement { supplierLink(supplierId: $supplierId) {
  trafficLight attentionCounts { documents workers vehicles machinery substances total } } } } }`;

describe.each(databaseKinds)("dashboard e conteggi delle schede (%s)", (kind) => {
  let t: TestApp;
  let statements = 0;
  let today: string;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { onQuery: () => (statements += 1) });
    const prisma = t.deps.prisma;
    today = italianDateOf(t.deps.now());
    const customer = await createCustomer(prisma, "Acciaierie Emiliane Spa");
    const otherCustomer = await createCustomer(prisma, "Cartiere Venete Spa");
    const alfa = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl" });
    const beta = await createSupplier(prisma, { companyName: "Beta Impianti Srl" });
    const employee = await prisma.worker.create({ data: { customerId: customer.id, firstName: "Luca", lastName: "Neri" } });
    const users = {
      alfa: await createUser(prisma, { email: "titolare@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 1 }),
      beta: await createUser(prisma, { email: "titolare@beta.it", kind: "SUPPLIER", supplierId: beta.id, userLevel: 5 }),
      customer: await createUser(prisma, { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 3 }),
      otherCustomer: await createUser(prisma, { email: "hse@cartiere.it", kind: "CUSTOMER", customerId: otherCustomer.id, userLevel: 5 }),
      worker: await createUser(prisma, { email: "luca.neri@acciaierie.it", kind: "WORKER", workerId: employee.id }),
    };
    for (const [name, user] of Object.entries(users)) tokens[name] = await restLogin(t, user.email);

    const media = () =>
      prisma.media.create({ data: { directory: "procurement-documents", storedName: randomUUID(), extension: "pdf", originalName: "f.pdf", mimeType: "application/pdf", sizeBytes: 1, sha256: "0" } });
    const category = async (label: string) => (await prisma.supplierDocumentCategory.create({ data: { code: label.slice(0, 8), label } })).id;
    const document = async (procurementId: number, supplierId: number, spec: DocSpec) =>
      prisma.procurementSupplierAttachment.create({
        data: {
          procurementId, supplierId, categoryId: await category(`${spec.name} ${procurementId}/${supplierId}`), active: spec.active ?? true,
          mediaId: spec.file ? (await media()).id : null, approval: spec.approval ?? "PENDING",
          documentExpirationDate: spec.expiresInDays === undefined ? null : parseIsoDate(addDays(today, spec.expiresInDays)),
        },
      });
    const procurement = async (customerId: number, label: string, suppliers: number[]) => {
      const row = await prisma.procurement.create({ data: { customerId, label } });
      for (const supplierId of suppliers) await prisma.procurementSupplier.create({ data: { procurementId: row.id, supplierId } });
      return row.id;
    };

    ids.alfa = alfa.id;
    ids.beta = beta.id;
    ids.p1 = await procurement(customer.id, "APP-1 Forni", [alfa.id, beta.id]);
    ids.p2 = await procurement(customer.id, "APP-2 Magazzino", [alfa.id]);
    ids.p3 = await procurement(customer.id, "APP-3 Chiuso", [alfa.id]);
    ids.q = await procurement(otherCustomer.id, "ALTRO-1 Cartiera", [alfa.id]);
    for (const spec of ALFA_DOCUMENTS) await document(ids.p1, alfa.id, spec);
    // Beta's on the same procurement: never Alfa's to see, and the customer's to count apart.
    await document(ids.p1, beta.id, { name: "DURC Beta", file: false });
    await document(ids.p1, beta.id, { name: "POS Beta", file: true, approval: "PENDING" });
    await document(ids.p2, alfa.id, { name: "DUVRI", file: true, approval: "PENDING" });
    await document(ids.p3, alfa.id, { name: "DURC chiuso", file: false });
    await document(ids.p3, alfa.id, { name: "POS chiuso", file: true, approval: "PENDING" });
    await document(ids.q, alfa.id, { name: "DURC cartiera", file: false });
    await document(ids.q, alfa.id, { name: "POS cartiera", file: true, approval: "PENDING" });

    // A worker of Alfa on APP-1: participation not decided, a certificate missing, one waiting.
    const ido = await prisma.workerDocumentCategory.create({ data: { code: "IDO", label: "Idoneità sanitaria", isStandard: true } });
    const vdt = await prisma.workerDocumentCategory.create({ data: { code: "VDT", label: "Videoterminalista", isStandard: true } });
    const person = await prisma.supplierWorker.create({ data: { supplierId: alfa.id, firstName: "Marco", lastName: "Rossi", sex: "M" } });
    ids.person = person.id;
    const assignment = await prisma.procurementWorker.create({ data: { procurementId: ids.p1, supplierId: alfa.id, supplierWorkerId: person.id } });
    await prisma.procurementWorkerAttachment.create({ data: { procurementWorkerId: assignment.id, categoryId: ido.id } });
    await prisma.procurementWorkerAttachment.create({ data: { procurementWorkerId: assignment.id, categoryId: vdt.id, mediaId: (await media()).id } });
    // A vehicle whose required document waits for the customer; a machine whose required document is missing;
    // a substance without its safety data sheet.
    await prisma.elementDocumentRequirement.create({ data: { procurementId: ids.p1, kind: "EQUIPMENT", documentName: "Carta di circolazione" } });
    await prisma.elementDocumentRequirement.create({ data: { procurementId: ids.p1, kind: "MACHINERY", documentName: "Dichiarazione CE" } });
    const vehicle = await prisma.procurementElement.create({ data: { procurementId: ids.p1, supplierId: alfa.id, kind: "EQUIPMENT", type: "Furgone", makerAndModel: "Fiat Ducato" } });
    await prisma.elementAttachment.create({ data: { elementId: vehicle.id, mediaId: (await media()).id, documentName: "Carta di circolazione" } });
    await prisma.procurementElement.create({ data: { procurementId: ids.p1, supplierId: alfa.id, kind: "MACHINERY", type: "Piattaforma", makerAndModel: "Haulotte HA16" } });
    await prisma.substance.create({ data: { procurementId: ids.p1, supplierId: alfa.id, label: "Solvente" } });
    // Closed after its items were put there: read-only from now on.
    await prisma.procurement.update({ where: { id: ids.p3 }, data: { closedAt: t.deps.now() } });
  }, 300_000);

  afterAll(async () => t?.close());

  const dashboard = (token?: string, first = 100) => gql<{ dashboard: Record<string, unknown> | null }>(t, DASHBOARD, { first }, token);
  const card = (token: string, procurementId: number, supplierId?: number) =>
    gql<{ node: { supplierLink: { trafficLight: string; attentionCounts: Record<string, number> } } }>(t, CARD, {
      id: encodeGlobalID("Procurement", procurementId),
      supplierId: supplierId ? encodeGlobalID("Supplier", supplierId) : null,
    }, token);

  it("il fornitore vede ciò che deve sistemare nei suoi appalti in corso, di ogni committente, e solo il suo", async () => {
    const { body } = await dashboard(tokens.alfa);
    const items = body.data!.dashboard!.items as { procurementLabel: string; supplierName: string; item: string; tab: string; label: string; state: string; supplierWorkerId: string | null }[];
    const documentLines = ALFA_DOCUMENTS.filter((spec) => SUPPLIER_FIXES.includes(expectedState(spec, today)));
    expect(documentLines.map((spec) => expectedState(spec, today)).sort()).toEqual(["EXPIRED", "EXPIRING", "MISSING", "REJECTED"]);
    const expected = [
      ...documentLines.map((spec) => `APP-1 Forni|DOCUMENTS|${expectedState(spec, today)}|${spec.name} ${ids.p1}/${ids.alfa}`),
      `APP-1 Forni|WORKERS|MISSING|Rossi Marco: Idoneità sanitaria`,
      `APP-1 Forni|MACHINERY|MISSING|Piattaforma Haulotte HA16`,
      `APP-1 Forni|SUBSTANCES|MISSING|Solvente`,
      `ALTRO-1 Cartiera|DOCUMENTS|MISSING|DURC cartiera ${ids.q}/${ids.alfa}`,
    ];
    expect(items.map((item) => `${item.procurementLabel}|${item.tab}|${item.state}|${item.label}`).sort()).toEqual(expected.sort());
    expect(body.data!.dashboard!.itemCount).toBe(expected.length);
    // Every line is Alfa's; the worst first; a certificate leads to its worker's card.
    expect(new Set(items.map((item) => item.supplierName))).toEqual(new Set(["Alfa Costruzioni Srl"]));
    expect(items[0]!.state).toBe("EXPIRED");
    expect(items.find((item) => item.tab === "WORKERS")!.supplierWorkerId).toBe(encodeGlobalID("SupplierWorker", ids.person!));
    // The customer's parts are not the supplier's.
    expect(body.data!.dashboard!.waiting).toBeNull();
    // Paged on the server.
    const firstTwo = (await dashboard(tokens.alfa, 2)).body.data!.dashboard!.items as unknown[];
    expect(firstTwo).toEqual(items.slice(0, 2));
  });

  it("il committente vede i suoi appalti per semaforo, ciò che attende la sua decisione e ciò che scade, non quelli di altri", async () => {
    const { body } = await dashboard(tokens.customer);
    const data = body.data!.dashboard!;
    expect(data.items).toBeNull();
    // APP-1 has red items, APP-2 only one waiting (yellow); APP-3 is closed; the other customer's is not its own.
    expect(data.procurements).toEqual([{ label: "APP-1 Forni", trafficLight: "RED" }, { label: "APP-2 Magazzino", trafficLight: "YELLOW" }]);
    expect(data.lightCounts).toEqual({ green: 0, yellow: 1, red: 1 });
    const alfaWaitingDocuments = ALFA_DOCUMENTS.filter(waitsForCustomer).length;
    expect(data.waiting).toEqual([
      // Alfa: documents, the participation and one certificate, the vehicle.
      { procurementLabel: "APP-1 Forni", supplierName: "Alfa Costruzioni Srl", counts: { documents: alfaWaitingDocuments, workers: 2, vehicles: 1, machinery: 0, substances: 0, total: alfaWaitingDocuments + 3 } },
      { procurementLabel: "APP-1 Forni", supplierName: "Beta Impianti Srl", counts: { documents: 1, workers: 0, vehicles: 0, machinery: 0, substances: 0, total: 1 } },
      { procurementLabel: "APP-2 Magazzino", supplierName: "Alfa Costruzioni Srl", counts: { documents: 1, workers: 0, vehicles: 0, machinery: 0, substances: 0, total: 1 } },
    ]);
    const expiring = ALFA_DOCUMENTS.filter((spec) => expectedState(spec, today) === "EXPIRING");
    expect(data.expiring).toEqual(expiring.map((spec) => ({ procurementLabel: "APP-1 Forni", supplierName: "Alfa Costruzioni Srl", label: `${spec.name} ${ids.p1}/${ids.alfa}`, state: "EXPIRING", tab: "DOCUMENTS" })));
    expect(data.expiringCount).toBe(1);

    // The other customer sees its own procurement only: Alfa's waiting document there.
    const other = (await dashboard(tokens.otherCustomer)).body.data!.dashboard!;
    expect(other.procurements).toEqual([{ label: "ALTRO-1 Cartiera", trafficLight: "RED" }]);
    expect(other.waiting).toEqual([{ procurementLabel: "ALTRO-1 Cartiera", supplierName: "Alfa Costruzioni Srl", counts: { documents: 1, workers: 0, vehicles: 0, machinery: 0, substances: 0, total: 1 } }]);
  });

  it("le schede della scheda appalto contano ciò che richiede chi guarda, con la stessa istruzione dei semafori", async () => {
    const supplierCard = (await card(tokens.alfa, ids.p1!)).body.data!.node.supplierLink;
    const documentsToFix = ALFA_DOCUMENTS.filter((spec) => SUPPLIER_FIXES.includes(expectedState(spec, today))).length;
    expect(supplierCard.attentionCounts).toEqual({ documents: documentsToFix, workers: 1, vehicles: 0, machinery: 1, substances: 1, total: documentsToFix + 3 });
    expect(supplierCard.trafficLight).toBe("RED");
    const customerCard = (await card(tokens.customer, ids.p1!, ids.alfa)).body.data!.node.supplierLink;
    expect(customerCard.attentionCounts).toEqual({ documents: ALFA_DOCUMENTS.filter(waitsForCustomer).length, workers: 2, vehicles: 1, machinery: 0, substances: 0, total: ALFA_DOCUMENTS.filter(waitsForCustomer).length + 3 });
    const betaForCustomer = (await card(tokens.customer, ids.p1!, ids.beta)).body.data!.node.supplierLink;
    expect(betaForCustomer.attentionCounts.total).toBe(1);
    // Beta sees its own place only: its missing DURC.
    const betaCard = (await card(tokens.beta, ids.p1!)).body.data!.node.supplierLink;
    expect(betaCard.attentionCounts).toEqual({ documents: 1, workers: 0, vehicles: 0, machinery: 0, substances: 0, total: 1 });
  });

  it("dopo un rifiuto e un caricamento i conteggi seguono", async () => {
    const prisma = t.deps.prisma;
    const waiting = await prisma.procurementSupplierAttachment.findFirstOrThrow({ where: { procurementId: ids.p2, supplierId: ids.alfa } });
    await prisma.procurementSupplierAttachment.update({ where: { id: waiting.id }, data: { approval: "REJECTED" } });
    const supplierItems = (await dashboard(tokens.alfa)).body.data!.dashboard!.items as { procurementLabel: string; state: string }[];
    expect(supplierItems.filter((item) => item.procurementLabel === "APP-2 Magazzino").map((item) => item.state)).toEqual(["REJECTED"]);
    expect((await dashboard(tokens.customer)).body.data!.dashboard!.waitingCount).toBe(2);
    // The supplier uploads again: waiting for the customer once more, nothing left to fix there.
    await prisma.procurementSupplierAttachment.update({ where: { id: waiting.id }, data: { approval: "PENDING", mediaId: (await prisma.media.create({ data: { directory: "procurement-documents", storedName: randomUUID(), extension: "pdf", originalName: "g.pdf", mimeType: "application/pdf", sizeBytes: 1, sha256: "0" } })).id } });
    const after = (await dashboard(tokens.alfa)).body.data!.dashboard!.items as { procurementLabel: string }[];
    expect(after.filter((item) => item.procurementLabel === "APP-2 Magazzino")).toEqual([]);
    expect((await dashboard(tokens.customer)).body.data!.dashboard!.waitingCount).toBe(3);
  });

  it("ciò che attende il committente è una regola sola: il cruscotto, le schede e «Da approvare» contano gli stessi elementi", async () => {
    const INBOX = `{ viewer { reviewWaitingCount } reviewInboxSummary { total procurements { label } suppliers { label } } }`;
    for (const token of [tokens.customer, tokens.otherCustomer]) {
      const board = (await dashboard(token)).body.data!.dashboard!;
      const inbox = (await gql<{ viewer: { reviewWaitingCount: number }; reviewInboxSummary: { total: number; procurements: { label: string }[]; suppliers: { label: string }[] } }>(t, INBOX, {}, token)).body.data!;
      const waiting = board.waiting as { procurementLabel: string; supplierName: string; counts: { total: number } }[];
      const dashboardTotal = waiting.reduce((sum, place) => sum + place.counts.total, 0);
      expect(inbox.reviewInboxSummary.total).toBeGreaterThan(0);
      expect(dashboardTotal).toBe(inbox.reviewInboxSummary.total);
      expect(inbox.viewer.reviewWaitingCount).toBe(inbox.reviewInboxSummary.total);
      expect([...new Set(waiting.map((place) => place.procurementLabel))].sort()).toEqual(inbox.reviewInboxSummary.procurements.map((entry) => entry.label).sort());
      expect([...new Set(waiting.map((place) => place.supplierName))].sort()).toEqual(inbox.reviewInboxSummary.suppliers.map((entry) => entry.label).sort());
    }
    // A supplier taken off a procurement: what it left waits for nobody, in either count.
    const link = await t.deps.prisma.procurementSupplier.findFirstOrThrow({ where: { procurementId: ids.p1, supplierId: ids.beta } });
    await t.deps.prisma.procurementSupplier.delete({ where: { id: link.id } });
    try {
      const board = (await dashboard(tokens.customer)).body.data!.dashboard!;
      const inbox = (await gql<{ reviewInboxSummary: { total: number } }>(t, INBOX, {}, tokens.customer)).body.data!;
      const waiting = board.waiting as { supplierName: string; counts: { total: number } }[];
      expect(waiting.some((place) => place.supplierName === "Beta Impianti Srl")).toBe(false);
      expect(waiting.reduce((sum, place) => sum + place.counts.total, 0)).toBe(inbox.reviewInboxSummary.total);
    } finally {
      await t.deps.prisma.procurementSupplier.create({ data: { procurementId: link.procurementId, supplierId: link.supplierId, parentSupplierId: link.parentSupplierId, note: link.note } });
    }
  });

  it("un lavoratore e chi non ha effettuato l'accesso sono respinti", async () => {
    const worker = await dashboard(tokens.worker);
    expect(worker.body.data).toBeNull();
    expect(worker.body.errors?.[0]?.message).toBe("Utente non autorizzato");
    const anonymous = await dashboard(undefined);
    expect(anonymous.body).toEqual(SIGNED_OUT);
  });

  it("poche istruzioni SQL per richiesta, quale che sia il numero di elementi", async () => {
    const counted = async (run: () => Promise<unknown>) => {
      const before = statements;
      await run();
      return statements - before;
    };
    // The user, the open procurements (with their suppliers for a customer), the items in one statement
    // (the customer's grouped and labelled reads are two, and what waits for it is the inbox's one more).
    const supplierStatements = await counted(() => dashboard(tokens.alfa));
    const customerStatements = await counted(() => dashboard(tokens.customer));
    const cardStatements = await counted(() => card(tokens.alfa, ids.p1!));
    expect(supplierStatements).toBe(3);
    expect(customerStatements).toBe(5);
    // The same with three times the documents.
    for (let index = 0; index < 20; index += 1) {
      const categoryId = (await t.deps.prisma.supplierDocumentCategory.create({ data: { code: `X${index}`, label: `Extra ${index}` } })).id;
      await t.deps.prisma.procurementSupplierAttachment.create({ data: { procurementId: ids.p2!, supplierId: ids.alfa!, categoryId } });
    }
    expect(await counted(() => dashboard(tokens.alfa))).toBe(supplierStatements);
    expect(await counted(() => dashboard(tokens.customer))).toBe(customerStatements);
    expect(await counted(() => card(tokens.alfa, ids.p2!))).toBe(cardStatements);
  });
});
