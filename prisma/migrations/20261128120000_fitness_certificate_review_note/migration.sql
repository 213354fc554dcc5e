-- A fitness certificate keeps two notes, as a required document does: the supplier's (note, written with the
-- upload) and the customer's (review_note, written with the approval or rejection: the reason of a rejection).
-- Until now they shared one column, and a review saved the reviewer's text over the supplier's.
ALTER TABLE "procurement_supplier_worker_attachments" ADD COLUMN "review_note" TEXT;

-- Today's single note moves to review_note when it is the reviewer's, by this rule:
-- - the audit trail's last change of the text was a review (fitnessCertificate.reviewed): it is the reviewer's;
--   the supplier's own text, which that review overwrote, comes back from the trail (the after of the supplier's
--   last change of it: added, uploaded, imported, replaced), or is left empty when the trail has none;
-- - the certificate is REJECTED: its text was shown as the reason of the rejection, so it is the reason
--   (review_note); when the trail says the supplier wrote it last (the reviewer rejected leaving the supplier's
--   text as it was) it also stays the supplier's note, otherwise note is cleared;
-- - anything else (pending or approved, last written by the supplier or with no trail): it stays the supplier's.
-- Each row that changes leaves an audit record with before and after, like any other change.
WITH "note_changes" AS (
  SELECT "entity_id", "id", "action", "after"->>'note' AS "note",
         ROW_NUMBER() OVER (PARTITION BY "entity_id", "action" = 'fitnessCertificate.reviewed' ORDER BY "id" DESC) AS "recency"
  FROM "audit_records"
  WHERE "entity_type" = 'ProcurementWorkerAttachment'
    AND "action" IN ('fitnessCertificate.added', 'fitnessCertificate.uploaded', 'fitnessCertificate.imported', 'fitnessCertificate.replaced', 'fitnessCertificate.reviewed')
    AND ("before"->>'note') IS DISTINCT FROM ("after"->>'note')
),
"last_by_supplier" AS (
  SELECT "entity_id", "id", "note" FROM "note_changes" WHERE "action" <> 'fitnessCertificate.reviewed' AND "recency" = 1
),
"last_by_reviewer" AS (
  SELECT "entity_id", "id" FROM "note_changes" WHERE "action" = 'fitnessCertificate.reviewed' AND "recency" = 1
),
"authorship" AS (
  SELECT c."id",
         c."note" AS "old_note",
         r."id" IS NOT NULL AND (s."id" IS NULL OR r."id" > s."id") AS "by_reviewer",
         s."id" IS NOT NULL AS "supplier_tracked",
         s."note" AS "supplier_note"
  FROM "procurement_supplier_worker_attachments" c
  LEFT JOIN "last_by_supplier" s ON s."entity_id" = c."id"::TEXT
  LEFT JOIN "last_by_reviewer" r ON r."entity_id" = c."id"::TEXT
  WHERE c."note" IS NOT NULL
),
"split" AS (
  UPDATE "procurement_supplier_worker_attachments" c
  SET "review_note" = a."old_note",
      "note" = CASE
        WHEN a."by_reviewer" THEN a."supplier_note"
        WHEN a."supplier_tracked" THEN a."old_note"
        ELSE NULL
      END
  FROM "authorship" a
  WHERE c."id" = a."id" AND (a."by_reviewer" OR c."approved" = 'REJECTED')
  RETURNING c."id", a."old_note", c."note", c."review_note"
)
INSERT INTO "audit_records" ("actor_label", "action", "entity_type", "entity_id", "before", "after")
SELECT 'migrazione 20261128120000_fitness_certificate_review_note', 'fitnessCertificate.reviewNoteSplit', 'ProcurementWorkerAttachment', "id"::TEXT,
       jsonb_build_object('note', "old_note"),
       jsonb_build_object('note', "note", 'reviewNote', "review_note")
FROM "split";
