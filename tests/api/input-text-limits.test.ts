// Every text a request can hand the server has a bounded length, checked before the viewer is looked up or any
// SQL runs (server/lib/text-limits.ts): each String, ID and Date argument and input field of the schema, found by
// walking it, and each REST parameter, found in the route sources, is sent one character too long and must be
// refused with the Italian message and no statement. A 900 KB search, the probe's, is refused the same way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../server/graphql/schema";
import { TEXT_LIMITS } from "../../common/text-limits";
import { textKindOf } from "../../server/lib/text-limits";
import { createSupplier, createUser, graphql, jsonRequest, restLogin } from "../fixtures/auth-users";
import { registeredRestRoutes } from "../fixtures/isolation-world";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { graphqlTextCases, restParameterNames } from "../fixtures/text-arguments";

const TOO_LONG = /^Il valore di "[\w.]+" è troppo lungo: al massimo \d+ caratteri$/;

describe.each(databaseKinds)("lunghezza dei testi in ingresso (%s)", (kind) => {
  let t: TestApp;
  let token: string;
  let statements = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { onQuery: () => (statements += 1) });
    const supplier = await createSupplier(t.deps.prisma, { companyName: "Alfa Costruzioni Srl" });
    await createUser(t.deps.prisma, { email: "ufficio@alfa.it", kind: "SUPPLIER", supplierId: supplier.id, userLevel: 5 });
    token = await restLogin(t, "ufficio@alfa.it");
  });
  afterAll(async () => t?.close());

  it("GraphQL: ogni argomento e campo di input testuale dello schema, troppo lungo di un carattere, è rifiutato prima del database", async () => {
    const { cases, unreachable } = graphqlTextCases(schema);
    expect(unreachable).toEqual([]);
    // The schema has about 160 of them today; a walk that found few would prove nothing.
    expect(cases.length).toBeGreaterThan(150);
    const wrong: string[] = [];
    for (const probe of cases) {
      const before = statements;
      const { status, body } = await graphql(t, probe.query, probe.variables, token);
      const error = body.errors?.[0];
      const ok = status === 400 && error?.extensions?.code === "TEXT_TOO_LONG" && TOO_LONG.test(error.message) && statements === before;
      if (!ok) wrong.push(`${probe.label}: ${status} ${error?.message ?? "nessun errore"} (${statements - before} istruzioni SQL)`);
    }
    expect(wrong).toEqual([]);
  });

  it("GraphQL: la ricerca da 900 KB della segnalazione è rifiutata, scritta nella query o passata come variabile", async () => {
    const huge = "a".repeat(900 * 1024);
    const before = statements;
    const asVariable = await graphql(t, "query ($s: String) { procurementWorkers(procurementId: \"x\", search: $s) { totalCount } }", { s: huge }, token);
    const inline = await graphql(t, `{ procurementWorkers(procurementId: "x", search: "${huge}") { totalCount } }`, {}, token);
    for (const answer of [asVariable, inline]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.message).toBe(`Il valore di "search" è troppo lungo: al massimo ${TEXT_LIMITS.search} caratteri`);
    }
    expect(statements).toBe(before);
    // At the limit the search runs (and finds nothing: the procurement does not exist).
    const atLimit = await graphql(t, "query ($s: String!) { municipalities(search: $s) { id } }", { s: "a".repeat(TEXT_LIMITS.search) }, token);
    expect(atLimit.body.errors).toBeUndefined();
  });

  it("REST: ogni parametro (percorso, query string, corpo JSON e form) di ogni percorso, troppo lungo di un carattere, è rifiutato con 422 prima del database", async () => {
    const routes = registeredRestRoutes();
    const names = restParameterNames();
    expect(routes.length).toBeGreaterThan(40);
    expect(names).toEqual(expect.arrayContaining(["search", "note", "procurement_id", "per_page", "email", "token"]));
    const wrong: string[] = [];
    // The requests of one route go side by side (none reaches the database, so the count of statements is
    // checked per route).
    const check = async (label: string, field: string, path: string, init: RequestInit) => {
      const response = await t.request(path, init);
      const body = (await response.json()) as { errors?: Record<string, string[]> };
      const message = body.errors?.[field]?.[0] ?? "";
      if (response.status !== 422 || !TOO_LONG.test(message)) wrong.push(`${label}: ${response.status} ${JSON.stringify(body).slice(0, 120)}`);
    };
    for (const route of routes) {
      const [method, pattern] = route.split(" ") as [string, string];
      const plain = pattern.replace(/:\w+/g, "1");
      const auth = { authorization: `Bearer ${token}` };
      for (const param of pattern.match(/:\w+/g) ?? []) {
        const path = pattern.replace(/:\w+/g, (p) => (p === param ? "a".repeat(TEXT_LIMITS.id + 1) : "1"));
        const response = await t.request(path, { method, headers: auth });
        if (response.status !== 422) wrong.push(`${route} ${param}: ${response.status}`);
      }
      const before = statements;
      await Promise.all(
        names.map(async (name) => {
          const value = "a".repeat(TEXT_LIMITS[textKindOf(name)] + 1);
          await check(`${route} ?${name}`, name, `${plain}?${name}=${value}`, { method, headers: auth });
          if (method === "GET") return;
          await check(`${route} JSON ${name}`, name, plain, { ...jsonRequest({ [name]: value }, token), method });
          const form = new URLSearchParams({ [name]: value }).toString();
          await check(`${route} form ${name}`, name, plain, { method, headers: { ...auth, "content-type": "application/x-www-form-urlencoded" }, body: form });
        }),
      );
      if (statements !== before) wrong.push(`${route}: ${statements - before} istruzioni SQL`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it("REST multipart: un campo troppo lungo accanto al file è rifiutato con 422 e non salva nulla", async () => {
    const form = new FormData();
    form.set("attachment_filename", "a".repeat(TEXT_LIMITS.text + 1));
    form.set("attachment_file", new Blob([new Uint8Array([37, 80, 68, 70])], { type: "application/pdf" }), "documento.pdf");
    const before = await t.deps.prisma.media.count();
    const response = await t.request("/api/customersupplierattachments", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.attachment_filename?.[0], JSON.stringify(body)).toMatch(TOO_LONG);
    expect(await t.deps.prisma.media.count()).toBe(before);
  });
});
