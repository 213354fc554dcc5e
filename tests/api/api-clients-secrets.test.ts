// An API key's secret: GitHub-style shape with a checksum (a mistyped or made-up key is refused before anything is
// read), rotation with an overlap during which the old secret still works, at most 7 days, and revocation that ends
// both secrets at once; what a key may read (only the compliance answers, or the procurements read-only). Both
// databases.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createUser, restLogin, SIGNED_OUT } from "../fixtures/auth-users";
import { bearer, gql } from "../fixtures/supplier-home";
import { createApiKey, REVOKE_API_KEY, ROTATE_API_KEY } from "../fixtures/api-clients";
import { isWellFormedApiKey, newApiKey } from "../../server/modules/api-clients/api-keys";

const HOUR = 3_600_000;
type Rotated = { rotateApiKey: { __typename: string; message?: string; data?: { token: string; apiKey: { previousSecretValidUntil: string | null } } } };

describe("chiavi API: forma del segreto", () => {
  it("prefisso, 43 caratteri base62 e 6 di controllo; un carattere cambiato non passa il controllo", () => {
    for (let made = 0; made < 200; made += 1) {
      const { token } = newApiKey();
      expect(token).toMatch(/^psa_[0-9A-Za-z]{49}$/);
      expect(isWellFormedApiKey(token)).toBe(true);
      const position = 4 + (made % 49);
      const changed = token.slice(0, position) + (token[position] === "a" ? "b" : "a") + token.slice(position + 1);
      expect(isWellFormedApiKey(changed), changed).toBe(false);
    }
    // Keys made before the checksum keep their shape.
    expect(isWellFormedApiKey(`psa_${"A".repeat(21)}_-${"b".repeat(20)}`)).toBe(true);
  });
});

describe.each(databaseKinds)("chiavi API: sostituzione del segreto (%s)", (kind) => {
  let t: TestApp;
  let statements = 0;
  let admin = "";
  let otherAdmin = "";
  let level3 = "";

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { onQuery: () => (statements += 1) });
    const prisma = t.deps.prisma;
    const customer = await createCustomer(prisma, "Acciaierie Emiliane Spa");
    const other = await createCustomer(prisma, "Cartiere Venete Spa");
    await createUser(prisma, { email: "admin@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    await createUser(prisma, { email: "capo@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 3 });
    await createUser(prisma, { email: "admin@cartiere.it", kind: "CUSTOMER", customerId: other.id, userLevel: 5 });
  });

  // The tests move the clock by days, past a session's life: each signs in afresh.
  beforeEach(async () => {
    admin = await restLogin(t, "admin@acciaierie.it");
    level3 = await restLogin(t, "capo@acciaierie.it");
    otherAdmin = await restLogin(t, "admin@cartiere.it");
  });

  afterAll(async () => {
    await t?.close();
  });

  const works = async (token: string) => (await t.request("/api/hphrases", { headers: bearer(token) })).status === 200;
  const rotate = (id: string, overlapHours: number, as = admin) => gql<Rotated>(t, ROTATE_API_KEY, { input: { id, overlapHours } }, as);

  it("un segreto con il controllo sbagliato è rifiutato come un token non valido, senza leggere il database", async () => {
    const { token } = await createApiKey(t, admin, "Tornelli nord");
    const wrong = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    const before = statements;
    expect((await t.request("/api/hphrases", { headers: bearer(wrong) })).status).toBe(401);
    expect(statements).toBe(before);
  });

  it("il vecchio segreto funziona per le ore scelte, poi smette; il nuovo funziona subito", async () => {
    const created = await createApiKey(t, admin, "ERP");
    const asked = t.clock.now().getTime();
    const { body } = await rotate(created.apiKey.id, 24);
    const answered = t.clock.now().getTime();
    expect(body.data?.rotateApiKey.__typename).toBe("RotateApiKeySuccess");
    const fresh = body.data!.rotateApiKey.data!.token;
    expect(fresh).not.toBe(created.token);
    const until = new Date(body.data!.rotateApiKey.data!.apiKey.previousSecretValidUntil!).getTime();
    expect(until).toBeGreaterThanOrEqual(asked + 24 * HOUR);
    expect(until).toBeLessThanOrEqual(answered + 24 * HOUR);
    expect(await works(fresh)).toBe(true);
    expect(await works(created.token)).toBe(true);
    t.clock.advance(until - t.clock.now().getTime() - 60_000);
    expect(await works(created.token)).toBe(true);
    t.clock.advance(61_000);
    expect(await works(created.token)).toBe(false);
    expect(await works(fresh)).toBe(true);
    // Only hashes are stored, and the audit trail keeps neither secret nor hash.
    const row = await t.deps.prisma.apiClient.findFirstOrThrow({ where: { name: "ERP" } });
    expect(row.tokenHash).toBe(createHash("sha256").update(fresh).digest("hex"));
    const audit = JSON.stringify(await t.deps.prisma.auditRecord.findMany({ where: { action: "apiClient.rotated" } }));
    expect(audit).toContain("previousValidUntil");
    for (const secret of [fresh, created.token, row.tokenHash, row.previousTokenHash!]) expect(audit).not.toContain(secret);
  });

  it("senza sovrapposizione il vecchio segreto smette subito; una seconda sostituzione chiude la prima", async () => {
    const created = await createApiKey(t, admin, "Tornelli sud");
    const first = (await rotate(created.apiKey.id, 0)).body.data!.rotateApiKey.data!.token;
    expect(await works(created.token)).toBe(false);
    expect(await works(first)).toBe(true);
    const second = (await rotate(created.apiKey.id, 168)).body.data!.rotateApiKey.data!.token;
    const third = (await rotate(created.apiKey.id, 168)).body.data!.rotateApiKey.data!.token;
    expect(await works(first)).toBe(false);
    expect(await works(second)).toBe(true);
    expect(await works(third)).toBe(true);
    // Revoking ends the current secret and the one still in its overlap.
    const revoked = await gql<{ revokeApiKey: { __typename: string } }>(t, REVOKE_API_KEY, { input: { id: created.apiKey.id } }, admin);
    expect(revoked.body.data?.revokeApiKey.__typename).toBe("RevokeApiKeySuccess");
    expect(await works(second)).toBe(false);
    expect(await works(third)).toBe(false);
    const again = await rotate(created.apiKey.id, 1);
    expect(again.body.data?.rotateApiKey).toMatchObject({ __typename: "ValidationError", message: "La chiave è revocata: crearne una nuova" });
  });

  it("sovrapposizione oltre 7 giorni o negativa rifiutata; livello 3 e altro committente no", async () => {
    const created = await createApiKey(t, admin, "Magazzino");
    for (const hours of [169, -1]) {
      const { body } = await rotate(created.apiKey.id, hours);
      expect(body.data?.rotateApiKey).toMatchObject({ __typename: "ValidationError", message: expect.stringContaining("fino a 7 giorni") });
    }
    expect((await rotate(created.apiKey.id, 1, level3)).body.data?.rotateApiKey.__typename).toBe("NotFoundError");
    expect((await rotate(created.apiKey.id, 1, otherAdmin)).body.data?.rotateApiKey.__typename).toBe("NotFoundError");
    const anonymous = await gql<Rotated>(t, ROTATE_API_KEY, { input: { id: created.apiKey.id, overlapHours: 1 } });
    expect(anonymous.body).toEqual(SIGNED_OUT);
    // A key does not rotate itself (it writes nothing).
    const bySelf = await gql<Rotated>(t, ROTATE_API_KEY, { input: { id: created.apiKey.id, overlapHours: 1 } }, created.token);
    expect(JSON.stringify(bySelf.body)).toContain("Le chiavi API possono solo leggere");
    expect(await works(created.token)).toBe(true);
  });
});

describe.each(databaseKinds)("chiavi API: che cosa possono leggere (%s)", (kind) => {
  let t: TestApp;
  let admin = "";
  let procurementId = "";

  beforeAll(async () => {
    t = await createTestApp(kind);
    const customer = await createCustomer(t.deps.prisma, "Acciaierie Emiliane Spa");
    await createUser(t.deps.prisma, { email: "admin@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    admin = await restLogin(t, "admin@acciaierie.it");
    const procurement = await t.deps.prisma.procurement.create({ data: { customerId: customer.id, label: "APP-1" } });
    procurementId = Buffer.from(`Procurement:${procurement.id}`).toString("base64");
  });

  afterAll(async () => {
    await t?.close();
  });

  const make = async (name: string, scope?: string) => {
    const { body } = await gql<{ createApiKey: { data?: { token: string; apiKey: { scope: string } } } }>(
      t,
      `mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { ... on CreateApiKeySuccess { data { token apiKey { scope } } } } }`,
      { input: { name, ...(scope ? { scope } : {}) } },
      admin,
    );
    return body.data!.createApiKey.data!;
  };
  const compliance = `query ($p: ID!) { procurementCompliance(procurementId: $p) { trafficLight } }`;
  // What the compliance answer's objects lead to beyond it, directly and through a fragment.
  const procurements = `query ($p: ID!) { procurementCompliance(procurementId: $p) { label files { id } } }`;
  const mixed = `query ($p: ID!) { ...Both } fragment Both on Query { procurementCompliance(procurementId: $p) { trafficLight ... on Procurement { note } } }`;

  it("una chiave «solo conformità» legge i semafori, non gli appalti né il REST; una «appalti» legge entrambi", async () => {
    const gate = await make("Tornelli", "COMPLIANCE");
    expect(gate.apiKey.scope).toBe("COMPLIANCE");
    expect((await gql<{ procurementCompliance: { trafficLight: string } }>(t, compliance, { p: procurementId }, gate.token)).body.data?.procurementCompliance.trafficLight).toBe("GREEN");
    for (const query of [procurements, mixed]) {
      const { body } = await gql(t, query, { p: procurementId }, gate.token);
      expect(body.data ?? null, query).toBeNull();
      expect(body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/solo la conformità.*Procurement\.(files|note) non è compreso$/), extensions: { status: 403 } });
    }
    const rest = await t.request("/api/hphrases", { headers: bearer(gate.token) });
    expect(rest.status).toBe(403);

    const erp = await make("ERP");
    expect(erp.apiKey.scope).toBe("PROCUREMENTS");
    const { body } = await gql<{ procurementCompliance: { label: string; files: unknown[] } }>(t, procurements, { p: procurementId }, erp.token);
    expect(body.data?.procurementCompliance).toEqual({ label: "APP-1", files: [] });
    expect((await t.request("/api/hphrases", { headers: bearer(erp.token) })).status).toBe(200);
  });
});
