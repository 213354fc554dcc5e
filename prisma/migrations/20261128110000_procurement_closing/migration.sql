-- AlterTable
ALTER TABLE "procurements" ADD COLUMN     "closed_at" TIMESTAMP(3),
ADD COLUMN     "construction_site" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE UNIQUE INDEX "customer_suppliers_vat_number_key" ON "customer_suppliers"("vat_number");

-- A closed procurement is read-only for everyone: every write on it and on what hangs on it is refused here, in one
-- place that no service can forget (documents, workers, fitness certificates, elements, substances, the approvals
-- inbox). The application turns SQLSTATE PC001 into the Italian message (server/db/closed-procurement.ts).
-- FOR SHARE makes a write and the closing of its procurement wait for each other instead of crossing.
CREATE FUNCTION refuse_write_on_closed_procurement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_data jsonb;
  target integer;
  closed timestamp(3);
BEGIN
  IF TG_OP = 'INSERT' THEN row_data := to_jsonb(NEW); ELSE row_data := to_jsonb(OLD); END IF;
  IF TG_NARGS = 1 THEN
    target := (row_data ->> TG_ARGV[0])::integer;
  ELSE
    -- A row that hangs on the procurement through another row (a worker's certificate, an element's document).
    EXECUTE format('SELECT procurement_id FROM %I WHERE id = $1', TG_ARGV[1]) INTO target USING (row_data ->> TG_ARGV[0])::integer;
  END IF;
  IF target IS NOT NULL THEN
    SELECT closed_at INTO closed FROM procurements WHERE id = target FOR SHARE;
    IF closed IS NOT NULL THEN
      RAISE EXCEPTION 'procurement % is closed', target USING ERRCODE = 'PC001';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;

CREATE FUNCTION refuse_change_of_closed_procurement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.closed_at IS NOT NULL THEN
    RAISE EXCEPTION 'procurement % is closed', OLD.id USING ERRCODE = 'PC001';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER procurements_closed BEFORE UPDATE OR DELETE ON procurements
  FOR EACH ROW EXECUTE FUNCTION refuse_change_of_closed_procurement();
CREATE TRIGGER procurement_files_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_files
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement('procurement_id');
CREATE TRIGGER procurement_customer_suppliers_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_customer_suppliers
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement('procurement_id');
CREATE TRIGGER procurement_supplier_attachments_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_supplier_attachments
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement('procurement_id');
CREATE TRIGGER procurement_customer_supplier_workers_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_customer_supplier_workers
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement('procurement_id');
CREATE TRIGGER procurement_supplier_worker_attachments_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_supplier_worker_attachments
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement('procurement_worker_id', 'procurement_customer_supplier_workers');
CREATE TRIGGER procurement_elements_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_elements
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement('procurement_id');
CREATE TRIGGER procurement_element_attachments_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_element_attachments
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement('element_id', 'procurement_elements');
CREATE TRIGGER procurement_element_requirements_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_element_requirements
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement('procurement_id');
CREATE TRIGGER procurement_substances_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_substances
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement('procurement_id');
CREATE TRIGGER procurement_substance_hphrases_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_substance_hphrases
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement('substance_id', 'procurement_substances');
CREATE TRIGGER duvris_closed BEFORE INSERT OR UPDATE OR DELETE ON duvris
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement('procurement_id');
