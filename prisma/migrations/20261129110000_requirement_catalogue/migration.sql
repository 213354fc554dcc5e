-- Each customer's catalogue of document categories: a copy of the portal's list per customer, editable by the
-- customer, and the procurement's default requirements.
ALTER TABLE "supplier_attachment_categories" ADD COLUMN "customer_id" INTEGER,
ADD COLUMN "expires" BOOLEAN NOT NULL DEFAULT true;

DROP INDEX "supplier_attachment_categories_code_key";
CREATE UNIQUE INDEX "supplier_attachment_categories_customer_id_code_key" ON "supplier_attachment_categories"("customer_id", "code");
-- The portal's own list (no customer) keeps one entry per code: NULLs never collide in the index above.
CREATE UNIQUE INDEX "supplier_attachment_categories_portal_code_key" ON "supplier_attachment_categories"("code") WHERE "customer_id" IS NULL;

ALTER TABLE "supplier_attachment_categories" ADD CONSTRAINT "supplier_attachment_categories_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every existing customer gets its copy of today's list.
INSERT INTO "supplier_attachment_categories" ("customer_id", "code", "label", "supplier_attachment_type", "expires")
SELECT c."id", g."code", g."label", g."supplier_attachment_type", g."expires"
FROM "customers" c CROSS JOIN "supplier_attachment_categories" g
WHERE g."customer_id" IS NULL;

-- Existing required documents now name their customer's entry. A closed procurement's rows move too: the category is
-- the same, only its owner changes, so the guard of closed procurements stands aside for this one statement.
ALTER TABLE "procurement_supplier_attachments" DISABLE TRIGGER "procurement_supplier_attachments_closed";
UPDATE "procurement_supplier_attachments" psa
SET "category_id" = own."id"
FROM "procurements" p, "supplier_attachment_categories" g, "supplier_attachment_categories" own
WHERE p."id" = psa."procurement_id" AND g."id" = psa."category_id" AND g."customer_id" IS NULL
  AND own."customer_id" = p."customer_id" AND own."code" = g."code";
ALTER TABLE "procurement_supplier_attachments" ENABLE TRIGGER "procurement_supplier_attachments_closed";

-- CreateTable
CREATE TABLE "procurement_required_categories" (
    "id" SERIAL NOT NULL,
    "procurement_id" INTEGER NOT NULL,
    "category_id" INTEGER NOT NULL,
    "mandatory" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "procurement_required_categories_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "procurement_required_categories_procurement_id_category_id_key" ON "procurement_required_categories"("procurement_id", "category_id");

ALTER TABLE "procurement_required_categories" ADD CONSTRAINT "procurement_required_categories_procurement_id_fkey" FOREIGN KEY ("procurement_id") REFERENCES "procurements"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "procurement_required_categories" ADD CONSTRAINT "procurement_required_categories_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "supplier_attachment_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The defaults of an existing procurement: what every supplier on it is already asked (mandatory when it is for all).
INSERT INTO "procurement_required_categories" ("procurement_id", "category_id", "mandatory")
SELECT psa."procurement_id", psa."category_id", bool_and(psa."active")
FROM "procurement_supplier_attachments" psa
JOIN "procurement_customer_suppliers" pcs ON pcs."procurement_id" = psa."procurement_id" AND pcs."customer_supplier_id" = psa."customer_supplier_id"
GROUP BY psa."procurement_id", psa."category_id"
HAVING count(*) = (SELECT count(*) FROM "procurement_customer_suppliers" every WHERE every."procurement_id" = psa."procurement_id");

-- A closed procurement's requirements no longer change either.
CREATE TRIGGER procurement_required_categories_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_required_categories
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement();
