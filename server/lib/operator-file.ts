// How `npm run create-customer` reaches a running portal. The embedded database (PGlite) serves one process, so while
// the portal holds DATA_DIR/db a script must not open it: the portal writes DATA_DIR/portal-operator.json (only its
// owner may read it) with the process that wrote it, where it listens and a secret made at this start; the script
// finds the file, checks that the process still runs, and asks the portal's local operator endpoint instead.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { currentProcessIdentity, ownerOfSpoolDirectory, ownerState, spoolDirectoryName } from "./spool";

export const OPERATOR_SECRET_HEADER = "x-portale-operatore";
const FILE_NAME = "portal-operator.json";
// The process name format of the spool folders (lib/spool.ts), which says whether the writer still runs.
const INSTANCE = "00000000";

export type OperatorFile = { owner: string; url: string; secret: string };

export const operatorFilePath = (dataDir: string) => path.join(dataDir, FILE_NAME);

export function newOperatorSecret(): string {
  return randomBytes(32).toString("base64url");
}

// Where a script on this machine reaches the portal: a wildcard address is reached on the loopback.
export function operatorUrl(host: string, port: number): string {
  const local = host === "0.0.0.0" || host === "::" || host === "" ? "127.0.0.1" : host;
  return `http://${local.includes(":") ? `[${local}]` : local}:${port}`;
}

export function writeOperatorFile(dataDir: string, url: string, secret: string): void {
  mkdirSync(dataDir, { recursive: true });
  const file = operatorFilePath(dataDir);
  const content: OperatorFile = { owner: spoolDirectoryName(currentProcessIdentity(), INSTANCE), url, secret };
  writeFileSync(file, JSON.stringify(content), { mode: 0o600 });
  chmodSync(file, 0o600);
}

// Removed at shutdown, unless another portal has written its own since (it would be the one holding the data).
export function removeOperatorFile(dataDir: string, secret: string): void {
  const current = readOperatorFile(dataDir);
  if (current?.secret === secret) rmSync(operatorFilePath(dataDir), { force: true });
}

function readOperatorFile(dataDir: string): OperatorFile | null {
  try {
    const parsed = JSON.parse(readFileSync(operatorFilePath(dataDir), "utf8")) as Partial<OperatorFile>;
    if (typeof parsed.owner !== "string" || typeof parsed.url !== "string" || typeof parsed.secret !== "string") return null;
    return { owner: parsed.owner, url: parsed.url, secret: parsed.secret };
  } catch {
    return null;
  }
}

// The running portal's file, or null when there is none or its writer is gone (a portal that was killed leaves it).
export function liveOperatorFile(dataDir: string): OperatorFile | null {
  const file = readOperatorFile(dataDir);
  if (!file) return null;
  const owner = ownerOfSpoolDirectory(file.owner);
  if (!owner || ownerState(owner) === "dead") return null;
  return file;
}

export function isOperatorSecret(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
