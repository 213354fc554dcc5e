// REST facade of the visit calendar (spec section 7, "Files and appointments"): GET calappointments (med or
// medname, and the days shown), POST checkbusyresources (falsy, or the busy instruments' names), the appointment's
// create / edit / delete and the form's choices. Thin adapters over calendar.service.ts, which authorizes every call.
import { readJsonBody, requestContext, withRestFieldNames, type Api } from "../../http/rest";
import { parseNodeId } from "../../lib/node-id";
import { presentValue } from "../../lib/rest-values";
import { appointmentData, appointmentInputOf, CALENDAR_REST_FIELDS } from "./calendar-shapes.rest";

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
    const saved = await withRestFieldNames(CALENDAR_REST_FIELDS, () => services.calendar.create(viewer, appointmentInputOf(body)));
    return c.json({ data: appointmentData(saved) }, 201);
  });

  api.put("/api/calappointments/:id", async (c) => {
    const { services, viewer } = requestContext(c);
    const body = await readJsonBody(c);
    const saved = await withRestFieldNames(CALENDAR_REST_FIELDS, () =>
      services.calendar.update(viewer, parseNodeId(c.req.param("id")), appointmentInputOf(body)),
    );
    return c.json({ data: appointmentData(saved) });
  });

  api.delete("/api/calappointments/:id", async (c) => {
    const { services, viewer } = requestContext(c);
    await services.calendar.remove(viewer, parseNodeId(c.req.param("id")));
    return c.json({ data: true });
  });
}
