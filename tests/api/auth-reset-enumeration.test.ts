// The forgot-password screen keeps the spec's "utente non trovato", so it tells registered addresses apart; the
// answers are throttled as sign-ins are (server/modules/auth/sign-in-throttle.ts): each unknown address counts as
// a failed guess of the client's address, consecutive ones make it wait longer, the hourly cap is the one wrong
// passwords use, and a registered address found in between clears nothing. On the memory store and on Redis,
// where two portals count together. Requests come over a socket from 127.0.0.1, a trusted proxy, so
// X-Forwarded-For names each client.
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SIGN_IN_LIMITS, type Config, type SignInLimits } from "../../server/config";
import { createApp } from "../../server/app";
import { createSupplier, createUser } from "../fixtures/auth-users";
import { dropRedisKeys, limiterConfig, limiterStores, uniqueRedisPrefix, type LimiterStore } from "../fixtures/redis";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

// 3 free unknown answers per address, then 30 s, 60 s ...; 6 guesses of any kind an hour per address.
const LIMITS: SignInLimits = {
  ...DEFAULT_SIGN_IN_LIMITS,
  freeFailuresPerPair: 3,
  firstDelaySeconds: 30,
  maxDelaySeconds: 120,
  failuresPerAddress: 6,
  resetRequestsPerEmail: 50,
  resetRequestsPerAddress: 50,
};

type Portal = { t: TestApp; server: ServerType; base: string };

async function startPortal(kind: (typeof databaseKinds)[number], overrides: Partial<Config>): Promise<Portal> {
  const t = await createTestApp(kind, { trustProxy: { addresses: ["127.0.0.1"] }, signInLimits: LIMITS, ...overrides });
  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
  });
  return { t, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const NOT_FOUND = "Attenzione! utente non trovato";
const KNOWN = "titolare@impianti.it";

async function forgot(portal: Portal, from: string, email: string) {
  const response = await fetch(`${portal.base}/api/customersupp/resetpassword`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify({ email }),
  });
  const body = (await response.json()) as { message?: string };
  return { status: response.status, message: body.message, retryAfter: response.headers.get("retry-after") };
}

describe.each(limiterStores.flatMap((store) => databaseKinds.map((kind) => [store, kind] as [LimiterStore, typeof kind])))(
  "enumerazione degli indirizzi dalla reimpostazione della password (%s, %s)",
  (store, kind) => {
    const prefix = uniqueRedisPrefix();
    let portal: Portal;
    let second: Portal | undefined;

    beforeAll(async () => {
      portal = await startPortal(kind, limiterConfig(store, prefix));
      const supplier = await createSupplier(portal.t.deps.prisma, { companyName: "Impianti Bianchi Snc" });
      await createUser(portal.t.deps.prisma, { email: KNOWN, kind: "SUPPLIER", supplierId: supplier.id });
      // On Redis a second portal (its own app and limiters) over the same database and counters, as two
      // processes behind a balancer; counting starts once Redis is ready, as it does after a portal starts.
      if (store === "redis") {
        const redis = portal.t.deps.redis!;
        for (let tries = 0; redis.status !== "ready" && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
        const other = createApp(portal.t.deps);
        const server = await new Promise<ServerType>((resolve) => {
          const listening = serve({ fetch: other.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
        });
        second = { t: portal.t, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
      }
    });
    afterAll(async () => {
      if (second) await new Promise((resolve) => second!.server.close(resolve));
      await new Promise((resolve) => portal?.server.close(resolve));
      await portal?.t.close();
      if (store === "redis") await dropRedisKeys(prefix);
    });

    it("il messaggio resta; dopo 3 indirizzi sconosciuti l'indirizzo attende, anche per un indirizzo registrato; gli altri client no", async () => {
      const prober = "198.51.100.7";
      expect(await forgot(portal, prober, "nessuno1@esempio.it")).toMatchObject({ status: 404, message: NOT_FOUND });
      // A registered address in between does not clear the count.
      expect((await forgot(portal, prober, KNOWN)).status).toBe(200);
      expect(await forgot(second ?? portal, prober, "nessuno2@esempio.it")).toMatchObject({ status: 404, message: NOT_FOUND });
      expect(await forgot(portal, prober, "nessuno3@esempio.it")).toMatchObject({ status: 404, message: NOT_FOUND });
      for (const email of ["nessuno4@esempio.it", KNOWN]) {
        const refused = await forgot(second ?? portal, prober, email);
        expect(refused.status).toBe(429);
        expect(refused.message).toMatch(/^Troppe richieste per indirizzi email non registrati\. Riprova tra (29|30) secondi\.$/);
        expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(29);
      }
      expect(await forgot(portal, "198.51.100.8", "nessuno5@esempio.it")).toMatchObject({ status: 404, message: NOT_FOUND });
      expect((await forgot(portal, "198.51.100.8", KNOWN)).status).toBe(200);
    });

    it("gli indirizzi sconosciuti e le password sbagliate consumano lo stesso tetto orario dell'indirizzo", async () => {
      const office = "198.51.100.20";
      const login = (email: string) =>
        fetch(`${portal.base}/api/customersupp/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": office },
          body: JSON.stringify({ email, password: "Sbagliata2026" }),
        });
      for (const n of [1, 2, 3, 4]) expect((await login(`prova${n}@esempio.it`)).status).toBe(401);
      expect((await forgot(portal, office, "nessuno6@esempio.it")).status).toBe(404);
      expect((await forgot(portal, office, "nessuno7@esempio.it")).status).toBe(404);
      const capped = await forgot(portal, office, "nessuno8@esempio.it");
      expect(capped.status).toBe(429);
      expect(capped.message).toMatch(/^Troppi tentativi non riusciti da questa rete\./);
    });

    it("GraphQL: stesso messaggio e stesso limite", async () => {
      const ask = (email: string) =>
        fetch(`${portal.base}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.30" },
          body: JSON.stringify({ query: "mutation ($e: String!) { requestPasswordReset(input: { email: $e }) { __typename ... on Error { message } } }", variables: { e: email } }),
        }).then(async (response) => JSON.stringify(await response.json()));
      for (const n of [1, 2, 3]) expect(await ask(`assente${n}@esempio.it`)).toContain(NOT_FOUND);
      expect(await ask("assente4@esempio.it")).toContain("Troppe richieste per indirizzi email non registrati");
    });
  },
);
