// Uploads whose Content-Length lies, over a raw socket, on GraphQL and on REST: shorter than the body (the rest
// then reads as a second, broken request), longer with the client's half of the connection closed, and longer
// with the connection held open. Each used to stop the process, commit a file whose body never arrived whole,
// or hold the request for minutes. None may be committed, the portal must keep answering, and a held one must
// be answered within the idle timeout, with the connection closed.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { databaseKinds } from "../fixtures/test-database";
import { useUploadHarness } from "../fixtures/upload-harness";
import { isolationSnapshot } from "../fixtures/isolation-world";
import { filesUnder, pdfOfSize } from "../fixtures/files";
import { rawRequest } from "../fixtures/http-server";
import { graphqlMultipartOf, multipartOf, sendRaw, type AfterBody, type RawAnswer } from "../fixtures/raw-upload";
import { UPLOAD_MUTATIONS, restUploadForms } from "../fixtures/upload-targets";
import { FILE_NOT_RECEIVED_MESSAGE } from "../../server/modules/files/graphql-multipart";
import { MULTIPART_MESSAGES } from "../../server/modules/files/multipart";
import { CLIENT_ERROR_MESSAGES } from "../../server/lib/client-errors";
import { SPOOL_DIRECTORY } from "../../server/lib/storage";

const IDLE_MS = 1500;
const FILE_BYTES = 300 * 1024;

type Lie = { name: string; contentLength: (bodyBytes: number) => number; after: AfterBody };
const LIES: Lie[] = [
  { name: "Content-Length di un terzo del corpo", contentLength: (bytes) => Math.floor(bytes / 3), after: "hold" },
  { name: "Content-Length più lungo e connessione chiusa a metà", contentLength: (bytes) => bytes + 10_000, after: "end" },
  { name: "Content-Length più lungo e connessione tenuta aperta", contentLength: (bytes) => bytes + 10_000, after: "hold" },
];

describe.each(databaseKinds)("Content-Length che non corrisponde al corpo (%s)", (kind) => {
  const h = useUploadHarness(kind, { uploadIdleTimeoutMs: IDLE_MS });

  const graphqlBody = () => {
    const mutation = UPLOAD_MUTATIONS.find((candidate) => candidate.name === "uploadElementDocument")!;
    return { path: "/graphql", ...graphqlMultipartOf(mutation.query, mutation.input(h.world), { filename: "verifica.pdf", bytes: pdfOfSize(FILE_BYTES) }) };
  };
  // The spec's clients send the file first.
  const restBody = () => ({
    path: "/api/customersupplierattachments",
    ...multipartOf([
      { name: "attachment_file", filename: "visura.pdf", bytes: pdfOfSize(FILE_BYTES), type: "application/pdf" },
      { name: "customer_supplier_id", value: String(h.world.ids.alfa) },
      { name: "attachment_type", value: "3" },
      { name: "attachment_filename", value: "Visura camerale" },
    ]),
  });
  const send = (request: { path: string; contentType: string; body: Buffer }, lie?: Lie): Promise<RawAnswer> =>
    sendRaw(h.server.port, {
      path: request.path,
      headers: { "content-type": request.contentType, authorization: `Bearer ${h.world.tokens.owner}` },
      body: request.body,
      contentLength: lie?.contentLength(request.body.length),
      after: lie?.after ?? "hold",
      timeoutMs: IDLE_MS + 10_000,
    });

  async function expectNothingStored(before: unknown, what: string) {
    // A refused body's partial file is removed after the answer has gone out; on a loaded machine that takes a
    // moment, so the spool is awaited until it is empty (or the wait runs out and the test fails).
    await expect.poll(() => filesUnder(path.join(h.t.deps.config.storageDir, SPOOL_DIRECTORY)), { timeout: 60_000, message: `spool dopo ${what}` }).toEqual([]);
    expect(h.uncaught.map(String), what).toEqual([]);
    expect((await rawRequest(h.server.port, { method: "GET", path: "/healthz" })).status, `/healthz dopo ${what}`).toBe(200);
    expect(await isolationSnapshot(h.t), what).toEqual(before);
  }

  it("le stesse richieste con il Content-Length giusto salvano il file (controllo)", async () => {
    const media = await h.t.deps.prisma.media.count();
    const graphql = await send(graphqlBody());
    expect(graphql.body).toContain("UploadElementDocumentSuccess");
    const rest = await send(restBody());
    expect({ status: rest.status, body: rest.body }).toMatchObject({ status: 200, body: expect.stringContaining("Visura camerale") });
    expect(await h.t.deps.prisma.media.count()).toBe(media + 2);
  });

  for (const lie of LIES) {
    it(`GraphQL, ${lie.name}: nulla è salvato e il portale risponde`, { timeout: 60_000 }, async () => {
      const before = await isolationSnapshot(h.t);
      for (let attempt = 1; attempt <= 3; attempt++) {
        const answer = await send(graphqlBody(), lie);
        const what = `${lie.name}, tentativo ${attempt}: ${answer.status} ${answer.body}`;
        expect(answer.body, what).not.toContain("Success");
        if (lie.after === "end") {
          expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }, what).toEqual({ status: 400, body: { errors: { input: [CLIENT_ERROR_MESSAGES.cutShort] } } });
        } else if (lie.contentLength(100) < 100) {
          // The bytes past the declared length read as a second request, which Node cannot parse: its answer
          // comes first, and the connection closes after it.
          expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }, what).toEqual({ status: 400, body: { errors: { input: [CLIENT_ERROR_MESSAGES.unreadable] } } });
        } else {
          expect({ status: answer.status, body: answer.body }, what).toMatchObject({ status: 200, body: expect.stringContaining(FILE_NOT_RECEIVED_MESSAGE) });
          expect(answer.elapsedMs, what).toBeLessThan(IDLE_MS + 3000);
          expect(answer.closed, what).toBe(true);
        }
        await expectNothingStored(before, what);
      }
    });

    it(`REST, ${lie.name}: nulla è salvato e il portale risponde`, { timeout: 60_000 }, async () => {
      const before = await isolationSnapshot(h.t);
      for (let attempt = 1; attempt <= 3; attempt++) {
        const answer = await send(restBody(), lie);
        const what = `${lie.name}, tentativo ${attempt}: ${answer.status} ${answer.body}`;
        if (lie.after === "end") {
          expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }, what).toEqual({ status: 400, body: { errors: { input: [CLIENT_ERROR_MESSAGES.cutShort] } } });
        } else if (lie.contentLength(100) < 100) {
          expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }, what).toEqual({ status: 400, body: { errors: { input: [CLIENT_ERROR_MESSAGES.unreadable] } } });
        } else {
          const message = MULTIPART_MESSAGES.stalled(Math.round(IDLE_MS / 1000));
          expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }, what).toEqual({ status: 408, body: { errors: { input: [message] } } });
          expect(answer.elapsedMs, what).toBeLessThan(IDLE_MS + 3000);
          expect(answer.closed, what).toBe(true);
        }
        await expectNothingStored(before, what);
      }
    });
  }

  // A body read whole (JSON) that stops before its declared end: the connection is let go after the same silence
  // as an upload's, where it used to wait for Node's 5-minute request timeout.
  it("un corpo JSON più corto del Content-Length, connessione tenuta aperta: chiusa dopo il silenzio, il portale risponde", { timeout: 60_000 }, async () => {
    const json = (value: unknown) => ({ contentType: "application/json", body: Buffer.from(JSON.stringify(value)) });
    const requests = [
      { path: "/graphql", ...json({ query: "{ viewer { email } }" }) },
      { path: "/api/customersupp/login", ...json({ email: "mario.rossi@edilizia.it", password: "Tentativo123" }) },
    ];
    for (const request of requests) {
      const answer = await send(request, { name: "JSON", contentLength: (bytes) => bytes + 500, after: "hold" });
      const what = `${request.path}: ${answer.status} ${answer.body}`;
      expect(answer.closed, what).toBe(true);
      expect(answer.elapsedMs, what).toBeGreaterThanOrEqual(IDLE_MS - 100);
      expect(answer.elapsedMs, what).toBeLessThan(IDLE_MS + 3000);
      expect(h.uncaught.map(String), what).toEqual([]);
      expect((await rawRequest(h.server.port, { method: "GET", path: "/healthz" })).status, what).toBe(200);
    }
  });

  // The same lies on every other way a file comes in, all of a lie's requests at once (as a flood of broken
  // uploads would come): each is answered in bounded time and none stores anything.
  it("ogni mutation con un file e ogni modulo REST: nessuna bugia salva qualcosa o lascia la richiesta appesa", { timeout: 240_000 }, async () => {
    const before = await isolationSnapshot(h.t);
    const requests = [
      ...UPLOAD_MUTATIONS.map((mutation) => ({
        path: "/graphql",
        ...graphqlMultipartOf(mutation.query, mutation.input(h.world), { filename: "documento.pdf", bytes: pdfOfSize(FILE_BYTES) }),
      })),
      ...restUploadForms(h.world).map((form) => ({
        path: form.path,
        ...multipartOf([
          { name: form.fileField, filename: "documento.pdf", bytes: pdfOfSize(FILE_BYTES), type: "application/pdf" },
          ...Object.entries(form.fields).map(([name, value]) => ({ name, value: String(value) })),
        ]),
      })),
    ];
    for (const lie of LIES) {
      const answers = await Promise.all(requests.map((request) => send(request, lie)));
      answers.forEach((answer, index) => {
        const what = `${requests[index]!.path}, ${lie.name}: ${answer.status} ${answer.body}`;
        expect(answer.status, what).not.toBe(0);
        expect(answer.body, what).not.toContain("Success");
        expect(answer.elapsedMs, what).toBeLessThan(IDLE_MS + 3000);
      });
      await expectNothingStored(before, `${requests.length} richieste insieme, ${lie.name}`);
    }
  });
});
