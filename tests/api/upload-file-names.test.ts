// File names with invisible formatting characters: the right-to-left override U+202E (which makes
// "contratto<RLO>fdp.exe" read as "contrattoexe.pdf"), bidirectional isolates, zero-width characters. They must
// be gone from the stored name, from what GraphQL and REST show, and from the download's Content-Disposition;
// the extension checked is the one left once they are gone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { samplePdf } from "../fixtures/files";
import { bearer, graphqlUpload, restForm } from "../fixtures/supplier-home";
import { contentDispositionOf } from "../../server/modules/files/downloads";
import { FILE_MESSAGES } from "../../server/modules/files/uploads";

const RLO = "\u202e";
const SAVE = `mutation ($input: SaveSupplierAttachmentInput!) { saveSupplierAttachment(input: $input) { __typename
  ... on SaveSupplierAttachmentSuccess { data { supplierAttachment { file { originalName downloadUrl } } } } ... on Error { message } } }`;
// Every format character a name may hide, and what is left of the name without them.
const NAMES: [string, string][] = [
  [`contratto${RLO}exe.pdf`, "contrattoexe.pdf"],
  ["\u2066preventivo\u2069\u200b.pdf", "preventivo.pdf"],
  ["\u200e\u200fdu\u00adrc\u202a\u202b\u202c\u202d\u2067\u2068\u061c\ufeff\u200c\u200d.pdf", "durc.pdf"],
];
const INVISIBLE = /\p{Cf}/u;
const ENCODED_INVISIBLE = /%E2%80%(8[B-F]|A[A-E])|%E2%81%A[6-9]|%EF%BB%BF|%C2%AD|%D8%9C/i;

describe.each(databaseKinds)("nomi dei file con caratteri di formattazione invisibili (%s)", (kind) => {
  let t: TestApp;
  let token: string;
  let supplierId: number;
  let pdf: Uint8Array;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const supplier = await createSupplier(t.deps.prisma, { companyName: "Alfa Costruzioni Srl" });
    supplierId = supplier.id;
    await createUser(t.deps.prisma, { email: "ufficio@alfa.it", kind: "SUPPLIER", supplierId, userLevel: 5 });
    token = await restLogin(t, "ufficio@alfa.it");
    pdf = await samplePdf();
  });
  afterAll(async () => t?.close());

  async function expectCleanDownload(downloadUrl: string, expected: string) {
    const download = await t.request(downloadUrl, { headers: bearer(token) });
    expect(download.status).toBe(200);
    const disposition = download.headers.get("content-disposition") ?? "";
    expect(disposition).toBe(contentDispositionOf(expected));
    expect(disposition).not.toMatch(ENCODED_INVISIBLE);
  }

  it.each(NAMES)("GraphQL: %j è archiviato come %j", async (given, expected) => {
    const { body } = await graphqlUpload<{ saveSupplierAttachment: { data: { supplierAttachment: { file: { originalName: string; downloadUrl: string } } } } }>(
      t, SAVE, { input: { attachmentType: 1, attachmentFilename: "DURC", file: null } }, { "variables.input.file": { name: given, bytes: pdf, type: "application/pdf" } }, token,
    );
    const file = body.data?.saveSupplierAttachment.data.supplierAttachment.file;
    expect(file?.originalName).toBe(expected);
    const row = await t.deps.prisma.media.findFirst({ orderBy: { id: "desc" } });
    expect(row?.originalName).toBe(expected);
    expect(INVISIBLE.test(row?.originalName ?? "")).toBe(false);
    await expectCleanDownload(file?.downloadUrl ?? "", expected);
  });

  it.each(NAMES)("REST: %j è archiviato come %j", async (given, expected) => {
    const fields = { customer_supplier_id: supplierId, attachment_type: 1, attachment_filename: "DURC" };
    const { status, body } = await restForm(t, "/api/customersupplierattachments", fields, { field: "attachment_file", part: { name: given, bytes: pdf } }, token);
    expect(status).toBe(200);
    const row = await t.deps.prisma.media.findFirst({ orderBy: { id: "desc" } });
    expect(row?.originalName).toBe(expected);
    expect(JSON.stringify(body)).not.toMatch(INVISIBLE);
    const id = (body as { data: { id: number } }).data.id;
    await expectCleanDownload(`/api/customersupplierattachments/${id}/download`, expected);
  });

  it("l'estensione controllata è quella che si legge senza i caratteri invisibili", async () => {
    const media = await t.deps.prisma.media.count();
    const fields = { customer_supplier_id: supplierId, attachment_type: 1, attachment_filename: "DURC" };
    const refused = await restForm(t, "/api/customersupplierattachments", fields, { field: "attachment_file", part: { name: `fattura${RLO}fdp.exe`, bytes: pdf } }, token);
    expect(refused).toEqual({ status: 422, body: { errors: { attachment_file: [FILE_MESSAGES.type] } } });
    expect(await t.deps.prisma.media.count()).toBe(media);
  });

  it("il nome digitato per il documento perde i caratteri invisibili, su GraphQL e su REST", async () => {
    const { body } = await graphqlUpload<{ saveSupplierAttachment: { data: { supplierAttachment: { attachmentFilename: string } } } }>(
      t,
      SAVE.replace("file { originalName downloadUrl }", "attachmentFilename file { originalName downloadUrl }"),
      { input: { attachmentType: 1, attachmentFilename: `DURC${RLO}fdp.exe\u200b`, file: null } },
      { "variables.input.file": { name: "durc.pdf", bytes: pdf, type: "application/pdf" } },
      token,
    );
    expect(body.data?.saveSupplierAttachment.data.supplierAttachment.attachmentFilename).toBe("DURCfdp.exe");
    const fields = { customer_supplier_id: supplierId, attachment_type: 1, attachment_filename: `\u2066Visura${RLO}\u2069` };
    const { status } = await restForm(t, "/api/customersupplierattachments", fields, { field: "attachment_file", part: { name: "visura.pdf", bytes: pdf } }, token);
    expect(status).toBe(200);
    const rows = await t.deps.prisma.supplierAttachment.findMany({ where: { supplierId }, orderBy: { id: "desc" }, take: 2, select: { attachmentFilename: true } });
    expect(rows.map((row) => row.attachmentFilename)).toEqual(["Visura", "DURCfdp.exe"]);
  });

  it("un nome già archiviato con U+202E esce pulito nel Content-Disposition", () => {
    expect(contentDispositionOf(`contratto${RLO}exe.pdf`)).toBe(`attachment; filename="contrattoexe.pdf"; filename*=UTF-8''contrattoexe.pdf`);
    expect(contentDispositionOf("a\u0085b\u009f.pdf")).toBe(`attachment; filename="ab.pdf"; filename*=UTF-8''ab.pdf`);
  });
});
