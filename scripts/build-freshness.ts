// Whether `npm run build` must run before the server starts: when an output is missing, or when a file the
// build reads is newer than the last file the build writes (the service worker, written after the client).
// Modification times are enough: a checkout or a pull touches what it changes, and the build rewrites
// everything in one go (prisma generate, schema.graphql, Relay artifacts, then the client), so every input,
// generated ones included, ends up older than the service worker.
import { readdirSync, statSync, type Stats } from "node:fs";
import path from "node:path";

// The build's last output, and the ones the server cannot start without.
export const BUILD_MARKER = "dist/client/sw.js";
const REQUIRED_OUTPUTS = ["dist/client/index.html", BUILD_MARKER, "server/generated/prisma/client.ts"];

// What the build reads: the client and its shared code, the static files, the GraphQL schema's sources
// (printed to schema.graphql for Relay), the Prisma schema (generated client), and the build's own settings.
const SOURCE_DIRECTORIES = ["client", "common", "public", "server/graphql"];
const SOURCE_FILES = [
  "index.html",
  "vite.config.ts",
  "scripts/vite-service-worker.ts",
  "relay.config.js",
  "schema.graphql",
  "prisma/schema.prisma",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];
// Each domain's GraphQL types live beside its service (server/modules/<domain>/<domain>.graphql.ts).
const SCHEMA_MODULES = { directory: "server/modules", suffix: ".graphql.ts" };

function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

function* filesUnder(directory: string, accept: (file: string) => boolean = () => true): Generator<string> {
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") yield* filesUnder(full, accept);
    } else if (entry.isFile() && accept(full)) {
      yield full;
    }
  }
}

function* sourceFiles(root: string): Generator<string> {
  for (const directory of SOURCE_DIRECTORIES) yield* filesUnder(path.join(root, directory));
  for (const file of SOURCE_FILES) yield path.join(root, file);
  yield* filesUnder(path.join(root, SCHEMA_MODULES.directory), (file) => file.endsWith(SCHEMA_MODULES.suffix));
}

// null when the build is up to date; otherwise why it is not, for the console.
export function staleBuildReason(root: string = process.cwd()): string | null {
  for (const output of REQUIRED_OUTPUTS) {
    if (!statOrNull(path.join(root, output))) return `manca ${output}`;
  }
  const builtAt = statOrNull(path.join(root, BUILD_MARKER))?.mtimeMs ?? 0;
  for (const file of sourceFiles(root)) {
    const modifiedAt = statOrNull(file)?.mtimeMs;
    if (modifiedAt !== undefined && modifiedAt > builtAt) return `${path.relative(root, file)} è più recente della compilazione`;
  }
  return null;
}
