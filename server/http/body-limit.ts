// Request bodies read whole into memory (JSON, url-encoded, plain text, on /graphql and under /api) are at most
// 1 MB: refused with 413 before anything reads them (a 100 MB JSON body used to be parsed, for 6.5 s). A declared
// Content-Length is refused at once, unread; a body sent in chunks is counted as it arrives and refused when it
// passes the limit. Multipart bodies carry files and are streamed to disk by their readers (files/multipart.ts,
// files/graphql-multipart.ts), which bound each file (UPLOAD_MAX_BYTES), the number of files and their fields.
import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { PayloadTooLargeError } from "../lib/errors";
import { errorResponse, type Api } from "./rest";

export const BUFFERED_BODY_MAX_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = "La richiesta supera la dimensione massima consentita di 1 MB";

export function isMultipartContentType(contentType: string | null | undefined): boolean {
  return /^\s*multipart\/form-data/i.test(contentType ?? "");
}

// A body read whole that goes silent before its end (a Content-Length longer than what is sent, a client holding
// the connection open) would hold its request until Node's 5-minute request timeout. The multipart readers have
// their own idle timeout (UPLOAD_IDLE_TIMEOUT_SECONDS); here the same silence ends the connection, as a client
// that went away would. The check reads the socket's byte count, so it never touches the body itself (reading it
// here would cost every request the fetch stream that the comment below avoids). It stops at the body's end: the
// time the answer then takes is no silence of the client's.
const IDLE_CHECKS_PER_TIMEOUT = 5;

function endSilentBody(incoming: IncomingMessage | undefined, idleMs: number): () => void {
  if (!incoming || incoming.complete) return () => {};
  const socket = incoming.socket;
  let lastBytes = socket.bytesRead;
  let lastProgress = Date.now();
  const timer = setInterval(() => {
    if (incoming.complete || socket.destroyed) return clearInterval(timer);
    if (socket.bytesRead !== lastBytes) {
      lastBytes = socket.bytesRead;
      lastProgress = Date.now();
    } else if (Date.now() - lastProgress >= idleMs) {
      clearInterval(timer);
      socket.destroy();
    }
  }, Math.max(50, Math.floor(idleMs / IDLE_CHECKS_PER_TIMEOUT)));
  timer.unref();
  return () => clearInterval(timer);
}

function limitBufferedBodies(idleMs: number, tooLarge: () => Response): MiddlewareHandler {
  const countChunks = bodyLimit({ maxSize: BUFFERED_BODY_MAX_BYTES, onError: tooLarge });
  return async (c, next) => {
    if (isMultipartContentType(c.req.header("content-type"))) return next();
    const stopWatching = endSilentBody((c.env as { incoming?: IncomingMessage } | undefined)?.incoming, idleMs);
    try {
      return await limitBufferedBody(c, next);
    } finally {
      stopWatching();
    }
  };

  function limitBufferedBody(c: Parameters<MiddlewareHandler>[0], next: Parameters<MiddlewareHandler>[1]) {
    // A declared length is judged from the header alone: Node's parser never hands a request more bytes than it
    // declares. Hono's bodyLimit would first touch the body, and @hono/node-server then builds a full fetch Request
    // with a web stream over the socket for it, where GraphQL's own read of the JSON takes a fast path without one.
    // That stream cost a tenth of a small signed-in request's CPU.
    const declaredLength = c.req.header("content-length");
    if (declaredLength !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number(declaredLength) > BUFFERED_BODY_MAX_BYTES ? Promise.resolve(tooLarge()) : next();
    }
    return countChunks(c, next);
  }
}

// Registered before the routes and before the viewer is loaded: GraphQL answers in its own error shape, REST in
// the { errors: { input: [...] } } shape of its other refusals.
export function limitRequestBodies(app: Api, idleMs: number): void {
  app.use(
    "/graphql",
    limitBufferedBodies(idleMs, () =>
      Response.json(
        { errors: [{ message: BODY_TOO_LARGE_MESSAGE, extensions: { code: "PAYLOAD_TOO_LARGE", status: 413 } }] },
        { status: 413 },
      ),
    ),
  );
  app.use("/api/*", limitBufferedBodies(idleMs, () => errorResponse(new PayloadTooLargeError(BODY_TOO_LARGE_MESSAGE)) as Response));
}
