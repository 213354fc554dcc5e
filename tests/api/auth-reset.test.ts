// The forgot and reset flows (spec sections 2, 5, 7, 8), with the mail delivered to a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplier, createUser, graphql, jsonRequest, restLogin, STRONG_PASSWORD } from "../fixtures/auth-users";
import { startSmtpServer, type TestSmtpServer } from "../fixtures/auth-smtp";

const INVALID_LINK = "Il link per impostare la password non è valido o è scaduto. Richiedine uno nuovo.";
const MINUTE = 60_000;

describe.each(databaseKinds)("recupero e reimpostazione della password (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { smtpUrl: smtp.url, publicUrl: "https://portale.example.it" });
    const supplier = await createSupplier(t.deps.prisma, { companyName: "Scavi Verdi Srl" });
    for (const email of ["anna.verdi@scavi.it", "scadenza@scavi.it", "doppio@scavi.it", "insistente@scavi.it", "grafo@scavi.it"]) {
      await createUser(t.deps.prisma, { email, kind: "SUPPLIER", supplierId: supplier.id });
    }
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const forgot = (email: unknown) =>
    t.request("/api/customersupp/resetpassword", jsonRequest({ email, fiscal_code: "", user_type: "SUPPLIER" }));
  const reset = (body: Record<string, unknown>) => t.request("/api/customersupp/password/reset", jsonRequest(body));

  // Asks for a link and reads it back from the mail the SMTP server received.
  async function requestLink(email: string): Promise<{ link: string; token: string }> {
    const index = smtp.messages.length;
    const response = await forgot(email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const mail = await smtp.message(index);
    expect(mail.to).toEqual([email]);
    const link = /https:\/\/portale\.example\.it\/reset\/\S+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    return { link: link!, token: link!.split("/").pop()! };
  }

  it("utente sconosciuto: 404 con \"Attenzione! utente non trovato\", anche in GraphQL", async () => {
    const response = await forgot("nessuno@scavi.it");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: "Attenzione! utente non trovato" });
    const { body } = await graphql<{ requestPasswordReset: { __typename: string; message: string } }>(
      t,
      `mutation { requestPasswordReset(input: { email: "nessuno@scavi.it" }) { __typename ... on Error { message } } }`,
    );
    expect(body.data!.requestPasswordReset).toEqual({ __typename: "NotFoundError", message: "Attenzione! utente non trovato" });
  });

  // The spec gives these in English; the server speaks Italian like everywhere else (the English
  // interface shows the spec's English texts itself, see the browser test of the forgot screen).
  it("422 con i messaggi in italiano per email mancante o non valida", async () => {
    const missing = await forgot("  ");
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({ errors: { email: ["Il campo Indirizzo Email non può essere vuoto."] } });
    const invalid = await forgot("non-una-mail");
    expect(await invalid.json()).toEqual({ errors: { email: ["Inserire un indirizzo email valido."] } });
  });

  it("la mail porta il link; il link imposta la password una volta sola e revoca le sessioni", async () => {
    const session = await restLogin(t, "anna.verdi@scavi.it");
    const { link, token } = await requestLink("anna.verdi@scavi.it");
    expect(link).toBe(`https://portale.example.it/reset/${encodeURIComponent("anna.verdi@scavi.it")}/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = smtp.messages.at(-1)!;
    expect(mail.subject).toBe("Impostazione della password - Portale Sicurezza Appalti");
    expect(mail.text).toContain("Il collegamento vale 60 minuti");
    expect(mail.html).toContain("Imposta la password");
    // Only a hash of the token is stored.
    const stored = await t.deps.prisma.passwordResetToken.findMany();
    expect(JSON.stringify(stored)).not.toContain(token);

    const weak = await reset({ email: "anna.verdi@scavi.it", token, password: "Corta1", password_confirmation: "Corta1" });
    expect(weak.status).toBe(422);
    expect(await weak.json()).toEqual({
      errors: { password: ["La password deve contenere almeno 9 caratteri, una lettera maiuscola, una minuscola e un numero"] },
    });
    const eightChars = await reset({ email: "anna.verdi@scavi.it", token, password: "Abcdef12", password_confirmation: "Abcdef12" });
    expect(eightChars.status).toBe(422);
    const mismatch = await reset({ email: "anna.verdi@scavi.it", token, password: "Nuovissima9", password_confirmation: "Nuovissima8" });
    expect(await mismatch.json()).toEqual({ errors: { password_confirmation: ["Le password non coincidono"] } });
    const otherEmail = await reset({ email: "doppio@scavi.it", token, password: "Nuovissima9", password_confirmation: "Nuovissima9" });
    expect(await otherEmail.json()).toEqual({ errors: { token: [INVALID_LINK] } });

    const done = await reset({ email: "anna.verdi@scavi.it", token, password: "Nuovissima9", password_confirmation: "Nuovissima9" });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ success: true });

    expect((await t.request("/api/cs/getdata", { headers: { authorization: `Bearer ${session}` } })).status).toBe(401);
    expect((await t.request("/api/customersupp/login", jsonRequest({ email: "anna.verdi@scavi.it", password: STRONG_PASSWORD }))).status).toBe(401);
    await restLogin(t, "anna.verdi@scavi.it", "Nuovissima9");

    const again = await reset({ email: "anna.verdi@scavi.it", token, password: "Ancoranuova9", password_confirmation: "Ancoranuova9" });
    expect(again.status).toBe(422);
    expect(await again.json()).toEqual({ errors: { token: [INVALID_LINK] } });
    const actions = await t.deps.prisma.auditRecord.findMany({ where: { actorLabel: "anna.verdi@scavi.it" }, select: { action: true } });
    expect(actions.map((record) => record.action)).toEqual(
      expect.arrayContaining(["auth.passwordResetRequested", "auth.passwordResetCompleted"]),
    );
  });

  it("il link scade dopo 60 minuti", async () => {
    const { token } = await requestLink("scadenza@scavi.it");
    t.clock.advance(60 * MINUTE + 1000);
    const expired = await reset({ email: "scadenza@scavi.it", token, password: "Nuovissima9", password_confirmation: "Nuovissima9" });
    expect(expired.status).toBe(422);
    expect(await expired.json()).toEqual({ errors: { token: [INVALID_LINK] } });
    // The password did not change.
    await restLogin(t, "scadenza@scavi.it");
  });

  it("usare un link invalida quelli richiesti prima e non ancora usati", async () => {
    const first = await requestLink("doppio@scavi.it");
    const second = await requestLink("doppio@scavi.it");
    expect(first.token).not.toBe(second.token);
    const done = await reset({ email: "doppio@scavi.it", token: second.token, password: "Nuovissima9", password_confirmation: "Nuovissima9" });
    expect(done.status).toBe(200);
    const stale = await reset({ email: "doppio@scavi.it", token: first.token, password: "Altranuova9", password_confirmation: "Altranuova9" });
    expect(await stale.json()).toEqual({ errors: { token: [INVALID_LINK] } });
  });

  it("al massimo 5 mail di reimpostazione l'ora per indirizzo, poi 429 con Retry-After", async () => {
    const before = smtp.messages.length;
    for (let request = 1; request <= 5; request += 1) expect((await forgot("insistente@scavi.it")).status).toBe(200);
    const refused = await forgot("insistente@scavi.it");
    expect(refused.status).toBe(429);
    // An hour after the first of the five, less the (real) seconds the five requests took.
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    expect(await refused.json()).toMatchObject({ message: "Troppe richieste di reimpostazione della password. Riprova tra 60 minuti." });
    expect(smtp.messages.length - before).toBe(5);
    // The window's end is the store's clock, not the test clock: auth-throttle.test.ts checks it with short windows.
    // Another mailbox from the same address is not affected.
    expect((await forgot("doppio@scavi.it")).status).toBe(200);
  });

  it("GraphQL: richiesta, link dalla mail e reimpostazione; link sbagliato sul campo token", async () => {
    const index = smtp.messages.length;
    const { body: requested } = await graphql<{ requestPasswordReset: { __typename: string; data?: { success: boolean } } }>(
      t,
      `mutation { requestPasswordReset(input: { email: "Grafo@Scavi.it" }) { __typename ... on RequestPasswordResetSuccess { data { success } } } }`,
    );
    expect(requested.data!.requestPasswordReset).toEqual({ __typename: "RequestPasswordResetSuccess", data: { success: true } });
    const token = (await smtp.message(index)).text.match(/\/reset\/[^/\s]+\/(\S+)/)![1]!;

    const mutation = `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) {
      __typename ... on ResetPasswordSuccess { data { success } } ... on ValidationError { fieldErrors { field messages } } } }`;
    const input = { email: "grafo@scavi.it", password: "Nuovissima9", passwordConfirmation: "Nuovissima9" };
    const { body: wrong } = await graphql<{ resetPassword: unknown }>(t, mutation, { input: { ...input, token: "x".repeat(43) } });
    expect(wrong.data!.resetPassword).toEqual({ __typename: "ValidationError", fieldErrors: [{ field: "token", messages: [INVALID_LINK] }] });
    const { body: done } = await graphql<{ resetPassword: unknown }>(t, mutation, { input: { ...input, token } });
    expect(done.data!.resetPassword).toEqual({ __typename: "ResetPasswordSuccess", data: { success: true } });
    await restLogin(t, "grafo@scavi.it", "Nuovissima9");
  });
});
