// The API's protection: the portal's client sends its operations by the Relay compiler's ids, text stays open to API
// keys and signed-in users unless the operator closes it for sessions, anonymous callers may only sign in, and the
// schema (introspection, GraphiQL's documentation) is for customers' users and API keys only.
import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createSupplier, createUser, graphql, jsonRequest, restLogin, SIGNED_OUT, STRONG_PASSWORD } from "../fixtures/auth-users";
import { createApiKey } from "../fixtures/api-clients";
import homeRouteQuery from "../../client/__generated__/HomeRouteQuery.graphql";
import createKeyMutation from "../../client/__generated__/ApiKeysCardCreateMutation.graphql";
import loginMutation from "../../client/__generated__/useLoginMutation.graphql";
import signOutMutation from "../../client/__generated__/signOutMutation.graphql";
import municipalityQuery from "../../client/__generated__/MunicipalityFieldQuery.graphql";
import { PERSISTED_OPERATION_MESSAGES, readPersistedOperations } from "../../server/graphql/persisted-operations";
import { ANONYMOUS_MESSAGES } from "../../server/graphql/anonymous-operations";
import { LIMIT_MESSAGES } from "../../server/graphql/limits";
import { GRAPHIQL_CONTENT_SECURITY_POLICY } from "../../server/graphql/graphiql";

type Body = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function byId(t: TestApp, documentId: string, variables: Record<string, unknown>, token?: string) {
  const response = await t.request("/graphql", jsonRequest({ documentId, variables }, token));
  return { status: response.status, body: (await response.json()) as Body };
}

const INTROSPECTION = "{ __schema { queryType { name } } }";

describe("il client del portale e la mappa delle operazioni registrate", () => {
  it("ogni operazione del client ha un id, e la mappa ne ha il testo esatto (l'id è il suo SHA-256)", async () => {
    const operations = readPersistedOperations();
    const artifacts = readdirSync(new URL("../../client/__generated__/", import.meta.url)).filter((name) => name.endsWith(".graphql.ts"));
    const ids = new Set<string>();
    for (const name of artifacts) {
      const artifact = ((await import(`../../client/__generated__/${name}`)) as { default: { kind: string; params?: { id: string | null; text: string | null } } }).default;
      if (artifact.kind !== "Request") continue;
      const { id, text } = artifact.params!;
      ids.add(id!);
      expect(id, name).toMatch(/^[0-9a-f]{64}$/);
      expect(operations.get(id!), name).toBe(text);
      expect(createHash("sha256").update(text!).digest("hex"), name).toBe(id);
    }
    expect(ids.size).toBeGreaterThan(50);
    // The compiler never takes an operation out of the map: `npm run relay:rebuild` writes it again from scratch.
    expect([...operations.keys()].filter((id) => !ids.has(id)), "operazioni non più nel client: npm run relay:rebuild").toEqual([]);
  });
});

describe.each(databaseKinds)("protezione dell'API (%s)", (kind) => {
  let t: TestApp;
  let closed: TestApp;
  const tokens = { customer: "", supplier: "", apiKey: "", closedCustomer: "", closedApiKey: "" };

  beforeAll(async () => {
    t = await createTestApp(kind);
    closed = await createTestApp(kind, { queryTextFromSessions: false });
    for (const app of [t, closed]) {
      const customer = await createCustomer(app.deps.prisma, "Cartiere Riunite Spa");
      await createUser(app.deps.prisma, { email: "admin@cartiere.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    }
    const supplier = await createSupplier(t.deps.prisma, { companyName: "Alfa Costruzioni Srl" });
    await createUser(t.deps.prisma, { email: "ufficio@alfa.it", kind: "SUPPLIER", supplierId: supplier.id, userLevel: 5 });
    tokens.customer = await restLogin(t, "admin@cartiere.it");
    tokens.supplier = await restLogin(t, "ufficio@alfa.it");
    tokens.apiKey = (await createApiKey(t, tokens.customer, "Tornello nord")).token;
    tokens.closedCustomer = await restLogin(closed, "admin@cartiere.it");
  });
  afterAll(async () => {
    await t?.close();
    await closed?.close();
  });

  it("le operazioni del client per id: la home, l'accesso anonimo, e i limiti che dipendono dalle variabili restano", async () => {
    const home = await byId(t, homeRouteQuery.params.id!, {}, tokens.customer);
    expect(home.body.errors).toBeUndefined();
    expect(home.body.data?.viewer).toMatchObject({ kind: "CUSTOMER", customer: { companyName: "Cartiere Riunite Spa" } });
    const login = await byId(t, loginMutation.params.id!, { input: { email: "ufficio@alfa.it", password: STRONG_PASSWORD } });
    expect(login.body.data?.login).toMatchObject({ __typename: "LoginSuccess" });
    const tooBig = await byId(t, municipalityQuery.params.id!, { search: "mon", first: 1000 }, tokens.supplier);
    expect({ status: tooBig.status, message: tooBig.body.errors?.[0]?.message }).toEqual({ status: 400, message: LIMIT_MESSAGES.pageSize("first", 100) });
  });

  it("un id sconosciuto, o nessuna operazione: rifiutati con un messaggio italiano", async () => {
    const unknown = await byId(t, "0".repeat(64), {}, tokens.customer);
    expect({ status: unknown.status, message: unknown.body.errors?.[0]?.message }).toEqual({ status: 400, message: PERSISTED_OPERATION_MESSAGES.unknown });
    const apollo = await t.request("/graphql", jsonRequest({ extensions: { persistedQuery: { version: 1, sha256Hash: "f".repeat(64) } } }, tokens.customer));
    expect(((await apollo.json()) as Body).errors?.[0]?.message).toBe(PERSISTED_OPERATION_MESSAGES.unknown);
    const nothing = await t.request("/graphql", jsonRequest({ variables: {} }, tokens.customer));
    expect({ status: nothing.status, message: ((await nothing.json()) as Body).errors?.[0]?.message }).toEqual({ status: 400, message: PERSISTED_OPERATION_MESSAGES.missing });
  });

  it("testo dalle sessioni: accettato di norma; con GRAPHQL_QUERY_TEXT_FROM_SESSIONS=off solo per id, le chiavi API sempre", async () => {
    expect((await graphql(t, "{ viewer { email } }", {}, tokens.customer)).body).toEqual({ data: { viewer: { email: "admin@cartiere.it" } } });
    const refused = await graphql(closed, "{ viewer { email } }", {}, tokens.closedCustomer);
    expect({ status: refused.status, message: refused.body.errors?.[0]?.message, data: refused.body.data }).toEqual({
      status: 403, message: PERSISTED_OPERATION_MESSAGES.textFromSessions, data: undefined,
    });
    const home = await byId(closed, homeRouteQuery.params.id!, {}, tokens.closedCustomer);
    expect(home.body.data?.viewer).toMatchObject({ kind: "CUSTOMER" });
    // The sign-in screen's own text still signs in, and a key still sends text.
    const login = await graphql<{ login: { __typename: string } }>(closed, loginMutation.params.text!, { input: { email: "admin@cartiere.it", password: STRONG_PASSWORD } });
    expect(login.body.data?.login.__typename).toBe("LoginSuccess");
    const created = await byId(closed, createKeyMutation.params.id!, { input: { name: "ERP" } }, tokens.closedCustomer);
    const closedKey = (created.body.data?.createApiKey as { data: { token: string } }).data.token;
    expect((await graphql(closed, "{ __typename }", {}, closedKey)).body).toEqual({ data: { __typename: "Query" } });
  });

  it("l'uscita del client va per id: con il testo chiuso alle sessioni il token smette comunque di valere", async () => {
    const token = await restLogin(closed, "admin@cartiere.it");
    const home = await byId(closed, homeRouteQuery.params.id!, {}, token);
    expect(home.body.data?.viewer).toMatchObject({ kind: "CUSTOMER" });
    const signedOut = await byId(closed, signOutMutation.params.id!, {}, token);
    expect(signedOut.body).toEqual({ data: { logout: { success: true } } });
    expect((await byId(closed, homeRouteQuery.params.id!, {}, token)).body).toEqual(SIGNED_OUT);
  });

  it("anonimi: solo accesso, uscita e recupero della password, per testo o per id; tutto il resto è rifiutato senza leggere dati", async () => {
    for (const query of ["{ viewer { id } }", "{ __typename }", "{ municipalities(search: \"mil\") { id } }"]) {
      expect((await graphql(t, query)).body, query).toEqual(SIGNED_OUT);
    }
    const mixed = 'mutation { login(input: { email: "a@b.it", password: "x" }) { __typename } createApiKey(input: { name: "X" }) { __typename } }';
    expect((await graphql(t, mixed)).body).toEqual(SIGNED_OUT);
    expect((await graphql(t, "{ viewer { id } }", {}, "eyJ.non.valido")).body).toEqual(SIGNED_OUT);
    const reset = await graphql<{ requestPasswordReset: { __typename: string } }>(t, 'mutation { requestPasswordReset(input: { email: "ufficio@alfa.it" }) { __typename } }');
    expect(reset.body.data?.requestPasswordReset.__typename).toBe("RequestPasswordResetSuccess");
    const login = await graphql<{ login: { __typename: string } }>(t, loginMutation.params.text!, { input: { email: "ufficio@alfa.it", password: STRONG_PASSWORD } });
    expect(login.body.data?.login.__typename).toBe("LoginSuccess");
  });

  it("introspezione: rifiutata agli anonimi e ai fornitori, concessa agli utenti del committente e alle chiavi API", async () => {
    expect((await graphql(t, INTROSPECTION)).body).toEqual(SIGNED_OUT);
    expect((await graphql(t, INTROSPECTION, {}, tokens.supplier)).body).toEqual({
      errors: [{ message: ANONYMOUS_MESSAGES.schema, extensions: { code: "INTROSPECTION_NOT_ALLOWED", status: 403 } }],
    });
    for (const token of [tokens.customer, tokens.apiKey]) {
      expect((await graphql(t, INTROSPECTION, {}, token)).body).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });
    }
  });

  it("la pagina GraphiQL: esempi pronti, nessuna parte dello schema, una CSP che permette solo ciò che le serve", async () => {
    const page = await t.request("/graphql", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("workerCompliance");
    expect(html).toContain("procurementCompliance");
    expect(html).not.toContain("__schema");
    const policy = page.headers.get("content-security-policy")!;
    expect(policy).toBe(GRAPHIQL_CONTENT_SECURITY_POLICY);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => `'sha256-${createHash("sha256").update(match[1]!).digest("base64")}'`);
    expect(inline.length).toBeGreaterThan(0);
    for (const hash of inline) expect(policy).toContain(hash);
    expect(policy).not.toContain("'unsafe-inline' 'unsafe-eval'");
    expect(policy).toMatch(/script-src https:\/\/unpkg\.com 'sha256-/);
    // The portal's other answers keep the strict policy, /graphql's JSON included.
    for (const answer of [await t.request("/healthz"), await t.request("/graphql", jsonRequest({ query: "{ __typename }" }, tokens.customer))]) {
      const strict = answer.headers.get("content-security-policy")!;
      expect(strict).toContain("script-src 'self'");
      expect(strict).not.toContain("unpkg");
    }
  });
});
