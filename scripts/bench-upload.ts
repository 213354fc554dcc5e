// npx tsx scripts/bench-upload.ts: throughput and memory of storing a large upload (20 MB by default,
// BENCH_UPLOAD_MB to change), on embedded PGlite in a temporary folder:
//   1. storeUploadedFile fed by an in-process stream;
//   2. a REST multipart request over HTTP (withMultipartForm, then storeUploadedFile);
//   3. a GraphQL multipart request over HTTP (graphql-upload-minimal, incomingFileOf, storeUploadedFile);
//   4. a GraphQL multipart request to the real /graphql whose operation never reads the file (drained).
// The request bodies are generated as they are sent, so the memory figures are the server's.
// Figures go in the issue notes; no test depends on them.
import { mkdtempSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { serve } from "@hono/node-server";
import type { Upload } from "graphql-upload-minimal";
import type { GraphQLParams } from "graphql-yoga";
import { Hono } from "hono";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/lib/logger";
import type { ApiEnv } from "../server/http/rest";
import { incomingFileOf } from "../server/modules/files/files.graphql";
import { handleGraphQLUploadRequest } from "../server/modules/files/graphql-uploads";
import { withMultipartForm } from "../server/modules/files/multipart";
import { storeUploadedFile, type IncomingFile } from "../server/modules/files/uploads";
import { openPreparedDatabase } from "../server/startup";
import type { Viewer } from "../server/viewer";

const MEGABYTE = 1024 * 1024;
const SIZE_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 20) * MEGABYTE;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHUNK_BYTES = 64 * 1024;

// A pdf header and filler, made chunk by chunk: the source never holds the whole file.
function* pdfChunks(sizeBytes: number): Generator<Buffer> {
  const header = Buffer.from("%PDF-1.7\n");
  yield header;
  const filler = Buffer.alloc(CHUNK_BYTES, 0x20);
  for (let sent = header.length; sent < sizeBytes; sent += CHUNK_BYTES) {
    yield sent + CHUNK_BYTES <= sizeBytes ? filler : filler.subarray(0, sizeBytes - sent);
  }
}

type Peaks = { rssDeltaMb: number; heapDeltaMb: number; buffersDeltaMb: number };

// Samples memory every few milliseconds while `run` works; peaks over the figures just before it.
// "buffers" is memory outside the JS heap held by Buffers and ArrayBuffers (where file bytes would pile up).
async function measured(run: () => Promise<void>): Promise<{ seconds: number; peaks: Peaks }> {
  global.gc?.();
  const base = process.memoryUsage();
  const peak = { rss: base.rss, heapUsed: base.heapUsed, arrayBuffers: base.arrayBuffers };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
  };
  const timer = setInterval(sample, 2);
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  sample();
  clearInterval(timer);
  const mb = (bytes: number) => Math.round((bytes / MEGABYTE) * 10) / 10;
  return {
    seconds,
    peaks: {
      rssDeltaMb: mb(peak.rss - base.rss),
      heapDeltaMb: mb(peak.heapUsed - base.heapUsed),
      buffersDeltaMb: mb(peak.arrayBuffers - base.arrayBuffers),
    },
  };
}

// Sends a multipart body generated on the fly; resolves with the status and the answer's text.
function postMultipart(url: string, parts: ({ name: string; value: string } | { name: string; filename: string })[], fileSize: number) {
  const boundary = `----bench${randomBytes(8).toString("hex")}`;
  function* body(): Generator<Buffer> {
    for (const part of parts) {
      if ("value" in part) {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
      } else {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/pdf\r\n\r\n`);
        yield* pdfChunks(fileSize);
        yield Buffer.from("\r\n");
      }
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${boundary}` } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on("error", reject);
    Readable.from(body()).pipe(request);
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "portal-bench-upload-"));
const config = loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: randomBytes(32).toString("hex"), LOG_LEVEL: "warn", UPLOAD_MAX_BYTES: String(SIZE_BYTES) });
const { database, deps } = await openPreparedDatabase(config, createLogger("warn"));
try {
  const supplier = await deps.prisma.supplier.create({ data: { companyName: "Banco di prova Srl" } });
  const user = await deps.prisma.user.create({ data: { email: "banco@prova.it", kind: "SUPPLIER", supplierId: supplier.id, passwordHash: "-" } });
  const viewer: Viewer = { userId: user.id, kind: "SUPPLIER", email: user.email, userLevel: 1, supplierId: supplier.id, customerId: null, workerId: null };
  const store = (file: IncomingFile) =>
    storeUploadedFile(deps, { file, directory: "supplier-attachments", field: "file", uploadedBy: viewer }, async (_tx, media) => media);

  const app = createApp(deps);
  const bench = new Hono<ApiEnv>();
  bench.use("/bench/*", async (c, next) => {
    c.set("context", { deps, services: app.services, viewer, ip: null });
    await next();
  });
  bench.post("/bench/rest", (c) =>
    withMultipartForm(c, "file", async (_fields, file) => {
      if (!file) return c.json({ error: "nessun file" }, 400);
      return c.json({ sizeBytes: (await store(file)).sizeBytes });
    }),
  );
  bench.post("/bench/graphql", (c) =>
    handleGraphQLUploadRequest(c.req.raw, c.env?.incoming, { maxFileBytes: SIZE_BYTES, idleMs: deps.config.uploadIdleTimeoutMs, logger: deps.logger }, async (_request, { operations }) => {
      const upload = ((operations as GraphQLParams).variables as { file: Upload }).file;
      const file = await incomingFileOf(upload.promise);
      if (!file) return Response.json({ error: "nessun file" }, { status: 400 });
      return Response.json({ sizeBytes: (await store(file)).sizeBytes });
    }),
  );
  bench.all("*", (c) => app.fetch(c.req.raw, c.env));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: bench.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const operations = (query: string) => JSON.stringify({ query, variables: { file: null } });

  const cases: [string, () => Promise<void>][] = [
    ["storeUploadedFile (stream in processo)", async () => {
      await store({ filename: "banco.pdf", mimetype: "application/pdf", stream: () => Readable.from(pdfChunks(SIZE_BYTES)) });
    }],
    ["REST multipart via HTTP", async () => {
      const answer = await postMultipart(`${base}/bench/rest`, [{ name: "file", filename: "banco.pdf" }, { name: "attachment_filename", value: "Banco" }], SIZE_BYTES);
      if (answer.status !== 200) throw new Error(`REST: ${answer.status} ${answer.text}`);
    }],
    ["GraphQL multipart via HTTP", async () => {
      const answer = await postMultipart(`${base}/bench/graphql`, [
        { name: "operations", value: operations("mutation { __typename }") },
        { name: "map", value: JSON.stringify({ 0: ["variables.file"] }) },
        { name: "0", filename: "banco.pdf" },
      ], SIZE_BYTES);
      if (answer.status !== 200) throw new Error(`GraphQL: ${answer.status} ${answer.text}`);
    }],
    ["/graphql, file non letto (scartato)", async () => {
      const answer = await postMultipart(`${base}/graphql`, [
        { name: "operations", value: operations("{ __typename }") },
        { name: "map", value: JSON.stringify({ 0: ["variables.file"] }) },
        { name: "0", filename: "banco.pdf" },
      ], SIZE_BYTES);
      if (answer.status !== 200) throw new Error(`/graphql: ${answer.status} ${answer.text}`);
    }],
  ];

  console.log(`File di ${SIZE_BYTES / MEGABYTE} MB, ${RUNS} prove per caso (mediana; picchi di memoria: il massimo)`);
  for (const [label, run] of cases) {
    const results: { seconds: number; peaks: Peaks }[] = [];
    for (let attempt = 0; attempt < RUNS; attempt += 1) results.push(await measured(run));
    const seconds = results.map((result) => result.seconds).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    const worst = (key: keyof Peaks) => Math.max(...results.map((result) => result.peaks[key]));
    console.log(
      `${label.padEnd(40)} ${(SIZE_BYTES / MEGABYTE / seconds).toFixed(0).padStart(5)} MB/s  ${(seconds * 1000).toFixed(0).padStart(6)} ms` +
        `  RSS +${worst("rssDeltaMb")} MB  heap +${worst("heapDeltaMb")} MB  buffers +${worst("buffersDeltaMb")} MB`,
    );
  }
  await new Promise((resolve) => server.close(resolve));
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
