// The isolation matrix of required documents: another supplier on the same procurement, another customer,
// a worker and an anonymous caller try every query, mutation and REST path on a supplier's documents; the
// level-1 users try what needs level 3 or 5, and the supplier tries to approve its own. Each gets "not found"
// or 401/403, and nothing changes in the database or on disk.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createSupplier, createUser, restLogin, SIGNED_OUT } from "../fixtures/auth-users";
import { filesUnder, samplePdf } from "../fixtures/files";
import { bearer, globalId, gql, graphqlUpload, restForm, restJson } from "../fixtures/supplier-home";

type Actor = "alfa1" | "alfa5" | "beta5" | "customer1" | "otherCustomer" | "worker" | "anonymous";
type Outsider = "beta5" | "otherCustomer" | "worker" | "anonymous";
const OUTSIDERS: readonly Outsider[] = ["beta5", "otherCustomer", "worker", "anonymous"];

const RESULT = `__typename ... on Error { message }`;
const MUTATIONS = {
  upload: `mutation ($input: UploadRequiredDocumentInput!) { uploadRequiredDocument(input: $input) { ${RESULT} } }`,
  approval: `mutation ($input: SetRequiredDocumentApprovalInput!) { setRequiredDocumentApproval(input: $input) { ${RESULT} } }`,
  active: `mutation ($input: SetRequiredDocumentActiveInput!) { setRequiredDocumentActive(input: $input) { ${RESULT} } }`,
  delete: `mutation ($input: DeleteRequiredDocumentInput!) { deleteRequiredDocument(input: $input) { ${RESULT} } }`,
};

describe.each(databaseKinds)("documenti richiesti: isolamento (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string | undefined>;
  const ids = { procurement: 0, alfa: 0, alfaLink: 0, durc: 0, ac: 0, alfaDoc: 0 };
  const prisma = () => t.deps.prisma;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = prisma();
    const customer = await createCustomer(db, "Acciaierie Emiliane Spa");
    const otherCustomer = await createCustomer(db, "Cartiere Venete Spa");
    const alfa = await createSupplier(db, { companyName: "Alfa Costruzioni Srl" });
    const beta = await createSupplier(db, { companyName: "Beta Impianti Srl" });
    const procurement = await db.procurement.create({ data: { customerId: customer.id, label: "APP-2026-01" } });
    const alfaLink = await db.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: alfa.id } });
    await db.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: beta.id } });
    // The other customer has its own procurement with Beta on it.
    const foreign = await db.procurement.create({ data: { customerId: otherCustomer.id, label: "CV-2026-09" } });
    await db.procurementSupplier.create({ data: { procurementId: foreign.id, supplierId: beta.id } });
    const durcCategory = await db.supplierDocumentCategory.create({ data: { code: "DURC", label: "DURC", supplierAttachmentType: 1 } });
    const acCategory = await db.supplierDocumentCategory.create({ data: { code: "AC", label: "Autocertificazione" } });
    const written = await t.deps.storage.writeNew("procurement-documents", "pdf", await samplePdf("DURC Alfa"));
    const media = await db.media.create({
      data: { directory: "procurement-documents", storedName: written.storedName, extension: "pdf", originalName: "durc.pdf", mimeType: "application/pdf", sizeBytes: written.sizeBytes, sha256: written.sha256 },
    });
    const durc = await db.procurementSupplierAttachment.create({
      data: { procurementId: procurement.id, supplierId: alfa.id, categoryId: durcCategory.id, mediaId: media.id, attachmentName: "DURC", defaultMediaId: media.id },
    });
    const ac = await db.procurementSupplierAttachment.create({ data: { procurementId: procurement.id, supplierId: alfa.id, categoryId: acCategory.id } });
    await db.procurementSupplierAttachment.create({ data: { procurementId: procurement.id, supplierId: beta.id, categoryId: durcCategory.id } });
    const alfaDoc = await db.supplierAttachment.create({ data: { supplierId: alfa.id, attachmentType: 1, attachmentFilename: "DURC aziendale", mediaId: media.id } });
    const worker = await db.worker.create({ data: { customerId: customer.id, firstName: "Luca", lastName: "Neri" } });
    Object.assign(ids, { procurement: procurement.id, alfa: alfa.id, alfaLink: alfaLink.id, durc: durc.id, ac: ac.id, alfaDoc: alfaDoc.id });

    const users: [Exclude<Actor, "anonymous">, Parameters<typeof createUser>[1]][] = [
      ["alfa1", { email: "segreteria@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 1 }],
      ["alfa5", { email: "titolare@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 5 }],
      ["beta5", { email: "titolare@beta.it", kind: "SUPPLIER", supplierId: beta.id, userLevel: 5 }],
      ["customer1", { email: "portineria@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 1 }],
      ["otherCustomer", { email: "hse@cartiere.it", kind: "CUSTOMER", customerId: otherCustomer.id, userLevel: 5 }],
      ["worker", { email: "luca.neri@acciaierie.it", kind: "WORKER", workerId: worker.id }],
    ];
    for (const [actor, data] of users) {
      await createUser(db, data);
      tokens[actor] = await restLogin(t, data.email);
    }
    tokens.anonymous = undefined;
  });
  afterAll(async () => t?.close());

  const snapshot = async () => ({
    requirements: await prisma().procurementSupplierAttachment.findMany({ orderBy: { id: "asc" } }),
    media: await prisma().media.findMany({ orderBy: { id: "asc" } }),
    audits: await prisma().auditRecord.count({ where: { NOT: { action: { startsWith: "auth." } } } }),
    files: await filesUnder(t.deps.config.storageDir),
  });
  const docId = (id: number) => globalId("RequiredDocument", id);
  const mutation = async (name: keyof typeof MUTATIONS, input: Record<string, unknown>, actor: Actor) => {
    const { body } = await gql<Record<string, { __typename: string; message: string }>>(t, MUTATIONS[name], { input }, tokens[actor]);
    return Object.values(body.data ?? {})[0];
  };
  const uploadWithFile = async (actor: Actor) => {
    const { body } = await graphqlUpload<{ uploadRequiredDocument: { __typename: string } }>(
      t, MUTATIONS.upload, { input: { id: docId(ids.durc), attachmentName: "Intruso", file: null } },
      { "variables.input.file": { name: "intruso.pdf", bytes: await samplePdf("intruso"), type: "application/pdf" } }, tokens[actor],
    );
    return body.data?.uploadRequiredDocument.__typename;
  };
  const refusal = (actor: Actor) => (actor === "anonymous" ? "UnauthenticatedError" : "NotFoundError");
  const refusalStatus = (actor: Actor) => (actor === "anonymous" ? 401 : 404);

  // GraphQL refuses an anonymous caller before any resolver (server/graphql/anonymous-operations.ts).
  const GRAPHQL_OUTSIDERS = OUTSIDERS.filter((actor) => actor !== "anonymous");

  it("anonymous: ogni richiesta GraphQL sui documenti è rifiutata con «Accesso richiesto»; nulla cambia", async () => {
    const before = await snapshot();
    expect((await gql(t, `query ($id: ID!) { node(id: $id) { id } }`, { id: docId(ids.durc) })).body).toEqual(SIGNED_OUT);
    for (const [name, input] of [["approval", { id: docId(ids.durc), approval: "APPROVED" }], ["delete", { id: docId(ids.durc) }]] as const) {
      expect((await gql(t, MUTATIONS[name], { input })).body, name).toEqual(SIGNED_OUT);
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each(GRAPHQL_OUTSIDERS)("%s non vede i documenti di un altro fornitore via GraphQL", async (actor) => {
    const node = await gql<{ node: unknown }>(t, `query ($id: ID!) { node(id: $id) { id } }`, { id: docId(ids.durc) }, tokens[actor]);
    expect(node.body).toEqual({ data: { node: null } });
    const link = await gql<{ node: unknown }>(
      t, `query ($id: ID!) { node(id: $id) { ... on ProcurementSupplier { trafficLight requiredDocuments(first: 5) { totalCount } } } }`,
      { id: globalId("ProcurementSupplier", ids.alfaLink) }, tokens[actor],
    );
    expect(link.body).toEqual({ data: { node: null } });
    const matching = await gql<{ matchingSupplierAttachments: unknown }>(
      t, `query ($id: ID!) { matchingSupplierAttachments(requiredDocumentId: $id) { id } }`, { id: docId(ids.durc) }, tokens[actor],
    );
    expect(matching.body.data).toBeNull();
    expect(matching.body.errors?.[0]?.extensions).toMatchObject({ code: refusal(actor) });
  });

  it.each(GRAPHQL_OUTSIDERS)("%s non modifica i documenti di un altro fornitore via GraphQL; nulla cambia", async (actor) => {
    const before = await snapshot();
    expect(await uploadWithFile(actor)).toBe(refusal(actor));
    expect((await mutation("upload", { id: docId(ids.durc), attachmentName: "x", importSupplierAttachmentId: globalId("SupplierAttachment", ids.alfaDoc) }, actor))?.__typename).toBe(refusal(actor));
    expect((await mutation("approval", { id: docId(ids.durc), approval: "APPROVED" }, actor))?.__typename).toBe(refusal(actor));
    expect((await mutation("active", { id: docId(ids.durc), active: false }, actor))?.__typename).toBe(refusal(actor));
    expect((await mutation("delete", { id: docId(ids.durc) }, actor))?.__typename).toBe(refusal(actor));
    expect(await snapshot()).toEqual(before);
  });

  it.each(OUTSIDERS)("%s riceve 404 o 401 su ogni percorso REST dei documenti di un altro fornitore; nulla cambia", async (actor) => {
    const before = await snapshot();
    const token = tokens[actor];
    const expected = refusalStatus(actor);
    const get = async (path: string) => (await t.request(path, { headers: bearer(token) })).status;
    expect(await get(`/api/cs/supplierattachmentcateg?procurement_id=${ids.procurement}&supplier_id=${ids.alfa}`)).toBe(expected);
    expect(await get(`/api/matchingdocumentation?categories=DURC&supplier_id=${ids.alfa}`)).toBe(expected);
    expect(await get(`/api/cs/matchingdocumentation?categories=DURC&supplier_id=${ids.alfa}`)).toBe(expected);
    expect(await get(`/api/cs/procurementsupplierattachments/download/file?item_id=${ids.durc}`)).toBe(expected);
    expect(await get(`/api/cs/procurementsupplierattachments/download/file?item_id=${ids.durc}&tag=PROCUREMENT_ATTACHMENT_DEFAULT_DOCUMENT`)).toBe(expected);
    expect(await get(`/api/procurements/autocertificazione/generate?procurement_id=${ids.procurement}&supplier_id=${ids.alfa}`)).toBe(expected);
    const generated = await restJson(t, "POST", "/api/procurements/autocertificazione/generate", { procurement_id: ids.procurement, supplier_id: ids.alfa }, token);
    expect(generated.status).toBe(expected);
    const upload = await restForm(
      t, "/api/cs/procurementsupplierattachments/upload/file",
      { psa_id: ids.durc, procurement_id: ids.procurement, attachment_filename: "Intruso", import_from_supplier_documentation: 0 },
      { field: "file", part: { name: "intruso.pdf", bytes: await samplePdf("intruso") } }, token,
    );
    expect(upload.status).toBe(expected);
    const review = await restJson(t, "POST", "/api/procurementsupplierattachments", { psa_id: ids.durc, procurement_id: ids.procurement, approved: 1, active: 0 }, token);
    expect(review.status).toBe(expected);
    expect((await restJson(t, "DELETE", `/api/procurementsupplierattachments/${ids.durc}`, undefined, token)).status).toBe(expected);
    expect(await snapshot()).toEqual(before);
  });

  it("i livelli bassi e il fornitore stesso: 403 'Utente non autorizzato' dove serve il committente, il livello che serve dove manca solo quello", async () => {
    const before = await snapshot();
    const forbidden = { __typename: "ForbiddenError", message: "Utente non autorizzato" };
    // The supplier never approves its own documents nor decides what is mandatory, at any level.
    for (const actor of ["alfa1", "alfa5"] as const) {
      expect(await mutation("approval", { id: docId(ids.durc), approval: "APPROVED" }, actor)).toEqual(forbidden);
      expect(await mutation("active", { id: docId(ids.durc), active: false }, actor)).toEqual(forbidden);
      const review = await restJson(t, "POST", "/api/procurementsupplierattachments", { psa_id: ids.durc, approved: 1 }, tokens[actor]);
      expect(review).toEqual({ status: 403, body: { message: "Utente non autorizzato", error: "Utente non autorizzato" } });
    }
    // The customer's level-1 user sees the documents but may not review them: it is told the level needed.
    const level3 = { __typename: "ForbiddenError", message: "Serve il livello utente 3 o superiore" };
    expect(await mutation("approval", { id: docId(ids.durc), approval: "APPROVED" }, "customer1")).toEqual(level3);
    expect(await mutation("active", { id: docId(ids.durc), active: false }, "customer1")).toEqual(level3);
    expect((await restJson(t, "POST", "/api/procurementsupplierattachments", { psa_id: ids.durc, active: 0 }, tokens.customer1)).status).toBe(403);
    // Deleting needs level 5.
    for (const actor of ["alfa1", "customer1"] as const) {
      expect(await mutation("delete", { id: docId(ids.durc) }, actor)).toEqual({ __typename: "ForbiddenError", message: "Serve il livello utente 5 o superiore" });
      expect((await restJson(t, "DELETE", `/api/procurementsupplierattachments/${ids.durc}`, undefined, tokens[actor])).status).toBe(403);
    }
    // The customer does not upload in the supplier's place.
    expect((await mutation("upload", { id: docId(ids.durc), attachmentName: "x" }, "customer1"))).toEqual(forbidden);
    expect(await snapshot()).toEqual(before);
    // What they may do, they can: the level-1 supplier user sees its documents, the customer's too.
    for (const actor of ["alfa1", "customer1"] as const) {
      const node = await gql<{ node: { attachmentName: string } }>(t, `query ($id: ID!) { node(id: $id) { ... on RequiredDocument { attachmentName } } }`, { id: docId(ids.durc) }, tokens[actor]);
      expect(node.body.data?.node).toEqual({ attachmentName: "DURC" });
    }
  });

  it("un id di un altro tipo o contraffatto vale come inesistente", async () => {
    for (const id of [globalId("Supplier", ids.durc), "not-a-global-id", globalId("RequiredDocument", 999999)]) {
      expect((await mutation("delete", { id }, "alfa5"))?.__typename).toBe("NotFoundError");
    }
    expect((await restJson(t, "DELETE", "/api/procurementsupplierattachments/abc", undefined, tokens.alfa5)).status).toBe(404);
  });
});
