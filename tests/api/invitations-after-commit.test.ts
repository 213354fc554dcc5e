// Invitations leave only once what they belong to has committed: a customer registering a new supplier sends its
// administrator the access mail (a real SMTP server receives it; the link sets the first password once, and
// expires), a registration rolled back after the invitation was written sends nothing, and two invitations of one
// address at the same moment give one user and one clear refusal, never a 500.
import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../server/lib/mailer";
import { deliverPendingMail } from "../../server/modules/mail-outbox/mail-outbox";
import { createCustomerWithAdministrator } from "../../server/modules/customers/customer-creation";
import { createUserService } from "../../server/modules/users/users.service";
import type { Viewer } from "../../server/viewer";
import { createCustomer, createUser, graphql, jsonRequest, restLogin } from "../fixtures/auth-users";
import { startSmtpServer, type TestSmtpServer } from "../fixtures/auth-smtp";
import { globalId } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { USER_MESSAGES } from "../../common/validation/users";

const PUBLIC_URL = "https://portale.example.it";
const PASSWORD = "Ponteggio2027";
const HOUR = 60 * 60_000;
const INVALID_LINK = "Il link per impostare la password non è valido o è scaduto. Richiedine uno nuovo.";
const ADD = `mutation ($input: AddProcurementSupplierInput!) { addProcurementSupplier(input: $input) { __typename ... on Error { message } } }`;
// A port nobody listens on: a mail server that is down.
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const INVITE = `mutation ($input: InviteCompanyUserInput!) { inviteCompanyUser(input: $input) { __typename ... on Error { message } } }`;

describe.each(databaseKinds)("inviti dopo il commit (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let token: string;
  let procurementId: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
    const customer = await createCustomer(t.deps.prisma, "Acciaierie Emiliane Spa");
    await createUser(t.deps.prisma, { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    const procurement = await t.deps.prisma.procurement.create({ data: { customerId: customer.id, label: "APP-2026-20 Copertura" } });
    procurementId = globalId("Procurement", procurement.id);
    token = await restLogin(t, "hse@acciaierie.it");
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const register = (companyName: string, vatNumber: string, email: string) =>
    graphql<{ addProcurementSupplier: { __typename: string; message?: string } }>(t, ADD, { input: { procurementId, newSupplier: { companyName, vatNumber, email } } }, token);
  const reset = (email: string, link: string) => t.request("/api/customersupp/password/reset", jsonRequest({ email, token: link, password: PASSWORD, password_confirmation: PASSWORD }));
  const linkIn = (text: string, email: string) => new RegExp(`${PUBLIC_URL.replace(/\./g, "\\.")}/reset/${encodeURIComponent(email)}/([A-Za-z0-9_-]{43})`).exec(text)?.[1];

  it("il nuovo fornitore registrato: il suo amministratore riceve la mail d'invito, imposta la password una volta sola ed entra al livello 5", async () => {
    const sent = smtp.messages.length;
    const { body } = await register("Gamma Ponteggi Srl", "02847190960", "titolare@gamma.it");
    expect(body.data!.addProcurementSupplier.__typename).toBe("AddProcurementSupplierSuccess");
    const mail = await smtp.message(sent);
    expect(mail.to).toEqual(["titolare@gamma.it"]);
    expect(mail.subject).toBe("Impostazione della password - Portale Sicurezza Appalti");
    expect(mail.text).toContain("è stato creato per te un accesso al Portale Sicurezza Appalti per Gamma Ponteggi Srl.");
    const link = linkIn(mail.text, "titolare@gamma.it");
    expect(link).toBeDefined();
    expect((await reset("titolare@gamma.it", link!)).status).toBe(200);
    expect((await reset("titolare@gamma.it", link!)).status).toBe(422);
    const session = await restLogin(t, "titolare@gamma.it", PASSWORD);
    const { body: viewer } = await graphql<{ viewer: { kind: string; supplier: { companyName: string } } }>(t, "{ viewer { kind supplier { companyName } } }", {}, session);
    expect(viewer.data!.viewer).toEqual({ kind: "SUPPLIER", supplier: { companyName: "Gamma Ponteggi Srl" } });
    const user = await t.deps.prisma.user.findUniqueOrThrow({ where: { email: "titolare@gamma.it" } });
    expect(user.userLevel).toBe(5);
    expect(await t.deps.prisma.auditRecord.count({ where: { action: "user.invited", entityId: String(user.id) } })).toBe(1);
    expect(smtp.messages.length).toBe(sent + 1);
  });

  it("il link dell'amministratore scade dopo INVITATION_TTL_HOURS", async () => {
    const sent = smtp.messages.length;
    expect((await register("Delta Scavi Srl", "02115830396", "titolare@delta.it")).body.data!.addProcurementSupplier.__typename).toBe("AddProcurementSupplierSuccess");
    const link = linkIn((await smtp.message(sent)).text, "titolare@delta.it")!;
    t.clock.advance(t.deps.config.invitationTtlHours * HOUR + 1000);
    const late = await reset("titolare@delta.it", link);
    expect(late.status).toBe(422);
    expect(await late.json()).toEqual({ errors: { token: [INVALID_LINK] } });
    token = await restLogin(t, "hse@acciaierie.it");
  });

  it("una registrazione annullata dopo l'invito non manda nessuna mail e non lascia nulla", async () => {
    // The last write of the registration's transaction (the invitation's audit record) fails for this address.
    await t.deps.prisma.$executeRawUnsafe(`CREATE FUNCTION refuse_invitation() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.action = 'user.invited' AND NEW.after->>'email' = 'titolare@epsilon.it' THEN RAISE EXCEPTION 'prova di annullamento'; END IF; RETURN NEW; END $$`);
    await t.deps.prisma.$executeRawUnsafe(`CREATE TRIGGER refuse_invitation BEFORE INSERT ON audit_records FOR EACH ROW EXECUTE FUNCTION refuse_invitation()`);
    try {
      const sent = smtp.messages.length;
      const { body } = await register("Epsilon Impianti Srl", "00743110157", "titolare@epsilon.it");
      expect(body.data?.addProcurementSupplier.__typename ?? "GraphQLError").not.toBe("AddProcurementSupplierSuccess");
      // Give a mail that should not exist the time to arrive: a later mail (to a valid registration) comes after it.
      expect((await register("Zeta Servizi Srl", "01234567897", "titolare@zeta.it")).body.data!.addProcurementSupplier.__typename).toBe("AddProcurementSupplierSuccess");
      await smtp.message(sent);
      expect(smtp.messages.slice(sent).map((mail) => mail.to)).toEqual([["titolare@zeta.it"]]);
      expect(await t.deps.prisma.user.count({ where: { email: "titolare@epsilon.it" } })).toBe(0);
      expect(await t.deps.prisma.supplier.count({ where: { vatNumber: "00743110157" } })).toBe(0);
    } finally {
      await t.deps.prisma.$executeRawUnsafe(`DROP TRIGGER refuse_invitation ON audit_records`);
      await t.deps.prisma.$executeRawUnsafe(`DROP FUNCTION refuse_invitation()`);
    }
  });

  it("due inviti contemporanei dello stesso indirizzo: un utente, una mail, e all'altro il messaggio chiaro (mai 500)", async () => {
    for (let round = 0; round < 4; round += 1) {
      const email = `doppio${round}@acciaierie.it`;
      const sent = smtp.messages.length;
      const input = { email, firstName: "Marta", lastName: "Colombo", level: 2 };
      const answers = await Promise.all([0, 1].map(() => graphql<{ inviteCompanyUser: { __typename: string; message?: string } }>(t, INVITE, { input }, token)));
      expect(answers.map((answer) => answer.body.errors ?? answer.status)).toEqual([200, 200]);
      const outcomes = answers.map((answer) => answer.body.data!.inviteCompanyUser).sort((a, b) => a.__typename.localeCompare(b.__typename));
      expect(outcomes).toEqual([{ __typename: "InviteCompanyUserSuccess" }, { __typename: "ValidationError", message: USER_MESSAGES.emailTaken }]);
      await smtp.message(sent);
      expect(await t.deps.prisma.user.count({ where: { email } })).toBe(1);
      expect(smtp.messages.slice(sent).map((mail) => mail.to)).toEqual([[email]]);
    }
  });

  it("con il server di posta fermo l'invito non si perde: l'accesso c'è, la mail resta nella coda e parte al giro successivo", async () => {
    const prisma = t.deps.prisma;
    const down = createMailer({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, outboxDir: t.deps.config.outboxDir, from: t.deps.config.mailFrom, logger: t.deps.logger });
    const withMailServerDown = { ...t.deps, mailer: down };
    const owner = await prisma.user.findUniqueOrThrow({ where: { email: "hse@acciaierie.it" } });
    const viewer: Viewer = { userId: owner.id, kind: "CUSTOMER", email: owner.email, userLevel: 5, customerId: owner.customerId, supplierId: null, workerId: null };
    const sent = smtp.messages.length;

    // A colleague invited, and a customer created by the operator's script, while the mail server is down.
    const { id } = await createUserService(withMailServerDown).invite(viewer, { email: "collega@acciaierie.it", firstName: "Ugo", lastName: "Neri", level: 3 }, null);
    const created = await createCustomerWithAdministrator(withMailServerDown, { name: "Fonderie Venete Spa", vatNumber: "00488410010", email: "hse@fonderie.it" });
    expect(created.mailSent).toBe(false);
    expect((await prisma.user.findUniqueOrThrow({ where: { id } })).email).toBe("collega@acciaierie.it");
    const waiting = await prisma.mailOutbox.findMany({ where: { sentAt: null }, orderBy: { id: "asc" } });
    expect(waiting.map((mail) => mail.recipients)).toEqual([["collega@acciaierie.it"], ["hse@fonderie.it"]]);
    expect(waiting.every((mail) => mail.attempts >= 1 && mail.lastError)).toBe(true);
    expect(smtp.messages.length).toBe(sent);

    // The server back: the next round sends both, and the colleague's link sets the password.
    expect(await deliverPendingMail(t.deps)).toBe(2);
    const mails = [await smtp.message(sent), await smtp.message(sent + 1)];
    expect(mails.map((mail) => mail.to)).toEqual([["collega@acciaierie.it"], ["hse@fonderie.it"]]);
    const link = linkIn(mails[0]!.text, "collega@acciaierie.it");
    expect((await reset("collega@acciaierie.it", link!)).status).toBe(200);
    expect(await prisma.mailOutbox.count({ where: { sentAt: null } })).toBe(0);
  });
});
