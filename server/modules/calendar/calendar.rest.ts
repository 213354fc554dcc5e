// REST facade of the visit calendar (spec section 7, "Files and appointments"): GET calappointments (med or
// medname, and the days shown), POST checkbusyresources (falsy, or the busy instruments' names), the appointment's
// create / edit / delete and the form's choices. Thin adapters over calendar.service.ts, which authorizes every call.
// Saving over another appointment of the same doctor answers 409 {message, doctor_overlap: [...]}, nothing saved;
// the same body with `accept_overlap: true` saves it.
import type { Context } from "hono";
import { readJsonBody, requestContext, withRestFieldNames, type Api, type ApiEnv } from "../../http/rest";
import { parseNodeId } from "../../lib/node-id";
import { flagValue, presentValue } from "../../lib/rest-values";
import { appointmentData, appointmentInputOf, CALENDAR_REST_FIELDS } from "./calendar-shapes.rest";
import { DoctorOverlapError, type AppointmentRow } from "./calendar.service";

async function saved(c: Context<ApiEnv>, status: 200 | 201, save: () => Promise<AppointmentRow>) {
  try {
    return c.json({ data: appointmentData(await withRestFieldNames(CALENDAR_REST_FIELDS, save)) }, status);
  } catch (error) {
    if (!(error instanceof DoctorOverlapError)) throw error;
    return c.json({ message: error.message, doctor_overlap: error.appointments }, 409);
  }
}

const saveOptionsOf = (body: Record<string, unknown>) => ({ acceptDoctorOverlap: flagValue(body.accept_overlap) === true });

export function registerCalendarRoutes(api: Api): void {
  api.get("/api/calendaroptions", async (c) => {
    const { services, viewer } = requestContext(c);
    const { doctors, resources, workers } = await services.calendar.options(viewer, c.req.query("search"));
    const person = (row: { id: number; firstName: string; lastName: string }) => ({ value: row.id, label: `${row.lastName} ${row.firstName}` });
    return c.json({
      data: {
        doctors: doctors.map(person),
        resources: resources.map((row) => ({ value: row.id, label: row.name })),
        workers: workers.map(person),
      },
    });
  });

  api.get("/api/calappointments", async (c) => {
    const { services, viewer } = requestContext(c);
    const med = presentValue(c.req.query("med"));
    const { doctor, appointments } = await withRestFieldNames({ from: "start" }, () =>
      services.calendar.appointments(viewer, {
        doctorId: med === undefined ? null : parseNodeId(med),
        doctorName: c.req.query("medname") ?? null,
        from: c.req.query("start") ?? "",
        to: c.req.query("end") ?? "",
      }),
    );
    return c.json({ med: { id: doctor.id, name: `${doctor.firstName} ${doctor.lastName}` }, data: appointments.map(appointmentData) });
  });

  api.post("/api/checkbusyresources", async (c) => {
    const { services, viewer } = requestContext(c);
    const body = await readJsonBody(c);
    const except = presentValue(body.id);
    const busy = await withRestFieldNames(CALENDAR_REST_FIELDS, () =>
      services.calendar.busyResources(viewer, appointmentInputOf(body), except === undefined ? null : parseNodeId(String(except))),
    );
    return c.json({ data: busy.length > 0 ? busy.join(", ") : false });
  });

  api.post("/api/calappointments", async (c) => {
    const { services, viewer } = requestContext(c);
    const body = await readJsonBody(c);
    return saved(c, 201, () => services.calendar.create(viewer, appointmentInputOf(body), saveOptionsOf(body)));
  });

  api.put("/api/calappointments/:id", async (c) => {
    const { services, viewer } = requestContext(c);
    const body = await readJsonBody(c);
    return saved(c, 200, () => services.calendar.update(viewer, parseNodeId(c.req.param("id")), appointmentInputOf(body), saveOptionsOf(body)));
  });

  api.delete("/api/calappointments/:id", async (c) => {
    const { services, viewer } = requestContext(c);
    await services.calendar.remove(viewer, parseNodeId(c.req.param("id")));
    return c.json({ data: true });
  });
}
