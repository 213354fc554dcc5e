-- The customer's review of a vehicle, machine or tool as a whole (approval mode ALL_DOCUMENTS_AT_ONCE).
ALTER TABLE "procurement_elements" ADD COLUMN "review_note" TEXT,
ADD COLUMN "reviewed_at" TIMESTAMP(3),
ADD COLUMN "reviewed_by_id" INTEGER;
