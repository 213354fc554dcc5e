// Throttling of failed sign-ins (per account and per client address): slower after 5 failures in 15
// minutes, refused with 429 and Retry-After after 10, for 15 minutes; a success clears the account.
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplier, createUser, jsonRequest, STRONG_PASSWORD } from "../fixtures/auth-users";

const LOCKED_MESSAGE = "Troppi tentativi di accesso non riusciti. Riprova tra 15 minuti.";
const SECOND = 1000;

describe.each(databaseKinds)("limiti ai tentativi di accesso (%s)", (kind) => {
  let t: TestApp;
  let server: ServerType;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const supplier = await createSupplier(t.deps.prisma, { companyName: "Impianti Bianchi Snc" });
    for (const email of ["bersaglio@impianti.it", "vicino@impianti.it", "ritorno@impianti.it", "rete@impianti.it"]) {
      await createUser(t.deps.prisma, { email, kind: "SUPPLIER", supplierId: supplier.id });
    }
    // Over a real socket the app sees the client's address (127.0.0.1), which the per-address limit needs.
    server = await new Promise<ServerType>((resolve) => {
      const listening = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
  });

  // Without a socket (app.fetch) only the per-account limit applies, so these do not disturb each other.
  const login = (email: string, password = "Sbagliata123") => t.request("/api/customersupp/login", jsonRequest({ email, password }));

  it("per account: rallenta dal 6° tentativo, poi 429 con Retry-After fino a 15 minuti dopo", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await login("bersaglio@impianti.it")).status).toBe(401);

    // The 6th waits a second after the 5th failure (the test clock stands still, real time passes).
    const started = performance.now();
    expect((await login("bersaglio@impianti.it")).status).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);

    for (let attempt = 7; attempt <= 10; attempt += 1) {
      t.clock.advance(5 * SECOND); // past each delay (at most 5 s) instead of waiting for it
      expect((await login("bersaglio@impianti.it")).status).toBe(401);
    }

    const refused = await login("bersaglio@impianti.it", STRONG_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toMatchObject({ message: LOCKED_MESSAGE });

    // Another account is not affected.
    expect((await login("vicino@impianti.it", STRONG_PASSWORD)).status).toBe(200);

    t.clock.advance(14 * 60 * SECOND);
    const stillLocked = await login("bersaglio@impianti.it", STRONG_PASSWORD);
    expect(stillLocked.status).toBe(429);
    expect(await stillLocked.json()).toMatchObject({ message: "Troppi tentativi di accesso non riusciti. Riprova tra 1 minuto." });
    t.clock.advance(61 * SECOND);
    expect((await login("bersaglio@impianti.it", STRONG_PASSWORD)).status).toBe(200);
  });

  it("un accesso riuscito azzera il conteggio dell'account", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await login("ritorno@impianti.it")).status).toBe(401);
    t.clock.advance(5 * SECOND);
    expect((await login("ritorno@impianti.it", STRONG_PASSWORD)).status).toBe(200);
    // Without the reset these would be failures 6 to 10 and the next attempt would be refused.
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await login("ritorno@impianti.it")).status).toBe(401);
    t.clock.advance(5 * SECOND);
    expect((await login("ritorno@impianti.it", STRONG_PASSWORD)).status).toBe(200);
  });

  it("per indirizzo: 10 errori su account diversi dallo stesso client bloccano anche un account corretto", async () => {
    const post = (path: string, body: unknown) => fetch(`${baseUrl}${path}`, jsonRequest(body));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await post("/api/customersupp/login", { email: `sconosciuto${attempt}@altrove.it`, password: "Sbagliata1" })).status).toBe(401);
    }
    const started = performance.now();
    expect((await post("/api/customersupp/login", { email: "sconosciuto6@altrove.it", password: "Sbagliata1" })).status).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    for (let attempt = 7; attempt <= 10; attempt += 1) {
      t.clock.advance(5 * SECOND);
      expect((await post("/api/customersupp/login", { email: `sconosciuto${attempt}@altrove.it`, password: "Sbagliata1" })).status).toBe(401);
    }

    const refused = await post("/api/customersupp/login", { email: "rete@impianti.it", password: STRONG_PASSWORD });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);

    const graphqlAnswer = await post("/graphql", {
      query: `mutation { login(input: { email: "rete@impianti.it", password: "${STRONG_PASSWORD}" }) {
        __typename ... on RateLimitedError { message retryAfterSeconds } } }`,
    });
    const { data } = (await graphqlAnswer.json()) as { data: { login: { __typename: string; message: string; retryAfterSeconds: number } } };
    expect(data.login).toMatchObject({ __typename: "RateLimitedError", message: LOCKED_MESSAGE });
    expect(data.login.retryAfterSeconds).toBeGreaterThan(14 * 60);

    // The same account from elsewhere (here: without a socket address) still signs in.
    expect((await login("rete@impianti.it", STRONG_PASSWORD)).status).toBe(200);
  });
});
