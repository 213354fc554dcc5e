// Files on disk under STORAGE_DIR as {directory}/{uuid}.{extension}. Names from requests never reach a path:
// directories come from a fixed list and file names are generated here.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, open, rename, rm, rmdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { currentProcessIdentity, spoolDirectoryName } from "./spool";

export const STORAGE_DIRECTORIES = [
  "supplier-attachments",
  "supplier-worker-attachments",
  "procurement-files",
  "procurement-documents",
  "procurement-default-documents",
  "fitness-certificates",
  "element-attachments",
  "safety-data-sheets",
  "duvri",
  "medical-certificates",
  "training-certificates",
  "worker-photos",
  "worker-files",
] as const;
export type StorageDirectory = (typeof STORAGE_DIRECTORIES)[number];

// Every process keeps what it is still receiving in its own folder under SPOOL_DIRECTORY, named after the
// process (lib/spool.ts): files being written (*.partial, REST forms included) and, from just before a file
// is renamed into place until its row is committed, a record naming it (*.pending). When the process dies,
// the next start removes the folder, after removing each file a record names unless a Media row has it.
export const SPOOL_DIRECTORY = "spool";
// Where REST forms waited before the spool existed: only the sweep still looks there.
export const INCOMING_DIRECTORY = "incoming";

export type StoredFileLocation = { directory: string; storedName: string; extension: string };
// A new file's place: written at partialPath (in the spool), renamed to finalPath once complete and checked;
// pendingPath is the spool's record of finalPath while the file is there and its row is not yet committed.
export type NewFilePaths = { location: StoredFileLocation; finalPath: string; partialPath: string; pendingPath: string };
export type WrittenFile = StoredFileLocation & { sizeBytes: number; sha256: string };

const SAFE_EXTENSION = /^[a-z0-9]{1,8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PENDING_RECORD = /^([a-z-]+)\.([0-9a-f-]{36})\.([a-z0-9]{1,8})\.pending$/;

// The file a spool record names, or null for any other name. Checked again by pathOf before any use.
export function pendingLocationOf(recordName: string): StoredFileLocation | null {
  const match = PENDING_RECORD.exec(recordName);
  if (!match) return null;
  const [, directory, storedName, extension] = match as unknown as [string, string, string, string];
  return { directory, storedName, extension };
}

export type Storage = ReturnType<typeof createStorage>;

export function createStorage(rootDir: string) {
  const root = path.resolve(rootDir);

  function pathOf(location: StoredFileLocation): string {
    if (!(STORAGE_DIRECTORIES as readonly string[]).includes(location.directory)) {
      throw new Error(`Cartella di archiviazione sconosciuta: ${location.directory}`);
    }
    if (!UUID.test(location.storedName) || !SAFE_EXTENSION.test(location.extension)) {
      throw new Error("Nome di file archiviato non valido");
    }
    return path.join(root, location.directory, `${location.storedName}.${location.extension}`);
  }

  // This storage's own spool folder, created on first use (lazily: most processes never receive a file).
  const spoolDir = path.join(root, SPOOL_DIRECTORY, spoolDirectoryName(currentProcessIdentity(), randomBytes(4).toString("hex")));

  async function prepareNew(directory: StorageDirectory, extension: string): Promise<NewFilePaths> {
    const location = { directory, storedName: randomUUID(), extension: extension.toLowerCase() };
    const finalPath = pathOf(location);
    await mkdir(path.dirname(finalPath), { recursive: true });
    await mkdir(spoolDir, { recursive: true });
    return {
      location,
      finalPath,
      partialPath: path.join(spoolDir, `${location.storedName}.partial`),
      pendingPath: path.join(spoolDir, `${location.directory}.${location.storedName}.${location.extension}.pending`),
    };
  }

  // The record first, then the rename: a crash in between leaves a record of a file that is not there, which
  // the sweep passes over; the other way round would leave a file nobody knows was uncommitted.
  async function placeNew(file: NewFilePaths): Promise<void> {
    await writeFile(file.pendingPath, "", { flag: "wx" });
    await rename(file.partialPath, file.finalPath);
  }

  // The row is committed: the file is no longer the spool's business.
  async function settleNew(file: NewFilePaths): Promise<void> {
    await rm(file.pendingPath, { force: true });
  }

  // Nothing was committed: every trace goes, the record last so that it outlives the file it names.
  async function discardNew(file: NewFilePaths): Promise<void> {
    await rm(file.partialPath, { force: true });
    await rm(file.finalPath, { force: true });
    await rm(file.pendingPath, { force: true });
  }

  return {
    root,
    spoolDir,
    pathOf,
    prepareNew,
    placeNew,
    settleNew,
    discardNew,

    // Writes bytes under a new name, through the spool so a crash never leaves half a file. The caller
    // records the file afterwards; a crash before that leaves a complete file that the sweep removes by age.
    async writeNew(directory: StorageDirectory, extension: string, bytes: Uint8Array): Promise<WrittenFile> {
      const file = await prepareNew(directory, extension);
      try {
        await writeFile(file.partialPath, bytes, { flag: "wx" });
        await placeNew(file);
        await settleNew(file);
      } catch (error) {
        await discardNew(file);
        throw error;
      }
      return { ...file.location, sizeBytes: bytes.byteLength, sha256: createHash("sha256").update(bytes).digest("hex") };
    },

    // A temporary file for a request being read, in this process's spool; the caller removes it when done.
    async prepareIncoming(): Promise<string> {
      await mkdir(spoolDir, { recursive: true });
      return path.join(spoolDir, `${randomUUID()}.partial`);
    },

    // A sign of life for sweeps in processes that cannot see this one (another machine or container).
    async heartbeat(): Promise<void> {
      const now = new Date();
      await utimes(spoolDir, now, now).catch(() => undefined);
    },

    // On a clean stop: the spool folder goes when nothing is left in it (rmdir refuses otherwise, so a record
    // of an unsettled file stays for the next start's sweep).
    async releaseSpool(): Promise<void> {
      await rmdir(spoolDir).catch(() => undefined);
    },

    // The file opened for reading with its size on disk, or null when it is not there (removed by hand, lost
    // with a disk, or a row pointing at an unknown place). Opened before measuring, so the two always agree.
    async openExisting(location: StoredFileLocation): Promise<{ stream: ReadStream; sizeBytes: number } | null> {
      let filePath: string;
      try {
        filePath = pathOf(location);
      } catch {
        return null;
      }
      const handle = await open(filePath, "r").catch(() => null);
      if (!handle) return null;
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        return { stream: handle.createReadStream(), sizeBytes: info.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    openRead(location: StoredFileLocation): ReadStream {
      return createReadStream(pathOf(location));
    },

    async remove(location: StoredFileLocation): Promise<void> {
      await rm(pathOf(location), { force: true });
    },
  };
}
