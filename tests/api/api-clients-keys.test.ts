// API keys (ARCHITECTURE.md, "API client"): a customer's level-5 users make, list and revoke their company's keys;
// the secret is shown once and only its sha256 is stored; another company's keys are invisible and cannot be
// revoked; a revoked, unknown, JWT-looking or malformed key gets the answer of a bad user token (401); the key's
// last use is written at most once a minute.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createSupplier, createUser, restLogin, SIGNED_OUT } from "../fixtures/auth-users";
import { bearer, globalId, gql } from "../fixtures/supplier-home";
import { API_KEYS, createApiKey, CREATE_API_KEY, REVOKE_API_KEY } from "../fixtures/api-clients";

const VIEWER_PROCUREMENTS = `{ viewer { email } }`;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe.each(databaseKinds)("chiavi API: gestione (%s)", (kind) => {
  let t: TestApp;
  const tokens: Record<"admin" | "level3" | "level1" | "otherAdmin" | "supplier", string> = { admin: "", level3: "", level1: "", otherAdmin: "", supplier: "" };
  let customerId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const prisma = t.deps.prisma;
    const customer = await createCustomer(prisma, "Acciaierie Emiliane Spa");
    const other = await createCustomer(prisma, "Cartiere Venete Spa");
    const supplier = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl" });
    customerId = customer.id;
    await createUser(prisma, { email: "admin@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    await createUser(prisma, { email: "capo@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 3 });
    await createUser(prisma, { email: "ufficio@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 1 });
    await createUser(prisma, { email: "admin@cartiere.it", kind: "CUSTOMER", customerId: other.id, userLevel: 5 });
    await createUser(prisma, { email: "titolare@alfa.it", kind: "SUPPLIER", supplierId: supplier.id, userLevel: 5 });
    tokens.admin = await restLogin(t, "admin@acciaierie.it");
    tokens.level3 = await restLogin(t, "capo@acciaierie.it");
    tokens.level1 = await restLogin(t, "ufficio@acciaierie.it");
    tokens.otherAdmin = await restLogin(t, "admin@cartiere.it");
    tokens.supplier = await restLogin(t, "titolare@alfa.it");
  });

  afterAll(async () => {
    await t?.close();
  });

  const customersOfKey = async (key: string) => {
    const { body } = await gql<{ procurementCompliance: unknown }>(t, `query ($id: ID!) { procurementCompliance(procurementId: $id) { id } }`, { id: globalId("Procurement", 1) }, key);
    return body;
  };

  it("il livello 5 crea una chiave: il segreto compare solo nella risposta, nel database c'è solo il suo sha256", async () => {
    const created = await createApiKey(t, tokens.admin, "Tornelli ingresso nord");
    expect(created.token).toMatch(/^psa_[0-9A-Za-z]{49}$/);
    expect(created.apiKey.name).toBe("Tornelli ingresso nord");
    const row = await t.deps.prisma.apiClient.findFirstOrThrow({ where: { name: "Tornelli ingresso nord" } });
    expect(row.customerId).toBe(customerId);
    expect(row.tokenHash).toBe(sha256(created.token));
    // The secret appears nowhere in the database: not in the key's row, not in the audit trail (nor its hash).
    const audit = await t.deps.prisma.auditRecord.findMany({ where: { action: "apiClient.created" } });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorLabel).toBe("admin@acciaierie.it");
    const everything = JSON.stringify([await t.deps.prisma.apiClient.findMany(), await t.deps.prisma.auditRecord.findMany()]);
    expect(everything).not.toContain(created.token);
    expect(JSON.stringify(audit)).not.toContain(row.tokenHash);
    // The list shows it, without any secret.
    const { body } = await gql<{ apiKeys: { id: string; name: string; lastUsedAt: string | null; revokedAt: string | null }[] }>(t, API_KEYS, {}, tokens.admin);
    expect(body.data?.apiKeys.map((key) => key.name)).toContain("Tornelli ingresso nord");
    expect(JSON.stringify(body)).not.toContain(created.token.slice(4));
  });

  it("il nome è obbligatorio e validato", async () => {
    const { body } = await gql<{ createApiKey: { __typename: string; message?: string } }>(t, CREATE_API_KEY, { input: { name: "   " } }, tokens.admin);
    expect(body.data?.createApiKey).toMatchObject({ __typename: "ValidationError", message: "Indicare il nome della chiave" });
  });

  it("livelli 1 e 3 del committente e i fornitori non creano chiavi e non vedono l'elenco", async () => {
    for (const token of [tokens.level3, tokens.level1, tokens.supplier]) {
      const { body } = await gql<{ createApiKey: { __typename: string } }>(t, CREATE_API_KEY, { input: { name: "Abusiva" } }, token);
      expect(body.data?.createApiKey.__typename).toBe("ForbiddenError");
      const list = await gql<{ apiKeys: unknown[] }>(t, API_KEYS, {}, token);
      expect(list.body.data?.apiKeys).toEqual([]);
    }
    const anonymous = await gql<{ createApiKey: { __typename: string } }>(t, CREATE_API_KEY, { input: { name: "Anonima" } });
    expect(anonymous.body).toEqual(SIGNED_OUT);
    expect(await t.deps.prisma.apiClient.count({ where: { name: { in: ["Abusiva", "Anonima"] } } })).toBe(0);
  });

  it("le chiavi di un altro committente sono invisibili e non revocabili", async () => {
    const theirs = await createApiKey(t, tokens.otherAdmin, "ERP Cartiere");
    const mine = await gql<{ apiKeys: { name: string }[] }>(t, API_KEYS, {}, tokens.admin);
    expect(mine.body.data?.apiKeys.map((key) => key.name)).not.toContain("ERP Cartiere");
    const node = await gql<{ node: unknown }>(t, `query ($id: ID!) { node(id: $id) { id } }`, { id: theirs.apiKey.id }, tokens.admin);
    expect(node.body.data?.node).toBeNull();
    const revoke = await gql<{ revokeApiKey: { __typename: string } }>(t, REVOKE_API_KEY, { input: { id: theirs.apiKey.id } }, tokens.admin);
    expect(revoke.body.data?.revokeApiKey.__typename).toBe("NotFoundError");
    const row = await t.deps.prisma.apiClient.findFirstOrThrow({ where: { name: "ERP Cartiere" } });
    expect(row.revokedAt).toBeNull();
    // The key still works for its own company.
    expect((await customersOfKey(theirs.token)).errors).toBeUndefined();
  });

  it("una chiave revocata smette subito di funzionare: 401 come un token di accesso non valido", async () => {
    const created = await createApiKey(t, tokens.admin, "ERP da dismettere");
    expect((await customersOfKey(created.token)).errors).toBeUndefined();
    const restBefore = await t.request("/api/hphrases", { headers: bearer(created.token) });
    expect(restBefore.status).toBe(200);

    const { body } = await gql<{ revokeApiKey: { __typename: string; data?: { apiKey: { revokedAt: string | null } } } }>(t, REVOKE_API_KEY, { input: { id: created.apiKey.id } }, tokens.admin);
    expect(body.data?.revokeApiKey.__typename).toBe("RevokeApiKeySuccess");
    expect(body.data?.revokeApiKey.data?.apiKey.revokedAt).not.toBeNull();
    const audit = await t.deps.prisma.auditRecord.findMany({ where: { action: "apiClient.revoked" } });
    expect(audit.map((record) => record.entityId)).toContain(String((await t.deps.prisma.apiClient.findFirstOrThrow({ where: { name: "ERP da dismettere" } })).id));

    const after = await customersOfKey(created.token);
    expect(after.errors?.[0]?.extensions).toMatchObject({ code: "UnauthenticatedError", status: 401 });
    expect((await t.request("/api/hphrases", { headers: bearer(created.token) })).status).toBe(401);
  });

  it("chiavi sconosciute, malformate o con l'aspetto di un JWT: 401, come un token non valido", async () => {
    const unknown = `psa_${"A".repeat(43)}`;
    const malformed = "psa_corta";
    const jwtLooking = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJh";
    const signedWithAnotherSecret = `${tokens.admin.slice(0, -4)}AAAA`;
    for (const token of [unknown, malformed, jwtLooking, signedWithAnotherSecret, "psa_" + "é".repeat(43)]) {
      const body = await customersOfKey(token);
      expect(body.errors?.[0]?.extensions, token).toMatchObject({ code: "UnauthenticatedError", status: 401 });
      expect((await t.request("/api/hphrases", { headers: bearer(token) })).status, token).toBe(401);
      const viewer = await gql<{ viewer: unknown }>(t, VIEWER_PROCUREMENTS, {}, token);
      expect(viewer.body).toEqual(SIGNED_OUT);
    }
  });

  it("l'ultimo uso è registrato al minuto, non a ogni richiesta; una chiave non è un utente", async () => {
    const created = await createApiKey(t, tokens.admin, "Tornelli magazzino");
    const lastUsed = async () => (await t.deps.prisma.apiClient.findFirstOrThrow({ where: { name: "Tornelli magazzino" } })).lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await customersOfKey(created.token);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    t.clock.advance(30_000);
    await customersOfKey(created.token);
    expect(await lastUsed()).toEqual(first);
    t.clock.advance(31_000);
    await customersOfKey(created.token);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(first!.getTime());
    // The key's viewer has no user row.
    const viewer = await gql<{ viewer: unknown }>(t, VIEWER_PROCUREMENTS, {}, created.token);
    expect(viewer.body.errors).toBeUndefined();
    expect(viewer.body.data?.viewer).toBeNull();
    // A key does not manage keys (it writes nothing at all).
    const list = await gql<{ apiKeys: unknown[] }>(t, API_KEYS, {}, created.token);
    expect(list.body.data?.apiKeys).toEqual([]);
  });
});
