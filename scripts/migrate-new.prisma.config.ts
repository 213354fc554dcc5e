// Configuration of the Prisma 6.19 CLI (the `prisma6` alias), which scripts/migrate-new.ts runs for `migrate diff`
// alone: 6.19 still has the WebAssembly schema engine, which needs no download, and talks to an embedded PGlite
// through the driver adapter. `migrate diff` replays the migrations on a scratch database (the shadow database of
// server/db/pglite-adapter.ts), so its database lives in memory and starts empty every time. The schema is the copy
// scripts/migrate-new.ts writes for 6.19 (with the datasource url 6.19 requires): from it the CLI also learns that
// the client needs no query engine, so it downloads none.
import type { PrismaConfig } from "prisma6";
import { createPglite, pgliteAdapter } from "../server/db/pglite-adapter";

export default {
  experimental: { adapter: true },
  engine: "js",
  ...(process.env.MIGRATE_NEW_SCHEMA ? { schema: process.env.MIGRATE_NEW_SCHEMA } : {}),
  async adapter() {
    return pgliteAdapter(createPglite());
  },
} satisfies PrismaConfig;
