// Storing an uploaded file: streamed to disk under a generated name while it is measured, hashed and its first
// bytes checked against the extension; then the Media row and the caller's own rows in one transaction.
// A refused or failed upload leaves neither a file nor a row; a crash leaves nothing that the next start's
// sweep cannot tell apart (the process's spool: lib/storage.ts).
import { createHash } from "node:crypto";
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Media, Prisma } from "../../generated/prisma/client";
import type { AppDeps } from "../../deps";
import { ValidationError } from "../../lib/errors";
import type { NewFilePaths, StorageDirectory } from "../../lib/storage";
import type { Viewer } from "../../viewer";
import { withoutFormatCharacters } from "../../../common/file-names";
import { CONTROL_CHARACTERS } from "./file-names";
import { MIME_TYPES, SNIFF_BYTES, contentMatchesExtension, isAllowedExtension, type AllowedExtension } from "./file-type";

// A file arriving from a request, before it is stored (GraphQL Upload or REST multipart alike).
// `discard`, when given, says how to let go of a stream read only in part (by default it is destroyed).
export type IncomingFile = {
  filename: string;
  mimetype: string;
  stream: () => NodeJS.ReadableStream;
  discard?: (stream: NodeJS.ReadableStream) => void;
};

// Raised by a request parser that stopped reading a file at the size limit (the file's stream, or stream()).
export class FileTooLargeError extends Error {
  constructor() {
    super("File troppo grande");
    this.name = "FileTooLargeError";
  }
}

// How long the caller's commit may take: it may load and check several rows before writing its own.
const TRANSACTION_TIMEOUT_MS = 30_000;
// PGlite has one connection: another request's transaction may be holding it for a moment.
const TRANSACTION_MAX_WAIT_MS = 10_000;
const MAX_FILE_NAME_LENGTH = 255;

export const FILE_MESSAGES = {
  type: "Tipo di file non ammesso: sono accettati pdf, doc, docx, xls, xlsx, jpg, jpeg, png, gif",
  name: "Nome del file non valido",
  empty: "Il file è vuoto: scegliere un file con un contenuto",
  mismatch: (extension: string) => `Il contenuto del file non corrisponde al tipo ${extension.toUpperCase()} dichiarato`,
  size: (maxBytes: number) => `Il file supera la dimensione massima consentita di ${megabytesOf(maxBytes)} MB`,
} as const;

// Built once: a NumberFormat costs far more to create than to use.
const MEGABYTES = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 1 });
const FRACTIONS_OF_A_MEGABYTE = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 3 });

function megabytesOf(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return (megabytes >= 1 ? MEGABYTES : FRACTIONS_OF_A_MEGABYTE).format(megabytes);
}

// The extension of an acceptable name, or a ValidationError. The name itself never reaches a path on disk;
// it is refused anyway when it looks like one, since no browser sends such a name for an honest upload.
// `filename` is the name as it will be stored (see withoutFormatCharacters): the extension checked is the one
// a reader sees.
export function checkedExtensionOf(filename: string, field: string): AllowedExtension {
  if (
    filename.trim() === "" ||
    filename.length > MAX_FILE_NAME_LENGTH ||
    /[/\\]/.test(filename) ||
    filename.includes("..") ||
    CONTROL_CHARACTERS.test(filename)
  ) {
    throw new ValidationError({ [field]: [FILE_MESSAGES.name] });
  }
  const dot = filename.lastIndexOf(".");
  const extension = dot > 0 ? filename.slice(dot + 1).toLowerCase() : "";
  if (!isAllowedExtension(extension)) throw new ValidationError({ [field]: [FILE_MESSAGES.type] });
  return extension;
}

// Streams to disk under a generated name, enforcing size limit, allowed extension, content sniffing
// (content must match the extension) and a safe file name; hashes sha256. Throws ValidationError
// { [field]: [italian message] } and leaves nothing on disk when the file is refused.
// Then runs `commit(tx, media)` inside ONE prisma.$transaction that first creates the Media row; if the
// transaction fails the file is removed. Returns what commit returned.
// `only`, when given, narrows the accepted kinds for this upload (a safety data sheet is a PDF): another
// extension is refused with its message, and the content check then holds the file to that kind.
export async function storeUploadedFile<T>(
  deps: AppDeps,
  options: { file: IncomingFile; directory: StorageDirectory; field: string; uploadedBy: Viewer; only?: { extensions: readonly AllowedExtension[]; message: string } },
  commit: (tx: Prisma.TransactionClient, media: Media) => Promise<T>,
): Promise<T> {
  const { file, directory, field, uploadedBy, only } = options;
  const maxBytes = deps.config.uploadMaxBytes;
  const filename = withoutFormatCharacters(file.filename);
  let extension: AllowedExtension;
  let target: NewFilePaths;
  try {
    extension = checkedExtensionOf(filename, field);
    if (only && !only.extensions.includes(extension)) throw new ValidationError({ [field]: [only.message] });
    target = await deps.storage.prepareNew(directory, extension);
  } catch (error) {
    letGoUnread(file);
    throw error;
  }

  let written: { sizeBytes: number; sha256: string };
  try {
    written = await receiveFile(file, target.partialPath, { extension, field, maxBytes });
    await deps.storage.placeNew(target);
  } catch (error) {
    await deps.storage.discardNew(target);
    throw error;
  }

  // Set once the caller's work is done and Prisma goes on to COMMIT. Before that, a failure means the
  // transaction never committed and the file can go; after it, the commit's outcome is unknown (a connection
  // lost while COMMIT was on its way), so the file and its spool record stay for the sweep, which keeps the
  // file if the row is there.
  let committing = false;
  let result: T;
  try {
    result = await deps.prisma.$transaction(
      async (tx) => {
        const media = await tx.media.create({
          data: {
            directory,
            storedName: target.location.storedName,
            extension,
            originalName: filename,
            mimeType: MIME_TYPES[extension],
            sizeBytes: written.sizeBytes,
            sha256: written.sha256,
            createdById: uploadedBy.userId,
          },
        });
        const committed = await commit(tx, media);
        committing = true;
        return committed;
      },
      { timeout: TRANSACTION_TIMEOUT_MS, maxWait: TRANSACTION_MAX_WAIT_MS },
    );
  } catch (error) {
    if (committing) {
      deps.logger.warn("Esito del salvataggio incerto: il file resta fino alla prossima pulizia dell'archivio", {
        file: `${directory}/${target.location.storedName}.${extension}`,
        error: String(error),
      });
    } else {
      await deps.storage.discardNew(target);
    }
    throw error;
  }
  // A record left behind (this failing) only makes the sweep look the row up and keep the file.
  await deps.storage.settleNew(target).catch(() => undefined);
  return result;
}

// A file refused before it was read: a multipart parser is let past it (see IncomingFile.discard), so that a
// later file of the same request still arrives.
function letGoUnread(file: IncomingFile): void {
  if (!file.discard) return;
  try {
    file.discard(file.stream());
  } catch {
    // Already cut or broken: nothing is waiting on it.
  }
}

type ReceiveLimits = { extension: AllowedExtension; field: string; maxBytes: number };

// Copies the file to `partialPath` chunk by chunk, refusing it as soon as a check fails: more bytes than
// allowed, or first bytes that are not the declared kind. Never holds more than the first SNIFF_BYTES.
async function receiveFile(file: IncomingFile, partialPath: string, limits: ReceiveLimits) {
  const { extension, field, maxBytes } = limits;
  const refuse = (message: string) => new ValidationError({ [field]: [message] });
  let source: NodeJS.ReadableStream;
  try {
    source = file.stream();
  } catch (error) {
    throw error instanceof FileTooLargeError ? refuse(FILE_MESSAGES.size(maxBytes)) : error;
  }

  const hash = createHash("sha256");
  let sizeBytes = 0;
  const head: Buffer[] = [];
  let headBytes = 0;
  let sniffed = false;
  const sniff = () => {
    sniffed = true;
    if (!contentMatchesExtension(extension, Buffer.concat(head))) throw refuse(FILE_MESSAGES.mismatch(extension));
  };

  async function* checkedChunks(): AsyncGenerator<Buffer> {
    for await (const chunk of chunksOf(source)) {
      sizeBytes += chunk.length;
      if (sizeBytes > maxBytes) throw refuse(FILE_MESSAGES.size(maxBytes));
      hash.update(chunk);
      if (!sniffed) {
        const part = Buffer.from(chunk.subarray(0, SNIFF_BYTES - headBytes));
        head.push(part);
        headBytes += part.length;
        if (headBytes >= SNIFF_BYTES) sniff();
      }
      yield chunk;
    }
    // busboy marks a file it cut at its own limit; the bytes counted above normally say so first.
    if ((source as { truncated?: boolean }).truncated) throw refuse(FILE_MESSAGES.size(maxBytes));
    if (sizeBytes === 0) throw refuse(FILE_MESSAGES.empty);
    if (!sniffed) sniff();
  }

  // The file is created before any byte flows: a stream that opens it lazily could still be creating it
  // after a refusal, when the caller has already removed the partial file.
  const handle = await open(partialPath, "wx");
  try {
    await pipeline(checkedChunks(), handle.createWriteStream());
  } catch (error) {
    await handle.close().catch(() => undefined);
    if (file.discard) file.discard(source);
    else if (source instanceof Readable) source.destroy();
    if (error instanceof FileTooLargeError) throw refuse(FILE_MESSAGES.size(maxBytes));
    throw error;
  }
  return { sizeBytes, sha256: hash.digest("hex") };
}

// The stream's chunks as Buffers. Reading stopping early does not destroy the stream here: the file's
// `discard` decides (a multipart parser must go on to the rest of its request).
async function* chunksOf(stream: NodeJS.ReadableStream): AsyncGenerator<Buffer> {
  const chunks: AsyncIterable<unknown> = stream instanceof Readable ? stream.iterator({ destroyOnReturn: false }) : stream;
  for await (const chunk of chunks) {
    if (Buffer.isBuffer(chunk)) yield chunk;
    else if (chunk instanceof Uint8Array) yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    else yield Buffer.from(String(chunk));
  }
}
