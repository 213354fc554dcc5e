// A request that reached the server before the stop began, but that a busy event loop had not read yet, is served,
// not refused nor reset: the stop comes in the same turn of the loop as the request's bytes, before they are read.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpDrain } from "./http-drain";
import { createLogger } from "./logger";

type Outcome = { status: number; text: string } | { error: string };

describe("arresto: le richieste arrivate prima del segnale", () => {
  let close: () => void = () => undefined;
  afterEach(() => close());

  it("una richiesta già inviata ma non ancora letta quando l'arresto comincia ha la sua risposta", async () => {
    const drain = createHttpDrain(createLogger("silent"));
    const server = serve({ fetch: drain.wrap(() => new Response("fatto")), port: 0, hostname: "127.0.0.1" }) as http.Server;
    drain.watch(server);
    close = () => server.close();
    await new Promise<void>((resolve) => (server.listening ? resolve() : server.once("listening", () => resolve())));
    const { port } = server.address() as AddressInfo;
    const request = http.request({ host: "127.0.0.1", port, path: "/", method: "POST", agent: false, headers: { "content-length": "2" } });
    const outcome = new Promise<Outcome>((resolve) => {
      request.on("response", (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? String(error) }));
    });
    // The whole request is with the system before the stop begins; the loop has not read it yet.
    await new Promise<void>((resolve) => request.end("ok", () => resolve()));
    const busyUntil = Date.now() + 100;
    while (Date.now() < busyUntil) {
      // The loop is busy as the signal comes: the request's bytes wait in the system.
    }
    drain.begin();
    expect(await outcome).toEqual({ status: 200, text: "fatto" });
    await drain.idle();
  });
});
