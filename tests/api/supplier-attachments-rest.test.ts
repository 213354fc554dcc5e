// REST facade of the supplier's company documents (spec section 7): POST /api/customersupplierattachments
// (multipart, with id on edit), DELETE /api/customersupplierattachments/{id} and the download. The same
// service as GraphQL (supplier-attachments.test.ts): here the snake_case shapes, the 422 maps under the
// call's field names, and the isolation matrix on each path.
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { pdfOfSize, samplePdf } from "../fixtures/files";
import { bearer, createSupplierHomeWorld, restForm, restJson, worldSnapshot, type SupplierHomeWorld } from "../fixtures/supplier-home";
import { FILE_MESSAGES } from "../../server/modules/files/uploads";

const MAX_UPLOAD_BYTES = 256 * 1024;

describe.each(databaseKinds)("REST customersupplierattachments (%s)", (kind) => {
  let t: TestApp;
  let world: SupplierHomeWorld;
  let pdf: Uint8Array;

  beforeAll(async () => {
    t = await createTestApp(kind, { uploadMaxBytes: MAX_UPLOAD_BYTES });
    world = await createSupplierHomeWorld(t);
    pdf = await samplePdf("DURC Alfa Costruzioni");
  });
  afterAll(async () => t?.close());

  const durcFile = (bytes: Uint8Array, name = "DURC aprile.pdf") => ({ field: "attachment_file", part: { name, bytes } });

  it("POST multipart crea e modifica, risponde {data} in snake_case; il download restituisce il file", async () => {
    const created = await restForm(
      t,
      "/api/customersupplierattachments",
      { customer_supplier_id: world.ids.alfa, attachment_type: 1, attachment_filename: "DURC aprile", document_date: "2026-04-01", document_expiration_date: "2026-07-30" },
      durcFile(pdf),
      world.tokens.alfa1,
    );
    expect(created.status).toBe(200);
    const data = created.body.data as Record<string, unknown> & { id: number; media: { filename: string }[] };
    expect(data).toMatchObject({
      customer_supplier_id: world.ids.alfa,
      attachment_type: 1,
      attachment_type_label: "DURC",
      attachment_filename: "DURC aprile",
      document_date: "2026-04-01",
      document_expiration_date: "2026-07-30",
      download_url: `/api/customersupplierattachments/${data.id}/download`,
      media: [{ directory: "supplier-attachments", extension: "pdf", original_name: "DURC aprile.pdf", mime_type: "application/pdf", size: pdf.byteLength }],
    });

    const edited = await restForm(
      t,
      "/api/customersupplierattachments",
      { id: data.id, customer_supplier_id: world.ids.alfa, attachment_type: 1, attachment_filename: "DURC aprile 2026", document_date: "null" },
      null,
      world.tokens.alfa1,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: data.id, attachment_filename: "DURC aprile 2026", document_date: null, document_expiration_date: null, media: [{ filename: data.media[0]!.filename }] });

    for (const actor of ["alfa1", "customer"] as const) {
      const download = await t.request(`/api/customersupplierattachments/${data.id}/download`, { headers: bearer(world.tokens[actor]) });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe("application/pdf");
      expect(download.headers.get("content-disposition")).toContain('filename="DURC_aprile.pdf"');
      expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), Buffer.from(pdf))).toBe(0);
    }
  });

  it("422 con i messaggi italiani e i nomi dei campi della chiamata: data nel formato sbagliato, campo mancante, file mancante o troppo grande", async () => {
    const before = await worldSnapshot(t);
    const post = (fields: Record<string, string | number>, file: ReturnType<typeof durcFile> | null) =>
      restForm(t, "/api/customersupplierattachments", { customer_supplier_id: world.ids.alfa, ...fields }, file, world.tokens.alfa1);
    expect(await post({ attachment_type: 1, attachment_filename: "DURC", document_date: "22/11/2026" }, durcFile(pdf))).toEqual({
      status: 422,
      body: { errors: { document_date: ["Data emissione non valida: usare il formato AAAA-MM-GG."] } },
    });
    expect(await post({ attachment_type: 1, document_expiration_date: "2026-02-30" }, durcFile(pdf))).toEqual({
      status: 422,
      body: {
        errors: {
          attachment_filename: ["Il campo Nome del file non può essere vuoto."],
          document_expiration_date: ["Data scadenza non valida: usare il formato AAAA-MM-GG."],
        },
      },
    });
    expect(await post({ attachment_filename: "DURC" }, durcFile(pdf))).toEqual({
      status: 422,
      body: { errors: { attachment_type: ["Il campo Tipo di documento è obbligatorio."] } },
    });
    expect(await post({ attachment_type: 1, attachment_filename: "DURC" }, null)).toEqual({
      status: 422,
      body: { errors: { attachment_file: ["Selezionare il file da caricare."] } },
    });
    expect(await post({ attachment_type: 1, attachment_filename: "DURC" }, durcFile(pdfOfSize(MAX_UPLOAD_BYTES + 1)))).toEqual({
      status: 422,
      body: { errors: { attachment_file: [FILE_MESSAGES.size(MAX_UPLOAD_BYTES)] } },
    });
    expect(await worldSnapshot(t)).toEqual(before);
  });

  it("422 per un anno fuori dagli anni 1900-2100 (1850, 9999): la regola comune delle date", async () => {
    const before = await worldSnapshot(t);
    const post = (fields: Record<string, string | number>) =>
      restForm(t, "/api/customersupplierattachments", { customer_supplier_id: world.ids.alfa, attachment_type: 1, attachment_filename: "DURC", ...fields }, durcFile(pdf), world.tokens.alfa1);
    expect(await post({ document_date: "1850-04-01", document_expiration_date: "9999-12-31" })).toEqual({
      status: 422,
      body: {
        errors: {
          document_date: ["L'anno deve essere compreso tra 1900 e 2100"],
          document_expiration_date: ["L'anno deve essere compreso tra 1900 e 2100"],
        },
      },
    });
    expect(await worldSnapshot(t)).toEqual(before);
    expect((await post({ document_date: "1900-01-01", document_expiration_date: "2100-12-31" })).status).toBe(200);
  });

  it("isolamento: fornitore altrui 404, committente 403, lavoratore 404, anonimo 401, livello 1 non elimina; download altrui 404", async () => {
    const durc = await t.deps.prisma.supplierAttachment.findFirstOrThrow({ where: { supplierId: world.ids.alfa, attachmentFilename: "DURC aprile 2026" } });
    const betaDurc = await t.deps.prisma.supplierAttachment.create({ data: { supplierId: world.ids.beta, attachmentType: 1, attachmentFilename: "DURC Beta" } });
    const before = await worldSnapshot(t);
    const fields = { attachment_type: 1, attachment_filename: "Intruso" };
    const post = (extra: Record<string, string | number>, token?: string) =>
      restForm(t, "/api/customersupplierattachments", { ...fields, ...extra }, durcFile(pdf), token);

    expect((await post({ customer_supplier_id: world.ids.beta }, world.tokens.alfa5)).status).toBe(404);
    expect((await post({ id: betaDurc.id }, world.tokens.alfa5)).status).toBe(404);
    // An edit of one's own document cannot move it to another supplier.
    expect((await post({ id: durc.id, customer_supplier_id: world.ids.beta }, world.tokens.alfa5)).status).toBe(404);
    expect((await post({ customer_supplier_id: world.ids.alfa }, world.tokens.customer)).status).toBe(403);
    expect((await post({ id: durc.id }, world.tokens.customer)).status).toBe(403);
    expect((await post({ customer_supplier_id: world.ids.alfa }, world.tokens.otherCustomer)).status).toBe(404);
    expect((await post({ customer_supplier_id: world.ids.alfa }, world.tokens.worker)).status).toBe(404);
    expect(await post({ customer_supplier_id: world.ids.alfa })).toEqual({ status: 401, body: { message: "Utente non autorizzato", error: "Utente non autorizzato" } });

    const del = (id: number, token?: string) => restJson(t, "DELETE", `/api/customersupplierattachments/${id}`, undefined, token);
    expect((await del(durc.id, world.tokens.alfa1)).status).toBe(403);
    expect((await del(durc.id, world.tokens.customer)).status).toBe(403);
    expect((await del(durc.id, world.tokens.beta5)).status).toBe(404);
    expect((await del(durc.id, world.tokens.worker)).status).toBe(404);
    expect((await del(durc.id)).status).toBe(401);
    expect(await del(999_999, world.tokens.alfa5)).toEqual({ status: 404, body: { message: "Elemento non trovato" } });

    const download = (id: number, token?: string) => t.request(`/api/customersupplierattachments/${id}/download`, { headers: bearer(token) });
    for (const token of [world.tokens.beta5, world.tokens.otherCustomer, world.tokens.worker]) expect((await download(durc.id, token)).status).toBe(404);
    expect((await download(durc.id)).status).toBe(401);
    expect(await worldSnapshot(t)).toEqual(before);

    const removed = await del(durc.id, world.tokens.alfa5);
    expect(removed).toEqual({ status: 200, body: { data: { id: durc.id } } });
  });

  it("download di un documento senza file o con il file sparito dal disco: 404 \"file non disponibile\"", async () => {
    const withoutFile = await t.deps.prisma.supplierAttachment.create({ data: { supplierId: world.ids.alfa, attachmentType: 100, attachmentFilename: "Senza file" } });
    const response = await t.request(`/api/customersupplierattachments/${withoutFile.id}/download`, { headers: bearer(world.tokens.alfa1) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "file non disponibile" });

    const created = await restForm(
      t, "/api/customersupplierattachments", { attachment_type: 7, attachment_filename: "F-gas impresa" }, durcFile(pdf, "fgas.pdf"), world.tokens.alfa1,
    );
    const id = (created.body.data as { id: number }).id;
    const media = (await t.deps.prisma.supplierAttachment.findUniqueOrThrow({ where: { id }, include: { media: true } })).media!;
    await rm(t.deps.storage.pathOf(media));
    const gone = await t.request(`/api/customersupplierattachments/${id}/download`, { headers: bearer(world.tokens.customer) });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: "file non disponibile" });
  });
});
