// REST multipart forms (withMultipartForm) through a small Hono app built here: fields on either side of the
// file, at most one file, the size limit, and no temporary file left behind whatever happens.
import { rm } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, createTestDeps, databaseKinds, type TestDeps } from "../fixtures/test-database";
import { createSupplier, createUser } from "../fixtures/auth-users";
import { SAMPLE_EXECUTABLE, filesUnder, pdfOfSize, samplePdf } from "../fixtures/files";
import type { Database } from "../../server/db/database";
import { errorResponse, type ApiEnv } from "../../server/http/rest";
import { withMultipartForm } from "../../server/modules/files/multipart";
import { storeUploadedFile } from "../../server/modules/files/uploads";
import { createServices } from "../../server/services";
import type { Viewer } from "../../server/viewer";

const MAX_BYTES = 128 * 1024;

type Part = [name: string, value: string] | [name: string, bytes: Uint8Array, filename: string, type?: string];

function formOf(parts: Part[]): FormData {
  const form = new FormData();
  for (const [name, value, filename, type] of parts) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([Buffer.from(value)], { type: type ?? "application/octet-stream" }), filename);
  }
  return form;
}

describe.each(databaseKinds)("moduli multipart REST (%s)", (kind) => {
  let db: Database;
  let drop: () => Promise<void>;
  let deps: TestDeps;
  let api: Hono<ApiEnv>;

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(kind));
    deps = createTestDeps(db, { uploadMaxBytes: MAX_BYTES });
    const supplier = await createSupplier(db.prisma, { companyName: "Alfa Costruzioni Srl" });
    const user = await createUser(db.prisma, { email: "ufficio@alfa.it", kind: "SUPPLIER", supplierId: supplier.id });
    const viewer: Viewer = { userId: user.id, kind: "SUPPLIER", email: user.email, userLevel: 1, supplierId: supplier.id, customerId: null, workerId: null };
    const services = createServices(deps);
    api = new Hono<ApiEnv>();
    api.use("*", async (c, next) => {
      c.set("context", { deps, services, viewer, ip: null });
      await next();
    });
    // As a module's REST adapter would: the form's fields, and the file stored with them.
    api.post("/upload", (c) =>
      withMultipartForm(c, "attachment_file", async (fields, file) => {
        const media = file
          ? await storeUploadedFile(deps, { file, directory: "supplier-attachments", field: "attachment_file", uploadedBy: viewer }, async (_tx, row) => row)
          : null;
        return c.json({ fields, file: media && { originalName: media.originalName, sizeBytes: media.sizeBytes, mimeType: media.mimeType } });
      }),
    );
    api.onError((error, c) => errorResponse(error) ?? c.json({ message: String(error) }, 500));
  });
  afterAll(async () => {
    await drop?.();
    if (deps) await rm(deps.tempDir, { recursive: true, force: true });
  });

  const post = (body: FormData | string, headers: Record<string, string> = {}) =>
    api.fetch(new Request("http://localhost/upload", { method: "POST", body, headers }));
  const incomingFiles = () => filesUnder(path.join(deps.config.storageDir, "incoming"));

  it("legge i campi prima e dopo il file (l'ordine dei client della specifica) e archivia il file", async () => {
    const pdf = await samplePdf();
    const response = await post(
      formOf([
        ["attachment_file", pdf, "DURC aprile.pdf", "application/pdf"],
        ["attachment_filename", "DURC aprile"],
        ["attachment_type", "3"],
        ["document_date", "2026-04-01"],
      ]),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      fields: { attachment_filename: "DURC aprile", attachment_type: "3", document_date: "2026-04-01" },
      file: { originalName: "DURC aprile.pdf", sizeBytes: pdf.length, mimeType: "application/pdf" },
    });
    expect(await incomingFiles()).toEqual([]);
  });

  it("senza file: solo i campi; un campo file vuoto (nessun file scelto) conta come nessun file", async () => {
    const response = await post(formOf([["attachment_filename", "Solo dati"], ["attachment_file", new Uint8Array(0), ""]]));
    expect(await response.json()).toEqual({ fields: { attachment_filename: "Solo dati" }, file: null });
    const json = await post(JSON.stringify({ attachment_filename: "JSON", attachment_type: 3, empty: null }), { "content-type": "application/json" });
    expect(await json.json()).toEqual({ fields: { attachment_filename: "JSON", attachment_type: "3" }, file: null });
  });

  it("rifiuta un secondo file, o un file sotto un altro nome, senza archiviare nulla", async () => {
    const pdf = await samplePdf();
    const before = await filesUnder(deps.config.storageDir);
    const rows = await db.prisma.media.count();
    for (const parts of [
      [["attachment_file", pdf, "uno.pdf"], ["attachment_file", pdf, "due.pdf"]],
      [["attachment_file", pdf, "uno.pdf"], ["altro", pdf, "due.pdf"]],
      [["altro", pdf, "due.pdf"], ["attachment_file", pdf, "uno.pdf"]],
    ] as Part[][]) {
      const response = await post(formOf(parts));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ errors: { attachment_file: ["È possibile allegare un solo file"] } });
    }
    expect(await filesUnder(deps.config.storageDir)).toEqual(before);
    expect(await db.prisma.media.count()).toBe(rows);
  });

  it("rifiuta un file oltre il limite, e uno il cui contenuto non è quello dichiarato, senza lasciare file", async () => {
    const before = await filesUnder(deps.config.storageDir);
    const large = await post(formOf([["attachment_file", pdfOfSize(MAX_BYTES + 1), "grande.pdf"], ["attachment_filename", "Grande"]]));
    expect(large.status).toBe(422);
    expect(await large.json()).toEqual({ errors: { attachment_file: ["Il file supera la dimensione massima consentita di 0,125 MB"] } });
    const fake = await post(formOf([["attachment_file", SAMPLE_EXECUTABLE, "fattura.pdf", "application/pdf"]]));
    expect(fake.status).toBe(422);
    expect(await fake.json()).toEqual({ errors: { attachment_file: ["Il contenuto del file non corrisponde al tipo PDF dichiarato"] } });
    expect(await filesUnder(deps.config.storageDir)).toEqual(before);
  });

  it("un modulo illeggibile è una richiesta malformata (400), non un errore del server", async () => {
    const response = await post("--confine\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nvalore", {
      "content-type": "multipart/form-data; boundary=confine",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { input: ["Il modulo inviato non è leggibile: riprovare"] } });
    expect(await incomingFiles()).toEqual([]);
  });
});
