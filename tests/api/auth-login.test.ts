// Sign-in over REST and GraphQL, token lifetime and revocation, the password change (spec sections 2, 5, 7).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { passwordHashWorkSoFar } from "../../server/modules/auth/passwords";
import {
  createMunicipality,
  createSupplier,
  createUser,
  createCustomer,
  graphql,
  jsonRequest,
  restLogin,
  SIGNED_OUT,
  STRONG_PASSWORD,
} from "../fixtures/auth-users";

const LOGIN_MUTATION = `mutation Login($input: LoginInput!) {
  login(input: $input) {
    __typename
    ... on LoginSuccess { data { token expiresAt user { email kind displayName supplier { companyName } } } }
    ... on Error { message }
    ... on ValidationError { fieldErrors { field messages } }
  }
}`;

const CHANGE_MUTATION = `mutation Change($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    __typename
    ... on ChangePasswordSuccess { data { token expiresAt } }
    ... on Error { message }
    ... on ValidationError { fieldErrors { field messages } }
  }
}`;

type LoginData = {
  login: {
    __typename: string;
    message?: string;
    data?: { token: string; expiresAt: string; user: { email: string; kind: string; displayName: string; supplier: { companyName: string } | null } };
    fieldErrors?: { field: string; messages: string[] }[];
  };
};

describe.each(databaseKinds)("accesso e password (%s)", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const municipality = await createMunicipality(t.deps.prisma);
    const supplier = await createSupplier(t.deps.prisma, { companyName: "Edilizia Rossi Srl", municipalityId: municipality.id });
    await createUser(t.deps.prisma, { email: "mario.rossi@edilizia.it", kind: "SUPPLIER", supplierId: supplier.id, firstName: "Mario", lastName: "Rossi" });
    await createUser(t.deps.prisma, { email: "cambio@edilizia.it", kind: "SUPPLIER", supplierId: supplier.id });
    await createUser(t.deps.prisma, { email: "disattivato@edilizia.it", kind: "SUPPLIER", supplierId: supplier.id, active: false });
    const customer = await createCustomer(t.deps.prisma);
    await createUser(t.deps.prisma, { email: "hse@committente.it", kind: "CUSTOMER", customerId: customer.id });
  });
  afterAll(async () => t?.close());

  it("REST: accesso riuscito con email da ripulire e maiuscole, token usabile su cs/getdata", async () => {
    const response = await t.request("/api/customersupp/login", jsonRequest({ email: "  Mario.Rossi@Edilizia.it ", password: STRONG_PASSWORD }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { token: string } };
    expect(Object.keys(body.data)).toEqual(["token"]);
    expect(body.data.token.split(".")).toHaveLength(3);

    const data = await t.request("/api/cs/getdata", { headers: { authorization: `Bearer ${body.data.token}` } });
    expect(data.status).toBe(200);
    expect(((await data.json()) as { data: { company_name: string } }).data.company_name).toBe("Edilizia Rossi Srl");

    const audit = await t.deps.prisma.auditRecord.findFirst({ where: { action: "auth.signedIn", actorLabel: "mario.rossi@edilizia.it" } });
    expect(audit?.entityType).toBe("User");
  });

  it("GraphQL: accesso riuscito con l'utente e la sua azienda nel payload", async () => {
    const { body } = await graphql<LoginData>(t, LOGIN_MUTATION, { input: { email: "mario.rossi@edilizia.it", password: STRONG_PASSWORD } });
    expect(body.errors).toBeUndefined();
    const result = body.data!.login;
    expect(result.__typename).toBe("LoginSuccess");
    expect(result.data!.user).toEqual({ email: "mario.rossi@edilizia.it", kind: "SUPPLIER", displayName: "Mario Rossi", supplier: { companyName: "Edilizia Rossi Srl" } });
    const ttl = new Date(result.data!.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(8 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(8 * 3600_000);
  });

  it("password sbagliata, email sconosciuta e utente disattivato rispondono tutti 401, senza dire quale", async () => {
    const answers = [];
    for (const credentials of [
      { email: "mario.rossi@edilizia.it", password: "Sbagliata123" },
      { email: "nessuno@edilizia.it", password: STRONG_PASSWORD },
      { email: "disattivato@edilizia.it", password: STRONG_PASSWORD },
    ]) {
      const response = await t.request("/api/customersupp/login", jsonRequest(credentials));
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ message: "Utente non autorizzato" });
    const failures = await t.deps.prisma.auditRecord.count({ where: { action: "auth.signInFailed" } });
    expect(failures).toBeGreaterThanOrEqual(3);

    const { body } = await graphql<LoginData>(t, LOGIN_MUTATION, { input: { email: "nessuno@edilizia.it", password: "x" } });
    expect(body.data!.login.__typename).toBe("UnauthenticatedError");
  });

  it("un'email sconosciuta costa quanto una password sbagliata", async () => {
    // Both must run one scrypt verification with today's parameters (~0.5 s by design): without the dummy hash
    // the unknown one would answer in a few milliseconds. Measured as work done, not time, so a busy machine
    // cannot make the comparison fail or pass.
    const workOf = async (email: string) => {
      const before = passwordHashWorkSoFar();
      const response = await t.request("/api/customersupp/login", jsonRequest({ email, password: "Tentativo123" }));
      expect(response.status).toBe(401);
      return passwordHashWorkSoFar() - before;
    };
    const known = await workOf("mario.rossi@edilizia.it");
    const unknown = await workOf("tempo-sconosciuto@edilizia.it");
    expect(known).toBeGreaterThan(0);
    expect(unknown).toBe(known);
  });

  it("422 con i messaggi della specifica sui campi vuoti", async () => {
    const response = await t.request("/api/customersupp/login", jsonRequest({ email: "   ", password: "" }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: { email: ["Il campo Email non può essere vuoto."], password: ["Il campo Password non può essere vuoto."] },
    });
    const notJson = await t.request("/api/customersupp/login", { method: "POST", body: "non json" });
    expect(notJson.status).toBe(422);

    const { body } = await graphql<LoginData>(t, LOGIN_MUTATION, { input: { email: "", password: "" } });
    expect(body.data!.login.__typename).toBe("ValidationError");
    expect(body.data!.login.fieldErrors).toEqual([
      { field: "email", messages: ["Il campo Email non può essere vuoto."] },
      { field: "password", messages: ["Il campo Password non può essere vuoto."] },
    ]);
  });

  it("il token scade dopo 8 ore", async () => {
    const token = await restLogin(t, "mario.rossi@edilizia.it");
    const auth = { headers: { authorization: `Bearer ${token}` } };
    t.clock.advance(8 * 3600_000 - 5_000);
    expect((await t.request("/api/cs/getdata", auth)).status).toBe(200);
    t.clock.advance(5_000 + 1_000);
    expect((await t.request("/api/cs/getdata", auth)).status).toBe(401);
    const { body } = await graphql<{ viewer: null }>(t, "{ viewer { email } }", {}, token);
    expect(body).toEqual(SIGNED_OUT);
  });

  it("token mancanti, malformati o firmati con un'altra chiave: 401 e viewer null", async () => {
    expect((await t.request("/api/cs/getdata")).status).toBe(401);
    const token = await restLogin(t, "mario.rossi@edilizia.it");
    const [header, payload] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ sub: "1", kind: "SUPPLIER", tv: 0, iat: 1, exp: 4102444800 })).toString("base64url");
    for (const bad of ["abc", `${header}.${forged}.${token.split(".")[2]}`, `${header}.${payload}.`, token.replace(/^[^.]+/, "eyJhbGciOiJub25lIn0")]) {
      const response = await t.request("/api/cs/getdata", { headers: { authorization: `Bearer ${bad}` } });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: "Utente non autorizzato" });
    }
    const { body } = await graphql<{ viewer: null }>(t, "{ viewer { email } }");
    expect(body).toEqual(SIGNED_OUT);
  });

  it("cambio password: messaggi della specifica, vecchia password sbagliata, 403 per chi non è fornitore", async () => {
    const token = await restLogin(t, "mario.rossi@edilizia.it");
    const missing = await t.request("/api/cs/storepass", jsonRequest({ oldPassword: "", password: "debole", passwordConfirm: "altro" }, token));
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({
      errors: {
        oldPassword: ["Il campo Vecchia password non può essere vuoto."],
        password: ["La password non rispetta i criteri minimi di sicurezza"],
      },
    });
    const mismatch = await t.request("/api/cs/storepass", jsonRequest({ oldPassword: STRONG_PASSWORD, password: "Nuova2026", passwordConfirm: "Nuova2027" }, token));
    expect(await mismatch.json()).toEqual({ errors: { passwordConfirm: ["I campi non combaciano"] } });
    const wrongOld = await t.request("/api/cs/storepass", jsonRequest({ oldPassword: "Sbagliata1", password: "Nuova2026", passwordConfirm: "Nuova2026" }, token));
    expect(wrongOld.status).toBe(422);
    expect(await wrongOld.json()).toEqual({ errors: { oldPassword: ["La vecchia password non è corretta"] } });

    expect((await t.request("/api/cs/storepass", jsonRequest({ oldPassword: "x", password: "y", passwordConfirm: "y" }))).status).toBe(401);
    const customerToken = await restLogin(t, "hse@committente.it");
    const forbidden = await t.request("/api/cs/storepass", jsonRequest({ oldPassword: STRONG_PASSWORD, password: "Nuova2026", passwordConfirm: "Nuova2026" }, customerToken));
    expect(forbidden.status).toBe(403);
    expect((await t.request("/api/cs/getdata", { headers: { authorization: `Bearer ${customerToken}` } })).status).toBe(403);
  });

  it("cambio password via REST: i token precedenti smettono di funzionare, quello nuovo funziona", async () => {
    const oldToken = await restLogin(t, "cambio@edilizia.it");
    const otherSession = await restLogin(t, "cambio@edilizia.it");
    const response = await t.request("/api/cs/storepass", jsonRequest({ oldPassword: STRONG_PASSWORD, password: "Nuova2026", passwordConfirm: "Nuova2026" }, oldToken));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; data: { token: string } };
    expect(body.success).toBe(true);

    for (const token of [oldToken, otherSession]) {
      expect((await t.request("/api/cs/getdata", { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    }
    expect((await t.request("/api/cs/getdata", { headers: { authorization: `Bearer ${body.data.token}` } })).status).toBe(200);
    expect((await t.request("/api/customersupp/login", jsonRequest({ email: "cambio@edilizia.it", password: STRONG_PASSWORD }))).status).toBe(401);
    const audit = await t.deps.prisma.auditRecord.findFirst({ where: { action: "auth.passwordChanged" } });
    expect(JSON.stringify(audit)).not.toContain("Nuova2026");

    // The same through GraphQL, back to the first password.
    const { body: changed } = await graphql<{ changePassword: { __typename: string; data?: { token: string } } }>(
      t,
      CHANGE_MUTATION,
      { input: { oldPassword: "Nuova2026", password: STRONG_PASSWORD, passwordConfirm: STRONG_PASSWORD } },
      body.data.token,
    );
    expect(changed.data!.changePassword.__typename).toBe("ChangePasswordSuccess");
    const { body: viewer } = await graphql<{ viewer: { email: string } | null }>(t, "{ viewer { email } }", {}, body.data.token);
    expect(viewer).toEqual(SIGNED_OUT);
    const { body: fresh } = await graphql<{ viewer: { email: string } | null }>(t, "{ viewer { email } }", {}, changed.data!.changePassword.data!.token);
    expect(fresh.data!.viewer).toEqual({ email: "cambio@edilizia.it" });

    const { body: anonymous } = await graphql<{ changePassword: { __typename: string } }>(t, CHANGE_MUTATION, {
      input: { oldPassword: "a", password: "b", passwordConfirm: "b" },
    });
    expect(anonymous).toEqual(SIGNED_OUT);
  });
});
