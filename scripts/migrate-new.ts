// Writes a new migration from the changes to the Prisma schema (npm run migrate:new -- --name nome).
// `prisma migrate dev --create-only` cannot do it here: with a driver adapter, Prisma 6.19's WebAssembly schema
// engine refuses its data-loss check ("PostgreSQL shadow DB must be provided through an external factory").
// `prisma migrate diff` needs no check: it replays the migrations on a scratch PGlite (the shadow database of
// server/db/pglite-adapter.ts) and prints the SQL that turns the result into the schema. The file is written
// by hand here as migrate dev would write it; the app applies it at its next start (server/db/migrate.ts).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";

const EMPTY_MIGRATION = "-- This is an empty migration.";

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

  const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");
  const diff = spawnSync(
    process.execPath,
    [prismaCli, "migrate", "diff", "--from-migrations", migrations, "--to-schema-datamodel", schema, "--script"],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (diff.status !== 0) {
    console.error(`Impossibile confrontare lo schema con le migrazioni:\n${diff.stderr || diff.stdout}`);
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

// Prisma's own folder names: the UTC time to the second, so they sort in the order they were written.
function migrationTimestamp(at: Date): string {
  return at.toISOString().replace(/\D/g, "").slice(0, 14);
}

process.exitCode = main();
