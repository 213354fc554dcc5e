// At start, storage is tidied of what a crash can leave behind: half-written uploads (*.partial) and complete
// files whose database row was never committed (the process died between the rename and the commit). Only
// files older than an hour go, so an upload in progress in another server process is never touched.
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { AppDeps } from "../../deps";
import { INCOMING_DIRECTORY, STORAGE_DIRECTORIES } from "../../lib/storage";

export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

const STORED_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z0-9]{1,8}$/;
const QUERY_BATCH = 500;

export type SweepResult = { partials: number; orphans: number };

export async function sweepOrphanFiles(
  deps: Pick<AppDeps, "prisma" | "storage" | "logger" | "now">,
  minAgeMs = ORPHAN_MIN_AGE_MS,
): Promise<SweepResult> {
  const cutoff = deps.now().getTime() - minAgeMs;
  const result: SweepResult = { partials: 0, orphans: 0 };

  for (const directory of [...STORAGE_DIRECTORIES, INCOMING_DIRECTORY]) {
    const folder = path.join(deps.storage.root, directory);
    const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    const candidates = new Map<string, string>(); // stored name (uuid) → file path
    for (const name of names) {
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

  if (result.partials + result.orphans > 0) {
    deps.logger.info("Archivio: rimossi file senza riga nel database", { ...result });
  } else {
    deps.logger.debug("Archivio: nessun file orfano");
  }
  return result;
}

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
