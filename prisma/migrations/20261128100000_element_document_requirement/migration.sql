-- An element document says which of the procurement's required documents it is. Matching the free-text name
-- failed whenever the supplier wrote it differently ("Registro controlli INAIL" for the INAIL register), and
-- kept the machine red; the supplier now picks the requirement from the list, and a free name is left for
-- extra documents. Nullable: extra documents have none, and a requirement removed later leaves its documents
-- as extra ones.
ALTER TABLE "procurement_element_attachments" ADD COLUMN "requirement_id" INTEGER;

ALTER TABLE "procurement_element_attachments" ADD CONSTRAINT "procurement_element_attachments_requirement_id_fkey"
  FOREIGN KEY ("requirement_id") REFERENCES "procurement_element_requirements"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE INDEX "procurement_element_attachments_requirement_id_idx" ON "procurement_element_attachments"("requirement_id");

-- Documents uploaded before keep counting as they did: linked where their name is a requirement's name (the
-- rule compared names trimmed and without case). Tools are asked the machinery list when the procurement keeps
-- none of their own.
UPDATE "procurement_element_attachments" a
   SET "requirement_id" = (
     SELECT q."id"
       FROM "procurement_element_requirements" q
       JOIN "procurement_elements" e ON e."procurement_id" = q."procurement_id"
      WHERE e."id" = a."element_id"
        AND lower(btrim(q."document_name")) = lower(btrim(a."document_name"))
        AND (q."kind" = e."type_object"
             OR (e."type_object" = 'TOOL' AND q."kind" = 'MACHINERY'
                 AND NOT EXISTS (SELECT 1 FROM "procurement_element_requirements" t
                                  WHERE t."procurement_id" = e."procurement_id" AND t."kind" = 'TOOL')))
      ORDER BY q."position", q."id"
      LIMIT 1)
 WHERE a."document_name" IS NOT NULL;
