// The REST facade of the procurement's supplier documents (spec section 7): category options, the category
// match (both paths), the multipart upload with import, toggle and approval with the spec's 0/1/2, delete and
// the downloads, with their snake_case shapes and the 422 maps named as the request named its fields.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { filesUnder, SAMPLE_EXECUTABLE, samplePdf } from "../fixtures/files";
import { bearer, restForm, restJson } from "../fixtures/supplier-home";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
// Dates around today, so the states do not depend on when the tests run.
const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const ISSUED = isoIn(-10);
const EXPIRES = isoIn(100);
const UPLOAD_PATH = "/api/cs/procurementsupplierattachments/upload/file";
type Actor = "alfa1" | "alfa5" | "beta5" | "customer3";

describe.each(databaseKinds)("documenti richiesti: facciata REST (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string>;
  const ids = { procurement: 0, alfa: 0, beta: 0, durc: 0, pos: 0, ac: 0, betaDurc: 0, alfaDurcDoc: 0, alfaDurcMedia: 0 };
  const prisma = () => t.deps.prisma;

  async function storedPdf(directory: "supplier-attachments" | "procurement-default-documents", originalName: string) {
    const written = await t.deps.storage.writeNew(directory, "pdf", await samplePdf(originalName));
    return prisma().media.create({
      data: { directory, storedName: written.storedName, extension: "pdf", originalName, mimeType: "application/pdf", sizeBytes: written.sizeBytes, sha256: written.sha256 },
    });
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = prisma();
    const customer = await createCustomer(db, "Acciaierie Emiliane Spa");
    const alfa = await createSupplier(db, { companyName: "Alfa Costruzioni Srl" });
    const beta = await createSupplier(db, { companyName: "Beta Impianti Srl" });
    const procurement = await db.procurement.create({ data: { customerId: customer.id, label: "APP-2026-01" } });
    await db.procurementSupplier.createMany({ data: [{ procurementId: procurement.id, supplierId: alfa.id }, { procurementId: procurement.id, supplierId: beta.id }] });
    const durc = await db.supplierDocumentCategory.create({ data: { code: "DURC", label: "DURC", supplierAttachmentType: 1 } });
    const pos = await db.supplierDocumentCategory.create({ data: { code: "POS", label: "Piano Operativo di Sicurezza" } });
    const ac = await db.supplierDocumentCategory.create({ data: { code: "AC", label: "Autocertificazione" } });
    const defaultMedia = await storedPdf("procurement-default-documents", "Modello DURC.pdf");
    const requirement = async (supplierId: number, categoryId: number, defaultMediaId?: number) =>
      (await db.procurementSupplierAttachment.create({ data: { procurementId: procurement.id, supplierId, categoryId, defaultMediaId } })).id;
    const alfaDurcMedia = await storedPdf("supplier-attachments", "DURC aziendale.pdf");
    const alfaDurcDoc = await db.supplierAttachment.create({
      data: { supplierId: alfa.id, attachmentType: 1, attachmentFilename: "DURC aziendale", documentDate: day(ISSUED), documentExpirationDate: day(EXPIRES), mediaId: alfaDurcMedia.id },
    });
    Object.assign(ids, {
      procurement: procurement.id, alfa: alfa.id, beta: beta.id,
      durc: await requirement(alfa.id, durc.id, defaultMedia.id), pos: await requirement(alfa.id, pos.id), ac: await requirement(alfa.id, ac.id),
      betaDurc: await requirement(beta.id, durc.id), alfaDurcDoc: alfaDurcDoc.id, alfaDurcMedia: alfaDurcMedia.id,
    });
    const emails: Record<Actor, string> = { alfa1: "segreteria@alfa.it", alfa5: "titolare@alfa.it", beta5: "titolare@beta.it", customer3: "hse@acciaierie.it" };
    await createUser(db, { email: emails.alfa1, kind: "SUPPLIER", supplierId: alfa.id, userLevel: 1 });
    await createUser(db, { email: emails.alfa5, kind: "SUPPLIER", supplierId: alfa.id, userLevel: 5 });
    await createUser(db, { email: emails.beta5, kind: "SUPPLIER", supplierId: beta.id, userLevel: 5 });
    await createUser(db, { email: emails.customer3, kind: "CUSTOMER", customerId: customer.id, userLevel: 3 });
    for (const actor of Object.keys(emails) as Actor[]) tokens[actor] = await restLogin(t, emails[actor]);
  });
  afterAll(async () => t?.close());

  const pdf = async (name = "durc.pdf") => ({ field: "file", part: { name, bytes: await samplePdf(name), type: "application/pdf" } });
  const uploadFields = (psaId: number, extra: Record<string, string | number> = {}) => ({
    name: "durc.pdf", procurement_id: ids.procurement, psa_id: psaId, attachment_filename: "DURC marzo",
    document_date: ISSUED, document_expiration_date: EXPIRES, import_from_supplier_documentation: 0, supplier_attachment_id: "", note: "", ...extra,
  });
  const untouched = async () => ({
    rows: await prisma().procurementSupplierAttachment.findMany({ orderBy: { id: "asc" } }),
    media: await prisma().media.count(),
    audits: await prisma().auditRecord.count({ where: { entityType: "ProcurementSupplierAttachment" } }),
    files: await filesUnder(t.deps.config.storageDir),
  });

  it("cs/supplierattachmentcateg: le categorie richieste al fornitore nell'appalto", async () => {
    const own = await restJson(t, "GET", `/api/cs/supplierattachmentcateg?procurement_id=${ids.procurement}`, undefined, tokens.alfa1);
    expect(own).toEqual({ status: 200, body: { data: [{ label: "Autocertificazione", code: "AC" }, { label: "DURC", code: "DURC" }, { label: "Piano Operativo di Sicurezza", code: "POS" }] } });
    const beta = await restJson(t, "GET", `/api/cs/supplierattachmentcateg?procurement_id=${ids.procurement}`, undefined, tokens.beta5);
    expect(beta.body).toEqual({ data: [{ label: "DURC", code: "DURC" }] });
    const customer = await restJson(t, "GET", `/api/cs/supplierattachmentcateg?procurement_id=${ids.procurement}&supplier_id=${ids.beta}`, undefined, tokens.customer3);
    expect(customer.body).toEqual({ data: [{ label: "DURC", code: "DURC" }] });
    expect((await restJson(t, "GET", "/api/cs/supplierattachmentcateg", undefined, tokens.alfa1))).toEqual({ status: 422, body: { errors: { procurement_id: ["Indicare l'appalto"] } } });
  });

  it("matchingdocumentation e cs/matchingdocumentation: i documenti del fornitore della categoria", async () => {
    const expected = {
      data: [{
        id: ids.alfaDurcDoc, attachment_filename: "DURC aziendale", document_date: ISSUED, document_expiration_date: EXPIRES,
        media: [{ directory: "supplier-attachments", filename: expect.stringMatching(/^[0-9a-f-]{36}$/), extension: "pdf" }],
      }],
    };
    for (const path of ["/api/matchingdocumentation", "/api/cs/matchingdocumentation"]) {
      expect(await restJson(t, "GET", `${path}?categories=DURC&supplier_id=${ids.alfa}`, undefined, tokens.alfa1)).toEqual({ status: 200, body: expected });
      expect((await restJson(t, "GET", `${path}?categories=DURC`, undefined, tokens.alfa1)).body).toEqual(expected);
      expect((await restJson(t, "GET", `${path}?categories=POS&supplier_id=${ids.alfa}`, undefined, tokens.alfa1)).body).toEqual({ data: [] });
      expect((await restJson(t, "GET", `${path}?categories=DURC&supplier_id=${ids.alfa}`, undefined, tokens.customer3)).body).toEqual(expected);
      expect((await restJson(t, "GET", `${path}?supplier_id=${ids.alfa}`, undefined, tokens.alfa1)).body).toEqual({ errors: { categories: ["Indicare la categoria del documento"] } });
    }
  });

  it("caricamento multipart: dati nel formato della specifica, file nella cartella dei documenti d'appalto", async () => {
    const response = await restForm(t, UPLOAD_PATH, uploadFields(ids.durc, { note: "Inviato da ufficio" }), await pdf(), tokens.alfa1);
    expect(response).toEqual({
      status: 200,
      body: {
        data: expect.objectContaining({
          id: ids.durc, procurement_id: ids.procurement, customer_supplier_id: ids.alfa, attachment_category: "DURC", attachment_category_code: "DURC",
          attachment_name: "DURC marzo", document_date: ISSUED, document_expiration_date: EXPIRES, approved: 0, active: 1,
          note: "Inviato da ufficio", review_note: null, compliance_state: "PENDING",
          media: [{ directory: "procurement-documents", filename: expect.stringMatching(/^[0-9a-f-]{36}$/), extension: "pdf", original_name: "durc.pdf" }],
          defdoc: { filename: expect.any(String), extension: "pdf" },
        }),
      },
    });
    // Import from the company documents: the company document's own file, no new one.
    const before = await untouched();
    const imported = await restForm(
      t, UPLOAD_PATH,
      uploadFields(ids.durc, { attachment_filename: "", document_date: "null", document_expiration_date: "", import_from_supplier_documentation: 1, supplier_attachment_id: ids.alfaDurcDoc }),
      null, tokens.alfa1,
    );
    expect(imported.body.data).toMatchObject({ attachment_name: "DURC aziendale", document_date: ISSUED, document_expiration_date: EXPIRES, approved: 0 });
    const row = await prisma().procurementSupplierAttachment.findUniqueOrThrow({ where: { id: ids.durc } });
    expect(row.mediaId).toBe(ids.alfaDurcMedia);
    expect(await filesUnder(t.deps.config.storageDir)).toEqual(before.files);
  });

  it("input non valido o altrui: data in altro formato, nome mancante, psa_id di un altro fornitore, file eseguibile; nulla cambia", async () => {
    const before = await untouched();
    const wrongDate = await restForm(t, UPLOAD_PATH, uploadFields(ids.pos, { document_date: "01/03/2026" }), await pdf(), tokens.alfa1);
    expect(wrongDate).toEqual({ status: 422, body: { errors: { document_date: ["Data non valida: usare il formato AAAA-MM-GG"] } } });
    const noName = await restForm(t, UPLOAD_PATH, uploadFields(ids.pos, { attachment_filename: "" }), await pdf(), tokens.alfa1);
    expect(noName).toEqual({ status: 422, body: { errors: { attachment_filename: ["Il campo Nome documento non può essere vuoto."] } } });
    const foreign = await restForm(t, UPLOAD_PATH, uploadFields(ids.betaDurc), await pdf(), tokens.alfa5);
    expect(foreign).toEqual({ status: 404, body: { message: "Documento non trovato" } });
    const otherProcurement = await restForm(t, UPLOAD_PATH, uploadFields(ids.pos, { procurement_id: ids.procurement + 1000 }), await pdf(), tokens.alfa1);
    expect(otherProcurement.status).toBe(404);
    const executable = await restForm(t, UPLOAD_PATH, uploadFields(ids.pos), { field: "file", part: { name: "pos.pdf", bytes: SAMPLE_EXECUTABLE } }, tokens.alfa1);
    expect(executable).toEqual({ status: 422, body: { errors: { file: ["Il contenuto del file non corrisponde al tipo PDF dichiarato"] } } });
    const byCustomer = await restForm(t, UPLOAD_PATH, uploadFields(ids.pos), await pdf(), tokens.customer3);
    expect(byCustomer.status).toBe(403);
    const anonymous = await restForm(t, UPLOAD_PATH, uploadFields(ids.pos), await pdf(), undefined);
    expect(anonymous).toEqual({ status: 401, body: expect.objectContaining({ message: "Utente non autorizzato" }) });
    expect(await untouched()).toEqual(before);
  });

  it("procurementsupplierattachments: approvazione 0/1/2 con la nota del committente (review_note) e obbligatorietà 0/1, solo per il committente", async () => {
    const post = (body: Record<string, unknown>, actor: Actor) => restJson(t, "POST", "/api/procurementsupplierattachments", body, tokens[actor]);
    const base = { psa_id: ids.durc, procurement_id: ids.procurement };
    await prisma().procurementSupplierAttachment.update({ where: { id: ids.durc }, data: { note: "Nota del fornitore" } });
    expect((await post({ ...base, approved: 1 }, "alfa5")).status).toBe(403);
    // The 422 names the note as the request did: review_note, or the spec form's "note".
    expect(await post({ ...base, approved: 2 }, "customer3")).toEqual({ status: 422, body: { errors: { review_note: ["Indicare il motivo del rifiuto"] } } });
    expect(await post({ ...base, approved: 2, note: "" }, "customer3")).toEqual({ status: 422, body: { errors: { note: ["Indicare il motivo del rifiuto"] } } });
    expect(await post({ ...base, approved: 7 }, "customer3")).toEqual({ status: 422, body: { errors: { approved: ["Stato di approvazione non valido: 0 da approvare, 1 approvato, 2 respinto"] } } });
    expect(await post(base, "customer3")).toEqual({ status: 422, body: { errors: { approved: ["Indicare lo stato di approvazione o l'obbligatorietà del documento"] } } });
    const rejected = await post({ ...base, approved: 2, review_note: "Manca la firma" }, "customer3");
    expect(rejected.body.data).toMatchObject({ approved: 2, note: "Nota del fornitore", review_note: "Manca la firma", compliance_state: "REJECTED" });
    // The spec's approval form calls the reviewer's note "note": it is taken as review_note, the supplier's stays.
    const legacy = await post({ ...base, approved: 2, note: "Manca la firma del legale rappresentante" }, "customer3");
    expect(legacy.body.data).toMatchObject({ approved: 2, note: "Nota del fornitore", review_note: "Manca la firma del legale rappresentante" });
    // The legacy client sends the whole row: an unchanged approval beside a toggle is not a new review.
    const toggled = await post({ ...base, active: 0, approved: 2 }, "customer3");
    expect(toggled.body.data).toMatchObject({ active: 0, approved: 2, compliance_state: "NOT_REQUIRED" });
    const actions = await prisma().auditRecord.findMany({ where: { entityType: "ProcurementSupplierAttachment", entityId: String(ids.durc) }, select: { action: true } });
    expect(actions.map((a) => a.action).slice(-2)).toEqual(["requiredDocument.reviewed", "requiredDocument.mandatoryChanged"]);
    const approved = await post({ ...base, active: "1", approved: "1", review_note: "" }, "customer3");
    expect(approved.body.data).toMatchObject({ active: 1, approved: 1, note: "Nota del fornitore", review_note: null, compliance_state: "OK" });
    expect((await post({ ...base, procurement_id: ids.procurement + 1000, active: 0 }, "customer3")).status).toBe(404);
  });

  it("download del file e del documento predefinito; cancellazione; file non disponibile", async () => {
    const download = (query: string, actor?: Actor) => t.request(`/api/cs/procurementsupplierattachments/download/file?${query}`, { headers: bearer(actor && tokens[actor]) });
    const file = await download(`item_id=${ids.durc}`, "customer3");
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toContain('filename="DURC_aziendale.pdf"');
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    const template = await download(`item_id=${ids.durc}&tag=PROCUREMENT_ATTACHMENT_DEFAULT_DOCUMENT`, "alfa1");
    expect(template.headers.get("content-disposition")).toContain('filename="Modello_DURC.pdf"');
    const none = await download(`item_id=${ids.pos}`, "alfa1");
    expect([none.status, await none.json()]).toEqual([404, { message: "file non disponibile" }]);
    expect((await download(`item_id=${ids.betaDurc}`, "alfa1")).status).toBe(404);
    expect((await download(`item_id=${ids.durc}`)).status).toBe(401);

    expect((await restJson(t, "DELETE", `/api/procurementsupplierattachments/${ids.durc}`, undefined, tokens.alfa1)).status).toBe(403);
    // Approved (by the test above): the supplier replaces it, never deletes it.
    expect(await restJson(t, "DELETE", `/api/procurementsupplierattachments/${ids.durc}`, undefined, tokens.alfa5)).toEqual({
      status: 422, body: { errors: { id: ["Non è possibile eliminare un documento approvato: caricarne una nuova versione"] } },
    });
    await restJson(t, "POST", "/api/procurementsupplierattachments", { psa_id: ids.durc, approved: 2, review_note: "Scaduto" }, tokens.customer3);
    const deleted = await restJson(t, "DELETE", `/api/procurementsupplierattachments/${ids.durc}`, undefined, tokens.alfa5);
    expect(deleted.body.data).toMatchObject({ id: ids.durc, attachment_name: null, approved: 0, media: [], note: null, review_note: null, compliance_state: "MISSING" });
    expect(await restJson(t, "DELETE", `/api/procurementsupplierattachments/${ids.durc}`, undefined, tokens.alfa5)).toEqual({
      status: 422, body: { errors: { id: ["Impossibile eliminare il documento"] } },
    });
    // The company document's file is still there for the company document.
    expect(await prisma().media.findUnique({ where: { id: ids.alfaDurcMedia } })).not.toBeNull();
    expect((await restJson(t, "DELETE", `/api/procurementsupplierattachments/${ids.betaDurc}`, undefined, tokens.alfa5)).status).toBe(404);
  });
});
