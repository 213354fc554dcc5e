-- A redelivery goes back into the queue with its total of attempts kept (the API shows it), but its retry waits must
-- start short again: they grow with the attempts since it was last queued. Deliveries still in the queue count
-- theirs from now on.
ALTER TABLE "webhook_deliveries" ADD COLUMN "attempts_since_queued" INTEGER NOT NULL DEFAULT 0;
