// The catalogue's other parts and what a procurement asks with them: worker fitness categories and the documents
// asked per vehicle (of every supplier and of one), and a category's default document that the supplier downloads.
// A change never loses an upload: a requirement taken away stays, not mandatory, with its file, and comes back with
// it. Refused to another customer, a supplier, a worker, anonymous and the lower levels. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSupplier, createUser, graphql, restLogin, SIGNED_OUT } from "../fixtures/auth-users";
import { samplePdf } from "../fixtures/files";
import { globalId, graphqlUpload } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomerWithAdministrator } from "../../server/modules/customers/customer-creation";

type Actor = "c5" | "c3" | "c1" | "other5" | "supplier5" | "worker";
type Outcome = { __typename: string; data?: unknown };
const ERRORS = `__typename ... on Error { message }`;
const SET_OTHER = `mutation ($input: SetOtherRequirementsInput!) { setOtherRequirements(input: $input) { ${ERRORS} } }`;
const SAVE_WORKER_CATEGORY = `mutation ($input: SaveWorkerCategoryInput!) { saveWorkerCategory(input: $input) { ${ERRORS} } }`;
const SET_DEFAULT = `mutation ($input: SetCategoryDefaultDocumentInput!) { setCategoryDefaultDocument(input: $input) { ${ERRORS} } }`;

describe.each(databaseKinds)("altre parti dei requisiti (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string>;
  const ids = { customer: 0, supplier: 0, procurement: 0, link: 0, pivot: 0, element: 0, durc: 0 };

  async function run(actor: Actor, query: string, input: Record<string, unknown>): Promise<string> {
    const { body } = await graphql<Record<string, Outcome>>(t, query, { input }, tokens[actor]);
    return body.data ? Object.values(body.data)[0]!.__typename : "GraphQLError";
  }
  // An anonymous caller is answered «Accesso richiesto» before any resolver runs.
  const anonymous = async (query: string, input: Record<string, unknown>) => (await graphql(t, query, { input })).body;
  const procurementId = () => globalId("Procurement", ids.procurement);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const prisma = t.deps.prisma;
    await prisma.supplierDocumentCategory.create({ data: { code: "DURC", label: "DURC" } });
    await prisma.workerDocumentCategory.createMany({ data: [{ code: "IDO", label: "Idoneità sanitaria alla mansione", isStandard: true }, { code: "PS", label: "Attestato primo soccorso" }] });
    const created = await createCustomerWithAdministrator(t.deps, { name: "Acciaierie Emiliane Spa", vatNumber: "01234567897", email: "hse5@acciaierie.it", firstName: "Anna", lastName: "Bassi" });
    const other = await createCustomerWithAdministrator(t.deps, { name: "Cartiere Venete Spa", vatNumber: "12345678903", email: "hse@cartiere.it", firstName: "Marco", lastName: "Zen" });
    ids.customer = created.customerId;
    const supplier = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl" });
    ids.supplier = supplier.id;
    const employee = await prisma.worker.create({ data: { customerId: ids.customer, firstName: "Luca", lastName: "Neri" } });
    const users: [Actor, string, Parameters<typeof createUser>[1]][] = [
      ["c5", "hse5b@acciaierie.it", { email: "hse5b@acciaierie.it", kind: "CUSTOMER", customerId: ids.customer, userLevel: 5 }],
      ["c3", "hse3@acciaierie.it", { email: "hse3@acciaierie.it", kind: "CUSTOMER", customerId: ids.customer, userLevel: 3 }],
      ["c1", "hse1@acciaierie.it", { email: "hse1@acciaierie.it", kind: "CUSTOMER", customerId: ids.customer, userLevel: 1 }],
      ["other5", "hse5@cartiere-altro.it", { email: "hse5@cartiere-altro.it", kind: "CUSTOMER", customerId: other.customerId, userLevel: 5 }],
      ["supplier5", "titolare@alfa.it", { email: "titolare@alfa.it", kind: "SUPPLIER", supplierId: supplier.id, userLevel: 5 }],
      ["worker", "luca.neri@acciaierie.it", { email: "luca.neri@acciaierie.it", kind: "WORKER", workerId: employee.id }],
    ];
    for (const [actor, email, data] of users) {
      await createUser(prisma, data);
      tokens[actor] = await restLogin(t, email);
    }
    const procurement = await prisma.procurement.create({ data: { customerId: ids.customer, label: "APP-2026-30 Forni" } });
    ids.procurement = procurement.id;
    ids.link = (await prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: supplier.id } })).id;
    const worker = await prisma.supplierWorker.create({ data: { supplierId: supplier.id, firstName: "Ugo", lastName: "Rossi", sex: "M" } });
    ids.pivot = (await prisma.procurementWorker.create({ data: { procurementId: procurement.id, supplierId: supplier.id, supplierWorkerId: worker.id } })).id;
    ids.element = (await prisma.procurementElement.create({ data: { procurementId: procurement.id, supplierId: supplier.id, kind: "EQUIPMENT", type: "Autocarro", makerAndModel: "Iveco Daily" } })).id;
    const durc = await prisma.supplierDocumentCategory.findFirstOrThrow({ where: { customerId: ids.customer, code: "DURC" } });
    ids.durc = durc.id;
    await prisma.procurementSupplierAttachment.create({ data: { procurementId: procurement.id, supplierId: supplier.id, categoryId: durc.id } });
  });
  afterAll(async () => t?.close());

  it("le idoneità e i documenti dei mezzi tolti restano con il file e tornano quando richiesti di nuovo", async () => {
    const prisma = t.deps.prisma;
    const ask = (codes: string[], documents: string[], supplier = false) =>
      run("c3", SET_OTHER, { procurementId: procurementId(), ...(supplier ? { supplierId: globalId("Supplier", ids.supplier) } : {}), workerCategoryCodes: codes,
        elementDocuments: documents.map((documentName) => ({ kind: "EQUIPMENT", documentName })) });
    expect(await ask(["IDO"], ["Carta di circolazione"])).toBe("SetOtherRequirementsSuccess");
    expect(await ask(["PS"], ["Certificato di assicurazione RCA"], true)).toBe("SetOtherRequirementsSuccess");
    const rows = () => prisma.procurementWorkerAttachment.findMany({ where: { procurementWorkerId: ids.pivot }, select: { category: { select: { code: true } }, active: true, mediaId: true }, orderBy: { id: "asc" } });
    expect((await rows()).map((row) => [row.category.code, row.active])).toEqual([["IDO", true], ["PS", true]]);
    // Uploads on the worker's row and the vehicle's requirement.
    const media = await prisma.media.create({ data: { directory: "fitness-certificates", storedName: `m-${kind}`, extension: "pdf", originalName: "ido.pdf", mimeType: "application/pdf", sizeBytes: 4, sha256: "x" } });
    await prisma.procurementWorkerAttachment.updateMany({ where: { procurementWorkerId: ids.pivot }, data: { mediaId: media.id } });
    const requirement = await prisma.elementDocumentRequirement.findFirstOrThrow({ where: { procurementId: ids.procurement, documentName: "Certificato di assicurazione RCA" } });
    expect(requirement.supplierId).toBe(ids.supplier);
    await prisma.elementAttachment.create({ data: { elementId: ids.element, mediaId: media.id, requirementId: requirement.id, documentName: requirement.documentName } });

    expect(await ask([], [])).toBe("SetOtherRequirementsSuccess");
    expect(await ask([], [], true)).toBe("SetOtherRequirementsSuccess");
    expect((await rows()).map((row) => [row.category.code, row.active, row.mediaId])).toEqual([["IDO", false, media.id], ["PS", false, media.id]]);
    const kept = await prisma.elementDocumentRequirement.findMany({ where: { procurementId: ids.procurement }, select: { documentName: true, active: true } });
    expect(kept).toEqual([{ documentName: "Certificato di assicurazione RCA", active: false }]);
    const { body } = await graphql<{ node: { requiredElementDocuments: string[] } }>(t, `query ($id: ID!) { node(id: $id) { ... on ProcurementSupplier { requiredElementDocuments(kind: EQUIPMENT) } } }`,
      { id: globalId("ProcurementSupplier", ids.link) }, tokens.supplier5);
    expect(body.data!.node.requiredElementDocuments).toEqual([]);

    expect(await ask(["PS"], ["Certificato di assicurazione RCA"], true)).toBe("SetOtherRequirementsSuccess");
    expect((await rows()).map((row) => [row.category.code, row.active, row.mediaId])).toEqual([["IDO", false, media.id], ["PS", true, media.id]]);
    const back = await prisma.elementDocumentRequirement.findUniqueOrThrow({ where: { id: requirement.id }, select: { active: true, documents: { select: { mediaId: true } } } });
    expect(back).toEqual({ active: true, documents: [{ mediaId: media.id }] });
  });

  it("un codice fuori catalogo è rifiutato; solo il committente dal livello 3 cambia i requisiti, solo il livello 5 il catalogo", async () => {
    const input = { procurementId: procurementId(), workerCategoryCodes: ["NONE"], elementDocuments: [] };
    expect(await run("c3", SET_OTHER, input)).toBe("ValidationError");
    const valid = { ...input, workerCategoryCodes: [] };
    expect(await run("c1", SET_OTHER, valid)).toBe("ForbiddenError");
    expect(await run("other5", SET_OTHER, valid)).toBe("NotFoundError");
    for (const actor of ["supplier5", "worker"] as const) expect(["ForbiddenError", "NotFoundError"]).toContain(await run(actor, SET_OTHER, valid));
    expect(await anonymous(SET_OTHER, valid)).toEqual(SIGNED_OUT);

    const category = { code: "SALD", label: "Patentino di saldatura" };
    for (const actor of ["c3", "c1", "supplier5", "worker"] as const) expect(await run(actor, SAVE_WORKER_CATEGORY, category)).toBe("ForbiddenError");
    expect(await anonymous(SAVE_WORKER_CATEGORY, category)).toEqual(SIGNED_OUT);
    expect(await run("c5", SAVE_WORKER_CATEGORY, category)).toBe("SaveWorkerCategorySuccess");
    // A relabelled portal entry is the customer's own, the same code: the other customer still reads the portal's.
    const ido = await t.deps.prisma.workerDocumentCategory.findFirstOrThrow({ where: { code: "IDO", customerId: null } });
    expect(await run("c5", SAVE_WORKER_CATEGORY, { id: globalId("WorkerRequirementCategory", ido.id), code: "IDO", label: "Giudizio di idoneità del medico competente" })).toBe("SaveWorkerCategorySuccess");
    const read = async (actor: Actor) =>
      (await graphql<{ workerRequirementCatalogue: { code: string; label: string }[] }>(t, "{ workerRequirementCatalogue { code label } }", {}, tokens[actor])).body.data!.workerRequirementCatalogue;
    expect((await read("c3")).map((entry) => entry.label)).toEqual(["Attestato primo soccorso", "Giudizio di idoneità del medico competente", "Patentino di saldatura"]);
    expect((await read("other5")).map((entry) => entry.label)).toEqual(["Attestato primo soccorso", "Idoneità sanitaria alla mansione"]);
  });

  it("il documento predefinito del livello 5 si scarica dalla riga del fornitore; gli altri non lo caricano", async () => {
    const pdf = await samplePdf("Modello di autocertificazione");
    const upload = (actor: Actor) =>
      graphqlUpload<Record<string, Outcome>>(t, SET_DEFAULT, { input: { categoryId: globalId("SupplierDocumentCategory", ids.durc), file: null } }, { "variables.input.file": { name: "modello.pdf", bytes: pdf, type: "application/pdf" } }, tokens[actor]);
    for (const actor of ["c3", "c1", "supplier5"] as const) expect(Object.values((await upload(actor)).body.data!)[0]!.__typename).toBe("ForbiddenError");
    expect(Object.values((await upload("other5")).body.data!)[0]!.__typename).toBe("NotFoundError");
    expect(Object.values((await upload("c5")).body.data!)[0]!.__typename).toBe("SetCategoryDefaultDocumentSuccess");
    const { body } = await graphql<{ node: { requiredDocuments: { edges: { node: { defaultDocument: { originalName: string; downloadUrl: string } | null } }[] } } }>(
      t, `query ($id: ID!) { node(id: $id) { ... on ProcurementSupplier { requiredDocuments(first: 5) { edges { node { defaultDocument { originalName downloadUrl } } } } } } }`,
      { id: globalId("ProcurementSupplier", ids.link) }, tokens.supplier5);
    const row = body.data!.node.requiredDocuments.edges[0]!.node;
    expect(row.defaultDocument?.originalName).toBe("modello.pdf");
    const download = await t.request(row.defaultDocument!.downloadUrl, { headers: { authorization: `Bearer ${tokens.supplier5}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 4).toString()).toBe("%PDF");

    // The catalogue screen's own download: the customer's users who set requirements, and nobody else.
    const catalogueDownload = (actor: Actor | null) =>
      t.request(`/api/requirementcategories/${ids.durc}/defaultdocument`, { headers: actor ? { authorization: `Bearer ${tokens[actor]}` } : {} });
    const own = await catalogueDownload("c3");
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toContain("modello.pdf");
    expect(Buffer.from(await own.arrayBuffer()).subarray(0, 4).toString()).toBe("%PDF");
    expect((await catalogueDownload("c1")).status).toBe(403);
    expect((await catalogueDownload("other5")).status).toBe(404);
    for (const actor of ["supplier5", "worker"] as const) expect([403, 404]).toContain((await catalogueDownload(actor)).status);
    expect((await catalogueDownload(null)).status).toBe(401);
    // A category that does not exist answers as one of another customer.
    expect((await t.request(`/api/requirementcategories/999999/defaultdocument`, { headers: { authorization: `Bearer ${tokens.c3}` } })).status).toBe(404);
  });
});
