// The worker's booked visits on /medicine: Worker.upcomingAppointments, loaded with the worker in the same statement.
// Booking itself goes through the calendar's REST paths (calendar.rest.ts), which the calendar screen uses.
import { italianDateOf } from "../../../common/calendar-dates";
import { builder } from "../../graphql/builder";
import { UPCOMING_APPOINTMENTS_ORDER, UPCOMING_APPOINTMENTS_SHOWN, upcomingAppointmentsWhere } from "./calendar.service";

const CalendarAppointmentObject = builder.prismaObject("CalendarAppointment", {
  description: "Visita medica prenotata nel calendario del medico",
  fields: (t) => ({
    date: t.expose("appointmentDate", { type: "Date" }),
    dateEnd: t.expose("appointmentDateEnd", { type: "Date" }),
    time: t.exposeString("appointmentTime", { description: "HH:mm" }),
    timeEnd: t.exposeString("appointmentTimeEnd", { description: "HH:mm" }),
    recurring: t.exposeBoolean("recurring", { description: "Ripetuta ogni giorno dalla data alla data di fine" }),
    doctorName: t.string({
      select: { doctor: { select: { firstName: true, lastName: true } } },
      resolve: (row) => `${row.doctor.firstName} ${row.doctor.lastName}`,
    }),
  }),
});

builder.prismaObjectField("Worker", "upcomingAppointments", (t) =>
  t.relation("appointments", {
    type: CalendarAppointmentObject,
    description: "Le prossime visite prenotate (al più 3, la più vicina per prima); solo al lavoratore stesso",
    query: (_args, context) => ({
      where: upcomingAppointmentsWhere(context.viewer, italianDateOf(context.deps.now())),
      orderBy: UPCOMING_APPOINTMENTS_ORDER,
      take: UPCOMING_APPOINTMENTS_SHOWN,
    }),
  }),
);
