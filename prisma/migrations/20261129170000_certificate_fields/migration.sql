-- What the written certificates need and the model did not hold yet (all optional, filled where known):
-- - the end of a temporary unfitness (D.Lgs. 81/2008 art. 41 c.7: "i limiti temporali di validità");
-- - a course's legal reference, and the provider, delivery mode and place of the course last attended
--   (Accordo Stato-Regioni 17/04/2025, Parte I, point 6: what an attestato carries).
ALTER TABLE "examinations" ADD COLUMN "unfit_until" DATE;
ALTER TABLE "training_models" ADD COLUMN "legal_reference" TEXT;
ALTER TABLE "training_protocols" ADD COLUMN "provider" TEXT;
ALTER TABLE "training_protocols" ADD COLUMN "delivery_mode" TEXT;
ALTER TABLE "training_protocols" ADD COLUMN "place" TEXT;
