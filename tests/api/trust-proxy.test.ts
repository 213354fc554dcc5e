// The client address behind reverse proxies (issue 7, section 2): only the hops TRUST_PROXY names are
// believed, and the client is the rightmost address that is not one of them. A value the client writes
// itself at the left of X-Forwarded-For must change nothing: not the throttling, not the audit trail.
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SIGN_IN_LIMITS, loadConfig, type Config } from "../../server/config";
import { createClientAddressResolver } from "../../server/lib/client-address";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplier, createUser, STRONG_PASSWORD } from "../fixtures/auth-users";

describe("lettura dell'indirizzo del client", () => {
  it("TRUST_PROXY: false, true (= 1 proxy), un numero di proxy, un elenco di indirizzi e CIDR; altro è un errore", () => {
    expect(loadConfig({ DATA_DIR: "/tmp/x", TOKEN_SECRET: "s".repeat(32) }).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ DATA_DIR: "/tmp/x", TOKEN_SECRET: "s".repeat(32), TRUST_PROXY: "true" }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ DATA_DIR: "/tmp/x", TOKEN_SECRET: "s".repeat(32), TRUST_PROXY: "2" }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ DATA_DIR: "/tmp/x", TOKEN_SECRET: "s".repeat(32), TRUST_PROXY: "10.0.0.0/8, ::1" }).trustProxy).toEqual({
      addresses: ["10.0.0.0/8", "::1"],
    });
    expect(() => loadConfig({ DATA_DIR: "/tmp/x", TOKEN_SECRET: "s".repeat(32), TRUST_PROXY: "sì" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DATA_DIR: "/tmp/x", TOKEN_SECRET: "s".repeat(32), TRUST_PROXY: "10.0.0.0/40" })).toThrow(/TRUST_PROXY/);
  });

  it("l'indirizzo più a destra non fidato vince; i valori scritti dal client a sinistra non contano", () => {
    const none = createClientAddressResolver({ hops: 0 });
    expect(none("127.0.0.1", "6.6.6.6")).toBe("127.0.0.1");
    expect(none("::ffff:192.0.2.1", undefined)).toBe("192.0.2.1");

    const oneHop = createClientAddressResolver({ hops: 1 });
    expect(oneHop("10.0.0.2", "6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
    expect(oneHop("10.0.0.2", "203.0.113.7")).toBe("203.0.113.7");
    expect(oneHop("10.0.0.2", "203.0.113.7:51234")).toBe("203.0.113.7");
    expect(oneHop("10.0.0.2", undefined)).toBe("10.0.0.2");
    // Garbage where our proxy writes an address: the proxy's own address stands, never the garbage.
    expect(oneHop("10.0.0.2", "6.6.6.6, non-un-indirizzo")).toBe("10.0.0.2");

    const twoHops = createClientAddressResolver({ hops: 2 });
    expect(twoHops("10.0.0.2", "6.6.6.6, 203.0.113.7, 10.0.0.1")).toBe("203.0.113.7");
    expect(twoHops("10.0.0.2", "203.0.113.7")).toBe("203.0.113.7"); // fewer hops than configured: the leftmost known

    const listed = createClientAddressResolver({ addresses: ["127.0.0.1", "10.0.0.0/8", "2001:db8::/32"] });
    expect(listed("127.0.0.1", "6.6.6.6, 203.0.113.7, 10.1.2.3")).toBe("203.0.113.7");
    expect(listed("127.0.0.1", "6.6.6.6, [2001:db9::5]:443, 2001:db8::1")).toBe("2001:db9::5");
    // A request that did not come through a listed proxy: its header is not ours to believe.
    expect(listed("198.51.100.9", "6.6.6.6")).toBe("198.51.100.9");
  });
});

type Portal = { t: TestApp; server: ServerType; base: string };

async function startPortal(kind: (typeof databaseKinds)[number], overrides: Partial<Config>): Promise<Portal> {
  const t = await createTestApp(kind, overrides);
  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listening));
  });
  return { t, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe.each(databaseKinds)("indirizzo del client dietro un proxy (%s)", (kind) => {
  let behindProxy: Portal;
  let direct: Portal;

  beforeAll(async () => {
    // One proxy in front (TRUST_PROXY=true); two free failures per pair, then waiting.
    behindProxy = await startPortal(kind, {
      trustProxy: loadConfig({ DATA_DIR: "/tmp/x", TOKEN_SECRET: "s".repeat(32), TRUST_PROXY: "true" }).trustProxy,
      signInLimits: { ...DEFAULT_SIGN_IN_LIMITS, freeFailuresPerPair: 2, firstDelaySeconds: 60 },
    });
    direct = await startPortal(kind, {});
    for (const { t } of [behindProxy, direct]) {
      const supplier = await createSupplier(t.deps.prisma, { companyName: "Impianti Verdi Srl" });
      await createUser(t.deps.prisma, { email: "ufficio@impianti.it", kind: "SUPPLIER", supplierId: supplier.id });
    }
  });
  afterAll(async () => {
    for (const portal of [behindProxy, direct]) {
      if (!portal) continue;
      await new Promise((resolve) => portal.server.close(resolve));
      await portal.t.close();
    }
  });

  const login = (portal: Portal, forwardedFor: string, password = "Sbagliata123") =>
    fetch(`${portal.base}/api/customersupp/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({ email: "ufficio@impianti.it", password }),
    });

  const failedSignInAddresses = async (portal: Portal) =>
    (await portal.t.deps.prisma.auditRecord.findMany({ where: { action: "auth.signInFailed" }, orderBy: { id: "asc" }, select: { ip: true } })).map(
      (record) => record.ip,
    );

  it("un valore inventato a sinistra di X-Forwarded-For non sposta né il limite né il registro", async () => {
    // A new invented address at each attempt: the proxy's entry (the rightmost) is what counts.
    expect((await login(behindProxy, "6.6.6.1, 203.0.113.7")).status).toBe(401);
    expect((await login(behindProxy, "6.6.6.2, 203.0.113.7")).status).toBe(401);
    expect((await login(behindProxy, "6.6.6.3, 203.0.113.7")).status).toBe(429);
    expect(await failedSignInAddresses(behindProxy)).toEqual(["203.0.113.7", "203.0.113.7"]);
    // Another client behind the same proxy is another address.
    expect((await login(behindProxy, "198.51.100.20", STRONG_PASSWORD)).status).toBe(200);
  });

  it("senza TRUST_PROXY l'intestazione è ignorata: conta l'indirizzo del socket", async () => {
    expect((await login(direct, "203.0.113.7")).status).toBe(401);
    expect(await failedSignInAddresses(direct)).toEqual(["127.0.0.1"]);
  });
});
