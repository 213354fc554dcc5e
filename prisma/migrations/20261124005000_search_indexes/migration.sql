-- Quick searches within one supplier's or one customer's list (issue 8). With a trigram index per column the
-- planner never used them: it read all of the supplier's rows (5,010 workers) through the list's btree index
-- and ran the ILIKEs on each, 20-27 ms for the count and for a search that finds nothing. A GIN index holding
-- the owner's id beside the trigrams (btree_gin) answers "this supplier AND this text" from the index alone:
-- 0.1-0.6 ms for the same statements (EXPLAIN ANALYZE, 10,000 suppliers / 50,000 workers). btree_gin is a
-- trusted extension of PostgreSQL; the embedded PGlite loads it (server/db/pglite-adapter.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- Workers of a supplier: first name, last name or fiscal code (the only search on workers).
DROP INDEX "customer_supplier_workers_first_name_trgm_idx";
DROP INDEX "customer_supplier_workers_last_name_trgm_idx";
DROP INDEX "customer_supplier_workers_fiscal_code_trgm_idx";
CREATE INDEX "customer_supplier_workers_supplier_search_idx" ON "customer_supplier_workers" USING GIN ("customer_supplier_id", "first_name" gin_trgm_ops, "last_name" gin_trgm_ops, "fiscal_code" gin_trgm_ops);

-- Company documents of a supplier: file name, or the types whose label matches.
DROP INDEX "customer_supplier_attachments_filename_trgm_idx";
CREATE INDEX "customer_supplier_attachments_supplier_search_idx" ON "customer_supplier_attachments" USING GIN ("customer_supplier_id", "attachment_filename" gin_trgm_ops, "attachment_type");

-- Procurements of a customer: label or note. The label and note trigram indexes stay for a supplier's
-- procurements, which are found through its places on them rather than by a column of the procurement.
CREATE INDEX "procurements_customer_search_idx" ON "procurements" USING GIN ("customer_id", "label" gin_trgm_ops, "note" gin_trgm_ops);
