// Expiry reminders (modules/reminders), on both databases, with the mail delivered to a real SMTP server: who is
// told of what, once per expiry; what is never told; a failed mail given back; two rounds at once; a claim left
// by a process that died.
import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, italianDateOf, italianFormatOf, parseIsoDate } from "../../common/calendar-dates";
import type { Media, Prisma } from "../../server/generated/prisma/client";
import { storeUploadedFile } from "../../server/modules/files/uploads";
import { CLAIM_TIMEOUT_MS, createExpiryReminderService } from "../../server/modules/reminders/expiry-reminders.service";
import { scheduleExpiryReminders } from "../../server/modules/reminders/reminder-schedule";
import type { Viewer } from "../../server/viewer";
import { createCustomer, createSupplier, createUser, graphql, restLogin, SIGNED_OUT } from "../fixtures/auth-users";
import { startSmtpServer, type TestSmtpServer } from "../fixtures/auth-smtp";
import { incomingFileOf, samplePdf } from "../fixtures/files";
import { createTestApp, createTestDeps, databaseKinds, type TestApp } from "../fixtures/test-database";

const DAY = 24 * 60 * 60_000;
const PUBLIC_URL = "https://portale.esempio.it";

// A local port with nothing listening: a mail sent there fails at once.
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(databaseKinds)("promemoria delle scadenze (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let pdf: Uint8Array;
  let today: string; // the day the world was built
  const ids: Record<string, number> = {};
  const sendDue = () => createExpiryReminderService(t.deps).sendDue();
  const date = (days: number) => parseIsoDate(addDays(today, days))!;
  const shown = (days: number) => italianFormatOf(addDays(today, days));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
    pdf = await samplePdf();
    today = italianDateOf(t.deps.now());
    const { prisma } = t.deps;

    const customer = await createCustomer(prisma);
    const running = await prisma.procurement.create({ data: { customerId: customer.id, label: "Manutenzione forni 2026" } });
    const ended = await prisma.procurement.create({ data: { customerId: customer.id, label: "Cantiere chiuso", dateEnd: date(-1) } });
    ids.running = running.id;
    const alfa = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl" });
    const beta = await createSupplier(prisma, { companyName: "Beta Impianti Srl" });
    const gamma = await createSupplier(prisma, { companyName: "Gamma Scavi Srl" }); // no user yet
    const delta = await createSupplier(prisma, { companyName: "Delta Trasporti Srl" }); // no longer on the procurement
    Object.assign(ids, { alfa: alfa.id, beta: beta.id, gamma: gamma.id });
    const alfaUser = await createUser(prisma, { email: "segreteria@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 5 });
    await createUser(prisma, { email: "sicurezza@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 1 });
    await createUser(prisma, { email: "ex@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, active: false });
    await createUser(prisma, { email: "ufficio@beta.it", kind: "SUPPLIER", supplierId: beta.id });
    await createUser(prisma, { email: "ufficio@delta.it", kind: "SUPPLIER", supplierId: delta.id });
    // Alfa's customer is told of nothing: reminders are for the supplier who must renew.
    await createUser(prisma, { email: "committente@esempio.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    for (const [procurementId, supplierId] of [[running.id, alfa.id], [ended.id, alfa.id], [running.id, beta.id], [running.id, gamma.id]] as const) {
      await prisma.procurementSupplier.create({ data: { procurementId, supplierId } });
    }

    // The files are uploaded as Alfa's first user: who uploaded them does not matter to the reminders.
    const viewer = (supplierId: number): Viewer => ({ userId: alfaUser.id, kind: "SUPPLIER", email: alfaUser.email, userLevel: 5, supplierId, customerId: null, workerId: null });
    const stored = <T>(supplierId: number, commit: (tx: Prisma.TransactionClient, media: Media) => Promise<T>) =>
      storeUploadedFile(t.deps, { file: incomingFileOf("documento.pdf", pdf, "application/pdf"), directory: "procurement-documents", field: "file", uploadedBy: viewer(supplierId) }, commit);
    let categories = 0;
    const category = (label: string) => prisma.supplierDocumentCategory.create({ data: { code: `C${++categories}`, label } });
    const required = async (
      label: string,
      supplierId: number,
      expiresInDays: number,
      extra: { procurementId?: number; approval?: "PENDING" | "APPROVED" | "REJECTED"; active?: boolean; withFile?: boolean } = {},
    ) => {
      const { id: categoryId } = await category(label);
      const data = {
        procurementId: extra.procurementId ?? running.id,
        supplierId,
        categoryId,
        documentExpirationDate: date(expiresInDays),
        approval: extra.approval ?? "APPROVED",
        active: extra.active ?? true,
      };
      const row = extra.withFile === false ? await prisma.procurementSupplierAttachment.create({ data }) : await stored(supplierId, (tx, media) => tx.procurementSupplierAttachment.create({ data: { ...data, mediaId: media.id } }));
      ids[label] = row.id;
    };
    await required("DURC", alfa.id, 10);
    await required("Piano operativo di sicurezza", alfa.id, 32);
    // Waiting for approval and expired: told too, the supplier must send a valid one.
    await required("Autocertificazione", alfa.id, -3, { approval: "PENDING" });
    await required("Non obbligatorio", alfa.id, 5, { active: false });
    await required("Respinto", alfa.id, 5, { approval: "REJECTED" });
    await required("Senza file", alfa.id, 5, { withFile: false });
    await required("Scaduto da tempo", alfa.id, -30);
    await required("Appalto finito", alfa.id, 10, { procurementId: ended.id });
    await required("DURC di Beta", beta.id, 2);
    await required("DURC di Gamma", gamma.id, 2);
    await required("DURC di Delta", delta.id, 2);

    const ido = await prisma.workerDocumentCategory.create({ data: { code: "IDO", label: "Idoneità sanitaria alla mansione" } });
    for (const [firstName, lastName, resigned] of [["Piero", "Verdi", false], ["Carlo", "Dimesso", true]] as const) {
      const worker = await prisma.supplierWorker.create({ data: { supplierId: alfa.id, firstName, lastName, sex: "M", resigned } });
      const pivot = await prisma.procurementWorker.create({ data: { procurementId: running.id, supplierId: alfa.id, supplierWorkerId: worker.id } });
      await stored(alfa.id, (tx, media) =>
        tx.procurementWorkerAttachment.create({ data: { procurementWorkerId: pivot.id, categoryId: ido.id, mediaId: media.id, documentExpirationDate: date(20), approval: "APPROVED" } }),
      );
    }

    const van = await prisma.procurementElement.create({ data: { procurementId: running.id, supplierId: alfa.id, kind: "EQUIPMENT", type: "Furgone", makerAndModel: "Fiat Ducato" } });
    for (const [documentName, rejectedAt] of [["Libretto di circolazione", null], ["Assicurazione respinta", t.deps.now()]] as const) {
      await stored(alfa.id, (tx, media) => tx.elementAttachment.create({ data: { elementId: van.id, mediaId: media.id, documentName, documentExpirationDate: date(1), rejectedAt } }));
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));

  it("una mail per fornitore, a tutti i suoi utenti attivi, con le sole sue scadenze raggruppate per appalto", async () => {
    expect(await sendDue()).toEqual({ mails: 2, items: 5, failedMails: 0 });
    expect(smtp.messages).toHaveLength(2);

    const [alfaMail] = mailTo("segreteria@alfa.it");
    expect(alfaMail!.to.sort()).toEqual(["segreteria@alfa.it", "sicurezza@alfa.it"]);
    expect(alfaMail!.subject).toBe("Documenti scaduti o in scadenza di Alfa Costruzioni Srl - Portale Sicurezza Appalti");
    const text = alfaMail!.text;
    expect(text).toContain(`Appalto «Manutenzione forni 2026» (${PUBLIC_URL}/procurement/${ids.running})`);
    const expired = text.slice(text.indexOf("Scaduti:"), text.indexOf("In scadenza nei prossimi 30 giorni:"));
    const expiring = text.slice(text.indexOf("In scadenza nei prossimi 30 giorni:"));
    expect(expired).toContain(`- Documento richiesto «Autocertificazione»: scadenza ${shown(-3)}`);
    expect(expiring).toContain(`- Mezzo «Furgone Fiat Ducato», documento «Libretto di circolazione»: scadenza ${shown(1)}`);
    expect(expiring).toContain(`- Documento richiesto «DURC»: scadenza ${shown(10)}`);
    expect(expiring).toContain(`- Idoneità «Idoneità sanitaria alla mansione» di Piero Verdi: scadenza ${shown(20)}`);
    // By date within each heading.
    expect(expiring.indexOf("Libretto")).toBeLessThan(expiring.indexOf("«DURC»"));
    for (const untold of ["Piano operativo", "Non obbligatorio", "Respinto", "Senza file", "Scaduto da tempo", "Cantiere chiuso", "Dimesso", "Assicurazione respinta", "Beta", "Gamma", "Delta"]) {
      expect(text).not.toContain(untold);
    }
    expect(alfaMail!.html).toContain(`<a href="${PUBLIC_URL}/procurement/${ids.running}">Manutenzione forni 2026</a>`);

    const [betaMail] = mailTo("ufficio@beta.it");
    expect(betaMail!.to).toEqual(["ufficio@beta.it"]);
    expect(betaMail!.text).toContain(`- Documento richiesto «DURC di Beta»: scadenza ${shown(2)}`);
    expect(betaMail!.text).not.toContain("Alfa");
    for (const nobody of ["ex@alfa.it", "ufficio@delta.it", "committente@esempio.it"]) expect(mailTo(nobody)).toEqual([]);

    // The record of who was told of what.
    const rows = await t.deps.prisma.expiryReminder.findMany({ orderBy: { id: "asc" } });
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.sentAt).not.toBeNull();
    expect(rows.find((row) => row.itemKind === "REQUIRED_DOCUMENT" && row.itemId === ids.DURC)).toMatchObject({
      stage: "EXPIRING",
      supplierId: ids.alfa,
      recipients: ["segreteria@alfa.it", "sicurezza@alfa.it"],
    });
  });

  it("il giro dopo non ripete nulla", async () => {
    expect(await sendDue()).toEqual({ mails: 0, items: 0, failedMails: 0 });
    expect(smtp.messages).toHaveLength(2);
  });

  it("tre giorni dopo: ciò che è scaduto nel frattempo e ciò che è entrato nei 30 giorni, una volta", async () => {
    t.clock.advance(3 * DAY);
    expect(await sendDue()).toEqual({ mails: 2, items: 3, failedMails: 0 });
    const alfaMail = mailTo("segreteria@alfa.it")[1]!.text;
    const expired = alfaMail.slice(alfaMail.indexOf("Scaduti:"), alfaMail.indexOf("In scadenza nei prossimi 30 giorni:"));
    expect(expired).toContain(`- Mezzo «Furgone Fiat Ducato», documento «Libretto di circolazione»: scadenza ${shown(1)}`);
    expect(alfaMail.slice(alfaMail.indexOf("In scadenza nei prossimi 30 giorni:"))).toContain(`- Documento richiesto «Piano operativo di sicurezza»: scadenza ${shown(32)}`);
    // Told already, at the same stage: the DURC, the certificate, the self-certification.
    for (const told of ["«DURC»", "Piero Verdi", "Autocertificazione"]) expect(alfaMail).not.toContain(told);
    expect(mailTo("ufficio@beta.it")[1]!.text).toContain(`Scaduti:\n  - Documento richiesto «DURC di Beta»: scadenza ${shown(2)}`);
    expect(await sendDue()).toEqual({ mails: 0, items: 0, failedMails: 0 });
  });

  it("un documento rinnovato con una nuova scadenza è ricordato di nuovo per quella", async () => {
    await t.deps.prisma.procurementSupplierAttachment.update({ where: { id: ids.DURC }, data: { documentExpirationDate: date(25) } });
    expect(await sendDue()).toEqual({ mails: 1, items: 1, failedMails: 0 });
    expect(smtp.messages.at(-1)!.text).toContain(`- Documento richiesto «DURC»: scadenza ${shown(25)}`);
  });

  it("una mail non partita restituisce le sue scadenze al giro successivo", async () => {
    const gammaUser = "cantiere@gamma.it";
    await createUser(t.deps.prisma, { email: gammaUser, kind: "SUPPLIER", supplierId: ids.gamma });
    await t.deps.prisma.procurementSupplierAttachment.update({ where: { id: ids["DURC di Gamma"] }, data: { documentExpirationDate: date(25) } });
    const broken = createTestDeps(t.db, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, publicUrl: PUBLIC_URL }, t.clock);
    expect(await createExpiryReminderService(broken).sendDue()).toEqual({ mails: 0, items: 0, failedMails: 1 });
    expect(await t.deps.prisma.expiryReminder.count({ where: { supplierId: ids.gamma } })).toBe(0);
    expect(await sendDue()).toEqual({ mails: 1, items: 1, failedMails: 0 });
    expect(mailTo(gammaUser)[0]!.text).toContain(`- Documento richiesto «DURC di Gamma»: scadenza ${shown(25)}`);
  });

  it("due giri insieme (due processi sullo stesso database) mandano ogni scadenza una volta", async () => {
    await t.deps.prisma.procurementSupplierAttachment.update({ where: { id: ids["DURC di Beta"] }, data: { documentExpirationDate: date(30) } });
    await t.deps.prisma.procurementSupplierAttachment.update({ where: { id: ids.DURC }, data: { documentExpirationDate: date(28) } });
    const before = smtp.messages.length;
    const rounds = await Promise.all([sendDue(), createExpiryReminderService(createTestDeps(t.db, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL }, t.clock)).sendDue()]);
    expect(rounds.reduce((sum, round) => sum + round.items, 0)).toBe(2);
    expect(smtp.messages.length - before).toBe(2);
    expect(smtp.messages.slice(before).map((mail) => mail.to[0]).sort()).toEqual(["segreteria@alfa.it", "ufficio@beta.it"]);
  });

  it("la prenotazione lasciata da un processo morto è ripresa dopo 15 minuti, non prima", async () => {
    await t.deps.prisma.procurementSupplierAttachment.update({ where: { id: ids["DURC di Beta"] }, data: { documentExpirationDate: date(31) } });
    await t.deps.prisma.expiryReminder.create({
      data: { itemKind: "REQUIRED_DOCUMENT", itemId: ids["DURC di Beta"]!, expiresOn: date(31), stage: "EXPIRING", supplierId: ids.beta!, claimedAt: t.deps.now() },
    });
    expect(await sendDue()).toEqual({ mails: 0, items: 0, failedMails: 0 });
    t.clock.advance(CLAIM_TIMEOUT_MS + 60_000);
    expect(await sendDue()).toEqual({ mails: 1, items: 1, failedMails: 0 });
    expect(smtp.messages.at(-1)!.text).toContain(`- Documento richiesto «DURC di Beta»: scadenza ${shown(31)}`);
  });

  it("chi disattiva i promemoria non li riceve più, i colleghi sì; solo per sé, solo un fornitore", async () => {
    const SET = `mutation($enabled: Boolean!) { setExpiryReminders(input: { enabled: $enabled }) {
      __typename ... on SetExpiryRemindersSuccess { data { email expiryReminders } } ... on Error { message } } }`;
    type SetAnswer = { setExpiryReminders: { __typename: string; data?: { email: string; expiryReminders: boolean }; message?: string } };
    const token = await restLogin(t, "sicurezza@alfa.it");
    for (const enabled of [false, false]) {
      const { body } = await graphql<SetAnswer>(t, SET, { enabled }, token);
      expect(body.data?.setExpiryReminders).toEqual({ __typename: "SetExpiryRemindersSuccess", data: { email: "sicurezza@alfa.it", expiryReminders: false } });
    }
    const viewer = await graphql<{ viewer: { expiryReminders: boolean } }>(t, "{ viewer { expiryReminders } }", {}, token);
    expect(viewer.body.data?.viewer.expiryReminders).toBe(false);
    // Recorded once, the second call changed nothing.
    const audit = await t.deps.prisma.auditRecord.findMany({ where: { action: "user.expiryRemindersChanged" } });
    expect(audit.map((row) => [row.actorLabel, row.before, row.after])).toEqual([["sicurezza@alfa.it", { expiryReminders: true }, { expiryReminders: false }]]);

    await t.deps.prisma.procurementSupplierAttachment.update({ where: { id: ids.DURC }, data: { documentExpirationDate: date(27) } });
    expect(await sendDue()).toEqual({ mails: 1, items: 1, failedMails: 0 });
    expect(smtp.messages.at(-1)!.to).toEqual(["segreteria@alfa.it"]);
    expect(smtp.messages.at(-1)!.text).toContain("Per non ricevere più questi promemoria, disattiva «Promemoria scadenze» nella Home del portale.");
    expect((await t.deps.prisma.user.findUniqueOrThrow({ where: { email: "segreteria@alfa.it" } })).expiryReminders).toBe(true);

    const customer = await graphql<SetAnswer>(t, SET, { enabled: false }, await restLogin(t, "committente@esempio.it"));
    expect(customer.body.data?.setExpiryReminders).toEqual({ __typename: "ForbiddenError", message: "Utente non autorizzato" });
    const anonymous = await graphql<SetAnswer>(t, SET, { enabled: false });
    expect(anonymous.body).toEqual(SIGNED_OUT);
  });
});

describe("calendario dei promemoria", () => {
  it("il primo giro dopo l'attesa, poi a intervalli; mai due insieme; un giro fallito non ferma i successivi", async () => {
    const logged: string[] = [];
    const logger = { debug: () => undefined, info: (message: string) => logged.push(message), warn: (message: string) => logged.push(message), error: () => undefined };
    let started = 0;
    let release: () => void = () => undefined;
    const schedule = scheduleExpiryReminders(
      async () => {
        started += 1;
        if (started === 1) throw new Error("database non raggiungibile");
        if (started === 2) await new Promise<void>((resolve) => (release = resolve));
        return { mails: 3, items: 7, failedMails: 0 };
      },
      logger,
      { firstAfterMs: 30, everyMs: 20 },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(0);
    await expect.poll(() => started).toBe(2);
    // The second round hangs: the intervals that pass meanwhile start none.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started).toBe(2);
    release();
    await expect.poll(() => started).toBeGreaterThan(2);
    schedule.stop();
    expect(logged[0]).toBe("Promemoria scadenze non riusciti: riprovati al prossimo giro");
    expect(logged).toContain("Promemoria scadenze: 3 mail inviate, 7 scadenze comunicate");
  });
});
