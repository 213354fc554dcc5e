// GraphQL multipart requests (https://github.com/jaydenseric/graphql-multipart-request-spec), read by
// readGraphQLMultipart instead of Yoga's own parser, which would hold every file in memory before running the
// operation. The operation runs while the file part is still arriving, and the resolver streams it to disk
// (storeUploadedFile).
//
// Yoga refuses a request whose Content-Length passes its body limit before any parser runs, which would turn an
// oversized file into an English "Request body too large" instead of the Italian size message. So the request
// is read here, and Yoga gets the same request without its body plus the parsed operations (useGraphQLUploads).
import type { Readable } from "node:stream";
import type { GraphQLParams, Plugin } from "graphql-yoga";
import { isMultipartContentType } from "../../http/body-limit";
import { RequestTimeoutError, type ValidationError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { readGraphQLMultipart, type GraphQLMultipart } from "./graphql-multipart";
import { drainBody, requestBodySource } from "./request-body";

// At most this many files in one request (a form may carry a document and, say, its attachment).
export const MAX_FILES_PER_GRAPHQL_REQUEST = 3;

// The operations as the client sent them, Upload values in place of the files; Yoga checks their shape.
export type GraphQLUploadRequest = { operations: GraphQLParams | GraphQLParams[] };
// What app.ts passes to yoga.fetch beside the request: the parsed multipart operations, when there are any.
export type GraphQLUploadServerContext = { graphqlUpload: GraphQLUploadRequest | null };

// The same test as the body limit's: what it lets through unbounded must be what is streamed here.
export function isMultipartRequest(request: Request): boolean {
  return request.method === "POST" && isMultipartContentType(request.headers.get("content-type"));
}

// Hands the operations read by `handleGraphQLUploadRequest` to Yoga as the request's parameters.
export function useGraphQLUploads(): Plugin<Record<string, unknown>, GraphQLUploadServerContext> {
  return {
    onRequestParse({ serverContext, setRequestParser }) {
      const upload = serverContext.graphqlUpload;
      if (upload) setRequestParser(() => upload.operations);
    },
  };
}

// idleMs: how long the body may go without a byte before the request is ended (UPLOAD_IDLE_TIMEOUT_SECONDS).
type UploadLimits = { maxFileBytes: number; idleMs: number; logger: Logger };

// Reads a multipart GraphQL request up to the point where its operation may run, runs `execute` with a body-less
// copy of the request, then reads and drops whatever of the body nobody read (a file the operation refused before
// reading it) before answering, so the client's upload always completes (see drainBody). The body is read from
// the Node request when the server gives it (see requestBodySource), else from the fetch Request (app.fetch in
// tests). A malformed envelope answers 400 (413 for its size limits) without running the operation, when the
// body has shown it by then; found later (inside a file), the resolver reading that file is told it did not
// arrive whole, and the operation answers. A body that stops arriving is given up after `idleMs`: 408 before the
// operation, the operation's own answer after, and either way the connection is closed with the answer.
export async function handleGraphQLUploadRequest(
  request: Request,
  nodeRequest: Readable | null | undefined,
  limits: UploadLimits,
  execute: (request: Request, graphqlUpload: GraphQLUploadRequest) => Response | Promise<Response>,
): Promise<Response> {
  const source = requestBodySource(request, nodeRequest);
  if (!source) return uploadErrorResponse(400, "Richiesta di caricamento non valida: corpo mancante");
  let envelope: GraphQLMultipart | null = null;
  let stalled = false;
  try {
    try {
      envelope = await readGraphQLMultipart(source, request.headers.get("content-type") ?? "", {
        maxFileBytes: limits.maxFileBytes,
        maxFiles: MAX_FILES_PER_GRAPHQL_REQUEST,
        idleMs: limits.idleMs,
      });
    } catch (error) {
      stalled = error instanceof RequestTimeoutError;
      return refused(error as ValidationError, limits.logger);
    }
    const early = envelope.problem();
    stalled = early instanceof RequestTimeoutError;
    if (early) return refused(early, limits.logger);
    const headers = new Headers(request.headers);
    headers.delete("content-length");
    const bodiless = new Request(request.url, { method: request.method, headers });
    const response = await execute(bodiless, { operations: envelope.operations });
    const late = envelope.problem();
    if (!late) return response;
    limits.logger.info("Richiesta GraphQL multipart malformata dopo l'avvio dell'operazione", { error: late.message });
    stalled = late instanceof RequestTimeoutError;
    return stalled ? closingConnection(response) : response;
  } finally {
    // After a stall the rest of the body is not coming: nothing to wait for.
    if (!stalled) await drainBody(source, limits.idleMs);
    envelope?.stop();
  }
}

// The same answer, with the connection closed after it: the rest of the body the client declared is not
// coming, and a kept-alive connection would wait for it.
function closingConnection(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Connection", "close");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function refused(error: ValidationError, logger: Logger): Response {
  logger.info("Richiesta GraphQL multipart rifiutata", { status: error.status, error: error.message });
  return uploadErrorResponse(error.status, error.message);
}

function uploadErrorResponse(status: number, message: string): Response {
  const headers: Record<string, string> = status === 408 ? { Connection: "close" } : {};
  return Response.json({ errors: [{ message, extensions: { code: "BAD_USER_INPUT", status } }] }, { status, headers });
}
