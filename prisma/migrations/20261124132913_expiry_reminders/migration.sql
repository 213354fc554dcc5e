-- CreateEnum
CREATE TYPE "ReminderItemKind" AS ENUM ('REQUIRED_DOCUMENT', 'FITNESS_CERTIFICATE', 'ELEMENT_DOCUMENT');

-- CreateEnum
CREATE TYPE "ExpiryStage" AS ENUM ('EXPIRING', 'EXPIRED');

-- CreateTable
CREATE TABLE "expiry_reminders" (
    "id" SERIAL NOT NULL,
    "item_kind" "ReminderItemKind" NOT NULL,
    "item_id" INTEGER NOT NULL,
    "expires_on" DATE NOT NULL,
    "stage" "ExpiryStage" NOT NULL,
    "customer_supplier_id" INTEGER NOT NULL,
    "claimed_at" TIMESTAMP(3) NOT NULL,
    "sent_at" TIMESTAMP(3),
    "recipients" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "expiry_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "expiry_reminders_expires_on_idx" ON "expiry_reminders"("expires_on");

-- CreateIndex
CREATE INDEX "expiry_reminders_customer_supplier_id_idx" ON "expiry_reminders"("customer_supplier_id");

-- CreateIndex
CREATE INDEX "expiry_reminders_sent_at_claimed_at_idx" ON "expiry_reminders"("sent_at", "claimed_at");

-- CreateIndex
CREATE UNIQUE INDEX "expiry_reminders_item_kind_item_id_expires_on_stage_key" ON "expiry_reminders"("item_kind", "item_id", "expires_on", "stage");

-- CreateIndex
CREATE INDEX "procurement_element_attachments_document_expiration_date_idx" ON "procurement_element_attachments"("document_expiration_date");

-- CreateIndex
CREATE INDEX "procurement_supplier_attachments_document_expiration_date_idx" ON "procurement_supplier_attachments"("document_expiration_date");

-- CreateIndex
CREATE INDEX "procurement_supplier_worker_attachments_document_expiration_idx" ON "procurement_supplier_worker_attachments"("document_expiration_date");

-- AddForeignKey
ALTER TABLE "expiry_reminders" ADD CONSTRAINT "expiry_reminders_customer_supplier_id_fkey" FOREIGN KEY ("customer_supplier_id") REFERENCES "customer_suppliers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
