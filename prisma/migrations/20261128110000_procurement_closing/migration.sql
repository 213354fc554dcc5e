-- AlterTable
ALTER TABLE "procurements" ADD COLUMN     "closed_at" TIMESTAMP(3),
ADD COLUMN     "construction_site" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE UNIQUE INDEX "customer_suppliers_vat_number_key" ON "customer_suppliers"("vat_number");

-- A closed procurement is read-only for everyone: every write on it and on what hangs on it is refused here, in one
-- place that no service can forget (documents, workers, fitness certificates, elements, substances, the approvals
-- inbox). The application turns SQLSTATE PC001 into the Italian message (server/db/closed-procurement.ts).
-- A plain read, without a row lock: a lock per written row made bulk writes write a lock on the procurement row each
-- time. A write that starts after the close has committed sees it.
CREATE FUNCTION refuse_if_procurement_closed(target integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF target IS NOT NULL AND EXISTS (SELECT 1 FROM procurements WHERE id = target AND closed_at IS NOT NULL) THEN
    RAISE EXCEPTION 'procurement % is closed', target USING ERRCODE = 'PC001';
  END IF;
END $$;

-- Static SQL in each function (no jsonb, no dynamic query): these run for every row a bulk write touches.
CREATE FUNCTION refuse_write_on_closed_procurement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN PERFORM refuse_if_procurement_closed(NEW.procurement_id); ELSE PERFORM refuse_if_procurement_closed(OLD.procurement_id); END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;

-- A worker's fitness certificate hangs on the procurement through the worker's place on it.
CREATE FUNCTION refuse_write_on_closed_procurement_worker() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent integer;
BEGIN
  IF TG_OP = 'INSERT' THEN parent := NEW.procurement_worker_id; ELSE parent := OLD.procurement_worker_id; END IF;
  PERFORM refuse_if_procurement_closed((SELECT procurement_id FROM procurement_customer_supplier_workers WHERE id = parent));
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;

-- An element's document, through the element.
CREATE FUNCTION refuse_write_on_closed_procurement_element() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent integer;
BEGIN
  IF TG_OP = 'INSERT' THEN parent := NEW.element_id; ELSE parent := OLD.element_id; END IF;
  PERFORM refuse_if_procurement_closed((SELECT procurement_id FROM procurement_elements WHERE id = parent));
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;

-- A substance's H phrases, through the substance.
CREATE FUNCTION refuse_write_on_closed_procurement_substance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent integer;
BEGIN
  IF TG_OP = 'INSERT' THEN parent := NEW.substance_id; ELSE parent := OLD.substance_id; END IF;
  PERFORM refuse_if_procurement_closed((SELECT procurement_id FROM procurement_substances WHERE id = parent));
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
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement();
CREATE TRIGGER procurement_customer_suppliers_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_customer_suppliers
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement();
CREATE TRIGGER procurement_supplier_attachments_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_supplier_attachments
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement();
CREATE TRIGGER procurement_customer_supplier_workers_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_customer_supplier_workers
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement();
CREATE TRIGGER procurement_supplier_worker_attachments_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_supplier_worker_attachments
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement_worker();
CREATE TRIGGER procurement_elements_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_elements
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement();
CREATE TRIGGER procurement_element_attachments_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_element_attachments
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement_element();
CREATE TRIGGER procurement_element_requirements_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_element_requirements
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement();
CREATE TRIGGER procurement_substances_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_substances
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement();
CREATE TRIGGER procurement_substance_hphrases_closed BEFORE INSERT OR UPDATE OR DELETE ON procurement_substance_hphrases
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement_substance();
CREATE TRIGGER duvris_closed BEFORE INSERT OR UPDATE OR DELETE ON duvris
  FOR EACH ROW EXECUTE FUNCTION refuse_write_on_closed_procurement();
