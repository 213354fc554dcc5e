// Bodies read whole (JSON, url-encoded) are at most 1 MB on /graphql and under /api: 413 with an Italian message,
// over a real socket, whether the size is declared (Content-Length) or the body comes in chunks, before any SQL.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { listen, rawRequest, type Listening } from "../fixtures/http-server";
import { BODY_TOO_LARGE_MESSAGE } from "../../server/http/body-limit";

const OVER = 1024 * 1024 + 1;

// A JSON object of a little more than `bytes` bytes.
const jsonOfSize = (bytes: number) => JSON.stringify({ email: "ufficio@alfa.it", password: "x", note: "a".repeat(bytes) });

describe.each(databaseKinds)("limite di 1 MB dei corpi letti per intero (%s)", (kind) => {
  let t: TestApp;
  let server: Listening;
  let token: string;
  let statements = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { onQuery: () => (statements += 1) });
    const supplier = await createSupplier(t.deps.prisma, { companyName: "Alfa Costruzioni Srl" });
    await createUser(t.deps.prisma, { email: "ufficio@alfa.it", kind: "SUPPLIER", supplierId: supplier.id, userLevel: 5 });
    token = await restLogin(t, "ufficio@alfa.it");
    server = await listen(t.app);
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  async function post(target: string, body: string, headers: Record<string, string | number>) {
    const before = statements;
    const response = await rawRequest(server.port, { path: target, headers, body });
    return { status: response.status, body: response.text ? (JSON.parse(response.text) as unknown) : null, statements: statements - before };
  }
  const restRefusal = { status: 413, body: { errors: { input: [BODY_TOO_LARGE_MESSAGE] } }, statements: 0 };
  const graphqlRefusal = {
    status: 413,
    body: { errors: [{ message: BODY_TOO_LARGE_MESSAGE, extensions: { code: "PAYLOAD_TOO_LARGE", status: 413 } }] },
    statements: 0,
  };

  it("REST: JSON e url-encoded oltre 1 MB, dichiarati o a blocchi, hanno 413 senza essere letti dal servizio", async () => {
    const json = jsonOfSize(OVER);
    expect(await post("/api/customersupp/login", json, { "content-type": "application/json", "content-length": Buffer.byteLength(json) })).toEqual(restRefusal);
    expect(await post("/api/customersupp/login", json, { "content-type": "application/json", "transfer-encoding": "chunked" })).toEqual(restRefusal);
    const form = `email=ufficio%40alfa.it&note=${"a".repeat(OVER)}`;
    expect(await post("/api/customersupp/login", form, { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" })).toEqual(restRefusal);
    // A signed-in route: refused before the viewer is even loaded.
    const authorized = { "content-type": "application/json", "content-length": Buffer.byteLength(json), authorization: `Bearer ${token}` };
    expect(await post("/api/cs/storedata", json, authorized)).toEqual(restRefusal);
    // An upload form's text fields, together, are held to the same limit.
    const boundary = "ConfineProva";
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${"a".repeat(OVER - 1000)}\r\n--${boundary}\r\nContent-Disposition: form-data; name="attachment_filename"\r\n\r\n${"b".repeat(2000)}\r\n--${boundary}--\r\n`;
    const upload = await post("/api/customersupplierattachments", multipart, {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": Buffer.byteLength(multipart),
      authorization: `Bearer ${token}`,
    });
    expect({ status: upload.status, body: upload.body }).toEqual({ status: 413, body: restRefusal.body });
  });

  it("REST: sotto il limite il corpo arriva al servizio come prima", async () => {
    // 900 KB in pieces each within the bound on a single text (a longer one is refused before any work).
    const json = JSON.stringify({ email: "ufficio@alfa.it", password: "sbagliata", note: Array.from({ length: 180 }, () => "a".repeat(5000)) });
    const answer = await post("/api/customersupp/login", json, { "content-type": "application/json", "transfer-encoding": "chunked" });
    expect(answer.status).not.toBe(413);
    expect(answer.statements).toBeGreaterThan(0);
  });

  it("REST: un corpo multipart mandato a una rotta JSON non viene letto: la risposta arriva prima che finisca", async () => {
    // Only the first 64 KB of a body that never ends: a route that read it whole would never answer.
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        { host: "127.0.0.1", port: server.port, path: "/api/customersupp/login", method: "POST", agent: false, headers: { "content-type": "multipart/form-data; boundary=x", "transfer-encoding": "chunked" } },
        (response) => {
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on("error", () => undefined);
      request.write("x".repeat(64 * 1024));
      // A server that read the whole body would never answer, since the rest never comes: a minute says so, with
      // room for a loaded machine.
      setTimeout(() => reject(new Error("nessuna risposta: il corpo viene letto per intero")), 60_000);
    });
    expect(status).toBe(422);
  });

  it("GraphQL: JSON oltre 1 MB ha 413 nella forma di GraphQL; sotto il limite risponde", async () => {
    const query = JSON.stringify({ query: "{ __typename }", variables: { note: "a".repeat(OVER) } });
    expect(await post("/graphql", query, { "content-type": "application/json", "content-length": Buffer.byteLength(query) })).toEqual(graphqlRefusal);
    expect(await post("/graphql", query, { "content-type": "application/json", "transfer-encoding": "chunked" })).toEqual(graphqlRefusal);
    const small = JSON.stringify({ query: "{ __typename }", variables: { note: "a".repeat(900 * 1024) } });
    // Signed in: an anonymous caller may only sign in, and the point here is that a body under the limit is read.
    const answer = await post("/graphql", small, { "content-type": "application/json", "content-length": Buffer.byteLength(small), authorization: `Bearer ${token}` });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { data: { __typename: "Query" } } });
  });

  it("il server risponde ancora dopo i rifiuti", async () => {
    expect((await rawRequest(server.port, { method: "GET", path: "/healthz" })).status).toBe(200);
  });
});
