// The visit calendar (spec "Calendar appointment", sections 5 and 7) through its REST paths, on both databases: a
// customer's HSE office books, moves and cancels visits; an instrument is never held twice for overlapping times,
// not even when requests race (the database's exclusion constraint); recurring visits hold every day; the worker
// gets each change by mail (a real SMTP server) with an .ics invitation and sees the visit on /medicine; nobody else
// finds anything of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALENDAR_MESSAGES } from "../../common/validation/calendar";
import { startSmtpServer, type TestSmtpServer } from "../fixtures/auth-smtp";
import { graphql } from "../fixtures/auth-users";
import { createCalendarWorld, type CalendarWorld } from "../fixtures/calendar-world";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

type Appointment = { id: number; worker_id: number; appointment_date: string; appointment_time: string; appointment_time_end: string; resources: { id: number; name: string }[] };

describe.each(databaseKinds)("calendario delle visite (%s)", (kind) => {
  let t: TestApp;
  let w: CalendarWorld;
  let smtp: TestSmtpServer;
  let mailsSeen = 0;
  const nextMail = () => smtp.message(mailsSeen++);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { smtpUrl: smtp.url, publicUrl: "https://portale.esempio.it" });
    w = await createCalendarWorld(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const visit = (overrides: Record<string, unknown> = {}) => ({
    med_id: w.ids.doctor,
    worker_id: w.ids.worker,
    appointment_date: w.day(10),
    appointment_date_end: w.day(10),
    appointment_time: "09:00",
    appointment_time_end: "09:15",
    resources: JSON.stringify([w.ids.audiometer]),
    ...overrides,
  });
  const book = (overrides: Record<string, unknown> = {}, actor: Parameters<CalendarWorld["send"]>[3] = "booker") =>
    w.send("POST", "/api/calappointments", visit(overrides), actor);
  const listOf = async (query: string) => {
    const response = await w.get(`/api/calappointments?${query}&start=${w.day(0)}&end=${w.day(40)}`, "booker");
    expect(response.status).toBe(200);
    return (await response.json()) as { med: { id: number; name: string }; data: Appointment[] };
  };
  const busy = async (overrides: Record<string, unknown>) => {
    const response = await w.send("POST", "/api/checkbusyresources", visit(overrides), "booker");
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: string | false }).data;
  };
  const busyRefusal = (list: string) => ({ errors: { resources: [CALENDAR_MESSAGES.busy(list)] } });

  it("prenota una visita: compare nel calendario del medico (per id e per nome), il lavoratore riceve la mail con l'invito .ics e la vede in /medicine", async () => {
    const response = await book({ note: "Portare gli occhiali" });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: Appointment };
    expect(data).toMatchObject({ worker_id: w.ids.worker, appointment_date: w.day(10), appointment_time: "09:00", appointment_time_end: "09:15", resources: [{ id: w.ids.audiometer, name: "Audiometro" }] });

    for (const query of [`med=${w.ids.doctor}`, "medname=bianchi", "medname=Mario%20Bianchi"]) {
      const list = await listOf(query);
      expect(list.med, query).toEqual({ id: w.ids.doctor, name: "Mario Bianchi" });
      expect(list.data.map((row) => row.id), query).toEqual([data.id]);
    }

    const mail = await nextMail();
    expect(mail.to).toEqual(["luca.neri@acciaierie.it"]);
    const [year, month, day] = w.day(10).split("-");
    expect(mail.subject).toBe(`Visita medica prenotata: ${day}/${month}/${year} 09:00`);
    expect(mail.text).toContain(`Gentile Luca Neri,`);
    expect(mail.text).toContain(`è stata prenotata per lei una visita medica con Mario Bianchi il ${day}/${month}/${year} dalle 09:00 alle 09:15.`);
    expect(mail.text).toContain("Strumenti prenotati: Audiometro.");
    expect(mail.raw.replace(/\r?\n[ \t]/g, " ")).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const decoded = decodedCalendar(mail.raw);
    expect(decoded).toContain("METHOD:REQUEST");
    expect(decoded).toContain(`DTSTART:${year}${month}${day}T090000`);
    expect(decoded).toContain(`DTEND:${year}${month}${day}T091500`);
    expect(decoded).toContain(`UID:calappointment-${data.id}@portale.esempio.it`);
    expect(decoded).toMatch(/ATTENDEE;.*CN="?Luca Neri"?.*:mailto:luca.neri@acciaierie.it/);

    const medicine = await graphql<{ viewer: { worker: { upcomingAppointments: unknown[] } } }>(
      t, "{ viewer { worker { upcomingAppointments { date dateEnd time timeEnd recurring doctorName } } } }", {}, w.tokens.worker);
    expect(medicine.body.data?.viewer.worker.upcomingAppointments).toEqual([
      { date: w.day(10), dateEnd: w.day(10), time: "09:00", timeEnd: "09:15", recurring: false, doctorName: "Mario Bianchi" },
    ]);
  });

  it("il controllo degli strumenti: sovrapposto è occupato, contiguo è libero; il salvataggio sovrapposto è rifiutato con il messaggio della specifica", async () => {
    expect(await busy({ appointment_time: "09:10", appointment_time_end: "09:30" })).toBe("Audiometro");
    expect(await busy({ appointment_time: "08:45", appointment_time_end: "09:05", resources: JSON.stringify([w.ids.spirometer, w.ids.audiometer]) })).toBe("Audiometro");
    expect(await busy({ appointment_time: "09:15", appointment_time_end: "09:30" })).toBe(false);
    expect(await busy({ appointment_time: "08:45", appointment_time_end: "09:00" })).toBe(false);
    expect(await busy({ resources: JSON.stringify([w.ids.spirometer]) })).toBe(false);

    const refused = await book({ worker_id: w.ids.colleague, appointment_time: "09:05", appointment_time_end: "09:20" });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual(busyRefusal("Audiometro"));
    // The same doctor and time with a free instrument is no conflict of instruments.
    const free = await book({ worker_id: w.ids.colleague, resources: JSON.stringify([w.ids.spirometer]) });
    expect(free.status).toBe(201);
    // Sara Gialli has no sign-in: no mail for her booking, and none for the refusal.
    expect(smtp.messages.length).toBe(mailsSeen);
  });

  it("corsa: otto richieste simultanee per lo stesso strumento e orario, una sola prenota; il database rifiuta la sovrapposizione anche senza il controllo", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        book({ worker_id: index % 2 ? w.ids.colleague : w.ids.worker, appointment_date: w.day(11), appointment_date_end: w.day(11), appointment_time: "10:00", appointment_time_end: index % 2 ? "10:15" : "10:30" }),
      ),
    );
    const statuses = attempts.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
    for (const response of attempts.filter((attempt) => attempt.status === 422)) expect(await response.json()).toEqual(busyRefusal("Audiometro"));
    const held = await t.deps.prisma.calendarResourceBooking.count({ where: { resourceId: w.ids.audiometer, startsAt: { gte: new Date(`${w.day(11)}T00:00:00Z`), lt: new Date(`${w.day(12)}T00:00:00Z`) } } });
    expect(held).toBe(1);
    // The one that won mailed its worker, when it was Luca.
    mailsSeen = smtp.messages.length;

    // Straight into the table, past the service's check: the exclusion constraint refuses it.
    const [winner] = await t.deps.prisma.calendarResourceBooking.findMany({ where: { resourceId: w.ids.audiometer, startsAt: new Date(`${w.day(11)}T10:00:00Z`) } });
    await expect(
      t.deps.prisma.calendarResourceBooking.create({
        data: { appointmentId: winner!.appointmentId, resourceId: w.ids.audiometer, startsAt: new Date(`${w.day(11)}T10:10:00Z`), endsAt: new Date(`${w.day(11)}T10:20:00Z`) },
      }),
    ).rejects.toThrow(/calresource_bookings_no_overlap|23P01|exclu/i);
  });

  it("ricorrente: tiene lo strumento ogni giorno dalla data alla data di fine; un appuntamento non ricorrente sta in un giorno", async () => {
    const recurring = await book({
      worker_id: w.ids.colleague, appointment_date: w.day(20), appointment_date_end: w.day(22), appointment_time: "14:00", appointment_time_end: "14:30",
      recurring: 1, resources: JSON.stringify([w.ids.spirometer]),
    });
    expect(recurring.status).toBe(201);
    const { data } = (await recurring.json()) as { data: Appointment & { recurring: number; appointment_date_end: string } };
    expect(data).toMatchObject({ recurring: 1, appointment_date: w.day(20), appointment_date_end: w.day(22) });
    expect(await t.deps.prisma.calendarResourceBooking.count({ where: { appointmentId: data.id } })).toBe(3);

    const middleDay = { appointment_date: w.day(21), appointment_date_end: w.day(21), appointment_time: "14:15", appointment_time_end: "14:45", resources: JSON.stringify([w.ids.spirometer]) };
    expect(await busy(middleDay)).toBe("Spirometro");
    expect(await busy({ ...middleDay, appointment_date: w.day(23), appointment_date_end: w.day(23) })).toBe(false);
    expect(await busy({ ...middleDay, appointment_time: "13:00", appointment_time_end: "13:45" })).toBe(false);
    const refused = await book({ ...middleDay });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual(busyRefusal("Spirometro"));

    const spanning = await book({ appointment_date: w.day(24), appointment_date_end: w.day(25) });
    expect(spanning.status).toBe(422);
    expect(await spanning.json()).toEqual({ errors: { appointment_date_end: [CALENDAR_MESSAGES.sameDay] } });
    const tooLong = await book({ appointment_date: w.day(24), appointment_date_end: w.day(24 + 92), recurring: true });
    expect(await tooLong.json()).toEqual({ errors: { appointment_date_end: [CALENDAR_MESSAGES.recurrenceTooLong] } });
    const backwards = await book({ appointment_time: "10:00", appointment_time_end: "09:45" });
    expect(await backwards.json()).toEqual({ errors: { appointment_time_end: [CALENDAR_MESSAGES.timeOrder] } });
    const lateEvening = await book({ appointment_time: "19:45", appointment_time_end: "20:15" });
    expect(await lateEvening.json()).toEqual({ errors: { appointment_time_end: [CALENDAR_MESSAGES.hours] } });
  });

  it("modifica ed eliminazione: lo strumento si libera, il lavoratore riceve la modifica e l'annullamento", async () => {
    const created = await book({ appointment_date: w.day(30), appointment_date_end: w.day(30), appointment_time: "11:00", appointment_time_end: "11:15" });
    const { data } = (await created.json()) as { data: Appointment };
    await nextMail();
    // Saving it again as it is does not collide with itself.
    const same = await w.send("PUT", `/api/calappointments/${data.id}`, visit({ appointment_date: w.day(30), appointment_date_end: w.day(30), appointment_time: "11:00", appointment_time_end: "11:15" }), "booker");
    expect(same.status).toBe(200);
    await nextMail();
    const moved = await w.send("PUT", `/api/calappointments/${data.id}`, visit({ appointment_date: w.day(30), appointment_date_end: w.day(30), appointment_time: "12:00", appointment_time_end: "12:30" }), "booker");
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { data: Appointment }).data).toMatchObject({ id: data.id, appointment_time: "12:00", appointment_time_end: "12:30" });
    const movedMail = await nextMail();
    expect(movedMail.subject).toContain("Visita medica modificata");
    expect(decodedCalendar(movedMail.raw)).toContain(`UID:calappointment-${data.id}@portale.esempio.it`);
    expect(await busy({ appointment_date: w.day(30), appointment_date_end: w.day(30), appointment_time: "11:00", appointment_time_end: "11:15" })).toBe(false);
    expect(await busy({ appointment_date: w.day(30), appointment_date_end: w.day(30), appointment_time: "12:15", appointment_time_end: "12:45" })).toBe("Audiometro");
    // The busy check asked for the appointment being edited leaves it out.
    expect(await busy({ id: data.id, appointment_date: w.day(30), appointment_date_end: w.day(30), appointment_time: "12:15", appointment_time_end: "12:45" })).toBe(false);

    const removed = await w.send("DELETE", `/api/calappointments/${data.id}`, {}, "booker");
    expect(removed.status).toBe(200);
    const cancelled = await nextMail();
    expect(cancelled.subject).toContain("Visita medica annullata");
    expect(decodedCalendar(cancelled.raw)).toContain("METHOD:CANCEL");
    expect(decodedCalendar(cancelled.raw)).toContain("STATUS:CANCELLED");
    expect(await t.deps.prisma.calendarResourceBooking.count({ where: { appointmentId: data.id } })).toBe(0);
    expect((await listOf(`med=${w.ids.doctor}`)).data.map((row) => row.id)).not.toContain(data.id);
    expect((await w.send("DELETE", `/api/calappointments/${data.id}`, {}, "booker")).status).toBe(404);
  });

  it("isolamento: un altro committente non trova medici, lavoratori, strumenti e appuntamenti; fornitori, lavoratori, livello 2 e anonimi sono respinti", async () => {
    const [first] = (await listOf(`med=${w.ids.doctor}`)).data;
    const notFound = (message: string) => ({ message });
    const otherGet = await w.get(`/api/calappointments?med=${w.ids.doctor}&start=${w.day(0)}&end=${w.day(30)}`, "otherCustomer");
    expect(otherGet.status).toBe(404);
    expect(await otherGet.json()).toEqual(notFound("Medico non trovato"));
    expect((await w.get(`/api/calappointments?medname=bianchi&start=${w.day(0)}&end=${w.day(30)}`, "otherCustomer")).status).toBe(404);
    const otherOptions = (await (await w.get("/api/calendaroptions", "otherCustomer")).json()) as { data: { workers: { label: string }[]; doctors: unknown[] } };
    expect(JSON.stringify(otherOptions)).not.toMatch(/Neri|Bianchi|Audiometro/);
    expect((await w.send("PUT", `/api/calappointments/${first!.id}`, visit({ med_id: w.ids.otherDoctor, worker_id: w.ids.otherWorker, resources: "[]" }), "otherCustomer")).status).toBe(404);
    expect((await w.send("DELETE", `/api/calappointments/${first!.id}`, {}, "otherCustomer")).status).toBe(404);
    expect(await (await book({ worker_id: w.ids.otherWorker, appointment_date: w.day(35), appointment_date_end: w.day(35) })).json()).toEqual(notFound("Lavoratore non trovato"));
    expect(await (await book({ med_id: w.ids.otherDoctor, appointment_date: w.day(35), appointment_date_end: w.day(35) })).json()).toEqual(notFound("Medico non trovato"));
    expect(await (await book({ resources: JSON.stringify([w.ids.otherResource]), appointment_date: w.day(35), appointment_date_end: w.day(35) })).json()).toEqual(notFound("Strumento non trovato"));
    expect((await w.send("POST", "/api/checkbusyresources", visit({ med_id: w.ids.otherDoctor }), "booker")).status).toBe(404);

    for (const actor of ["supplier", "worker"] as const) {
      expect((await w.get(`/api/calappointments?med=${w.ids.doctor}&start=${w.day(0)}&end=${w.day(30)}`, actor)).status, actor).toBe(403);
      expect((await book({}, actor)).status, actor).toBe(403);
      expect((await w.send("POST", "/api/checkbusyresources", visit(), actor)).status, actor).toBe(403);
      expect((await w.send("DELETE", `/api/calappointments/${first!.id}`, {}, actor)).status, actor).toBe(403);
    }
    const levelTwo = await book({}, "viewerOnly");
    expect(levelTwo.status).toBe(403);
    expect(await levelTwo.json()).toEqual({ message: "Utente non autorizzato", error: "Serve il livello utente 3 o superiore" });
    expect((await w.get(`/api/calappointments?med=${w.ids.doctor}&start=${w.day(0)}&end=${w.day(30)}`)).status).toBe(401);
    expect((await w.send("POST", "/api/calappointments", visit())).status).toBe(401);
    expect((await w.send("DELETE", `/api/calappointments/${first!.id}`, {})).status).toBe(401);
    // The appointment is still there after all of it.
    expect((await listOf(`med=${w.ids.doctor}`)).data.map((row) => row.id)).toContain(first!.id);
  });
});

// The text/calendar part of a raw message, decoded (nodemailer sends it base64 or quoted-printable), unfolded.
function decodedCalendar(raw: string): string {
  const part = /Content-Type: text\/calendar[^\n]*\n(?:[^\n]+\n)*?Content-Transfer-Encoding: (\S+)\r?\n(?:[^\n]+\n)*?\r?\n([\s\S]*?)\r?\n--/i.exec(raw);
  if (!part) throw new Error("Nessuna parte text/calendar nella mail");
  const [, encoding, body] = part;
  const text = encoding!.toLowerCase() === "base64"
    ? Buffer.from(body!.replace(/\s+/g, ""), "base64").toString("utf8")
    : body!.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return text.replace(/\r?\n[ \t]/g, "");
}
