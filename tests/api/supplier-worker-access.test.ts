// A supplier's level-5 user gives one of its workers an access to the worker area (invitation mail on a real SMTP
// server, /reset link), the worker sees only their own record, documents and certificates, and the access is
// taken back. Another supplier cannot give access to a worker not theirs; levels below 5 and customers are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createSupplier, createUser, graphql, jsonRequest, restLogin } from "../fixtures/auth-users";
import { startSmtpServer, type TestSmtpServer } from "../fixtures/auth-smtp";
import { globalId } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplierWorkerAreaService } from "../../server/modules/workers-area/supplier-worker-area.service";

const PUBLIC_URL = "https://portale.example.it";
const PASSWORD = "Ponteggio2027";
const GRANT = `mutation ($input: GrantWorkerAreaAccessInput!) { grantWorkerAreaAccess(input: $input) { __typename ... on Error { message }
  ... on GrantWorkerAreaAccessSuccess { data { supplierWorker { workerAreaAccess { email active } } } } } }`;
const REVOKE = `mutation ($input: RevokeWorkerAreaAccessInput!) { revokeWorkerAreaAccess(input: $input) { __typename ... on Error { message } } }`;
const AREA = `{ ownSupplierWorkerArea { firstName lastName employer documents { name file { downloadUrl } }
  procurements { procurementLabel customerName participation fitnessCertificates { category state file { downloadUrl } } } } }`;

type Area = { firstName: string; employer: string; documents: { name: string; file: { downloadUrl: string } | null }[]; procurements: { procurementLabel: string; fitnessCertificates: { category: string; state: string; file: { downloadUrl: string } | null }[] }[] };

describe.each(databaseKinds)("accesso all'area lavoratore di un lavoratore del fornitore (%s)", (kind) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const tokens: Record<string, string> = {};
  const ids = { marco: 0, paolo: 0, beppe: 0 };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
    const prisma = t.deps.prisma;
    const customer = await createCustomer(prisma, "Acciaierie Emiliane Spa");
    const alfa = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl" });
    const beta = await createSupplier(prisma, { companyName: "Beta Impianti Srl" });
    const category = await prisma.workerDocumentCategory.create({ data: { code: "IDO", label: "Idoneità sanitaria" } });
    const worker = (supplierId: number, firstName: string, lastName: string) => prisma.supplierWorker.create({ data: { supplierId, firstName, lastName, sex: "M" } });
    const marco = await worker(alfa.id, "Marco", "Bianchi");
    const paolo = await worker(alfa.id, "Paolo", "Verdi");
    const beppe = await worker(beta.id, "Beppe", "Rossi");
    Object.assign(ids, { marco: marco.id, paolo: paolo.id, beppe: beppe.id });
    const media = (name: string) => prisma.media.create({ data: { directory: "worker-documents", storedName: `${name}-${kind}`, extension: "pdf", originalName: `${name}.pdf`, mimeType: "application/pdf", sizeBytes: 10, sha256: "0" } });
    for (const [id, name] of [[marco.id, "corso-marco"], [paolo.id, "corso-paolo"]] as const) {
      await prisma.supplierWorkerAttachment.create({ data: { supplierWorkerId: id, categoryId: category.id, attachmentFilename: name, mediaId: (await media(name)).id } });
    }
    const procurement = await prisma.procurement.create({ data: { customerId: customer.id, label: "APP-2026-30 Forni" } });
    await prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: alfa.id } });
    for (const [id, name] of [[marco.id, "ido-marco"], [paolo.id, "ido-paolo"]] as const) {
      const pivot = await prisma.procurementWorker.create({ data: { procurementId: procurement.id, supplierId: alfa.id, supplierWorkerId: id } });
      await prisma.procurementWorkerAttachment.create({ data: { procurementWorkerId: pivot.id, categoryId: category.id, attachmentName: name, mediaId: (await media(name)).id } });
    }
    await createUser(prisma, { email: "titolare@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 5 });
    await createUser(prisma, { email: "ufficio@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 4 });
    await createUser(prisma, { email: "titolare@beta.it", kind: "SUPPLIER", supplierId: beta.id, userLevel: 5 });
    await createUser(prisma, { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    for (const email of ["titolare@alfa.it", "ufficio@alfa.it", "titolare@beta.it", "hse@acciaierie.it"]) tokens[email] = await restLogin(t, email);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const grant = (worker: number, email: string, token: string) =>
    graphql<{ grantWorkerAreaAccess: { __typename: string; message?: string; data?: { supplierWorker: { workerAreaAccess: unknown } } } }>(t, GRANT, { input: { supplierWorkerId: globalId("SupplierWorker", worker), email } }, token);

  it("livelli sotto il 5, un altro fornitore e il committente non danno l'accesso; nessun utente, nessuna mail", async () => {
    const sent = smtp.messages.length;
    expect((await grant(ids.marco, "marco@alfa.it", tokens["ufficio@alfa.it"]!)).body.data!.grantWorkerAreaAccess).toEqual({
      __typename: "ForbiddenError", message: "Impossibile dare l'accesso all'area lavoratore: serve il livello utente 5 o superiore",
    });
    expect((await grant(ids.marco, "marco@alfa.it", tokens["titolare@beta.it"]!)).body.data!.grantWorkerAreaAccess).toEqual({ __typename: "NotFoundError", message: "Lavoratore non trovato" });
    expect((await grant(ids.marco, "marco@alfa.it", tokens["hse@acciaierie.it"]!)).body.data!.grantWorkerAreaAccess.__typename).toBe("ForbiddenError");
    expect((await grant(ids.beppe, "beppe@beta.it", tokens["titolare@alfa.it"]!)).body.data!.grantWorkerAreaAccess.__typename).toBe("NotFoundError");
    expect(await t.deps.prisma.user.count({ where: { kind: "WORKER" } })).toBe(0);
    expect(smtp.messages.length).toBe(sent);
  });

  it("il livello 5 dà l'accesso: il lavoratore riceve l'invito, imposta la password e vede solo i propri dati, documenti e idoneità", async () => {
    const sent = smtp.messages.length;
    const given = await grant(ids.marco, "Marco.Bianchi@alfa.it", tokens["titolare@alfa.it"]!);
    expect(given.body.data!.grantWorkerAreaAccess).toEqual({ __typename: "GrantWorkerAreaAccessSuccess", data: { supplierWorker: { workerAreaAccess: { email: "marco.bianchi@alfa.it", active: true } } } });
    const again = await grant(ids.marco, "altro@alfa.it", tokens["titolare@alfa.it"]!);
    expect(again.body.data!.grantWorkerAreaAccess).toMatchObject({ __typename: "ValidationError", message: "Il lavoratore ha già l'accesso all'area lavoratore" });
    const taken = await grant(ids.paolo, "titolare@beta.it", tokens["titolare@alfa.it"]!);
    expect(taken.body.data!.grantWorkerAreaAccess).toMatchObject({ __typename: "ValidationError", message: "Esiste già un utente con questo indirizzo email" });
    const mail = await smtp.message(sent);
    expect(mail.to).toEqual(["marco.bianchi@alfa.it"]);
    expect(mail.text).toContain("per Alfa Costruzioni Srl.");
    const link = new RegExp(`/reset/${encodeURIComponent("marco.bianchi@alfa.it")}/([A-Za-z0-9_-]{43})`).exec(mail.text)![1]!;
    expect((await t.request("/api/customersupp/password/reset", jsonRequest({ email: "marco.bianchi@alfa.it", token: link, password: PASSWORD, password_confirmation: PASSWORD }))).status).toBe(200);
    tokens.marco = await restLogin(t, "marco.bianchi@alfa.it", PASSWORD);

    const { body } = await graphql<{ ownSupplierWorkerArea: Area }>(t, AREA, {}, tokens.marco);
    const area = body.data!.ownSupplierWorkerArea;
    expect(area).toMatchObject({ firstName: "Marco", employer: "Alfa Costruzioni Srl" });
    expect(area.documents.map((row) => row.name)).toEqual(["corso-marco"]);
    expect(area.procurements).toHaveLength(1);
    expect(area.procurements[0]!.fitnessCertificates).toHaveLength(1);
    expect(JSON.stringify(body)).not.toMatch(/paolo|Paolo/);
    // Their own files open; Paolo's do not, whatever the id (the rule itself, before any disk is read).
    const files = createSupplierWorkerAreaService(t.deps);
    const user = await t.deps.prisma.user.findUniqueOrThrow({ where: { email: "marco.bianchi@alfa.it" } });
    const viewer = { userId: user.id, kind: user.kind, email: user.email, userLevel: user.userLevel, supplierId: null, customerId: null, workerId: null, supplierWorkerId: ids.marco };
    const ownDoc = await t.deps.prisma.supplierWorkerAttachment.findFirstOrThrow({ where: { supplierWorkerId: ids.marco } });
    const ownCert = await t.deps.prisma.procurementWorkerAttachment.findFirstOrThrow({ where: { procurementWorker: { supplierWorkerId: ids.marco } } });
    expect((await files.ownDocumentFile(viewer, ownDoc.id)).originalName).toBe("corso-marco.pdf");
    expect((await files.ownFitnessCertificateFile(viewer, ownCert.id)).originalName).toBe("ido-marco.pdf");
    expect(area.documents[0]!.file!.downloadUrl).toBe(`/api/wr/getswdoc/${ownDoc.id}`);
    const paoloDoc = await t.deps.prisma.supplierWorkerAttachment.findFirstOrThrow({ where: { supplierWorkerId: ids.paolo } });
    const paoloCert = await t.deps.prisma.procurementWorkerAttachment.findFirstOrThrow({ where: { procurementWorker: { supplierWorkerId: ids.paolo } } });
    await expect(files.ownDocumentFile(viewer, paoloDoc.id)).rejects.toThrow("file non disponibile");
    await expect(files.ownFitnessCertificateFile(viewer, paoloCert.id)).rejects.toThrow("file non disponibile");
    for (const url of [`/api/wr/getswdoc/${paoloDoc.id}`, `/api/wr/getswcert/${paoloCert.id}`]) {
      expect((await t.request(url, { headers: { authorization: `Bearer ${tokens.marco}` } })).status).toBe(404);
    }
    // Nothing of the supplier's side: the company's workers, the customer's procurements.
    const { body: company } = await graphql<{ viewer: { supplier: unknown } }>(t, `{ viewer { kind supplier { companyName } } }`, {}, tokens.marco);
    expect(company.data!.viewer).toEqual({ kind: "WORKER", supplier: null });
    const { body: node } = await graphql<{ node: unknown }>(t, `query ($id: ID!) { node(id: $id) { ... on SupplierWorker { firstName } } }`, { id: globalId("SupplierWorker", ids.paolo) }, tokens.marco);
    expect(node.data!.node).toBeNull();
    // Anyone else has no such area.
    expect((await graphql<{ ownSupplierWorkerArea: unknown }>(t, AREA, {}, tokens["titolare@alfa.it"])).body.data!.ownSupplierWorkerArea).toBeNull();
    // The navigation's worker-area entries, as the server lists them: their own area (/medicine), no training area.
    const screens = async (token: string | undefined) => (await graphql<{ viewer: { workerAreaScreens: string[] } }>(t, `{ viewer { workerAreaScreens } }`, {}, token)).body.data!.viewer.workerAreaScreens;
    expect(await screens(tokens.marco)).toEqual(["MEDICINE"]);
    expect(await screens(tokens["titolare@alfa.it"])).toEqual([]);
    expect(await screens(tokens["hse@acciaierie.it"])).toEqual([]);
  });

  it("togliere l'accesso chiude subito le sessioni; ridarlo manda un nuovo invito allo stesso utente", async () => {
    expect((await graphql<{ revokeWorkerAreaAccess: { __typename: string } }>(t, REVOKE, { input: { supplierWorkerId: globalId("SupplierWorker", ids.marco) } }, tokens["ufficio@alfa.it"])).body.data!.revokeWorkerAreaAccess.__typename).toBe("ForbiddenError");
    expect((await graphql<{ revokeWorkerAreaAccess: { __typename: string } }>(t, REVOKE, { input: { supplierWorkerId: globalId("SupplierWorker", ids.marco) } }, tokens["titolare@alfa.it"])).body.data!.revokeWorkerAreaAccess.__typename).toBe("RevokeWorkerAreaAccessSuccess");
    const { body } = await graphql<{ ownSupplierWorkerArea: unknown }>(t, AREA, {}, tokens.marco);
    expect(body.data?.ownSupplierWorkerArea ?? null).toBeNull();
    expect((await t.request("/api/customersupp/login", jsonRequest({ email: "marco.bianchi@alfa.it", password: PASSWORD }))).status).toBe(401);
    const sent = smtp.messages.length;
    const back = await grant(ids.marco, "marco.bianchi@alfa.it", tokens["titolare@alfa.it"]!);
    expect(back.body.data!.grantWorkerAreaAccess).toMatchObject({ __typename: "GrantWorkerAreaAccessSuccess" });
    expect((await smtp.message(sent)).to).toEqual(["marco.bianchi@alfa.it"]);
    expect(await t.deps.prisma.user.count({ where: { supplierWorkerId: ids.marco } })).toBe(1);
    // Deleting the worker takes the access with it.
    await t.deps.prisma.procurementWorker.deleteMany({ where: { supplierWorkerId: ids.marco } });
    await t.deps.prisma.supplierWorker.delete({ where: { id: ids.marco } });
    expect(await t.deps.prisma.user.count({ where: { email: "marco.bianchi@alfa.it" } })).toBe(0);
  });

  it("il database rifiuta un utente lavoratore legato a entrambi i lavoratori o a nessuno", async () => {
    const worker = await t.deps.prisma.worker.create({ data: { customerId: (await t.deps.prisma.customer.findFirstOrThrow()).id, firstName: "Luca", lastName: "Neri" } });
    await expect(t.deps.prisma.user.create({ data: { kind: "WORKER", email: "doppio@x.it", passwordHash: "x", workerId: worker.id, supplierWorkerId: ids.paolo } })).rejects.toThrow();
    await expect(t.deps.prisma.user.create({ data: { kind: "WORKER", email: "nessuno@x.it", passwordHash: "x" } })).rejects.toThrow();
    await expect(t.deps.prisma.user.create({ data: { kind: "SUPPLIER", email: "fornitore@x.it", passwordHash: "x", supplierWorkerId: ids.paolo } })).rejects.toThrow();
  });
});
