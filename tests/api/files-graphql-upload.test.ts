// GraphQL multipart requests: read by graphql-upload-minimal (not Yoga's in-memory parser), handed to Yoga with
// the viewer's headers, and always read to the end so the client gets its answer even when a file is refused or
// never used. The mutations that take files are tested by their modules; here the plumbing underneath them.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { serve, type ServerType } from "@hono/node-server";
import type { Upload } from "graphql-upload-minimal";
import type { GraphQLParams } from "graphql-yoga";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { SAMPLE_EXECUTABLE, SAMPLE_PNG, filesUnder, pdfOfSize, samplePdf } from "../fixtures/files";
import { ValidationError } from "../../server/lib/errors";
import { incomingFileOf } from "../../server/modules/files/files.graphql";
import { handleGraphQLUploadRequest } from "../../server/modules/files/graphql-uploads";
import { storeUploadedFile } from "../../server/modules/files/uploads";
import type { Viewer } from "../../server/viewer";

const MAX_BYTES = 128 * 1024;

type FilePart = [key: string, bytes: Uint8Array, filename: string];

// The multipart request a GraphQL client sends: operations, then map, then the files.
function uploadRequest(operations: unknown, map: Record<string, string[]>, files: FilePart[], headers: Record<string, string> = {}, url = "http://localhost/graphql") {
  const form = new FormData();
  form.append("operations", JSON.stringify(operations));
  form.append("map", JSON.stringify(map));
  for (const [key, bytes, filename] of files) form.append(key, new Blob([Buffer.from(bytes)]), filename);
  return new Request(url, { method: "POST", body: form, headers });
}

describe.each(databaseKinds)("caricamenti GraphQL multipart (%s)", (kind) => {
  let t: TestApp;
  let token: string;
  let viewer: Viewer;

  beforeAll(async () => {
    t = await createTestApp(kind, { uploadMaxBytes: MAX_BYTES });
    const supplier = await createSupplier(t.deps.prisma, { companyName: "Alfa Costruzioni Srl" });
    const user = await createUser(t.deps.prisma, { email: "ufficio@alfa.it", kind: "SUPPLIER", supplierId: supplier.id });
    viewer = { userId: user.id, kind: "SUPPLIER", email: user.email, userLevel: 1, supplierId: supplier.id, customerId: null, workerId: null };
    token = await restLogin(t, "ufficio@alfa.it");
  });
  afterAll(async () => t?.close());

  const fetchApp = (request: Request) => Promise.resolve(t.app.fetch(request));

  it("esegue l'operazione con il token del visitatore, anche se il file non viene letto", async () => {
    const request = uploadRequest(
      { query: "{ viewer { email } }", variables: { file: null } },
      { 0: ["variables.file"] },
      [["0", await samplePdf(), "documento.pdf"]],
      { authorization: `Bearer ${token}` },
    );
    const response = await fetchApp(request);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { viewer: { email: "ufficio@alfa.it" } } });
  });

  it("una richiesta oltre il limite di Yoga (25 MB) arriva comunque all'operazione", async () => {
    // Signed in: an anonymous caller may only sign in, so its operation would be refused whatever the body.
    const request = uploadRequest({ query: "{ __typename }", variables: { file: null } }, { 0: ["variables.file"] }, [
      ["0", pdfOfSize(26 * 1024 * 1024), "enorme.pdf"],
    ], { authorization: `Bearer ${token}` });
    const response = await fetchApp(request);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __typename: "Query" } });
    expect((await filesUnder(t.deps.config.storageDir)).filter((file) => file.endsWith(".partial"))).toEqual([]);
  });

  it("troppi file o un modulo fuori ordine: risposta in italiano", async () => {
    const pdf = await samplePdf();
    const many = uploadRequest(
      { query: "{ __typename }", variables: { files: [null, null, null, null] } },
      { 0: ["variables.files.0"], 1: ["variables.files.1"], 2: ["variables.files.2"], 3: ["variables.files.3"] },
      [["0", pdf, "a.pdf"], ["1", pdf, "b.pdf"], ["2", pdf, "c.pdf"], ["3", pdf, "d.pdf"]],
    );
    const tooMany = await fetchApp(many);
    expect(tooMany.status).toBe(413);
    expect(((await tooMany.json()) as { errors: { message: string }[] }).errors[0].message).toBe("Troppi file nella richiesta: al massimo 3");

    const form = new FormData();
    form.append("map", "{}");
    form.append("operations", JSON.stringify({ query: "{ __typename }" }));
    const misordered = await fetchApp(new Request("http://localhost/graphql", { method: "POST", body: form }));
    expect(misordered.status).toBe(400);
    expect(((await misordered.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
      'Richiesta di caricamento non valida: il primo campo deve essere "operations", un oggetto JSON',
    );
  });

  // As a resolver does: each Upload turned into an IncomingFile and stored; refusals collected.
  async function storeAll(request: Request, maxFileBytes = MAX_BYTES, delayMs = 0) {
    const deps = { ...t.deps, config: { ...t.deps.config, uploadMaxBytes: maxFileBytes } };
    const response = await handleGraphQLUploadRequest(request, null, { maxFileBytes, idleMs: deps.config.uploadIdleTimeoutMs, logger: deps.logger }, async (_request, { operations }) => {
      const uploads = ((operations as GraphQLParams).variables as { files: Upload[] }).files;
      const outcomes: unknown[] = [];
      for (const upload of uploads) {
        try {
          const file = await incomingFileOf(upload.promise);
          if (!file) throw new Error("file mancante");
          await sleep(delayMs);
          const media = await storeUploadedFile(deps, { file, directory: "procurement-files", field: "file", uploadedBy: viewer }, async (_tx, row) => row);
          outcomes.push(media.originalName);
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          outcomes.push(error.fieldErrors);
        }
      }
      return Response.json(outcomes);
    });
    return response.json();
  }

  const filesRequest = (files: FilePart[]) =>
    uploadRequest(
      { query: "mutation { __typename }", variables: { files: files.map(() => null) } },
      Object.fromEntries(files.map(([key], index) => [key, [`variables.files.${index}`]])),
      files,
    );

  it("archivia i file in ordine; un file rifiutato non blocca quelli dopo di lui", async () => {
    const before = await filesUnder(t.deps.config.storageDir);
    const outcomes = await storeAll(
      filesRequest([
        ["0", SAMPLE_EXECUTABLE, "fattura.pdf"],
        ["1", pdfOfSize(MAX_BYTES * 4), "grande.pdf"],
        ["2", SAMPLE_PNG, "schema.png"],
      ]),
    );
    expect(outcomes).toEqual([
      { file: ["Il contenuto del file non corrisponde al tipo PDF dichiarato"] },
      { file: ["Il file supera la dimensione massima consentita di 0,125 MB"] },
      "schema.png",
    ]);
    const added = (await filesUnder(t.deps.config.storageDir)).filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^procurement-files\/[0-9a-f-]{36}\.png$/);
  });

  it("un file rifiutato per il nome, senza essere letto, non blocca quelli dopo di lui", async () => {
    // Larger than what the parser buffers ahead, smaller than the size limit: left unread, it would hold up the rest.
    const outcomes = await storeAll(filesRequest([["0", pdfOfSize(100 * 1024), "programma.exe"], ["1", SAMPLE_PNG, "schema.png"]]));
    expect(outcomes).toEqual([{ file: ["Tipo di file non ammesso: sono accettati pdf, doc, docx, xls, xlsx, jpg, jpeg, png, gif"] }, "schema.png"]);
  });

  it("un corpo che si interrompe dentro il file: il resolver dice che il file non è arrivato per intero, e non resta nulla", async () => {
    const before = await filesUnder(t.deps.config.storageDir);
    const complete = filesRequest([["0", pdfOfSize(64 * 1024), "documento.pdf"]]);
    const contentType = complete.headers.get("content-type") ?? "";
    const whole = Buffer.from(await complete.arrayBuffer());
    const sent = whole.subarray(0, whole.length - 1000);
    // The operation starts with the file's first bytes; the rest never comes.
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(sent.subarray(0, sent.length - 20_000));
        await sleep(50);
        controller.enqueue(sent.subarray(sent.length - 20_000));
        controller.close();
      },
    });
    const request = new Request("http://localhost/graphql", { method: "POST", body, headers: { "content-type": contentType }, duplex: "half" } as RequestInit);
    expect(await storeAll(request)).toEqual([{ file: ["Il file non è stato ricevuto per intero: riprovare il caricamento"] }]);
    expect(await filesUnder(t.deps.config.storageDir)).toEqual(before);
  });

  it("un file già tagliato dal parser prima di essere letto dà il messaggio della dimensione", async () => {
    const outcomes = await storeAll(filesRequest([["0", pdfOfSize(5000), "grande.pdf"]]), 1000, 100);
    expect(outcomes).toEqual([{ file: ["Il file supera la dimensione massima consentita di 0,001 MB"] }]);
  });

  it("via HTTP: un file mai letto viene comunque ricevuto per intero, e il client riceve la risposta", async () => {
    const server: ServerType = await new Promise((resolve) => {
      const listening = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const form = uploadRequest({ query: "{ __typename }", variables: { file: null } }, { 0: ["variables.file"] }, [
        ["0", pdfOfSize(16 * 1024 * 1024), "documento.pdf"],
      ]);
      const body = Buffer.from(await form.arrayBuffer());
      // As a browser does: the whole body is sent, then the answer read. Were the rest of the body left
      // unread, the server would cut the connection and the upload would end in an error.
      const outcome = await new Promise<{ status: number; text: string; error: string | null }>((resolve) => {
        let error: string | null = null;
        const request = http.request(
          {
            host: "127.0.0.1", port, path: "/graphql", method: "POST", agent: false,
            headers: { "content-type": form.headers.get("content-type") ?? "", "content-length": body.length, authorization: `Bearer ${token}` },
          },
          (response) => {
            let text = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => (text += chunk));
            // The server cuts an unread request half a second after answering: wait past that.
            response.on("end", () => setTimeout(() => resolve({ status: response.statusCode ?? 0, text, error }), 800));
          },
        );
        request.on("error", (caught: Error) => (error = caught.message));
        request.end(body);
      });
      expect(outcome).toEqual({ status: 200, text: JSON.stringify({ data: { __typename: "Query" } }), error: null });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
