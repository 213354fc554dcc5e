// The per-address sign-in limit behind a reverse proxy: with TRUST_PROXY the address comes from
// X-Forwarded-For, so one office's typos do not lock out another; without it the header is ignored,
// so nobody can dodge the limit or frame someone else's address by writing it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplier, createUser, STRONG_PASSWORD } from "../fixtures/auth-users";

const SECOND = 1000;

function loginFrom(t: TestApp, forwardedFor: string, email: string, password = "Sbagliata123") {
  return t.request("/api/customersupp/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `${forwardedFor}, 10.0.0.254` },
    body: JSON.stringify({ email, password }),
  });
}

// Ten failures from one address, each on a different account so no account limit is reached.
async function failTenTimesFrom(t: TestApp, address: string) {
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    t.clock.advance(5 * SECOND); // past the growing delay instead of waiting for it
    expect((await loginFrom(t, address, `nessuno${attempt}@impianti.it`)).status).toBe(401);
  }
}

describe.each(databaseKinds)("indirizzo del client dietro un proxy (%s)", (kind) => {
  describe("con TRUST_PROXY", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { trustProxy: true });
      const supplier = await createSupplier(t.deps.prisma, { companyName: "Impianti Verdi Srl" });
      await createUser(t.deps.prisma, { email: "ufficio@impianti.it", kind: "SUPPLIER", supplierId: supplier.id });
    });
    afterAll(async () => t?.close());

    it("blocca l'indirizzo inoltrato che ha sbagliato, non gli altri", async () => {
      await failTenTimesFrom(t, "203.0.113.7");
      t.clock.advance(5 * SECOND);
      expect((await loginFrom(t, "203.0.113.7", "ufficio@impianti.it", STRONG_PASSWORD)).status).toBe(429);
      expect((await loginFrom(t, "198.51.100.20", "ufficio@impianti.it", STRONG_PASSWORD)).status).toBe(200);
    });
  });

  describe("senza TRUST_PROXY", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
      const supplier = await createSupplier(t.deps.prisma, { companyName: "Impianti Blu Srl" });
      await createUser(t.deps.prisma, { email: "ufficio@impianti.it", kind: "SUPPLIER", supplierId: supplier.id });
    });
    afterAll(async () => t?.close());

    it("ignora X-Forwarded-For: l'intestazione non sposta il limite su un altro indirizzo", async () => {
      await failTenTimesFrom(t, "203.0.113.7");
      t.clock.advance(5 * SECOND);
      expect((await loginFrom(t, "203.0.113.7", "ufficio@impianti.it", STRONG_PASSWORD)).status).toBe(200);
    });
  });
});
