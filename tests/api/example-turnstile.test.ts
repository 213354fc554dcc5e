// The integrators' example turnstile (examples/tornello/tornello.mjs), run as a gate would run it: a separate Node
// process against a portal listening on a real socket, with an API key made by the customer's administrator. An
// approved worker is admitted (exit 0), one whose participation still waits is refused with the reason (exit 1),
// an unknown codice fiscale is refused, and a wrong key leaves the gate closed (exit 2).
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { createApiKey } from "../fixtures/api-clients";
import { listen, type Listening } from "../fixtures/http-server";

const TURNSTILE = fileURLToPath(new URL("../../examples/tornello/tornello.mjs", import.meta.url));
const ADMITTED_CODE = "GMMGNI80A01A944Y";
const WAITING_CODE = "CNTPRI80A01A944X";

type Run = { code: number; stdout: string; stderr: string };

// Asynchronous on purpose: the portal answers from this same process.
function turnstile(port: number, key: string, procurement: string, fiscalCode: string): Promise<Run> {
  return new Promise((resolve) => {
    const environment = { ...process.env, PORTALE_URL: `http://127.0.0.1:${port}`, PORTALE_CHIAVE: key };
    execFile(process.execPath, [TURNSTILE, procurement, fiscalCode], { env: environment, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

describe.each(databaseKinds)("il tornello di esempio contro un portale avviato (%s)", (kind) => {
  let t: TestApp;
  let portal: Listening;
  let key = "";
  let procurementNumber = "";

  beforeAll(async () => {
    t = await createTestApp(kind);
    const prisma = t.deps.prisma;
    const customer = await createCustomer(prisma, "Acciaierie del Nord Spa");
    await createUser(prisma, { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    const supplier = await createSupplier(prisma, { companyName: "Gamma Manutenzioni Srl" });
    const procurement = await prisma.procurement.create({ data: { customerId: customer.id, label: "APP-ALTOFORNO-2" } });
    await prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: supplier.id } });
    const people = [
      { firstName: "Gino", lastName: "Gammi", fiscalCode: ADMITTED_CODE, approval: "APPROVED" as const },
      { firstName: "Piero", lastName: "Conti", fiscalCode: WAITING_CODE, approval: "PENDING" as const },
    ];
    for (const { approval, ...person } of people) {
      const worker = await prisma.supplierWorker.create({ data: { supplierId: supplier.id, sex: "M", ...person } });
      await prisma.procurementWorker.create({ data: { procurementId: procurement.id, supplierId: supplier.id, supplierWorkerId: worker.id, approval } });
    }
    procurementNumber = String(procurement.id);
    key = (await createApiKey(t, await restLogin(t, "hse@acciaierie.it"), "Tornello altoforno")).token;
    portal = await listen(t.app);
  });
  afterAll(async () => {
    await portal?.close();
    await t?.close();
  });

  it("ammesso: il lavoratore approvato entra, uscita 0", async () => {
    const run = await turnstile(portal.port, key, procurementNumber, ADMITTED_CODE.toLowerCase());
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toMatch(/^AMMESSO: Gino Gammi \(GMMGNI80A01A944Y\) può entrare oggi, \d{4}-\d{2}-\d{2}\n$/);
  });

  it("non ammesso: la partecipazione attende l'approvazione, con il motivo, uscita 1", async () => {
    const run = await turnstile(portal.port, key, Buffer.from(`Procurement:${procurementNumber}`).toString("base64"), WAITING_CODE);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("NON AMMESSO: Piero Conti (CNTPRI80A01A944X) non può entrare oggi");
    expect(run.stdout).toContain("  - Partecipazione all'appalto");
    expect(run.stdout).toContain("in attesa di approvazione");
  });

  it("un codice fiscale che non è nell'appalto non entra; una chiave sbagliata lascia il tornello chiuso", async () => {
    const unknown = await turnstile(portal.port, key, procurementNumber, "RSSMRA80A01H501U");
    expect(unknown).toMatchObject({ code: 1, stdout: "NON AMMESSO: nessun lavoratore con codice fiscale RSSMRA80A01H501U in questo appalto\n" });
    const wrongKey = await turnstile(portal.port, `psa_${"A".repeat(43)}`, procurementNumber, ADMITTED_CODE);
    expect(wrongKey.code).toBe(2);
    expect(wrongKey.stdout).toBe("");
    expect(wrongKey.stderr).toContain("Impossibile chiedere al portale:");
  });
});
