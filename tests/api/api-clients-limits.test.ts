// Limits on API clients: each key has its own request budget (rate-limiter-flexible, counted in Redis when the portal
// has one), refused with an Italian 429 before anything reads the database; the GraphQL limits every user has
// (depth, aliases, list sizes) hold for keys too. Both stores of the counters, both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createUser, graphql, restLogin } from "../fixtures/auth-users";
import { bearer, globalId } from "../fixtures/supplier-home";
import { dropRedisKeys, limiterConfig, limiterStores, uniqueRedisPrefix, type LimiterStore } from "../fixtures/redis";
import { manyAliases, manyNodes } from "../fixtures/abusive-queries";
import { newApiKey } from "../../server/modules/api-clients/api-keys";

const BUDGET = 3;
const COMPLIANCE = `query ($p: ID!) { procurementCompliance(procurementId: $p) { trafficLight } }`;

describe.each(limiterStores.flatMap((store) => databaseKinds.map((kind) => [store, kind] as [LimiterStore, typeof kind])))(
  "chiavi API: limiti (%s, %s)",
  (store, kind) => {
    let t: TestApp;
    let statements = 0;
    const prefix = uniqueRedisPrefix();
    let customerId = 0;
    let procurementId = "";

    const newKey = async (name: string) => {
      const key = newApiKey();
      await t.deps.prisma.apiClient.create({ data: { customerId, name, tokenHash: key.tokenHash } });
      return key.token;
    };
    const ask = (token: string) => graphql<{ procurementCompliance: { trafficLight: string } | null }>(t, COMPLIANCE, { p: procurementId }, token);

    beforeAll(async () => {
      t = await createTestApp(kind, { ...limiterConfig(store, prefix), apiClientLimits: { requestsPerWindow: BUDGET, costPerWindow: 1_000_000, windowSeconds: 60 } }, { onQuery: () => (statements += 1) });
      const customer = await createCustomer(t.deps.prisma, "Acciaierie Emiliane Spa");
      customerId = customer.id;
      procurementId = globalId("Procurement", (await t.deps.prisma.procurement.create({ data: { customerId, label: "APP-1" } })).id);
      await createUser(t.deps.prisma, { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId, userLevel: 5 });
    });

    afterAll(async () => {
      await t?.close();
      if (store === "redis") await dropRedisKeys(prefix);
    });

    it("oltre il limite per chiave: 429 in italiano, senza leggere il database; le altre chiavi e gli utenti proseguono", async () => {
      const key = await newKey("Tornelli nord");
      for (let request = 0; request < BUDGET; request += 1) {
        const { status, body } = await ask(key);
        expect(status).toBe(200);
        expect(body.data?.procurementCompliance?.trafficLight).toBe("GREEN");
      }
      const before = statements;
      const refused = await t.request("/graphql", { method: "POST", headers: { ...bearer(key), "content-type": "application/json" }, body: JSON.stringify({ query: COMPLIANCE, variables: { p: procurementId } }) });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = (await refused.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
      expect(body.errors[0]!.message).toMatch(/^Troppe richieste con questa chiave API\. Riprova tra \d+ second[oi]\.$/);
      expect(body.errors[0]!.extensions).toMatchObject({ code: "RateLimitedError", status: 429 });
      const rest = await t.request("/api/hphrases", { headers: bearer(key) });
      expect(rest.status).toBe(429);
      expect(await rest.json()).toMatchObject({ message: expect.stringContaining("Troppe richieste con questa chiave API") });
      expect(statements).toBe(before);

      // Another key of the same customer, and the customer's users, have budgets of their own.
      const other = await newKey("Tornelli sud");
      expect((await ask(other)).status).toBe(200);
      const user = await restLogin(t, "hse@acciaierie.it");
      for (let request = 0; request <= BUDGET; request += 1) expect((await ask(user)).status).toBe(200);
    });

    it("i limiti GraphQL valgono anche per le chiavi", async () => {
      const key = await newKey("ERP");
      for (const abusive of [manyNodes(500), manyAliases(100)]) {
        const { body } = await graphql(t, abusive.query, abusive.variables ?? {}, key);
        expect(body.errors?.[0]?.extensions?.code).toBe("QUERY_LIMIT_EXCEEDED");
      }
    });
  },
);
