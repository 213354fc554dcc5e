-- Rotating an API key: the new secret's hash takes token_hash; the old one stays valid until previous_valid_until,
-- so the client's operators can deploy the new secret without a gap. rotated_at says when, for the list.
ALTER TABLE "api_clients" ADD COLUMN "previous_token_hash" TEXT;
ALTER TABLE "api_clients" ADD COLUMN "previous_valid_until" TIMESTAMP(3);
ALTER TABLE "api_clients" ADD COLUMN "rotated_at" TIMESTAMP(3);

CREATE UNIQUE INDEX "api_clients_previous_token_hash_key" ON "api_clients"("previous_token_hash");

-- What a key may read: the compliance answers only (a turnstile, an ERP's payment check), or everything its
-- customer sees of its procurements, read-only. Keys made before keep what they could read.
CREATE TYPE "ApiClientScope" AS ENUM ('COMPLIANCE', 'PROCUREMENTS');
ALTER TABLE "api_clients" ADD COLUMN "scope" "ApiClientScope" NOT NULL DEFAULT 'PROCUREMENTS';
