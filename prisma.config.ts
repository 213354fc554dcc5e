// Configuration of the Prisma 7 CLI, which here only generates the client (and the Pothos types): the generator
// never runs the schema engine, which Prisma 7 would download, so scripts/prisma-generate.ts names a stand-in for it.
// Prisma 7 has no WebAssembly schema engine, so its `migrate` and `db` commands cannot run here: new migrations are
// written by the 6.19 CLI (scripts/migrate-new.ts, with its own configuration), and server/db/migrate.ts applies
// them to either database at start.
import path from "node:path";
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
});
