-- The history of every item that feeds the compliance lights: each change of a required document, a fitness
-- certificate, an element (with its documents and its procurement's list), a substance, a worker's participation
-- and a supplier's place on a procurement appends one row with the item's whole state, in the same transaction as
-- the change. The state at a past date is the last row before that day ended, judged by the same rules as today's
-- (an expiry is stored as a date, so "expired by the calendar" is derived, never recorded).
CREATE TABLE "compliance_history" (
    "id" SERIAL NOT NULL,
    "item" TEXT NOT NULL,
    "item_id" INTEGER NOT NULL,
    "procurement_id" INTEGER NOT NULL,
    "supplier_id" INTEGER NOT NULL,
    "present" BOOLEAN NOT NULL,
    "active" BOOLEAN NOT NULL,
    "approval" TEXT NOT NULL,
    "has_file" BOOLEAN NOT NULL,
    "expires" DATE,
    "element" JSONB,
    "label" TEXT,
    "category" TEXT,
    "procurement_worker_id" INTEGER,
    "supplier_worker_id" INTEGER,
    "recorded_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "compliance_history_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "compliance_history_procurement_id_recorded_at_idx" ON "compliance_history"("procurement_id", "recorded_at");
CREATE INDEX "compliance_history_item_item_id_recorded_at_idx" ON "compliance_history"("item", "item_id", "recorded_at");
CREATE INDEX "compliance_history_recorded_at_idx" ON "compliance_history"("recorded_at");

-- Append-only: what the portal said on a day cannot be rewritten afterwards.
CREATE FUNCTION refuse_compliance_history_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Lo storico della conformità non si modifica: si aggiungono solo righe' USING ERRCODE = 'P0001';
END;
$$;
CREATE TRIGGER compliance_history_append_only BEFORE UPDATE OR DELETE ON "compliance_history"
  FOR EACH ROW EXECUTE FUNCTION refuse_compliance_history_change();
CREATE TRIGGER compliance_history_no_truncate BEFORE TRUNCATE ON "compliance_history"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_compliance_history_change();

-- Every item's state now, in the history's columns: what each write records (server/modules/compliance/
-- compliance-history.ts) and what the backfill below records once. The same columns as the lights' read
-- (documents/traffic-lights.ts), plus each item's id, category and, for a participation, its raw decision.
CREATE VIEW "compliance_items_now" AS
SELECT 'REQUIRED_DOCUMENT'::text AS item, d.id AS item_id, d.procurement_id, d.customer_supplier_id AS supplier_id,
       d.active, d.approved::text AS approval, d.media_id IS NOT NULL AS has_file, d.document_expiration_date AS expires,
       NULL::jsonb AS element, k.label AS label, k.label AS category,
       NULL::int AS procurement_worker_id, NULL::int AS supplier_worker_id
  FROM procurement_supplier_attachments d
  LEFT JOIN supplier_attachment_categories k ON k.id = d.category_id
UNION ALL
SELECT 'FITNESS_CERTIFICATE', c.id, w.procurement_id, w.customer_supplier_id,
       c.active, c.approved::text, c.media_id IS NOT NULL, c.document_expiration_date, NULL::jsonb,
       sw.last_name || ' ' || sw.first_name || ': ' || k.label, k.label, w.id, w.customer_supplier_worker_id
  FROM procurement_supplier_worker_attachments c
  JOIN procurement_customer_supplier_workers w ON w.id = c.procurement_worker_id
  LEFT JOIN customer_supplier_workers sw ON sw.id = w.customer_supplier_worker_id
  LEFT JOIN worker_attachment_categories k ON k.id = c.category_id
UNION ALL
SELECT 'SUBSTANCE', s.id, s.procurement_id, s.customer_supplier_id,
       true, 'APPROVED', s.sds_media_id IS NOT NULL, NULL::date, NULL::jsonb, s.label, 'Scheda di sicurezza', NULL::int, NULL::int
  FROM procurement_substances s
UNION ALL
SELECT 'ELEMENT', e.id, e.procurement_id, e.customer_supplier_id, true, 'APPROVED', true, NULL::date,
       jsonb_build_object(
         'kind', e.type_object::text,
         'referralCustomerId', cs.referral_customer_id,
         'requirements', COALESCE((
           SELECT json_agg(json_build_object('id', q.id, 'kind', q.kind::text, 'documentName', q.document_name) ORDER BY q.position, q.id)
             FROM procurement_element_requirements q WHERE q.procurement_id = e.procurement_id), '[]'::json),
         'documents', COALESCE((
           SELECT json_agg(json_build_object('requirementId', a.requirement_id, 'documentName', a.document_name, 'approvedAt', a.approved_at,
                                             'rejectedAt', a.rejected_at, 'expires', a.document_expiration_date) ORDER BY a.id)
             FROM procurement_element_attachments a WHERE a.element_id = e.id), '[]'::json)),
       e.type || ' ' || e.maker_and_model || COALESCE(' (' || e.serial_number || ')', ''), e.type, NULL::int, NULL::int
  FROM procurement_elements e
  JOIN customer_suppliers cs ON cs.id = e.customer_supplier_id
UNION ALL
SELECT 'PARTICIPATION', w.id, w.procurement_id, w.customer_supplier_id, true, w.approved::text, true, NULL::date, NULL::jsonb,
       sw.last_name || ' ' || sw.first_name, 'Partecipazione all''appalto', w.id, w.customer_supplier_worker_id
  FROM procurement_customer_supplier_workers w
  LEFT JOIN customer_supplier_workers sw ON sw.id = w.customer_supplier_worker_id
UNION ALL
SELECT 'SUPPLIER_LINK', l.id, l.procurement_id, l.customer_supplier_id, true, 'APPROVED', true, NULL::date, NULL::jsonb,
       NULL, NULL, NULL::int, NULL::int
  FROM procurement_customer_suppliers l;

-- One initial row per item that exists now: the history starts today, with today's states.
INSERT INTO "compliance_history" ("item", "item_id", "procurement_id", "supplier_id", "present", "active", "approval", "has_file",
                                  "expires", "element", "label", "category", "procurement_worker_id", "supplier_worker_id", "recorded_at")
SELECT item, item_id, procurement_id, supplier_id, true, active, approval, has_file, expires, element, label, category,
       procurement_worker_id, supplier_worker_id, CURRENT_TIMESTAMP
  FROM compliance_items_now;
