// Reads a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec): the
// `operations` field, then `map` (file key → where in the operations the file goes), then the files, each put in
// the operations as an `Upload` of graphql-upload-minimal (whose scalar the schema uses).
//
// graphql-upload-minimal's own reader (processRequest) is not used: it lets busboy's second 'error' event go
// unhandled, so a malformed part header ended the process, and it silently skips what the spec does not allow
// (a second `map`, a file nobody mapped). Here the envelope is strict, and every way it can be wrong is a 400 with
// an Italian message, found before the operation runs whenever the body has shown it by then: the operation
// starts once the first file's part has begun (files then stream to the resolvers, never held whole), or once
// the body has ended when no file was mapped.
import { PassThrough, type Readable } from "node:stream";
import { Upload, type FileUpload } from "graphql-upload-minimal";
import type { GraphQLParams } from "graphql-yoga";
import { MalformedRequestError, PayloadTooLargeError, RequestTimeoutError, ValidationError } from "../../lib/errors";
import { openMultipartParser, type MultipartFailure, type MultipartParser } from "./multipart-parser";

const MAX_FIELD_BYTES = 1024 * 1024;
const PREFIX = "Richiesta di caricamento non valida";

export const GRAPHQL_MULTIPART_MESSAGES = {
  malformed: `${PREFIX}: il modulo multipart è malformato`,
  incomplete: `${PREFIX}: il modulo multipart è incompleto`,
  boundary: `${PREFIX}: il tipo di contenuto deve essere multipart/form-data con un delimitatore (boundary) valido`,
  disconnected: `${PREFIX}: la connessione si è interrotta durante l'invio`,
  operations: `${PREFIX}: il primo campo deve essere "operations", un oggetto JSON`,
  map: `${PREFIX}: dopo "operations" deve venire "map", un oggetto JSON che associa a ogni file un elenco di percorsi`,
  mapPath: `${PREFIX}: un percorso del campo "map" non indica un valore null delle variabili`,
  unexpectedPart: `${PREFIX}: dopo "operations" e "map" sono ammessi solo i file indicati in "map", una volta ciascuno`,
  missingFile: `${PREFIX}: manca un file indicato nel campo "map"`,
  fieldTooLarge: `${PREFIX}: i campi "operations" e "map" non possono superare 1 MB`,
  tooManyFiles: (max: number) => `Troppi file nella richiesta: al massimo ${max}`,
  stalled: (seconds: number) => `Caricamento interrotto: nessun dato ricevuto per ${seconds} secondi. Riprovare il caricamento`,
} as const;

const FAILURE_MESSAGES: Record<Exclude<MultipartFailure, "stalled">, string> = {
  malformed: GRAPHQL_MULTIPART_MESSAGES.malformed,
  incomplete: GRAPHQL_MULTIPART_MESSAGES.incomplete,
  boundary: GRAPHQL_MULTIPART_MESSAGES.boundary,
  disconnected: GRAPHQL_MULTIPART_MESSAGES.disconnected,
};

// What a resolver is told when its file did not arrive whole (the body broke off or went wrong inside it).
export const FILE_NOT_RECEIVED_MESSAGE = "Il file non è stato ricevuto per intero: riprovare il caricamento";

export type Operations = GraphQLParams | GraphQLParams[];
export type GraphQLMultipart = {
  operations: Operations;
  // The first thing found wrong with the envelope, so far.
  problem(): ValidationError | null;
  // Stops reading: called once the answer is ready and the rest of the body has been dropped.
  stop(): void;
};

// idleMs: how long the body may go without a byte (UPLOAD_IDLE_TIMEOUT_SECONDS).
type Limits = { maxFileBytes: number; maxFiles: number; idleMs: number };
// Upload's declared type leaves out the two methods its reader settles it with.
type PendingUpload = Upload & { resolve(file: FileUpload): void; reject(error: Error): void };

// Resolves when the operation may run, or rejects with a MalformedRequestError / PayloadTooLargeError.
export function readGraphQLMultipart(source: Readable, contentType: string, limits: Limits): Promise<GraphQLMultipart> {
  return new Promise((resolve, reject) => {
    let operations: Operations | undefined;
    let uploads: Map<string, PendingUpload> | null = null;
    const received = new Set<string>();
    let problem: ValidationError | null = null;
    let started = false;
    let handle: MultipartParser | null = null;
    // Settled true once the request's body has ended as declared (its Content-Length, or its last chunk),
    // false at the first problem before that: the last file's stream ends only then (see receivedWhole). Not
    // the parser's own end, which also waits for every file stream, a file no resolver took included.
    let settleBody: (whole: boolean) => void = () => undefined;
    const wholeBody = new Promise<boolean>((resolve) => (settleBody = resolve));
    source.once("end", () => settleBody(problem === null));

    const refuse = (error: ValidationError) => {
      if (problem) return;
      problem = error;
      settleBody(false);
      const notReceived = new ValidationError({ file: [FILE_NOT_RECEIVED_MESSAGE] });
      for (const [key, upload] of uploads ?? []) if (!received.has(key)) upload.reject(notReceived);
      handle?.stop();
      if (!started) reject(error);
    };
    const malformed = (message: string) => refuse(new MalformedRequestError(message));
    const start = () => {
      if (started || problem || !operations) return;
      started = true;
      resolve({ operations, problem: () => problem, stop: () => handle?.stop() });
    };

    handle = openMultipartParser(
      source,
      contentType,
      // Parts past these are refused below (the operations, the map, the files, one more to notice extras).
      {
        fieldSize: MAX_FIELD_BYTES,
        fields: 3,
        files: limits.maxFiles + 1,
        fileSize: limits.maxFileBytes + 1,
        parts: limits.maxFiles + 3,
        idleMs: limits.idleMs,
      },
      (failure) =>
        failure === "stalled"
          ? refuse(new RequestTimeoutError(GRAPHQL_MULTIPART_MESSAGES.stalled(Math.round(limits.idleMs / 1000))))
          : malformed(FAILURE_MESSAGES[failure]),
    );
    if (!handle) {
      malformed(GRAPHQL_MULTIPART_MESSAGES.boundary);
      return;
    }
    const { parser } = handle;

    parser.on("field", (name: string, value: string, info: { valueTruncated: boolean }) => {
      if (info.valueTruncated) return refuse(new PayloadTooLargeError(GRAPHQL_MULTIPART_MESSAGES.fieldTooLarge));
      if (operations === undefined) {
        const parsed = name === "operations" ? parseJson(value) : undefined;
        if (!parsed || typeof parsed !== "object") return malformed(GRAPHQL_MULTIPART_MESSAGES.operations);
        operations = parsed as Operations;
        return;
      }
      if (uploads !== null || name !== "map") return malformed(GRAPHQL_MULTIPART_MESSAGES.unexpectedPart);
      const map = parseJson(value);
      if (!isPlainObject(map)) return malformed(GRAPHQL_MULTIPART_MESSAGES.map);
      const entries = Object.entries(map);
      if (entries.length > limits.maxFiles) {
        return refuse(new PayloadTooLargeError(GRAPHQL_MULTIPART_MESSAGES.tooManyFiles(limits.maxFiles)));
      }
      uploads = new Map();
      for (const [key, paths] of entries) {
        if (!Array.isArray(paths) || paths.length === 0) return malformed(GRAPHQL_MULTIPART_MESSAGES.map);
        const upload = new Upload() as PendingUpload;
        uploads.set(key, upload);
        for (const path of paths) {
          if (typeof path !== "string" || !placeUpload(operations, path, upload)) return malformed(GRAPHQL_MULTIPART_MESSAGES.mapPath);
        }
      }
    });

    parser.on("file", (name: string, stream: Readable, info: { filename: string; encoding: string; mimeType: string }) => {
      const upload = uploads?.get(name);
      if (!upload || received.has(name)) {
        stream.resume();
        if (operations === undefined) return malformed(GRAPHQL_MULTIPART_MESSAGES.operations);
        return malformed(uploads ? GRAPHQL_MULTIPART_MESSAGES.unexpectedPart : GRAPHQL_MULTIPART_MESSAGES.map);
      }
      received.add(name);
      // The last file mapped is the one the body's end follows: it counts as received once that end has come as
      // declared. An earlier file's part was closed by the next part's boundary, so it is whole as sent; holding
      // it until the body's end would stall the parser behind a later file that no resolver reads yet.
      const last = received.size === uploads?.size;
      upload.resolve(fileUploadOf(name, stream, info, () => problem, last ? wholeBody : null));
      start();
    });

    parser.on("fieldsLimit", () => malformed(GRAPHQL_MULTIPART_MESSAGES.unexpectedPart));
    parser.on("filesLimit", () => malformed(GRAPHQL_MULTIPART_MESSAGES.unexpectedPart));
    parser.on("partsLimit", () => malformed(GRAPHQL_MULTIPART_MESSAGES.unexpectedPart));

    parser.on("close", () => {
      if (problem) return;
      if (operations === undefined) return malformed(GRAPHQL_MULTIPART_MESSAGES.operations);
      if (uploads === null) return malformed(GRAPHQL_MULTIPART_MESSAGES.map);
      if (received.size < uploads.size) return malformed(GRAPHQL_MULTIPART_MESSAGES.missingFile);
      start();
    });
  });
}

// The value graphql-upload-minimal's Upload scalar hands to a resolver. A file cut at the size limit says so
// (status 413) when its stream is asked for; so does one whose request went wrong before it was read.
function fileUploadOf(
  fieldName: string,
  stream: Readable & { truncated?: boolean },
  info: { filename: string; encoding: string; mimeType: string },
  problem: () => ValidationError | null,
  wholeBody: Promise<boolean> | null,
): FileUpload {
  let taken = false;
  let tooLarge = false;
  stream.on("limit", () => {
    tooLarge = true;
  });
  return {
    fieldName,
    filename: info.filename,
    mimetype: info.mimeType,
    encoding: info.encoding,
    createReadStream() {
      if (tooLarge) throw Object.assign(new Error("File troppo grande"), { status: 413 });
      const failed = problem();
      if (failed && (stream.destroyed || stream.readableEnded)) throw failed;
      if (taken) throw new Error("Lo stesso file è usato due volte nell'operazione");
      taken = true;
      return receivedWhole(stream, wholeBody);
    },
  } as FileUpload;
}

// The file's bytes as they arrive; however the part breaks off (the body cut inside it, a malformed part after
// it, the connection dropped), its reader gets the Italian "not received whole" instead of the parser's error.
// With `wholeBody`, the end of the file waits for the end of the body: a client that half-closes the connection
// short of the Content-Length it declared has not sent its request whole, and its file must not be committed.
function receivedWhole(stream: Readable & { truncated?: boolean }, wholeBody: Promise<boolean> | null): Readable {
  const copy = new PassThrough();
  // The copy is destroyed with an error when the part breaks off, also after its reader has let it go (a file
  // refused before it was read, then the parser stopped under it): an 'error' with no listener ends the process.
  // A reader still attached gets the error through its own listener.
  copy.on("error", () => undefined);
  const notReceived = () => {
    if (!copy.destroyed) copy.destroy(new ValidationError({ file: [FILE_NOT_RECEIVED_MESSAGE] }));
  };
  stream.on("error", notReceived);
  stream.pipe(copy, { end: false });
  stream.on("end", () => {
    if (!wholeBody) return void copy.end();
    void wholeBody.then((whole) => (whole && !copy.destroyed ? copy.end() : notReceived()));
  });
  // storeUploadedFile reads busboy's mark of a file cut at the size limit.
  Object.defineProperty(copy, "truncated", { get: () => stream.truncated === true });
  return copy;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

// Puts `upload` where `path` ("variables.input.file", "0.variables.files.1") says, when that place exists in the
// operations and holds null, as the spec asks; anything else is refused (a path into nothing, or one that would
// overwrite a value the client sent, or reach an object's prototype).
function placeUpload(operations: Operations, path: string, upload: Upload): boolean {
  const keys = path.split(".");
  const last = keys.pop();
  if (last === undefined || keys.some((key) => key === "" || FORBIDDEN_KEYS.has(key)) || FORBIDDEN_KEYS.has(last)) return false;
  let target: unknown = operations;
  for (const key of keys) {
    if (typeof target !== "object" || target === null || !Object.hasOwn(target, key)) return false;
    target = (target as Record<string, unknown>)[key];
  }
  if (typeof target !== "object" || target === null || !Object.hasOwn(target, last)) return false;
  if ((target as Record<string, unknown>)[last] !== null) return false;
  (target as Record<string, unknown>)[last] = upload;
  return true;
}
