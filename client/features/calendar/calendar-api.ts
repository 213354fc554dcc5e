// The calendar's REST calls (spec section 7: calappointments, checkbusyresources) with the session's token. A 401
// ends the session as everywhere; any other refusal comes back as the server's message or field map.
import { endSession, getToken } from "../../lib/session";

export type Option = { value: number; label: string };
export type CalendarOptions = { doctors: Option[]; resources: Option[]; workers: Option[] };
export type AppointmentData = {
  id: number;
  med_id: number;
  worker_id: number | null;
  worker_name: string | null;
  appointment_date: string;
  appointment_date_end: string;
  appointment_time: string;
  appointment_time_end: string;
  recurring: 0 | 1;
  note: string | null;
  resources: { id: number; name: string }[];
};
export type AppointmentBody = {
  med_id: number;
  worker_id: number;
  appointment_date: string;
  appointment_date_end: string;
  appointment_time: string;
  appointment_time_end: string;
  recurring: boolean;
  resources: string; // JSON list of ids, as the spec sends it
  note: string;
  // Save even when the doctor already has an appointment in the interval (the server answers 409 otherwise).
  accept_overlap?: boolean;
};

export type CallResult<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null; fieldErrors: Record<string, string[]> };

async function call<T>(method: string, url: string, body?: unknown): Promise<CallResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (response.status === 401) endSession();
  const json = (await response.json().catch(() => ({}))) as { data?: T; message?: string; error?: string; errors?: Record<string, string[]> };
  if (response.ok) return { ok: true, data: json.data as T };
  return { ok: false, status: response.status, message: json.error ?? json.message ?? null, fieldErrors: json.errors ?? {} };
}

export const calendarApi = {
  options: (search: string) => call<CalendarOptions>("GET", `/api/calendaroptions?search=${encodeURIComponent(search)}`),
  appointments: async (doctor: { id: number } | { name: string }, start: string, end: string) => {
    const which = "id" in doctor ? `med=${doctor.id}` : `medname=${encodeURIComponent(doctor.name)}`;
    const headers: Record<string, string> = {};
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`/api/calappointments?${which}&start=${start}&end=${end}`, { headers });
    if (response.status === 401) endSession();
    const json = (await response.json().catch(() => ({}))) as { med?: { id: number; name: string }; data?: AppointmentData[]; message?: string };
    if (!response.ok || !json.med) return { ok: false as const, message: json.message ?? null };
    return { ok: true as const, med: json.med, data: json.data ?? [] };
  },
  busy: (body: AppointmentBody & { id?: number }) => call<string | false>("POST", "/api/checkbusyresources", body),
  create: (body: AppointmentBody) => call<AppointmentData>("POST", "/api/calappointments", body),
  update: (id: number, body: AppointmentBody) => call<AppointmentData>("PUT", `/api/calappointments/${id}`, body),
  remove: (id: number) => call<boolean>("DELETE", `/api/calappointments/${id}`),
};
