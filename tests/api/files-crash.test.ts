// kill -9 in the middle of uploads, then a restart: the start-up sweep must leave no half-written file and no
// file without its row, however recent, and every committed row must still have its file (issue 7, section 4).
// The real server runs in a child process on each database. Several uploads, REST and GraphQL, are stopped
// mid-stream; on PostgreSQL others are caught between the rename of their file and the commit of their row,
// by a lock on the media table that holds their INSERT, so that window is hit every time.
import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createSupplier, createUser, STRONG_PASSWORD } from "../fixtures/auth-users";
import { filesUnder } from "../fixtures/files";
import { storageCensus } from "../fixtures/storage-census";
import type { ServerProcess } from "../fixtures/server-process";
import { useProcessWorld } from "../fixtures/process-world";
import { databaseKinds } from "../fixtures/test-database";
import { applyPendingMigrations } from "../../server/db/migrate";

const SAVE = `mutation S($input: SaveSupplierAttachmentInput!) { saveSupplierAttachment(input: $input) {
  __typename ... on SaveSupplierAttachmentSuccess { data { supplierAttachment { id } } } ... on Error { message } } }`;
const FILE_BYTES = 256 * 1024;
const CUT_AFTER_BYTES = 64 * 1024;

// finish(): sends the rest of a body that was cut.
type Sent = { done: Promise<{ status: number; text: string }>; abandon(): void; finish(): void };

// A pdf header and filler, different for every file so that each one's sha256 tells it apart.
function pdfBytes(): Buffer {
  const bytes = Buffer.alloc(FILE_BYTES, 0x20);
  Buffer.from(`%PDF-1.7\n% ${randomBytes(8).toString("hex")}\n`).copy(bytes, 0);
  return bytes;
}

// Sends a multipart body; with `cutAfter` only that many bytes of the file go, and the request stays open.
function sendMultipart(url: string, token: string, parts: ({ name: string; value: string } | { name: string; file: Buffer })[], cutAfter?: number): Sent {
  const boundary = `----crash${randomBytes(6).toString("hex")}`;
  const request = http.request(url, {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
  const done = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
  done.catch(() => undefined); // the server may be killed before it answers
  // What goes now, and what finish() sends after the cut.
  const now: (string | Buffer)[] = [];
  const later: (string | Buffer)[] = [];
  let sink = now;
  for (const part of parts) {
    if ("value" in part) {
      sink.push(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
      continue;
    }
    sink.push(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="documento.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    if (cutAfter === undefined || sink === later) {
      sink.push(part.file, "\r\n");
      continue;
    }
    sink.push(part.file.subarray(0, cutAfter));
    sink = later;
    sink.push(part.file.subarray(cutAfter), "\r\n");
  }
  sink.push(`--${boundary}--\r\n`);
  for (const chunk of now) request.write(chunk);
  const finish = () => {
    for (const chunk of later) request.write(chunk);
    request.end();
  };
  if (sink === now) request.end();
  return { done, abandon: () => request.destroy(), finish };
}

// The spec's clients send the file before the other fields.
const restUpload = (server: ServerProcess, token: string, supplierId: number, file: Buffer, cutAfter?: number) =>
  sendMultipart(
    `${server.url}/api/customersupplierattachments`,
    token,
    [
      { name: "attachment_file", file },
      { name: "customer_supplier_id", value: String(supplierId) },
      { name: "attachment_type", value: "1" },
      { name: "attachment_filename", value: "DURC" },
    ],
    cutAfter,
  );

const graphqlUpload = (server: ServerProcess, token: string, file: Buffer, cutAfter?: number) =>
  sendMultipart(
    `${server.url}/graphql`,
    token,
    [
      { name: "operations", value: JSON.stringify({ query: SAVE, variables: { input: { attachmentType: 1, attachmentFilename: "DURC", file: null } } }) },
      { name: "map", value: JSON.stringify({ 0: ["variables.input.file"] }) },
      { name: "0", file },
    ],
    cutAfter,
  );

async function waitFor<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`Attesa scaduta: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(databaseKinds)("kill -9 durante i caricamenti e riavvio (%s)", (kind) => {
  let supplierId: number;
  const world = useProcessWorld(kind, "portal-crash-", async ({ withDatabase }) => {
    supplierId = await withDatabase(async (db) => {
      await applyPendingMigrations(db);
      const supplier = await createSupplier(db.prisma, { companyName: "Alfa Costruzioni Srl" });
      await createUser(db.prisma, { email: "segreteria@alfa.it", kind: "SUPPLIER", supplierId: supplier.id, userLevel: 1 });
      return supplier.id;
    });
  });
  const { withDatabase } = world;
  const start = () => world.start();

  it("dopo il riavvio non restano file a metà né file senza riga, e ogni riga salvata ha il suo file", { timeout: 300_000 }, async () => {
    const first = await start();
    const login = await fetch(`${first.url}/api/customersupp/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "segreteria@alfa.it", password: STRONG_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    // Committed before the crash: these must survive it.
    const committed = await Promise.all([
      restUpload(first, token, supplierId, pdfBytes()).done,
      restUpload(first, token, supplierId, pdfBytes()).done,
      graphqlUpload(first, token, pdfBytes()).done,
      graphqlUpload(first, token, pdfBytes()).done,
    ]);
    for (const answer of committed) expect(answer, answer.text).toMatchObject({ status: 200, text: expect.not.stringMatching(/"errors"|Error"/) });

    // Stopped mid-stream: three REST forms being spooled, three GraphQL files being received.
    const filesEndingWith = async (suffix: string) => (await filesUnder(world.storageDir)).filter((file) => file.endsWith(suffix));
    const cut = [
      ...[1, 2, 3].map(() => restUpload(first, token, supplierId, pdfBytes(), CUT_AFTER_BYTES)),
      ...[1, 2, 3].map(() => graphqlUpload(first, token, pdfBytes(), CUT_AFTER_BYTES)),
    ];
    await waitFor("sei file a metà", async () => ((await filesEndingWith(".partial")).length === 6 ? true : null));

    // On PostgreSQL, four more are held between the rename and the commit: their INSERT waits for the lock.
    let lock: pg.Client | null = null;
    const held: ReturnType<typeof sendMultipart>[] = [];
    if (world.databaseUrl) {
      lock = new pg.Client({ connectionString: world.databaseUrl });
      lock.on("error", () => undefined); // ended with its database when a failed test drops it
      await lock.connect();
      await lock.query("BEGIN");
      await lock.query("LOCK TABLE media IN EXCLUSIVE MODE");
      held.push(restUpload(first, token, supplierId, pdfBytes()), restUpload(first, token, supplierId, pdfBytes()));
      held.push(graphqlUpload(first, token, pdfBytes()), graphqlUpload(first, token, pdfBytes()));
      await waitFor("quattro file rinominati in attesa della riga", async () => {
        const placed = await filesUnder(path.join(world.storageDir, "supplier-attachments"));
        return placed.filter((file) => file.endsWith(".pdf")).length === committed.length + 4 ? true : null;
      });
    }

    await first.kill("SIGKILL");
    for (const upload of [...cut, ...held]) upload.abandon();
    if (lock) {
      await lock.query("ROLLBACK");
      await lock.end();
    }

    const before = await withDatabase((db) => storageCensus(world.storageDir, db));
    const expectedOrphans = world.databaseUrl ? 4 : 0;
    // A held REST upload still has its spooled form too (removed when its request ends).
    const expectedPartials = world.databaseUrl ? 6 + 2 : 6;
    expect(before.partials).toHaveLength(expectedPartials);
    expect(before.orphans).toHaveLength(expectedOrphans);
    expect(before.missing).toEqual([]);

    // The restart sweeps what the dead process left, seconds after the crash.
    const second = await start();
    // Committed files are served as before, and uploads work.
    const attachments = await fetch(`${second.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: "{ viewer { supplier { attachments(first: 50) { edges { node { file { downloadUrl sizeBytes } } } } } } }" }),
    });
    const listed = (await attachments.json()) as { data: { viewer: { supplier: { attachments: { edges: { node: { file: { downloadUrl: string; sizeBytes: number } } }[] } } } } };
    const files = listed.data.viewer.supplier.attachments.edges.map((edge) => edge.node.file);
    expect(files).toHaveLength(committed.length);
    for (const file of files) {
      const download = await fetch(`${second.url}${file.downloadUrl}`, { headers: { authorization: `Bearer ${token}` } });
      expect(download.status).toBe(200);
      expect((await download.arrayBuffer()).byteLength).toBe(FILE_BYTES);
    }
    expect((await restUpload(second, token, supplierId, pdfBytes()).done).status).toBe(200);
    await second.kill("SIGTERM");

    const after = await withDatabase((db) => storageCensus(world.storageDir, db));
    expect(after).toEqual({ partials: [], pending: [], spools: [], orphans: [], missing: [], stored: committed.length + 1 });
    // Each file the database had not committed was known from its record in the dead process's spool.
    expect(before.pending).toHaveLength(expectedOrphans);
    expect(before.spools).toHaveLength(1);
    expect(second.output()).toContain(
      `Archivio: rimossi i caricamenti interrotti e i file senza riga nel database ${JSON.stringify({ partials: expectedPartials, orphans: expectedOrphans, spools: 1 })}`,
    );
    console.info(
      `kill -9 (${kind}): prima del riavvio ${before.partials.length} .partial, ${before.orphans.length} file senza riga, ` +
        `${before.stored - before.orphans.length} file con riga; dopo: ${after.partials.length} .partial, ${after.orphans.length} senza riga, ` +
        `${after.stored} con riga, ${after.missing.length} righe senza file`,
    );
  });

  // Several processes on one PostgreSQL and one STORAGE_DIR: a process starting must not touch the uploads
  // another is receiving or committing, however recent. Defined on PostgreSQL only (rather than skipped on
  // PGlite): an embedded database belongs to one process, so there is no second process to start there.
  const onSharedServerDatabase = kind === "postgres" ? it : null;
  onSharedServerDatabase?.("un secondo processo che parte sullo stesso archivio non tocca i caricamenti in corso del primo", { timeout: 300_000 }, async () => {
    const storedBefore = await withDatabase(async (db) => (await storageCensus(world.storageDir, db)).stored);
    const first = await start();
    const login = await fetch(`${first.url}/api/customersupp/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "segreteria@alfa.it", password: STRONG_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const receiving = [restUpload(first, token, supplierId, pdfBytes(), CUT_AFTER_BYTES), graphqlUpload(first, token, pdfBytes(), CUT_AFTER_BYTES)];
    const lock = new pg.Client({ connectionString: world.databaseUrl });
    lock.on("error", () => undefined); // ended with its database when a failed test drops it
    await lock.connect();
    await lock.query("BEGIN");
    await lock.query("LOCK TABLE media IN EXCLUSIVE MODE");
    const committing = graphqlUpload(first, token, pdfBytes());
    const inFlight = async () => {
      const files = await filesUnder(world.storageDir);
      return { partials: files.filter((file) => file.endsWith(".partial")), pending: files.filter((file) => file.endsWith(".pending")) };
    };
    // Two files arriving (one REST form spooled, one GraphQL file) and one renamed into place, its row waiting.
    // The committing file has its record written a moment before its rename: until then its .partial is still
    // there, and counting two partials could take it for one of the arriving ones. Settled means renamed.
    const renamed = (now: { partials: string[]; pending: string[] }) =>
      now.pending.every((record) => !now.partials.some((partial) => record.includes(path.basename(partial, ".partial"))));
    const waiting = await waitFor("due file in arrivo e uno in attesa della riga", async () => {
      const now = await inFlight();
      return now.partials.length === 2 && now.pending.length === 1 && renamed(now) ? now : null;
    });

    const second = await start();
    expect(await inFlight()).toEqual(waiting);
    expect(second.output()).not.toContain("Archivio: rimossi");

    await lock.query("ROLLBACK");
    await lock.end();
    for (const upload of receiving) upload.finish();
    const answers = await Promise.all([committing.done, ...receiving.map((upload) => upload.done)]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    await Promise.all([first.kill("SIGTERM"), second.kill("SIGTERM")]);

    const after = await withDatabase((db) => storageCensus(world.storageDir, db));
    expect(after).toEqual({ partials: [], pending: [], spools: [], orphans: [], missing: [], stored: storedBefore + 3 });
  });
});
