// Throttling of sign-ins after OWASP (issue 7, section 2), on both stores of the counters (memory and
// the real Redis) and both databases: per (account, address) pair with growing waits, per address with a
// cap high enough for an office, never a lock someone else can hold on an account. Requests come over a
// real socket from 127.0.0.1, a trusted proxy, so X-Forwarded-For names the client address of each one.
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SIGN_IN_LIMITS, type Config, type SignInLimits } from "../../server/config";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplier, createUser, STRONG_PASSWORD } from "../fixtures/auth-users";
import { dropRedisKeys, limiterConfig, limiterStores, uniqueRedisPrefix, type LimiterStore } from "../fixtures/redis";

const WRONG = "Sbagliata2026";
// The counters expire on the store's clock (Redis's, or timers in memory), which a test cannot move. So each wait
// and window a test relies on is short enough to wait through yet long enough for the requests that must fall
// inside it on a loaded machine (a failed sign-in, scrypt and all, took up to 18 s at load 35 on 2 cores), a test measures
// the time its requests took within the window it set, and it waits a window out as the server's Retry-After says.
// 2 free failures per pair, then 30 s, 60 s ...
const FIRST_DELAY_SECONDS = 30;
// Three mail requests must fall inside it: with another process keeping both cores busy they took over 7 s, so a
// window of 6 s failed the test's own check on the machine; the wait out of it runs beside the other combinations'.
const RESET_WINDOW_SECONDS = 20;
const SHORT_LIMITS: SignInLimits = {
  ...DEFAULT_SIGN_IN_LIMITS,
  freeFailuresPerPair: 2,
  firstDelaySeconds: FIRST_DELAY_SECONDS,
  maxDelaySeconds: 120,
  failuresPerAddress: 4,
  // Never waited out: only long enough for every attempt of a test to count.
  addressWindowSeconds: 600,
  resetRequestsPerEmail: 2,
  resetRequestsPerAddress: 3,
  resetWindowSeconds: RESET_WINDOW_SECONDS,
};
// "Riprova tra …" for a wait in seconds (its bound is checked on Retry-After).
const FIRST_WAIT_TEXT = "(1 secondo|\\d+ secondi)";

type Portal = { t: TestApp; server: ServerType; base: string };

async function startPortal(kind: (typeof databaseKinds)[number], overrides: Partial<Config>): Promise<Portal> {
  const t = await createTestApp(kind, { trustProxy: { addresses: ["127.0.0.1"] }, ...overrides });
  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
  });
  return { t, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function stopPortal(portal: Portal | undefined): Promise<void> {
  if (!portal) return;
  await new Promise((resolve) => portal.server.close(resolve));
  await portal.t.close();
}

function post(portal: Portal, path: string, from: string, body: unknown, token?: string) {
  return fetch(`${portal.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

const login = (portal: Portal, from: string, email: string, password = WRONG) =>
  post(portal, "/api/customersupp/login", from, { email, password });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secondsSince = (start: number) => (performance.now() - start) / 1000;

// Waits as long as a refusal's Retry-After says (whole seconds, rounded up): then the wait it announced is over.
async function waitOut(refusal: Response): Promise<void> {
  const seconds = Number(refusal.headers.get("retry-after"));
  expect(seconds).toBeGreaterThanOrEqual(1);
  await sleep(seconds * 1000 + 50);
}

// The four combinations wait out their windows at the same time (each has its own portal and counters): one after
// the other they spent two minutes of the run doing nothing. Within a combination the steps stay in order.
describe.concurrent("limiti ai tentativi di accesso", () => {
  describe.each(limiterStores.flatMap((store) => databaseKinds.map((kind) => [store, kind] as [LimiterStore, typeof kind])))(
    "%s, %s",
    (store, kind) => {
      let portal: Portal;
      const prefix = uniqueRedisPrefix();

      beforeAll(async () => {
        portal = await startPortal(kind, { ...limiterConfig(store, prefix), signInLimits: SHORT_LIMITS });
        const supplier = await createSupplier(portal.t.deps.prisma, { companyName: "Impianti Bianchi Snc" });
        for (const email of ["titolare@impianti.it", "ufficio1@impianti.it", "ufficio2@impianti.it", "cambio@impianti.it"]) {
          await createUser(portal.t.deps.prisma, { email, kind: "SUPPLIER", supplierId: supplier.id });
        }
      });
      afterAll(async () => {
        await stopPortal(portal);
        if (store === "redis") await dropRedisKeys(prefix);
      });

      describe.sequential("un passo dopo l'altro", () => {
        it("la coppia (account, indirizzo) attende sempre di più; dall'indirizzo del titolare l'account resta aperto", { timeout: 600_000 }, async () => {
          const attacker = "203.0.113.7";
          const owner = "198.51.100.20";
          // Two free failures, then the pair waits 30 s: even the right password is refused meanwhile.
          expect((await login(portal, attacker, "titolare@impianti.it")).status).toBe(401);
          const firstWaitFrom = performance.now(); // the wait starts while the second failure is answered
          expect((await login(portal, attacker, "titolare@impianti.it")).status).toBe(401);
          const waiting = await login(portal, attacker, "titolare@impianti.it", STRONG_PASSWORD);
          expect(secondsSince(firstWaitFrom), "the machine took longer than the wait under test").toBeLessThan(FIRST_DELAY_SECONDS);
          expect(waiting.status).toBe(429);
          expect(Number(waiting.headers.get("retry-after"))).toBeLessThanOrEqual(FIRST_DELAY_SECONDS);
          expect(await waiting.clone().json()).toMatchObject({ message: expect.stringMatching(new RegExp(`^Troppi tentativi di accesso non riusciti\\. Riprova tra ${FIRST_WAIT_TEXT}\\.$`)) });

          // The owner, elsewhere, signs in at once ...
          expect((await login(portal, owner, "titolare@impianti.it", STRONG_PASSWORD)).status).toBe(200);

          // ... which does not clear the attacker's pair: each further failure doubles its wait, 60 s after the third.
          await waitOut(waiting);
          const doubledFrom = performance.now();
          expect((await login(portal, attacker, "titolare@impianti.it")).status).toBe(401);
          const longer = await login(portal, attacker, "titolare@impianti.it");
          const elapsed = secondsSince(doubledFrom);
          expect(elapsed, "the machine took longer than the first wait: the doubling cannot be told").toBeLessThan(FIRST_DELAY_SECONDS);
          expect(longer.status).toBe(429);
          // What is left of 60 s, less than 30 s after it was set: more than the first wait could ever leave.
          const left = Number(longer.headers.get("retry-after"));
          expect(left).toBeGreaterThan(FIRST_DELAY_SECONDS);
          expect(left).toBeLessThanOrEqual(2 * FIRST_DELAY_SECONDS);
          expect((await login(portal, owner, "titolare@impianti.it", STRONG_PASSWORD)).status).toBe(200);
        });

        it("un tentativo per coppia alla volta: una raffica in parallelo non scavalca l'attesa", async () => {
          const statuses = await Promise.all(
            Array.from({ length: 6 }, () => login(portal, "203.0.113.99", "ufficio1@impianti.it").then((response) => response.status)),
          );
          // Without one-at-a-time all six would be checked before the first failure was counted.
          expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(2);
          expect(statuses).toContain(429);
        });

        it("per indirizzo: oltre il tetto di errori su account diversi l'indirizzo attende; gli altri indirizzi no; i successi non contano", async () => {
          const office = "192.0.2.50";
          // Successes give their point back: five in a row stay under a cap of four.
          for (let attempt = 1; attempt <= 5; attempt += 1) {
            expect((await login(portal, office, "ufficio2@impianti.it", STRONG_PASSWORD)).status).toBe(200);
          }
          for (let attempt = 1; attempt <= 4; attempt += 1) {
            expect((await login(portal, office, `collega${attempt}@impianti.it`)).status).toBe(401);
          }
          const capped = await login(portal, office, "ufficio2@impianti.it", STRONG_PASSWORD);
          expect(capped.status).toBe(429);
          expect(await capped.json()).toMatchObject({ message: expect.stringMatching(/^Troppi tentativi non riusciti da questa rete\. Riprova tra (\d+ secondi|1 minuto|\d+ minuti)\.$/) });
          expect((await login(portal, "192.0.2.51", "ufficio2@impianti.it", STRONG_PASSWORD)).status).toBe(200);
        });

        it("un link di reimpostazione sbagliato conta per l'indirizzo, non blocca il titolare altrove", async () => {
          const prober = "192.0.2.77";
          const wrongLink = (from: string) =>
            post(portal, "/api/customersupp/password/reset", from, {
              email: "titolare@impianti.it",
              token: "non-un-link-valido",
              password: "Nuovissima9",
              password_confirmation: "Nuovissima9",
            });
          for (let attempt = 1; attempt <= 4; attempt += 1) expect((await wrongLink(prober)).status).toBe(422);
          expect((await wrongLink(prober)).status).toBe(429);
          expect((await wrongLink("192.0.2.78")).status).toBe(422);
        });

        it("le richieste di mail di reimpostazione hanno una finestra che poi si riapre", async () => {
          const forgot = (from: string) => post(portal, "/api/customersupp/resetpassword", from, { email: "cambio@impianti.it" });
          const windowFrom = performance.now(); // the mailbox's window opens with the first request
          expect((await forgot("192.0.2.90")).status).toBe(200);
          expect((await forgot("192.0.2.91")).status).toBe(200);
          const refused = await forgot("192.0.2.92"); // the mailbox's cap, from any address
          expect(secondsSince(windowFrom), "the machine took longer than the window under test").toBeLessThan(RESET_WINDOW_SECONDS);
          expect(refused.status).toBe(429);
          expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(RESET_WINDOW_SECONDS);
          expect(await refused.clone().json()).toMatchObject({
            message: expect.stringMatching(new RegExp(`^Troppe richieste di reimpostazione della password\\. Riprova tra ${FIRST_WAIT_TEXT}\\.$`)),
          });
          await waitOut(refused);
          expect((await forgot("192.0.2.92")).status).toBe(200);
        });

        it("una vecchia password sbagliata nel cambio password conta come un accesso non riuscito", async () => {
          const from = "192.0.2.120";
          const token = ((await (await login(portal, from, "cambio@impianti.it", STRONG_PASSWORD)).json()) as { data: { token: string } }).data.token;
          const change = (oldPassword: string) =>
            post(portal, "/api/cs/storepass", from, { oldPassword, password: "Nuovissima9", passwordConfirm: "Nuovissima9" }, token);
          expect((await change(WRONG)).status).toBe(422);
          expect((await change(WRONG)).status).toBe(422);
          const waiting = await change(STRONG_PASSWORD);
          expect(waiting.status).toBe(422);
          expect(await waiting.json()).toEqual({
            errors: { oldPassword: [expect.stringMatching(new RegExp(`^Troppi tentativi di accesso non riusciti\\. Riprova tra ${FIRST_WAIT_TEXT}\\.$`))] },
          });
        });
      });
    },
  );
});

describe.each(limiterStores.map((store) => [store, databaseKinds[0]!] as const))("limiti predefiniti (%s, %s)", (store, kind) => {
  let portal: Portal;
  const prefix = uniqueRedisPrefix();
  beforeAll(async () => {
    portal = await startPortal(kind, limiterConfig(store, prefix));
    const supplier = await createSupplier(portal.t.deps.prisma, { companyName: "Ufficio Grande Spa" });
    await createUser(portal.t.deps.prisma, { email: "collega@ufficio.it", kind: "SUPPLIER", supplierId: supplier.id });
  });
  afterAll(async () => {
    await stopPortal(portal);
    if (store === "redis") await dropRedisKeys(prefix);
  });

  it("un ufficio dietro un solo indirizzo: 12 errori su account diversi non chiudono l'accesso agli altri", async () => {
    // The old limiter locked an address for every account after 10 failures.
    const office = "192.0.2.10";
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      expect((await login(portal, office, `collega${attempt}@ufficio.it`)).status).toBe(401);
    }
    expect((await login(portal, office, "collega@ufficio.it", STRONG_PASSWORD)).status).toBe(200);
    expect(DEFAULT_SIGN_IN_LIMITS.failuresPerAddress).toBeGreaterThanOrEqual(200);
  });
});

describe.each(databaseKinds)("contatori condivisi su Redis fra due processi del portale (%s)", (kind) => {
  const sharedPrefix = uniqueRedisPrefix();
  let first: Portal;
  let second: Portal;
  beforeAll(async () => {
    if (!limiterStores.includes("redis")) return;
    // Two apps with one Redis prefix, as two portal processes behind a balancer. Each test app has a
    // database of its own, so the same user is made in both; only Redis joins them.
    first = await startPortal(kind, { ...limiterConfig("redis", sharedPrefix), signInLimits: SHORT_LIMITS });
    second = await startPortal(kind, { ...limiterConfig("redis", sharedPrefix), signInLimits: SHORT_LIMITS });
    for (const { t } of [first, second]) {
      const supplier = await createSupplier(t.deps.prisma, { companyName: "Bilanciati Srl" });
      await createUser(t.deps.prisma, { email: "condiviso@bilanciati.it", kind: "SUPPLIER", supplierId: supplier.id });
    }
  });
  afterAll(async () => {
    await stopPortal(first);
    await stopPortal(second);
    await dropRedisKeys(sharedPrefix);
  });

  it.runIf(limiterStores.includes("redis"))("gli errori contati da un processo fanno attendere la coppia anche sull'altro", async () => {
    const from = "203.0.113.50";
    expect((await login(first, from, "condiviso@bilanciati.it")).status).toBe(401);
    expect((await login(second, from, "condiviso@bilanciati.it")).status).toBe(401);
    expect((await login(first, from, "condiviso@bilanciati.it", STRONG_PASSWORD)).status).toBe(429);
    expect((await login(second, from, "condiviso@bilanciati.it", STRONG_PASSWORD)).status).toBe(429);
    // The owner elsewhere signs in on either.
    expect((await login(second, "198.51.100.50", "condiviso@bilanciati.it", STRONG_PASSWORD)).status).toBe(200);
  });
});

describe("Redis irraggiungibile", () => {
  let portal: Portal;
  beforeAll(async () => {
    // Nothing listens on this port: every Redis command fails, the in-memory fallback counts.
    portal = await startPortal(databaseKinds[0]!, { redisUrl: "redis://127.0.0.1:3319", signInLimits: SHORT_LIMITS });
    const supplier = await createSupplier(portal.t.deps.prisma, { companyName: "Senza Redis Srl" });
    await createUser(portal.t.deps.prisma, { email: "senzaredis@impianti.it", kind: "SUPPLIER", supplierId: supplier.id });
  });
  afterAll(async () => stopPortal(portal));

  // A sign-in that waited for Redis would wait for ever (commands would queue until it came back): the test's own
  // bound catches that. How fast it answers is not asserted, which a loaded machine decides.
  it("l'accesso funziona e i limiti contano in memoria, senza aspettare Redis", async () => {
    expect((await login(portal, "198.51.100.70", "senzaredis@impianti.it", STRONG_PASSWORD)).status).toBe(200);
    expect((await login(portal, "203.0.113.70", "senzaredis@impianti.it")).status).toBe(401);
    expect((await login(portal, "203.0.113.70", "senzaredis@impianti.it")).status).toBe(401);
    expect((await login(portal, "203.0.113.70", "senzaredis@impianti.it", STRONG_PASSWORD)).status).toBe(429);
  });
});
