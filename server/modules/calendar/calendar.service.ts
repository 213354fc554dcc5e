// The visit calendar: a customer's users (from the bookVisits level) book medical visits for their own workers with
// one of their own doctors, holding the customer's instruments. Doctors, instruments, workers and appointments of
// another customer answer as if they did not exist. An instrument is never booked twice for overlapping times: the
// busy check answers the user with the spec's message, and the database's exclusion constraint
// (calresource_bookings_no_overlap) refuses what two racing requests would otherwise both write. A doctor booked
// twice in overlapping times is only a warning (DoctorOverlapError): the caller saves anyway by accepting it; the
// check and the save hold the doctor's lock, so two racing bookings cannot both pass it unwarned.
import { DAY_MS } from "../../../common/durations";
import { isoDateOf, italianFormatOf } from "../../../common/calendar-dates";
import {
  appointmentIntervalSchema,
  appointmentOccurrences,
  appointmentSchema,
  CALENDAR_MESSAGES,
  type AppointmentInput,
  type AppointmentInterval,
} from "../../../common/validation/calendar";
import { lockInTransaction } from "../../db/advisory-locks";
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { AppError, NotFoundError, parseInput, ValidationError } from "../../lib/errors";
import { containsInsensitive, searchTextOf } from "../../lib/search-text";
import { NO_ROWS, type Viewer } from "../../viewer";
import { requirePermission } from "../auth/permissions";
import { appointmentMail, type AppointmentMailChange } from "./appointment-mail";

export const CALENDAR_NOT_FOUND = {
  doctor: "Medico non trovato",
  worker: "Lavoratore non trovato",
  resource: "Strumento non trovato",
  appointment: "Appuntamento non trovato",
} as const;

// The widest window one calendar read covers (a week view asks for 7 days), and the default one.
const WINDOW_MAX_DAYS = 62;
const WORKER_OPTIONS_LIMIT = 20;
const OPTIONS_LIMIT = 200;

export const appointmentSelect = {
  id: true,
  doctorId: true,
  workerId: true,
  appointmentDate: true,
  appointmentDateEnd: true,
  appointmentTime: true,
  appointmentTimeEnd: true,
  recurring: true,
  note: true,
  worker: { select: { id: true, firstName: true, lastName: true } },
  resources: { select: { resource: { select: { id: true, name: true } } }, orderBy: { resourceId: "asc" } },
} satisfies Prisma.CalendarAppointmentSelect;

export type AppointmentRow = Prisma.CalendarAppointmentGetPayload<{ select: typeof appointmentSelect }>;

// The doctor already has appointments in the interval: nothing saved, and the caller may send the same request again
// with the overlap accepted. `appointments` describes each one ("Luca Neri 12/12/2026 09:00-09:15").
export class DoctorOverlapError extends AppError {
  readonly appointments: string[];
  constructor(appointments: string[]) {
    super(CALENDAR_MESSAGES.doctorBusy(appointments.join(", ")), 409);
    this.appointments = appointments;
  }
}

// How an appointment is named in the doctor's overlap warning.
function overlapLabel(row: { appointmentDate: Date; appointmentDateEnd: Date; appointmentTime: string; appointmentTimeEnd: string; worker: { firstName: string; lastName: string } | null }): string {
  const first = italianFormatOf(isoDateOf(row.appointmentDate));
  const last = italianFormatOf(isoDateOf(row.appointmentDateEnd));
  const days = first === last ? first : `${first}-${last}`;
  const who = row.worker ? `${row.worker.firstName} ${row.worker.lastName} ` : "";
  return `${who}${days} ${row.appointmentTime}-${row.appointmentTimeEnd}`;
}

export type SaveOptions = { acceptDoctorOverlap?: boolean };

// The busy instruments an exclusion violation stands for: the driver's error carries PostgreSQL's code 23P01.
function isOverlapRefusal(error: unknown): boolean {
  for (let cause: unknown = error; cause && typeof cause === "object"; cause = (cause as { cause?: unknown }).cause) {
    const text = JSON.stringify(cause, Object.getOwnPropertyNames(cause));
    if (text.includes("23P01") || text.includes("calresource_bookings_no_overlap")) return true;
  }
  return false;
}

export function createCalendarService(deps: AppDeps) {
  const { prisma } = deps;

  function customerOf(viewer: Viewer | null): number {
    const actor = requirePermission(viewer, "bookVisits");
    // The gate admits customer users only, who always have their company.
    return actor.customerId!;
  }

  async function ownDoctor(customerId: number, doctorId: number) {
    const doctor = await prisma.doctor.findFirst({ where: { id: doctorId, customerId }, select: { id: true, firstName: true, lastName: true } });
    if (!doctor) throw new NotFoundError(CALENDAR_NOT_FOUND.doctor);
    return doctor;
  }

  async function ownResources(customerId: number, ids: number[]) {
    if (ids.length === 0) return [];
    const resources = await prisma.calendarResource.findMany({ where: { id: { in: ids }, customerId }, select: { id: true, name: true }, orderBy: { id: "asc" } });
    if (resources.length !== ids.length) throw new NotFoundError(CALENDAR_NOT_FOUND.resource);
    return resources;
  }

  async function ownAppointment(customerId: number, id: number) {
    const appointment = await prisma.calendarAppointment.findFirst({ where: { id, doctor: { customerId } }, select: appointmentSelect });
    if (!appointment) throw new NotFoundError(CALENDAR_NOT_FOUND.appointment);
    return appointment;
  }

  // The names of the instruments already held in an interval of this appointment, by another appointment.
  async function busyResourceNames(db: Prisma.TransactionClient, interval: AppointmentInterval, exceptAppointmentId: number | null): Promise<string[]> {
    if (interval.resourceIds.length === 0) return [];
    const bookings = await db.calendarResourceBooking.findMany({
      where: {
        resourceId: { in: interval.resourceIds },
        ...(exceptAppointmentId ? { appointmentId: { not: exceptAppointmentId } } : {}),
        OR: appointmentOccurrences(interval).map(({ startsAt, endsAt }) => ({ startsAt: { lt: endsAt }, endsAt: { gt: startsAt } })),
      },
      distinct: ["resourceId"],
      select: { resource: { select: { name: true } } },
      orderBy: { resourceId: "asc" },
    });
    return bookings.map((booking) => booking.resource.name);
  }

  function busyError(names: string[]): ValidationError {
    return new ValidationError({ resourceIds: [CALENDAR_MESSAGES.busy(names.join(", "))] });
  }

  async function refuseIfBusy(interval: AppointmentInterval, exceptAppointmentId: number | null) {
    const busy = await busyResourceNames(prisma, interval, exceptAppointmentId);
    if (busy.length > 0) throw busyError(busy);
  }

  // The doctor's other appointments sharing a moment with this one. Every appointment holds the same hours on each
  // day from its date to its end date (one day when it does not recur), so two overlap exactly when their days and
  // their hours both intersect; "HH:mm" texts compare as the times they name.
  // Asked inside the save's transaction, after the doctor's lock (lockDoctor): two bookings racing for one doctor
  // cannot both miss each other and save a double booking nobody was warned of.
  async function warnIfDoctorBusy(tx: Prisma.TransactionClient, interval: AppointmentInterval, exceptAppointmentId: number | null, options: SaveOptions) {
    if (options.acceptDoctorOverlap) return;
    const others = await tx.calendarAppointment.findMany({
      where: {
        doctorId: interval.doctorId,
        ...(exceptAppointmentId ? { id: { not: exceptAppointmentId } } : {}),
        appointmentDate: { lte: new Date(`${interval.dateEnd}T00:00:00Z`) },
        appointmentDateEnd: { gte: new Date(`${interval.date}T00:00:00Z`) },
        appointmentTime: { lt: interval.timeEnd },
        appointmentTimeEnd: { gt: interval.time },
      },
      select: { appointmentDate: true, appointmentDateEnd: true, appointmentTime: true, appointmentTimeEnd: true, worker: { select: { firstName: true, lastName: true } } },
      orderBy: [{ appointmentDate: "asc" }, { appointmentTime: "asc" }, { id: "asc" }],
      take: 10,
    });
    if (others.length > 0) throw new DoctorOverlapError(others.map(overlapLabel));
  }

  // Until the transaction ends, other saves of this doctor's appointments wait: the overlap check and the write are
  // one step. (Instruments have the database's exclusion constraint; a doctor's overlap may be accepted, so it
  // cannot be a constraint.)
  async function lockDoctor(tx: Prisma.TransactionClient, doctorId: number) {
    await lockInTransaction(tx, "doctorCalendar", doctorId);
  }

  // Writes the appointment's instruments and one booking per instrument and day; the exclusion constraint refuses an
  // overlap that another request committed since the check.
  async function writeResources(tx: Prisma.TransactionClient, appointmentId: number, input: AppointmentInput) {
    await tx.calendarAppointmentResource.createMany({ data: input.resourceIds.map((resourceId) => ({ appointmentId, resourceId })) });
    const occurrences = appointmentOccurrences(input);
    await tx.calendarResourceBooking.createMany({
      data: input.resourceIds.flatMap((resourceId) => occurrences.map(({ startsAt, endsAt }) => ({ appointmentId, resourceId, startsAt, endsAt }))),
    });
  }

  async function saveGuarded(facts: Validated, exceptAppointmentId: number | null, write: () => Promise<number>): Promise<number> {
    try {
      return await write();
    } catch (error) {
      if (!isOverlapRefusal(error)) throw error;
      // Lost a race: the instruments the other request took, named as the busy check names them (all of this
      // appointment's when the other has gone again meanwhile).
      const busy = await busyResourceNames(prisma, facts.input, exceptAppointmentId);
      throw busyError(busy.length > 0 ? busy : facts.resources.map((resource) => resource.name));
    }
  }

  async function validated(customerId: number, raw: unknown) {
    const input = parseInput(appointmentSchema, raw);
    const [doctor, worker, resources] = await Promise.all([
      ownDoctor(customerId, input.doctorId),
      prisma.worker.findFirst({ where: { id: input.workerId, customerId }, select: { id: true, firstName: true, lastName: true, user: { select: { email: true, active: true } } } }),
      ownResources(customerId, input.resourceIds),
    ]);
    if (!worker) throw new NotFoundError(CALENDAR_NOT_FOUND.worker);
    return { input, doctor, worker, resources };
  }

  type Validated = Awaited<ReturnType<typeof validated>>;

  // The worker hears of it by mail when they have an active sign-in; a mail that fails is logged and the booking
  // stays (the worker also finds it on /medicine).
  async function tellWorker(change: AppointmentMailChange, appointmentId: number, facts: Validated) {
    const user = facts.worker.user;
    if (!user?.active) return;
    try {
      await deps.mailer.send(
        appointmentMail(change, {
          appointmentId,
          to: user.email,
          workerName: `${facts.worker.firstName} ${facts.worker.lastName}`,
          doctorName: `${facts.doctor.firstName} ${facts.doctor.lastName}`,
          date: facts.input.date,
          dateEnd: facts.input.dateEnd,
          time: facts.input.time,
          timeEnd: facts.input.timeEnd,
          recurring: facts.input.recurring,
          resourceNames: facts.resources.map((resource) => resource.name),
          note: facts.input.note,
          // Seconds since 2026: rises with every change, as the invitation's SEQUENCE must, and fits its integer.
          sequence: Math.max(0, Math.floor((deps.now().getTime() - Date.UTC(2026, 0, 1)) / 1000)),
          publicUrl: deps.config.publicUrl,
          organizerEmail: deps.config.mailFrom.replace(/^.*<([^>]+)>.*$/, "$1"),
        }),
      );
    } catch (error) {
      deps.logger.error("Invio della mail dell'appuntamento non riuscito", { appointmentId, error: String(error) });
    }
  }

  const appointmentData = (input: AppointmentInput) => ({
    doctorId: input.doctorId,
    workerId: input.workerId,
    appointmentDate: new Date(`${input.date}T00:00:00Z`),
    appointmentDateEnd: new Date(`${input.dateEnd}T00:00:00Z`),
    appointmentTime: input.time,
    appointmentTimeEnd: input.timeEnd,
    recurring: input.recurring,
    note: input.note,
  });

  return {
    // The form's choices: the customer's doctors and instruments, and its workers matching a search.
    async options(viewer: Viewer | null, workerSearch: unknown) {
      const customerId = customerOf(viewer);
      const search = searchTextOf(typeof workerSearch === "string" ? workerSearch : null);
      const [doctors, resources, workers] = await Promise.all([
        prisma.doctor.findMany({ where: { customerId }, select: { id: true, firstName: true, lastName: true }, orderBy: [{ lastName: "asc" }, { id: "asc" }], take: OPTIONS_LIMIT }),
        prisma.calendarResource.findMany({ where: { customerId }, select: { id: true, name: true }, orderBy: [{ name: "asc" }, { id: "asc" }], take: OPTIONS_LIMIT }),
        prisma.worker.findMany({
          where: {
            customerId,
            resigned: false,
            ...(search ? { OR: [{ lastName: containsInsensitive(search) }, { firstName: containsInsensitive(search) }] } : {}),
          },
          select: { id: true, firstName: true, lastName: true },
          orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
          take: WORKER_OPTIONS_LIMIT,
        }),
      ]);
      return { doctors, resources, workers };
    },

    // GET calappointments: one doctor's appointments (by id, or the first of the customer's doctors whose name
    // contains the text), those that touch the days from `from` to `to`.
    async appointments(viewer: Viewer | null, query: { doctorId?: number | null; doctorName?: string | null; from: string; to: string }) {
      const customerId = customerOf(viewer);
      const from = new Date(`${query.from}T00:00:00Z`);
      const to = new Date(`${query.to}T00:00:00Z`);
      if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from || (to.getTime() - from.getTime()) / DAY_MS > WINDOW_MAX_DAYS) {
        throw new ValidationError({ from: [`Intervallo di date non valido (al massimo ${WINDOW_MAX_DAYS} giorni)`] });
      }
      const name = searchTextOf(query.doctorName ?? null);
      const doctor = query.doctorId
        ? await ownDoctor(customerId, query.doctorId)
        : name
          ? await prisma.doctor.findFirst({
              where: { customerId, OR: name.split(/\s+/).map((part) => ({ OR: [{ firstName: containsInsensitive(part) }, { lastName: containsInsensitive(part) }] })) },
              select: { id: true, firstName: true, lastName: true },
              orderBy: [{ lastName: "asc" }, { id: "asc" }],
            })
          : null;
      if (!doctor) throw new NotFoundError(CALENDAR_NOT_FOUND.doctor);
      const appointments = await prisma.calendarAppointment.findMany({
        where: { doctorId: doctor.id, appointmentDate: { lte: to }, appointmentDateEnd: { gte: from } },
        select: appointmentSelect,
        orderBy: [{ appointmentDate: "asc" }, { appointmentTime: "asc" }, { id: "asc" }],
        take: 2_000,
      });
      return { doctor, appointments };
    },

    // POST checkbusyresources: the names of the instruments taken in the interval, empty when all are free.
    async busyResources(viewer: Viewer | null, raw: unknown, exceptAppointmentId: number | null = null): Promise<string[]> {
      const customerId = customerOf(viewer);
      const interval = parseInput(appointmentIntervalSchema, raw);
      await ownDoctor(customerId, interval.doctorId);
      await ownResources(customerId, interval.resourceIds);
      if (exceptAppointmentId !== null) await ownAppointment(customerId, exceptAppointmentId);
      return busyResourceNames(prisma, interval, exceptAppointmentId);
    },

    // Instruments busy: refused. The doctor busy: DoctorOverlapError unless the options accept it.
    async create(viewer: Viewer | null, raw: unknown, options: SaveOptions = {}): Promise<AppointmentRow> {
      const customerId = customerOf(viewer);
      const facts = await validated(customerId, raw);
      await refuseIfBusy(facts.input, null);
      const id = await saveGuarded(facts, null, () =>
        prisma.$transaction(async (tx) => {
          await lockDoctor(tx, facts.input.doctorId);
          await warnIfDoctorBusy(tx, facts.input, null, options);
          const appointment = await tx.calendarAppointment.create({ data: appointmentData(facts.input), select: { id: true } });
          await writeResources(tx, appointment.id, facts.input);
          return appointment.id;
        }),
      );
      await tellWorker("booked", id, facts);
      return ownAppointment(customerId, id);
    },

    async update(viewer: Viewer | null, id: number, raw: unknown, options: SaveOptions = {}): Promise<AppointmentRow> {
      const customerId = customerOf(viewer);
      const before = await ownAppointment(customerId, id);
      const facts = await validated(customerId, raw);
      await refuseIfBusy(facts.input, id);
      await saveGuarded(facts, id, () =>
        prisma.$transaction(async (tx) => {
          await lockDoctor(tx, facts.input.doctorId);
          await warnIfDoctorBusy(tx, facts.input, id, options);
          await tx.calendarAppointment.update({ where: { id }, data: appointmentData(facts.input) });
          await tx.calendarResourceBooking.deleteMany({ where: { appointmentId: id } });
          await tx.calendarAppointmentResource.deleteMany({ where: { appointmentId: id } });
          await writeResources(tx, id, facts.input);
          return id;
        }),
      );
      // A visit moved to another worker: the first is told it is cancelled, the new one that it is booked.
      if (before.workerId !== null && before.workerId !== facts.worker.id) {
        const previous = await validated(customerId, { ...rawOf(before), workerId: before.workerId });
        await tellWorker("cancelled", id, previous);
        await tellWorker("booked", id, facts);
      } else {
        await tellWorker("moved", id, facts);
      }
      return ownAppointment(customerId, id);
    },

    async remove(viewer: Viewer | null, id: number): Promise<void> {
      const customerId = customerOf(viewer);
      const before = await ownAppointment(customerId, id);
      await prisma.calendarAppointment.delete({ where: { id } });
      if (before.workerId !== null) {
        const facts = await validated(customerId, rawOf(before)).catch(() => null);
        if (facts) await tellWorker("cancelled", id, facts);
      }
    },
  };
}

// A stored appointment as the input that would write it again (to describe it in a mail).
function rawOf(appointment: AppointmentRow) {
  return {
    doctorId: appointment.doctorId,
    workerId: appointment.workerId,
    date: isoDateOf(appointment.appointmentDate),
    dateEnd: isoDateOf(appointment.appointmentDateEnd),
    time: appointment.appointmentTime,
    timeEnd: appointment.appointmentTimeEnd,
    recurring: appointment.recurring,
    resourceIds: appointment.resources.map((link) => link.resource.id),
    note: appointment.note ?? undefined,
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;

// The visits a worker still has ahead (ending today or later), soonest first: to the worker themself only, as the
// rest of their health data.
export const UPCOMING_APPOINTMENTS_SHOWN = 3;
export function upcomingAppointmentsWhere(viewer: Viewer | null, today: string): Prisma.CalendarAppointmentWhereInput {
  if (viewer?.kind !== "WORKER" || viewer.workerId === null) return NO_ROWS;
  return { workerId: viewer.workerId, appointmentDateEnd: { gte: new Date(`${today}T00:00:00Z`) } };
}
export const UPCOMING_APPOINTMENTS_ORDER = [{ appointmentDate: "asc" }, { appointmentTime: "asc" }, { id: "asc" }] satisfies Prisma.CalendarAppointmentOrderByWithRelationInput[];
