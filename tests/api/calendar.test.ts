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
    // The same doctor and time with a free instrument is no conflict of instruments (the doctor's overlap, accepted).
    const free = await book({ worker_id: w.ids.colleague, resources: JSON.stringify([w.ids.spirometer]), accept_overlap: true });
    expect(free.status).toBe(201);
    // Sara Gialli has no sign-in: no mail for her booking, and none for the refusal.
    expect(smtp.messages.length).toBe(mailsSeen);
  });

  it("corsa: otto richieste simultanee per lo stesso strumento e orario, una sola prenota; il database rifiuta la sovrapposizione anche senza il controllo", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        // The doctor's overlap accepted: what is left to refuse is the instrument, however the requests interleave.
        book({ worker_id: index % 2 ? w.ids.colleague : w.ids.worker, appointment_date: w.day(11), appointment_date_end: w.day(11), appointment_time: "10:00", appointment_time_end: index % 2 ? "10:15" : "10:30", accept_overlap: true }),
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

  it("il medico già impegnato nello stesso intervallo: avviso (409) senza salvare, poi salvato se accettato; gli strumenti restano un rifiuto", async () => {
    const [year, month, day] = w.day(15).split("-");
    const first = await book({ appointment_date: w.day(15), appointment_date_end: w.day(15), appointment_time: "08:00", appointment_time_end: "08:30", resources: "[]" });
    expect(first.status).toBe(201);
    const { data: firstData } = (await first.json()) as { data: Appointment };
    await nextMail();
    const countOnDay = () => t.deps.prisma.calendarAppointment.count({ where: { doctorId: w.ids.doctor, appointmentDate: new Date(`${w.day(15)}T00:00:00Z`) } });

    // Overlapping by five minutes, another worker, no instrument: the warning, nothing saved, no mail.
    const overlapping = { worker_id: w.ids.colleague, appointment_date: w.day(15), appointment_date_end: w.day(15), appointment_time: "08:25", appointment_time_end: "08:40", resources: "[]" };
    const warned = await book(overlapping);
    expect(warned.status).toBe(409);
    expect(await warned.json()).toEqual({
      message: `Il medico ha già un appuntamento nello stesso intervallo di tempo (Luca Neri ${day}/${month}/${year} 08:00-08:30). Salvare comunque?`,
      doctor_overlap: [`Luca Neri ${day}/${month}/${year} 08:00-08:30`],
    });
    expect(await countOnDay()).toBe(1);
    // Touching is no overlap; another day is none either.
    expect((await book({ ...overlapping, appointment_time: "08:30", appointment_time_end: "08:45" })).status).toBe(201);
    expect((await book({ ...overlapping, appointment_time: "07:45", appointment_time_end: "08:00" })).status).toBe(201);
    expect(await countOnDay()).toBe(3);
    // Accepted ("Salvare comunque?" answered yes): saved.
    for (const accept of [true, 1, "true"]) {
      const again = await book({ ...overlapping, appointment_time: "08:10", appointment_time_end: "08:20", accept_overlap: accept });
      expect(again.status, String(accept)).toBe(201);
      await t.deps.prisma.calendarAppointment.delete({ where: { id: ((await again.json()) as { data: Appointment }).data.id } });
    }
    expect((await book({ ...overlapping, accept_overlap: false })).status).toBe(409);

    // A recurring appointment over the day warns too, naming its days; so does moving another one onto the doctor's hour.
    const recurring = await book({ ...overlapping, appointment_date: w.day(14), appointment_date_end: w.day(16), recurring: 1, appointment_time: "08:15", appointment_time_end: "08:20" });
    expect(recurring.status).toBe(409);
    expect(((await recurring.json()) as { doctor_overlap: string[] }).doctor_overlap).toEqual([`Luca Neri ${day}/${month}/${year} 08:00-08:30`]);
    const later = await book({ ...overlapping, appointment_time: "09:00", appointment_time_end: "09:15" });
    const { data: laterData } = (await later.json()) as { data: Appointment };
    const moved = await w.send("PUT", `/api/calappointments/${laterData.id}`, visit({ ...overlapping, appointment_time: "08:10", appointment_time_end: "08:20" }), "booker");
    expect(moved.status).toBe(409);
    expect(((await moved.json()) as { doctor_overlap: string[] }).doctor_overlap).toEqual([`Luca Neri ${day}/${month}/${year} 08:00-08:30`]);
    expect((await t.deps.prisma.calendarAppointment.findUniqueOrThrow({ where: { id: laterData.id } })).appointmentTime).toBe("09:00");
    // An appointment never overlaps itself.
    expect((await w.send("PUT", `/api/calappointments/${firstData.id}`, visit({ appointment_date: w.day(15), appointment_date_end: w.day(15), appointment_time: "08:00", appointment_time_end: "08:25", resources: "[]" }), "booker")).status).toBe(200);
    await nextMail();

    // A busy instrument stays a refusal even with the doctor's overlap accepted.
    const withInstrument = await book({ appointment_date: w.day(15), appointment_date_end: w.day(15), appointment_time: "11:00", appointment_time_end: "11:30" });
    expect(withInstrument.status).toBe(201);
    await nextMail();
    const refused = await book({ ...overlapping, appointment_time: "11:15", appointment_time_end: "11:45", resources: JSON.stringify([w.ids.audiometer]), accept_overlap: true });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual(busyRefusal("Audiometro"));

    // GraphQL answers alike: DoctorOverlapError, then saved with acceptDoctorOverlap.
    const mutation = `mutation ($input: CalendarAppointmentInput!) { createCalendarAppointment(input: $input) {
      __typename ... on Error { message } ... on DoctorOverlapError { appointments } ... on ValidationError { fieldErrors { field messages } }
      ... on CreateCalendarAppointmentSuccess { data { databaseId date time timeEnd } } } }`;
    const input = { doctorId: w.ids.doctor, workerId: w.ids.colleague, date: w.day(15), time: "08:05", timeEnd: "08:20" };
    const warnedGraphql = await graphql<{ createCalendarAppointment: Record<string, unknown> }>(t, mutation, { input }, w.tokens.booker);
    expect(warnedGraphql.body.data?.createCalendarAppointment).toEqual({
      __typename: "DoctorOverlapError",
      message: `Il medico ha già un appuntamento nello stesso intervallo di tempo (Luca Neri ${day}/${month}/${year} 08:00-08:25). Salvare comunque?`,
      appointments: [`Luca Neri ${day}/${month}/${year} 08:00-08:25`],
    });
    const savedGraphql = await graphql<{ createCalendarAppointment: { data: { databaseId: number; date: string; time: string; timeEnd: string } } }>(
      t, mutation, { input: { ...input, acceptDoctorOverlap: true } }, w.tokens.booker);
    expect(savedGraphql.body.data?.createCalendarAppointment).toMatchObject({ __typename: "CreateCalendarAppointmentSuccess", data: { date: w.day(15), time: "08:05", timeEnd: "08:20" } });
    const busyGraphql = await graphql<{ createCalendarAppointment: Record<string, unknown> }>(
      t, mutation, { input: { ...input, time: "11:00", timeEnd: "11:15", resourceIds: [w.ids.audiometer], acceptDoctorOverlap: true } }, w.tokens.booker);
    expect(busyGraphql.body.data?.createCalendarAppointment).toMatchObject({ __typename: "ValidationError", fieldErrors: [{ field: "resourceIds", messages: [CALENDAR_MESSAGES.busy("Audiometro")] }] });
    const updateGraphql = await graphql<{ updateCalendarAppointment: Record<string, unknown> }>(
      t, `mutation ($id: Int!, $input: CalendarAppointmentInput!) { updateCalendarAppointment(id: $id, input: $input) { __typename ... on DoctorOverlapError { appointments } } }`,
      { id: laterData.id, input: { ...input, time: "08:00", timeEnd: "08:10" } }, w.tokens.booker);
    expect(updateGraphql.body.data?.updateCalendarAppointment).toEqual({ __typename: "DoctorOverlapError", appointments: [`Luca Neri ${day}/${month}/${year} 08:00-08:25`, `Sara Gialli ${day}/${month}/${year} 08:05-08:20`] });
    // Another customer's user finds nothing to overlap with: the doctor is not theirs.
    const otherGraphql = await graphql<{ createCalendarAppointment: Record<string, unknown> }>(t, mutation, { input: { ...input, acceptDoctorOverlap: true } }, w.tokens.otherCustomer);
    expect(otherGraphql.body.data?.createCalendarAppointment).toMatchObject({ __typename: "NotFoundError" });
    // Cancelled through GraphQL: another customer finds nothing to cancel, the booker's customer does, once.
    const savedId = savedGraphql.body.data!.createCalendarAppointment.data.databaseId;
    const cancel = `mutation ($id: Int!) { deleteCalendarAppointment(id: $id) { __typename ... on DeleteCalendarAppointmentSuccess { data } ... on Error { message } } }`;
    const cancelledByOther = await graphql<{ deleteCalendarAppointment: Record<string, unknown> }>(t, cancel, { id: savedId }, w.tokens.otherCustomer);
    expect(cancelledByOther.body.data?.deleteCalendarAppointment).toMatchObject({ __typename: "NotFoundError" });
    const cancelled = await graphql<{ deleteCalendarAppointment: Record<string, unknown> }>(t, cancel, { id: savedId }, w.tokens.booker);
    expect(cancelled.body.data?.deleteCalendarAppointment).toEqual({ __typename: "DeleteCalendarAppointmentSuccess", data: savedId });
    expect(await t.deps.prisma.calendarAppointment.findUnique({ where: { id: savedId } })).toBeNull();
    const again = await graphql<{ deleteCalendarAppointment: Record<string, unknown> }>(t, cancel, { id: savedId }, w.tokens.booker);
    expect(again.body.data?.deleteCalendarAppointment).toMatchObject({ __typename: "NotFoundError" });
    // Sara Gialli has no sign-in: the saves above mailed nobody.
    expect(smtp.messages.length).toBe(mailsSeen);
  });

  it("corsa: sei prenotazioni simultanee dello stesso medico nello stesso orario, senza strumenti: una sola è salvata, le altre avvisano", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        book({ worker_id: index % 2 ? w.ids.colleague : w.ids.worker, appointment_date: w.day(25), appointment_date_end: w.day(25), appointment_time: "15:00", appointment_time_end: index % 2 ? "15:20" : "15:30", resources: "[]" }),
      ),
    );
    const statuses = attempts.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of attempts.filter((attempt) => attempt.status === 409)) {
      expect(((await response.json()) as { doctor_overlap: string[] }).doctor_overlap).toHaveLength(1);
    }
    const saved = await t.deps.prisma.calendarAppointment.count({ where: { doctorId: w.ids.doctor, appointmentDate: new Date(`${w.day(25)}T00:00:00Z`) } });
    expect(saved).toBe(1);
    mailsSeen = smtp.messages.length;
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
