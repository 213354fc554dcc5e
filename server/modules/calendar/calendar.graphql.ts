// The worker's booked visits on /medicine: Worker.upcomingAppointments, loaded with the worker in the same statement.
// Booking: createCalendarAppointment / updateCalendarAppointment / deleteCalendarAppointment, thin adapters over calendar.service.ts as the
// REST paths the calendar screen uses (calendar.rest.ts). A busy instrument is a ValidationError; the doctor already
// booked in the interval is a DoctorOverlapError, and the same input with acceptDoctorOverlap saves it.
// Appointments, doctors, workers and instruments are named by their database ids, as the calendar's REST lists
// (GET /api/calappointments, /api/calendaroptions) give them: none of them is a node of the graph.
import { italianDateOf } from "../../../common/calendar-dates";
import { builder } from "../../graphql/builder";
import { COMMON_MUTATION_ERRORS, ErrorInterface } from "../../graphql/errors";
import { DoctorOverlapError, UPCOMING_APPOINTMENTS_ORDER, UPCOMING_APPOINTMENTS_SHOWN, upcomingAppointmentsWhere } from "./calendar.service";

const CalendarAppointmentObject = builder.prismaObject("CalendarAppointment", {
  description: "Visita medica prenotata nel calendario del medico",
  fields: (t) => ({
    databaseId: t.exposeInt("id"),
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

builder.objectType(DoctorOverlapError, {
  name: "DoctorOverlapError",
  description: "Il medico ha già appuntamenti nello stesso intervallo: nulla è salvato; con acceptDoctorOverlap si salva comunque",
  interfaces: [ErrorInterface],
  fields: (t) => ({ appointments: t.exposeStringList("appointments", { description: "Gli appuntamenti sovrapposti, per esteso" }) }),
});

const CalendarAppointmentInput = builder.inputType("CalendarAppointmentInput", {
  fields: (f) => ({
    doctorId: f.int({ required: true }),
    workerId: f.int({ required: true }),
    date: f.string({ required: true, description: "YYYY-MM-DD" }),
    dateEnd: f.string({ description: "YYYY-MM-DD; la data stessa se manca" }),
    time: f.string({ required: true, description: "HH:mm" }),
    timeEnd: f.string({ required: true, description: "HH:mm" }),
    recurring: f.boolean({ description: "Ripetuta ogni giorno dalla data alla data di fine" }),
    resourceIds: f.intList({ description: "Gli strumenti" }),
    note: f.string(),
    acceptDoctorOverlap: f.boolean({ description: "Salva anche se il medico ha già un appuntamento nello stesso intervallo" }),
  }),
});

type AppointmentArgs = typeof CalendarAppointmentInput.$inferInput;
const serviceInputOf = ({ acceptDoctorOverlap: _accept, ...input }: AppointmentArgs) => ({
  ...input,
  dateEnd: input.dateEnd ?? input.date,
  recurring: input.recurring ?? false,
  resourceIds: input.resourceIds ?? [],
  note: input.note ?? undefined,
});
const saveOptionsOf = (input: AppointmentArgs) => ({ acceptDoctorOverlap: input.acceptDoctorOverlap === true });
const APPOINTMENT_ERRORS = [...COMMON_MUTATION_ERRORS, DoctorOverlapError];

builder.mutationFields((t) => ({
  createCalendarAppointment: t.prismaField({
    type: CalendarAppointmentObject,
    description: "Prenota una visita nel calendario del medico",
    args: { input: t.arg({ type: CalendarAppointmentInput, required: true }) },
    errors: { types: APPOINTMENT_ERRORS, result: { name: "CreateCalendarAppointmentSuccess" }, union: { name: "CreateCalendarAppointmentResult" } },
    resolve: async (query, _root, { input }, context) => {
      const saved = await context.services.calendar.create(context.viewer, serviceInputOf(input), saveOptionsOf(input));
      return context.deps.prisma.calendarAppointment.findUniqueOrThrow({ ...query, where: { id: saved.id } });
    },
  }),
  updateCalendarAppointment: t.prismaField({
    type: CalendarAppointmentObject,
    description: "Modifica una visita prenotata",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: CalendarAppointmentInput, required: true }) },
    errors: { types: APPOINTMENT_ERRORS, result: { name: "UpdateCalendarAppointmentSuccess" }, union: { name: "UpdateCalendarAppointmentResult" } },
    resolve: async (query, _root, { id, input }, context) => {
      const saved = await context.services.calendar.update(context.viewer, id, serviceInputOf(input), saveOptionsOf(input));
      return context.deps.prisma.calendarAppointment.findUniqueOrThrow({ ...query, where: { id: saved.id } });
    },
  }),
  deleteCalendarAppointment: t.field({
    type: "Int",
    description: "Annulla una visita prenotata (il lavoratore riceve la mail di annullamento); risponde con l'id annullato",
    args: { id: t.arg.int({ required: true }) },
    errors: { types: COMMON_MUTATION_ERRORS, result: { name: "DeleteCalendarAppointmentSuccess" }, union: { name: "DeleteCalendarAppointmentResult" } },
    resolve: async (_root, { id }, context) => {
      await context.services.calendar.remove(context.viewer, id);
      return id;
    },
  }),
}));
