-- An instrument (calendar resource) is in one place at a time. Each appointment books its instruments for each of
-- its intervals (one row per instrument and occurrence: a recurring appointment has one per day), and the exclusion
-- constraint refuses two overlapping intervals of the same instrument, whatever the order in which two requests
-- commit: the service's busy check answers the user, this is what makes a double booking impossible when two
-- requests race. Intervals are half-open, so 09:00-09:15 and 09:15-09:30 follow each other without overlapping.
-- Times are the wall clock of the appointment (Italian local time), as the appointment stores them.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- CreateTable
CREATE TABLE "calresource_bookings" (
    "id" SERIAL NOT NULL,
    "appointment_id" INTEGER NOT NULL,
    "resource_id" INTEGER NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "ends_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "calresource_bookings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "calresource_bookings_appointment_id_idx" ON "calresource_bookings"("appointment_id");

-- AddForeignKey
ALTER TABLE "calresource_bookings" ADD CONSTRAINT "calresource_bookings_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "calappointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calresource_bookings" ADD CONSTRAINT "calresource_bookings_resource_id_fkey" FOREIGN KEY ("resource_id") REFERENCES "calendar_resources"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The rules Prisma's schema cannot express.
ALTER TABLE "calresource_bookings" ADD CONSTRAINT "calresource_bookings_interval_check" CHECK ("ends_at" > "starts_at");
ALTER TABLE "calresource_bookings" ADD CONSTRAINT "calresource_bookings_no_overlap"
  EXCLUDE USING gist ("resource_id" WITH =, tsrange("starts_at", "ends_at", '[)') WITH &&);

-- The appointments already booked hold their instruments from now on: a recurring one every day at its hours, any
-- other from its start to its end. Where two of them already overlap, the earlier one keeps the instrument (ON
-- CONFLICT DO NOTHING skips the later row) rather than the migration failing on data the old screens allowed.
INSERT INTO "calresource_bookings" ("appointment_id", "resource_id", "starts_at", "ends_at")
SELECT a."id", r."resource_id",
       CASE WHEN a."recurring" THEN d."day" ELSE a."appointment_date" END + a."appointment_time"::time,
       CASE WHEN a."recurring" THEN d."day" ELSE a."appointment_date_end" END + a."appointment_time_end"::time
FROM "calappointments" a
JOIN "calappointment_resources" r ON r."appointment_id" = a."id"
CROSS JOIN LATERAL (
  SELECT generate_series(a."appointment_date", CASE WHEN a."recurring" THEN a."appointment_date_end" ELSE a."appointment_date" END, interval '1 day')::date AS "day"
) d
WHERE CASE WHEN a."recurring" THEN d."day" ELSE a."appointment_date_end" END + a."appointment_time_end"::time
    > CASE WHEN a."recurring" THEN d."day" ELSE a."appointment_date" END + a."appointment_time"::time
ORDER BY a."id", d."day"
ON CONFLICT DO NOTHING;
