-- Category match: the company-document type that satisfies a procurement document category.
ALTER TABLE "supplier_attachment_categories" ADD COLUMN "supplier_attachment_type" INTEGER;

UPDATE "supplier_attachment_categories" SET "supplier_attachment_type" = 1 WHERE "code" = 'DURC';
UPDATE "supplier_attachment_categories" SET "supplier_attachment_type" = 2 WHERE "code" = 'RCT';
UPDATE "supplier_attachment_categories" SET "supplier_attachment_type" = 3 WHERE "code" = 'VISURA';
UPDATE "supplier_attachment_categories" SET "supplier_attachment_type" = 4 WHERE "code" = 'ALBO_GA';

-- One requirement per category for each supplier on a procurement (the unique index also serves the
-- lookups by procurement and supplier that the plain index did).
DROP INDEX "procurement_supplier_attachments_procurement_id_customer_su_idx";
CREATE UNIQUE INDEX "procurement_supplier_attachments_requirement_key" ON "procurement_supplier_attachments"("procurement_id", "customer_supplier_id", "category_id");
