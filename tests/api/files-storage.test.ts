// Downloads (streamed with a safe attachment name; 404 when the row or the file is gone) and the start-up
// sweep of what a crash leaves in storage: the spools of processes that are gone, whatever their age, and by
// age what no spool accounts for. tests/api/files-crash.test.ts kills a real server for the same promise.
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, createTestDeps, databaseKinds, type TestDeps } from "../fixtures/test-database";
import { createSupplier, createUser } from "../fixtures/auth-users";
import { filesUnder, incomingFileOf, samplePdf } from "../fixtures/files";
import { killedProcessIdentity, spoolFolderOf, startIdleProcess } from "../fixtures/spool";
import type { Database } from "../../server/db/database";
import type { Media } from "../../server/generated/prisma/client";
import { bufferDownloadResponse, contentDispositionOf, fileDownloadResponse } from "../../server/modules/files/downloads";
import { currentProcessIdentity } from "../../server/lib/spool";
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
    const response = await fileDownloadResponse(deps, null, media);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(bytes.length),
      "content-disposition": `attachment; filename="Certificato_idoneita_2026.pdf"; filename*=UTF-8''Certificato_idoneit%C3%A0_2026.pdf`,
      "x-content-type-options": "nosniff",
    });
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), Buffer.from(bytes))).toBe(0);

    // A name chosen by the module (the attachment's title) gets the stored file's extension.
    const named = await fileDownloadResponse(deps, null, media, "DURC \"aprile\" (Rossi)");
    expect(named.headers.get("content-disposition")).toBe(
      `attachment; filename="DURC__aprile__(Rossi).pdf"; filename*=UTF-8''DURC_%22aprile%22_%28Rossi%29.pdf`,
    );
    await named.body?.cancel();
  });

  it("risponde 404 «file non disponibile» senza riga o senza file sul disco", async () => {
    const missingRow = await fileDownloadResponse(deps, null, null);
    expect(missingRow.status).toBe(404);
    expect(await missingRow.json()).toEqual({ message: "file non disponibile" });

    const media = await store("verbale.pdf", await samplePdf());
    await rm(storedPath(media));
    const missingFile = await fileDownloadResponse(deps, null, media);
    expect(missingFile.status).toBe(404);
    expect(await missingFile.json()).toEqual({ message: "file non disponibile" });

    // A row that points outside the storage directories is treated as missing, never opened.
    const forged = await fileDownloadResponse(deps, null, { ...media, directory: "../../etc" });
    expect(forged.status).toBe(404);
  });

  it("i documenti generati si scaricano dalla memoria con le stesse intestazioni", async () => {
    const bytes = new TextEncoder().encode("contenuto");
    const response = bufferDownloadResponse(null, bytes, "Autocertificazione Alfa Srl.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Autocertificazione_Alfa_Srl.docx"; filename*=UTF-8''Autocertificazione_Alfa_Srl.docx`,
    );
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe("contenuto");
    expect(contentDispositionOf("a\r\nb.pdf")).toBe(`attachment; filename="ab.pdf"; filename*=UTF-8''ab.pdf`);
  });

  it("fuori dagli spool, all'avvio rimuove i .partial e i file senza riga più vecchi di un'ora, e nient'altro", async () => {
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

    expect(await sweepOrphanFiles(deps)).toEqual({ partials: 2, orphans: 1, spools: 0 });
    const after = await filesUnder(root);
    expect(after).toEqual(before.filter((file) => !removed.includes(file)));
    expect(after).toEqual(expect.arrayContaining([...kept, path.relative(root, storedPath(recorded))]));
    expect(await readFile(storedPath(recorded))).toBeTruthy();
    expect(await sweepOrphanFiles(deps)).toEqual({ partials: 0, orphans: 0, spools: 0 });
  });

  it("all'avvio svuota subito lo spool di un processo terminato (file a metà, file rinominati senza riga) e lascia quelli dei processi vivi", async () => {
    const root = deps.config.storageDir;
    const relative = (file: string) => path.relative(root, file);
    const put = async (folder: string, name: string) => {
      await writeFile(path.join(folder, name), "x");
      return relative(path.join(folder, name));
    };
    // A file renamed into place by an upload whose row was not committed (yet, or ever).
    const placed = async (folder: string) => {
      const storedName = randomUUID();
      const file = path.join(root, "supplier-attachments", `${storedName}.pdf`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, "%PDF-1.7 non salvato");
      return { file: relative(file), record: await put(folder, `supplier-attachments.${storedName}.pdf.pending`) };
    };

    // Killed between the rename and the commit, while receiving two more files; everything is seconds old.
    const killed = await spoolFolderOf(root, await killedProcessIdentity());
    const orphan = await placed(killed);
    const committed = await store("committato.pdf", await samplePdf()); // its row is there: the record came too late
    const committedRecord = await put(killed, `${committed.directory}.${committed.storedName}.${committed.extension}.pending`);
    const killedFiles = [
      await put(killed, `${randomUUID()}.partial`),
      await put(killed, `${randomUUID()}.partial`),
      await put(killed, `procurement-files.${randomUUID()}.pdf.pending`), // died before its rename: no file
      await put(killed, `etc.${randomUUID()}.pdf.pending`), // names no storage folder: nothing to look for
      orphan.record,
      committedRecord,
    ];
    // The pid now belongs to another process (this one): the owner started at another time.
    const reused = await spoolFolderOf(root, { ...currentProcessIdentity(), startTicks: "1" });
    const reusedFiles = [await put(reused, `${randomUUID()}.partial`)];
    // On another machine: known only by its last sign of life, two hours ago.
    const elsewhere = { ...currentProcessIdentity(), bootId: randomUUID() };
    const abandoned = await spoolFolderOf(root, elsewhere, "aaaaaaaa");
    const abandonedFiles = [await put(abandoned, `${randomUUID()}.partial`)];
    const twoHoursAgo = new Date(deps.now().getTime() - 2 * 60 * 60 * 1000);
    await utimes(abandoned, twoHoursAgo, twoHoursAgo);

    // Kept: a running process's spool (one file arriving, one waiting for its commit), a recent one elsewhere,
    // this storage's own.
    const running = await startIdleProcess();
    try {
      const live = await spoolFolderOf(root, running.identity);
      const liveWaiting = await placed(live);
      const liveFiles = [await put(live, `${randomUUID()}.partial`), liveWaiting.record];
      const recent = await spoolFolderOf(root, elsewhere, "bbbbbbbb");
      const recentFiles = [await put(recent, `${randomUUID()}.partial`)];
      await mkdir(deps.storage.spoolDir, { recursive: true });
      const ownFiles = [await put(deps.storage.spoolDir, `${randomUUID()}.partial`)];
      const before = await filesUnder(root);
      const removed = [...killedFiles, orphan.file, ...reusedFiles, ...abandonedFiles];
      expect(before).toEqual(expect.arrayContaining(removed));

      expect(await sweepOrphanFiles(deps)).toEqual({ partials: 4, orphans: 1, spools: 3 });
      const after = await filesUnder(root);
      expect(after).toEqual(before.filter((file) => !removed.includes(file)));
      expect(after).toEqual(expect.arrayContaining([...liveFiles, liveWaiting.file, ...recentFiles, ...ownFiles, relative(storedPath(committed))]));
      expect(existsSync(killed) || existsSync(reused) || existsSync(abandoned)).toBe(false);
      expect(await readFile(storedPath(committed), "latin1")).toMatch(/^%PDF/);

      // Once the running process is gone, its spool goes at the next start, and the file without a row with it.
      await running.stop();
      expect(await sweepOrphanFiles(deps)).toEqual({ partials: 1, orphans: 1, spools: 1 });
      expect(await filesUnder(root)).toEqual(after.filter((file) => !liveFiles.includes(file) && file !== liveWaiting.file));
      await rm(path.join(root, ownFiles[0] as string));
    } finally {
      await running.stop();
    }
  });
});
