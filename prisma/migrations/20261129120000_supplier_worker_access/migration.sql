-- A supplier's worker may get an access to the worker area, as a customer's employee does: a WORKER user linked to
-- that supplier worker. A worker's access links exactly one of the two kinds of worker; no other user links one.
-- NOT VALID: rows written before this rule are left as they are; every new or changed row must follow it.
ALTER TABLE "users" ADD COLUMN "customer_supplier_worker_id" INTEGER;
CREATE UNIQUE INDEX "users_customer_supplier_worker_id_key" ON "users"("customer_supplier_worker_id");
-- The access goes with the worker: deleting the worker ends it (its sessions and links go with the user row).
ALTER TABLE "users" ADD CONSTRAINT "users_customer_supplier_worker_id_fkey" FOREIGN KEY ("customer_supplier_worker_id")
  REFERENCES "customer_supplier_workers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "users" ADD CONSTRAINT "users_worker_link_check" CHECK (
  CASE WHEN "kind" = 'WORKER' THEN num_nonnulls("worker_id", "customer_supplier_worker_id") = 1
       ELSE "customer_supplier_worker_id" IS NULL END
) NOT VALID;
