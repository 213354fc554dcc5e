// GraphQL multipart requests (https://github.com/jaydenseric/graphql-multipart-request-spec) read by
// graphql-upload-minimal instead of Yoga's own parser, which would hold every file in memory before running
// the operation. The `operations` and `map` fields come first; the operation then runs while the file part is
// still arriving, and the resolver streams it to disk (storeUploadedFile).
//
// Yoga refuses a request whose Content-Length passes its body limit before any parser runs, which would turn an
// oversized file into an English "Request body too large" instead of the Italian size message. So the request
// is read here, and Yoga gets the same request without its body plus the parsed operations (useGraphQLUploads).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import { processRequest } from "graphql-upload-minimal";
import type { GraphQLParams, Plugin } from "graphql-yoga";
import type { Logger } from "../../lib/logger";
import { drainBody, requestBodySource } from "./request-body";

// At most this many files in one request (a form may carry a document and, say, its attachment).
export const MAX_FILES_PER_GRAPHQL_REQUEST = 3;

// The operations as the client sent them, Upload values in place of the files; Yoga checks their shape.
export type GraphQLUploadRequest = { operations: GraphQLParams | GraphQLParams[] };
// What app.ts passes to yoga.fetch beside the request: the parsed multipart operations, when there are any.
export type GraphQLUploadServerContext = { graphqlUpload: GraphQLUploadRequest | null };

export function isMultipartRequest(request: Request): boolean {
  return request.method === "POST" && /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
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

type UploadLimits = { maxFileBytes: number; logger: Logger };

// Reads a multipart GraphQL request up to its operations, runs `execute` with a body-less copy of the request,
// then reads and drops whatever of the body nobody read (a file the operation refused before reading it)
// before answering, so the client's upload always completes (see drainBody). The body is read from the Node
// request when the server gives it (see requestBodySource), else from the fetch Request (app.fetch in tests).
export async function handleGraphQLUploadRequest(
  request: Request,
  nodeRequest: Readable | null | undefined,
  limits: UploadLimits,
  execute: (request: Request, graphqlUpload: GraphQLUploadRequest) => Response | Promise<Response>,
): Promise<Response> {
  const source = requestBodySource(request, nodeRequest);
  if (!source) return uploadErrorResponse(400, "Richiesta di caricamento non valida: corpo mancante");
  // processRequest reads a Node request: a stream with its headers. A stream made from a fetch body gets them here.
  const incoming =
    source === nodeRequest ? source : Object.assign(source, { headers: { "content-type": request.headers.get("content-type") ?? "" } });
  try {
    let operations: GraphQLParams | GraphQLParams[];
    try {
      operations = (await processRequest(incoming as unknown as IncomingMessage, undefined as unknown as ServerResponse, {
        // One byte over the limit tells "too large" apart from "exactly the limit"; storeUploadedFile refuses it.
        maxFileSize: limits.maxFileBytes + 1,
        maxFiles: MAX_FILES_PER_GRAPHQL_REQUEST,
      })) as GraphQLParams | GraphQLParams[];
    } catch (error) {
      const status = statusOf(error);
      limits.logger.info("Richiesta GraphQL multipart rifiutata", { status, error: String(error) });
      if (status === 413 && String(error).includes("max file uploads")) {
        return uploadErrorResponse(413, `Troppi file nella richiesta: al massimo ${MAX_FILES_PER_GRAPHQL_REQUEST}`);
      }
      return uploadErrorResponse(status === 413 ? 413 : 400, "Richiesta di caricamento non valida");
    }
    const headers = new Headers(request.headers);
    headers.delete("content-length");
    const bodiless = new Request(request.url, { method: request.method, headers });
    return await execute(bodiless, { operations });
  } finally {
    await drainBody(source);
  }
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" ? status : 400;
}

function uploadErrorResponse(status: number, message: string): Response {
  return Response.json({ errors: [{ message, extensions: { code: "BAD_USER_INPUT", status } }] }, { status });
}
