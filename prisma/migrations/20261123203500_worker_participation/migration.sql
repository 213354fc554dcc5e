-- The customer's decision on a worker's participation in a procurement uses the spec's isApproved scale
-- (section 4): In corso, Approvata, Approvata con prescrizioni, Respinta. Documents keep ApprovalState.
CREATE TYPE "ParticipationState" AS ENUM ('PENDING', 'APPROVED', 'APPROVED_WITH_PRESCRIPTIONS', 'REJECTED');

ALTER TABLE "procurement_customer_supplier_workers" ALTER COLUMN "approved" DROP DEFAULT;
ALTER TABLE "procurement_customer_supplier_workers"
    ALTER COLUMN "approved" TYPE "ParticipationState" USING ("approved"::text::"ParticipationState");
ALTER TABLE "procurement_customer_supplier_workers" ALTER COLUMN "approved" SET DEFAULT 'PENDING';

-- The prescriptions (shown to the supplier) or the reason of a rejection, and who decided when.
ALTER TABLE "procurement_customer_supplier_workers" ADD COLUMN "approval_note" TEXT;
ALTER TABLE "procurement_customer_supplier_workers" ADD COLUMN "reviewed_at" TIMESTAMP(3);
ALTER TABLE "procurement_customer_supplier_workers" ADD COLUMN "reviewed_by_id" INTEGER;
