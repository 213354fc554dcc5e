// Stopping the HTTP server without failing a request. Once stopping, the listening socket is closed, idle
// keep-alive connections are closed at once and busy ones after their answer (Connection: close), a request that
// still arrives on an open connection is refused with 503, and the requests in flight (uploads included: their
// answer goes out only once the file is committed) are waited for. If they must be cut short (force), each that
// has no answer yet gets a 503 refusal instead of a reset connection, and then every connection is closed.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Logger } from "./logger";

// How long the refusals of a forced stop get to leave before their connections are closed.
const REFUSAL_FLUSH_MS = 1_000;
// After a forced stop, how long the handlers cut short get to notice (their connection gone, an upload's stream
// ended) and tidy up (a spooled file removed) before the database and the spool are closed under them.
const HANDLER_SETTLE_MS = 5_000;

// A request refused on arrival never started; one cut short may have saved its change before the refusal (a
// transaction cannot be called back), so its user is told to look before sending it again.
const REFUSED_MESSAGE = "Il portale si sta arrestando: riprovare tra qualche istante";
const CUT_SHORT_MESSAGE = "Il portale si sta arrestando e la richiesta è stata interrotta: controllare se la modifica è stata salvata prima di riprovare";

type Fetch<E> = (request: Request, env: E) => Response | Promise<Response>;

export type HttpDrain = {
  // The app's fetch, wrapped: refuses what arrives while stopping, and what is unanswered when forced.
  wrap<E>(fetch: Fetch<E>): (request: Request, env: E) => Promise<Response>;
  // Follows every request's answer on this server; call once, before it listens.
  watch(server: Server): void;
  // No more connections or requests; the requests in flight go on. Returns how many there are.
  begin(): number;
  // Resolves once no request is in flight and no handler runs (at once when none does).
  idle(): Promise<void>;
  // Refuses the requests still unanswered, closes every connection, then waits (bounded) for their handlers.
  force(): Promise<void>;
  // Requests whose answer has not been fully sent.
  inFlight(): number;
};

export function createHttpDrain(logger: Logger): HttpDrain {
  let server: Server | null = null;
  let stopping = false;
  // Set two turns of the event loop after stopping: from then on a request that arrives is refused and idle
  // connections are closed (see begin).
  let refusing = false;
  let forced = false;
  let cut: () => void = () => undefined;
  const cutShort = new Promise<void>((resolve) => (cut = resolve));
  // Answers not yet fully sent; request bodies not yet fully read; app handlers not yet settled (a handler may run
  // on after a forced refusal), each with what it serves ("POST /graphql"), to say which ones a forced stop left.
  const answers = new Set<ServerResponse>();
  const bodies = new Set<IncomingMessage>();
  const handlers = new Map<Promise<unknown>, string>();
  let waiters: { ready: () => boolean; wake: () => void }[] = [];

  const changed = () => {
    const woken = waiters.filter((waiter) => waiter.ready());
    waiters = waiters.filter((waiter) => !woken.includes(waiter));
    for (const waiter of woken) waiter.wake();
  };
  const until = (ready: () => boolean) => new Promise<void>((wake) => (ready() ? wake() : waiters.push({ ready, wake })));
  const idle = () => until(() => answers.size + handlers.size === 0);

  return {
    wrap(fetch) {
      return async (request, env) => {
        if (refusing) return refusal(request, REFUSED_MESSAGE);
        const handled = (async () => fetch(request, env))();
        const served = `${request.method} ${new URL(request.url).pathname}`;
        handlers.set(handled, served);
        // Which requests a stop will wait for: the tests that stop a server send the signal once theirs are here.
        logger.debug("Richiesta in corso", { request: served });
        void handled.catch(() => undefined).finally(() => {
          handlers.delete(handled);
          changed();
        });
        const answer = await Promise.race([handled, cutShort.then(() => null)]);
        if (answer) return answer;
        // The handler's own answer, should it come after the refusal, is never read: let go of its body.
        void handled.then((late) => late.body?.cancel(), () => undefined);
        return refusal(request, CUT_SHORT_MESSAGE);
      };
    },

    watch(watched) {
      server = watched;
      // Before the app's listener, so that Connection: close is set before any answer is written.
      watched.prependListener("request", (request: IncomingMessage, response: ServerResponse) => {
        answers.add(response);
        if (stopping) response.setHeader("Connection", "close");
        response.once("close", () => {
          answers.delete(response);
          // This connection is idle now (or closing): nothing more will come on it.
          if (refusing) watched.closeIdleConnections();
          changed();
        });
        if (request.readableEnded) return;
        bodies.add(request);
        // A body cut short by force() errs on purpose; its readers have their own listeners.
        request.on("error", () => undefined);
        const read = () => void bodies.delete(request);
        request.once("end", read);
        request.once("close", read);
      });
    },

    begin() {
      if (!stopping) {
        stopping = true;
        for (const response of answers) if (!response.headersSent) response.setHeader("Connection", "close");
        // A busy event loop may see the signal in the same turn as connections still waiting to be accepted and
        // requests that arrived before it but are not read yet, and read what newly accepted connections carry
        // only in the next turn. So: this turn accepts what is waiting (closing the listener first would reset
        // those connections) and reads what has arrived, then listening stops and the system refuses new
        // connections; the next turn reads the accepted ones; only then are requests refused and the idle
        // connections (no request begun) closed. Refusing at once answered 503 to a request sent before the
        // signal, or reset its connection, whenever the loop was busy as it came.
        setImmediate(() => {
          server?.close();
          setImmediate(() => {
            refusing = true;
            server?.closeIdleConnections();
          });
        });
      }
      return answers.size;
    },

    idle,

    async force() {
      if (forced) return idle();
      forced = true;
      stopping = true;
      refusing = true;
      cut();
      await Promise.race([until(() => answers.size === 0), delay(REFUSAL_FLUSH_MS)]);
      // Once its answer has gone, Node no longer tells a request that its connection closed: a body still awaited
      // (an upload's file) would be awaited for ever, its spooled part left behind. Cut, it errs, and its reader
      // removes what it had written.
      for (const body of bodies) body.destroy(new Error("Arresto del portale: richiesta interrotta"));
      server?.closeAllConnections();
      await Promise.race([idle(), delay(HANDLER_SETTLE_MS)]);
      if (handlers.size > 0) logger.warn("Arresto: richieste interrotte ancora in esecuzione", { requests: [...handlers.values()] });
    },

    inFlight: () => answers.size,
  };
}

function refusal(request: Request, message: string): Response {
  const headers = { "Retry-After": "5", Connection: "close" };
  const path = new URL(request.url).pathname;
  // /healthz tells a load balancer this process is going away; /graphql answers in GraphQL's shape.
  if (path === "/healthz") return Response.json({ status: "stopping" }, { status: 503, headers });
  if (path === "/graphql") {
    return Response.json({ errors: [{ message, extensions: { code: "SERVICE_UNAVAILABLE", status: 503 } }] }, { status: 503, headers });
  }
  return Response.json({ message }, { status: 503, headers });
}

function delay(ms: number): Promise<void> {
  // Not unref'd: with the listener and connections closed, nothing else may keep the process alive meanwhile.
  return new Promise((resolve) => setTimeout(resolve, ms));
}
