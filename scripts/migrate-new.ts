// Writes a new migration from the changes to the Prisma schema (npm run migrate:new -- --name nome).
// Prisma 7 has no WebAssembly schema engine and its native one cannot be downloaded here, so this runs the 6.19 CLI
// (the `prisma6` npm alias) with its own configuration (scripts/migrate-new.prisma.config.ts), for this alone.
// `prisma migrate dev --create-only` cannot do it: with a driver adapter, 6.19's WebAssembly schema engine refuses
// its data-loss check ("PostgreSQL shadow DB must be provided through an external factory").
// `prisma migrate diff` needs no check: it replays the migrations on a scratch PGlite (the shadow database of
// server/db/pglite-adapter.ts) and prints the SQL that turns the result into the schema. The file is written
// by hand here as migrate dev would write it; the app applies it at its next start (server/db/migrate.ts).
// 6.19 requires the datasource url that Prisma 7 refuses, so it reads a copy of the schema with a placeholder url.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { z } from "zod";

const EMPTY_MIGRATION = "-- This is an empty migration.";
// Only has to be well-formed: the driver adapter is what connects.
const PLACEHOLDER_URL = "postgresql://portal@localhost:5432/portal";

const argumentsSchema = z.object({
  name: z
    .string({ error: "Indicare il nome della migrazione: npm run migrate:new -- --name nome_della_modifica" })
    .regex(/^[a-z0-9_]{1,80}$/, "Il nome della migrazione può contenere solo lettere minuscole, cifre e trattini bassi (al massimo 80 caratteri)"),
  schema: z.string().default(path.join("prisma", "schema.prisma")),
  migrations: z.string().default(path.join("prisma", "migrations")),
});

function main(): number {
  const { values } = parseArgs({ options: { name: { type: "string" }, schema: { type: "string" }, migrations: { type: "string" } } });
  const parsed = argumentsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join("\n"));
    return 2;
  }
  const { name, schema, migrations } = parsed.data;

  const prismaCli = createRequire(import.meta.url).resolve("prisma6/build/index.js");
  const config = fileURLToPath(new URL("migrate-new.prisma.config.ts", import.meta.url));
  let schemaText: string;
  try {
    schemaText = readFileSync(schema, "utf8");
  } catch {
    console.error(`Schema Prisma non trovato: ${schema}`);
    return 1;
  }
  const scratch = mkdtempSync(path.join(os.tmpdir(), "portal-migrate-new-"));
  const schemaFor6 = path.join(scratch, "schema.prisma");
  writeFileSync(schemaFor6, withPlaceholderUrl(schemaText));
  const diff = spawnSync(
    process.execPath,
    [prismaCli, "migrate", "diff", "--config", config, "--from-migrations", migrations, "--to-schema-datamodel", schemaFor6, "--script"],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, env: { ...process.env, MIGRATE_NEW_SCHEMA: schemaFor6, PRISMA_HIDE_UPDATE_MESSAGE: "1" } },
  );
  rmSync(scratch, { recursive: true, force: true });
  if (diff.status !== 0) {
    // The messages name the developer's file, not the copy.
    console.error(`Impossibile confrontare lo schema con le migrazioni:\n${(diff.stderr || diff.stdout).replaceAll(schemaFor6, schema)}`);
    return 1;
  }
  const sql = diff.stdout.trim();
  if (sql === EMPTY_MIGRATION) {
    console.log("Lo schema Prisma coincide già con le migrazioni: nessuna migrazione scritta.");
    return 0;
  }

  const folder = path.join(migrations, `${migrationTimestamp(new Date())}_${name}`);
  mkdirSync(folder);
  writeFileSync(path.join(folder, "migration.sql"), `${sql}\n`);
  console.log(`Migrazione scritta in ${path.join(folder, "migration.sql")}: rileggerla prima del commit.`);
  return 0;
}

// The schema with a url in its datasource block, taking the blank line after the block when there is one, so that the
// line numbers in 6.19's messages are those of the developer's file.
function withPlaceholderUrl(schema: string): string {
  return schema.replace(/^(datasource\s+\w+\s*\{[^}]*?)\n\}(\n\n)?/m, (block: string, body: string, blank: string | undefined) =>
    /^\s*url\s*=/m.test(body) ? block : `${body}\n  url = "${PLACEHOLDER_URL}"\n}${blank ? "\n" : ""}`,
  );
}

// Prisma's own folder names: the UTC time to the second, so they sort in the order they were written.
function migrationTimestamp(at: Date): string {
  return at.toISOString().replace(/\D/g, "").slice(0, 14);
}

process.exitCode = main();
