// Reference and demo data on a fresh migrated database of each kind: what the portal and the demo
// sign-ins rely on must be there, consistent, and backed by real files.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { rmSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { createTestDatabase, createTestDeps, databaseKinds, type TestDeps } from "../fixtures/test-database";
import type { Database } from "../../server/db/database";
import { verifyPassword } from "../../server/modules/auth/passwords";
import { ensureReferenceData } from "../../prisma/seed/reference";
import { DEMO_PASSWORD, DEMO_SIGN_INS, isDemoSeedNeeded, seedDemoData } from "../../prisma/seed/demo";
import {
  DUVRI_STATUS_VISIBLE_TO_SUPPLIERS,
  QUALIFICATION_FLAGS,
  SELF_CERTIFICATION_CATEGORY_CODE,
  SPECIAL_CUSTOMER_FORCED_OFF_FLAGS,
  SPECIAL_CUSTOMER_ID,
  trainingFrequencyLabel,
} from "../../common/reference-lists";

const SEED_TIMEOUT_MS = 240_000;
const DAY_MS = 86_400_000;

type RequiredDocumentRow = {
  active: boolean;
  mediaId: number | null;
  approval: "PENDING" | "APPROVED" | "REJECTED";
  documentExpirationDate: Date | null;
};

// The compliance rule of ARCHITECTURE.md, restated here so the test checks the data, not the service.
function stateOf(row: RequiredDocumentRow, now: Date): string {
  if (!row.active) return "NOT_MANDATORY";
  if (!row.mediaId) return "MISSING";
  if (row.approval === "REJECTED") return "REJECTED";
  if (row.approval === "PENDING") return "PENDING";
  if (row.documentExpirationDate && row.documentExpirationDate.getTime() < now.getTime()) return "EXPIRED";
  if (row.documentExpirationDate && row.documentExpirationDate.getTime() - now.getTime() <= 30 * DAY_MS) return "EXPIRING";
  return "OK";
}

const ALL_STATES = ["NOT_MANDATORY", "MISSING", "REJECTED", "PENDING", "EXPIRED", "EXPIRING", "OK"];

describe.each(databaseKinds)("dati di riferimento e dimostrativi (%s)", (kind) => {
  let database: { db: Database; drop(): Promise<void> };
  let deps: TestDeps;
  // Every SQL statement sent, to tell what a step wrote without timing it.
  const statements: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind, { onQuery: ({ query }) => statements.push(query) });
    deps = createTestDeps(database.db);
    const startedAt = performance.now();
    await ensureReferenceData(deps.prisma, deps.logger);
    expect(await isDemoSeedNeeded(deps.prisma)).toBe(true);
    await seedDemoData(deps);
    // Reported, not asserted: shared CI machines vary too much for a time limit to mean anything.
    console.info(`Dati di riferimento e dimostrativi su ${kind}: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  }, SEED_TIMEOUT_MS);

  afterAll(async () => {
    await database?.drop();
    if (deps) rmSync(deps.tempDir, { recursive: true, force: true });
  });

  it("carica le 124 frasi H del CLP con il testo ufficiale", async () => {
    const { prisma } = deps;
    expect(await prisma.hazardStatement.count()).toBe(124);
    const h225 = await prisma.hazardStatement.findUniqueOrThrow({ where: { code: "H225" } });
    expect(h225).toMatchObject({
      group: "physical",
      textIt: "Liquido e vapori facilmente infiammabili.",
      textEn: "Highly flammable liquid and vapour.",
    });
    const combined = await prisma.hazardStatement.findUniqueOrThrow({ where: { code: "H300+H310+H330" } });
    expect(combined.group).toBe("health");
    expect(await prisma.hazardStatement.count({ where: { group: "supplemental" } })).toBe(33);
  });

  it("carica i comuni vigenti e cessati con codice catastale e ISTAT", async () => {
    const { prisma } = deps;
    expect(await prisma.municipality.count({ where: { discontinued: false } })).toBeGreaterThan(7800);
    const rome = await prisma.municipality.findFirstOrThrow({ where: { name: "Roma", discontinued: false } });
    expect(rome).toMatchObject({ province: "RM", cadastralCode: "H501", istatCode: "058091", validTo: null });

    const discontinued = await prisma.municipality.count({ where: { discontinued: true } });
    expect(discontinued).toBeGreaterThan(1000);
    // Merged into Barberino Tavarnelle in 2019: kept for the birthplaces of people born there.
    const barberino = await prisma.municipality.findFirstOrThrow({ where: { cadastralCode: "A633" } });
    expect(barberino).toMatchObject({ name: "Barberino Val d'Elsa", province: "FI", discontinued: true });
    expect(barberino.validTo?.toISOString().slice(0, 4)).toBe("2019");
    expect(await prisma.municipality.count({ where: { discontinued: true, validTo: null } })).toBe(0);

    // Official spellings and current provinces where the ANPR package keeps historical ones.
    const caravino = await prisma.municipality.findFirstOrThrow({ where: { cadastralCode: "B733" } });
    expect(caravino).toMatchObject({ name: "Caravino", province: "TO" });
    const chatillon = await prisma.municipality.findFirstOrThrow({ where: { cadastralCode: "C294" } });
    expect(chatillon.name).toBe("Châtillon");
  });

  it("carica categorie documentali e catalogo formativo", async () => {
    const { prisma } = deps;
    const selfCertification = await prisma.supplierDocumentCategory.findFirstOrThrow({
      where: { code: SELF_CERTIFICATION_CATEGORY_CODE, customerId: null },
    });
    expect(selfCertification.label).toBe("Autocertificazione requisiti tecnico-professionali (DPR 445/2000)");
    const standard = await prisma.workerDocumentCategory.findMany({ where: { isStandard: true } });
    expect(standard.map((category) => category.code).sort()).toEqual(["FORM_GEN", "IDO"]);
    const flagFields: string[] = QUALIFICATION_FLAGS.map((flag) => flag.field);
    const byFlag = await prisma.workerDocumentCategory.findMany({ where: { requiredByFlag: { not: null } } });
    expect(byFlag.length).toBeGreaterThan(15);
    for (const category of byFlag) expect(flagFields).toContain(category.requiredByFlag);
    const trainingCodes = (await prisma.trainingCategory.findMany()).map((category) => category.code).sort();
    expect(trainingCodes).toEqual(["ALT", "ATT", "FAE", "FAR", "FSA", "RAL"]);
    expect(await prisma.trainingModel.count()).toBeGreaterThanOrEqual(6);
  });

  it("non ricarica i dati di riferimento già presenti", async () => {
    const { prisma } = deps;
    const before = await Promise.all([prisma.municipality.count(), prisma.hazardStatement.count(), prisma.trainingModel.count()]);
    // Counted, not timed (a loaded machine decides the time): a few counts, and not one row written again.
    statements.length = 0;
    await ensureReferenceData(prisma, deps.logger);
    expect(statements.filter((sql) => /^\s*(INSERT|UPDATE|DELETE)/i.test(sql))).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(10);
    const after = await Promise.all([prisma.municipality.count(), prisma.hazardStatement.count(), prisma.trainingModel.count()]);
    expect(after).toEqual(before);
    expect(await isDemoSeedNeeded(prisma)).toBe(false);
  });

  it("crea i sei accessi dimostrativi con tipo, livello e collegamenti corretti", async () => {
    const { prisma } = deps;
    const users = await prisma.user.findMany({
      where: { email: { in: DEMO_SIGN_INS.map((signIn) => signIn.email) } },
      include: { supplier: true, customer: true, worker: true },
    });
    const byEmail = new Map(users.map((user) => [user.email, user]));
    expect(users).toHaveLength(7);
    const supplier = byEmail.get("fornitore@esempio.it");
    expect(supplier).toMatchObject({ kind: "SUPPLIER", userLevel: 5, active: true });
    expect(byEmail.get("fornitore.base@esempio.it")).toMatchObject({ kind: "SUPPLIER", userLevel: 1, supplierId: supplier?.supplierId });
    expect(byEmail.get("fornitore.consultazione@esempio.it")).toMatchObject({ kind: "SUPPLIER", userLevel: 1, supplierId: supplier?.supplierId });
    const subcontractor = byEmail.get("subappaltatore@esempio.it");
    expect(subcontractor).toMatchObject({ kind: "SUPPLIER", userLevel: 5 });
    expect(subcontractor?.supplierId).not.toBe(supplier?.supplierId);
    expect(byEmail.get("committente@esempio.it")).toMatchObject({ kind: "CUSTOMER", userLevel: 5 });
    // The supplier whose machines and tools are approved one document at a time (it has a referral customer).
    const referral = byEmail.get("clima@esempio.it");
    expect(referral).toMatchObject({ kind: "SUPPLIER", userLevel: 5 });
    expect(referral?.supplier?.referralCustomerId).not.toBeNull();
    const worker = byEmail.get("lavoratore@esempio.it");
    expect(worker?.kind).toBe("WORKER");
    expect(worker?.worker).not.toBeNull();

    // The subcontractor really is one, of the main supplier, on a procurement of the customer user's company.
    const link = await prisma.procurementSupplier.findFirstOrThrow({
      where: { supplierId: subcontractor?.supplierId ?? -1, parentSupplierId: supplier?.supplierId ?? -1 },
      include: { procurement: true },
    });
    expect(link.procurement.customerId).toBe(byEmail.get("committente@esempio.it")?.customerId);

    // Hashed once: every user shares the hash (and its salt), so checking one checks them all.
    expect(new Set(users.map((user) => user.passwordHash)).size).toBe(1);
    expect(await verifyPassword(DEMO_PASSWORD, users[0]?.passwordHash ?? "")).toBe(true);
  });

  it("crea il committente 3336 e porta la sequenza oltre il suo id", async () => {
    const { prisma } = deps;
    const special = await prisma.customer.findUniqueOrThrow({ where: { id: SPECIAL_CUSTOMER_ID }, include: { procurements: true } });
    expect(special.procurements.length).toBeGreaterThan(0);
    expect(await prisma.customer.count()).toBeGreaterThanOrEqual(2);
    const next = await prisma.customer.create({ data: { companyName: "Committente di prova S.r.l." } });
    expect(next.id).toBeGreaterThan(SPECIAL_CUSTOMER_ID);
    await prisma.customer.delete({ where: { id: next.id } });

    // The special customer's forced-off qualification flags are never set on its procurements.
    const flagged = await prisma.procurementWorker.count({
      where: { procurement: { customerId: SPECIAL_CUSTOMER_ID }, OR: SPECIAL_CUSTOMER_FORCED_OFF_FLAGS.map((flag) => ({ [flag]: true })) },
    });
    expect(flagged).toBe(0);
  });

  it("contiene fornitori, appalti e lavoratori come richiesto", async () => {
    const { prisma } = deps;
    expect(await prisma.supplier.count()).toBe(5);
    expect(await prisma.supplier.count({ where: { referralCustomerId: { not: null } } })).toBe(1);
    expect(await prisma.procurement.count()).toBe(4);
    expect(await prisma.supplierWorker.count()).toBe(30);
    expect(await prisma.supplierWorker.count({ where: { resigned: true } })).toBe(1);
    expect(await prisma.procurementFile.count()).toBeGreaterThanOrEqual(4);
    expect(await prisma.elementDocumentRequirement.count({ where: { kind: "EQUIPMENT" } })).toBeGreaterThan(0);
    expect(await prisma.duvri.count({ where: { status: DUVRI_STATUS_VISIBLE_TO_SUPPLIERS } })).toBeGreaterThan(0);
    expect(await prisma.duvri.count({ where: { status: { not: DUVRI_STATUS_VISIBLE_TO_SUPPLIERS } } })).toBeGreaterThan(0);
    expect(await prisma.substanceHazardStatement.count()).toBeGreaterThan(10);
    expect(await prisma.elementAttachment.count({ where: { approvalMode: "SINGLE_DOCUMENT" } })).toBeGreaterThan(0);
    const elementStates = await prisma.elementAttachment.findMany({ select: { approvedAt: true, rejectedAt: true } });
    expect(elementStates.some((row) => row.approvedAt && !row.rejectedAt)).toBe(true);
    expect(elementStates.some((row) => row.rejectedAt)).toBe(true);
    expect(elementStates.some((row) => !row.approvedAt && !row.rejectedAt)).toBe(true);
  });

  it("rappresenta ogni stato dei documenti richiesti, anche nell'appalto principale del fornitore", async () => {
    const { prisma } = deps;
    const now = deps.now();
    const rows = await prisma.procurementSupplierAttachment.findMany({ include: { category: true } });
    expect(new Set(rows.map((row) => stateOf(row, now)))).toEqual(new Set(ALL_STATES));

    const mainSupplierId = (await prisma.user.findUniqueOrThrow({ where: { email: "fornitore@esempio.it" } })).supplierId;
    const statesByProcurement = new Map<number, Set<string>>();
    for (const row of rows.filter((candidate) => candidate.supplierId === mainSupplierId)) {
      const states = statesByProcurement.get(row.procurementId) ?? new Set<string>();
      states.add(stateOf(row, now));
      statesByProcurement.set(row.procurementId, states);
    }
    const mostComplete = Math.max(...[...statesByProcurement.values()].map((states) => states.size));
    expect(mostComplete).toBe(ALL_STATES.length);
    // A rejection carries the customer's reason.
    expect(rows.filter((row) => row.approval === "REJECTED").every((row) => (row.reviewNote ?? "").length > 0)).toBe(true);

    // Every procurement asks each of its suppliers for the self-certification.
    const links = await prisma.procurementSupplier.findMany();
    for (const link of links) {
      const selfCertification = rows.filter(
        (row) =>
          row.procurementId === link.procurementId &&
          row.supplierId === link.supplierId &&
          row.category.code === SELF_CERTIFICATION_CATEGORY_CODE,
      );
      expect(selfCertification).toHaveLength(1);
    }

    const certificates = await prisma.procurementWorkerAttachment.findMany();
    expect(new Set(certificates.map((row) => stateOf(row, now)))).toEqual(new Set(ALL_STATES));
    // Every participation state of the spec's isApproved scale, with the prescriptions or reason written.
    const participations = await prisma.procurementWorker.findMany({ select: { approval: true, approvalNote: true } });
    expect(new Set(participations.map((row) => row.approval))).toEqual(new Set(["PENDING", "APPROVED", "APPROVED_WITH_PRESCRIPTIONS", "REJECTED"]));
    expect(participations.filter((row) => row.approval === "REJECTED" || row.approval === "APPROVED_WITH_PRESCRIPTIONS").every((row) => (row.approvalNote ?? "").length > 0)).toBe(true);
  });

  it("dà al lavoratore visite e formazione, con scadenze relative a oggi", async () => {
    const { prisma } = deps;
    const now = deps.now();
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "lavoratore@esempio.it" } });
    const examinations = await prisma.examination.findMany({ where: { workerId: user.workerId ?? -1 } });
    expect(examinations.length).toBeGreaterThanOrEqual(2);
    // Uploaded certificates, and one visit whose certificate the portal writes on download.
    expect(examinations.filter((examination) => examination.certificateMediaId === null)).toHaveLength(1);
    expect(examinations.every((examination) => examination.outcome !== null)).toBe(true);
    expect(examinations.some((examination) => (examination.nextVisitDate?.getTime() ?? 0) > now.getTime())).toBe(true);
    const training = await prisma.trainingProtocol.findMany({ where: { workerId: user.workerId ?? -1 } });
    expect(training.some((line) => line.nextDate && line.nextDate.getTime() < now.getTime())).toBe(true);
    expect(training.some((line) => line.nextDate && line.nextDate.getTime() > now.getTime())).toBe(true);
    expect(training.some((line) => line.lastDate === null)).toBe(true);
    expect(training.some((line) => line.enrolledInOpenCourse)).toBe(true);
    expect(training.map((line) => trainingFrequencyLabel(line.frequencyMonths))).toContain("Quinquennale");
  });

  it("ha un file vero, con lo sha256 registrato, dietro ogni riga media", async () => {
    const { prisma, storage } = deps;
    const media = await prisma.media.findMany();
    expect(media.length).toBeGreaterThan(100);
    const storedNames = new Set<string>();
    for (const row of media) {
      const bytes = await readFile(storage.pathOf(row));
      expect(bytes.byteLength).toBe(row.sizeBytes);
      expect(createHash("sha256").update(bytes).digest("hex")).toBe(row.sha256);
      expect(row.mimeType).toBe("application/pdf");
      expect(row.originalName).toMatch(/\.pdf$/);
      storedNames.add(row.storedName);
    }
    expect(storedNames.size).toBe(media.length);

    // The files are readable PDFs with the title they claim.
    const durc = media.find((row) => row.directory === "supplier-attachments" && row.originalName.startsWith("DURC_"));
    expect(durc).toBeDefined();
    if (durc) {
      const pdf = await PDFDocument.load(await readFile(storage.pathOf(durc)));
      expect(pdf.getTitle()).toBe("DURC - Documento Unico di Regolarità Contributiva");
      expect(pdf.getPageCount()).toBe(1);
    }
  });
});
