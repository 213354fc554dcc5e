// The forms refuse a file that is too large with the server's own limit: the server tells it (uploadMaxBytes) as it
// is configured (UPLOAD_MAX_BYTES), and the kinds of file accepted are one list for both halves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCEPTED_FILE_EXTENSIONS } from "../../common/files";
import { ACCEPTED_EXTENSIONS } from "../../client/components/form/file-rules";
import { ALLOWED_EXTENSIONS } from "../../server/modules/files/file-type";
import { createCustomer, createUser, restLogin, SIGNED_OUT } from "../fixtures/auth-users";
import { createTestApp, type TestApp } from "../fixtures/test-database";

describe("limite dei caricamenti detto dal server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite", { uploadMaxBytes: 3 * 1024 * 1024 });
    const customer = await createCustomer(t.deps.prisma);
    await createUser(t.deps.prisma, { email: "limite@esempio.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 1 });
  });
  afterAll(async () => t?.close());

  it("uploadMaxBytes è il valore configurato", async () => {
    const token = await restLogin(t, "limite@esempio.it");
    const response = await t.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: "{ uploadMaxBytes }" }),
    });
    expect(await response.json()).toEqual({ data: { uploadMaxBytes: 3 * 1024 * 1024 } });
    const anonymous = await t.request("/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "{ uploadMaxBytes }" }) });
    // An anonymous caller may only sign in: «Accesso richiesto», before any resolver runs.
    expect(await anonymous.json()).toEqual(SIGNED_OUT);
  });

  it("i tipi di file ammessi sono un solo elenco per il modulo e per il server", () => {
    expect(ACCEPTED_EXTENSIONS).toBe(ACCEPTED_FILE_EXTENSIONS);
    expect(ALLOWED_EXTENSIONS).toBe(ACCEPTED_FILE_EXTENSIONS);
  });
});
