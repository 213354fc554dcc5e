// A visit booked in the doctor's calendar (spec "Calendar appointment", section 9 "Calendar"): one schema for the
// calendar form and for the server. Times are the wall clock ("HH:mm") of the day the visit takes place, inside the
// calendar's hours. A recurring appointment repeats the same hours every day from its date to its end date; one that
// does not recur starts and ends on the same day.
import { DAY_MS } from "../durations";
import { z } from "zod";
import { parseIsoDate } from "../calendar-dates";
import { NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE } from "./notes";

export const CALENDAR_DAY_START = "07:00";
export const CALENDAR_DAY_END = "20:00";
export const CALENDAR_SLOT_MINUTES = 15;
// A recurring appointment covers at most this many days: each day books every instrument once.
export const RECURRENCE_MAX_DAYS = 92;
export const APPOINTMENT_MAX_RESOURCES = 10;

export const CALENDAR_MESSAGES = {
  worker: "Scegliere il lavoratore",
  doctor: "Scegliere il medico",
  date: "Data non valida",
  time: "Orario non valido (hh:mm)",
  hours: `L'orario deve essere compreso tra ${CALENDAR_DAY_START} e ${CALENDAR_DAY_END}`,
  timeOrder: "L'orario di fine deve seguire quello di inizio",
  dateOrder: "La data di fine non può precedere quella di inizio",
  sameDay: "Un appuntamento non ricorrente inizia e finisce nello stesso giorno",
  recurrenceTooLong: `Una ricorrenza può durare al massimo ${RECURRENCE_MAX_DAYS} giorni`,
  resources: `Scegliere al massimo ${APPOINTMENT_MAX_RESOURCES} strumenti`,
  busy: (list: string) => `Uno o più strumenti sono già occupati per lo stesso intervallo di tempo (${list})`,
  busyTitle: "Attenzione",
  // A doctor booked twice is a warning the user may accept (a second doctor's room, a short check between visits).
  doctorBusy: (list: string) => `Il medico ha già un appuntamento nello stesso intervallo di tempo (${list}). Salvare comunque?`,
} as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function minutesOf(time: string): number {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

const positiveId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);
const isoDay = z.string({ error: CALENDAR_MESSAGES.date }).refine((text) => parseIsoDate(text) !== null, CALENDAR_MESSAGES.date);
const clockTime = z
  .string({ error: CALENDAR_MESSAGES.time })
  .regex(TIME, CALENDAR_MESSAGES.time)
  .refine((text) => minutesOf(text) >= minutesOf(CALENDAR_DAY_START) && minutesOf(text) <= minutesOf(CALENDAR_DAY_END), CALENDAR_MESSAGES.hours);


// The times and dates of an appointment, checked together (also what the busy check is asked about).
export const appointmentIntervalSchema = z
  .object({
    doctorId: positiveId(CALENDAR_MESSAGES.doctor),
    date: isoDay,
    dateEnd: isoDay,
    time: clockTime,
    timeEnd: clockTime,
    recurring: z.boolean().default(false),
    resourceIds: z.array(positiveId(CALENDAR_MESSAGES.resources)).max(APPOINTMENT_MAX_RESOURCES, CALENDAR_MESSAGES.resources).default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((value, ctx) => {
    if (minutesOf(value.timeEnd) <= minutesOf(value.time)) ctx.addIssue({ code: "custom", path: ["timeEnd"], message: CALENDAR_MESSAGES.timeOrder });
    const start = parseIsoDate(value.date);
    const end = parseIsoDate(value.dateEnd);
    if (!start || !end) return;
    if (end < start) ctx.addIssue({ code: "custom", path: ["dateEnd"], message: CALENDAR_MESSAGES.dateOrder });
    else if (!value.recurring && end.getTime() !== start.getTime()) ctx.addIssue({ code: "custom", path: ["dateEnd"], message: CALENDAR_MESSAGES.sameDay });
    else if ((end.getTime() - start.getTime()) / DAY_MS + 1 > RECURRENCE_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["dateEnd"], message: CALENDAR_MESSAGES.recurrenceTooLong });
  });

export type AppointmentInterval = z.output<typeof appointmentIntervalSchema>;

export const appointmentSchema = appointmentIntervalSchema.and(
  z.object({
    workerId: positiveId(CALENDAR_MESSAGES.worker),
    note: z.string().trim().max(NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE).optional().transform((text) => text || null),
  }),
);

export type AppointmentInput = z.output<typeof appointmentSchema>;

// The intervals an appointment holds: one per day, from the first date to the last, at the same hours. Wall-clock
// times carried as UTC instants (the database column has no time zone), so every day is exactly 24 hours.
export function appointmentOccurrences(interval: Pick<AppointmentInterval, "date" | "dateEnd" | "time" | "timeEnd">): { startsAt: Date; endsAt: Date }[] {
  const first = parseIsoDate(interval.date)!.getTime();
  const last = parseIsoDate(interval.dateEnd)!.getTime();
  const start = minutesOf(interval.time) * 60_000;
  const end = minutesOf(interval.timeEnd) * 60_000;
  const occurrences: { startsAt: Date; endsAt: Date }[] = [];
  for (let day = first; day <= last; day += DAY_MS) occurrences.push({ startsAt: new Date(day + start), endsAt: new Date(day + end) });
  return occurrences;
}
