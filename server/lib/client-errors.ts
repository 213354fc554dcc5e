// What Node's HTTP server answers, by itself, to bytes it cannot read as a request: a body shorter than its
// Content-Length when the client closes its half of the connection, bytes after a body longer than its
// Content-Length (they read as a second request), headers too large. Node's own answer is an English status
// line with no body; the portal answers the same statuses with a JSON message in Italian, in the shape of the
// REST errors, then closes the connection, since what follows on it cannot be trusted.
import type { EventEmitter } from "node:events";
import type { Duplex } from "node:stream";

export const CLIENT_ERROR_MESSAGES = {
  cutShort: "Richiesta non valida: la connessione si è chiusa prima che arrivasse tutto il corpo dichiarato (Content-Length)",
  unreadable: "Richiesta non valida: il server non riesce a leggerla come richiesta HTTP",
  headersTooLarge: "Richiesta non valida: le intestazioni superano la dimensione consentita",
  timeout: "La richiesta non è arrivata per intero in tempo: riprovare",
} as const;

type ClientError = Error & { code?: string };

function answerOf(error: ClientError): { status: number; reason: string; message: string } {
  if (error.code === "HPE_HEADER_OVERFLOW") return { status: 431, reason: "Request Header Fields Too Large", message: CLIENT_ERROR_MESSAGES.headersTooLarge };
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, reason: "Request Timeout", message: CLIENT_ERROR_MESSAGES.timeout };
  if (error.code === "HPE_INVALID_EOF_STATE") return { status: 400, reason: "Bad Request", message: CLIENT_ERROR_MESSAGES.cutShort };
  return { status: 400, reason: "Bad Request", message: CLIENT_ERROR_MESSAGES.unreadable };
}

// `server`: the HTTP server @hono/node-server's serve() returns.
export function answerClientErrors(server: EventEmitter): void {
  server.on("clientError", (error: ClientError, socket: Duplex) => {
    // A connection reset by the client has nobody to answer; one whose answer has begun cannot get another.
    const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || response?.headersSent) {
      socket.destroy();
      return;
    }
    const { status, reason, message } = answerOf(error);
    const body = JSON.stringify({ errors: { input: [message] } });
    // Closed once the answer is handed to the system, as Node does after its own answer: more bytes of the broken
    // request would only raise this again.
    socket.once("finish", () => socket.destroy());
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
