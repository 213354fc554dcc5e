// The embedded PGlite database and its Prisma driver adapter, for the app and for the Prisma CLI alike.
// pglite-prisma-adapter 0.6 pins its own copy of @prisma/driver-adapter-utils (6.10), whose types differ
// from Prisma 6.19's in name only; the protocol is the same (the API tests run every query through it).
// The cast lives here once, so no other file needs to know.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";

// The extensions the migrations create (pg_trgm: trigram indexes for the lists' quick searches). PostgreSQL
// ships them; PGlite loads each only when the instance is made with it.
const PGLITE_EXTENSIONS = { pg_trgm };

// A PGlite instance in `dataDir`, or in memory when none is given (tests, Prisma's shadow database).
export function createPglite(dataDir?: string): PGlite {
  return new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: PGLITE_EXTENSIONS });
}

export function pgliteAdapter(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPGlite(pglite);
  // The adapter's own shadow database (for `prisma migrate dev`) would be a PGlite without extensions, on
  // which the migrations' CREATE EXTENSION fails.
  factory.connectToShadowDb = () => new PrismaPGlite(createPglite()).connect();
  return factory as unknown as SqlMigrationAwareDriverAdapterFactory;
}
