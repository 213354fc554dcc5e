-- The customer's workforce screen: each worker's last and next visit, sortable and filterable in SQL, a photo
-- (for the site badge) and the worker's files.
--
-- last_visit / next_visit are the spec's worker fields: the date of the worker's latest examination and the
-- next visit that examination set. They are kept by the database itself from the examinations (trigger below),
-- so whoever writes a visit, the list can never show a stale date.
ALTER TABLE "workers" ADD COLUMN "last_visit" DATE;
ALTER TABLE "workers" ADD COLUMN "next_visit" DATE;
ALTER TABLE "workers" ADD COLUMN "photo_media_id" INTEGER;
ALTER TABLE "workers" ADD CONSTRAINT "workers_photo_media_id_fkey" FOREIGN KEY ("photo_media_id") REFERENCES "media"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE FUNCTION refresh_worker_visits(target integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "workers" SET ("last_visit", "next_visit") = (
    SELECT "examinationdate", "next_visit_date" FROM "examinations"
    WHERE "worker_id" = target ORDER BY "examinationdate" DESC, "id" DESC LIMIT 1
  ) WHERE "id" = target;
END $$;

CREATE FUNCTION refresh_worker_visits_on_examination() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM refresh_worker_visits(OLD."worker_id"); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."worker_id" <> OLD."worker_id") THEN PERFORM refresh_worker_visits(NEW."worker_id"); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER examinations_worker_visits AFTER INSERT OR UPDATE OR DELETE ON "examinations"
  FOR EACH ROW EXECUTE FUNCTION refresh_worker_visits_on_examination();

UPDATE "workers" SET ("last_visit", "next_visit") = (
  SELECT "examinationdate", "next_visit_date" FROM "examinations"
  WHERE "examinations"."worker_id" = "workers"."id" ORDER BY "examinationdate" DESC, "id" DESC LIMIT 1
);

-- A worker's files (the data dialog's attachments mode): one row per stored file.
CREATE TABLE "worker_files" (
    "id" SERIAL NOT NULL,
    "worker_id" INTEGER NOT NULL,
    "media_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "worker_files_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "worker_files_media_id_key" ON "worker_files"("media_id");
CREATE INDEX "worker_files_worker_id_idx" ON "worker_files"("worker_id");
ALTER TABLE "worker_files" ADD CONSTRAINT "worker_files_worker_id_fkey" FOREIGN KEY ("worker_id") REFERENCES "workers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "worker_files" ADD CONSTRAINT "worker_files_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The list's default order (by name within a customer) and its quick search (ILIKE '%text%', pg_trgm).
CREATE INDEX "workers_customer_id_last_name_first_name_idx" ON "workers"("customer_id", "last_name", "first_name", "id");
CREATE INDEX "workers_first_name_trgm_idx" ON "workers" USING GIN ("first_name" gin_trgm_ops);
CREATE INDEX "workers_last_name_trgm_idx" ON "workers" USING GIN ("last_name" gin_trgm_ops);
CREATE INDEX "workers_fiscal_code_trgm_idx" ON "workers" USING GIN ("fiscal_code" gin_trgm_ops);
