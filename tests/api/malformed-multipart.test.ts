// Malformed multipart bodies over a real socket, to /graphql and to every REST path that reads a multipart form.
// A single one of them used to end the process ("Unhandled 'error' event" from the multipart parser): each must
// answer 400 with an Italian message, leave no temporary file, and the server must still answer afterwards.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { filesUnder } from "../fixtures/files";
import { listen, rawRequest, type Listening } from "../fixtures/http-server";
import { malformedGraphQLCorpus, malformedRestCorpus, type MalformedCase } from "../fixtures/malformed-multipart";
import { GRAPHQL_MULTIPART_MESSAGES } from "../../server/modules/files/graphql-multipart";
import { MULTIPART_MESSAGES } from "../../server/modules/files/multipart";

const GRAPHQL_MESSAGES = new Set<string>(Object.values(GRAPHQL_MULTIPART_MESSAGES).filter((value) => typeof value === "string"));
const REST_PATHS = [
  { path: "/api/cs/procurementsupplierattachments/upload/file", fileField: "file" },
  { path: "/api/customersupplierattachments", fileField: "attachment_file" },
];

describe.each(databaseKinds)("corpi multipart malformati via HTTP (%s)", (kind) => {
  let t: TestApp;
  let server: Listening;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { uploadMaxBytes: 256 * 1024 });
    const supplier = await createSupplier(t.deps.prisma, { companyName: "Alfa Costruzioni Srl" });
    await createUser(t.deps.prisma, { email: "ufficio@alfa.it", kind: "SUPPLIER", supplierId: supplier.id, userLevel: 5 });
    token = await restLogin(t, "ufficio@alfa.it");
    server = await listen(t.app);
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  const send = (target: string, sample: MalformedCase, headers: Record<string, string> = {}) =>
    rawRequest(server.port, {
      path: target,
      headers: { "content-type": sample.contentType, "content-length": sample.body.length, ...headers },
      body: sample.body,
    });

  async function expectAlive(sample: MalformedCase) {
    const health = await rawRequest(server.port, { method: "GET", path: "/healthz" });
    expect(health.status, `/healthz dopo «${sample.name}»`).toBe(200);
  }

  it("GraphQL: ogni corpo malformato (anonimo) ha un 400 con un messaggio in italiano, e il server resta in piedi", async () => {
    const corpus = malformedGraphQLCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    for (const sample of corpus) {
      const response = await send("/graphql", sample);
      expect({ name: sample.name, status: response.status, error: response.error }).toEqual({ name: sample.name, status: 400, error: null });
      const body = JSON.parse(response.text) as { errors: { message: string; extensions: { status: number } }[] };
      expect(GRAPHQL_MESSAGES.has(body.errors[0].message), `${sample.name}: ${body.errors[0].message}`).toBe(true);
      expect(body.errors[0].extensions.status).toBe(400);
      await expectAlive(sample);
    }
  });

  it("GraphQL: l'esempio della segnalazione e i casi d'ordine dicono che cosa non va", async () => {
    const corpus = new Map(malformedGraphQLCorpus().map((sample) => [sample.name, sample]));
    const expectations: [string, string][] = [
      ["parte file senza operations (l'esempio della segnalazione)", GRAPHQL_MULTIPART_MESSAGES.malformed],
      ["parte file senza operations né map", GRAPHQL_MULTIPART_MESSAGES.operations],
      ["boundary assente nel Content-Type", GRAPHQL_MULTIPART_MESSAGES.boundary],
      ["corpo troncato prima del delimitatore finale", GRAPHQL_MULTIPART_MESSAGES.incomplete],
      ["map punta a un percorso inesistente", GRAPHQL_MULTIPART_MESSAGES.mapPath],
      ["map punta a un file mai inviato", GRAPHQL_MULTIPART_MESSAGES.missingFile],
      ["map duplicato", GRAPHQL_MULTIPART_MESSAGES.unexpectedPart],
      ["file non previsto da map", GRAPHQL_MULTIPART_MESSAGES.unexpectedPart],
    ];
    for (const [name, message] of expectations) {
      const response = await send("/graphql", corpus.get(name) as MalformedCase, { authorization: `Bearer ${token}` });
      expect({ name, status: response.status, message: (JSON.parse(response.text) as { errors: { message: string }[] }).errors[0].message }).toEqual({
        name,
        status: 400,
        message,
      });
    }
  });

  it.each(REST_PATHS)("REST $path: 400 «modulo non leggibile» per ogni corpo malformato, senza file temporanei", async ({ path: target, fileField }) => {
    const corpus = malformedRestCorpus(fileField);
    expect(corpus.filter((sample) => !sample.skippedByParser).length).toBeGreaterThanOrEqual(30);
    for (const sample of corpus) {
      const response = await send(target, sample, { authorization: `Bearer ${token}` });
      expect(response.error, sample.name).toBeNull();
      const body = JSON.parse(response.text) as { errors: Record<string, string[]> };
      if (sample.skippedByParser) {
        // The part the parser passed over is simply not in the form: the form's own checks answer, in Italian.
        expect({ name: sample.name, status: response.status }).toEqual({ name: sample.name, status: 422 });
        expect(Object.keys(body.errors).length).toBeGreaterThan(0);
      } else {
        const expected = sample.name.startsWith("troppi campi") ? MULTIPART_MESSAGES.tooManyFields : MULTIPART_MESSAGES.unreadable;
        expect({ name: sample.name, status: response.status, body }).toEqual({ name: sample.name, status: 400, body: { errors: { input: [expected] } } });
      }
      await expectAlive(sample);
    }
    expect(await filesUnder(path.join(t.deps.config.storageDir, "incoming"))).toEqual([]);
    expect(await t.deps.prisma.media.count()).toBe(0);
  });
});
