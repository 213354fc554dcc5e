-- A required document keeps two notes: the supplier's (note, written with the upload) and the customer's
-- (review_note, written with the approval or rejection: the reason of a rejection). Until now they shared
-- one column, and the approval dialog saved the reviewer's text over the supplier's.
ALTER TABLE "procurement_supplier_attachments" ADD COLUMN "review_note" TEXT;

-- Today's single note goes to whoever wrote it, as the audit trail tells:
-- - the last change of the text was a review (documents.approval): it is the reviewer's; the supplier's
--   own text, which that review overwrote, comes back from the trail (the after of its last change);
-- - the last change was the supplier's (upload, import, edit): it stays the supplier's; on a rejected
--   document it was also shown as the rejection's reason, so the reason keeps it (a rejection has one);
-- - no change of the text in the trail (demo data, rows written by hand): a reviewed document's text is
--   the review's (the old dialog saved its note field with every review), a pending one's the supplier's.
-- Each row that changes leaves an audit record with before and after, like any other change.
WITH "note_changes" AS (
  SELECT "entity_id", "id", "action", "after"->>'note' AS "note",
         ROW_NUMBER() OVER (PARTITION BY "entity_id", "action" = 'documents.approval' ORDER BY "id" DESC) AS "recency"
  FROM "audit_records"
  WHERE "entity_type" = 'ProcurementSupplierAttachment'
    AND "action" IN ('documents.upload', 'documents.import', 'documents.edit', 'documents.approval')
    AND ("before"->>'note') IS DISTINCT FROM ("after"->>'note')
),
"last_by_supplier" AS (
  SELECT "entity_id", "id", "note" FROM "note_changes" WHERE "action" <> 'documents.approval' AND "recency" = 1
),
"last_by_reviewer" AS (
  SELECT "entity_id", "id" FROM "note_changes" WHERE "action" = 'documents.approval' AND "recency" = 1
),
"authorship" AS (
  SELECT d."id",
         d."note" AS "old_note",
         CASE
           WHEN s."id" IS NULL AND r."id" IS NULL THEN d."approved" <> 'PENDING'
           ELSE r."id" IS NOT NULL AND (s."id" IS NULL OR r."id" > s."id")
         END AS "by_reviewer",
         s."note" AS "supplier_note"
  FROM "procurement_supplier_attachments" d
  LEFT JOIN "last_by_supplier" s ON s."entity_id" = d."id"::TEXT
  LEFT JOIN "last_by_reviewer" r ON r."entity_id" = d."id"::TEXT
  WHERE d."note" IS NOT NULL
),
"split" AS (
  UPDATE "procurement_supplier_attachments" d
  SET "review_note" = a."old_note",
      "note" = CASE WHEN a."by_reviewer" THEN a."supplier_note" ELSE a."old_note" END
  FROM "authorship" a
  WHERE d."id" = a."id" AND (a."by_reviewer" OR d."approved" = 'REJECTED')
  RETURNING d."id", a."old_note", d."note", d."review_note"
)
INSERT INTO "audit_records" ("actor_label", "action", "entity_type", "entity_id", "before", "after")
SELECT 'migrazione 20261123100000_required_document_review_note', 'documents.reviewNoteSplit', 'ProcurementSupplierAttachment', "id"::TEXT,
       jsonb_build_object('note', "old_note"),
       jsonb_build_object('note', "note", 'reviewNote', "review_note")
FROM "split";
