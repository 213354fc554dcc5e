// Workers on a procurement and their fitness certificates, through the service functions both facades call:
// the required categories from the flags, assigning existing and new workers (with the import of the worker's
// own file), editing with task propagation, flags on and off, removing the association, the participation
// decision, the certificate calls with the health-data rule, the compliance lights and the audit trail, and
// bad input refused with an Italian message and nothing stored. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFitnessCertificateService } from "../../server/modules/workers/fitness-certificates.service";
import { createProcurementWorkerService } from "../../server/modules/workers/procurement-workers.service";
import { createTrafficLightLoaders } from "../../server/modules/documents/traffic-lights";
import type { Viewer } from "../../server/viewer";
import { createCustomer, createSupplier, createUser } from "../fixtures/auth-users";
import { filesUnder, incomingFileOf, samplePdf, SAMPLE_PNG } from "../fixtures/files";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

type Actor = "alfa1" | "alfa3" | "alfa5" | "beta5" | "customer1" | "customer3" | "customer5" | "special3";

async function rejection(promise: Promise<unknown>): Promise<{ name: string; message: string; fieldErrors?: Record<string, string[]> }> {
  try {
    await promise;
  } catch (error) {
    return error as { name: string; message: string; fieldErrors?: Record<string, string[]> };
  }
  throw new Error("La chiamata doveva essere rifiutata");
}

describe.each(databaseKinds)("lavoratori dell'appalto e idoneità (%s)", (kind) => {
  let t: TestApp;
  let workers: ReturnType<typeof createProcurementWorkerService>;
  let fitness: ReturnType<typeof createFitnessCertificateService>;
  const viewers = {} as Record<Actor, Viewer>;
  const ids = { procurement: 0, special: 0, alfa: 0, beta: 0, mario: 0, luigi: 0, anna: 0, betaWorker: 0, marioOwnIdo: 0 };

  const prisma = () => t.deps.prisma;
  const auditCount = () => prisma().auditRecord.count();
  const storedFiles = async () => (await filesUnder(t.deps.config.storageDir)).length;
  const pivotOf = (workerId: number, procurementId = ids.procurement) =>
    prisma().procurementWorker.findUniqueOrThrow({ where: { procurementId_supplierWorkerId: { procurementId, supplierWorkerId: workerId } } });
  const certificatesOf = async (workerId: number, procurementId = ids.procurement) =>
    (
      await prisma().procurementWorkerAttachment.findMany({
        where: { procurementWorker: { procurementId, supplierWorkerId: workerId } },
        select: { id: true, active: true, approval: true, mediaId: true, note: true, category: { select: { code: true } } },
        orderBy: { id: "asc" },
      })
    ).map((row) => ({ ...row, code: row.category.code }));

  beforeAll(async () => {
    t = await createTestApp(kind);
    workers = createProcurementWorkerService(t.deps);
    fitness = createFitnessCertificateService(t.deps);
    const db = prisma();
    const customer = await createCustomer(db, "Acciaierie Emiliane Spa");
    const special = await db.customer.create({ data: { id: 3336, companyName: "Committente speciale Spa" } });
    const alfa = await createSupplier(db, { companyName: "Alfa Costruzioni Srl" });
    const beta = await createSupplier(db, { companyName: "Beta Impianti Srl" });
    const procurement = await db.procurement.create({ data: { customerId: customer.id, label: "APP-2026-01 Manutenzione forni", workerMandatoryDocumentCategories: ["IDO"] } });
    const specialProcurement = await db.procurement.create({ data: { customerId: special.id, label: "APP-3336 Pulizie" } });
    for (const [procurementId, supplierId] of [[procurement.id, alfa.id], [procurement.id, beta.id], [specialProcurement.id, alfa.id]] as const) {
      await db.procurementSupplier.create({ data: { procurementId, supplierId } });
    }
    await db.workerDocumentCategory.createMany({
      data: [
        { code: "IDO", label: "Idoneità sanitaria alla mansione", isStandard: true },
        { code: "FORM_GEN", label: "Formazione generale lavoratori", isStandard: true },
        { code: "PREP", label: "Attestato formazione preposti", requiredByFlag: "chiefWorker" },
        { code: "QUOTA", label: "Attestato lavori in quota", requiredByFlag: "workAtHeight" },
        { code: "CARR", label: "Abilitazione carrelli elevatori", requiredByFlag: "forklifts" },
        { code: "CONF", label: "Attestato spazi confinati", requiredByFlag: "confinedSpaces" },
      ],
    });
    const worker = (supplierId: number, firstName: string, lastName: string, job: string) =>
      db.supplierWorker.create({ data: { supplierId, firstName, lastName, sex: "M", job } });
    ids.procurement = procurement.id;
    ids.special = specialProcurement.id;
    ids.alfa = alfa.id;
    ids.beta = beta.id;
    ids.mario = (await worker(alfa.id, "Mario", "Rossi", "Muratore")).id;
    ids.luigi = (await worker(alfa.id, "Luigi", "Bianchi", "Muratore")).id;
    ids.anna = (await worker(alfa.id, "Anna", "Verdi", "Elettricista")).id;
    ids.betaWorker = (await worker(beta.id, "Paolo", "Neri", "Idraulico")).id;
    const ido = await db.workerDocumentCategory.findFirstOrThrow({ where: { code: "IDO", customerId: null } });
    const written = await t.deps.storage.writeNew("supplier-worker-attachments", "pdf", await samplePdf("Idoneità Mario Rossi"));
    const media = await db.media.create({
      data: { directory: "supplier-worker-attachments", storedName: written.storedName, extension: "pdf", originalName: "idoneita_rossi.pdf", mimeType: "application/pdf", sizeBytes: written.sizeBytes, sha256: written.sha256 },
    });
    ids.marioOwnIdo = (
      await db.supplierWorkerAttachment.create({
        data: { supplierWorkerId: ids.mario, categoryId: ido.id, attachmentFilename: "Idoneità Rossi 2026", documentDate: new Date("2026-01-10T00:00:00Z"), documentExpirationDate: new Date("2027-01-10T00:00:00Z"), mediaId: media.id },
      })
    ).id;
    const user = async (name: Actor, data: { kind: "SUPPLIER" | "CUSTOMER"; supplierId?: number; customerId?: number; userLevel: number }) => {
      const row = await createUser(db, { email: `${name}@esempio.it`, ...data });
      viewers[name] = { userId: row.id, kind: data.kind, email: row.email, userLevel: data.userLevel, supplierId: data.supplierId ?? null, customerId: data.customerId ?? null, workerId: null };
    };
    await user("alfa1", { kind: "SUPPLIER", supplierId: alfa.id, userLevel: 1 });
    await user("alfa3", { kind: "SUPPLIER", supplierId: alfa.id, userLevel: 3 });
    await user("alfa5", { kind: "SUPPLIER", supplierId: alfa.id, userLevel: 5 });
    await user("beta5", { kind: "SUPPLIER", supplierId: beta.id, userLevel: 5 });
    await user("customer1", { kind: "CUSTOMER", customerId: customer.id, userLevel: 1 });
    await user("customer3", { kind: "CUSTOMER", customerId: customer.id, userLevel: 3 });
    await user("customer5", { kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    await user("special3", { kind: "CUSTOMER", customerId: special.id, userLevel: 3 });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("getRelativeDocument: le idoneità dell'appalto più quelle richieste dalle qualifiche", async () => {
    const codes = async (flags: Record<string, unknown>) => (await workers.relativeDocuments(viewers.alfa1, { procurementId: ids.procurement, ...flags })).map((c) => c.code);
    expect(await codes({})).toEqual(["IDO"]);
    expect(await codes({ workAtHeight: 1, forklifts: "1" })).toEqual(["CARR", "QUOTA", "IDO"]);
    expect(await codes({ workAtHeight: true, chiefWorker: 0 })).toEqual(["QUOTA", "IDO"]);
  });

  it("associa lavoratori esistenti e uno nuovo, con i requisiti e l'importazione del file del lavoratore", async () => {
    const auditBefore = await auditCount();
    const saved = await workers.assignWorkers(viewers.alfa3, {
      procurementId: ids.procurement,
      selectedWorkers: [ids.mario, ids.luigi],
      addNewWorker: 1,
      newWorker: { firstName: "Giulia", lastName: "Gallo", sex: "F", resigned: 0, job: "Carrellista" },
      job: "Manutenzione forni",
      forklifts: 1,
      workAtHeight: 1,
      importFromSupplierDocumentation: 1,
    });
    expect(saved).toHaveLength(3);
    const mario = await certificatesOf(ids.mario);
    expect(mario.map((c) => c.code).sort()).toEqual(["CARR", "IDO", "QUOTA"]);
    // Mario's own IDO file is brought in, waiting for approval; the rest is missing.
    expect(mario.find((c) => c.code === "IDO")).toMatchObject({ mediaId: expect.any(Number), approval: "PENDING", active: true });
    expect(mario.find((c) => c.code === "QUOTA")?.mediaId).toBeNull();
    expect((await certificatesOf(ids.luigi)).every((c) => c.mediaId === null)).toBe(true);
    const giulia = await prisma().supplierWorker.findFirstOrThrow({ where: { firstName: "Giulia", supplierId: ids.alfa } });
    expect((await pivotOf(giulia.id)).forklifts).toBe(true);
    // One record for the new worker, one per assignment.
    expect(await auditCount()).toBe(auditBefore + 4);
  });

  it("rifiuta input non valido con un messaggio in italiano e senza salvare nulla", async () => {
    const pivots = await prisma().procurementWorker.count();
    const workersCount = await prisma().supplierWorker.count();
    const audits = await auditCount();
    const other = await rejection(workers.assignWorkers(viewers.alfa3, { procurementId: ids.procurement, selectedWorkers: [ids.anna, ids.betaWorker] }));
    expect(other.fieldErrors?.selectedWorkers).toEqual(["Il lavoratore selezionato non appartiene a questo fornitore"]);
    const none = await rejection(workers.assignWorkers(viewers.alfa3, { procurementId: ids.procurement, selectedWorkers: [] }));
    expect(none.fieldErrors?.selectedWorkers).toEqual(['Selezionare almeno un lavoratore oppure scegliere "Crea nuovo"']);
    const special = await rejection(workers.assignWorkers(viewers.alfa3, { procurementId: ids.special, selectedWorkers: [ids.anna], chiefWorker: 1, loneWork: "1" }));
    expect(special.fieldErrors).toEqual({
      chiefWorker: ['La qualifica "Preposto" non è prevista per i lavoratori di questo committente'],
      loneWork: ['La qualifica "Lavoro isolato" non è prevista per i lavoratori di questo committente'],
    });
    const again = await rejection(workers.assignWorkers(viewers.alfa3, { procurementId: ids.procurement, selectedWorkers: [ids.mario] }));
    expect(again.fieldErrors?.selectedWorkers).toEqual(["Il lavoratore Mario Rossi è già associato a questo appalto"]);
    const badNew = await rejection(workers.assignWorkers(viewers.alfa3, { procurementId: ids.procurement, addNewWorker: true, newWorker: { firstName: "X", lastName: "Y", sex: "M", resigned: 0, fiscalCode: "ABC" } }));
    expect(badNew.name).toBe("ValidationError");
    const flag = await rejection(workers.assignWorkers(viewers.alfa3, { procurementId: ids.procurement, selectedWorkers: [ids.anna], forklifts: "forse" }));
    expect(flag.fieldErrors?.forklifts).toEqual(["Valore non valido: indicare 0 o 1"]);
    expect(await prisma().procurementWorker.count()).toBe(pivots);
    expect(await prisma().supplierWorker.count()).toBe(workersCount);
    expect(await auditCount()).toBe(audits);
  });

  it("il committente 3336 può associare lavoratori con le qualifiche ammesse", async () => {
    await workers.assignWorkers(viewers.alfa3, { procurementId: ids.special, selectedWorkers: [ids.anna], confinedSpaces: 1, chiefWorker: 0 });
    expect((await certificatesOf(ids.anna, ids.special)).map((c) => c.code)).toEqual(["CONF"]);
  });

  it("solo il fornitore dal livello 3 associa e modifica; il livello 5 rimuove", async () => {
    expect((await rejection(workers.assignWorkers(viewers.alfa1, { procurementId: ids.procurement, selectedWorkers: [ids.anna] }))).name).toBe("ForbiddenError");
    expect((await rejection(workers.assignWorkers(viewers.customer5, { procurementId: ids.procurement, supplierId: ids.alfa, selectedWorkers: [ids.anna] }))).name).toBe("ForbiddenError");
    expect((await rejection(workers.assignWorkers(viewers.beta5, { procurementId: ids.procurement, supplierId: ids.alfa, selectedWorkers: [ids.anna] }))).name).toBe("NotFoundError");
    expect((await rejection(workers.assignWorkers(viewers.alfa3, { procurementId: 999999, selectedWorkers: [ids.anna] }))).name).toBe("NotFoundError");
    expect((await rejection(workers.editAssignment(viewers.beta5, { procurementId: ids.procurement, workerId: ids.mario, job: "x" }))).name).toBe("NotFoundError");
    const pivot = await pivotOf(ids.mario);
    expect((await rejection(workers.removeAssignment(viewers.alfa3, { id: pivot.id }))).name).toBe("ForbiddenError");
    expect((await rejection(workers.reviewParticipation(viewers.alfa5, { id: pivot.id, approval: "APPROVED" }))).name).toBe("ForbiddenError");
    expect((await rejection(workers.reviewParticipation(viewers.special3, { id: pivot.id, approval: "APPROVED" }))).name).toBe("NotFoundError");
    expect((await rejection(workers.reviewParticipation(viewers.customer1, { id: pivot.id, approval: "APPROVED" }))).name).toBe("ForbiddenError");
  });

  it("modifica: qualifiche attivate aggiungono requisiti, disattivate li rendono non obbligatori senza cancellare", async () => {
    await workers.editAssignment(viewers.alfa3, { procurementId: ids.procurement, workerId: ids.mario, workAtHeight: 0, chiefWorker: 1 });
    const mario = await certificatesOf(ids.mario);
    expect(Object.fromEntries(mario.map((c) => [c.code, c.active]))).toEqual({ CARR: true, IDO: true, QUOTA: false, PREP: true });
    // The imported IDO file is still there: switching flags never deletes an upload.
    expect(mario.find((c) => c.code === "IDO")?.mediaId).not.toBeNull();
    // Switching the flag back on makes the same row mandatory again: no duplicate.
    await workers.editAssignment(viewers.alfa3, { procurementId: ids.procurement, workerId: ids.mario, workAtHeight: 1 });
    const again = await certificatesOf(ids.mario);
    expect(again.filter((c) => c.code === "QUOTA")).toEqual([expect.objectContaining({ active: true })]);
    expect(again).toHaveLength(4);
  });

  it("workerpropagate: la mansione cambia per il solo lavoratore o per tutti quelli con la stessa mansione", async () => {
    await workers.editAssignment(viewers.alfa3, { procurementId: ids.procurement, workerId: ids.luigi, job: "Saldatore" });
    expect((await pivotOf(ids.luigi)).job).toBe("Saldatore");
    expect((await pivotOf(ids.mario)).job).toBe("Manutenzione forni");
    await workers.editAssignment(viewers.alfa3, { procurementId: ids.procurement, workerId: ids.mario, job: "Manutentore forni", propagate: 1, chiefWorker: 0 });
    expect((await pivotOf(ids.mario)).job).toBe("Manutentore forni");
    const giulia = await prisma().supplierWorker.findFirstOrThrow({ where: { firstName: "Giulia" } });
    expect((await pivotOf(giulia.id)).job).toBe("Manutentore forni");
    expect((await pivotOf(ids.luigi)).job).toBe("Saldatore");
  });

  it("approvazione della partecipazione sulla scala In corso / Approvata / con prescrizioni / Respinta", async () => {
    const pivot = await pivotOf(ids.luigi);
    const missing = await rejection(workers.reviewParticipation(viewers.customer3, { id: pivot.id, approval: "APPROVED_WITH_PRESCRIPTIONS" }));
    expect(missing.fieldErrors?.note).toEqual(["Indicare le prescrizioni"]);
    const reason = await rejection(workers.reviewParticipation(viewers.customer3, { id: pivot.id, approval: "REJECTED", note: " " }));
    expect(reason.fieldErrors?.note).toEqual(["Indicare il motivo del rifiuto"]);
    await workers.reviewParticipation(viewers.customer3, { id: pivot.id, approval: "APPROVED_WITH_PRESCRIPTIONS", note: "Solo in affiancamento al preposto" });
    expect(await pivotOf(ids.luigi)).toMatchObject({ approval: "APPROVED_WITH_PRESCRIPTIONS", approvalNote: "Solo in affiancamento al preposto", reviewedById: viewers.customer3.userId });
    const audit = await prisma().auditRecord.findFirstOrThrow({ where: { action: "procurementWorker.reviewed", entityId: String(pivot.id) } });
    expect(audit.actorUserId).toBe(viewers.customer3.userId);
  });

  it("idoneità: caricamento, approvazione e rifiuto, con il semaforo del lavoratore e dell'appalto", async () => {
    const lights = () => createTrafficLightLoaders(t.deps, viewers.customer3);
    expect(await lights().supplierLight(ids.procurement, ids.alfa)).toBe("RED");
    const quota = (await certificatesOf(ids.mario)).find((c) => c.code === "QUOTA");
    if (!quota) throw new Error("QUOTA mancante");
    const bad = await rejection(fitness.uploadCertificate(viewers.alfa1, { id: quota.id, attachmentName: "Attestato quota", file: incomingFileOf("attestato.pdf", SAMPLE_PNG) }));
    expect(bad.fieldErrors?.file).toEqual(["Il contenuto del file non corrisponde al tipo PDF dichiarato"]);
    const date = await rejection(fitness.uploadCertificate(viewers.alfa1, { id: quota.id, attachmentName: "Attestato quota", documentDate: "10/01/2026", file: incomingFileOf("attestato.pdf", await samplePdf()) }));
    expect(date.fieldErrors?.documentDate).toEqual(["Data non valida: usare il formato AAAA-MM-GG"]);
    const filesBefore = await storedFiles();
    await fitness.uploadCertificate(viewers.alfa1, { id: quota.id, attachmentName: "Attestato quota", documentDate: "2026-01-10", file: incomingFileOf("attestato.pdf", await samplePdf("quota")) });
    expect(await storedFiles()).toBe(filesBefore + 1);
    expect((await rejection(fitness.reviewCertificate(viewers.alfa5, { id: quota.id, approval: "APPROVED" }))).name).toBe("ForbiddenError");
    const noReason = await rejection(fitness.reviewCertificate(viewers.customer3, { id: quota.id, approval: "REJECTED" }));
    expect(noReason.fieldErrors?.note).toEqual(["Indicare il motivo del rifiuto"]);
    await fitness.reviewCertificate(viewers.customer3, { id: quota.id, approval: "REJECTED", note: "Attestato scaduto" });
    const rows = await fitness.listCertificates(viewers.customer3, { procurementId: ids.procurement, workerId: ids.mario });
    const compliance = fitness.workerCompliance(rows);
    expect(compliance.trafficLight).toBe("RED");
    expect(compliance.problems).toEqual(expect.arrayContaining([{ code: "QUOTA", label: "Attestato lavori in quota", state: "REJECTED" }]));
    // Everything of Mario in order: the other certificates approved, the rejected one re-uploaded and approved.
    // The rejected file is health data a level-1 user may not open: only those who may open it write over it.
    const unseen = await rejection(fitness.uploadCertificate(viewers.alfa1, { id: quota.id, attachmentName: "Attestato quota", file: incomingFileOf("attestato2.pdf", await samplePdf("quota 2")) }));
    expect(unseen).toMatchObject({ name: "ForbiddenError", message: "Serve il livello utente 5 o superiore" });
    await fitness.uploadCertificate(viewers.alfa5, { id: quota.id, attachmentName: "Attestato quota", file: incomingFileOf("attestato2.pdf", await samplePdf("quota 2")) });
    for (const row of await certificatesOf(ids.mario)) {
      if (!row.active) continue;
      if (row.mediaId === null) await fitness.uploadCertificate(viewers.alfa1, { id: row.id, attachmentName: row.code, file: incomingFileOf(`${row.code}.pdf`, await samplePdf(row.code)) });
      await fitness.reviewCertificate(viewers.customer3, { id: row.id, approval: "APPROVED" });
    }
    const after = fitness.workerCompliance(await fitness.listCertificates(viewers.alfa1, { procurementId: ids.procurement, workerId: ids.mario }));
    expect(after).toEqual({ trafficLight: "GREEN", problems: [] });
    // Luigi and Giulia still miss theirs: the supplier stays red.
    expect(await lights().supplierLight(ids.procurement, ids.alfa)).toBe("RED");
    expect(await lights().procurementLight(ids.procurement)).toBe("RED");
  });

  it("il file dell'idoneità si apre solo per il livello 5 del fornitore e per i revisori del committente", async () => {
    const ido = (await certificatesOf(ids.mario)).find((c) => c.code === "IDO");
    if (!ido) throw new Error("IDO mancante");
    expect((await fitness.certificateMedia(viewers.alfa5, { id: ido.id }))?.id).toBe(ido.mediaId);
    expect((await fitness.certificateMedia(viewers.customer3, { id: ido.id }))?.id).toBe(ido.mediaId);
    expect((await rejection(fitness.certificateMedia(viewers.alfa3, { id: ido.id }))).name).toBe("ForbiddenError");
    expect((await rejection(fitness.certificateMedia(viewers.customer1, { id: ido.id }))).name).toBe("ForbiddenError");
    expect((await rejection(fitness.certificateMedia(viewers.beta5, { id: ido.id }))).name).toBe("NotFoundError");
    expect((await rejection(fitness.certificateMedia(viewers.special3, { id: ido.id }))).name).toBe("NotFoundError");
    // The rest of the row stays visible to a level-1 user.
    expect((await fitness.listCertificates(viewers.alfa1, { procurementId: ids.procurement, workerId: ids.mario })).length).toBe(4);
  });

  it("aggiunta, importazione delle categorie standard, corrispondenza ed eliminazione", async () => {
    const unknown = await rejection(fitness.addCategories(viewers.alfa3, { procurementId: ids.procurement, workerId: ids.luigi, categories: ["XYZ"] }));
    expect(unknown.fieldErrors?.categories).toEqual(["Categoria di idoneità sconosciuta: XYZ"]);
    const categories = await fitness.categories(viewers.alfa3, { procurementId: ids.procurement, workerId: ids.luigi });
    const standard = categories.filter((c) => c.isStandard);
    expect(standard.map((c) => [c.code, c.alreadyPresent])).toEqual([["FORM_GEN", false], ["IDO", true]]);
    const created = await fitness.addCategories(viewers.alfa3, { procurementId: ids.procurement, workerId: ids.luigi, categories: standard.map((c) => c.code) });
    expect(created).toHaveLength(1);
    // Match of the worker's own file, and import of it as a new certificate.
    const matches = await fitness.matchingWorkerDocumentation(viewers.alfa1, { workerId: ids.mario, categoryCode: "IDO" });
    expect(matches.map((m) => m.id)).toEqual([ids.marioOwnIdo]);
    expect((await rejection(fitness.matchingWorkerDocumentation(viewers.beta5, { workerId: ids.mario, categoryCode: "IDO" }))).name).toBe("NotFoundError");
    const wrongWorker = await rejection(fitness.addCertificate(viewers.alfa1, { procurementId: ids.procurement, workerId: ids.luigi, categoryCode: "CONF", supplierWorkerAttachmentId: ids.marioOwnIdo }));
    expect(wrongWorker.message).toBe("Documento del lavoratore non trovato");
    // Deleting: without a file and not required, the row goes; with a file, only the file goes (level 5).
    const formGen = (await certificatesOf(ids.luigi)).find((c) => c.code === "FORM_GEN");
    if (!formGen) throw new Error("FORM_GEN mancante");
    expect((await rejection(fitness.deleteCertificate(viewers.alfa3, { id: formGen.id }))).name).toBe("ForbiddenError");
    await fitness.deleteCertificate(viewers.alfa5, { id: formGen.id });
    expect((await certificatesOf(ids.luigi)).some((c) => c.code === "FORM_GEN")).toBe(false);
    const luigiIdo = (await certificatesOf(ids.luigi)).find((c) => c.code === "IDO");
    if (!luigiIdo) throw new Error("IDO mancante");
    const required = await rejection(fitness.deleteCertificate(viewers.alfa5, { id: luigiIdo.id }));
    expect(required.fieldErrors?.id).toEqual(["Impossibile eliminare: l'idoneità è richiesta dalle qualifiche del lavoratore o dall'appalto e non ha un file da eliminare"]);
    const marioIdo = (await certificatesOf(ids.mario)).find((c) => c.code === "IDO");
    if (!marioIdo?.mediaId) throw new Error("IDO di Mario senza file");
    await fitness.deleteCertificate(viewers.customer5, { id: marioIdo.id });
    expect((await certificatesOf(ids.mario)).find((c) => c.code === "IDO")).toMatchObject({ mediaId: null, approval: "PENDING" });
    expect(await prisma().media.count({ where: { id: marioIdo.mediaId } })).toBe(1);
  });

  it("aggiunta importando il file del lavoratore: la scadenza del file non può precedere la data data a mano", async () => {
    const conf = await prisma().workerDocumentCategory.findFirstOrThrow({ where: { code: "CONF", customerId: null } });
    const own = await prisma().supplierWorkerAttachment.findUniqueOrThrow({ where: { id: ids.marioOwnIdo } });
    // Mario's own CONF file: dated 10/01/2026, expiring 10/01/2027.
    const file = await prisma().supplierWorkerAttachment.create({
      data: { supplierWorkerId: ids.mario, categoryId: conf.id, attachmentFilename: "Consegna DPI Rossi", documentDate: new Date("2026-01-10T00:00:00Z"), documentExpirationDate: new Date("2027-01-10T00:00:00Z"), mediaId: own.mediaId },
    });
    const before = await certificatesOf(ids.mario);
    const auditBefore = await auditCount();
    const add = (documentDate: string) =>
      fitness.addCertificate(viewers.alfa1, { procurementId: ids.procurement, workerId: ids.mario, categoryCode: "CONF", supplierWorkerAttachmentId: file.id, documentDate });
    // A date typed by hand after the file's expiry: refused, nothing stored.
    const refused = await rejection(add("2027-06-01"));
    expect(refused.fieldErrors?.documentExpirationDate).toEqual(["La data di scadenza non può precedere la data del documento"]);
    expect(await certificatesOf(ids.mario)).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
    // A date before it: the certificate takes the typed date and the file's expiry.
    await add("2026-02-01");
    const added = (await certificatesOf(ids.mario)).find((c) => c.code === "CONF");
    expect(added).toMatchObject({ mediaId: own.mediaId, approval: "PENDING" });
    const row = await prisma().procurementWorkerAttachment.findFirstOrThrow({ where: { procurementWorker: { supplierWorkerId: ids.mario }, categoryId: conf.id } });
    expect([row.documentDate?.toISOString().slice(0, 10), row.documentExpirationDate?.toISOString().slice(0, 10)]).toEqual(["2026-02-01", "2027-01-10"]);
  });

  it("rimozione dell'associazione: il lavoratore resta, i file e la traccia restano", async () => {
    const pivot = await pivotOf(ids.mario);
    const media = (await certificatesOf(ids.mario)).flatMap((c) => (c.mediaId ? [c.mediaId] : []));
    expect(media.length).toBeGreaterThan(0);
    await workers.removeAssignment(viewers.alfa5, { id: pivot.id });
    expect(await prisma().procurementWorker.count({ where: { id: pivot.id } })).toBe(0);
    expect(await prisma().supplierWorker.count({ where: { id: ids.mario } })).toBe(1);
    expect(await prisma().media.count({ where: { id: { in: media } } })).toBe(media.length);
    const audits = await prisma().auditRecord.findMany({ where: { entityType: "ProcurementWorker", entityId: String(pivot.id) }, orderBy: { id: "asc" } });
    expect(audits.map((a) => a.action)).toEqual(["procurementWorker.assigned", "procurementWorker.edited", "procurementWorker.edited", "procurementWorker.edited", "procurementWorker.removed"]);
  });
});
