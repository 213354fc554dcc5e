// Vehicles, machines and tools through GraphQL (issue 10, tabs 4 and 5): the approval modes, per-document and
// whole-element approval, the lock on approved documents, the element document form, the compliance of an
// element and its roll-up into the supplier's light, level gates and visibility, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { filesUnder, samplePdf } from "../fixtures/files";
import { globalId, gql, graphqlUpload } from "../fixtures/supplier-home";

type Actor = "alfa1" | "alfa5" | "ref5" | "beta5" | "customer3" | "customer1";
const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const CREATE = `mutation($input: CreateElementInput!) { createElement(input: $input) {
  __typename ... on CreateElementSuccess { data { element { id kind kindLabel approvalMode compliance { state light reasons } } } }
  ... on ValidationError { message fieldErrors { field messages } } ... on Error { message } } }`;
const UPLOAD = `mutation($input: UploadElementDocumentInput!) { uploadElementDocument(input: $input) {
  __typename ... on UploadElementDocumentSuccess { data { document { id documentName approval approvalMode documentExpirationDate file { downloadUrl } } element { approval compliance { state light } } } }
  ... on ValidationError { message fieldErrors { field messages } } ... on Error { message } } }`;
const EDIT_DOC = `mutation($input: UpdateElementDocumentInput!) { updateElementDocument(input: $input) {
  __typename ... on ValidationError { message fieldErrors { field messages } } ... on Error { message } } }`;
const DELETE_DOC = `mutation($input: DeleteElementDocumentInput!) { deleteElementDocument(input: $input) {
  __typename ... on Error { message } } }`;
const REVIEW_DOC = `mutation($input: SetElementDocumentApprovalInput!) { setElementDocumentApproval(input: $input) {
  __typename ... on SetElementDocumentApprovalSuccess { data { document { approval note } element { approval compliance { state light reasons } } } }
  ... on ValidationError { message fieldErrors { field messages } } ... on Error { message } } }`;
const REVIEW_ELEMENT = `mutation($input: SetElementApprovalInput!) { setElementApproval(input: $input) {
  __typename ... on SetElementApprovalSuccess { data { element { approval reviewNote documents { approval } compliance { state light } } } }
  ... on ValidationError { message fieldErrors { field messages } } ... on Error { message } } }`;
const DELETE_ELEMENT = `mutation($input: DeleteElementInput!) { deleteElement(input: $input) { __typename ... on Error { message } } }`;
const TABS = `query($id: ID!) { node(id: $id) { ... on ProcurementSupplier {
  trafficLight machineryApprovalMode vehiclePanel: requiredElementDocuments(kind: EQUIPMENT) machineryPanel: requiredElementDocuments(kind: MACHINERY)
  vehicles: elements(kinds: [EQUIPMENT], first: 10) { totalCount edges { node { id makerAndModel belonging documentCount compliance { state light } } } }
  machineriesAndTools: elements(kinds: [MACHINERY, TOOL], first: 10) { totalCount edges { node { id kindLabel documents { id documentName approval } } } } } } }`;

describe.each(databaseKinds)("mezzi, macchine e attrezzature: GraphQL (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string>;
  const ids = { procurement: 0, alfaLink: "", refLink: "", betaLink: "" };
  const prisma = () => t.deps.prisma;
  const pdf = async (name = "libretto.pdf") => ({ name, bytes: await samplePdf(name), type: "application/pdf" });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = prisma();
    const customer = await createCustomer(db, "Acciaierie Emiliane Spa");
    const alfa = await createSupplier(db, { companyName: "Alfa Costruzioni Srl" });
    const referral = await createSupplier(db, { companyName: "Clima Service Srl", referralCustomerId: customer.id });
    const beta = await createSupplier(db, { companyName: "Beta Impianti Srl" });
    const procurement = await db.procurement.create({
      data: {
        customerId: customer.id,
        label: "APP-2026-07",
        elementRequirements: { create: [{ kind: "EQUIPMENT", documentName: "Carta di circolazione" }, { kind: "MACHINERY", documentName: "Dichiarazione CE di conformità" }, { kind: "MACHINERY", documentName: "Libretto d'uso e manutenzione", position: 1 }] },
      },
    });
    const link = (supplierId: number) => db.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId } });
    ids.procurement = procurement.id;
    ids.alfaLink = globalId("ProcurementSupplier", (await link(alfa.id)).id);
    ids.refLink = globalId("ProcurementSupplier", (await link(referral.id)).id);
    ids.betaLink = globalId("ProcurementSupplier", (await link(beta.id)).id);
    const users: Record<Actor, Parameters<typeof createUser>[1]> = {
      alfa1: { email: "segreteria@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 1 },
      alfa5: { email: "titolare@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 5 },
      ref5: { email: "titolare@clima.it", kind: "SUPPLIER", supplierId: referral.id, userLevel: 5 },
      beta5: { email: "titolare@beta.it", kind: "SUPPLIER", supplierId: beta.id, userLevel: 5 },
      customer3: { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 3 },
      customer1: { email: "ufficio@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 1 },
    };
    for (const [actor, user] of Object.entries(users) as [Actor, Parameters<typeof createUser>[1]][]) {
      await createUser(db, user);
      tokens[actor] = await restLogin(t, user.email);
    }
  });
  afterAll(async () => t?.close());

  const untouched = async () => ({
    elements: await prisma().procurementElement.findMany({ orderBy: { id: "asc" } }),
    documents: await prisma().elementAttachment.findMany({ orderBy: { id: "asc" } }),
    media: await prisma().media.count(),
    audits: await prisma().auditRecord.count({ where: { entityType: { in: ["ProcurementElement", "ElementAttachment"] } } }),
    files: await filesUnder(t.deps.config.storageDir),
  });

  type Created = { createElement: { __typename: string; data?: { element: { id: string; kind: string; kindLabel: string; approvalMode: string; compliance: { state: string } } }; message?: string; fieldErrors?: unknown } };
  const create = async (actor: Actor, input: Record<string, unknown>) => (await gql<Created>(t, CREATE, { input }, tokens[actor])).body.data!.createElement;

  it("un mezzo a noleggio: caricamento semplice, approvazione dell'elemento intero, semaforo del fornitore", async () => {
    const vehicle = await create("alfa1", { procurementSupplierId: ids.alfaLink, kind: "EQUIPMENT", type: "Furgone", makerAndModel: "Fiat Ducato", serialNumber: "GB 913 TR", belonging: "RENTED" });
    expect(vehicle.data?.element).toMatchObject({ kind: "EQUIPMENT", kindLabel: "MEZZO", approvalMode: "ALL_DOCUMENTS_AT_ONCE", compliance: { state: "MISSING" } });
    const id = vehicle.data!.element.id;
    const upload = await graphqlUpload<{ uploadElementDocument: { __typename: string; data: { document: { documentName: string; approval: string; file: { downloadUrl: string } }; element: { approval: string; compliance: { state: string } } } } }>(
      t, UPLOAD, { input: { elementId: id, file: null, documentName: "Carta di circolazione" } }, { "variables.input.file": await pdf("carta.pdf") }, tokens.alfa1,
    );
    const uploaded = upload.body.data!.uploadElementDocument.data;
    expect(uploaded.document).toMatchObject({ documentName: "Carta di circolazione", approval: "PENDING" });
    expect(uploaded.element).toMatchObject({ approval: "PENDING", compliance: { state: "PENDING" } });
    const download = await t.request(uploaded.document.file.downloadUrl, { headers: { authorization: `Bearer ${tokens.alfa1}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");

    // Per-document review does not apply to a vehicle; the supplier cannot approve its own.
    const documentId = (await gql<{ node: { documents: { id: string }[] } }>(t, `query($id: ID!) { node(id: $id) { ... on ProcurementElement { documents { id } } } }`, { id }, tokens.alfa1)).body.data!.node.documents[0]!.id;
    const perDocument = await gql<{ setElementDocumentApproval: { message: string } }>(t, REVIEW_DOC, { input: { id: documentId, approval: "APPROVED" } }, tokens.customer3);
    expect(perDocument.body.data!.setElementDocumentApproval.message).toBe("Questo elemento si approva nel suo insieme, non documento per documento");
    const own = await gql<{ setElementApproval: { __typename: string } }>(t, REVIEW_ELEMENT, { input: { id, approval: "APPROVED" } }, tokens.alfa5);
    expect(own.body.data!.setElementApproval.__typename).toBe("ForbiddenError");
    const withoutReason = await gql<{ setElementApproval: { message: string } }>(t, REVIEW_ELEMENT, { input: { id, approval: "REJECTED" } }, tokens.customer3);
    expect(JSON.stringify(withoutReason.body.data)).toContain("Indicare il motivo del rifiuto");

    const approved = await gql<{ setElementApproval: { data: { element: { approval: string; documents: { approval: string }[]; compliance: { state: string; light: string } } } } }>(
      t, REVIEW_ELEMENT, { input: { id, approval: "APPROVED" } }, tokens.customer3,
    );
    expect(approved.body.data!.setElementApproval.data.element).toMatchObject({ approval: "APPROVED", documents: [{ approval: "APPROVED" }], compliance: { state: "OK", light: "GREEN" } });

    // Now locked: neither edited nor deleted, by any route.
    const edit = await gql<{ updateElementDocument: { message: string } }>(t, EDIT_DOC, { input: { id: documentId, documentDate: isoIn(-1), noExpire: true } }, tokens.alfa5);
    expect(edit.body.data!.updateElementDocument.message).toBe("Attenzione — Non è possibile modificare un documento approvato");
    const removal = await gql<{ deleteElementDocument: { message: string } }>(t, DELETE_DOC, { input: { id: documentId } }, tokens.alfa5);
    expect(removal.body.data!.deleteElementDocument.message).toBe("Attenzione — Non è possibile modificare un documento approvato");

    const tabs = await gql<{ node: { trafficLight: string; vehiclePanel: string[]; machineryPanel: string[]; machineryApprovalMode: string; vehicles: { totalCount: number; edges: { node: { belonging: string; documentCount: number } }[] } } }>(t, TABS, { id: ids.alfaLink }, tokens.alfa1);
    expect(tabs.body.data!.node).toMatchObject({
      vehiclePanel: ["Carta di circolazione"],
      machineryPanel: ["Dichiarazione CE di conformità", "Libretto d'uso e manutenzione"],
      machineryApprovalMode: "ALL_DOCUMENTS_AT_ONCE",
      vehicles: { totalCount: 1, edges: [{ node: { belonging: "RENTED", documentCount: 1 } }] },
      trafficLight: "GREEN",
    });
  });

  it("macchinario in SINGLE_DOCUMENT: modulo del documento, approvazione e rifiuto documento per documento", async () => {
    const machine = await create("ref5", { procurementSupplierId: ids.refLink, kind: "MACHINERY", type: "Recuperatore gas", makerAndModel: "Wigam RS 16", belonging: "OWNED" });
    expect(machine.data?.element).toMatchObject({ kindLabel: "MACCHINARIO", approvalMode: "SINGLE_DOCUMENT", compliance: { state: "MISSING" } });
    const id = machine.data!.element.id;
    const before = await untouched();
    const noExpiry = await graphqlUpload<{ uploadElementDocument: { message: string; fieldErrors: { field: string; messages: string[] }[] } }>(
      t, UPLOAD, { input: { elementId: id, file: null, documentName: "Dichiarazione CE di conformità", documentDate: isoIn(-30) } }, { "variables.input.file": await pdf() }, tokens.ref5,
    );
    expect(noExpiry.body.data!.uploadElementDocument.fieldErrors).toEqual([{ field: "documentExpirationDate", messages: ["Il campo Data scadenza è obbligatorio, oppure indicare che il documento NON ha scadenza."] }]);
    const fake = await graphqlUpload<{ uploadElementDocument: { fieldErrors: { field: string; messages: string[] }[] } }>(
      t, UPLOAD, { input: { elementId: id, file: null, documentDate: isoIn(-30), noExpire: true } }, { "variables.input.file": { name: "ce.pdf", bytes: new TextEncoder().encode("MZ not a pdf at all"), type: "application/pdf" } }, tokens.ref5,
    );
    expect(fake.body.data!.uploadElementDocument.fieldErrors).toEqual([{ field: "file", messages: ["Il contenuto del file non corrisponde al tipo PDF dichiarato"] }]);
    expect(await untouched()).toEqual(before);

    type Up = { uploadElementDocument: { data: { document: { id: string; documentExpirationDate: string | null; approvalMode: string } } } };
    const ce = await graphqlUpload<Up>(t, UPLOAD, { input: { elementId: id, file: null, documentName: "Dichiarazione CE di conformità", documentDate: isoIn(-30), documentExpirationDate: isoIn(300), noExpire: true } }, { "variables.input.file": await pdf() }, tokens.ref5);
    expect(ce.body.data!.uploadElementDocument.data.document).toMatchObject({ documentExpirationDate: null, approvalMode: "SINGLE_DOCUMENT" });
    const manual = await graphqlUpload<Up>(t, UPLOAD, { input: { elementId: id, file: null, documentName: "Libretto d'uso e manutenzione", documentDate: isoIn(-30), documentExpirationDate: isoIn(200) } }, { "variables.input.file": await pdf() }, tokens.ref5);
    const ceId = ce.body.data!.uploadElementDocument.data.document.id;
    const manualId = manual.body.data!.uploadElementDocument.data.document.id;

    type Reviewed = { setElementDocumentApproval: { data: { document: { approval: string; note: string | null }; element: { approval: string; compliance: { state: string; reasons: string[] } } } } };
    const ok = await gql<Reviewed>(t, REVIEW_DOC, { input: { id: ceId, approval: "APPROVED" } }, tokens.customer3);
    expect(ok.body.data!.setElementDocumentApproval.data.element).toMatchObject({ approval: "PENDING", compliance: { state: "PENDING" } });
    const lowLevel = await gql<{ setElementDocumentApproval: { __typename: string } }>(t, REVIEW_DOC, { input: { id: manualId, approval: "APPROVED" } }, tokens.customer1);
    expect(lowLevel.body.data!.setElementDocumentApproval.__typename).toBe("ForbiddenError");
    const rejected = await gql<Reviewed>(t, REVIEW_DOC, { input: { id: manualId, approval: "REJECTED", note: "Manca la sezione manutenzione" } }, tokens.customer3);
    expect(rejected.body.data!.setElementDocumentApproval.data).toMatchObject({
      document: { approval: "REJECTED", note: "Manca la sezione manutenzione" },
      element: { approval: "REJECTED", compliance: { state: "REJECTED", reasons: ["Libretto d'uso e manutenzione: respinto"] } },
    });
    // The whole-element decision does not apply in this mode.
    const whole = await gql<{ setElementApproval: { message: string } }>(t, REVIEW_ELEMENT, { input: { id, approval: "APPROVED" } }, tokens.customer3);
    expect(whole.body.data!.setElementApproval.message).toBe("Questo elemento si approva documento per documento");

    // The supplier corrects the rejected one (back to waiting); the approved one stays locked.
    const fixed = await gql<{ updateElementDocument: { __typename: string } }>(t, EDIT_DOC, { input: { id: manualId, documentDate: isoIn(-2), documentExpirationDate: isoIn(400) } }, tokens.ref5);
    expect(fixed.body.data!.updateElementDocument.__typename).toBe("UpdateElementDocumentSuccess");
    const locked = await gql<{ updateElementDocument: { message: string } }>(t, EDIT_DOC, { input: { id: ceId, documentDate: isoIn(-2), noExpire: true } }, tokens.ref5);
    expect(locked.body.data!.updateElementDocument.message).toBe("Attenzione — Non è possibile modificare un documento approvato");
    const final = await gql<Reviewed>(t, REVIEW_DOC, { input: { id: manualId, approval: "APPROVED" } }, tokens.customer3);
    expect(final.body.data!.setElementDocumentApproval.data.element).toMatchObject({ approval: "APPROVED", compliance: { state: "OK", reasons: [] } });
    const audits = await prisma().auditRecord.findMany({ where: { entityType: "ElementAttachment", entityId: String(manualId ? Buffer.from(manualId, "base64").toString().split(":")[1] : "") }, select: { action: true } });
    expect(audits.map((audit) => audit.action)).toEqual(["elementDocument.uploaded", "elementDocument.reviewed", "elementDocument.edited", "elementDocument.reviewed"]);
  });

  it("campi obbligatori, tipo non supportato, eliminazione al livello 5, nessuno vede gli elementi degli altri", async () => {
    const before = await untouched();
    const empty = await create("alfa1", { procurementSupplierId: ids.alfaLink, kind: "TOOL", type: " ", makerAndModel: "" });
    expect(empty.fieldErrors).toEqual([
      { field: "type", messages: ["Il campo Tipologia non può essere vuoto."] },
      { field: "makerAndModel", messages: ["Il campo Marca e Modello non può essere vuoto."] },
    ]);
    // A pasted 3,000-character Tipologia is refused with the field's name, never cut to 255 and stored.
    const long = await create("alfa1", { procurementSupplierId: ids.alfaLink, kind: "TOOL", type: "T".repeat(3000), makerAndModel: "Hilti" });
    expect(long.fieldErrors).toEqual([{ field: "type", messages: ["Il campo Tipologia non può superare 255 caratteri."] }]);
    const unknownKind = await gql<unknown>(t, CREATE, { input: { procurementSupplierId: ids.alfaLink, kind: "SUBSTANCE", type: "x", makerAndModel: "y" } }, tokens.alfa1);
    expect(unknownKind.body.errors?.length).toBeGreaterThan(0);
    const foreign = await create("beta5", { procurementSupplierId: ids.alfaLink, kind: "TOOL", type: "Trapano", makerAndModel: "Hilti" });
    expect(foreign.__typename).toBe("NotFoundError");
    const byCustomer = await create("customer3", { procurementSupplierId: ids.alfaLink, kind: "TOOL", type: "Trapano", makerAndModel: "Hilti" });
    expect(byCustomer.__typename).toBe("ForbiddenError");
    expect(await untouched()).toEqual(before);

    const tool = await create("alfa1", { procurementSupplierId: ids.alfaLink, kind: "TOOL", type: "Trapano", makerAndModel: "Hilti TE 30" });
    const id = tool.data!.element.id;
    expect(tool.data!.element.kindLabel).toBe("ATTREZZATURA");
    const seenByBeta = await gql<{ node: unknown }>(t, `query($id: ID!) { node(id: $id) { id } }`, { id }, tokens.beta5);
    expect(seenByBeta.body.data!.node).toBeNull();
    const level1 = await gql<{ deleteElement: { __typename: string; message: string } }>(t, DELETE_ELEMENT, { input: { id } }, tokens.alfa1);
    expect(level1.body.data!.deleteElement).toEqual({ __typename: "ForbiddenError", message: "Impossibile eliminare l'attrezzatura: serve il livello utente 5 o superiore" });
    const level5 = await gql<{ deleteElement: { __typename: string } }>(t, DELETE_ELEMENT, { input: { id } }, tokens.alfa5);
    expect(level5.body.data!.deleteElement.__typename).toBe("DeleteElementSuccess");
    expect(await prisma().procurementElement.count({ where: { type: "Trapano" } })).toBe(0);
  });
});
