// The mail a worker receives when a visit is booked for them, moved or cancelled: Italian text and HTML, and the
// calendar invitation (.ics, made with the `ics` library) that mail programs offer to add to the calendar. The
// invitation keeps one UID per appointment and a rising SEQUENCE, so a change or a cancellation replaces the event
// the worker already added. Times are floating (no time zone): the wall clock of the visit, as the calendar shows it.
import { DAY_MS } from "../../../common/durations";
import { createEvent, type DateArray } from "ics";
import { italianFormatOf } from "../../../common/calendar-dates";
import { minutesOf } from "../../../common/validation/calendar";
import { escapeHtml, MAIL_SIGNATURE } from "../../lib/mail-layout";
import type { MailMessage } from "../../lib/mailer";

export type AppointmentMailChange = "booked" | "moved" | "cancelled";

export type AppointmentMailFacts = {
  appointmentId: number;
  to: string;
  workerName: string;
  doctorName: string;
  date: string; // YYYY-MM-DD
  dateEnd: string;
  time: string; // HH:mm
  timeEnd: string;
  recurring: boolean;
  resourceNames: string[];
  note: string | null;
  sequence: number;
  publicUrl: string;
  organizerEmail: string;
};

const SUBJECTS: Record<AppointmentMailChange, string> = {
  booked: "Visita medica prenotata",
  moved: "Visita medica modificata",
  cancelled: "Visita medica annullata",
};

const LEADS: Record<AppointmentMailChange, string> = {
  booked: "è stata prenotata per lei una visita medica",
  moved: "la sua visita medica è stata modificata: ecco i nuovi orari",
  cancelled: "la sua visita medica è stata annullata",
};

function dateArrayOf(date: string, time: string): DateArray {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const minutes = minutesOf(time);
  return [year, month, day, Math.floor(minutes / 60), minutes % 60];
}

function whenText(facts: AppointmentMailFacts): string {
  const hours = `dalle ${facts.time} alle ${facts.timeEnd}`;
  return facts.recurring
    ? `ogni giorno dal ${italianFormatOf(facts.date)} al ${italianFormatOf(facts.dateEnd)}, ${hours}`
    : `il ${italianFormatOf(facts.date)} ${hours}`;
}

function invitation(change: AppointmentMailChange, facts: AppointmentMailFacts): string {
  const days = Math.round((Date.parse(facts.dateEnd) - Date.parse(facts.date)) / DAY_MS) + 1;
  const { error, value } = createEvent({
    uid: `calappointment-${facts.appointmentId}@${new URL(facts.publicUrl).hostname}`,
    sequence: facts.sequence,
    method: change === "cancelled" ? "CANCEL" : "REQUEST",
    status: change === "cancelled" ? "CANCELLED" : "CONFIRMED",
    productId: MAIL_SIGNATURE,
    title: `Visita medica - ${facts.doctorName}`,
    description: [`Visita medica con ${facts.doctorName}.`, facts.resourceNames.length ? `Strumenti: ${facts.resourceNames.join(", ")}.` : "", facts.note ?? ""]
      .filter(Boolean)
      .join("\n"),
    start: dateArrayOf(facts.date, facts.time),
    startInputType: "local",
    startOutputType: "local",
    end: dateArrayOf(facts.date, facts.timeEnd),
    endInputType: "local",
    endOutputType: "local",
    ...(facts.recurring && days > 1 ? { recurrenceRule: `FREQ=DAILY;COUNT=${days}` } : {}),
    organizer: { name: MAIL_SIGNATURE, email: facts.organizerEmail },
    attendees: [{ name: facts.workerName, email: facts.to, rsvp: false, role: "REQ-PARTICIPANT", partstat: "NEEDS-ACTION" }],
  });
  if (error || !value) throw error ?? new Error("Invito del calendario non generato");
  return value;
}

export function appointmentMail(change: AppointmentMailChange, facts: AppointmentMailFacts): MailMessage {
  const lines = [
    `Gentile ${facts.workerName},`,
    `${LEADS[change]} con ${facts.doctorName} ${whenText(facts)}.`,
    ...(facts.resourceNames.length && change !== "cancelled" ? [`Strumenti prenotati: ${facts.resourceNames.join(", ")}.`] : []),
    ...(facts.note && change !== "cancelled" ? [`Nota: ${facts.note}`] : []),
    change === "cancelled" ? "L'evento allegato la toglie dal suo calendario." : "In allegato l'invito da aggiungere al suo calendario.",
    `Trova i suoi appuntamenti anche nel portale: ${facts.publicUrl}/medicine`,
    MAIL_SIGNATURE,
  ];
  const html = `<!doctype html>
<html lang="it"><body style="font-family: Arial, sans-serif; color: #1c2127">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
</body></html>`;
  return {
    to: facts.to,
    subject: `${SUBJECTS[change]}: ${italianFormatOf(facts.date)} ${facts.time}`,
    text: lines.join("\n\n"),
    html,
    icalEvent: { method: change === "cancelled" ? "CANCEL" : "REQUEST", filename: "visita-medica.ics", content: invitation(change, facts) },
  };
}
