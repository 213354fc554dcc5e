// Downloads (streamed with a safe attachment name; 404 when the row or the file is gone) and the start-up
// sweep of what a crash leaves in storage.
import { mkdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, createTestDeps, databaseKinds, type TestDeps } from "../fixtures/test-database";
import { createSupplier, createUser } from "../fixtures/auth-users";
import { filesUnder, incomingFileOf, samplePdf } from "../fixtures/files";
import type { Database } from "../../server/db/database";
import type { Media } from "../../server/generated/prisma/client";
import { bufferDownloadResponse, contentDispositionOf, fileDownloadResponse } from "../../server/modules/files/downloads";
import { sweepOrphanFiles } from "../../server/modules/files/orphan-sweep";
import { storeUploadedFile } from "../../server/modules/files/uploads";
import type { Viewer } from "../../server/viewer";

describe.each(databaseKinds)("download e pulizia dell'archivio (%s)", (kind) => {
  let db: Database;
  let drop: () => Promise<void>;
  let deps: TestDeps;
  let viewer: Viewer;

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase(kind));
    deps = createTestDeps(db);
    const supplier = await createSupplier(db.prisma, { companyName: "Alfa Costruzioni Srl" });
    const user = await createUser(db.prisma, { email: "ufficio@alfa.it", kind: "SUPPLIER", supplierId: supplier.id });
    viewer = { userId: user.id, kind: "SUPPLIER", email: user.email, userLevel: 1, supplierId: supplier.id, customerId: null, workerId: null };
  });
  afterAll(async () => {
    await drop?.();
    if (deps) await rm(deps.tempDir, { recursive: true, force: true });
  });

  const store = async (name: string, bytes: Uint8Array): Promise<Media> =>
    storeUploadedFile(deps, { file: incomingFileOf(name, bytes), directory: "procurement-files", field: "file", uploadedBy: viewer }, async (_tx, media) => media);
  const storedPath = (media: Media) => path.join(deps.config.storageDir, media.directory, `${media.storedName}.${media.extension}`);

  it("scarica il file archiviato come allegato, con il nome dato dall'utente e gli spazi in trattini bassi", async () => {
    const bytes = await samplePdf();
    const media = await store("Certificato idoneità 2026.pdf", bytes);
    const response = await fileDownloadResponse(deps, media);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(bytes.length),
      "content-disposition": `attachment; filename="Certificato_idoneita_2026.pdf"; filename*=UTF-8''Certificato_idoneit%C3%A0_2026.pdf`,
      "x-content-type-options": "nosniff",
    });
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), Buffer.from(bytes))).toBe(0);

    // A name chosen by the module (the attachment's title) gets the stored file's extension.
    const named = await fileDownloadResponse(deps, media, "DURC \"aprile\" (Rossi)");
    expect(named.headers.get("content-disposition")).toBe(
      `attachment; filename="DURC__aprile__(Rossi).pdf"; filename*=UTF-8''DURC_%22aprile%22_%28Rossi%29.pdf`,
    );
    await named.body?.cancel();
  });

  it("risponde 404 «file non disponibile» senza riga o senza file sul disco", async () => {
    const missingRow = await fileDownloadResponse(deps, null);
    expect(missingRow.status).toBe(404);
    expect(await missingRow.json()).toEqual({ message: "file non disponibile" });

    const media = await store("verbale.pdf", await samplePdf());
    await rm(storedPath(media));
    const missingFile = await fileDownloadResponse(deps, media);
    expect(missingFile.status).toBe(404);
    expect(await missingFile.json()).toEqual({ message: "file non disponibile" });

    // A row that points outside the storage directories is treated as missing, never opened.
    const forged = await fileDownloadResponse(deps, { ...media, directory: "../../etc" });
    expect(forged.status).toBe(404);
  });

  it("i documenti generati si scaricano dalla memoria con le stesse intestazioni", async () => {
    const bytes = new TextEncoder().encode("contenuto");
    const response = bufferDownloadResponse(bytes, "Autocertificazione Alfa Srl.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Autocertificazione_Alfa_Srl.docx"; filename*=UTF-8''Autocertificazione_Alfa_Srl.docx`,
    );
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe("contenuto");
    expect(contentDispositionOf("a\r\nb.pdf")).toBe(`attachment; filename="ab.pdf"; filename*=UTF-8''ab.pdf`);
  });

  it("all'avvio rimuove i .partial e i file senza riga più vecchi di un'ora, e nient'altro", async () => {
    const root = deps.config.storageDir;
    const recorded = await store("registrato.pdf", await samplePdf());
    const folder = path.join(root, "supplier-attachments");
    await mkdir(folder, { recursive: true });
    await mkdir(path.join(root, "incoming"), { recursive: true });
    const twoHoursAgo = new Date(deps.now().getTime() - 2 * 60 * 60 * 1000);
    const put = async (relative: string, old: boolean) => {
      const file = path.join(root, relative);
      await writeFile(file, "x");
      if (old) await utimes(file, twoHoursAgo, twoHoursAgo);
      return relative;
    };
    await utimes(storedPath(recorded), twoHoursAgo, twoHoursAgo);
    const removed = [
      await put(`supplier-attachments/${randomUUID()}.pdf`, true),
      await put(`supplier-attachments/${randomUUID()}.pdf.partial`, true),
      await put(`incoming/${randomUUID()}.partial`, true),
    ];
    const kept = [
      await put(`supplier-attachments/${randomUUID()}.pdf`, false), // perhaps an upload committing right now
      await put(`supplier-attachments/${randomUUID()}.pdf.partial`, false),
      await put("supplier-attachments/leggimi.txt", true), // not named by us
    ];
    const before = await filesUnder(root);

    expect(await sweepOrphanFiles(deps)).toEqual({ partials: 2, orphans: 1 });
    const after = await filesUnder(root);
    expect(after).toEqual(before.filter((file) => !removed.includes(file)));
    expect(after).toEqual(expect.arrayContaining([...kept, path.relative(root, storedPath(recorded))]));
    expect(await readFile(storedPath(recorded))).toBeTruthy();
    expect(await sweepOrphanFiles(deps)).toEqual({ partials: 0, orphans: 0 });
  });
});
