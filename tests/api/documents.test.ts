// Required documents through GraphQL (tab 2 of the procurement card): the list with its sort, search and
// filters, every compliance state from data and clock, the traffic lights, the supplier's upload and import,
// the customer's approval and "mandatory" toggle, deletion, and the audit trail each change leaves.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { filesUnder, samplePdf } from "../fixtures/files";
import { globalId, gql, graphqlUpload, restJson } from "../fixtures/supplier-home";

const DAY_MS = 86_400_000;
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoIn = (t: TestApp, days: number) => new Date(t.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10);

type Actor = "alfa1" | "alfa5" | "customer3" | "customer1" | "customer5";
type Doc = {
  id: string;
  attachmentName: string | null;
  documentDate: string | null;
  documentExpirationDate: string | null;
  approval: string;
  active: boolean;
  note: string | null;
  reviewNote: string | null;
  complianceState: string;
  isSelfCertification: boolean;
  reviewedAt: string | null;
  category: { code: string };
  file: { originalName: string; extension: string; mimeType: string; downloadUrl: string } | null;
  defaultDocument: { originalName: string } | null;
};
type MutationResult = { __typename: string; message?: string; fieldErrors?: { field: string; messages: string[] }[]; data?: { requiredDocument: Doc } };

const DOC = `id attachmentName documentDate documentExpirationDate approval active note reviewNote complianceState isSelfCertification reviewedAt
  category { code } file { originalName extension mimeType downloadUrl } defaultDocument { originalName }`;
const RESULT = (success: string) => `__typename ... on ${success} { data { requiredDocument { ${DOC} } } }
  ... on Error { message } ... on ValidationError { fieldErrors { field messages } }`;
const UPLOAD = `mutation ($input: UploadRequiredDocumentInput!) { uploadRequiredDocument(input: $input) { ${RESULT("UploadRequiredDocumentSuccess")} } }`;
const APPROVAL = `mutation ($input: SetRequiredDocumentApprovalInput!) { setRequiredDocumentApproval(input: $input) { ${RESULT("SetRequiredDocumentApprovalSuccess")} } }`;
const ACTIVE = `mutation ($input: SetRequiredDocumentActiveInput!) { setRequiredDocumentActive(input: $input) { ${RESULT("SetRequiredDocumentActiveSuccess")} } }`;
const DELETE = `mutation ($input: DeleteRequiredDocumentInput!) { deleteRequiredDocument(input: $input) { ${RESULT("DeleteRequiredDocumentSuccess")} } }`;
const LIST = `query ($id: ID!, $first: Int, $after: String, $search: String, $hideInactive: Boolean, $orderBy: RequiredDocumentOrderField, $direction: SortDirection) {
  node(id: $id) { ... on ProcurementSupplier { trafficLight requiredDocuments(first: $first, after: $after, search: $search,
    hideInactive: $hideInactive, orderBy: $orderBy, direction: $direction) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { category { code } active complianceState procurementSupplier { supplier { companyName } } } } } } } }`;

describe.each(databaseKinds)("documenti richiesti dell'appalto (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string>;
  const ids = { procurement: 0, alfaLink: 0, betaLink: 0, alfa: 0, beta: 0, alfaDurcNew: 0, alfaDurcOld: 0, alfaRct: 0, betaDurc: 0, durcDefaultMedia: 0 };
  const psa = {} as Record<"durc" | "pos" | "ac" | "rct" | "visura" | "dvr" | "betaDurc" | "betaAc", number>;

  const prisma = () => t.deps.prisma;
  const docId = (id: number) => globalId("RequiredDocument", id);

  async function storedPdf(directory: "supplier-attachments" | "procurement-default-documents", originalName: string) {
    const bytes = await samplePdf(originalName);
    const written = await t.deps.storage.writeNew(directory, "pdf", bytes);
    return prisma().media.create({
      data: { directory, storedName: written.storedName, extension: "pdf", originalName, mimeType: "application/pdf", sizeBytes: written.sizeBytes, sha256: written.sha256 },
    });
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = prisma();
    const customer = await createCustomer(db, "Acciaierie Emiliane Spa");
    const alfa = await createSupplier(db, { companyName: "Alfa Costruzioni Srl" });
    const beta = await createSupplier(db, { companyName: "Beta Impianti Srl" });
    const procurement = await db.procurement.create({ data: { customerId: customer.id, label: "APP-2026-01 Manutenzione forni" } });
    const alfaLink = await db.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: alfa.id } });
    const betaLink = await db.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: beta.id } });
    const category = (code: string, label: string, supplierAttachmentType?: number) =>
      db.supplierDocumentCategory.create({ data: { code, label, supplierAttachmentType } });
    const durc = await category("DURC", "DURC - Documento Unico di Regolarità Contributiva", 1);
    const pos = await category("POS", "Piano Operativo di Sicurezza");
    const ac = await category("AC", "Autocertificazione requisiti tecnico-professionali");
    const rct = await category("RCT", "Polizza RCT/RCO", 2);
    const visura = await category("VISURA", "Visura camerale", 3);
    const dvr = await category("DVR", "Valutazione dei rischi (DVR)");
    const defaultMedia = await storedPdf("procurement-default-documents", "DURC fac-simile.pdf");
    const requirement = (supplierId: number, categoryId: number, extra: { defaultMediaId?: number } = {}) =>
      db.procurementSupplierAttachment.create({ data: { procurementId: procurement.id, supplierId, categoryId, ...extra } });
    psa.durc = (await requirement(alfa.id, durc.id, { defaultMediaId: defaultMedia.id })).id;
    psa.pos = (await requirement(alfa.id, pos.id)).id;
    psa.ac = (await requirement(alfa.id, ac.id)).id;
    psa.rct = (await requirement(alfa.id, rct.id)).id;
    psa.visura = (await requirement(alfa.id, visura.id)).id;
    psa.dvr = (await requirement(alfa.id, dvr.id)).id;
    psa.betaDurc = (await requirement(beta.id, durc.id)).id;
    psa.betaAc = (await requirement(beta.id, ac.id)).id;

    // Alfa's company documents: two DURCs (the newer stored last), an RCT policy; Beta's own DURC.
    const attachment = async (supplierId: number, attachmentType: number, attachmentFilename: string, dates: [string, string]) => {
      const media = await storedPdf("supplier-attachments", `${attachmentFilename}.pdf`);
      return db.supplierAttachment.create({
        data: { supplierId, attachmentType, attachmentFilename, documentDate: day(dates[0]), documentExpirationDate: day(dates[1]), mediaId: media.id },
      });
    };
    ids.alfaDurcOld = (await attachment(alfa.id, 1, "DURC gennaio", ["2025-01-10", "2025-05-10"])).id;
    ids.alfaDurcNew = (await attachment(alfa.id, 1, "DURC ottobre", [isoIn(t, -10), isoIn(t, 110)])).id;
    ids.alfaRct = (await attachment(alfa.id, 2, "Polizza RCT", ["2026-01-01", "2026-12-31"])).id;
    ids.betaDurc = (await attachment(beta.id, 1, "DURC Beta", ["2026-01-01", "2026-12-31"])).id;
    Object.assign(ids, { procurement: procurement.id, alfaLink: alfaLink.id, betaLink: betaLink.id, alfa: alfa.id, beta: beta.id, durcDefaultMedia: defaultMedia.id });

    const emails: Record<Actor, string> = {
      alfa1: "segreteria@alfa.it",
      alfa5: "titolare@alfa.it",
      customer3: "hse@acciaierie.it",
      customer1: "portineria@acciaierie.it",
      customer5: "direzione@acciaierie.it",
    };
    await createUser(db, { email: emails.alfa1, kind: "SUPPLIER", supplierId: alfa.id, userLevel: 1 });
    await createUser(db, { email: emails.alfa5, kind: "SUPPLIER", supplierId: alfa.id, userLevel: 5 });
    await createUser(db, { email: emails.customer3, kind: "CUSTOMER", customerId: customer.id, userLevel: 3 });
    await createUser(db, { email: emails.customer1, kind: "CUSTOMER", customerId: customer.id, userLevel: 1 });
    await createUser(db, { email: emails.customer5, kind: "CUSTOMER", customerId: customer.id, userLevel: 5 });
    for (const actor of Object.keys(emails) as Actor[]) tokens[actor] = await restLogin(t, emails[actor]);
  });
  afterAll(async () => t?.close());

  const mutate = async (query: string, input: Record<string, unknown>, actor: Actor) => {
    const { body } = await gql<Record<string, MutationResult>>(t, query, { input }, tokens[actor]);
    expect(body.errors).toBeUndefined();
    return Object.values(body.data ?? {})[0]!;
  };
  const upload = async (input: Record<string, unknown>, actor: Actor, name = "durc.pdf") => {
    const { body } = await graphqlUpload<{ uploadRequiredDocument: MutationResult }>(
      t, UPLOAD, { input: { ...input, file: null } }, { "variables.input.file": { name, bytes: await samplePdf(name), type: "application/pdf" } }, tokens[actor],
    );
    expect(body.errors).toBeUndefined();
    return body.data!.uploadRequiredDocument;
  };
  const load = async (id: number, actor: Actor = "alfa1") =>
    (await gql<{ node: Doc | null }>(t, `query ($id: ID!) { node(id: $id) { ... on RequiredDocument { ${DOC} } } }`, { id: docId(id) }, tokens[actor])).body.data!.node!;
  const audits = (id: number) => prisma().auditRecord.findMany({ where: { entityType: "ProcurementSupplierAttachment", entityId: String(id) }, orderBy: { id: "asc" } });
  const reset = (id: number, data: Record<string, unknown> = {}) =>
    prisma().procurementSupplierAttachment.update({
      where: { id },
      data: { mediaId: null, attachmentName: null, documentDate: null, documentExpirationDate: null, approval: "PENDING", active: true, note: null, reviewNote: null, reviewedAt: null, reviewedById: null, uploadedAt: null, ...data },
    });
  const mediaId = async (name: string) => (await storedPdf("supplier-attachments", name)).id;

  it("elenca i documenti obbligatori prima, poi per categoria; ricerca, filtro dei non attivi, ordinamenti e pagine", async () => {
    await reset(psa.dvr, { active: false });
    const list = async (variables: Record<string, unknown>) => {
      const { body } = await gql<{ node: { requiredDocuments: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { category: { code: string }; active: boolean } }[] } } }>(
        t, LIST, { id: globalId("ProcurementSupplier", ids.alfaLink), ...variables }, tokens.alfa1,
      );
      expect(body.errors).toBeUndefined();
      return body.data!.node.requiredDocuments;
    };
    const codes = (page: Awaited<ReturnType<typeof list>>) => page.edges.map((edge) => edge.node.category.code);
    // Active first, then the category label A→Z: Autocertificazione, DURC, Piano, Polizza, Visura; the DVR (inactive) last.
    const all = await list({});
    expect(all.totalCount).toBe(6);
    expect(codes(all)).toEqual(["AC", "DURC", "POS", "RCT", "VISURA", "DVR"]);
    expect(codes(await list({ hideInactive: true }))).toEqual(["AC", "DURC", "POS", "RCT", "VISURA"]);
    expect((await list({ hideInactive: true })).totalCount).toBe(5);
    // Search on the category label and on the uploaded document's name, case-insensitive.
    await reset(psa.pos, { attachmentName: "Piano sicurezza cantiere FORNI" });
    expect(codes(await list({ search: "durc" }))).toEqual(["DURC"]);
    expect(codes(await list({ search: "forni" }))).toEqual(["POS"]);
    expect((await list({ search: "polizza" })).totalCount).toBe(1);
    expect(codes(await list({ orderBy: "CATEGORY", direction: "ASC" }))).toEqual(["AC", "DURC", "POS", "RCT", "DVR", "VISURA"]);
    expect(codes(await list({ orderBy: "CATEGORY" }))).toEqual(["VISURA", "DVR", "RCT", "POS", "DURC", "AC"]);
    // Pages follow the same order without skipping or repeating a row.
    const first = await list({ first: 4 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list({ first: 4, after: first.pageInfo.endCursor });
    expect([...codes(first), ...codes(second)]).toEqual(codes(all));
    expect(second.pageInfo.hasNextPage).toBe(false);
    // Expiry sort: dated documents by date, undated ones last.
    await reset(psa.rct, { documentExpirationDate: day("2027-03-01") });
    await reset(psa.ac, { documentExpirationDate: day("2026-12-01") });
    expect(codes(await list({ orderBy: "EXPIRATION_DATE", direction: "ASC" })).slice(0, 2)).toEqual(["AC", "RCT"]);
    expect(codes(await list({ orderBy: "EXPIRATION_DATE", direction: "DESC" })).slice(0, 2)).toEqual(["RCT", "AC"]);
    for (const id of [psa.dvr, psa.pos, psa.rct, psa.ac]) await reset(id);
  });

  it("ogni stato di conformità dai dati e dall'orologio, e il semaforo del fornitore e dell'appalto", async () => {
    // The clock moves tokens' expiry too: a sign-in at the moved time is valid there.
    let token = tokens.alfa1;
    const state = async (id: number) =>
      (await gql<{ node: Doc }>(t, `query ($id: ID!) { node(id: $id) { ... on RequiredDocument { complianceState } } }`, { id: docId(id) }, token)).body.data!.node.complianceState;
    const file = await mediaId("stato.pdf");
    await reset(psa.durc);
    expect(await state(psa.durc)).toBe("MISSING");
    await reset(psa.durc, { active: false });
    expect(await state(psa.durc)).toBe("NOT_REQUIRED");
    await reset(psa.durc, { mediaId: file });
    expect(await state(psa.durc)).toBe("PENDING");
    await reset(psa.durc, { mediaId: file, approval: "REJECTED" });
    expect(await state(psa.durc)).toBe("REJECTED");
    await reset(psa.durc, { mediaId: file, approval: "APPROVED" });
    expect(await state(psa.durc)).toBe("OK");
    await reset(psa.durc, { mediaId: file, approval: "APPROVED", documentExpirationDate: day(isoIn(t, 20)) });
    expect(await state(psa.durc)).toBe("EXPIRING");
    await reset(psa.durc, { mediaId: file, approval: "APPROVED", documentExpirationDate: day(isoIn(t, 40)) });
    expect(await state(psa.durc)).toBe("OK");
    // Time passes: 11 days later it is within 30 days, 41 days later it has expired.
    try {
      t.clock.advance(11 * DAY_MS);
      token = await restLogin(t, "segreteria@alfa.it");
      expect(await state(psa.durc)).toBe("EXPIRING");
      t.clock.advance(30 * DAY_MS);
      token = await restLogin(t, "segreteria@alfa.it");
      expect(await state(psa.durc)).toBe("EXPIRED");
    } finally {
      t.clock.advance(-41 * DAY_MS);
      token = tokens.alfa1;
    }

    // Lights: Alfa all approved but one pending → yellow; Beta missing → red. The procurement's light is
    // the worst of the suppliers the viewer sees: Alfa sees only itself, the customer both.
    const approved = { mediaId: file, approval: "APPROVED" as const };
    for (const id of [psa.durc, psa.pos, psa.ac, psa.rct, psa.visura]) await reset(id, approved);
    await reset(psa.dvr, { active: false });
    await reset(psa.betaDurc);
    await reset(psa.betaAc, approved);
    const lights = async (actor: Actor) => {
      const { body } = await gql<{ procurement: { trafficLight: string; suppliers: { trafficLight: string; supplier: { companyName: string } }[] } }>(
        t, `query ($id: ID!) { procurement: node(id: $id) { ... on Procurement { trafficLight suppliers { trafficLight supplier { companyName } } } } }`,
        { id: globalId("Procurement", ids.procurement) }, tokens[actor],
      );
      expect(body.errors).toBeUndefined();
      return body.data!.procurement;
    };
    expect(await lights("alfa1")).toEqual({ trafficLight: "GREEN", suppliers: [{ trafficLight: "GREEN", supplier: { companyName: "Alfa Costruzioni Srl" } }] });
    expect(await lights("customer3")).toEqual({
      trafficLight: "RED",
      suppliers: [
        { trafficLight: "GREEN", supplier: { companyName: "Alfa Costruzioni Srl" } },
        { trafficLight: "RED", supplier: { companyName: "Beta Impianti Srl" } },
      ],
    });
    await reset(psa.pos, { mediaId: file });
    expect((await lights("alfa1")).trafficLight).toBe("YELLOW");
    await reset(psa.betaDurc, { ...approved, documentExpirationDate: day(isoIn(t, 5)) });
    expect(await lights("customer3")).toMatchObject({ trafficLight: "YELLOW", suppliers: [{ trafficLight: "YELLOW" }, { trafficLight: "YELLOW" }] });
    // A supplier removed from the procurement no longer counts towards its light.
    await reset(psa.betaDurc);
    expect((await lights("customer3")).trafficLight).toBe("RED");
    await prisma().procurementSupplier.delete({ where: { id: ids.betaLink } });
    expect((await lights("customer3")).trafficLight).toBe("YELLOW");
    ids.betaLink = (await prisma().procurementSupplier.create({ data: { procurementId: ids.procurement, supplierId: ids.beta } })).id;
    for (const id of Object.values(psa)) await reset(id);
  });

  it("i semafori di molte righe si calcolano insieme: una lettura dei requisiti per tutti, mai una per riga", async () => {
    // A second procurement with both suppliers, so the list has several procurements and supplier rows.
    const customerId = (await prisma().procurement.findUniqueOrThrow({ where: { id: ids.procurement } })).customerId;
    const second = await prisma().procurement.create({ data: { customerId, label: "APP-2026-02" } });
    await prisma().procurementSupplier.createMany({ data: [{ procurementId: second.id, supplierId: ids.alfa }, { procurementId: second.id, supplierId: ids.beta }] });
    const categoryId = (await prisma().supplierDocumentCategory.findFirstOrThrow({ where: { code: "DURC" } })).id;
    await prisma().procurementSupplierAttachment.create({ data: { procurementId: second.id, supplierId: ids.beta, categoryId, active: false } });
    // The lights read the requirements in hand-written SQL (documents/traffic-lights.ts): the statements that
    // name the required documents' table are counted, whatever else the request reads.
    const reads = vi.spyOn(prisma(), "$queryRaw");
    const requirementReads = () =>
      reads.mock.calls.filter((call) => call.slice(1).some((value) => typeof value === "object" && value !== null && "sql" in value && String(value.sql).includes("procurement_supplier_attachments"))).length;
    try {
      const { body } = await gql<{ viewer: { customer: { procurements: { edges: { node: { label: string; trafficLight: string; suppliers: { trafficLight: string }[] } }[] } } } }>(
        t, `{ viewer { customer { procurements(first: 10, orderBy: LABEL, direction: ASC) { edges { node { label trafficLight suppliers { trafficLight } } } } } } }`, {}, tokens.customer3,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.viewer.customer.procurements.edges.map((edge) => edge.node)).toEqual([
        { label: "APP-2026-01 Manutenzione forni", trafficLight: "RED", suppliers: [{ trafficLight: "RED" }, { trafficLight: "RED" }] },
        { label: "APP-2026-02", trafficLight: "GREEN", suppliers: [{ trafficLight: "GREEN" }, { trafficLight: "GREEN" }] },
      ]);
      // One read of the requirements for the four supplier lights and the two procurement lights together.
      expect(requirementReads()).toBe(1);
    } finally {
      reads.mockRestore();
      await prisma().procurement.delete({ where: { id: second.id } });
    }
  });

  it("il fornitore carica con la sua nota, il committente respinge con il motivo, il fornitore ricarica, il committente approva: due note distinte", async () => {
    const before = (await filesUnder(t.deps.config.storageDir)).length;
    const uploaded = await upload({ id: docId(psa.durc), attachmentName: "DURC ottobre", documentDate: isoIn(t, -5), documentExpirationDate: isoIn(t, 115), note: "Prima versione" }, "alfa1");
    expect(uploaded.__typename).toBe("UploadRequiredDocumentSuccess");
    expect(uploaded.data!.requiredDocument).toMatchObject({
      attachmentName: "DURC ottobre", approval: "PENDING", complianceState: "PENDING", note: "Prima versione", reviewNote: null,
      file: { originalName: "durc.pdf", extension: "pdf", mimeType: "application/pdf", downloadUrl: `/api/cs/procurementsupplierattachments/download/file?item_id=${psa.durc}` },
      defaultDocument: { originalName: "DURC fac-simile.pdf" },
    });
    expect((await filesUnder(t.deps.config.storageDir)).length).toBe(before + 1);
    const row = await prisma().procurementSupplierAttachment.findUniqueOrThrow({ where: { id: psa.durc }, include: { media: true } });
    expect(row.media?.directory).toBe("procurement-documents");
    expect(row.uploadedAt).not.toBeNull();

    // A rejection needs its reason, in the reviewer's own note.
    const noReason = await mutate(APPROVAL, { id: docId(psa.durc), approval: "REJECTED" }, "customer3");
    expect(noReason).toMatchObject({ __typename: "ValidationError", fieldErrors: [{ field: "reviewNote", messages: ["Indicare il motivo del rifiuto"] }] });
    const blank = await mutate(APPROVAL, { id: docId(psa.durc), approval: "REJECTED", reviewNote: "   " }, "customer3");
    expect(blank).toMatchObject({ __typename: "ValidationError", fieldErrors: [{ field: "reviewNote", messages: ["Indicare il motivo del rifiuto"] }] });
    const rejected = await mutate(APPROVAL, { id: docId(psa.durc), approval: "REJECTED", reviewNote: "Documento illeggibile" }, "customer3");
    // The supplier's note stays as the supplier wrote it; the reason is the reviewer's own.
    expect(rejected.data!.requiredDocument).toMatchObject({ approval: "REJECTED", complianceState: "REJECTED", note: "Prima versione", reviewNote: "Documento illeggibile" });
    expect(rejected.data!.requiredDocument.reviewedAt).not.toBeNull();
    // Both sides read both notes.
    expect(await load(psa.durc, "alfa1")).toMatchObject({ approval: "REJECTED", note: "Prima versione", reviewNote: "Documento illeggibile" });
    expect(await load(psa.durc, "customer1")).toMatchObject({ note: "Prima versione", reviewNote: "Documento illeggibile" });

    // A new version goes back to "da approvare" and clears the review, its note included; the supplier's
    // note, not sent again, stays.
    const again = await upload({ id: docId(psa.durc), attachmentName: "DURC ottobre (leggibile)", documentDate: isoIn(t, -5), documentExpirationDate: isoIn(t, 115) }, "alfa1", "durc-2.pdf");
    expect(again.data!.requiredDocument).toMatchObject({ approval: "PENDING", reviewedAt: null, note: "Prima versione", reviewNote: null, file: { originalName: "durc-2.pdf" } });
    const approved = await mutate(APPROVAL, { id: docId(psa.durc), approval: "APPROVED", reviewNote: "Conforme, grazie" }, "customer3");
    expect(approved.data!.requiredDocument).toMatchObject({ approval: "APPROVED", complianceState: "OK", note: "Prima versione", reviewNote: "Conforme, grazie" });

    const trail = await audits(psa.durc);
    expect(trail.map((record) => record.action)).toEqual(["requiredDocument.uploaded", "requiredDocument.reviewed", "requiredDocument.uploaded", "requiredDocument.reviewed"]);
    expect(trail[1]).toMatchObject({
      before: { approval: "PENDING", note: "Prima versione", reviewNote: null },
      after: { approval: "REJECTED", note: "Prima versione", reviewNote: "Documento illeggibile" },
    });
    expect(trail[2]).toMatchObject({
      before: { approval: "REJECTED", attachmentName: "DURC ottobre", reviewNote: "Documento illeggibile" },
      after: { approval: "PENDING", attachmentName: "DURC ottobre (leggibile)", note: "Prima versione", reviewNote: null },
    });
    expect(trail[3]).toMatchObject({ before: { reviewNote: null }, after: { approval: "APPROVED", note: "Prima versione", reviewNote: "Conforme, grazie" } });
    // The first file stays on disk and in its Media row: the audit trail points at it.
    const firstMediaId = (trail[0]!.after as { mediaId: number }).mediaId;
    const firstMedia = await prisma().media.findUniqueOrThrow({ where: { id: firstMediaId } });
    expect(await filesUnder(t.deps.config.storageDir)).toContain(`procurement-documents/${firstMedia.storedName}.pdf`);
  });

  it("il fornitore corregge nome e date senza un nuovo file: torna da approvare; senza file né importazione è obbligatorio il file", async () => {
    const corrected = await mutate(UPLOAD, { id: docId(psa.durc), attachmentName: "DURC corretto", documentExpirationDate: isoIn(t, 300) }, "alfa1");
    expect(corrected.data!.requiredDocument).toMatchObject({ attachmentName: "DURC corretto", approval: "PENDING", documentDate: null, file: { originalName: "durc-2.pdf" } });
    expect((await audits(psa.durc)).at(-1)?.action).toBe("requiredDocument.edited");
    const noFile = await mutate(UPLOAD, { id: docId(psa.pos), attachmentName: "POS" }, "alfa1");
    expect(noFile).toMatchObject({ __typename: "ValidationError", fieldErrors: [{ field: "file", messages: ["Il file è obbligatorio"] }] });
  });

  it("input non valido: nome mancante, scadenza prima della data, file e importazione insieme; nulla viene salvato", async () => {
    const files = await filesUnder(t.deps.config.storageDir);
    const media = await prisma().media.count();
    const rowBefore = await prisma().procurementSupplierAttachment.findUniqueOrThrow({ where: { id: psa.pos } });
    const missingName = await upload({ id: docId(psa.pos), attachmentName: "  " }, "alfa1");
    expect(missingName).toMatchObject({ __typename: "ValidationError", fieldErrors: [{ field: "attachmentName", messages: ["Il campo Nome documento non può essere vuoto."] }] });
    const wrongDates = await upload({ id: docId(psa.pos), attachmentName: "POS", documentDate: "2026-05-10", documentExpirationDate: "2026-05-09" }, "alfa1");
    expect(wrongDates.fieldErrors).toEqual([{ field: "documentExpirationDate", messages: ["La data di scadenza non può precedere la data del documento"] }]);
    const both = await upload({ id: docId(psa.durc), attachmentName: "DURC", importSupplierAttachmentId: globalId("SupplierAttachment", ids.alfaDurcNew) }, "alfa1");
    expect(both.fieldErrors).toEqual([{ field: "file", messages: ["Caricare un nuovo file oppure importare un documento del fornitore, non entrambi"] }]);
    // A date in another format never reaches the service: the Date scalar refuses it.
    const { body } = await gql(t, UPLOAD, { input: { id: docId(psa.pos), attachmentName: "POS", documentDate: "10/05/2026" } }, tokens.alfa1);
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(await filesUnder(t.deps.config.storageDir)).toEqual(files);
    expect(await prisma().media.count()).toBe(media);
    expect(await prisma().procurementSupplierAttachment.findUniqueOrThrow({ where: { id: psa.pos } })).toEqual(rowBefore);
  });

  it("corrispondenza di categoria: i documenti aziendali del tipo giusto, dal più recente, e la loro importazione", async () => {
    // With the file, as the upload dialog asks: a relation puts a selection in the Prisma query Pothos hands over.
    const matching = async (id: number, actor: Actor = "alfa1") =>
      gql<{ matchingSupplierAttachments: { id: string; attachmentFilename: string }[] }>(
        t, `query ($id: ID!) { matchingSupplierAttachments(requiredDocumentId: $id) { id attachmentFilename file { originalName } } }`, { id: docId(id) }, tokens[actor],
      );
    expect((await matching(psa.durc)).body.data!.matchingSupplierAttachments.map((row) => row.attachmentFilename)).toEqual(["DURC ottobre", "DURC gennaio"]);
    expect((await matching(psa.rct)).body.data!.matchingSupplierAttachments.map((row) => row.attachmentFilename)).toEqual(["Polizza RCT"]);
    // A category that accepts no company document matches nothing, and Pothos must not take that for a Prisma
    // query the resolver forgot to pass on: its warning is how a forgotten one shows up.
    const warn = vi.spyOn(console, "warn");
    expect((await matching(psa.pos)).body.data!.matchingSupplierAttachments).toEqual([]);
    expect(warn.mock.calls.flat().join("\n")).not.toContain("Prisma query was unused");
    warn.mockRestore();
    expect((await matching(psa.durc, "customer3")).body.data!.matchingSupplierAttachments).toHaveLength(2);

    // Import without a name: the company document's name, dates and very file (same Media row) are used.
    await reset(psa.rct, { approval: "APPROVED", note: "vecchia nota" });
    const media = await prisma().media.count();
    const imported = await mutate(UPLOAD, { id: docId(psa.rct), attachmentName: "", importSupplierAttachmentId: globalId("SupplierAttachment", ids.alfaRct) }, "alfa1");
    expect(imported.data!.requiredDocument).toMatchObject({
      attachmentName: "Polizza RCT", documentDate: "2026-01-01", documentExpirationDate: "2026-12-31", approval: "PENDING", file: { originalName: "Polizza RCT.pdf" },
    });
    const [row, source] = await Promise.all([
      prisma().procurementSupplierAttachment.findUniqueOrThrow({ where: { id: psa.rct } }),
      prisma().supplierAttachment.findUniqueOrThrow({ where: { id: ids.alfaRct } }),
    ]);
    expect(row.mediaId).toBe(source.mediaId);
    expect(await prisma().media.count()).toBe(media);
    expect((await audits(psa.rct)).at(-1)).toMatchObject({ action: "requiredDocument.imported", after: { mediaId: source.mediaId } });
    // Given name and dates win over the company document's; the result must still be a valid pair of dates.
    const importOld = { id: docId(psa.durc), attachmentName: "DURC importato", importSupplierAttachmentId: globalId("SupplierAttachment", ids.alfaDurcOld) };
    const named = await mutate(UPLOAD, { ...importOld, documentDate: "2025-02-01" }, "alfa1");
    expect(named.data!.requiredDocument).toMatchObject({ attachmentName: "DURC importato", documentDate: "2025-02-01", documentExpirationDate: "2025-05-10" });
    const afterExpiry = await mutate(UPLOAD, { ...importOld, documentDate: "2026-02-01" }, "alfa1");
    expect(afterExpiry.fieldErrors).toEqual([{ field: "documentExpirationDate", messages: ["La data di scadenza non può precedere la data del documento"] }]);

    // The wrong type, another supplier's document, a category without a company type: refused.
    const wrongType = await mutate(UPLOAD, { id: docId(psa.durc), attachmentName: "x", importSupplierAttachmentId: globalId("SupplierAttachment", ids.alfaRct) }, "alfa1");
    expect(wrongType.fieldErrors).toEqual([{ field: "importSupplierAttachmentId", messages: ["Il documento del fornitore non corrisponde alla categoria richiesta"] }]);
    const noType = await mutate(UPLOAD, { id: docId(psa.pos), attachmentName: "x", importSupplierAttachmentId: globalId("SupplierAttachment", ids.alfaDurcNew) }, "alfa1");
    expect(noType.__typename).toBe("ValidationError");
    const foreign = await mutate(UPLOAD, { id: docId(psa.durc), attachmentName: "x", importSupplierAttachmentId: globalId("SupplierAttachment", ids.betaDurc) }, "alfa1");
    expect(foreign).toMatchObject({ __typename: "NotFoundError" });
  });

  it("approvazione e obbligatorietà: solo il committente di livello 3 o superiore; mai il fornitore; niente approvazione senza file", async () => {
    await reset(psa.visura, { mediaId: await mediaId("visura.pdf"), note: "Visura di ottobre" });
    for (const actor of ["alfa5", "alfa1"] as const) {
      expect(await mutate(APPROVAL, { id: docId(psa.visura), approval: "APPROVED" }, actor)).toEqual({ __typename: "ForbiddenError", message: "Utente non autorizzato" });
      expect(await mutate(ACTIVE, { id: docId(psa.visura), active: false }, actor)).toEqual({ __typename: "ForbiddenError", message: "Utente non autorizzato" });
    }
    expect((await mutate(APPROVAL, { id: docId(psa.visura), approval: "APPROVED" }, "customer1")).__typename).toBe("ForbiddenError");
    expect((await mutate(ACTIVE, { id: docId(psa.visura), active: false }, "customer1")).__typename).toBe("ForbiddenError");
    expect(await prisma().procurementSupplierAttachment.findUniqueOrThrow({ where: { id: psa.visura } })).toMatchObject({ approval: "PENDING", active: true });

    expect(await mutate(APPROVAL, { id: docId(psa.pos), approval: "APPROVED" }, "customer3")).toMatchObject({
      __typename: "ValidationError", fieldErrors: [{ field: "approval", messages: ["Impossibile approvare: per questo documento non è stato caricato alcun file"] }],
    });
    const inactive = await mutate(ACTIVE, { id: docId(psa.pos), active: false }, "customer3");
    expect(inactive.data!.requiredDocument).toMatchObject({ active: false, complianceState: "NOT_REQUIRED" });
    expect((await audits(psa.pos)).at(-1)).toMatchObject({ action: "requiredDocument.mandatoryChanged", before: { active: true }, after: { active: false } });
    const approved = await mutate(APPROVAL, { id: docId(psa.visura), approval: "APPROVED", reviewNote: "Conforme" }, "customer5");
    expect(approved.data!.requiredDocument).toMatchObject({ approval: "APPROVED", note: "Visura di ottobre", reviewNote: "Conforme" });
    // Back to "da approvare" by the reviewer: the review date goes, the notes stay as they are.
    const pending = await mutate(APPROVAL, { id: docId(psa.visura), approval: "PENDING" }, "customer3");
    expect(pending.data!.requiredDocument).toMatchObject({ approval: "PENDING", reviewedAt: null, note: "Visura di ottobre", reviewNote: "Conforme" });
    // A rejection whose reason is already written needs no new one; an empty one clears it and is refused.
    const kept = await mutate(APPROVAL, { id: docId(psa.visura), approval: "REJECTED" }, "customer3");
    expect(kept.data!.requiredDocument).toMatchObject({ approval: "REJECTED", reviewNote: "Conforme" });
    expect(await mutate(APPROVAL, { id: docId(psa.visura), approval: "REJECTED", reviewNote: "" }, "customer3")).toMatchObject({
      __typename: "ValidationError", fieldErrors: [{ field: "reviewNote", messages: ["Indicare il motivo del rifiuto"] }],
    });
    await reset(psa.pos);
  });

  it("eliminazione (livello 5): il documento resta richiesto e mancante, il file resta sul disco; senza file è rifiutata", async () => {
    const file = await mediaId("eliminando.pdf");
    const rejectedVisura = { mediaId: file, attachmentName: "Visura", documentDate: day("2026-01-01"), approval: "REJECTED" as const, reviewedAt: new Date(), note: "Visura 2026", reviewNote: "Non aggiornata" };
    await reset(psa.visura, rejectedVisura);
    expect((await mutate(DELETE, { id: docId(psa.visura) }, "alfa1")).__typename).toBe("ForbiddenError");
    expect((await mutate(DELETE, { id: docId(psa.visura) }, "customer3")).__typename).toBe("ForbiddenError");
    const filesBefore = await filesUnder(t.deps.config.storageDir);
    const deleted = await mutate(DELETE, { id: docId(psa.visura) }, "alfa5");
    // Both notes spoke of the file that is gone: they go with it (the audit trail keeps them).
    expect(deleted.data!.requiredDocument).toMatchObject({
      attachmentName: null, documentDate: null, approval: "PENDING", file: null, complianceState: "MISSING", reviewedAt: null, note: null, reviewNote: null, category: { code: "VISURA" },
    });
    expect(await prisma().media.findUnique({ where: { id: file } })).not.toBeNull();
    expect(await filesUnder(t.deps.config.storageDir)).toEqual(filesBefore);
    expect((await audits(psa.visura)).at(-1)).toMatchObject({
      action: "requiredDocument.fileDeleted",
      before: { mediaId: file, approval: "REJECTED", note: "Visura 2026", reviewNote: "Non aggiornata" },
      after: { mediaId: null, note: null, reviewNote: null },
    });
    expect(await mutate(DELETE, { id: docId(psa.visura) }, "alfa5")).toMatchObject({
      __typename: "ValidationError", fieldErrors: [{ field: "id", messages: ["Impossibile eliminare il documento"] }],
    });
  });

  it("un documento approvato il fornitore lo sostituisce, non lo elimina; il committente di livello 5 sì", async () => {
    const file = await mediaId("approvato.pdf");
    await reset(psa.visura, { mediaId: file, attachmentName: "Visura", approval: "APPROVED", reviewedAt: new Date(), note: "Visura 2026", reviewNote: "Conforme" });
    const row = await prisma().procurementSupplierAttachment.findUniqueOrThrow({ where: { id: psa.visura } });
    const trail = (await audits(psa.visura)).length;
    expect(await mutate(DELETE, { id: docId(psa.visura) }, "alfa5")).toEqual({
      __typename: "ValidationError",
      message: "Non è possibile eliminare un documento approvato: caricarne una nuova versione",
      fieldErrors: [{ field: "id", messages: ["Non è possibile eliminare un documento approvato: caricarne una nuova versione"] }],
    });
    expect(await prisma().procurementSupplierAttachment.findUniqueOrThrow({ where: { id: psa.visura } })).toEqual(row);
    expect(await audits(psa.visura)).toHaveLength(trail);
    // The same over REST.
    expect(await restJson(t, "DELETE", `/api/procurementsupplierattachments/${psa.visura}`, undefined, tokens.alfa5)).toEqual({
      status: 422, body: { errors: { id: ["Non è possibile eliminare un documento approvato: caricarne una nuova versione"] } },
    });
    // Replacing it is the way: a new version, back to "da approvare".
    const replaced = await upload({ id: docId(psa.visura), attachmentName: "Visura aggiornata" }, "alfa5", "visura-nuova.pdf");
    expect(replaced.data!.requiredDocument).toMatchObject({ approval: "PENDING", complianceState: "PENDING", file: { originalName: "visura-nuova.pdf" }, note: "Visura 2026", reviewNote: null });
    // Once it is no longer approved the supplier may delete it.
    expect((await mutate(DELETE, { id: docId(psa.visura) }, "alfa5")).__typename).toBe("DeleteRequiredDocumentSuccess");
    // The customer decides what counts: at level 5 it may remove a file it approved (audited like any deletion).
    await reset(psa.visura, { mediaId: file, approval: "APPROVED", reviewedAt: new Date() });
    expect((await mutate(DELETE, { id: docId(psa.visura) }, "customer5")).__typename).toBe("DeleteRequiredDocumentSuccess");
    expect((await audits(psa.visura)).at(-1)).toMatchObject({ action: "requiredDocument.fileDeleted", actorLabel: "direzione@acciaierie.it", before: { approval: "APPROVED", mediaId: file } });
  });

  it("il committente non carica documenti al posto del fornitore; l'autocertificazione è riconosciuta", async () => {
    const byCustomer = await upload({ id: docId(psa.pos), attachmentName: "POS" }, "customer5");
    expect(byCustomer).toEqual({ __typename: "ForbiddenError", message: "Utente non autorizzato" });
    expect((await load(psa.ac)).isSelfCertification).toBe(true);
    expect((await load(psa.durc)).isSelfCertification).toBe(false);
  });
});
