-- Webhooks: a customer's endpoints, the events its changes produce (the outbox, written in the change's own
-- transaction) and one delivery of each event to each endpoint subscribed to it, retried until it is taken.
CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('PENDING', 'DELIVERED', 'FAILED');

CREATE TABLE "webhook_endpoints" (
    "id" SERIAL NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "created_by_id" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "description" TEXT,
    "event_types" TEXT[],
    -- The signing secret (whsec_…), kept in clear: the portal signs with it. After a rotation the previous one
    -- signs as well until previous_valid_until, so a receiver can switch without losing a delivery.
    "secret" TEXT NOT NULL,
    "previous_secret" TEXT,
    "previous_valid_until" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "disabled_at" TIMESTAMP(3),
    "disabled_reason" TEXT,
    -- Since when every attempt has failed (null after a success): five days of it disable the endpoint.
    "failing_since" TIMESTAMP(3),

    CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "webhook_endpoints_customer_id_idx" ON "webhook_endpoints"("customer_id");
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "webhook_events" (
    "id" TEXT NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "occurred_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "webhook_events_customer_id_occurred_at_idx" ON "webhook_events"("customer_id", "occurred_at");
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "webhook_deliveries" (
    "id" SERIAL NOT NULL,
    "event_id" TEXT NOT NULL,
    "endpoint_id" INTEGER NOT NULL,
    "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3) NOT NULL,
    -- Whether the job queue holds the next attempt already (the sweep hands it over otherwise).
    "queued" BOOLEAN NOT NULL DEFAULT false,
    "response_status" INTEGER,
    "last_error" TEXT,
    "last_attempt_at" TIMESTAMP(3),
    "delivered_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "webhook_deliveries_event_id_endpoint_id_key" ON "webhook_deliveries"("event_id", "endpoint_id");
CREATE INDEX "webhook_deliveries_endpoint_id_created_at_idx" ON "webhook_deliveries"("endpoint_id", "created_at");
CREATE INDEX "webhook_deliveries_status_queued_idx" ON "webhook_deliveries"("status", "queued");
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "webhook_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The lights last told to a customer's endpoints, so that the periodic look finds what changed since, the
-- calendar's changes included (a document expired overnight). subject: "procurement:12", "supplier:12:7",
-- "worker:12:31".
CREATE TABLE "webhook_light_states" (
    "customer_id" INTEGER NOT NULL,
    "subject" TEXT NOT NULL,
    "light" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "webhook_light_states_pkey" PRIMARY KEY ("customer_id", "subject")
);
ALTER TABLE "webhook_light_states" ADD CONSTRAINT "webhook_light_states_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
