// At start, storage is tidied of what a crash can leave behind. Uploads in progress live in their process's
// spool (lib/storage.ts), so what a dead process left is known exactly, whatever its age: its half-written
// files (*.partial), and each file it had renamed into place without its row being committed yet (a
// *.pending record), which goes unless a Media row has it. Several processes may share STORAGE_DIR: a spool
// whose owner still runs, or may still run, is left alone.
// A second pass keeps the old rule for what no spool accounts for (files from before the spool existed, a
// seed that died between writing a file and its row): such files go once they are an hour old.
import { HOUR_MS } from "../../../common/durations";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { AppDeps } from "../../deps";
import { ownerOfSpoolDirectory, ownerState } from "../../lib/spool";
import { INCOMING_DIRECTORY, SPOOL_DIRECTORY, STORAGE_DIRECTORIES, pendingLocationOf } from "../../lib/storage";

export const ORPHAN_MIN_AGE_MS = HOUR_MS;
// A spool whose owner this process cannot check (another machine or container) is taken as abandoned when it
// has shown no sign of life for this long; a running server touches its spool every SPOOL_HEARTBEAT_MS.
export const SPOOL_STALE_MS = HOUR_MS;
export const SPOOL_HEARTBEAT_MS = 5 * 60 * 1000;

const STORED_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z0-9]{1,8}$/;
const QUERY_BATCH = 500;

// partials: half-written files; orphans: complete files without a row; spools: folders of dead processes.
export type SweepResult = { partials: number; orphans: number; spools: number };

type SweepDeps = Pick<AppDeps, "prisma" | "storage" | "logger" | "now">;

export async function sweepOrphanFiles(deps: SweepDeps, minAgeMs = ORPHAN_MIN_AGE_MS): Promise<SweepResult> {
  const spools = await sweepDeadSpools(deps);
  const old = await sweepOldFiles(deps, minAgeMs);
  const result = { partials: spools.partials + old.partials, orphans: spools.orphans + old.orphans, spools: spools.spools };
  if (result.partials + result.orphans + result.spools > 0) {
    deps.logger.info("Archivio: rimossi i caricamenti interrotti e i file senza riga nel database", { ...result });
  } else {
    deps.logger.debug("Archivio: nessun file orfano");
  }
  return result;
}

// The spools of processes that are gone. A spool is removed only after every file its records name has been
// settled: if the database cannot be asked, the spool stays for the next start.
export async function sweepDeadSpools(deps: SweepDeps, staleMs = SPOOL_STALE_MS): Promise<SweepResult> {
  const result: SweepResult = { partials: 0, orphans: 0, spools: 0 };
  const spoolRoot = path.join(deps.storage.root, SPOOL_DIRECTORY);
  const staleBefore = deps.now().getTime() - staleMs;
  for (const name of await namesIn(spoolRoot)) {
    const owner = ownerOfSpoolDirectory(name);
    // A folder not named by us is left alone, and so is the storage's own spool.
    if (!owner) continue;
    const folder = path.join(spoolRoot, name);
    if (folder === deps.storage.spoolDir) continue;
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory()) continue;
    const state = ownerState(owner);
    if (state === "alive" || (state === "unknown" && info.mtimeMs > staleBefore)) continue;

    const entries = await namesIn(folder);
    const placed = new Map<string, string>();
    for (const entry of entries) {
      if (entry.endsWith(".partial")) result.partials += 1;
      const location = pendingLocationOf(entry);
      if (!location) continue;
      let filePath: string;
      try {
        filePath = deps.storage.pathOf(location);
      } catch {
        continue; // a record naming no storage place names nothing to remove
      }
      // The process may have died between writing the record and the rename: then there is no file.
      if ((await stat(filePath).catch(() => null))?.isFile()) placed.set(location.storedName, filePath);
    }
    result.orphans += await removeUnrecorded(deps, placed);
    // Another process starting at the same moment may be removing the same folder.
    await rm(folder, { recursive: true, force: true, maxRetries: 2 }).catch((error: unknown) =>
      deps.logger.warn("Cartella di caricamenti interrotti non rimossa", { folder: name, error: String(error) }),
    );
    result.spools += 1;
  }
  return result;
}

// What no spool accounts for, by age: *.partial and unrecorded files in the storage folders, and whatever
// was left in the former incoming folder.
async function sweepOldFiles(deps: SweepDeps, minAgeMs: number): Promise<{ partials: number; orphans: number }> {
  const cutoff = deps.now().getTime() - minAgeMs;
  const result = { partials: 0, orphans: 0 };
  for (const directory of [...STORAGE_DIRECTORIES, INCOMING_DIRECTORY]) {
    const folder = path.join(deps.storage.root, directory);
    const candidates = new Map<string, string>(); // stored name (uuid) → file path
    for (const name of await namesIn(folder)) {
      const filePath = path.join(folder, name);
      const info = await stat(filePath).catch(() => null);
      if (!info?.isFile() || info.mtimeMs > cutoff) continue;
      if (name.endsWith(".partial")) {
        await rm(filePath, { force: true });
        result.partials += 1;
        continue;
      }
      const storedName = STORED_NAME.exec(name)?.[1];
      // Anything not named by us (a file put there by hand) is left alone.
      if (storedName && directory !== INCOMING_DIRECTORY) candidates.set(storedName, filePath);
    }
    result.orphans += await removeUnrecorded(deps, candidates);
  }
  return result;
}

async function namesIn(folder: string): Promise<string[]> {
  return readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
}

// Removes each candidate file that no Media row names; returns how many went.
async function removeUnrecorded(deps: Pick<AppDeps, "prisma">, candidates: Map<string, string>): Promise<number> {
  const storedNames = [...candidates.keys()];
  let removed = 0;
  for (let start = 0; start < storedNames.length; start += QUERY_BATCH) {
    const batch = storedNames.slice(start, start + QUERY_BATCH);
    const recorded = await deps.prisma.media.findMany({ where: { storedName: { in: batch } }, select: { storedName: true } });
    const known = new Set(recorded.map((media) => media.storedName));
    for (const storedName of batch) {
      if (known.has(storedName)) continue;
      await rm(candidates.get(storedName) as string, { force: true });
      removed += 1;
    }
  }
  return removed;
}
