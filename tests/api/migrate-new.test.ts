// `npm run migrate:new` (scripts/migrate-new.ts), run as a developer runs it, on a copy of the migrations and of
// the Prisma schema with one new column. The migration it writes must hold that column and nothing else: anything
// more would mean the committed schema and the committed migrations have drifted apart, which this also guards.
// Then the migrations, the new one included, must apply on both databases and give the column.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds } from "../fixtures/test-database";

const ROOT = path.resolve(import.meta.dirname, "../..");
const NEW_FIELD = `  inspectionNote String? @map("inspection_note")`;

function migrateNew(args: string[]) {
  const tsx = createRequire(import.meta.url).resolve("tsx/cli");
  return spawnSync(process.execPath, [tsx, "scripts/migrate-new.ts", ...args], { cwd: ROOT, encoding: "utf8" });
}

describe("npm run migrate:new", () => {
  let workDir: string;
  let migrationsDir: string;
  let written: string[];
  let run: ReturnType<typeof migrateNew>;

  beforeAll(() => {
    workDir = mkdtempSync(path.join(os.tmpdir(), "portal-migrate-new-"));
    migrationsDir = path.join(workDir, "migrations");
    cpSync(path.join(ROOT, "prisma", "migrations"), migrationsDir, { recursive: true });
    const schema = readFileSync(path.join(ROOT, "prisma", "schema.prisma"), "utf8");
    const changed = schema.replace(/^model Procurement \{\n/m, (line) => `${line}${NEW_FIELD}\n`);
    expect(changed).not.toBe(schema);
    writeFileSync(path.join(workDir, "schema.prisma"), changed);

    const before = new Set(readdirSync(migrationsDir));
    run = migrateNew(["--name", "nota_ispezione", "--schema", path.join(workDir, "schema.prisma"), "--migrations", migrationsDir]);
    written = readdirSync(migrationsDir).filter((entry) => !before.has(entry));
    // The Prisma 6 CLI diffs the schemas in its WebAssembly engine on one core: seconds on a quiet machine, more than
    // two minutes seen with both cores busy (load 24). Generous, so a loaded machine does not fail a correct script.
  }, 600_000);

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it("scrive una migrazione con la sola colonna nuova", () => {
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(0);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^\d{14}_nota_ispezione$/);
    expect(run.stdout).toContain(`Migrazione scritta in ${path.join(migrationsDir, written[0], "migration.sql")}`);
    const statements = readFileSync(path.join(migrationsDir, written[0], "migration.sql"), "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("--"));
    expect(statements).toEqual([`ALTER TABLE "procurements" ADD COLUMN     "inspection_note" TEXT;`]);
  });

  for (const kind of databaseKinds) {
    it(`la migrazione scritta si applica su ${kind}`, async () => {
      const { db, drop } = await createTestDatabase(kind, { migrationsDir });
      try {
        const columns = await db.prisma.$queryRaw<{ data_type: string }[]>`
          SELECT data_type FROM information_schema.columns WHERE table_name = 'procurements' AND column_name = 'inspection_note'`;
        expect(columns).toEqual([{ data_type: "text" }]);
      } finally {
        await drop();
      }
    });
  }

  it("rifiuta un nome non valido con un messaggio in italiano, senza scrivere nulla", () => {
    const bad = migrateNew(["--name", "Nota Ispezione", "--migrations", migrationsDir]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("Il nome della migrazione può contenere solo lettere minuscole, cifre e trattini bassi");
    const missing = migrateNew([]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("Indicare il nome della migrazione");
  });
});
