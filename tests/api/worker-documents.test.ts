// The worker's own documents (home worker "Scheda") and the worker card's reads, through GraphQL and REST:
// add, replace and delete with their audit records; the document offered as a match on the worker card and
// imported into the procurement (one upload, reused); the health-data rule on every path that names a file
// (FitnessCertificate.file, SupplierWorkerAttachment.file, the two downloads, matchingworkerdocumentation);
// and bad input (unknown category, wrong date format, a file that is not what its name says) refused with an
// Italian message under the request's field name, nothing stored. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { filesUnder, samplePdf, SAMPLE_PNG } from "../fixtures/files";
import { bearer, globalId, gql, graphqlUpload, restForm, restJson } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

type Actor = "alfa1" | "alfa3" | "alfa5" | "beta5" | "customer1" | "customer3";

const SAVE = `mutation ($input: SaveSupplierWorkerAttachmentInput!) { saveSupplierWorkerAttachment(input: $input) { __typename
  ... on SaveSupplierWorkerAttachmentSuccess { data { supplierWorkerAttachment { id attachmentFilename documentExpirationDate category { code } file { originalName } } } }
  ... on ValidationError { fieldErrors { field messages } } ... on Error { message } } }`;
const DELETE = `mutation ($id: ID!) { deleteSupplierWorkerAttachment(input: { id: $id }) { __typename ... on Error { message } } }`;
const CARD = `query ($p: ID!, $w: ID!) { procurementWorker(procurementId: $p, workerId: $w) { job procurement { label }
  worker { lastName documents { attachmentFilename file { originalName } } }
  fitnessCertificates { category { code } attachmentName hasFile complianceState file { originalName downloadUrl } } } }`;

describe.each(databaseKinds)("documenti propri del lavoratore e scheda del lavoratore nell'appalto (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string>;
  const ids = { procurement: 0, mario: 0, luigi: 0, betaWorker: 0 };

  const counts = async () => ({
    documents: await t.deps.prisma.supplierWorkerAttachment.count(),
    certificates: await t.deps.prisma.procurementWorkerAttachment.count(),
    media: await t.deps.prisma.media.count(),
    audit: await t.deps.prisma.auditRecord.count({ where: { action: { not: { startsWith: "auth." } } } }),
    files: (await filesUnder(t.deps.config.storageDir)).length,
  });
  const pdfPart = async (name = "idoneita.pdf") => ({ name, bytes: await samplePdf(name), type: "application/pdf" });
  const saveViaGraphql = async (input: Record<string, unknown>, actor: Actor, file?: { name: string; bytes: Uint8Array; type?: string }) =>
    file
      ? graphqlUpload<{ saveSupplierWorkerAttachment: Record<string, unknown> }>(t, SAVE, { input: { ...input, file: null } }, { "variables.input.file": file }, tokens[actor])
      : gql<{ saveSupplierWorkerAttachment: Record<string, unknown> }>(t, SAVE, { input }, tokens[actor]);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.deps.prisma;
    const customer = await createCustomer(db, "Acciaierie Emiliane Spa");
    const alfa = await createSupplier(db, { companyName: "Alfa Costruzioni Srl" });
    const beta = await createSupplier(db, { companyName: "Beta Impianti Srl" });
    const procurement = await db.procurement.create({ data: { customerId: customer.id, label: "APP-01 Forni", workerMandatoryDocumentCategories: ["IDO"] } });
    await db.procurementSupplier.createMany({ data: [{ procurementId: procurement.id, supplierId: alfa.id }, { procurementId: procurement.id, supplierId: beta.id }] });
    await db.workerDocumentCategory.createMany({
      data: [
        { code: "IDO", label: "Idoneità sanitaria alla mansione", isStandard: true },
        { code: "FORM_GEN", label: "Formazione generale lavoratori", isStandard: true },
        { code: "CARR", label: "Abilitazione carrelli elevatori", requiredByFlag: "forklifts" },
      ],
    });
    const worker = (supplierId: number, firstName: string, lastName: string) => db.supplierWorker.create({ data: { supplierId, firstName, lastName, sex: "M", job: "Muratore" } });
    ids.procurement = procurement.id;
    ids.mario = (await worker(alfa.id, "Mario", "Rossi")).id;
    ids.luigi = (await worker(alfa.id, "Luigi", "Bianchi")).id;
    ids.betaWorker = (await worker(beta.id, "Paolo", "Neri")).id;
    const ido = await db.workerDocumentCategory.findFirstOrThrow({ where: { code: "IDO", customerId: null } });
    const pivot = await db.procurementWorker.create({ data: { procurementId: procurement.id, supplierId: alfa.id, supplierWorkerId: ids.mario } });
    await db.procurementWorkerAttachment.create({ data: { procurementWorkerId: pivot.id, categoryId: ido.id } });
    const users: [Actor, Parameters<typeof createUser>[1]][] = [
      ["alfa1", { email: "alfa1@esempio.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 1 }],
      ["alfa3", { email: "alfa3@esempio.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 3 }],
      ["alfa5", { email: "alfa5@esempio.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 5 }],
      ["beta5", { email: "beta5@esempio.it", kind: "SUPPLIER", supplierId: beta.id, userLevel: 5 }],
      ["customer1", { email: "cliente1@esempio.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 1 }],
      ["customer3", { email: "hse@esempio.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 3 }],
    ];
    for (const [actor, data] of users) {
      await createUser(db, data);
      tokens[actor] = await restLogin(t, data.email);
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it("input non valido: categoria sconosciuta, data nel formato sbagliato, file diverso dal nome; nulla salvato", async () => {
    const before = await counts();
    const worker = globalId("SupplierWorker", ids.mario);
    const unknown = await saveViaGraphql({ workerId: worker, categoryCode: "XYZ", attachmentFilename: "Idoneità" }, "alfa1", await pdfPart());
    expect(unknown.body.data?.saveSupplierWorkerAttachment).toMatchObject({ __typename: "ValidationError", fieldErrors: [{ field: "categoryCode", messages: ["Categoria di idoneità sconosciuta: XYZ"] }] });
    const fake = await saveViaGraphql({ workerId: worker, categoryCode: "IDO", attachmentFilename: "Idoneità" }, "alfa1", { name: "idoneita.pdf", bytes: SAMPLE_PNG, type: "application/pdf" });
    expect(fake.body.data?.saveSupplierWorkerAttachment).toMatchObject({ __typename: "ValidationError", fieldErrors: [{ field: "file", messages: ["Il contenuto del file non corrisponde al tipo PDF dichiarato"] }] });
    const form = (more: Record<string, string | number>) => ({ customer_supplier_worker_id: ids.mario, categories: "IDO", attachment_filename: "Idoneità", ...more });
    const date = await restForm(t, "/api/customersupplierworkerattachments", form({ document_expiration_date: "31/12/2027" }), { field: "attachment_file", part: await pdfPart() }, tokens.alfa1);
    expect(date).toEqual({ status: 422, body: { errors: { document_expiration_date: ["Data non valida: usare il formato AAAA-MM-GG"] } } });
    const restUnknown = await restForm(t, "/api/customersupplierworkerattachments", form({ categories: "NOPE" }), { field: "attachment_file", part: await pdfPart() }, tokens.alfa1);
    expect(restUnknown).toEqual({ status: 422, body: { errors: { categories: ["Categoria di idoneità sconosciuta: NOPE"] } } });
    const restFake = await restForm(t, "/api/customersupplierworkerattachments", form({}), { field: "attachment_file", part: { name: "foto.jpg", bytes: await samplePdf(), type: "image/jpeg" } }, tokens.alfa1);
    expect(restFake).toEqual({ status: 422, body: { errors: { attachment_file: ["Il contenuto del file non corrisponde al tipo JPG dichiarato"] } } });
    const noFile = await restForm(t, "/api/customersupplierworkerattachments", form({}), null, tokens.alfa1);
    expect(noFile).toEqual({ status: 422, body: { errors: { attachment_file: ["Il file è obbligatorio"] } } });
    // Another supplier's worker, and a customer: as if the worker were not there / not theirs to change.
    expect((await restForm(t, "/api/customersupplierworkerattachments", form({ customer_supplier_worker_id: ids.betaWorker }), { field: "attachment_file", part: await pdfPart() }, tokens.alfa5)).status).toBe(404);
    expect((await restForm(t, "/api/customersupplierworkerattachments", form({}), { field: "attachment_file", part: await pdfPart() }, tokens.customer3)).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it("aggiunta, sostituzione ed eliminazione (livello 5) con la traccia; il documento è offerto e importato nell'appalto", async () => {
    const added = await saveViaGraphql(
      { workerId: globalId("SupplierWorker", ids.mario), categoryCode: "IDO", attachmentFilename: "Giudizio di idoneità Rossi", documentDate: "2026-01-10", documentExpirationDate: "2027-01-10" },
      "alfa1",
      await pdfPart("giudizio.pdf"),
    );
    const saved = (added.body.data?.saveSupplierWorkerAttachment as { data: { supplierWorkerAttachment: { id: string; file: unknown } } }).data.supplierWorkerAttachment;
    // Health data: a level-1 user added it but does not get its file back.
    expect(saved).toMatchObject({ attachmentFilename: "Giudizio di idoneità Rossi", category: { code: "IDO" }, file: null });
    const databaseId = Number(Buffer.from(saved.id, "base64").toString().split(":")[1]);

    // Replace through REST: a new file, the name kept; one audit record per change, with before and after.
    // Writing over a health file needs the level that may open it (docs/permissions.md, replaceHealthFiles).
    const replacing = { id: databaseId, categories: "IDO", attachment_filename: "Giudizio di idoneità Rossi 2026", document_date: "2026-02-01" };
    const unseen = await restForm(t, "/api/customersupplierworkerattachments", replacing, { field: "attachment_file", part: await pdfPart("giudizio-2026.pdf") }, tokens.alfa3);
    expect(unseen.status).toBe(403);
    const replaced = await restForm(t, "/api/customersupplierworkerattachments", replacing, { field: "attachment_file", part: await pdfPart("giudizio-2026.pdf") }, tokens.alfa5);
    expect(replaced).toMatchObject({ status: 200, body: { data: { id: databaseId, attachment_filename: "Giudizio di idoneità Rossi 2026", document_date: "2026-02-01" } } });
    const audit = await t.deps.prisma.auditRecord.findMany({ where: { entityType: "SupplierWorkerAttachment", entityId: String(databaseId) }, orderBy: { id: "asc" } });
    expect(audit.map((row) => row.action)).toEqual(["workerDocument.created", "workerDocument.replaced"]);
    expect(audit[1]?.before).toMatchObject({ attachmentFilename: "Giudizio di idoneità Rossi", file: { originalName: "giudizio.pdf" } });
    expect(audit[1]?.after).toMatchObject({ attachmentFilename: "Giudizio di idoneità Rossi 2026", file: { originalName: "giudizio-2026.pdf" } });

    // The worker card offers it as the match of its category, and imports it without a new upload.
    const match = `query ($w: ID!) { matchingWorkerDocuments(workerId: $w, categoryCode: "IDO") { id attachmentFilename file { originalName } } }`;
    const byLevel1 = await gql<{ matchingWorkerDocuments: unknown[] }>(t, match, { w: globalId("SupplierWorker", ids.mario) }, tokens.alfa1);
    expect(byLevel1.body.data?.matchingWorkerDocuments).toEqual([{ id: saved.id, attachmentFilename: "Giudizio di idoneità Rossi 2026", file: null }]);
    const byLevel5 = await gql<{ matchingWorkerDocuments: unknown[] }>(t, match, { w: globalId("SupplierWorker", ids.mario) }, tokens.alfa5);
    expect(byLevel5.body.data?.matchingWorkerDocuments).toEqual([{ id: saved.id, attachmentFilename: "Giudizio di idoneità Rossi 2026", file: { originalName: "giudizio-2026.pdf" } }]);
    const restMatch = await restJson(t, "GET", `/api/cs/matchingworkerdocumentation?worker_id=${ids.mario}&categories=IDO`, undefined, tokens.alfa1);
    expect(restMatch.body).toEqual({ data: [{ id: databaseId, attachment_filename: "Giudizio di idoneità Rossi 2026", document_date: "2026-02-01", document_expiration_date: null, media: [] }] });
    const beta = await gql<{ matchingWorkerDocuments: unknown[] }>(t, match, { w: globalId("SupplierWorker", ids.mario) }, tokens.beta5);
    expect(beta.body.data).toBeNull();

    const certificate = await t.deps.prisma.procurementWorkerAttachment.findFirstOrThrow({ where: { procurementWorker: { supplierWorkerId: ids.mario } } });
    const upload = `mutation ($input: UploadFitnessCertificateInput!) { uploadFitnessCertificate(input: $input) { __typename } }`;
    const imported = await gql(t, upload, { input: { id: globalId("FitnessCertificate", certificate.id), supplierWorkerAttachmentId: saved.id } }, tokens.alfa1);
    expect(imported.body.data).toEqual({ uploadFitnessCertificate: { __typename: "UploadFitnessCertificateSuccess" } });
    const replacedRow = await t.deps.prisma.supplierWorkerAttachment.findUniqueOrThrow({ where: { id: databaseId } });
    expect(await t.deps.prisma.procurementWorkerAttachment.findUniqueOrThrow({ where: { id: certificate.id } })).toMatchObject({
      mediaId: replacedRow.mediaId, attachmentName: "Giudizio di idoneità Rossi 2026", approval: "PENDING",
    });

    // Delete: level 5 only; the imported certificate keeps its file.
    const refused = await gql(t, DELETE, { id: saved.id }, tokens.alfa3);
    expect(refused.body.data).toEqual({ deleteSupplierWorkerAttachment: { __typename: "ForbiddenError", message: "Impossibile eliminare il documento del lavoratore: serve il livello utente 5 o superiore" } });
    expect((await restJson(t, "DELETE", `/api/customersupplierworkerattachments/${databaseId}`, undefined, tokens.beta5)).status).toBe(404);
    const deleted = await gql(t, DELETE, { id: saved.id }, tokens.alfa5);
    expect(deleted.body.data).toEqual({ deleteSupplierWorkerAttachment: { __typename: "DeleteSupplierWorkerAttachmentSuccess" } });
    expect(await t.deps.prisma.supplierWorkerAttachment.count({ where: { id: databaseId } })).toBe(0);
    expect((await t.deps.prisma.procurementWorkerAttachment.findUniqueOrThrow({ where: { id: certificate.id } })).mediaId).toBe(replacedRow.mediaId);
    expect(await t.deps.prisma.auditRecord.count({ where: { entityType: "SupplierWorkerAttachment", entityId: String(databaseId), action: "workerDocument.deleted" } })).toBe(1);
  });

  it("dato sanitario: il file dell'idoneità si apre solo per il livello 5 del fornitore e i revisori del committente, in GraphQL e REST", async () => {
    const certificate = await t.deps.prisma.procurementWorkerAttachment.findFirstOrThrow({ where: { procurementWorker: { supplierWorkerId: ids.mario } } });
    expect(certificate.mediaId).not.toBeNull();
    const card = async (actor: Actor) =>
      (await gql<{ procurementWorker: { fitnessCertificates: { attachmentName: string; hasFile: boolean; file: unknown }[] } | null }>(t, CARD, {
        p: globalId("Procurement", ids.procurement), w: globalId("SupplierWorker", ids.mario),
      }, tokens[actor])).body.data?.procurementWorker;
    for (const actor of ["alfa5", "customer3"] as const) {
      expect((await card(actor))?.fitnessCertificates[0]).toMatchObject({ hasFile: true, file: { downloadUrl: `/api/cs/procurementsupplierattachments/download/workerfile?item_id=${certificate.id}` } });
    }
    for (const actor of ["alfa1", "alfa3", "customer1"] as const) {
      expect((await card(actor))?.fitnessCertificates[0]).toMatchObject({ attachmentName: "Giudizio di idoneità Rossi 2026", hasFile: true, complianceState: "PENDING", file: null });
    }
    expect(await card("beta5")).toBeNull();
    // The customer sees the card and the certificate, never the worker's own documents.
    expect((await card("customer3")) as unknown).toMatchObject({ procurement: { label: "APP-01 Forni" }, worker: { lastName: "Rossi", documents: [] } });
    const download = async (actor: Actor) => (await t.request(`/api/cs/procurementsupplierattachments/download/workerfile?item_id=${certificate.id}`, { headers: bearer(tokens[actor]) })).status;
    expect({ alfa1: await download("alfa1"), alfa3: await download("alfa3"), customer1: await download("customer1"), alfa5: await download("alfa5"), customer3: await download("customer3"), beta5: await download("beta5") })
      .toEqual({ alfa1: 403, alfa3: 403, customer1: 403, alfa5: 200, customer3: 200, beta5: 404 });
  });

  it("il documento proprio si scarica solo dal livello 5 del fornitore", async () => {
    const added = await restForm(t, "/api/customersupplierworkerattachments", { customer_supplier_worker_id: ids.luigi, categories: "FORM_GEN", attachment_filename: "Formazione generale Bianchi" }, { field: "attachment_file", part: await pdfPart("formazione.pdf") }, tokens.alfa1);
    const id = (added.body.data as { id: number }).id;
    const download = async (actor: Actor) => (await t.request(`/api/customersupplierworkerattachments/${id}/download`, { headers: bearer(tokens[actor]) })).status;
    expect({ alfa1: await download("alfa1"), alfa5: await download("alfa5"), beta5: await download("beta5"), customer3: await download("customer3") }).toEqual({ alfa1: 403, alfa5: 200, beta5: 404, customer3: 404 });
  });
});
