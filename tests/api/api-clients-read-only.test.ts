// An API client reads and never writes (ARCHITECTURE.md, "API client": read-only compliance). Every mutation of the
// schema is refused before it runs, with the same Italian message, including those its company's level-5 users may
// run; every REST route other than GET is refused; no file is downloaded (documents, fitness certificates' health
// files) even where a customer user of the lowest level may; nothing changes in the database or on disk.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getNamedType, isLeafType, type GraphQLField } from "graphql";
import { schema } from "../../server/graphql/schema";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createUser, jsonRequest, restLogin } from "../fixtures/auth-users";
import { bearer, globalId, gql } from "../fixtures/supplier-home";
import { createIsolationWorld, isolationSnapshot, registeredRestRoutes, type IsolationWorld } from "../fixtures/isolation-world";
import { createApiKey } from "../fixtures/api-clients";

const READ_ONLY = "Le chiavi API possono solo leggere";
const NO_FILES = "Le chiavi API non possono scaricare file";

// A well-formed operation for a mutation, its arguments as variables left unset: a refusal before execution never
// looks at them, while anyone else gets a variable error (the control that the refusal is the API-client rule's).
function operationOf(field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const selection = isLeafType(getNamedType(field.type)) ? "" : " { __typename }";
  return `mutation${variables ? `(${variables})` : ""} { ${field.name}${args ? `(${args})` : ""}${selection} }`;
}

describe.each(databaseKinds)("chiavi API: solo lettura (%s)", (kind) => {
  let t: TestApp;
  let w: IsolationWorld;
  let key = "";
  let customerLevel1 = "";

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await createIsolationWorld(t);
    key = (await createApiKey(t, w.tokens.customer!, "ERP acciaierie")).token;
    await createUser(t.deps.prisma, { email: "ufficio@acciaierie.it", kind: "CUSTOMER", customerId: w.ids.customer, userLevel: 1 });
    customerLevel1 = await restLogin(t, "ufficio@acciaierie.it");
  });

  afterAll(async () => {
    await t?.close();
  });

  it("ogni mutation dello schema è rifiutata prima di essere eseguita", async () => {
    const mutations = Object.values(schema.getMutationType()!.getFields());
    expect(mutations.length).toBeGreaterThan(30);
    const before = await isolationSnapshot(t);
    const revokedSessions = await t.deps.prisma.revokedToken.count();
    // A session of its own: among the mutations without arguments is logout, which ends the control's session.
    const control = await restLogin(t, "hse@acciaierie.it");
    for (const field of mutations) {
      const { body } = await gql<unknown>(t, operationOf(field), {}, key);
      expect(body.data, field.name).toBeUndefined();
      expect(body.errors?.[0], field.name).toMatchObject({ message: READ_ONLY, extensions: { code: "ForbiddenError", status: 403 } });
      // Control: the same document from the company's administrator reaches execution (and fails on the variables).
      const answer = await gql<unknown>(t, operationOf(field), {}, control);
      expect(answer.body.errors?.[0]?.message, field.name).not.toBe(READ_ONLY);
    }
    expect(await isolationSnapshot(t)).toEqual(before);
    // The control's logout ran; the key's did not.
    expect(await t.deps.prisma.revokedToken.count()).toBe(revokedSessions + 1);
  });

  it("anche le mutation che un utente di livello 5 del committente può eseguire, con dati validi", async () => {
    const calls: [string, Record<string, unknown>][] = [
      [`mutation ($input: SetRequiredDocumentApprovalInput!) { setRequiredDocumentApproval(input: $input) { __typename } }`, { input: { id: globalId("RequiredDocument", w.ids.durc), approval: "APPROVED" } }],
      [`mutation ($input: SetRequiredDocumentActiveInput!) { setRequiredDocumentActive(input: $input) { __typename } }`, { input: { id: globalId("RequiredDocument", w.ids.durc), active: false } }],
      [`mutation ($input: SetProcurementWorkerApprovalInput!) { setProcurementWorkerApproval(input: $input) { __typename } }`, { input: { id: globalId("ProcurementWorker", w.ids.pivot), approval: "APPROVED" } }],
      [`mutation ($input: SetElementApprovalInput!) { setElementApproval(input: $input) { __typename } }`, { input: { id: globalId("ProcurementElement", w.ids.reviewVehicle), approval: "APPROVED" } }],
      [`mutation ($input: CreateApiKeyInput!) { createApiKey(input: $input) { __typename } }`, { input: { name: "Chiave fatta da una chiave" } }],
      [`mutation ($input: LoginInput!) { login(input: $input) { __typename } }`, { input: { email: "hse@acciaierie.it", password: "Cantiere2026" } }],
    ];
    const before = await isolationSnapshot(t);
    const keysBefore = await t.deps.prisma.apiClient.count();
    for (const [query, variables] of calls) {
      const { body } = await gql<unknown>(t, query, variables, key);
      expect(body.errors?.[0]?.message, query).toBe(READ_ONLY);
      expect(body.data, query).toBeUndefined();
    }
    // A mutation hidden behind an operation name among queries is still a mutation.
    const named = await t.request("/graphql", jsonRequest({ query: `query A { viewer { email } } mutation B { setExpiryReminders(input: { enabled: false }) { __typename } }`, operationName: "B" }, key));
    expect(((await named.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(READ_ONLY);
    expect(await isolationSnapshot(t)).toEqual(before);
    expect(await t.deps.prisma.apiClient.count()).toBe(keysBefore);
  });

  it("REST: ogni percorso che non è GET è rifiutato con 403", async () => {
    const writes = registeredRestRoutes().filter((route) => !route.startsWith("GET "));
    expect(writes.length).toBeGreaterThan(15);
    const before = await isolationSnapshot(t);
    for (const route of writes) {
      const [method, path] = route.split(" ") as [string, string];
      const concrete = path.replace(/:[a-zA-Z]+/g, (name) => (name === ":elementType" ? "equipment" : String(w.ids.procurement)));
      const response = await t.request(concrete, { method, headers: { ...bearer(key), "content-type": "application/json" }, body: method === "DELETE" ? undefined : "{}" });
      expect(response.status, route).toBe(403);
      expect(await response.json(), route).toMatchObject({ error: READ_ONLY });
    }
    expect(await isolationSnapshot(t)).toEqual(before);
  });

  it("nessun file si scarica, nemmeno quelli che un utente del committente di livello 1 scarica", async () => {
    // Files a level-1 customer user may open: refused to the key by the download rule itself.
    const downloads = [
      `/api/procurementfiles/${w.ids.sharedFile}/download`,
      `/api/cs/procurementsupplierattachments/download/file?item_id=${w.ids.durc}`,
    ];
    // Control: the lowest customer user opens the general file of the procurement.
    expect((await t.request(downloads[0]!, { headers: bearer(customerLevel1) })).status).toBe(200);
    for (const path of downloads) {
      const response = await t.request(path, { headers: bearer(key) });
      expect(response.status, path).toBe(403);
      expect(await response.json(), path).toMatchObject({ error: NO_FILES });
    }
    // Health-related files (safety data sheets, fitness certificates) are refused earlier, by their own level rule.
    for (const path of [`/api/procurementsubstances/${w.ids.substance}/download`, `/api/cs/procurementsupplierattachments/download/workerfile?item_id=${w.ids.certificate}`]) {
      const response = await t.request(path, { headers: bearer(key) });
      expect(response.status, path).toBe(403);
      expect(response.headers.get("content-disposition"), path).toBeNull();
    }
  });

  it("dati sanitari: nessun file di idoneità, e le idoneità si leggono solo come stato e date", async () => {
    const query = `query ($p: ID!, $w: ID!) { procurementWorker(procurementId: $p, workerId: $w) {
      trafficLight fitnessCertificates { complianceState documentExpirationDate file { downloadUrl } } } }`;
    const variables = { p: globalId("Procurement", w.ids.procurement), w: globalId("SupplierWorker", w.ids.procurementWorker) };
    const { body } = await gql<{ procurementWorker: { fitnessCertificates: { complianceState: string; file: unknown }[] } }>(t, query, variables, key);
    expect(body.errors).toBeUndefined();
    const certificates = body.data!.procurementWorker.fitnessCertificates;
    expect(certificates.length).toBeGreaterThan(0);
    expect(certificates.every((certificate) => certificate.file === null)).toBe(true);
    // Control: the company's administrator (a reviewer) sees the file.
    const control = await gql<{ procurementWorker: { fitnessCertificates: { file: unknown }[] } }>(t, query, variables, w.tokens.customer);
    expect(control.body.data!.procurementWorker.fitnessCertificates.some((certificate) => certificate.file !== null)).toBe(true);
  });
});
