// The compliance answers at a date (asOf), on the demo data, asked with a customer's COMPLIANCE key as an ERP or a
// turnstile asks them: today, at a future date (today's data, the calendar moved: what expires in between turns
// red) and at a past date (what the portal said then, from the append-only history). For every demo procurement,
// supplier and worker the API's answer agrees with the lights the screens read (the card's, the home's and the
// worker card's trafficLight fields, given the same asOf). The history refuses UPDATE and DELETE; a whole procurement of 50
// suppliers fits within the limits; a query refused for its cost says what to ask instead.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, italianDateOf } from "../../common/calendar-dates";
import { DEMO_PASSWORD, seedDemoData } from "../../prisma/seed/demo";
import { ensureReferenceData } from "../../prisma/seed/reference";
import { LIMIT_MESSAGES, GRAPHQL_LIMITS } from "../../server/graphql/limits";
import { recordComplianceHistory } from "../../server/modules/compliance/compliance-history";
import { deepNesting } from "../fixtures/abusive-queries";
import { CREATE_API_KEY } from "../fixtures/api-clients";
import { restLogin, type GraphQLResponse } from "../fixtures/auth-users";
import { globalId, gql } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

const DAY_MS = 24 * 60 * 60 * 1000;
const WORST: Record<string, number> = { GREEN: 0, YELLOW: 1, RED: 2 };
const worst = (lights: string[]) => lights.reduce((a, b) => (WORST[b]! > WORST[a]! ? b : a), "GREEN");

type Reason = { item: string; kind: string; category: string | null; state: string; trafficLight: string; label: string; expiresOn: string | null; supplierName: string };
const REASON = `complianceReasons { item kind category state trafficLight label expiresOn supplierName }`;
const PROCUREMENT = `query ($p: ID!, $d: Date) { procurementCompliance(procurementId: $p, asOf: $d) {
  complianceDate trafficLight ${REASON} suppliers { supplier { id companyName vatNumber } trafficLight ${REASON} } } }`;
const CARD = `query ($p: ID!, $d: Date) { node(id: $p) { ... on Procurement { trafficLight(asOf: $d) suppliers { supplier { id } trafficLight(asOf: $d) } } } }`;
const WORKER_CARD = `query ($id: ID!, $d: Date) { node(id: $id) { ... on ProcurementWorker { trafficLight(asOf: $d) } } }`;
const WORKER = `query ($p: ID!, $w: ID, $cf: String, $d: Date) { workerCompliance(procurementId: $p, workerId: $w, fiscalCode: $cf, asOf: $d) {
  complianceDate admitted trafficLight worker { id fiscalCode } ${REASON} } }`;
const OVERVIEW = `query ($s: ID, $v: String, $d: Date) { supplierComplianceOverview(supplierId: $s, vatNumber: $v, asOf: $d) {
  complianceDate trafficLight supplier { id } procurements { trafficLight procurement { id } ${REASON} } } }`;

type ProcurementAnswer = { complianceDate: string; trafficLight: string; complianceReasons: Reason[]; suppliers: { supplier: { id: string; companyName: string; vatNumber: string | null }; trafficLight: string; complianceReasons: Reason[] }[] };
type WorkerAnswer = { complianceDate: string; admitted: boolean; trafficLight: string; worker: { id: string; fiscalCode: string | null }; complianceReasons: Reason[] };

describe.each(databaseKinds)("conformità a una data: oggi, nel futuro, nel passato (%s)", (kind) => {
  let t: TestApp;
  // Per customer: its level-5 user's session and its COMPLIANCE key.
  const customers: { id: number; token: string; key: string }[] = [];
  const today = () => italianDateOf(t.deps.now());

  const ask = async <T>(query: string, variables: Record<string, unknown>, token: string) => {
    const { body } = await gql<T>(t, query, variables, token);
    return body as GraphQLResponse<T>;
  };
  const procurementAnswer = async (procurementId: number, key: string, day?: string) => {
    const body = await ask<{ procurementCompliance: ProcurementAnswer | null }>(PROCUREMENT, { p: globalId("Procurement", procurementId), d: day }, key);
    expect(body.errors).toBeUndefined();
    return body.data!.procurementCompliance!;
  };
  const keyOf = (customerId: number) => customers.find((customer) => customer.id === customerId)!;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await ensureReferenceData(t.deps.prisma, t.deps.logger);
    await seedDemoData(t.deps);
    // Two days on: "yesterday" is within the history the seed started.
    t.clock.advance(2 * DAY_MS);
    const users = await t.deps.prisma.user.findMany({ where: { kind: "CUSTOMER", userLevel: 5, customerId: { not: null } }, orderBy: { id: "asc" } });
    for (const user of users) {
      if (customers.some((customer) => customer.id === user.customerId)) continue;
      const token = await restLogin(t, user.email, DEMO_PASSWORD).catch(() => null);
      if (!token) continue;
      const created = await ask<{ createApiKey: { data: { token: string } } }>(CREATE_API_KEY, { input: { name: "ERP pagamenti", scope: "COMPLIANCE" } }, token);
      expect(created.errors).toBeUndefined();
      customers.push({ id: user.customerId!, token, key: created.data!.createApiKey.data.token });
    }
    expect(customers.length).toBeGreaterThan(0);
  }, 600_000);

  afterAll(async () => {
    await t?.close();
  });

  const demoProcurements = () =>
    t.deps.prisma.procurement.findMany({ where: { customerId: { in: customers.map((customer) => customer.id) } }, select: { id: true, customerId: true }, orderBy: { id: "asc" } });

  it("le risposte dell'API e i semafori delle schermate coincidono per ogni appalto, fornitore e lavoratore, oggi e a due date", { timeout: 600_000 }, async () => {
    const procurements = await demoProcurements();
    expect(procurements.length).toBeGreaterThan(1);
    for (const day of [undefined, addDays(today(), 45), addDays(today(), -1)]) {
      for (const procurement of procurements) {
        const { key, token } = keyOf(procurement.customerId);
        const answer = await procurementAnswer(procurement.id, key, day);
        expect(answer.complianceDate).toBe(day ?? today());
        const card = (await ask<{ node: { trafficLight: string; suppliers: { supplier: { id: string }; trafficLight: string }[] } }>(CARD, { p: globalId("Procurement", procurement.id), d: day }, token)).data!.node;
        expect(answer.trafficLight).toBe(card.trafficLight);
        expect(answer.suppliers.map((s) => [s.supplier.id, s.trafficLight]).sort()).toEqual(card.suppliers.map((s) => [s.supplier.id, s.trafficLight]).sort());
        // Each light is the worst of its reasons, and the procurement's the worst of its suppliers'.
        for (const supplier of answer.suppliers) expect(supplier.trafficLight).toBe(worst(supplier.complianceReasons.map((reason) => reason.trafficLight)));
        expect(answer.trafficLight).toBe(worst(answer.suppliers.map((s) => s.trafficLight)));

        const workers = await t.deps.prisma.procurementWorker.findMany({ where: { procurementId: procurement.id }, select: { id: true, supplierWorkerId: true, supplierId: true } });
        for (const worker of workers) {
          const body = await ask<{ workerCompliance: WorkerAnswer | null }>(WORKER, { p: globalId("Procurement", procurement.id), w: globalId("SupplierWorker", worker.supplierWorkerId), d: day }, key);
          expect(body.errors).toBeUndefined();
          const entry = body.data!.workerCompliance!;
          const place = answer.suppliers.find((s) => s.supplier.id === globalId("Supplier", worker.supplierId));
          // The worker's reasons are its own and its supplier's documents, as the supplier's answer has them.
          const own = entry.complianceReasons.filter((reason) => reason.item === "FITNESS_CERTIFICATE" || reason.item === "REQUIRED_DOCUMENT");
          const fromSupplier = (place?.complianceReasons ?? []).filter((reason) => reason.item === "REQUIRED_DOCUMENT" || (reason.item === "FITNESS_CERTIFICATE" && own.some((o) => o.label === reason.label)));
          expect(own).toEqual(fromSupplier);
          expect(entry.admitted).toBe(!entry.complianceReasons.some((reason) => reason.trafficLight === "RED") && !entry.complianceReasons.some((reason) => reason.item === "PARTICIPATION"));
          // The worker card's light (its own fitness certificates), asked for the same day, is the worst of its
          // fitness reasons.
          const screen = await ask<{ node: { trafficLight: string } }>(WORKER_CARD, { id: globalId("ProcurementWorker", worker.id), d: day }, token);
          expect(screen.errors).toBeUndefined();
          expect(screen.data!.node.trafficLight).toBe(worst(entry.complianceReasons.filter((reason) => reason.item === "FITNESS_CERTIFICATE").map((reason) => reason.trafficLight)));
        }
      }
    }
  });

  it("oggi: i motivi dicono tipo, categoria, stato e scadenza per ogni tipo di elemento", { timeout: 300_000 }, async () => {
    const reasons: Reason[] = [];
    for (const procurement of await demoProcurements()) reasons.push(...(await procurementAnswer(procurement.id, keyOf(procurement.customerId).key)).complianceReasons);
    const kinds = new Set(reasons.map((reason) => reason.kind));
    for (const expected of ["COMPANY_DOCUMENT", "FITNESS_CERTIFICATE"]) expect(kinds).toContain(expected);
    expect([...kinds].some((kind) => ["VEHICLE", "MACHINE", "TOOL"].includes(kind))).toBe(true);
    for (const reason of reasons) {
      expect(reason.category, reason.label).toBeTruthy();
      expect(["MISSING", "REJECTED", "EXPIRED", "PENDING", "EXPIRING"]).toContain(reason.state);
      if (reason.state === "EXPIRED" || reason.state === "EXPIRING") expect(reason.expiresOn).not.toBeNull();
    }
  });

  it("una data futura applica le regole ai dati di oggi: ciò che scade nel frattempo diventa rosso", { timeout: 300_000 }, async () => {
    for (const procurement of await demoProcurements()) {
      const { key } = keyOf(procurement.customerId);
      const now = await procurementAnswer(procurement.id, key);
      const expiring = now.suppliers.flatMap((s) => s.complianceReasons.map((reason) => ({ supplier: s.supplier.id, reason }))).find(({ reason }) => reason.state === "EXPIRING" && reason.item === "REQUIRED_DOCUMENT");
      if (!expiring) continue;
      const after = await procurementAnswer(procurement.id, key, addDays(expiring.reason.expiresOn!, 1));
      const place = after.suppliers.find((s) => s.supplier.id === expiring.supplier)!;
      expect(place.trafficLight).toBe("RED");
      expect(place.complianceReasons).toContainEqual({ ...expiring.reason, state: "EXPIRED", trafficLight: "RED" });
      // Today's data did not change: today's answer is as before.
      expect(await procurementAnswer(procurement.id, key)).toEqual(now);
      return;
    }
    throw new Error("Nessun documento in scadenza nei dati dimostrativi");
  });

  it("una data passata risponde ciò che il portale diceva allora, dallo storico", { timeout: 300_000 }, async () => {
    const { prisma } = t.deps;
    const yesterday = addDays(today(), -1);
    // A document waiting for review, with its file: the customer rejects it today.
    const document = await prisma.procurementSupplierAttachment.findFirstOrThrow({
      where: { approval: "PENDING", mediaId: { not: null }, active: true, procurement: { customerId: { in: customers.map((c) => c.id) } } },
      select: { id: true, procurementId: true, supplierId: true, procurement: { select: { customerId: true } }, category: { select: { label: true } } },
    });
    const { key, token } = keyOf(document.procurement.customerId);
    const before = await procurementAnswer(document.procurementId, key);
    const rejected = await ask<{ setRequiredDocumentApproval: { __typename: string } }>(
      `mutation ($input: SetRequiredDocumentApprovalInput!) { setRequiredDocumentApproval(input: $input) { __typename } }`,
      { input: { id: globalId("RequiredDocument", document.id), approval: "REJECTED", reviewNote: "Firma mancante" } },
      token,
    );
    expect(rejected.data?.setRequiredDocumentApproval.__typename).toBe("SetRequiredDocumentApprovalSuccess");
    const supplierId = globalId("Supplier", document.supplierId);
    const reasonOf = (answer: ProcurementAnswer) => answer.suppliers.find((s) => s.supplier.id === supplierId)!.complianceReasons.find((r) => r.item === "REQUIRED_DOCUMENT" && r.category === document.category.label);
    expect(reasonOf(await procurementAnswer(document.procurementId, key))).toMatchObject({ state: "REJECTED", trafficLight: "RED" });
    const then = await procurementAnswer(document.procurementId, key, yesterday);
    expect(reasonOf(then)?.state).toBe(reasonOf(before)?.state);
    expect(then.suppliers.find((s) => s.supplier.id === supplierId)!.trafficLight).toBe(before.suppliers.find((s) => s.supplier.id === supplierId)!.trafficLight);

    // A worker whose participation waited: approved today, not admitted yesterday (by fiscal code, as a gate asks).
    const pivot = await prisma.procurementWorker.findFirst({
      where: { approval: "PENDING", supplierWorker: { fiscalCode: { not: null } }, procurement: { customerId: { in: customers.map((c) => c.id) } } },
      select: { id: true, procurementId: true, procurement: { select: { customerId: true } }, supplierWorker: { select: { fiscalCode: true } } },
    });
    if (pivot) {
      const owner = keyOf(pivot.procurement.customerId);
      const approved = await ask<{ setProcurementWorkerApproval: { __typename: string } }>(
        `mutation ($input: SetProcurementWorkerApprovalInput!) { setProcurementWorkerApproval(input: $input) { __typename } }`,
        { input: { id: globalId("ProcurementWorker", pivot.id), approval: "APPROVED" } },
        owner.token,
      );
      expect(approved.data?.setProcurementWorkerApproval.__typename).toBe("SetProcurementWorkerApprovalSuccess");
      const entry = async (day?: string) =>
        (await ask<{ workerCompliance: WorkerAnswer }>(WORKER, { p: globalId("Procurement", pivot.procurementId), cf: pivot.supplierWorker.fiscalCode, d: day }, owner.key)).data!.workerCompliance;
      expect((await entry()).complianceReasons.some((reason) => reason.item === "PARTICIPATION")).toBe(false);
      const past = await entry(yesterday);
      expect(past.admitted).toBe(false);
      expect(past.complianceReasons).toContainEqual(expect.objectContaining({ item: "PARTICIPATION", kind: "PARTICIPATION", state: "PENDING" }));
    }

    // Before the history began there is no answer, and the message says from when there is.
    const tooEarly = await ask(PROCUREMENT, { p: globalId("Procurement", document.procurementId), d: addDays(today(), -30) }, key);
    expect(tooEarly.errors?.[0]?.message).toContain("Lo storico della conformità inizia il");
  });

  it("lo storico si aggiunge soltanto: UPDATE e DELETE sono rifiutati", async () => {
    const { prisma } = t.deps;
    const rows = await prisma.complianceHistory.count();
    expect(rows).toBeGreaterThan(0);
    await expect(prisma.$executeRaw`UPDATE compliance_history SET approval = 'APPROVED'`).rejects.toThrow(/storico della conformità non si modifica/);
    await expect(prisma.$executeRaw`DELETE FROM compliance_history`).rejects.toThrow(/storico della conformità non si modifica/);
    await expect(prisma.complianceHistory.deleteMany({})).rejects.toThrow();
    expect(await prisma.complianceHistory.count()).toBe(rows);
  });

  it("un fornitore in tutti gli appalti del committente, per id o Partita IVA; gli oggetti di altri non si trovano", { timeout: 300_000 }, async () => {
    const { prisma } = t.deps;
    const [customer] = customers;
    const link = await prisma.procurementSupplier.findFirstOrThrow({ where: { procurement: { customerId: customer!.id }, supplier: { vatNumber: { not: null } } }, select: { supplierId: true, supplier: { select: { vatNumber: true } } } });
    const places = await prisma.procurementSupplier.count({ where: { supplierId: link.supplierId, procurement: { customerId: customer!.id } } });
    type Overview = { supplierComplianceOverview: { trafficLight: string; supplier: { id: string }; procurements: { trafficLight: string; complianceReasons: Reason[] }[] } | null };
    const byVat = await ask<Overview>(OVERVIEW, { v: link.supplier.vatNumber }, customer!.key);
    expect(byVat.errors).toBeUndefined();
    const overview = byVat.data!.supplierComplianceOverview!;
    expect(overview.supplier.id).toBe(globalId("Supplier", link.supplierId));
    expect(overview.procurements).toHaveLength(places);
    expect(overview.trafficLight).toBe(worst(overview.procurements.map((p) => p.trafficLight)));
    expect((await ask<Overview>(OVERVIEW, { s: globalId("Supplier", link.supplierId) }, customer!.key)).data).toEqual(byVat.data);
    expect((await ask<Overview>(OVERVIEW, { v: "123" }, customer!.key)).errors?.[0]?.message).toContain("Partita IVA non valida");
    // Another customer's key: not found, as for a supplier that does not exist.
    const other = customers[1];
    if (other) {
      const theirs = await prisma.procurementSupplier.count({ where: { supplierId: link.supplierId, procurement: { customerId: other.id } } });
      if (theirs === 0) expect((await ask<Overview>(OVERVIEW, { v: link.supplier.vatNumber }, other.key)).data?.supplierComplianceOverview).toBeNull();
      const foreign = await prisma.procurement.findFirstOrThrow({ where: { customerId: other.id }, select: { id: true } });
      expect((await ask<{ procurementCompliance: unknown }>(PROCUREMENT, { p: globalId("Procurement", foreign.id) }, customer!.key)).data?.procurementCompliance).toBeNull();
    }
  });

  it("un intero appalto di 50 fornitori, con ogni motivo, sta nei limiti; una richiesta troppo onerosa dice cosa chiedere", { timeout: 300_000 }, async () => {
    const { prisma } = t.deps;
    const [customer] = customers;
    const category = await prisma.supplierDocumentCategory.findFirstOrThrow({ where: { customerId: customer!.id } });
    const procurement = await prisma.procurement.create({ data: { customerId: customer!.id, label: "APP-50-FORNITORI" } });
    for (let i = 0; i < 50; i++) {
      const supplier = await prisma.supplier.create({ data: { companyName: `Fornitore ${String(i).padStart(2, "0")} Srl`, vatNumber: String(90000000000 + i) } });
      await prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: supplier.id } });
      await prisma.procurementSupplierAttachment.create({ data: { procurementId: procurement.id, supplierId: supplier.id, categoryId: category.id, active: true } });
    }
    await recordComplianceHistory(prisma, t.deps.now(), { procurementIds: [procurement.id] });
    for (const day of [undefined, addDays(today(), 30)]) {
      const answer = await procurementAnswer(procurement.id, customer!.key, day);
      expect(answer.suppliers).toHaveLength(50);
      expect(answer.complianceReasons).toHaveLength(50);
      expect(answer.trafficLight).toBe("RED");
    }
    // The demo's largest procurement too.
    const largest = await prisma.procurement.findFirstOrThrow({ where: { customerId: customer!.id, label: { not: "APP-50-FORNITORI" } }, orderBy: { suppliers: { _count: "desc" } }, select: { id: true } });
    expect((await procurementAnswer(largest.id, customer!.key)).suppliers.length).toBeGreaterThan(0);

    const refused = await ask(deepNesting(12).query, {}, customer!.token);
    expect(refused.errors?.[0]?.message).toBe(LIMIT_MESSAGES.cost(GRAPHQL_LIMITS.maxCost));
    expect(refused.errors?.[0]?.message).toContain("procurementCompliance");
  });
});
