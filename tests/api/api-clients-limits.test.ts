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
      // An RFC 9457 problem, which also carries GraphQL's `errors` for the clients that read only those.
      expect(refused.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      const body = (await refused.json()) as { type: string; status: number; detail: string; errors: { message: string; extensions: Record<string, unknown> }[] };
      expect(body).toMatchObject({ type: expect.stringMatching(/rate-limited$/), status: 429, title: "Troppe richieste", detail: body.errors[0]!.message });
      expect(body.errors[0]!.message).toMatch(/^Troppe richieste con questa chiave API\. Riprova tra \d+ second[oi]\.$/);
      expect(body.errors[0]!.extensions).toMatchObject({ code: "RateLimitedError", status: 429 });
      const rest = await t.request("/api/hphrases", { headers: bearer(key) });
      expect(rest.status).toBe(429);
      expect(rest.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(await rest.json()).toMatchObject({ status: 429, message: expect.stringContaining("Troppe richieste con questa chiave API") });
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

// The budget counts what operations cost, not only how many: a key that sends few but huge queries runs out too.
// Every answer to a key carries the IETF RateLimit-Policy and RateLimit fields for both policies.
describe.each(databaseKinds)("chiavi API: costo delle richieste (%s)", (kind) => {
  let t: TestApp;
  let customerId = 0;
  let procurementId = "";
  const COST_BUDGET = 60;
  const costly = `query ($p: ID!) { procurementCompliance(procurementId: $p) { trafficLight suppliers { trafficLight } } }`;

  beforeAll(async () => {
    t = await createTestApp(kind, { apiClientLimits: { requestsPerWindow: 1_000, costPerWindow: COST_BUDGET, windowSeconds: 60 } });
    customerId = (await createCustomer(t.deps.prisma, "Acciaierie Emiliane Spa")).id;
    procurementId = globalId("Procurement", (await t.deps.prisma.procurement.create({ data: { customerId, label: "APP-1" } })).id);
  });

  afterAll(async () => {
    await t?.close();
  });

  const post = (token: string, query: string) =>
    t.request("/graphql", { method: "POST", headers: { ...bearer(token), "content-type": "application/json" }, body: JSON.stringify({ query, variables: { p: procurementId } }) });

  it("ogni risposta porta RateLimit-Policy e RateLimit; le query costose esauriscono il budget prima del numero di richieste", async () => {
    const key = newApiKey();
    await t.deps.prisma.apiClient.create({ data: { customerId, name: "ERP", tokenHash: key.tokenHash } });
    const first = await post(key.token, costly);
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-policy")).toBe(`"requests";q=1000;w=60, "cost";q=${COST_BUDGET};w=60`);
    const fields = /^"requests";r=(\d+);t=(\d+), "cost";r=(\d+);t=(\d+)$/.exec(first.headers.get("ratelimit") ?? "");
    expect(fields, first.headers.get("ratelimit") ?? "").not.toBeNull();
    expect(Number(fields![1])).toBe(999);
    const costOfOne = COST_BUDGET - Number(fields![3]);
    expect(costOfOne).toBeGreaterThan(1);

    // Until the cost budget cannot pay for the next one: then a 429 problem, the RateLimit fields still there, and
    // the requests policy far from spent.
    let answer = first;
    let sent = 1;
    while (answer.status === 200 && sent < 100) {
      answer = await post(key.token, costly);
      sent += 1;
    }
    expect(answer.status).toBe(429);
    expect(sent).toBeLessThanOrEqual(Math.ceil(COST_BUDGET / costOfOne) + 1);
    expect(answer.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(answer.headers.get("ratelimit")).toMatch(/^"requests";r=\d+;t=\d+, "cost";r=0;t=\d+$/);
    const body = (await answer.json()) as { detail: string; errors: { message: string }[] };
    expect(body.detail).toMatch(/costo consentito/);
    expect(body.errors[0]!.message).toBe(body.detail);
    // Users are not counted at all.
    expect((await post(await userToken(), costly)).headers.get("ratelimit")).toBeNull();
  });

  async function userToken() {
    await createUser(t.deps.prisma, { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId, userLevel: 5 });
    return restLogin(t, "hse@acciaierie.it");
  }
});
