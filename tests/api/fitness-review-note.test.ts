// A fitness certificate keeps the supplier's note and the customer's apart, as a required document does: the
// supplier's note survives a rejection, the reason is the reviewer's own, a new file takes the old reason away.
// Also the review inside a caller's transaction: a bulk
// approval of items of different kinds is all or nothing. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFitnessCertificateService } from "../../server/modules/workers/fitness-certificates.service";
import { createRequiredItems } from "../../server/modules/required-items/required-items";
import type { Viewer } from "../../server/viewer";
import { createCustomer, createSupplier, createUser } from "../fixtures/auth-users";
import { incomingFileOf, samplePdf } from "../fixtures/files";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

describe.each(databaseKinds)("nota del fornitore e nota del committente sulle idoneità (%s)", (kind) => {
  let t: TestApp;
  let fitness: ReturnType<typeof createFitnessCertificateService>;
  let supplier: Viewer;
  let reviewer: Viewer;
  const ids = { certificate: 0, other: 0, requiredDocument: 0 };
  const row = (id: number) => t.deps.prisma.procurementWorkerAttachment.findUniqueOrThrow({ where: { id }, select: { note: true, reviewNote: true, approval: true } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    fitness = createFitnessCertificateService(t.deps);
    const db = t.deps.prisma;
    const customer = await createCustomer(db, "Acciaierie Emiliane Spa");
    const alfa = await createSupplier(db, { companyName: "Alfa Costruzioni Srl" });
    const procurement = await db.procurement.create({ data: { customerId: customer.id, label: "APP-2026-07 Forni" } });
    await db.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: alfa.id } });
    const worker = await db.supplierWorker.create({ data: { supplierId: alfa.id, firstName: "Mario", lastName: "Rossi", sex: "M" } });
    const pivot = await db.procurementWorker.create({ data: { procurementId: procurement.id, supplierId: alfa.id, supplierWorkerId: worker.id } });
    const ido = await db.workerDocumentCategory.create({ data: { code: "IDO", label: "Idoneità sanitaria alla mansione" } });
    const quota = await db.workerDocumentCategory.create({ data: { code: "QUOTA", label: "Attestato lavori in quota" } });
    ids.certificate = (await db.procurementWorkerAttachment.create({ data: { procurementWorkerId: pivot.id, categoryId: ido.id } })).id;
    ids.other = (await db.procurementWorkerAttachment.create({ data: { procurementWorkerId: pivot.id, categoryId: quota.id } })).id;
    const category = await db.supplierDocumentCategory.create({ data: { code: "DURC", label: "DURC" } });
    ids.requiredDocument = (await db.procurementSupplierAttachment.create({ data: { procurementId: procurement.id, supplierId: alfa.id, categoryId: category.id } })).id;
    const user = async (email: string, data: { kind: "SUPPLIER" | "CUSTOMER"; supplierId?: number; customerId?: number; userLevel: number }): Promise<Viewer> => {
      const created = await createUser(db, { email, ...data });
      return { userId: created.id, kind: data.kind, email, userLevel: data.userLevel, supplierId: data.supplierId ?? null, customerId: data.customerId ?? null, workerId: null };
    };
    supplier = await user("alfa5@esempio.it", { kind: "SUPPLIER", supplierId: alfa.id, userLevel: 5 });
    reviewer = await user("committente3@esempio.it", { kind: "CUSTOMER", customerId: customer.id, userLevel: 3 });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("la nota del fornitore sopravvive al rifiuto; un nuovo file toglie il motivo del rifiuto", async () => {
    await fitness.uploadCertificate(supplier, { id: ids.certificate, attachmentName: "Giudizio 2026", note: "Visita del 3 marzo", file: incomingFileOf("giudizio.pdf", await samplePdf("giudizio")) });
    await fitness.reviewCertificate(reviewer, { id: ids.certificate, approval: "REJECTED", note: "Firma del medico mancante" });
    expect(await row(ids.certificate)).toEqual({ note: "Visita del 3 marzo", reviewNote: "Firma del medico mancante", approval: "REJECTED" });

    // A rejection re-sent without a note keeps its reason; an approval without a file is refused.
    await fitness.reviewCertificate(reviewer, { id: ids.certificate, approval: "REJECTED" });
    expect((await row(ids.certificate)).reviewNote).toBe("Firma del medico mancante");

    await fitness.uploadCertificate(supplier, { id: ids.certificate, attachmentName: "Giudizio 2026 firmato", file: incomingFileOf("giudizio2.pdf", await samplePdf("firmato")) });
    expect(await row(ids.certificate)).toEqual({ note: "Visita del 3 marzo", reviewNote: null, approval: "PENDING" });
  });

  it("reviewWithin: più elementi di tipi diversi nella stessa transazione, tutto o niente", async () => {
    const items = createRequiredItems(t.deps);
    // The required document has no file: its approval is refused, and the certificate's approval goes with it.
    const refused = await t.deps.prisma
      .$transaction(async (tx) => {
        await items.reviewWithin(tx, reviewer, "fitnessCertificate", ids.certificate, { approval: "APPROVED" });
        await items.reviewWithin(tx, reviewer, "requiredDocument", ids.requiredDocument, { approval: "APPROVED" });
      })
      .then(() => null, (error: unknown) => error as { fieldErrors?: Record<string, string[]> });
    expect(refused?.fieldErrors).toEqual({ approval: ["Impossibile approvare: per questo documento non è stato caricato alcun file"] });
    expect((await row(ids.certificate)).approval).toBe("PENDING");

    await t.deps.prisma.$transaction(async (tx) => {
      await items.reviewWithin(tx, reviewer, "fitnessCertificate", ids.certificate, { approval: "APPROVED" });
      await items.reviewWithin(tx, reviewer, "requiredDocument", ids.requiredDocument, { active: false });
    });
    expect((await row(ids.certificate)).approval).toBe("APPROVED");
    expect((await t.deps.prisma.procurementSupplierAttachment.findUniqueOrThrow({ where: { id: ids.requiredDocument } })).active).toBe(false);
    // The supplier may not review, inside a transaction either.
    await expect(t.deps.prisma.$transaction((tx) => items.reviewWithin(tx, supplier, "fitnessCertificate", ids.other, { approval: "REJECTED", reviewNote: "No" }))).rejects.toMatchObject({ name: "ForbiddenError" });
  });
});
