-- The catalogue's other parts: each customer's worker fitness categories and the documents asked of vehicles,
-- machines and tools; the default document of a document category; and the worker and element requirements asked
-- of one supplier on a procurement.

-- A document category's default document (a template the supplier downloads from tab 2, like the AC self-certification).
ALTER TABLE "supplier_attachment_categories" ADD COLUMN "default_media_id" INTEGER;
ALTER TABLE "supplier_attachment_categories" ADD CONSTRAINT "supplier_attachment_categories_default_media_id_fkey" FOREIGN KEY ("default_media_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Worker fitness categories: the portal's list (no customer) is every customer's starting catalogue; a customer's own
-- entry (added, or a portal entry it relabelled) stands in for the portal's one of the same code.
ALTER TABLE "worker_attachment_categories" ADD COLUMN "customer_id" INTEGER;
DROP INDEX "worker_attachment_categories_code_key";
CREATE UNIQUE INDEX "worker_attachment_categories_customer_id_code_key" ON "worker_attachment_categories"("customer_id", "code");
CREATE UNIQUE INDEX "worker_attachment_categories_portal_code_key" ON "worker_attachment_categories"("code") WHERE "customer_id" IS NULL;
ALTER TABLE "worker_attachment_categories" ADD CONSTRAINT "worker_attachment_categories_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The documents a customer may ask per vehicle, machine or tool: the names its procurements choose from.
CREATE TABLE "element_document_types" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER,
    "kind" "ElementKind" NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "element_document_types_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "element_document_types_customer_id_kind_name_key" ON "element_document_types"("customer_id", "kind", "name");
CREATE UNIQUE INDEX "element_document_types_portal_kind_name_key" ON "element_document_types"("kind", "name") WHERE "customer_id" IS NULL;
ALTER TABLE "element_document_types" ADD CONSTRAINT "element_document_types_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Today's list, the portal's and a copy for every customer.
INSERT INTO "element_document_types" ("customer_id", "kind", "name") VALUES
  (NULL, 'EQUIPMENT', 'Carta di circolazione'),
  (NULL, 'EQUIPMENT', 'Certificato di assicurazione RCA'),
  (NULL, 'EQUIPMENT', 'Revisione periodica in corso di validità'),
  (NULL, 'MACHINERY', 'Dichiarazione CE di conformità'),
  (NULL, 'MACHINERY', 'Libretto d''uso e manutenzione'),
  (NULL, 'MACHINERY', 'Registro dei controlli e verifiche periodiche INAIL (ove previste)'),
  (NULL, 'TOOL', 'Dichiarazione CE di conformità'),
  (NULL, 'TOOL', 'Libretto d''uso e manutenzione');
INSERT INTO "element_document_types" ("customer_id", "kind", "name")
SELECT c."id", g."kind", g."name" FROM "customers" c CROSS JOIN "element_document_types" g WHERE g."customer_id" IS NULL;

-- An element requirement asked of one supplier only (on top of the procurement's, which have no supplier), and the
-- requirement taken away while documents hang on it: kept, not mandatory, so that asked again it comes back with them.
ALTER TABLE "procurement_element_requirements" ADD COLUMN "customer_supplier_id" INTEGER,
ADD COLUMN "active" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "procurement_element_requirements" ADD CONSTRAINT "procurement_element_requirements_customer_supplier_id_fkey" FOREIGN KEY ("customer_supplier_id") REFERENCES "customer_suppliers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
