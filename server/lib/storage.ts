// Files on disk under STORAGE_DIR as {directory}/{uuid}.{extension}. Names from requests never reach a path:
// directories come from a fixed list and file names are generated here.
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, open, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

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
] as const;
export type StorageDirectory = (typeof STORAGE_DIRECTORIES)[number];

// Where REST multipart uploads wait, whole, until the rest of the form has been read. Not a storage directory:
// nothing there is ever served, and the orphan sweep empties it.
export const INCOMING_DIRECTORY = "incoming";

export type StoredFileLocation = { directory: string; storedName: string; extension: string };
// A new file's place: written at partialPath, renamed to finalPath once complete and checked.
export type NewFilePaths = { location: StoredFileLocation; finalPath: string; partialPath: string };
export type WrittenFile = StoredFileLocation & { sizeBytes: number; sha256: string };

const SAFE_EXTENSION = /^[a-z0-9]{1,8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

  return {
    root,
    pathOf,

    // Writes bytes under a new name; written to a temporary name first so a crash never leaves half a file.
    async writeNew(directory: StorageDirectory, extension: string, bytes: Uint8Array): Promise<WrittenFile> {
      const location = { directory, storedName: randomUUID(), extension: extension.toLowerCase() };
      const finalPath = pathOf(location);
      await mkdir(path.dirname(finalPath), { recursive: true });
      const temporaryPath = `${finalPath}.partial`;
      await writeFile(temporaryPath, bytes);
      await rename(temporaryPath, finalPath);
      return { ...location, sizeBytes: bytes.byteLength, sha256: createHash("sha256").update(bytes).digest("hex") };
    },

    // A fresh name in a directory (created when missing); nothing is written yet.
    async prepareNew(directory: StorageDirectory, extension: string): Promise<NewFilePaths> {
      const location = { directory, storedName: randomUUID(), extension: extension.toLowerCase() };
      const finalPath = pathOf(location);
      await mkdir(path.dirname(finalPath), { recursive: true });
      return { location, finalPath, partialPath: `${finalPath}.partial` };
    },

    // A temporary file for a request being read; the caller removes it when done.
    async prepareIncoming(): Promise<string> {
      const directory = path.join(root, INCOMING_DIRECTORY);
      await mkdir(directory, { recursive: true });
      return path.join(directory, `${randomUUID()}.partial`);
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
