// Reading request bodies that carry files, for both the GraphQL and the REST multipart parsers.
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

// Past these, the rest of an unread body is not waited for: the answer goes out and Node closes the connection.
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 30_000;

// The request body as a Node stream. Under @hono/node-server the Node request itself: the fetch Request's body
// there goes through Readable.toWeb, which on Node 20 reads the whole upload into memory ahead of its reader
// (it counts chunks, not bytes, against a high-water mark of 16384). Nothing else may have read the body: once
// the fetch body has been asked for (`request.body`, even only to look), its stream reads the Node request too and
// pauses it once its own queue is full, a queue nobody else empties, so that a reader of the Node request
// would wait for ever. Should that have happened, the fetch body, which then holds what was read, is the source.
export function requestBodySource(request: Request, nodeRequest: Readable | null | undefined): Readable | null {
  const readElsewhere = nodeRequest ? nodeRequest.readableFlowing !== null || nodeRequest.readableDidRead : false;
  if (nodeRequest && !nodeRequest.readableEnded && !readElsewhere) return nodeRequest;
  return request.body ? Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>) : null;
}

// Reads and drops what is left of a body (a file refused before it was read, parts after an error), resolving
// once it has all arrived. Answering earlier makes Node close the connection with the upload still being
// sent, and the browser then reports a network error instead of our message. A client that stops sending for
// `idleMs` is not waited for: nothing more is coming.
export function drainBody(source: Readable, idleMs: number): Promise<void> {
  if (source.readableEnded || source.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let bytes = 0;
    let idle = setTimeout(() => done(), idleMs);
    const done = () => {
      clearTimeout(timer);
      clearTimeout(idle);
      source.off("data", onData);
      source.off("end", done);
      source.off("close", done);
      source.off("error", done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      clearTimeout(idle);
      idle = setTimeout(() => done(), idleMs);
      if (bytes > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    source.on("data", onData);
    source.on("end", done);
    source.on("close", done);
    source.on("error", done);
    source.unpipe();
    source.resume();
  });
}
