-- The customer's approvals inbox (modules/review): since when a worker's participation waits (the assignment's own
-- time; rows already there take the migration's), the mails of a batch of rejections written in the decision's
-- transaction and sent after it commits, and the indexes that find what waits, oldest first.
-- AlterTable
ALTER TABLE "procurement_customer_supplier_workers" ADD COLUMN     "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "mail_outbox" (
    "id" SERIAL NOT NULL,
    "recipients" TEXT[],
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "mail_outbox_sent_at_id_idx" ON "mail_outbox"("sent_at", "id");

-- CreateIndex
CREATE INDEX "procurement_customer_supplier_workers_approved_created_at_i_idx" ON "procurement_customer_supplier_workers"("approved", "created_at", "id");

-- CreateIndex
CREATE INDEX "procurement_supplier_attachments_approved_uploaded_at_id_idx" ON "procurement_supplier_attachments"("approved", "uploaded_at", "id");

-- CreateIndex
CREATE INDEX "procurement_supplier_worker_attachments_approved_uploaded_a_idx" ON "procurement_supplier_worker_attachments"("approved", "uploaded_at", "id");
