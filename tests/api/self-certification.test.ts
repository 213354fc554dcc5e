// The self-certification (category AC): a real Word file, generated for the supplier itself and for the
// procurement's customer, filled with the supplier's and the procurement's data, downloaded as
// autocertificazione_{COMPANY}.docx through GET and POST. Nobody else gets it, nor where AC is not required.
import { inflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { createCustomer, createMunicipality, createSupplier, createUser, graphql, restLogin } from "../fixtures/auth-users";
import { bearer, restJson } from "../fixtures/supplier-home";
import { selfCertificationFileName } from "../../server/modules/documents/self-certification";

const PATH = "/api/procurements/autocertificazione/generate";
const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
type Actor = "alfa1" | "beta5" | "customer1" | "otherCustomer" | "worker";

// One entry of a zip, read through its central directory (the local headers of a streamed zip may carry no
// sizes). A docx is a zip of XML parts; word/document.xml holds the text.
function zipEntry(zip: Buffer, name: string): Buffer | null {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("non è un file zip");
  const entries = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  for (let index = 0; index < entries; index += 1) {
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const entryName = zip.subarray(offset + 46, offset + 46 + nameLength).toString("utf8");
    if (entryName === name) {
      const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      return method === 0 ? Buffer.from(data) : inflateRawSync(data);
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return null;
}

// The document's text: the runs' <w:t> contents, paragraphs on their own lines, XML entities decoded.
function documentText(docx: Buffer): string {
  const xml = zipEntry(docx, "word/document.xml")?.toString("utf8");
  if (!xml) throw new Error("word/document.xml mancante");
  return xml
    .replace(/<\/w:p>/g, "\n")
    .replace(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g, "\u0001$1\u0002")
    .replace(/<[^>]+>/g, "")
    .replace(/[^\u0001\u0002\n]*\u0001([^\u0002]*)\u0002/g, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("nome del file dell'autocertificazione", () => {
  it("spazi in trattini bassi, caratteri non sicuri tolti, accenti ridotti alla lettera", () => {
    expect(selfCertificationFileName("Alfa Costruzioni Srl")).toBe("autocertificazione_Alfa_Costruzioni_Srl.docx");
    expect(selfCertificationFileName("Edilizia Città & Figli S.r.l.")).toBe("autocertificazione_Edilizia_Citta_Figli_S.r.l.docx");
    expect(selfCertificationFileName("../../etc/passwd")).toBe("autocertificazione_etcpasswd.docx");
    expect(selfCertificationFileName("   ")).toBe("autocertificazione_fornitore.docx");
  });
});

describe.each(databaseKinds)("autocertificazione (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string>;
  const ids = { procurement: 0, alfa: 0, beta: 0, foreign: 0 };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.deps.prisma;
    const brescia = await createMunicipality(db, "Brescia", "BS", "B157");
    const customer = await createCustomer(db, "Acciaierie Emiliane Spa");
    const otherCustomer = await createCustomer(db, "Cartiere Venete Spa");
    const alfa = await createSupplier(db, { companyName: "Edilizia Città & Figli S.r.l.", phone: "030 1234567", email: "info@edilizia.it", address: "Via Milano 5", municipalityId: brescia.id });
    await db.supplier.update({ where: { id: alfa.id }, data: { vatNumber: "01234567890", fiscalCode: "01234567890" } });
    const beta = await createSupplier(db, { companyName: "Beta Impianti Srl" });
    const procurement = await db.procurement.create({
      data: { customerId: customer.id, label: "APP-2026-01 Manutenzione forni", dateStart: new Date("2026-03-01T00:00:00Z"), dateEnd: new Date("2026-12-31T00:00:00Z") },
    });
    await db.procurementSupplier.createMany({ data: [{ procurementId: procurement.id, supplierId: alfa.id }, { procurementId: procurement.id, supplierId: beta.id }] });
    const foreign = await db.procurement.create({ data: { customerId: otherCustomer.id, label: "CV-2026-09" } });
    await db.procurementSupplier.create({ data: { procurementId: foreign.id, supplierId: alfa.id } });
    const ac = await db.supplierDocumentCategory.create({ data: { code: "AC", label: "Autocertificazione" } });
    const durc = await db.supplierDocumentCategory.create({ data: { code: "DURC", label: "DURC", supplierAttachmentType: 1 } });
    // Alfa owes the self-certification here; Beta only a DURC; on the foreign procurement Alfa owes nothing.
    await db.procurementSupplierAttachment.createMany({
      data: [
        { procurementId: procurement.id, supplierId: alfa.id, categoryId: ac.id },
        { procurementId: procurement.id, supplierId: beta.id, categoryId: durc.id },
        { procurementId: foreign.id, supplierId: alfa.id, categoryId: durc.id },
      ],
    });
    const worker = await db.worker.create({ data: { customerId: customer.id, firstName: "Luca", lastName: "Neri" } });
    const users: [Actor, Parameters<typeof createUser>[1]][] = [
      ["alfa1", { email: "segreteria@edilizia.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 1 }],
      ["beta5", { email: "titolare@beta.it", kind: "SUPPLIER", supplierId: beta.id, userLevel: 5 }],
      ["customer1", { email: "portineria@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 1 }],
      ["otherCustomer", { email: "hse@cartiere.it", kind: "CUSTOMER", customerId: otherCustomer.id, userLevel: 5 }],
      ["worker", { email: "luca.neri@acciaierie.it", kind: "WORKER", workerId: worker.id }],
    ];
    for (const [actor, data] of users) {
      await createUser(db, data);
      tokens[actor] = await restLogin(t, data.email);
    }
    Object.assign(ids, { procurement: procurement.id, alfa: alfa.id, beta: beta.id, foreign: foreign.id });
  });
  afterAll(async () => t?.close());

  const generate = (query: string, token?: string) => t.request(`${PATH}?${query}`, { headers: bearer(token) });

  it("il fornitore la scarica (GET): un docx con i dati dell'impresa e dell'appalto e i testi di legge", async () => {
    const audits = await t.deps.prisma.auditRecord.count();
    const response = await generate(`procurement_id=${ids.procurement}&supplier_id=${ids.alfa}`, tokens.alfa1);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(DOCX_MIME);
    expect(response.headers.get("content-disposition")).toContain('filename="autocertificazione_Edilizia_Citta_Figli_S.r.l.docx"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    const text = documentText(bytes);
    for (const expected of [
      "DICHIARAZIONE SOSTITUTIVA DI CERTIFICAZIONE E DELL'ATTO DI NOTORIETÀ",
      "(artt. 46 e 47 D.P.R. 28 dicembre 2000, n. 445)",
      "art. 26, comma 1, lett. a)",
      "Allegato XVII",
      "Edilizia Città & Figli S.r.l.",
      "01234567890",
      "Via Milano 5, Brescia (BS)",
      "030 1234567",
      "info@edilizia.it",
      "APP-2026-01 Manutenzione forni",
      "Acciaierie Emiliane Spa",
      "dal 01/03/2026 al 31/12/2026",
      "art. 76 del D.P.R. 445/2000",
      "Regolamento (UE) 2016/679",
      "Luogo e data",
      "copia del documento d'identità",
      "art. 14 del D.Lgs. 81/2008",
      "Documento Unico di Regolarità Contributiva (DURC)",
    ]) {
      expect(text).toContain(expected);
    }
    // A read: generating leaves no trace in the audit trail and nothing on disk.
    expect(await t.deps.prisma.auditRecord.count()).toBe(audits);
  });

  it("la scheda offre il link solo sulla riga AC, e il link scarica il documento", async () => {
    type Card = { node: { supplierLink: { requiredDocuments: { edges: { node: { category: { code: string }; selfCertificationUrl: string | null } }[] } } | null } | null };
    const query = `query ($id: ID!, $supplierId: ID) { node(id: $id) { ... on Procurement { supplierLink(supplierId: $supplierId) {
      requiredDocuments(first: 10) { edges { node { category { code } selfCertificationUrl } } } } } } }`;
    const links = async (supplierId: number, token: string) => {
      const variables = { id: encodeGlobalID("Procurement", ids.procurement), supplierId: encodeGlobalID("Supplier", supplierId) };
      const { body } = await graphql<Card>(t, query, variables, token);
      return (body.data?.node?.supplierLink?.requiredDocuments.edges ?? []).map(({ node }) => [node.category.code, node.selfCertificationUrl]);
    };
    const alfaLinks = await links(ids.alfa, tokens.alfa1);
    expect(alfaLinks).toEqual([["AC", `${PATH}?procurement_id=${ids.procurement}&supplier_id=${ids.alfa}`]]);
    // Beta owes only a DURC: no link.
    expect(await links(ids.beta, tokens.beta5)).toEqual([["DURC", null]]);
    const response = await t.request(String(alfaLinks[0][1]), { headers: bearer(tokens.customer1) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(DOCX_MIME);
  });

  it("il committente la genera anche con POST e parametri JSON", async () => {
    const response = await t.request(PATH, {
      method: "POST",
      headers: { "content-type": "application/json", ...bearer(tokens.customer1) },
      body: JSON.stringify({ procurement_id: ids.procurement, supplier_id: ids.alfa }),
    });
    expect(response.status).toBe(200);
    expect(documentText(Buffer.from(await response.arrayBuffer()))).toContain("Edilizia Città & Figli S.r.l.");
  });

  it("nessun altro la ottiene, né dove l'autocertificazione non è richiesta", async () => {
    const alfaHere = `procurement_id=${ids.procurement}&supplier_id=${ids.alfa}`;
    expect((await generate(alfaHere, tokens.beta5)).status).toBe(404);
    expect((await generate(alfaHere, tokens.otherCustomer)).status).toBe(404);
    expect((await generate(alfaHere, tokens.worker)).status).toBe(404);
    expect((await generate(alfaHere)).status).toBe(401);
    // Beta is on the procurement but owes no self-certification; nor does Alfa on the foreign one.
    expect((await generate(`procurement_id=${ids.procurement}&supplier_id=${ids.beta}`, tokens.beta5)).status).toBe(404);
    expect((await generate(`procurement_id=${ids.foreign}&supplier_id=${ids.alfa}`, tokens.alfa1)).status).toBe(404);
    expect(await restJson(t, "POST", PATH, {}, tokens.alfa1)).toEqual({
      status: 422, body: { errors: { procurement_id: ["Indicare l'appalto"], supplier_id: ["Indicare il fornitore"] } },
    });
  });
});
