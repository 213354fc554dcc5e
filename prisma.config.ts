// Configuration of the Prisma CLI. The CLI talks to an embedded PGlite database through the driver adapter,
// because the WebAssembly schema engine needs no download (see ENVIRONMENT.md). The CLI is used to generate the
// client and to write migrations (scripts/migrate-new.ts), which compares the schema with the migrations replayed on
// a scratch database: so its database lives in memory and starts empty every time. Migrations are plain PostgreSQL
// and are applied to either database by server/db/migrate.ts at start.
import path from "node:path";
import type { PrismaConfig } from "prisma";
import { createPglite, pgliteAdapter } from "./server/db/pglite-adapter";

export default {
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  async adapter() {
    return pgliteAdapter(createPglite());
  },
} satisfies PrismaConfig;
