// The migration that makes a double-booked instrument impossible, run on appointments the old screens saved:
// each appointment books its instruments for each of its intervals (a recurring one every day at its hours, any
// other from its start to its end), an interval with no duration books nothing, and where two old appointments
// already overlapped on an instrument the earlier one keeps it instead of the migration failing. On both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/database";
import { migratedOver } from "../fixtures/data-migration";
import { databaseKinds } from "../fixtures/test-database";

const MIGRATION = "20261129160000_calendar_resource_bookings";

type Booking = { appointment: number; resource: number; startsAt: string; endsAt: string };

describe.each(databaseKinds)("migrazione delle prenotazioni degli strumenti (%s)", (kind) => {
  let db: Database;
  let drop: () => Promise<void>;
  const ids = { audiometer: 0, spirometer: 0, single: 0, recurring: 0, overlapping: 0, empty: 0 };

  beforeAll(async () => {
    ({ db, drop } = await migratedOver(kind, MIGRATION, async (_db, one) => {
      const id = async (sql: string) => (await one<{ id: number }>(`${sql} RETURNING "id"`)).id;
      const doctor = await id(`INSERT INTO "doctors" ("first_name", "last_name") VALUES ('Marco', 'Colombo')`);
      ids.audiometer = await id(`INSERT INTO "calendar_resources" ("name") VALUES ('Audiometro')`);
      ids.spirometer = await id(`INSERT INTO "calendar_resources" ("name") VALUES ('Spirometro')`);
      const appointment = (from: string, to: string, time: string, timeEnd: string, recurring: boolean) =>
        id(`INSERT INTO "calappointments" ("med_id", "appointment_date", "appointment_date_end", "appointment_time", "appointment_time_end", "recurring")
            VALUES (${doctor}, '${from}', '${to}', '${time}', '${timeEnd}', ${recurring})`);
      // Two days running from 17:00 to 08:30 of the next day, not recurring: one interval across the night.
      ids.single = await appointment("2026-03-02", "2026-03-03", "17:00", "08:30", false);
      // Every day from the 9th to the 11th, 09:00–09:30.
      ids.recurring = await appointment("2026-03-09", "2026-03-11", "09:00", "09:30", true);
      // On the 10th, 09:15–09:45: overlaps the recurring one on the audiometer only.
      ids.overlapping = await appointment("2026-03-10", "2026-03-10", "09:15", "09:45", false);
      // Ends when it starts: nothing to hold.
      ids.empty = await appointment("2026-03-12", "2026-03-12", "10:00", "10:00", false);
      const uses = [
        [ids.single, ids.audiometer], [ids.single, ids.spirometer],
        [ids.recurring, ids.audiometer],
        [ids.overlapping, ids.audiometer], [ids.overlapping, ids.spirometer],
        [ids.empty, ids.audiometer],
      ];
      for (const [appointmentId, resourceId] of uses) {
        await _db.prisma.$executeRawUnsafe(`INSERT INTO "calappointment_resources" ("appointment_id", "resource_id") VALUES (${appointmentId}, ${resourceId})`);
      }
    }));
  });
  afterAll(async () => {
    await drop?.();
  });

  async function bookings(): Promise<Booking[]> {
    return db.prisma.$queryRawUnsafe<Booking[]>(`SELECT "appointment_id" AS "appointment", "resource_id" AS "resource",
        to_char("starts_at", 'YYYY-MM-DD HH24:MI') AS "startsAt", to_char("ends_at", 'YYYY-MM-DD HH24:MI') AS "endsAt"
      FROM "calresource_bookings" ORDER BY "starts_at", "resource_id", "appointment_id"`);
  }

  it("ogni appuntamento occupa i suoi strumenti per ogni suo intervallo; il primo di due già sovrapposti tiene lo strumento", async () => {
    const { audiometer, spirometer, single, recurring, overlapping } = ids;
    expect(await bookings()).toEqual([
      { appointment: single, resource: audiometer, startsAt: "2026-03-02 17:00", endsAt: "2026-03-03 08:30" },
      { appointment: single, resource: spirometer, startsAt: "2026-03-02 17:00", endsAt: "2026-03-03 08:30" },
      { appointment: recurring, resource: audiometer, startsAt: "2026-03-09 09:00", endsAt: "2026-03-09 09:30" },
      { appointment: recurring, resource: audiometer, startsAt: "2026-03-10 09:00", endsAt: "2026-03-10 09:30" },
      { appointment: overlapping, resource: spirometer, startsAt: "2026-03-10 09:15", endsAt: "2026-03-10 09:45" },
      { appointment: recurring, resource: audiometer, startsAt: "2026-03-11 09:00", endsAt: "2026-03-11 09:30" },
    ]);
  });

  it("dopo la migrazione il database rifiuta una nuova sovrapposizione sullo stesso strumento", async () => {
    await expect(
      db.prisma.$executeRawUnsafe(`INSERT INTO "calresource_bookings" ("appointment_id", "resource_id", "starts_at", "ends_at")
        VALUES (${ids.overlapping}, ${ids.audiometer}, '2026-03-11 09:29', '2026-03-11 09:45')`),
    ).rejects.toThrow();
    await db.prisma.$executeRawUnsafe(`INSERT INTO "calresource_bookings" ("appointment_id", "resource_id", "starts_at", "ends_at")
      VALUES (${ids.overlapping}, ${ids.audiometer}, '2026-03-11 09:30', '2026-03-11 09:45')`);
  });
});
