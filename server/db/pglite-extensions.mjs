// The extensions the migrations create (pg_trgm: trigram indexes for the lists' quick searches; btree_gin: an
// owner's id in the same GIN index; btree_gist: an instrument's id beside its booked interval in the exclusion
// constraint that refuses a double booking). PostgreSQL ships them; PGlite loads each only when the instance is made with
// it. Plain JavaScript: the database thread (pglite-thread.mjs) loads this file without a TypeScript loader.
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin, btree_gist };
