// Sessions and new passwords (issue 7, section 2): a sign-out ends exactly the token it came with, on the
// server; tokens are HS256 JWTs with a jti; new passwords must not be common ones, and an over-long
// password is refused with its own message before any hashing.
import { randomBytes, randomUUID, scryptSync } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_LONG } from "../../common/validation/auth";
import { DUMMY_PASSWORD_HASH, needsRehash } from "../../server/modules/auth/passwords";
import { verifyToken } from "../../server/modules/auth/tokens";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplier, createUser, graphql, jsonRequest, restLogin, SIGNED_OUT, STRONG_PASSWORD } from "../fixtures/auth-users";
import { startSmtpServer, type TestSmtpServer } from "../fixtures/auth-smtp";

const LOGOUT = `mutation { logout { success } }`;
const VIEWER = `{ viewer { email } }`;

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as Record<string, unknown>;
}

describe.each(databaseKinds)("sessioni e nuove password (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { smtpUrl: smtp.url });
    const supplier = await createSupplier(t.deps.prisma, { companyName: "Sessioni Srl" });
    for (const email of ["esce@sessioni.it", "comune@sessioni.it", "lunga@sessioni.it", "reset@sessioni.it"]) {
      await createUser(t.deps.prisma, { email, kind: "SUPPLIER", supplierId: supplier.id });
    }
    // A hash made before with N=2^17, r=8, p=1 (OWASP's first configuration, slower here).
    const salt = randomBytes(16);
    const key = scryptSync(STRONG_PASSWORD, salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 });
    await t.deps.prisma.user.create({
      data: {
        email: "vecchio@sessioni.it",
        kind: "SUPPLIER",
        supplierId: supplier.id,
        passwordHash: ["scrypt", 2 ** 17, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$"),
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const getData = (token: string) => t.request("/api/cs/getdata", { headers: { authorization: `Bearer ${token}` } });

  it("i token sono JWT HS256 con jti, scadenza e versione; uno diverso per ogni accesso", async () => {
    const first = await restLogin(t, "esce@sessioni.it");
    const second = await restLogin(t, "esce@sessioni.it");
    const header = JSON.parse(Buffer.from(first.split(".")[0]!, "base64url").toString("utf8")) as Record<string, unknown>;
    expect(header).toEqual({ alg: "HS256", typ: "JWT" });
    const claims = claimsOf(first);
    expect(claims).toMatchObject({ kind: "SUPPLIER", tv: 0, jti: expect.any(String), sub: expect.any(String) });
    expect((claims.exp as number) - (claims.iat as number)).toBe(8 * 60 * 60);
    expect(claimsOf(second).jti).not.toBe(claims.jti);

    // Correctly signed but without a jti: not one of ours (it could never be signed out).
    const secret = new TextEncoder().encode(t.deps.config.tokenSecret);
    const withoutJti = await new SignJWT({ kind: "SUPPLIER", tv: 0 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(secret);
    expect((await getData(withoutJti)).status).toBe(401);
    const withJti = await new SignJWT({ kind: "SUPPLIER", tv: 0 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(claims.sub))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(secret);
    expect((await getData(withJti)).status).toBe(200);
  });

  it("logout: il token della richiesta smette di funzionare, le altre sessioni restano; rifarlo non è un errore", async () => {
    const phone = await restLogin(t, "esce@sessioni.it");
    const desk = await restLogin(t, "esce@sessioni.it");
    expect((await getData(phone)).status).toBe(200);

    const { body } = await graphql<{ logout: { success: boolean } }>(t, LOGOUT, {}, phone);
    expect(body).toEqual({ data: { logout: { success: true } } });
    expect((await getData(phone)).status).toBe(401);
    expect((await graphql<{ viewer: null }>(t, VIEWER, {}, phone)).body).toEqual(SIGNED_OUT);
    expect((await graphql<{ viewer: { email: string } }>(t, VIEWER, {}, desk)).body).toEqual({ data: { viewer: { email: "esce@sessioni.it" } } });

    expect((await graphql<{ logout: { success: boolean } }>(t, LOGOUT, {}, phone)).body).toEqual({ data: { logout: { success: true } } });
    expect((await graphql<{ logout: { success: boolean } }>(t, LOGOUT)).body).toEqual({ data: { logout: { success: true } } });
    const audit = await t.deps.prisma.auditRecord.count({ where: { action: "auth.signedOut" } });
    expect(audit).toBe(1);
  });

  it("un token già verificato (la verifica resta in memoria) scade comunque alla sua ora e non vale con un'altra chiave", async () => {
    const token = await restLogin(t, "esce@sessioni.it");
    expect((await getData(token)).status).toBe(200);
    expect((await getData(token)).status).toBe(200);
    const claims = await verifyToken(t.deps.config.tokenSecret, token, t.clock.now());
    expect(claims?.jti).toBe(claimsOf(token).jti);
    expect(await verifyToken(randomBytes(32).toString("hex"), token, t.clock.now())).toBeNull();

    t.clock.advance(8 * 60 * 60 * 1000);
    expect((await getData(token)).status).toBe(401);
    expect((await graphql<{ viewer: null }>(t, VIEWER, {}, token)).body).toEqual(SIGNED_OUT);
  });

  it("le righe dei token revocati restano solo finché il token non sarebbe scaduto comunque", async () => {
    const old = await restLogin(t, "esce@sessioni.it");
    await graphql(t, LOGOUT, {}, old);
    const oldJti = claimsOf(old).jti as string;
    expect(await t.deps.prisma.revokedToken.findUnique({ where: { jti: oldJti } })).not.toBeNull();

    t.clock.advance(8 * 60 * 60 * 1000 + 1000);
    const later = await restLogin(t, "esce@sessioni.it");
    await graphql(t, LOGOUT, {}, later);
    expect(await t.deps.prisma.revokedToken.findUnique({ where: { jti: oldJti } })).toBeNull();
    expect(await t.deps.prisma.revokedToken.findUnique({ where: { jti: claimsOf(later).jti as string } })).not.toBeNull();
  });

  it("il cambio password rifiuta le password comuni, anche con maiuscole diverse; nulla cambia", async () => {
    const token = await restLogin(t, "comune@sessioni.it");
    for (const common of ["Password123", "qWERTY123", "Iloveyou1"]) {
      const response = await t.request("/api/cs/storepass", jsonRequest({ oldPassword: STRONG_PASSWORD, password: common, passwordConfirm: common }, token));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ errors: { password: [PASSWORD_TOO_COMMON] } });
    }
    expect((await getData(token)).status).toBe(200); // the password did not change, the session stands
    const { body } = await graphql<{ changePassword: { __typename: string; fieldErrors: { field: string; messages: string[] }[] } }>(
      t,
      `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on ValidationError { fieldErrors { field messages } } } }`,
      { input: { oldPassword: STRONG_PASSWORD, password: "Password1", passwordConfirm: "Password1" } },
      token,
    );
    expect(body.data!.changePassword).toEqual({ __typename: "ValidationError", fieldErrors: [{ field: "password", messages: [PASSWORD_TOO_COMMON] }] });
  });

  it("la reimpostazione rifiuta le password comuni", async () => {
    const index = smtp.messages.length;
    expect((await t.request("/api/customersupp/resetpassword", jsonRequest({ email: "reset@sessioni.it" }))).status).toBe(200);
    const token = (await smtp.message(index)).text.match(/\/reset\/[^/\s]+\/(\S+)/)![1]!;
    const common = await t.request(
      "/api/customersupp/password/reset",
      jsonRequest({ email: "reset@sessioni.it", token, password: "Qwerty123", password_confirmation: "Qwerty123" }),
    );
    expect(common.status).toBe(422);
    expect(await common.json()).toEqual({ errors: { password: [PASSWORD_TOO_COMMON] } });
    // The link is still good for a password that is not common.
    const done = await t.request(
      "/api/customersupp/password/reset",
      jsonRequest({ email: "reset@sessioni.it", token, password: "Ponteggio2027", password_confirmation: "Ponteggio2027" }),
    );
    expect(done.status).toBe(200);
  });

  it("una password troppo lunga ha il suo messaggio, prima di qualsiasi hash", async () => {
    const huge = `Aa1${"x".repeat(10_000)}`;
    const signIn = await t.request("/api/customersupp/login", jsonRequest({ email: "lunga@sessioni.it", password: huge }));
    expect(signIn.status).toBe(422);
    // So long that the bound on every text a request may carry refuses it, before the password rule is asked.
    expect(await signIn.json()).toEqual({ errors: { password: ['Il valore di "password" è troppo lungo: al massimo 5000 caratteri'] } });
    // Refused at the edge: the attempt never reached the password check (which records every failure).
    expect(await t.deps.prisma.auditRecord.count({ where: { action: "auth.signInFailed", actorLabel: "lunga@sessioni.it" } })).toBe(0);

    const token = await restLogin(t, "lunga@sessioni.it");
    const long = `Aa1${"x".repeat(198)}`; // 201 characters
    const change = await t.request("/api/cs/storepass", jsonRequest({ oldPassword: STRONG_PASSWORD, password: long, passwordConfirm: long }, token));
    expect(await change.json()).toEqual({ errors: { password: [PASSWORD_TOO_LONG], passwordConfirm: [PASSWORD_TOO_LONG] } });
    const longest = `Aa1${"x".repeat(197)}`; // 200 characters: allowed
    const accepted = await t.request("/api/cs/storepass", jsonRequest({ oldPassword: STRONG_PASSWORD, password: longest, passwordConfirm: longest }, token));
    expect(accepted.status).toBe(200);
    await restLogin(t, "lunga@sessioni.it", longest);
  });

  it("l'hash fittizio delle email sconosciute usa i parametri di oggi (costa quanto uno vero)", () => {
    expect(needsRehash(DUMMY_PASSWORD_HASH)).toBe(false);
  });

  it("un hash fatto con altri parametri vale ancora ed è rifatto con quelli di oggi dopo l'accesso", async () => {
    await restLogin(t, "vecchio@sessioni.it");
    const rehashed = async () => (await t.deps.prisma.user.findUniqueOrThrow({ where: { email: "vecchio@sessioni.it" } })).passwordHash;
    await expect.poll(rehashed, { timeout: 60_000 }).toMatch(/^scrypt\$32768\$8\$3\$/);
    await restLogin(t, "vecchio@sessioni.it");
  });
});
