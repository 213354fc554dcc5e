// Procurements as their users see them: the lists of a customer and of a supplier (paging, search, sort,
// totalCount), the procurement card with its suppliers, the REST card (cs/subprocurements) and the
// download of its general files. A supplier sees only the procurements it is on and only its own place
// on them; a customer its own procurements with every supplier; anyone else nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createSupplier, createUser, graphql, restLogin, SIGNED_OUT } from "../fixtures/auth-users";

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

type Actor = "customer" | "otherCustomer" | "supplierA" | "supplierB" | "outsider" | "worker";
type Page = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; node: { label: string } }[];
};

const CUSTOMER_LIST = `query List($id: ID!, $first: Int, $after: String, $last: Int, $before: String, $search: String,
  $orderBy: ProcurementOrderField, $direction: SortDirection) {
  node(id: $id) { ... on Customer { procurements(first: $first, after: $after, last: $last, before: $before,
    search: $search, orderBy: $orderBy, direction: $direction) {
      totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { label } } } } } }`;
const SUPPLIER_LIST = CUSTOMER_LIST.replace("... on Customer", "... on Supplier");
const CARD = `query Card($id: ID!, $supplierId: ID) { node(id: $id) { ... on Procurement {
  label dateStart dateEnd note customer { companyName }
  files { label file { originalName extension mimeType sizeBytes downloadUrl } }
  suppliers { note supplier { companyName } parentSupplier { companyName } procurement { label } }
  supplierLink(supplierId: $supplierId) { supplier { companyName } parentSupplierOptions { companyName } } } } }`;

describe.each(databaseKinds)("appalti: elenchi, scheda e visibilità (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string>;
  const ids = { customer: 0, otherCustomer: 0, a: 0, b: 0, c: 0, d: 0, e: 0, outsider: 0, main: 0, foreign: 0, file: 0, brokenFile: 0 };
  // Labels of the customer's procurements by how the list should sort them.
  const labelsByStartDesc: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const prisma = t.deps.prisma;
    const customer = await createCustomer(prisma, "Acciaierie Lombarde Spa");
    const otherCustomer = await createCustomer(prisma, "Cartiere Venete Spa");
    const [a, b, c, d, e, outsider] = await Promise.all(
      ["Alfa Costruzioni Srl", "Beta Impianti Srl", "Gamma Pulizie Srl", "Delta Ponteggi Srl", "Epsilon Verde Srl", "Omega Trasporti Srl"].map(
        (companyName) => createSupplier(prisma, { companyName }),
      ),
    );
    // Twelve procurements of the customer: A is on all, B on the even ones; three without a start date.
    for (let i = 1; i <= 12; i += 1) {
      const label = `APP-${String(i).padStart(2, "0")} ${i % 3 === 0 ? "Manutenzione impianti" : "Lavori edili"}`;
      const dateStart = i > 9 ? null : day(`2026-0${i}-15`);
      const procurement = await prisma.procurement.create({
        data: { customerId: customer.id, label, dateStart, dateEnd: day(`2027-01-${String(i + 10)}`), note: i === 5 ? "Accesso dal CANCELLO nord" : null },
      });
      await prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: a.id } });
      if (i % 2 === 0) await prisma.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: b.id } });
      if (i === 1) ids.main = procurement.id;
    }
    // The card under test: A main contractor, B its subcontractor, D B's, C and E on their own.
    await prisma.procurementSupplier.createMany({
      data: [
        { procurementId: ids.main, supplierId: b.id, parentSupplierId: a.id, note: "Impianti elettrici" },
        { procurementId: ids.main, supplierId: d.id, parentSupplierId: b.id, note: "Ponteggi" },
        { procurementId: ids.main, supplierId: c.id },
        { procurementId: ids.main, supplierId: e.id },
      ],
    });
    await prisma.procurementSupplier.updateMany({ where: { procurementId: ids.main, supplierId: a.id }, data: { note: "Impresa affidataria" } });
    const foreign = await prisma.procurement.create({ data: { customerId: otherCustomer.id, label: "APP-99 Cartiere" } });
    await prisma.procurementSupplier.createMany({
      data: [{ procurementId: foreign.id, supplierId: outsider.id }, { procurementId: foreign.id, supplierId: a.id }],
    });

    const written = await t.deps.storage.writeNew("procurement-files", "pdf", new TextEncoder().encode("%PDF-1.4 capitolato"));
    const media = await prisma.media.create({
      data: { directory: written.directory, storedName: written.storedName, extension: "pdf", originalName: "Capitolato speciale.pdf",
        mimeType: "application/pdf", sizeBytes: written.sizeBytes, sha256: written.sha256 },
    });
    const file = await prisma.procurementFile.create({ data: { procurementId: ids.main, mediaId: media.id, label: "Capitolato" } });
    // A row whose file is gone from the disk: the download must say so, not crash.
    const gone = await prisma.media.create({
      data: { directory: "procurement-files", storedName: "00000000-0000-4000-8000-000000000000", extension: "pdf",
        originalName: "Perso.pdf", mimeType: "application/pdf", sizeBytes: 10, sha256: "0".repeat(64) },
    });
    const brokenFile = await prisma.procurementFile.create({ data: { procurementId: ids.main, mediaId: gone.id, label: "Planimetria" } });
    const worker = await prisma.worker.create({ data: { customerId: customer.id, firstName: "Anna", lastName: "Ferri" } });

    Object.assign(ids, { customer: customer.id, otherCustomer: otherCustomer.id, a: a.id, b: b.id, c: c.id, d: d.id, e: e.id,
      outsider: outsider.id, foreign: foreign.id, file: file.id, brokenFile: brokenFile.id });
    const rows = await prisma.procurement.findMany({ where: { customerId: customer.id }, orderBy: [{ dateStart: "desc" }, { id: "desc" }] });
    labelsByStartDesc.push(...rows.map((row) => row.label));

    await createUser(prisma, { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 3 });
    await createUser(prisma, { email: "hse@cartiere.it", kind: "CUSTOMER", customerId: otherCustomer.id, userLevel: 5 });
    await createUser(prisma, { email: "ufficio@alfa.it", kind: "SUPPLIER", supplierId: a.id, userLevel: 1 });
    await createUser(prisma, { email: "ufficio@beta.it", kind: "SUPPLIER", supplierId: b.id, userLevel: 5 });
    await createUser(prisma, { email: "ufficio@omega.it", kind: "SUPPLIER", supplierId: outsider.id, userLevel: 5 });
    await createUser(prisma, { email: "anna.ferri@acciaierie.it", kind: "WORKER", workerId: worker.id });
    const emails: Record<Actor, string> = {
      customer: "hse@acciaierie.it", otherCustomer: "hse@cartiere.it", supplierA: "ufficio@alfa.it",
      supplierB: "ufficio@beta.it", outsider: "ufficio@omega.it", worker: "anna.ferri@acciaierie.it",
    };
    for (const [actor, email] of Object.entries(emails) as [Actor, string][]) tokens[actor] = await restLogin(t, email);
  });
  afterAll(async () => t?.close());

  async function list(query: string, id: string, variables: Record<string, unknown>, token?: string): Promise<Page | null> {
    const { body } = await graphql<{ node: { procurements: Page } | null }>(t, query, { id, ...variables }, token);
    expect(body.errors).toBeUndefined();
    return body.data?.node?.procurements ?? null;
  }
  const customerList = (variables: Record<string, unknown>, token = tokens.customer) =>
    list(CUSTOMER_LIST, globalId("Customer", ids.customer), variables, token);
  const labels = (page: Page | null) => page?.edges.map((edge) => edge.node.label) ?? [];

  it("il committente scorre i propri appalti in avanti e indietro, per data di inizio decrescente", async () => {
    const all: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page: Page | null = await customerList({ first: 5, after });
      expect(page?.totalCount).toBe(12);
      all.push(...labels(page));
      pages += 1;
      if (!page?.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    // Default order DATE_START DESC with the id tiebreaker: no row skipped or repeated, rows without a date included.
    expect(all).toEqual(labelsByStartDesc);

    const backward: string[] = [];
    let before: string | null = null;
    for (;;) {
      const page: Page | null = await customerList({ last: 5, before });
      backward.unshift(...labels(page));
      if (!page?.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
    }
    expect(backward).toEqual(labelsByStartDesc);

    // Ascending, the rows without a date come last; paging across them still neither skips nor repeats.
    const ascending: string[] = [];
    after = null;
    for (;;) {
      const page: Page | null = await customerList({ first: 4, after, orderBy: "DATE_START", direction: "ASC" });
      ascending.push(...labels(page));
      if (!page?.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(ascending).toEqual([...labelsByStartDesc].reverse());
  });

  it("cerca su riferimento e note senza distinguere maiuscole, e ordina per colonna", async () => {
    const found = await customerList({ first: 20, search: "  manutenzione ", orderBy: "LABEL", direction: "ASC" });
    expect(found?.totalCount).toBe(4);
    expect(labels(found)).toEqual(["APP-03 Manutenzione impianti", "APP-06 Manutenzione impianti", "APP-09 Manutenzione impianti", "APP-12 Manutenzione impianti"]);
    expect(labels(await customerList({ first: 5, search: "cancello" }))).toEqual(["APP-05 Lavori edili"]);
    expect(labels(await customerList({ first: 3, orderBy: "LABEL", direction: "DESC" }))).toEqual([
      "APP-12 Manutenzione impianti", "APP-11 Lavori edili", "APP-10 Lavori edili",
    ]);
    expect(labels(await customerList({ first: 2, orderBy: "DATE_END", direction: "ASC" }))).toEqual(["APP-01 Lavori edili", "APP-02 Lavori edili"]);
    const none = await customerList({ first: 5, search: "inesistente" });
    expect(none).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null }, edges: [] });
  });

  it("un fornitore vede nell'elenco del committente solo gli appalti su cui lavora", async () => {
    const seenByB = await customerList({ first: 50, orderBy: "LABEL", direction: "ASC" }, tokens.supplierB);
    // B is on the even ones and, as A's subcontractor, on APP-01.
    expect(seenByB?.totalCount).toBe(7);
    expect(labels(seenByB).map((label) => label.slice(0, 6))).toEqual(["APP-01", "APP-02", "APP-04", "APP-06", "APP-08", "APP-10", "APP-12"]);
  });

  it("Supplier.procurements: il fornitore vede tutti i propri appalti, il committente solo i suoi", async () => {
    const own = await list(SUPPLIER_LIST, globalId("Supplier", ids.a), { first: 50 }, tokens.supplierA);
    expect(own?.totalCount).toBe(13);
    expect(labels(own)).toContain("APP-99 Cartiere");
    const byCustomer = await list(SUPPLIER_LIST, globalId("Supplier", ids.a), { first: 50 }, tokens.customer);
    expect(byCustomer?.totalCount).toBe(12);
    expect(labels(byCustomer)).not.toContain("APP-99 Cartiere");
    const page = await list(SUPPLIER_LIST, globalId("Supplier", ids.a), { first: 2, search: "MANUT", orderBy: "LABEL", direction: "DESC" }, tokens.customer);
    expect(page?.totalCount).toBe(4);
    expect(labels(page)).toEqual(["APP-12 Manutenzione impianti", "APP-09 Manutenzione impianti"]);
    const next = await list(SUPPLIER_LIST, globalId("Supplier", ids.a), { first: 2, after: page?.pageInfo.endCursor, search: "MANUT", orderBy: "LABEL", direction: "DESC" }, tokens.customer);
    expect(labels(next)).toEqual(["APP-06 Manutenzione impianti", "APP-03 Manutenzione impianti"]);
    expect(next?.pageInfo.hasNextPage).toBe(false);
  });

  async function card(token: string | undefined, supplierId?: number) {
    const variables = { id: globalId("Procurement", ids.main), supplierId: supplierId ? globalId("Supplier", supplierId) : null };
    const { body } = await graphql<{ node: Record<string, unknown> | null }>(t, CARD, variables, token);
    expect(body.errors).toBeUndefined();
    return body.data?.node ?? null;
  }

  it("la scheda per il committente: tutti i fornitori, il fornitore scelto e le scelte di \"Subappaltatore di\"", async () => {
    const seen = await card(tokens.customer, ids.b);
    expect(seen).toMatchObject({
      label: "APP-01 Lavori edili", dateStart: "2026-01-15", dateEnd: "2027-01-11", note: null,
      customer: { companyName: "Acciaierie Lombarde Spa" },
      files: [
        { label: "Capitolato", file: { originalName: "Capitolato speciale.pdf", extension: "pdf", mimeType: "application/pdf",
          sizeBytes: 19, downloadUrl: `/api/procurementfiles/${ids.file}/download` } },
        { label: "Planimetria", file: expect.objectContaining({ originalName: "Perso.pdf" }) },
      ],
    });
    expect(seen?.suppliers).toEqual([
      { note: "Impresa affidataria", supplier: { companyName: "Alfa Costruzioni Srl" }, parentSupplier: null, procurement: { label: "APP-01 Lavori edili" } },
      { note: "Impianti elettrici", supplier: { companyName: "Beta Impianti Srl" }, parentSupplier: { companyName: "Alfa Costruzioni Srl" }, procurement: { label: "APP-01 Lavori edili" } },
      { note: "Ponteggi", supplier: { companyName: "Delta Ponteggi Srl" }, parentSupplier: { companyName: "Beta Impianti Srl" }, procurement: { label: "APP-01 Lavori edili" } },
      { note: null, supplier: { companyName: "Epsilon Verde Srl" }, parentSupplier: null, procurement: { label: "APP-01 Lavori edili" } },
      { note: null, supplier: { companyName: "Gamma Pulizie Srl" }, parentSupplier: null, procurement: { label: "APP-01 Lavori edili" } },
    ]);
    // B may hang under A, C or E; never under itself or D, its own subcontractor.
    expect(seen?.supplierLink).toEqual({
      supplier: { companyName: "Beta Impianti Srl" },
      parentSupplierOptions: [{ companyName: "Alfa Costruzioni Srl" }, { companyName: "Epsilon Verde Srl" }, { companyName: "Gamma Pulizie Srl" }],
    });
    // A heads the chain: everybody below it is excluded.
    expect((await card(tokens.customer, ids.a))?.supplierLink).toEqual({
      supplier: { companyName: "Alfa Costruzioni Srl" },
      parentSupplierOptions: [{ companyName: "Epsilon Verde Srl" }, { companyName: "Gamma Pulizie Srl" }],
    });
    expect((await card(tokens.customer))?.supplierLink).toBeNull();
    expect((await card(tokens.customer, ids.outsider))?.supplierLink).toBeNull();
  });

  it("la scheda per un fornitore: solo il proprio posto nell'appalto, qualunque fornitore chieda", async () => {
    const seen = await card(tokens.supplierB, ids.a);
    expect(seen?.suppliers).toEqual([
      { note: "Impianti elettrici", supplier: { companyName: "Beta Impianti Srl" }, parentSupplier: { companyName: "Alfa Costruzioni Srl" }, procurement: { label: "APP-01 Lavori edili" } },
    ]);
    expect(seen?.supplierLink).toMatchObject({ supplier: { companyName: "Beta Impianti Srl" } });
  });

  // Supplier objects are reachable through parentSupplier / parentSupplierOptions: every list hanging off
  // Supplier must apply the viewer's rules too, or a subcontractor reads its main contractor's documents.
  it("un fornitore raggiunto come \"Subappaltatore di\" mostra il nome, non i suoi appalti, documenti o lavoratori", async () => {
    await t.deps.prisma.supplierAttachment.create({ data: { supplierId: ids.a, attachmentType: 1, attachmentFilename: "DURC Alfa" } });
    await t.deps.prisma.supplierWorker.create({ data: { supplierId: ids.a, firstName: "Mario", lastName: "Rossi", sex: "M" } });
    const query = `query($id: ID!) { node(id: $id) { ... on Procurement { supplierLink {
      parentSupplier { companyName procurements(first: 5) { totalCount edges { node { label } } } attachments(first: 5) { totalCount } workers(first: 5) { totalCount } }
      parentSupplierOptions { companyName procurements(first: 5) { totalCount } } } } } }`;
    const { body } = await graphql<{ node: { supplierLink: Record<string, unknown> } }>(t, query, { id: globalId("Procurement", ids.main) }, tokens.supplierB);
    expect(body.errors).toBeUndefined();
    expect(body.data?.node.supplierLink).toEqual({
      parentSupplier: { companyName: "Alfa Costruzioni Srl", procurements: { totalCount: 0, edges: [] },
        attachments: { totalCount: 0 }, workers: { totalCount: 0 } },
      parentSupplierOptions: [
        { companyName: "Alfa Costruzioni Srl", procurements: { totalCount: 0 } },
        { companyName: "Epsilon Verde Srl", procurements: { totalCount: 0 } },
        { companyName: "Gamma Pulizie Srl", procurements: { totalCount: 0 } },
      ],
    });
  });

  it("non vedono l'appalto né i suoi fornitori: l'altro committente, un fornitore estraneo, il lavoratore, un anonimo", async () => {
    const [link] = await t.deps.prisma.procurementSupplier.findMany({ where: { procurementId: ids.main, supplierId: ids.a } });
    const nodes = (token?: string) => graphql<{ nodes: unknown[] }>(t, `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, {
      ids: [globalId("ProcurementSupplier", link.id), globalId("ProcurementFile", ids.file)],
    }, token);
    for (const token of [tokens.otherCustomer, tokens.outsider, tokens.worker]) {
      expect(await card(token, ids.a)).toBeNull();
      expect((await nodes(token)).body.data?.nodes).toEqual([null, null]);
    }
    // An anonymous caller is answered «Accesso richiesto» before any resolver runs.
    const variables = { id: globalId("Procurement", ids.main), supplierId: globalId("Supplier", ids.a) };
    expect((await graphql(t, CARD, variables)).body).toEqual(SIGNED_OUT);
    expect((await nodes()).body).toEqual(SIGNED_OUT);
    // B sees the procurement but not A's place on it, nor A's procurements it is not on.
    const { body } = await graphql<{ node: unknown }>(t, `query($id: ID!) { node(id: $id) { id } }`, { id: globalId("ProcurementSupplier", link.id) }, tokens.supplierB);
    expect(body.data?.node).toBeNull();
    expect(await list(CUSTOMER_LIST, globalId("Customer", ids.customer), { first: 5 }, tokens.otherCustomer)).toBeNull();
  });

  it("REST cs/subprocurements/{id}: la forma della specifica, con i soli fornitori visibili", async () => {
    const response = await t.request(`/api/cs/subprocurements/${ids.main}`, { headers: { authorization: `Bearer ${tokens.supplierB}` } });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toEqual({
      id: ids.main, label: "APP-01 Lavori edili", date_start: "2026-01-15", date_end: "2027-01-11", note: null,
      customer_id: ids.customer, worker_mandatory_document_categories: "[]",
      customer_suppliers: [{
        id: ids.b, company_name: "Beta Impianti Srl",
        pivot: { id: expect.any(Number), procurement_id: ids.main, customer_supplier_id: ids.b, parent_customer_supplier_id: ids.a,
          note: "Impianti elettrici", worker_mandatory_document_categories: "[]" },
      }],
      files: [
        { id: ids.file, label: "Capitolato", filename: "Capitolato speciale.pdf", extension: "pdf", mime_type: "application/pdf",
          size_bytes: 19, download_url: `/api/procurementfiles/${ids.file}/download` },
        expect.objectContaining({ id: ids.brokenFile, label: "Planimetria" }),
      ],
      supplier_attachments: expect.any(Array),
      customer_supplier_workers: [],
      supplier_worker_attachments: [],
      equipments: [], machineries: [], tools: [], vehicles: [], machinery: [], substances: [],
    });
    const byCustomer = await t.request(`/api/cs/subprocurements/${ids.main}`, { headers: { authorization: `Bearer ${tokens.customer}` } });
    const customerData = ((await byCustomer.json()) as { data: { customer_suppliers: { company_name: string }[] } }).data;
    expect(customerData.customer_suppliers.map((row) => row.company_name)).toEqual([
      "Alfa Costruzioni Srl", "Beta Impianti Srl", "Delta Ponteggi Srl", "Epsilon Verde Srl", "Gamma Pulizie Srl",
    ]);
  });

  it("REST cs/subprocurements/{id}: supplier_attachments, i documenti richiesti con il loro stato di conformità, solo quelli visibili", async () => {
    const prisma = t.deps.prisma;
    const isoIn = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const category = (code: string, label: string) => prisma.supplierDocumentCategory.create({ data: { code, label } });
    const [durc, pos, rct, duvri] = [await category("DURC", "DURC"), await category("POS", "Piano operativo di sicurezza"), await category("RCT", "Polizza RCT"), await category("DUVRI", "DUVRI")];
    const media = await prisma.media.create({
      data: { directory: "procurement-documents", storedName: "11111111-1111-4111-8111-111111111111", extension: "pdf", originalName: "durc.pdf",
        mimeType: "application/pdf", sizeBytes: 10, sha256: "1".repeat(64) },
    });
    const requirement = (supplierId: number, categoryId: number, data: Record<string, unknown> = {}) =>
      prisma.procurementSupplierAttachment.create({ data: { procurementId: ids.main, supplierId, categoryId, ...data } });
    const expiringSoon = day(isoIn(10));
    const bDurc = await requirement(ids.b, durc.id, { mediaId: media.id, attachmentName: "DURC Beta", approval: "APPROVED", documentExpirationDate: expiringSoon, note: "Rinnovo di marzo" });
    const bPos = await requirement(ids.b, pos.id);
    const bDuvri = await requirement(ids.b, duvri.id, { active: false });
    const aRct = await requirement(ids.a, rct.id, { mediaId: media.id, attachmentName: "RCT Alfa", approval: "REJECTED", note: "Polizza 2026", reviewNote: "Massimale insufficiente" });
    // Omega is not on this procurement (its requirement is left over): nobody gets it here.
    await requirement(ids.outsider, durc.id, { mediaId: media.id, approval: "APPROVED" });

    const read = async (token: string) => {
      const response = await t.request(`/api/cs/subprocurements/${ids.main}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { supplier_attachments: Record<string, unknown>[] } }).data.supplier_attachments;
    };
    // A supplier gets only its own, mandatory first, each in the REST shape of the required document.
    const own = await read(tokens.supplierB);
    expect(own.map((row) => [row.id, row.attachment_category, row.compliance_state])).toEqual([
      [bDurc.id, "DURC", "EXPIRING"], [bPos.id, "Piano operativo di sicurezza", "MISSING"], [bDuvri.id, "DUVRI", "NOT_REQUIRED"],
    ]);
    expect(own[0]).toEqual({
      id: bDurc.id, procurement_id: ids.main, customer_supplier_id: ids.b, attachment_category: "DURC", attachment_category_code: "DURC",
      attachment_name: "DURC Beta", document_date: null, document_expiration_date: isoIn(10), approved: 1, active: 1,
      note: "Rinnovo di marzo", review_note: null, uploaded_at: null, reviewed_at: null, compliance_state: "EXPIRING",
      media: [{ directory: "procurement-documents", filename: "11111111-1111-4111-8111-111111111111", extension: "pdf", original_name: "durc.pdf" }],
      defdoc: null,
    });
    // The customer gets every supplier's on the procurement, grouped by supplier as customer_suppliers.
    const all = await read(tokens.customer);
    expect(all.map((row) => [row.customer_supplier_id, row.id, row.compliance_state])).toEqual([
      [ids.a, aRct.id, "REJECTED"], [ids.b, bDurc.id, "EXPIRING"], [ids.b, bPos.id, "MISSING"], [ids.b, bDuvri.id, "NOT_REQUIRED"],
    ]);
    expect(all[0]).toMatchObject({ note: "Polizza 2026", review_note: "Massimale insufficiente", approved: 2 });
    // The state follows the clock: 20 days later the DURC has expired.
    t.clock.advance(20 * 86_400_000);
    try {
      const later = await restLogin(t, "ufficio@beta.it");
      expect((await read(later))[0]).toMatchObject({ id: bDurc.id, compliance_state: "EXPIRED" });
    } finally {
      t.clock.advance(-20 * 86_400_000);
    }
    await prisma.procurementSupplierAttachment.deleteMany({ where: { procurementId: ids.main } });
  });

  it("REST cs/subprocurements/{id}: 404 a chi non lo vede, 403 al lavoratore, 401 senza accesso", async () => {
    const get = (path: string, token?: string) => t.request(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    for (const token of [tokens.otherCustomer, tokens.outsider]) {
      const response = await get(`/api/cs/subprocurements/${ids.main}`, token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Elemento non trovato" });
    }
    expect((await get(`/api/cs/subprocurements/${ids.foreign}`, tokens.supplierB)).status).toBe(404);
    expect((await get(`/api/cs/subprocurements/abc`, tokens.customer)).status).toBe(404);
    expect((await get(`/api/cs/subprocurements/${ids.main}`, tokens.worker)).status).toBe(403);
    const anonymous = await get(`/api/cs/subprocurements/${ids.main}`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: "Utente non autorizzato" });
  });

  it("scarica i file generali dell'appalto; 404 \"file non disponibile\" se manca o non è suo", async () => {
    const get = (id: number, token?: string) =>
      t.request(`/api/procurementfiles/${id}/download`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    for (const token of [tokens.customer, tokens.supplierA, tokens.supplierB]) {
      const response = await get(ids.file, token);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/pdf");
      expect(response.headers.get("content-disposition")).toContain("Capitolato_speciale.pdf");
      expect(await response.text()).toBe("%PDF-1.4 capitolato");
    }
    for (const [id, token] of [[ids.file, tokens.otherCustomer], [ids.file, tokens.outsider], [ids.brokenFile, tokens.customer], [999999, tokens.customer]] as const) {
      const response = await get(id, token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "file non disponibile" });
    }
    expect((await get(ids.file, tokens.worker)).status).toBe(403);
    expect((await get(ids.file)).status).toBe(401);
  });
});
