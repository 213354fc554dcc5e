// Configuration of the Prisma CLI. The CLI talks to an embedded PGlite database through the driver adapter,
// because the WebAssembly schema engine needs no download (see ENVIRONMENT.md). Migrations it writes are
// plain PostgreSQL and are applied to either database by server/db/migrate.ts at start.
import path from "node:path";
import { mkdirSync } from "node:fs";
import type { PrismaConfig } from "prisma";
import { createPglite, pgliteAdapter } from "./server/db/pglite-adapter";

const cliDatabaseDir = path.join("data", "prisma-cli-db");

export default {
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    mkdirSync(cliDatabaseDir, { recursive: true });
    return pgliteAdapter(createPglite(cliDatabaseDir));
  },
} satisfies PrismaConfig;
