// The supplier's company documents through GraphQL (spec sections 2, 3, 5): saveSupplierAttachment with
// GraphQL multipart requests, Supplier.attachments (search, sort, pages), node(id) and
// deleteSupplierAttachment, and who may do each: the supplier's own users (delete at level 5), customers
// read only, anyone else as if nothing existed. The REST paths: supplier-attachments-rest.test.ts.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { SAMPLE_EXECUTABLE, pdfOfSize, samplePdf } from "../fixtures/files";
import {
  createSupplierHomeWorld,
  globalId,
  gql,
  graphqlUpload,
  worldSnapshot,
  type Actor,
  type SupplierHomeWorld,
} from "../fixtures/supplier-home";
import { FILE_MESSAGES } from "../../server/modules/files/uploads";
import { SIGNED_OUT } from "../fixtures/auth-users";

const MAX_UPLOAD_BYTES = 256 * 1024;

const ATTACHMENT_FIELDS = `id attachmentType attachmentTypeLabel attachmentFilename documentDate documentExpirationDate
  file { originalName extension mimeType sizeBytes downloadUrl }`;
const SAVE = `mutation S($input: SaveSupplierAttachmentInput!) { saveSupplierAttachment(input: $input) {
  __typename
  ... on SaveSupplierAttachmentSuccess { data { supplierAttachment { ${ATTACHMENT_FIELDS} } } }
  ... on ValidationError { fieldErrors { field messages } }
  ... on Error { message } } }`;
const DELETE = `mutation D($input: DeleteSupplierAttachmentInput!) { deleteSupplierAttachment(input: $input) {
  __typename ... on DeleteSupplierAttachmentSuccess { data { deletedId } } ... on Error { message } } }`;
const LIST = `query L($search: String, $orderBy: SupplierAttachmentOrderField, $direction: SortDirection, $first: Int, $after: String) {
  viewer { supplier { attachments(search: $search, orderBy: $orderBy, direction: $direction, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { attachmentFilename attachmentType documentExpirationDate } } } } } }`;
const NODE = `query N($id: ID!) { node(id: $id) { ... on SupplierAttachment { attachmentFilename } } }`;

type SavedAttachment = {
  id: string;
  attachmentType: number;
  attachmentTypeLabel: string;
  attachmentFilename: string;
  documentDate: string | null;
  documentExpirationDate: string | null;
  file: { originalName: string; extension: string; mimeType: string; sizeBytes: number; downloadUrl: string } | null;
};
type SaveResult = {
  saveSupplierAttachment: {
    __typename: string;
    data?: { supplierAttachment: SavedAttachment };
    fieldErrors?: { field: string; messages: string[] }[];
    message?: string;
  };
};
type DeleteResult = { deleteSupplierAttachment: { __typename: string; data?: { deletedId: string }; message?: string } };
type ListResult = {
  viewer: { supplier: { attachments: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; edges: { node: { attachmentFilename: string; attachmentType: number; documentExpirationDate: string | null } }[] } } };
};

const databaseId = (id: string) => Number(Buffer.from(id, "base64").toString().split(":")[1]);

describe.each(databaseKinds)("documenti aziendali del fornitore (%s)", (kind) => {
  let t: TestApp;
  let world: SupplierHomeWorld;
  let pdf: Uint8Array;

  beforeAll(async () => {
    t = await createTestApp(kind, { uploadMaxBytes: MAX_UPLOAD_BYTES });
    world = await createSupplierHomeWorld(t);
    pdf = await samplePdf("DURC Alfa Costruzioni");
  });
  afterAll(async () => t?.close());

  const save = (input: Record<string, unknown>, token?: string, file?: { name: string; bytes: Uint8Array }) =>
    file
      ? graphqlUpload<SaveResult>(t, SAVE, { input: { ...input, file: null } }, { "variables.input.file": file }, token)
      : gql<SaveResult>(t, SAVE, { input }, token);
  const remove = (id: string, token?: string) => gql<DeleteResult>(t, DELETE, { input: { id } }, token);
  const seedAttachment = (supplierId: number, attachmentFilename: string, extra: { attachmentType?: number; documentExpirationDate?: string | null } = {}) =>
    t.deps.prisma.supplierAttachment.create({
      data: {
        supplierId,
        attachmentFilename,
        attachmentType: extra.attachmentType ?? 1,
        documentExpirationDate: extra.documentExpirationDate ? new Date(`${extra.documentExpirationDate}T00:00:00Z`) : null,
      },
    });

  describe("GraphQL saveSupplierAttachment", () => {
    it("un utente di livello 1 carica un documento: riga, file su disco, Media con sha256 e audit senza i byte", async () => {
      const { status, body } = await save(
        { attachmentType: 1, attachmentFilename: " DURC 2026 ", documentDate: "2026-01-15", documentExpirationDate: "2026-05-15" },
        world.tokens.alfa1,
        { name: "DURC gennaio.pdf", bytes: pdf },
      );
      expect(status).toBe(200);
      const saved = body.data!.saveSupplierAttachment.data!.supplierAttachment;
      const id = databaseId(saved.id);
      expect(saved).toEqual({
        id: globalId("SupplierAttachment", id),
        attachmentType: 1,
        attachmentTypeLabel: "DURC",
        attachmentFilename: "DURC 2026",
        documentDate: "2026-01-15",
        documentExpirationDate: "2026-05-15",
        file: { originalName: "DURC gennaio.pdf", extension: "pdf", mimeType: "application/pdf", sizeBytes: pdf.byteLength, downloadUrl: `/api/customersupplierattachments/${id}/download` },
      });
      const row = await t.deps.prisma.supplierAttachment.findUniqueOrThrow({ where: { id }, include: { media: true } });
      expect(row.supplierId).toBe(world.ids.alfa);
      expect(row.media).toMatchObject({ directory: "supplier-attachments", extension: "pdf", sizeBytes: pdf.byteLength });
      const onDisk = await readFile(t.deps.storage.pathOf(row.media!));
      expect(Buffer.compare(onDisk, Buffer.from(pdf))).toBe(0);
      const audit = await t.deps.prisma.auditRecord.findFirstOrThrow({ where: { action: "supplierAttachment.created", entityId: String(id) } });
      expect(audit).toMatchObject({ entityType: "SupplierAttachment", actorLabel: "segreteria@alfa.it", before: null });
      expect(audit.after).toEqual({
        supplierId: world.ids.alfa,
        attachmentType: 1,
        attachmentFilename: "DURC 2026",
        documentDate: "2026-01-15",
        documentExpirationDate: "2026-05-15",
        mediaId: row.media!.id,
        file: { originalName: "DURC gennaio.pdf", sha256: row.media!.sha256, sizeBytes: pdf.byteLength },
      });
    });

    it("in modifica senza file cambia i campi e tiene il file; con un file nuovo lo sostituisce e il vecchio resta archiviato", async () => {
      const created = await save({ attachmentType: 3, attachmentFilename: "Visura camerale" }, world.tokens.alfa1, { name: "visura.pdf", bytes: pdf });
      const id = created.body.data!.saveSupplierAttachment.data!.supplierAttachment.id;
      const firstMedia = (await t.deps.prisma.supplierAttachment.findUniqueOrThrow({ where: { id: databaseId(id) }, include: { media: true } })).media!;

      const edited = await save({ id, attachmentType: 3, attachmentFilename: "Visura camerale 2026", documentDate: "2026-02-01" }, world.tokens.alfa1);
      expect(edited.body.data!.saveSupplierAttachment.data!.supplierAttachment).toMatchObject({
        attachmentFilename: "Visura camerale 2026",
        documentDate: "2026-02-01",
        documentExpirationDate: null,
        file: { originalName: "visura.pdf" },
      });
      const updateAudit = await t.deps.prisma.auditRecord.findFirstOrThrow({ where: { action: "supplierAttachment.updated", entityId: String(databaseId(id)) } });
      expect(updateAudit.before).toMatchObject({ attachmentFilename: "Visura camerale", documentDate: null, mediaId: firstMedia.id });
      expect(updateAudit.after).toMatchObject({ attachmentFilename: "Visura camerale 2026", documentDate: "2026-02-01", mediaId: firstMedia.id });

      const newPdf = await samplePdf("Visura aggiornata");
      const replaced = await save({ id, attachmentType: 3, attachmentFilename: "Visura camerale 2026" }, world.tokens.alfa1, { name: "visura nuova.pdf", bytes: newPdf });
      expect(replaced.body.data!.saveSupplierAttachment.data!.supplierAttachment.file).toMatchObject({ originalName: "visura nuova.pdf", sizeBytes: newPdf.byteLength });
      const row = await t.deps.prisma.supplierAttachment.findUniqueOrThrow({ where: { id: databaseId(id) }, include: { media: true } });
      expect(row.media!.id).not.toBe(firstMedia.id);
      // The replaced file stays, row and bytes: the audit trail points at it.
      expect(await t.deps.prisma.media.findUnique({ where: { id: firstMedia.id } })).not.toBeNull();
      await expect(readFile(t.deps.storage.pathOf(firstMedia))).resolves.toBeInstanceOf(Buffer);
      const replaceAudit = await t.deps.prisma.auditRecord.findFirstOrThrow({ where: { action: "supplierAttachment.replaced", entityId: String(row.id) } });
      expect(replaceAudit.before).toMatchObject({ mediaId: firstMedia.id, file: { originalName: "visura.pdf" } });
      expect(replaceAudit.after).toMatchObject({ mediaId: row.media!.id, file: { originalName: "visura nuova.pdf", sha256: row.media!.sha256 } });
    });

    it("regole della sezione 5: file obbligatorio in aggiunta, tipo tra i 13, nome obbligatorio, scadenza non prima dell'emissione", async () => {
      const before = await worldSnapshot(t);
      const errorsOf = (result: { body: { data?: SaveResult | null } }) => result.body.data!.saveSupplierAttachment;
      expect(errorsOf(await save({ attachmentType: 1, attachmentFilename: "DURC" }, world.tokens.alfa1))).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [{ field: "file", messages: ["Selezionare il file da caricare."] }],
      });
      expect(errorsOf(await save({ attachmentType: 13, attachmentFilename: "   " }, world.tokens.alfa1, { name: "a.pdf", bytes: pdf }))).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [
          { field: "attachmentType", messages: ["Il Tipo di documento selezionato non è valido."] },
          { field: "attachmentFilename", messages: ["Il campo Nome del file non può essere vuoto."] },
        ],
      });
      expect(errorsOf(await save(
        { attachmentType: 100, attachmentFilename: "Polizza", documentDate: "2026-03-01", documentExpirationDate: "2026-02-28" },
        world.tokens.alfa1,
        { name: "a.pdf", bytes: pdf },
      ))).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [{ field: "documentExpirationDate", messages: ["La Data scadenza non può precedere la Data emissione."] }],
      });
      // A date in the form's display format is refused by the Date scalar before any resolver runs (its
      // message is the builder's; REST answers the field's own message, below).
      const wrongDate = await save({ attachmentType: 1, attachmentFilename: "DURC", documentDate: "22/11/2026" }, world.tokens.alfa1, { name: "a.pdf", bytes: pdf });
      expect(wrongDate.body.data).toBeUndefined();
      expect(wrongDate.body.errors).toHaveLength(1);
      expect(await worldSnapshot(t)).toEqual(before);
    });

    it("file troppo grande (limite della configurazione) o che non è ciò che dice: messaggio chiaro, niente su disco né in tabella", async () => {
      const before = await worldSnapshot(t);
      const tooLarge = await save({ attachmentType: 1, attachmentFilename: "DURC" }, world.tokens.alfa1, { name: "grande.pdf", bytes: pdfOfSize(MAX_UPLOAD_BYTES + 1) });
      expect(tooLarge.body.data!.saveSupplierAttachment).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [{ field: "file", messages: [FILE_MESSAGES.size(MAX_UPLOAD_BYTES)] }],
      });
      const fake = await save({ attachmentType: 1, attachmentFilename: "DURC" }, world.tokens.alfa1, { name: "durc.pdf", bytes: SAMPLE_EXECUTABLE });
      expect(fake.body.data!.saveSupplierAttachment).toMatchObject({
        __typename: "ValidationError",
        fieldErrors: [{ field: "file", messages: ["Il contenuto del file non corrisponde al tipo PDF dichiarato"] }],
      });
      expect(await worldSnapshot(t)).toEqual(before);
    });
  });

  describe("Supplier.attachments e node", () => {
    it("ricerca nel nome e nel tipo, ordinamenti, pagine con totalCount; predefinito: scadenza decrescente, senza data in fondo", async () => {
      const prisma = t.deps.prisma;
      await prisma.supplierAttachment.deleteMany({ where: { supplierId: world.ids.alfa } });
      await seedAttachment(world.ids.alfa, "Certificato qualità", { attachmentType: 9, documentExpirationDate: "2027-06-30" });
      await seedAttachment(world.ids.alfa, "Durc marzo", { attachmentType: 1, documentExpirationDate: "2026-03-31" });
      await seedAttachment(world.ids.alfa, "Polizza RCT", { attachmentType: 2, documentExpirationDate: null });
      await seedAttachment(world.ids.alfa, "Ambiente 14001", { attachmentType: 10, documentExpirationDate: "2026-12-31" });
      await seedAttachment(world.ids.beta, "Durc Beta", { attachmentType: 1, documentExpirationDate: "2030-01-01" });

      const list = async (variables: Record<string, unknown>, token = world.tokens.alfa1) =>
        (await gql<ListResult>(t, LIST, variables, token)).body.data!.viewer.supplier.attachments;
      const names = (connection: ListResult["viewer"]["supplier"]["attachments"]) => connection.edges.map((edge) => edge.node.attachmentFilename);

      expect(names(await list({}))).toEqual(["Certificato qualità", "Ambiente 14001", "Durc marzo", "Polizza RCT"]);
      expect(names(await list({ direction: "ASC" }))).toEqual(["Durc marzo", "Ambiente 14001", "Certificato qualità", "Polizza RCT"]);
      expect(names(await list({ orderBy: "ATTACHMENT_TYPE", direction: "ASC" }))).toEqual(["Durc marzo", "Polizza RCT", "Certificato qualità", "Ambiente 14001"]);
      expect(names(await list({ orderBy: "ATTACHMENT_FILENAME", direction: "DESC" }))).toEqual(["Polizza RCT", "Durc marzo", "Certificato qualità", "Ambiente 14001"]);
      // "iso" is in the labels of types 8-11 ("ISO 9001", "ISO 14001 o EMAS"), "durc" in a name and a label.
      expect(names(await list({ search: "iso" }))).toEqual(["Certificato qualità", "Ambiente 14001"]);
      expect(names(await list({ search: "  POLIZZA " }))).toEqual(["Polizza RCT"]);
      expect(names(await list({ search: "durc" }))).toEqual(["Durc marzo"]);
      expect(names(await list({ search: "%" }))).toEqual([]);

      const first = await list({ first: 3 });
      expect(first.totalCount).toBe(4);
      expect(first.pageInfo.hasNextPage).toBe(true);
      const second = await list({ first: 3, after: first.pageInfo.endCursor });
      expect(names(second)).toEqual(["Polizza RCT"]);
      expect(second.pageInfo.hasNextPage).toBe(false);
      expect((await list({ search: "iso", first: 1 })).totalCount).toBe(2);
    });

    it("il committente legge i documenti di un fornitore del suo appalto; gli altri li vedono come inesistenti", async () => {
      const durc = await t.deps.prisma.supplierAttachment.findFirstOrThrow({ where: { supplierId: world.ids.alfa, attachmentFilename: "Durc marzo" } });
      const id = globalId("SupplierAttachment", durc.id);
      const nodeOf = async (actor?: Actor) => (await gql<{ node: { attachmentFilename?: string } | null }>(t, NODE, { id }, actor ? world.tokens[actor] : undefined)).body.data!.node;
      expect(await nodeOf("alfa1")).toEqual({ attachmentFilename: "Durc marzo" });
      expect(await nodeOf("customer")).toEqual({ attachmentFilename: "Durc marzo" });
      for (const actor of ["beta5", "otherCustomer", "worker"] as const) expect(await nodeOf(actor)).toBeNull();
      expect((await gql(t, NODE, { id })).body).toEqual(SIGNED_OUT);

      const { body } = await gql<{ node: { attachments: { totalCount: number } } }>(
        t, `query S($id: ID!) { node(id: $id) { ... on Supplier { attachments { totalCount } } } }`, { id: globalId("Supplier", world.ids.alfa) }, world.tokens.customer,
      );
      expect(body.data!.node.attachments.totalCount).toBe(4);
    });
  });

  it("un fornitore che raggiunge un altro fornitore dallo stesso appalto (subappalto) non ne vede documenti né lavoratori", async () => {
    const prisma = t.deps.prisma;
    const thirdCustomer = await prisma.customer.create({ data: { companyName: "Terzo Committente Spa" } });
    const shared = await prisma.procurement.create({ data: { customerId: thirdCustomer.id, label: "APP-CONDIVISO" } });
    const alfaLink = await prisma.procurementSupplier.create({ data: { procurementId: shared.id, supplierId: world.ids.alfa } });
    await prisma.procurementSupplier.create({ data: { procurementId: shared.id, supplierId: world.ids.beta } });
    await prisma.supplierWorker.create({ data: { supplierId: world.ids.beta, firstName: "Anna", lastName: "Bianchi", sex: "F" } });
    await seedAttachment(world.ids.beta, "Polizza Beta riservata", { attachmentType: 2 });
    const { body } = await gql<{ node: { parentSupplierOptions: { companyName: string; attachments: { totalCount: number; edges: unknown[] }; workers: { totalCount: number; edges: unknown[] } }[] } }>(
      t,
      `query O($id: ID!) { node(id: $id) { ... on ProcurementSupplier { parentSupplierOptions { companyName
        attachments { totalCount edges { node { id } } } workers { totalCount edges { node { id } } } } } } }`,
      { id: globalId("ProcurementSupplier", alfaLink.id) },
      world.tokens.alfa5,
    );
    expect(body.data!.node.parentSupplierOptions).toEqual([
      { companyName: "Beta Impianti Srl", attachments: { totalCount: 0, edges: [] }, workers: { totalCount: 0, edges: [] } },
    ]);
  });

  describe("eliminazione e isolamento", () => {
    it("chi non può: livello 1 e 3 (403), altro fornitore, altro committente, lavoratore (come inesistente), anonimo; committente in sola lettura", async () => {
      const durc = await t.deps.prisma.supplierAttachment.findFirstOrThrow({ where: { supplierId: world.ids.alfa, attachmentFilename: "Durc marzo" } });
      const id = globalId("SupplierAttachment", durc.id);
      const before = await worldSnapshot(t);
      const typeOf = async (result: Promise<{ body: { data?: DeleteResult | SaveResult | null } }>) => {
        const data = (await result).body.data as Partial<DeleteResult & SaveResult>;
        return (data.deleteSupplierAttachment ?? data.saveSupplierAttachment)?.__typename;
      };
      expect(await typeOf(remove(id, world.tokens.alfa1))).toBe("ForbiddenError");
      expect(await typeOf(remove(id, world.tokens.alfa3))).toBe("ForbiddenError");
      expect(await typeOf(remove(id, world.tokens.customer))).toBe("ForbiddenError");
      expect(await typeOf(remove(id, world.tokens.beta5))).toBe("NotFoundError");
      expect(await typeOf(remove(id, world.tokens.otherCustomer))).toBe("NotFoundError");
      expect(await typeOf(remove(id, world.tokens.worker))).toBe("NotFoundError");
      expect((await remove(id)).body).toEqual(SIGNED_OUT);
      expect(await typeOf(remove(globalId("SupplierWorker", durc.id), world.tokens.alfa5))).toBe("NotFoundError");

      const edit = { id, attachmentType: 1, attachmentFilename: "Manomesso" };
      expect(await typeOf(save(edit, world.tokens.customer))).toBe("ForbiddenError");
      expect(await typeOf(save(edit, world.tokens.beta5, { name: "x.pdf", bytes: pdf }))).toBe("NotFoundError");
      expect(await typeOf(save(edit, world.tokens.worker))).toBe("NotFoundError");
      expect((await save(edit)).body).toEqual(SIGNED_OUT);
      // Adding needs a supplier user: customers only read suppliers' documents, workers see none.
      expect(await typeOf(save({ attachmentType: 1, attachmentFilename: "Nuovo" }, world.tokens.customer, { name: "x.pdf", bytes: pdf }))).toBe("ForbiddenError");
      expect(await typeOf(save({ attachmentType: 1, attachmentFilename: "Nuovo" }, world.tokens.worker, { name: "x.pdf", bytes: pdf }))).toBe("ForbiddenError");
      expect(await worldSnapshot(t)).toEqual(before);
    });

    it("il livello 5 elimina: la riga sparisce, Media e file restano, l'audit conserva lo stato precedente", async () => {
      const created = await save({ attachmentType: 12, attachmentFilename: "SA 8000" }, world.tokens.alfa1, { name: "sa8000.pdf", bytes: pdf });
      const id = created.body.data!.saveSupplierAttachment.data!.supplierAttachment.id;
      const media = (await t.deps.prisma.supplierAttachment.findUniqueOrThrow({ where: { id: databaseId(id) }, include: { media: true } })).media!;
      const { body } = await remove(id, world.tokens.alfa5);
      expect(body.data!.deleteSupplierAttachment).toEqual({ __typename: "DeleteSupplierAttachmentSuccess", data: { deletedId: id } });
      expect(await t.deps.prisma.supplierAttachment.findUnique({ where: { id: databaseId(id) } })).toBeNull();
      expect(await t.deps.prisma.media.findUnique({ where: { id: media.id } })).not.toBeNull();
      await expect(readFile(t.deps.storage.pathOf(media))).resolves.toBeInstanceOf(Buffer);
      const audit = await t.deps.prisma.auditRecord.findFirstOrThrow({ where: { action: "supplierAttachment.deleted", entityId: String(databaseId(id)) } });
      expect(audit).toMatchObject({ actorLabel: "titolare@alfa.it", after: null, before: { attachmentFilename: "SA 8000", mediaId: media.id } });
      expect((await remove(id, world.tokens.alfa5)).body.data!.deleteSupplierAttachment.__typename).toBe("NotFoundError");
    });
  });
});
