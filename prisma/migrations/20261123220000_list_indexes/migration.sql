-- Indexes for the lists the screens page through (issue 8): each list's filter, then its sort columns, then
-- the id tiebreaker every sort ends with, so a page is read in index order and LIMIT stops the scan. A
-- composite index whose first column is the old single-column index's replaces it.

-- Trigram indexes serve the quick searches ("Ricerca"), which Prisma sends as ILIKE '%text%'. pg_trgm is a
-- trusted extension of PostgreSQL; the embedded PGlite loads it (server/db/pglite-adapter.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Workers of a supplier (/home): by "Cognome e nome" (the default) or by first name, either direction.
DROP INDEX "customer_supplier_workers_customer_supplier_id_idx";
CREATE INDEX "customer_supplier_workers_supplier_last_name_idx" ON "customer_supplier_workers"("customer_supplier_id", "last_name", "first_name", "id");
CREATE INDEX "customer_supplier_workers_supplier_first_name_idx" ON "customer_supplier_workers"("customer_supplier_id", "first_name", "last_name", "id");
CREATE INDEX "customer_supplier_workers_first_name_trgm_idx" ON "customer_supplier_workers" USING GIN ("first_name" gin_trgm_ops);
CREATE INDEX "customer_supplier_workers_last_name_trgm_idx" ON "customer_supplier_workers" USING GIN ("last_name" gin_trgm_ops);
CREATE INDEX "customer_supplier_workers_fiscal_code_trgm_idx" ON "customer_supplier_workers" USING GIN ("fiscal_code" gin_trgm_ops);

-- Company documents of a supplier (/home). The dates sort with documents without a date last in both
-- directions; the index holds the default direction (latest first).
DROP INDEX "customer_supplier_attachments_customer_supplier_id_idx";
CREATE INDEX "customer_supplier_attachments_supplier_document_date_idx" ON "customer_supplier_attachments"("customer_supplier_id", "document_date" DESC NULLS LAST, "id" DESC);
CREATE INDEX "customer_supplier_attachments_supplier_expiration_idx" ON "customer_supplier_attachments"("customer_supplier_id", "document_expiration_date" DESC NULLS LAST, "id" DESC);
CREATE INDEX "customer_supplier_attachments_supplier_filename_idx" ON "customer_supplier_attachments"("customer_supplier_id", "attachment_filename", "id");
CREATE INDEX "customer_supplier_attachments_supplier_type_idx" ON "customer_supplier_attachments"("customer_supplier_id", "attachment_type", "attachment_filename", "id");
CREATE INDEX "customer_supplier_attachments_filename_trgm_idx" ON "customer_supplier_attachments" USING GIN ("attachment_filename" gin_trgm_ops);

-- Procurements of a customer (/home of a customer user), by start date (the default), end date or label.
DROP INDEX "procurements_customer_id_idx";
CREATE INDEX "procurements_customer_date_start_idx" ON "procurements"("customer_id", "date_start", "id");
CREATE INDEX "procurements_customer_date_end_idx" ON "procurements"("customer_id", "date_end", "id");
CREATE INDEX "procurements_customer_label_idx" ON "procurements"("customer_id", "label", "id");
CREATE INDEX "procurements_label_trgm_idx" ON "procurements" USING GIN ("label" gin_trgm_ops);
CREATE INDEX "procurements_note_trgm_idx" ON "procurements" USING GIN ("note" gin_trgm_ops);

-- Procurements of a supplier (/home of a supplier user) start from its places on them.
DROP INDEX "procurement_customer_suppliers_customer_supplier_id_idx";
CREATE INDEX "procurement_customer_suppliers_supplier_procurement_idx" ON "procurement_customer_suppliers"("customer_supplier_id", "procurement_id");

-- The municipality autocomplete looks for the text anywhere in the name.
CREATE INDEX "tcomnos_name_trgm_idx" ON "tcomnos" USING GIN ("name" gin_trgm_ops);

-- The DUVRIs of a supplier (cs/getdata), latest first.
CREATE INDEX "duvris_supplier_issued_at_idx" ON "duvris"("customer_supplier_id", "issued_at" DESC NULLS LAST, "id" DESC);
