// Storing uploads (storeUploadedFile): accepted kinds, the checks that refuse a file, and the promise that a
// refused or failed upload leaves neither a file on disk nor a Media row.
import { createHash } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, createTestDeps, databaseKinds, type TestDeps } from "../fixtures/test-database";
import { createSupplier, createUser } from "../fixtures/auth-users";
import {
  SAMPLE_EXECUTABLE,
  SAMPLE_GIF,
  SAMPLE_JPEG,
  SAMPLE_PNG,
  filesUnder,
  incomingFileOf,
  ooxmlWithLatePartsOf,
  pdfOfSize,
  plainZip,
  sampleDocx,
  sampleOle2,
  samplePdf,
  sampleXlsx,
} from "../fixtures/files";
import type { Database } from "../../server/db/database";
import type { Media, Prisma } from "../../server/generated/prisma/client";
import { ValidationError } from "../../server/lib/errors";
import { FILE_MESSAGES, storeUploadedFile, type IncomingFile } from "../../server/modules/files/uploads";
import type { Viewer } from "../../server/viewer";

const MAX_BYTES = 256 * 1024;

describe.each(databaseKinds)("caricamento dei file (%s)", (kind) => {
  let db: Database;
  let drop: () => Promise<void>;
  let deps: TestDeps;
  let viewer: Viewer;

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(kind));
    deps = createTestDeps(db, { uploadMaxBytes: MAX_BYTES });
    const supplier = await createSupplier(db.prisma, { companyName: "Alfa Costruzioni Srl" });
    const user = await createUser(db.prisma, { email: "ufficio@alfa.it", kind: "SUPPLIER", supplierId: supplier.id });
    viewer = { userId: user.id, kind: "SUPPLIER", email: user.email, userLevel: 1, supplierId: supplier.id, customerId: null, workerId: null };
  });
  afterAll(async () => {
    await drop?.();
    if (deps) await rm(deps.tempDir, { recursive: true, force: true });
  });

  const storeWith = <T>(file: IncomingFile, commit: (tx: Prisma.TransactionClient, media: Media) => Promise<T>) =>
    storeUploadedFile(deps, { file, directory: "supplier-attachments", field: "attachment_file", uploadedBy: viewer }, commit);
  const store = (file: IncomingFile) => storeWith(file, async (_tx, media) => media);

  // The messages of a refused upload; fails the test when the file was accepted or failed otherwise.
  async function refusal(file: IncomingFile): Promise<Record<string, string[]>> {
    const before = await filesUnder(deps.config.storageDir);
    const rowsBefore = await db.prisma.media.count();
    const error = await store(file).then(
      () => new Error("il file è stato accettato"),
      (caught: unknown) => caught,
    );
    if (!(error instanceof ValidationError)) throw error;
    expect(await filesUnder(deps.config.storageDir)).toEqual(before);
    expect(await db.prisma.media.count()).toBe(rowsBefore);
    return error.fieldErrors;
  }

  const mismatch = (extension: string) => ({ attachment_file: [`Il contenuto del file non corrisponde al tipo ${extension} dichiarato`] });

  it("accetta i tipi ammessi, con il tipo MIME dal contenuto e l'impronta sha256", async () => {
    const samples: [string, Uint8Array, string][] = [
      ["DURC 2026.PDF", await samplePdf(), "application/pdf"],
      ["Relazione.docx", await sampleDocx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["Elenco mezzi.xlsx", sampleXlsx(), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      ["Lettera.doc", sampleOle2("doc"), "application/msword"],
      ["Tabella.xls", sampleOle2("xls"), "application/vnd.ms-excel"],
      ["foto.jpg", SAMPLE_JPEG, "image/jpeg"],
      ["foto.jpeg", SAMPLE_JPEG, "image/jpeg"],
      ["schema.png", SAMPLE_PNG, "image/png"],
      ["logo.gif", SAMPLE_GIF, "image/gif"],
      ["Piano operativo.docx", ooxmlWithLatePartsOf("docx"), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ];
    for (const [name, bytes, mimeType] of samples) {
      // The client's claimed type is ignored: the stored one comes from the content.
      const media = await store(incomingFileOf(name, bytes, "text/html"));
      const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
      expect(media).toMatchObject({
        directory: "supplier-attachments",
        extension,
        originalName: name,
        mimeType,
        sizeBytes: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        createdById: viewer.userId,
      });
      const stored = path.join(deps.config.storageDir, "supplier-attachments", `${media.storedName}.${extension}`);
      expect(Buffer.compare(await readFile(stored), Buffer.from(bytes))).toBe(0);
    }
    expect((await filesUnder(deps.config.storageDir)).filter((file) => file.endsWith(".partial"))).toEqual([]);
  });

  it("rifiuta un file più grande del limite e accetta uno che lo raggiunge esattamente", async () => {
    expect(FILE_MESSAGES.size(20 * 1024 * 1024)).toBe("Il file supera la dimensione massima consentita di 20 MB");
    expect(await refusal(incomingFileOf("grande.pdf", pdfOfSize(MAX_BYTES + 1)))).toEqual({
      attachment_file: ["Il file supera la dimensione massima consentita di 0,25 MB"],
    });
    const media = await store(incomingFileOf("giusto.pdf", pdfOfSize(MAX_BYTES)));
    expect(media.sizeBytes).toBe(MAX_BYTES);
  });

  it("smette di leggere appena il limite è superato", async () => {
    let produced = 0;
    const endless: IncomingFile = {
      filename: "infinito.pdf",
      mimetype: "application/pdf",
      stream: () =>
        Readable.from(
          (function* () {
            yield Buffer.from("%PDF-1.7\n");
            for (;;) {
              produced += 16 * 1024;
              yield Buffer.alloc(16 * 1024, 0x20);
            }
          })(),
        ),
    };
    expect(await refusal(endless)).toEqual({ attachment_file: [FILE_MESSAGES.size(MAX_BYTES)] });
    expect(produced).toBeLessThan(MAX_BYTES + 64 * 1024);
  });

  it("rifiuta un eseguibile rinominato .pdf e un file vuoto", async () => {
    expect(await refusal(incomingFileOf("fattura.pdf", SAMPLE_EXECUTABLE, "application/pdf"))).toEqual(mismatch("PDF"));
    expect(await refusal(incomingFileOf("foto.png", SAMPLE_EXECUTABLE, "image/png"))).toEqual(mismatch("PNG"));
    expect(await refusal(incomingFileOf("vuoto.pdf", new Uint8Array(0)))).toEqual({
      attachment_file: ["Il file è vuoto: scegliere un file con un contenuto"],
    });
  });

  it("distingue Word da Excel, nei formati nuovi e in quelli vecchi", async () => {
    expect(await refusal(incomingFileOf("relazione.xlsx", await sampleDocx()))).toEqual(mismatch("XLSX"));
    expect(await refusal(incomingFileOf("tabella.docx", sampleXlsx()))).toEqual(mismatch("DOCX"));
    expect(await refusal(incomingFileOf("tabella.docx", ooxmlWithLatePartsOf("xlsx")))).toEqual(mismatch("DOCX"));
    expect(await refusal(incomingFileOf("archivio.docx", plainZip()))).toEqual(mismatch("DOCX"));
    expect(await refusal(incomingFileOf("lettera.xls", sampleOle2("doc")))).toEqual(mismatch("XLS"));
    expect(await refusal(incomingFileOf("tabella.doc", sampleOle2("xls")))).toEqual(mismatch("DOC"));
    expect(await refusal(incomingFileOf("documento.pdf", await sampleDocx()))).toEqual(mismatch("PDF"));
  });

  it("rifiuta nomi pericolosi o vuoti e le estensioni non ammesse", async () => {
    const pdf = await samplePdf();
    const badName = { attachment_file: ["Nome del file non valido"] };
    for (const name of ["../evil.pdf", "cartella/file.pdf", "C:\\Users\\mario\\file.pdf", "", "   ", "a\u0000.pdf", "riga\nnuova.pdf", `${"x".repeat(252)}.pdf`]) {
      expect(await refusal(incomingFileOf(name, pdf)), JSON.stringify(name)).toEqual(badName);
    }
    const badType = { attachment_file: ["Tipo di file non ammesso: sono accettati pdf, doc, docx, xls, xlsx, jpg, jpeg, png, gif"] };
    for (const name of ["programma.exe", "pagina.html", "senza-estensione", ".pdf", "documento.pdf.exe"]) {
      expect(await refusal(incomingFileOf(name, pdf)), name).toEqual(badType);
    }
    expect((await store(incomingFileOf(`${"x".repeat(251)}.pdf`, pdf))).originalName).toHaveLength(255);
  });

  it("se il commit fallisce non restano né la riga né il file; se riesce restituisce il suo risultato", async () => {
    const before = await filesUnder(deps.config.storageDir);
    const rowsBefore = await db.prisma.media.count();
    const failing = storeWith(incomingFileOf("contratto.pdf", await samplePdf()), async (tx, media) => {
      await tx.auditRecord.create({ data: { actorLabel: "test", action: "test.upload", entityType: "Media", entityId: String(media.id) } });
      throw new Error("commit non riuscito");
    });
    await expect(failing).rejects.toThrow("commit non riuscito");
    expect(await filesUnder(deps.config.storageDir)).toEqual(before);
    expect(await db.prisma.media.count()).toBe(rowsBefore);
    expect(await db.prisma.auditRecord.count({ where: { action: "test.upload" } })).toBe(0);

    const result = await storeWith(incomingFileOf("contratto.pdf", await samplePdf()), async (tx, media) => {
      await tx.auditRecord.create({ data: { actorLabel: "test", action: "test.upload", entityType: "Media", entityId: String(media.id) } });
      return { mediaId: media.id };
    });
    expect(await db.prisma.media.findUnique({ where: { id: result.mediaId } })).not.toBeNull();
    expect(await db.prisma.auditRecord.count({ where: { action: "test.upload" } })).toBe(1);
  });

  it("il file in arrivo sta nello spool del processo, non tra i file archiviati; salvato, nello spool non resta nulla", async () => {
    const root = deps.config.storageDir;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow: IncomingFile = {
      filename: "lento.pdf",
      mimetype: "application/pdf",
      stream: () =>
        Readable.from(
          (async function* () {
            yield Buffer.from("%PDF-1.7\n");
            yield Buffer.alloc(8 * 1024, 0x20);
            await released;
            yield Buffer.alloc(1024, 0x20);
          })(),
        ),
    };
    const stored = store(slow);
    const spool = path.relative(root, deps.storage.spoolDir);
    let partials: string[] = [];
    for (let waited = 0; partials.length === 0 && waited < 5000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      partials = (await filesUnder(root)).filter((file) => file.endsWith(".partial"));
    }
    expect(partials).toEqual([expect.stringMatching(new RegExp(`^${spool}/[0-9a-f-]{36}\\.partial$`))]);
    release();
    const media = await stored;
    expect(await filesUnder(deps.storage.spoolDir)).toEqual([]);
    expect((await readFile(path.join(root, media.directory, `${media.storedName}.pdf`))).length).toBe(9 + 9 * 1024);
  });

  it("una lettura interrotta non lascia file a metà", async () => {
    const broken: IncomingFile = {
      filename: "interrotto.pdf",
      mimetype: "application/pdf",
      stream: () =>
        Readable.from(
          (function* () {
            yield Buffer.from("%PDF-1.7\n");
            yield Buffer.alloc(1024, 0x20);
            throw new Error("connessione persa");
          })(),
        ),
    };
    const before = await filesUnder(deps.config.storageDir);
    await expect(store(broken)).rejects.toThrow("connessione persa");
    expect(await filesUnder(deps.config.storageDir)).toEqual(before);
  });
});
