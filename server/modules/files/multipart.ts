// REST multipart/form-data: text fields plus at most one file. The spec's clients send the file before the
// other fields (file, name, procurement_id, ...), so the file is written, as it arrives, to a temporary file
// on disk (never held in memory) and the handler runs once the whole form is read, with every field known.
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Context } from "hono";
import { BODY_TOO_LARGE_MESSAGE, BUFFERED_BODY_MAX_BYTES, isMultipartContentType } from "../../http/body-limit";
import { MalformedRequestError, PayloadTooLargeError, RequestTimeoutError, ValidationError } from "../../lib/errors";
import { requestContext, type ApiEnv } from "../../http/rest";
import type { Storage } from "../../lib/storage";
import { checkRestTexts } from "../../lib/text-limits";
import { openMultipartParser, type MultipartParser } from "./multipart-parser";
import { drainBody, requestBodySource } from "./request-body";
import { FILE_MESSAGES, type IncomingFile } from "./uploads";

export const MULTIPART_MESSAGES = {
  extraFile: "È possibile allegare un solo file",
  // The body is not a well-formed multipart/form-data (a malformed part header, a cut body, no boundary): 400.
  unreadable: "Il modulo inviato non è leggibile: riprovare",
  tooManyFields: "Il modulo inviato contiene troppi campi",
  fieldTooLong: "Il valore inviato è troppo lungo",
  stalled: (seconds: number) => `L'invio del modulo si è interrotto: nessun dato ricevuto per ${seconds} secondi. Riprovare il caricamento`,
} as const;

const MAX_FIELD_BYTES = 1024 * 1024;
const MAX_FIELDS = 200;

// idleMs: how long the body may go without a byte (UPLOAD_IDLE_TIMEOUT_SECONDS).
export type MultipartLimits = { fileField: string; maxFileBytes: number; idleMs: number; storage: Storage };
export type MultipartForm = { fields: Record<string, string>; file: IncomingFile | null; cleanup(): Promise<void> };

// REST multipart/form-data: text fields plus at most one file, streamed (never buffered whole).
// Calls `handle(fields, file|null)` once the form has been read; returns its result. A JSON or url-encoded
// body is accepted too, as fields without a file.
export async function withMultipartForm<T>(
  c: Context<ApiEnv>,
  fileField: string,
  handle: (fields: Record<string, string>, file: IncomingFile | null) => Promise<T>,
): Promise<T> {
  const { deps } = requestContext(c);
  const limits = { fileField, maxFileBytes: deps.config.uploadMaxBytes, idleMs: deps.config.uploadIdleTimeoutMs, storage: deps.storage };
  const form = await readMultipartForm(c.req.raw, limits, c.env?.incoming);
  try {
    checkRestTexts(form.fields);
    return await handle(form.fields, form.file);
  } finally {
    await form.cleanup();
  }
}

// `nodeRequest`: the Node request under @hono/node-server, read instead of the fetch Request's body (see
// requestBodySource for why).
export async function readMultipartForm(request: Request, limits: MultipartLimits, nodeRequest?: Readable | null): Promise<MultipartForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (isMultipartContentType(contentType)) {
    const source = requestBodySource(request, nodeRequest);
    if (source) return readMultipartBody(source, contentType, limits);
  }
  return { fields: await readOtherBody(request, contentType), file: null, cleanup: async () => undefined };
}

async function readOtherBody(request: Request, contentType: string): Promise<Record<string, string>> {
  if (!request.body) return {};
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    return Object.fromEntries(new URLSearchParams(await request.text()));
  }
  try {
    const body: unknown = await request.json();
    if (!body || typeof body !== "object" || Array.isArray(body)) return {};
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) {
      if (value === null || value === undefined) continue;
      fields[name] = typeof value === "object" ? JSON.stringify(value) : String(value);
    }
    return fields;
  } catch {
    return {};
  }
}

type SpooledFile = { filename: string; mimetype: string; path: string; truncated: boolean };

function readMultipartBody(source: Readable, contentType: string, limits: MultipartLimits): Promise<MultipartForm> {
  const { fileField, maxFileBytes, idleMs, storage } = limits;
  const refuse = (field: string, message: string) => new ValidationError({ [field]: [message] });

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const spools: string[] = [];
    const writes: Promise<void>[] = [];
    let spooled: SpooledFile | null = null;
    let fileSeen = false;
    let problem: ValidationError | null = null;
    let settled = false;
    let handle: MultipartParser | null = null;

    const cleanup = async () => {
      await Promise.all(spools.map((spool) => rm(spool, { force: true })));
    };
    // The parser is stopped (which ends a file part being written, so its write settles), and the rest of the
    // request read and dropped before answering, so the answer reaches the client (see drainBody); not after a
    // stall, when the rest is not coming.
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      handle?.stop();
      void (error instanceof RequestTimeoutError ? Promise.resolve() : drainBody(source, idleMs))
        .then(() => Promise.allSettled(writes))
        .then(cleanup)
        .finally(() => reject(error));
    };

    handle = openMultipartParser(
      source,
      contentType,
      // One byte over the limit tells "too large" apart from "exactly the limit".
      { fileSize: maxFileBytes + 1, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, idleMs },
      (failure) =>
        fail(
          failure === "stalled"
            ? new RequestTimeoutError(MULTIPART_MESSAGES.stalled(Math.round(idleMs / 1000)))
            : new MalformedRequestError(MULTIPART_MESSAGES.unreadable),
        ),
    );
    if (!handle) {
      fail(new MalformedRequestError(MULTIPART_MESSAGES.unreadable));
      return;
    }
    const { parser } = handle;

    // The text fields together are held to the limit of a JSON body: the file is the only large part.
    let fieldBytes = 0;
    parser.on("field", (name, value: string | undefined, info) => {
      // A part busboy could not decode reaches here without a value: unreadable, not a crash of the process.
      if (typeof value !== "string") {
        problem ??= refuse("input", MULTIPART_MESSAGES.unreadable);
        return;
      }
      fieldBytes += value.length;
      if (info.valueTruncated) problem ??= refuse(name, MULTIPART_MESSAGES.fieldTooLong);
      else if (fieldBytes > BUFFERED_BODY_MAX_BYTES) problem ??= new PayloadTooLargeError(BODY_TOO_LARGE_MESSAGE);
      else fields[name] = value;
    });

    parser.on("file", (name, stream, info) => {
      // An empty file input: the browser sends a part with no name and no content.
      if (!info.filename && name === fileField && !fileSeen) {
        stream.resume();
        return;
      }
      if (name !== fileField || fileSeen) {
        problem ??= refuse(fileField, MULTIPART_MESSAGES.extraFile);
        stream.resume();
        return;
      }
      fileSeen = true;
      const write = storage.prepareIncoming().then(async (spool) => {
        spools.push(spool);
        await pipeline(stream, createWriteStream(spool, { flags: "wx" }));
        spooled = { filename: info.filename ?? "", mimetype: info.mimeType, path: spool, truncated: stream.truncated === true };
      });
      // A failed write (disk full) leaves the parser waiting for a reader that is gone: it would never close.
      write.catch(fail);
      writes.push(write);
    });

    parser.on("filesLimit", () => {
      problem ??= refuse(fileField, MULTIPART_MESSAGES.extraFile);
    });
    parser.on("fieldsLimit", () => {
      problem ??= new MalformedRequestError(MULTIPART_MESSAGES.tooManyFields);
    });

    parser.on("close", () => {
      if (settled) return;
      Promise.all(writes).then(
        async () => {
          if (settled) return;
          settled = true;
          const file = spooled as SpooledFile | null;
          const tooLarge = file?.truncated ? refuse(fileField, FILE_MESSAGES.size(maxFileBytes)) : null;
          const refused = problem ?? tooLarge;
          if (refused) {
            await cleanup();
            reject(refused);
            return;
          }
          resolve({
            fields,
            file: file ? { filename: file.filename, mimetype: file.mimetype, stream: () => createReadStream(file.path) } : null,
            cleanup,
          });
        },
        (error: unknown) => fail(error),
      );
    });
  });
}
