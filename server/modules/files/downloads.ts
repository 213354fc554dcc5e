// Sending files back: stored files streamed from disk, generated documents from memory. Always as an
// attachment (never rendered inline by the browser) with the name built from the one the user gave.
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { Media } from "../../generated/prisma/client";
import type { AppDeps } from "../../deps";
import { refuseApiClientDownload, type Viewer } from "../../viewer";
import { withoutFormatCharacters } from "../../../common/file-names";

export const FILE_NOT_AVAILABLE_MESSAGE = "file non disponibile";

// Every download goes through one of the two functions below, which is why they take the viewer: an API client
// reads compliance, never a file (viewer.ts), whatever the route's own rule would allow a customer.
// Streams a stored file; 404 {message:"file non disponibile"} when the row or the file is missing.
// Content-Disposition from the original name (spaces → underscores, RFC 5987 filename*). A downloadName
// without the stored file's extension gets it appended.
export async function fileDownloadResponse(deps: AppDeps, viewer: Viewer | null, media: Media | null, downloadName?: string): Promise<Response> {
  refuseApiClientDownload(viewer);
  if (!media) return fileNotAvailable();
  const opened = await deps.storage.openExisting(media);
  if (!opened) {
    deps.logger.warn("File archiviato mancante sul disco", { mediaId: media.id, directory: media.directory });
    return fileNotAvailable();
  }
  const name = downloadName?.trim() ? withExtension(downloadName.trim(), media.extension) : media.originalName;
  const body = Readable.toWeb(opened.stream) as WebReadableStream<Uint8Array>;
  return new Response(body as unknown as ReadableStream<Uint8Array>, {
    status: 200,
    headers: downloadHeaders(name, media.mimeType, opened.sizeBytes),
  });
}

// A document generated on the fly (self-certification, reports).
export function bufferDownloadResponse(viewer: Viewer | null, bytes: Uint8Array, fileName: string, mimeType: string): Response {
  refuseApiClientDownload(viewer);
  // Typed over any ArrayBuffer; the bytes here are never in shared memory.
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers: downloadHeaders(fileName, mimeType, bytes.byteLength) });
}

function fileNotAvailable(): Response {
  return Response.json({ message: FILE_NOT_AVAILABLE_MESSAGE }, { status: 404 });
}

function downloadHeaders(fileName: string, mimeType: string, sizeBytes: number): Headers {
  return new Headers({
    "Content-Type": mimeType,
    "Content-Length": String(sizeBytes),
    "Content-Disposition": contentDispositionOf(fileName),
    "X-Content-Type-Options": "nosniff",
    // Compliance documents are private to the signed-in viewer: no shared cache keeps a copy.
    "Cache-Control": "private, no-store",
  });
}

function withExtension(name: string, extension: string): string {
  return name.toLowerCase().endsWith(`.${extension.toLowerCase()}`) ? name : `${name}.${extension}`;
}

// `attachment; filename="..."; filename*=UTF-8''...`: old clients read the ASCII name, the others the exact
// one. Spaces become underscores in both (spec section 5, Downloads).
export function contentDispositionOf(fileName: string): string {
  // A header value must not carry control characters, nor a name invisible formatting (file-names.ts).
  const cleaned = withoutFormatCharacters(fileName).replace(/[\u0000-\u001f\u007f-\u009f]/g, "").replace(/\s/g, "_") || "file";
  const ascii = cleaned
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(cleaned).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

// A document written while it is sent (the .xlsx reports): no length known in advance.
export function streamDownloadResponse(viewer: Viewer | null, stream: Readable, fileName: string, mimeType: string): Response {
  refuseApiClientDownload(viewer);
  const headers = downloadHeaders(fileName, mimeType, 0);
  headers.delete("Content-Length");
  return new Response(Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>, { status: 200, headers });
}
