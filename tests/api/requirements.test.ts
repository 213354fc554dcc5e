// What a customer asks of its suppliers: its catalogue (level 5), a procurement's defaults and a supplier's own list
// (level 3), the copy from another procurement. The heart: a change of requirements never loses an upload — a
// requirement taken away stays, not mandatory, with its file, and comes back with it when asked again; a new
// requirement is the supplier's at once. Each case on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSupplier, createUser, graphql, restLogin, SIGNED_OUT } from "../fixtures/auth-users";
import { samplePdf } from "../fixtures/files";
import { globalId, graphqlUpload } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { REQUIREMENT_MESSAGES } from "../../common/validation/requirements";
import { createCustomerWithAdministrator } from "../../server/modules/customers/customer-creation";

type Actor = "c5" | "c3" | "c1" | "other5" | "supplier5" | "worker";
type Outcome = { __typename: string; message?: string; fieldErrors?: { field: string; messages: string[] }[]; requirements?: Requirements; category?: { code: string; label: string } };
type Requirements = { defaults: Requirement[]; suppliers: { companyName: string; categories: Requirement[] }[] };
type Requirement = { categoryId: string; mandatory: boolean; hasFile: boolean };

const ERRORS = `__typename ... on Error { message } ... on ValidationError { fieldErrors { field messages } }`;
const REQS = `requirements { defaults { categoryId mandatory hasFile } suppliers { companyName categories { categoryId mandatory hasFile } } }`;
const SET_DEFAULTS = `mutation ($input: SetProcurementRequirementsInput!) { setProcurementRequirements(input: $input) { ${ERRORS} ... on SetProcurementRequirementsSuccess { data { ${REQS} } } } }`;
const SET_SUPPLIER = `mutation ($input: SetSupplierRequirementsInput!) { setSupplierRequirements(input: $input) { ${ERRORS} ... on SetSupplierRequirementsSuccess { data { ${REQS} } } } }`;
const COPY = `mutation ($input: CopyProcurementRequirementsInput!) { copyProcurementRequirements(input: $input) { ${ERRORS} ... on CopyProcurementRequirementsSuccess { data { ${REQS} } } } }`;
const CREATE_CATEGORY = `mutation ($input: CreateDocumentCategoryInput!) { createDocumentCategory(input: $input) { ${ERRORS} ... on CreateDocumentCategorySuccess { data { category { code label } } } } }`;
const UPDATE_CATEGORY = `mutation ($input: UpdateDocumentCategoryInput!) { updateDocumentCategory(input: $input) { ${ERRORS} ... on UpdateDocumentCategorySuccess { data { category { code label } } } } }`;
const CATALOGUE = `{ requirementCatalogue { id code label expires supplierAttachmentType } }`;
const SUPPLIER_ROWS = `query ($id: ID!) { node(id: $id) { ... on ProcurementSupplier { requiredDocuments(first: 50) { edges { node { id category { code } active file { originalName } } } } } } }`;
const UPLOAD = `mutation ($input: UploadRequiredDocumentInput!) { uploadRequiredDocument(input: $input) { ${ERRORS} } }`;
const ADD_SUPPLIER = `mutation ($input: AddProcurementSupplierInput!) { addProcurementSupplier(input: $input) { ${ERRORS} } }`;

describe.each(databaseKinds)("requisiti del committente (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor | "anonymous", string | undefined>;
  const ids = { customer: 0, other: 0, supplier: 0, second: 0, procurement: 0, source: 0, otherProcurement: 0, link: 0 };
  const category = {} as Record<string, string>;

  async function run(actor: Actor | "anonymous", query: string, input: Record<string, unknown>): Promise<Outcome & { errors?: unknown }> {
    const { body } = await graphql<Record<string, Outcome & { data?: Outcome }>>(t, query, { input }, tokens[actor]);
    if (!body.data) return { __typename: "GraphQLError", errors: body.errors };
    const outcome = Object.values(body.data)[0]!;
    return { ...outcome, ...(outcome.data ?? {}) };
  }
  async function supplierRows(token = tokens.supplier5) {
    const { body } = await graphql<{ node: { requiredDocuments: { edges: { node: { id: string; category: { code: string }; active: boolean; file: { originalName: string } | null } }[] } } }>(
      t, SUPPLIER_ROWS, { id: globalId("ProcurementSupplier", ids.link) }, token,
    );
    return Object.fromEntries(body.data!.node.requiredDocuments.edges.map(({ node }) => [node.category.code, node]));
  }
  const req = (code: string, mandatory = true) => ({ categoryId: category[code]!, mandatory });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const prisma = t.deps.prisma;
    // The portal's list, as the reference data loads it at start.
    await prisma.supplierDocumentCategory.createMany({
      data: [
        { code: "DURC", label: "DURC - Documento Unico di Regolarità Contributiva", supplierAttachmentType: 1 },
        { code: "POS", label: "Piano Operativo di Sicurezza" },
        { code: "AC", label: "Autocertificazione requisiti tecnico-professionali (DPR 445/2000)", expires: false },
      ],
    });
    // Customers made as a new customer is: each gets its copy of the list.
    const created = await createCustomerWithAdministrator(t.deps, { name: "Acciaierie Emiliane Spa", vatNumber: "01234567897", email: "hse5@acciaierie.it", firstName: "Anna", lastName: "Bassi" });
    const other = await createCustomerWithAdministrator(t.deps, { name: "Cartiere Venete Spa", vatNumber: "12345678903", email: "hse@cartiere.it", firstName: "Marco", lastName: "Zen" });
    ids.customer = created.customerId;
    ids.other = other.customerId;
    const supplier = await createSupplier(prisma, { companyName: "Alfa Costruzioni Srl" });
    const second = await createSupplier(prisma, { companyName: "Beta Impianti Srl" });
    ids.supplier = supplier.id;
    ids.second = second.id;
    const employee = await prisma.worker.create({ data: { customerId: ids.customer, firstName: "Luca", lastName: "Neri" } });
    await createUser(prisma, { email: "hse5b@acciaierie.it", kind: "CUSTOMER", customerId: ids.customer, userLevel: 5 });
    await createUser(prisma, { email: "hse3@acciaierie.it", kind: "CUSTOMER", customerId: ids.customer, userLevel: 3 });
    await createUser(prisma, { email: "hse1@acciaierie.it", kind: "CUSTOMER", customerId: ids.customer, userLevel: 1 });
    await createUser(prisma, { email: "hse5@cartiere-altro.it", kind: "CUSTOMER", customerId: ids.other, userLevel: 5 });
    await createUser(prisma, { email: "titolare@alfa.it", kind: "SUPPLIER", supplierId: supplier.id, userLevel: 5 });
    await createUser(prisma, { email: "luca.neri@acciaierie.it", kind: "WORKER", workerId: employee.id });
    const emails: Record<Actor, string> = {
      c5: "hse5b@acciaierie.it", c3: "hse3@acciaierie.it", c1: "hse1@acciaierie.it", other5: "hse5@cartiere-altro.it", supplier5: "titolare@alfa.it", worker: "luca.neri@acciaierie.it",
    };
    for (const [actor, email] of Object.entries(emails)) tokens[actor as Actor] = await restLogin(t, email);
    ids.procurement = (await prisma.procurement.create({ data: { customerId: ids.customer, label: "APP-2026-10 Rifacimento copertura" } })).id;
    ids.source = (await prisma.procurement.create({ data: { customerId: ids.customer, label: "APP-2025-04 Manutenzione impianti" } })).id;
    ids.otherProcurement = (await prisma.procurement.create({ data: { customerId: ids.other, label: "CV-01" } })).id;
    ids.link = (await prisma.procurementSupplier.create({ data: { procurementId: ids.procurement, supplierId: ids.supplier } })).id;
    const { body } = await graphql<{ requirementCatalogue: { id: string; code: string }[] }>(t, CATALOGUE, {}, tokens.c3);
    for (const entry of body.data!.requirementCatalogue) category[entry.code] = entry.id;
  });
  afterAll(async () => t?.close());

  it("un nuovo committente ha la sua copia del catalogo, che solo il livello 5 modifica; gli altri non la vedono né la toccano", async () => {
    expect(Object.keys(category).sort()).toEqual(["AC", "DURC", "POS"]);
    const own = await t.deps.prisma.supplierDocumentCategory.count({ where: { customerId: ids.customer } });
    expect(own).toBe(3);
    const input = { code: "patente_crediti", label: "Patente a crediti (art. 27 D.Lgs. 81/08)", expires: true };
    for (const actor of ["c3", "c1"] as const) expect(await run(actor, CREATE_CATEGORY, input)).toMatchObject({ __typename: "ForbiddenError", message: "Serve il livello utente 5 o superiore" });
    for (const actor of ["supplier5", "worker"] as const) expect((await run(actor, CREATE_CATEGORY, input)).__typename).toBe("ForbiddenError");
    expect(await run("anonymous", CREATE_CATEGORY, input)).toEqual({ __typename: "GraphQLError", errors: SIGNED_OUT.errors });
    expect(await run("c5", CREATE_CATEGORY, input)).toMatchObject({ __typename: "CreateDocumentCategorySuccess", category: { code: "PATENTE_CREDITI" } });
    expect((await run("c5", CREATE_CATEGORY, input)).fieldErrors).toEqual([{ field: "code", messages: [REQUIREMENT_MESSAGES.codeTaken] }]);
    // The same code in another customer's catalogue is that customer's business.
    expect((await run("other5", CREATE_CATEGORY, input)).__typename).toBe("CreateDocumentCategorySuccess");
    const update = { id: category.POS!, code: "POS", label: "Piano Operativo di Sicurezza (allegato XV)", expires: false };
    expect((await run("other5", UPDATE_CATEGORY, update)).__typename).toBe("NotFoundError");
    expect((await run("c3", UPDATE_CATEGORY, update)).__typename).toBe("ForbiddenError");
    expect(await run("c5", UPDATE_CATEGORY, update)).toMatchObject({ category: { label: "Piano Operativo di Sicurezza (allegato XV)" } });
    const { body } = await graphql<{ requirementCatalogue: { code: string; label: string }[] }>(t, CATALOGUE, {}, tokens.other5);
    expect(body.data!.requirementCatalogue.find((entry) => entry.code === "POS")?.label).toBe("Piano Operativo di Sicurezza");
    expect((await graphql(t, CATALOGUE, {}, tokens.supplier5)).body.errors).toBeDefined();
    expect((await graphql(t, CATALOGUE, {}, tokens.c1)).body.errors).toBeDefined();
  });

  it("un requisito nuovo è subito del fornitore; tolto resta, facoltativo, con il suo file; richiesto di nuovo torna con il file", async () => {
    const procurementId = globalId("Procurement", ids.procurement);
    const defaults = await run("c3", SET_DEFAULTS, { procurementId, categories: [req("DURC"), req("AC")] });
    expect(defaults.__typename).toBe("SetProcurementRequirementsSuccess");
    let rows = await supplierRows();
    expect(Object.keys(rows).sort()).toEqual(["AC", "DURC"]);
    expect(rows.DURC).toMatchObject({ active: true, file: null });

    const upload = await graphqlUpload<{ uploadRequiredDocument: Outcome }>(
      t, UPLOAD, { input: { id: rows.DURC!.id, attachmentName: "DURC aprile", documentDate: "2026-04-01", documentExpirationDate: "2026-07-30", file: null } },
      { "variables.input.file": { name: "durc.pdf", bytes: await samplePdf("durc.pdf"), type: "application/pdf" } }, tokens.supplier5,
    );
    expect(upload.body.data?.uploadRequiredDocument.__typename).toBe("UploadRequiredDocumentSuccess");

    // Taken away from the defaults: DURC stays (not mandatory, with its file), AC (never touched) goes.
    const removed = await run("c3", SET_DEFAULTS, { procurementId, categories: [req("POS")] });
    expect(removed.requirements!.suppliers[0]!.categories).toEqual(
      expect.arrayContaining([{ categoryId: category.DURC, mandatory: false, hasFile: true }, { categoryId: category.POS, mandatory: true, hasFile: false }]),
    );
    rows = await supplierRows();
    expect(Object.keys(rows).sort()).toEqual(["DURC", "POS"]);
    expect(rows.DURC).toMatchObject({ active: false, file: { originalName: "durc.pdf" } });

    // Asked again, per supplier this time: the same row, with its file.
    const again = await run("c3", SET_SUPPLIER, { procurementId, supplierId: globalId("Supplier", ids.supplier), categories: [req("POS"), req("DURC")] });
    expect(again.__typename).toBe("SetSupplierRequirementsSuccess");
    const back = await supplierRows();
    expect(back.DURC).toMatchObject({ id: rows.DURC!.id, active: true, file: { originalName: "durc.pdf" } });
    // A supplier's own list, taken away entirely, still keeps the uploaded row.
    await run("c3", SET_SUPPLIER, { procurementId, supplierId: globalId("Supplier", ids.supplier), categories: [] });
    expect(await supplierRows()).toMatchObject({ DURC: { active: false, file: { originalName: "durc.pdf" } } });
    expect(await t.deps.prisma.auditRecord.count({ where: { action: "supplierRequirements.changed" } })).toBe(2);
  });

  it("un fornitore aggiunto all'appalto ha subito i requisiti predefiniti", async () => {
    const procurementId = globalId("Procurement", ids.procurement);
    const added = await run("c3", ADD_SUPPLIER, { procurementId, supplierId: globalId("Supplier", ids.second) });
    expect(added.__typename).toBe("AddProcurementSupplierSuccess");
    const rows = await t.deps.prisma.procurementSupplierAttachment.findMany({ where: { procurementId: ids.procurement, supplierId: ids.second }, select: { category: { select: { code: true } }, active: true } });
    expect(rows).toEqual([{ category: { code: "POS" }, active: true }]);
  });

  it("copia i requisiti da un altro appalto dello stesso committente, senza perdere i file", async () => {
    const sourceId = globalId("Procurement", ids.source);
    await t.deps.prisma.elementDocumentRequirement.create({ data: { procurementId: ids.source, kind: "EQUIPMENT", documentName: "Libretto di circolazione" } });
    await t.deps.prisma.procurement.update({ where: { id: ids.source }, data: { workerMandatoryDocumentCategories: ["IDO"] } });
    expect((await run("c3", SET_DEFAULTS, { procurementId: sourceId, categories: [req("AC"), req("DURC", false)] })).__typename).toBe("SetProcurementRequirementsSuccess");
    const input = { procurementId: globalId("Procurement", ids.procurement), fromProcurementId: sourceId };
    expect((await run("other5", COPY, input)).__typename).toBe("NotFoundError");
    for (const actor of ["c1", "supplier5", "worker"] as const) expect(["ForbiddenError", "NotFoundError"]).toContain((await run(actor, COPY, input)).__typename);
    expect(await run("anonymous", COPY, input)).toEqual({ __typename: "GraphQLError", errors: SIGNED_OUT.errors });
    const foreign = await run("c3", COPY, { ...input, fromProcurementId: globalId("Procurement", ids.otherProcurement) });
    expect(foreign.fieldErrors).toEqual([{ field: "fromProcurementId", messages: [REQUIREMENT_MESSAGES.sourceInvalid] }]);
    const copied = await run("c3", COPY, input);
    expect(copied.requirements!.defaults).toEqual([{ categoryId: category.AC, mandatory: true, hasFile: false }, { categoryId: category.DURC, mandatory: false, hasFile: false }]);
    const rows = await supplierRows();
    expect(rows.DURC).toMatchObject({ active: false, file: { originalName: "durc.pdf" } });
    expect(rows.AC).toMatchObject({ active: true, file: null });
    const target = await t.deps.prisma.procurement.findUniqueOrThrow({ where: { id: ids.procurement }, select: { workerMandatoryDocumentCategories: true, elementRequirements: { select: { documentName: true } } } });
    expect(target).toEqual({ workerMandatoryDocumentCategories: ["IDO"], elementRequirements: [{ documentName: "Libretto di circolazione" }] });
  });

  it("isolamento: un altro committente, un fornitore, un lavoratore, un anonimo e il livello 1 non leggono né cambiano i requisiti", async () => {
    const procurementId = globalId("Procurement", ids.procurement);
    const input = { procurementId, categories: [req("POS")] };
    expect((await run("other5", SET_DEFAULTS, input)).__typename).toBe("NotFoundError");
    expect((await run("supplier5", SET_DEFAULTS, input)).__typename).toBe("ForbiddenError");
    expect((await run("worker", SET_DEFAULTS, input)).__typename).toBe("NotFoundError");
    expect(await run("anonymous", SET_DEFAULTS, input)).toEqual({ __typename: "GraphQLError", errors: SIGNED_OUT.errors });
    expect(await run("c1", SET_DEFAULTS, input)).toMatchObject({ __typename: "ForbiddenError", message: "Serve il livello utente 3 o superiore" });
    // Another customer's category is refused by name.
    const otherCatalogue = await t.deps.prisma.supplierDocumentCategory.findFirstOrThrow({ where: { customerId: ids.other, code: "DURC" } });
    const foreign = await run("c3", SET_SUPPLIER, { procurementId, supplierId: globalId("Supplier", ids.supplier), categories: [{ categoryId: globalId("SupplierDocumentCategory", otherCatalogue.id), mandatory: true }] });
    expect(foreign.fieldErrors).toEqual([{ field: "categories", messages: [REQUIREMENT_MESSAGES.categoryInvalid] }]);
    const read = `query ($id: ID!) { node(id: $id) { ... on Procurement { ${REQS} } } }`;
    for (const actor of ["other5", "supplier5", "c1"] as const) {
      const { body } = await graphql<{ node: { requirements: unknown } | null }>(t, read, { id: procurementId }, tokens[actor]);
      expect(body.data?.node?.requirements ?? null).toBeNull();
    }
    const { body } = await graphql<{ node: { requirements: Requirements } }>(t, read, { id: procurementId }, tokens.c3);
    expect(body.data!.node.requirements.defaults.length).toBe(2);
  });
});
