// The calendar's REST shapes (spec "Calendar appointment"): requests in the spec's snake_case read into the
// service's input, appointments answered in snake_case with dates "YYYY-MM-DD" and times "HH:mm".
import { isoDateOf } from "../../../common/calendar-dates";
import { flagValue, presentValue } from "../../lib/rest-values";
import type { AppointmentRow } from "./calendar.service";

// The service's field names as a request names them, for the 422 maps.
export const CALENDAR_REST_FIELDS: Record<string, string> = {
  doctorId: "med_id",
  workerId: "worker_id",
  date: "appointment_date",
  dateEnd: "appointment_date_end",
  time: "appointment_time",
  timeEnd: "appointment_time_end",
  resourceIds: "resources",
};

// `resources` is a JSON string in the spec ("[1,2]"), or already a list; each item an id or an {id} object.
function resourceIdsOf(value: unknown): unknown {
  let list = presentValue(value);
  if (typeof list === "string") {
    try {
      list = JSON.parse(list) as unknown;
    } catch {
      return list;
    }
  }
  if (!Array.isArray(list)) return list ?? [];
  return list.map((item: unknown) => (item && typeof item === "object" && "id" in item ? (item as { id: unknown }).id : item));
}

export function appointmentInputOf(body: Record<string, unknown>) {
  return {
    doctorId: presentValue(body.med_id),
    workerId: presentValue(body.worker_id),
    date: presentValue(body.appointment_date),
    dateEnd: presentValue(body.appointment_date_end) ?? presentValue(body.appointment_date),
    time: presentValue(body.appointment_time),
    timeEnd: presentValue(body.appointment_time_end),
    recurring: flagValue(body.recurring) ?? false,
    resourceIds: resourceIdsOf(body.resources),
    note: presentValue(body.note),
  };
}

export function appointmentData(row: AppointmentRow) {
  return {
    id: row.id,
    med_id: row.doctorId,
    worker_id: row.workerId,
    worker_name: row.worker ? `${row.worker.firstName} ${row.worker.lastName}` : null,
    appointment_date: isoDateOf(row.appointmentDate),
    appointment_date_end: isoDateOf(row.appointmentDateEnd),
    appointment_time: row.appointmentTime,
    appointment_time_end: row.appointmentTimeEnd,
    recurring: row.recurring ? 1 : 0,
    note: row.note,
    resources: row.resources.map((link) => ({ id: link.resource.id, name: link.resource.name })),
  };
}

export type AppointmentData = ReturnType<typeof appointmentData>;
