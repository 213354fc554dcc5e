// The Prisma driver adapter for embedded PGlite, for the app and for the Prisma CLI alike.
// pglite-prisma-adapter 0.6 pins its own copy of @prisma/driver-adapter-utils (6.10), whose types differ
// from Prisma 6.19's in name only; the protocol is the same (the API tests run every query through it).
// The cast lives here once, so no other file needs to know.
import type { PGlite } from "@electric-sql/pglite";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

export function pgliteAdapter(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory {
  return new PrismaPGlite(pglite) as unknown as SqlMigrationAwareDriverAdapterFactory;
}
