import type { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import type { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export declare const PGLITE_EXTENSIONS: { pg_trgm: typeof pg_trgm; btree_gin: typeof btree_gin };
