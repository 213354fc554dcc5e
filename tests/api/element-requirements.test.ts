// The documents a procurement requires for every vehicle or machine count, always: a vehicle with one approved file
// is not compliant while a required document is missing, and the missing one is named beside an expired one; a new
// version of a required document replaces the old one (which stays as history); the supplier says which required
// document a file is, so a machine is not red for a name written differently. The element's own light, the
// supplier's light on the card and the compliance queries agree. On PGlite and PostgreSQL.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { samplePdf } from "../fixtures/files";
import { globalId, gql, graphqlUpload } from "../fixtures/supplier-home";

type Actor = "alfa" | "clima" | "customer";
const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const VEHICLE_DOCUMENTS = ["Carta di circolazione", "Polizza assicurativa RCA", "Certificato di revisione"];
const INAIL = "Registro dei controlli e verifiche periodiche INAIL (ove previste)";

const CREATE = `mutation($input: CreateElementInput!) { createElement(input: $input) {
  __typename ... on CreateElementSuccess { data { element { id documentRequirements { id documentName } } } } ... on Error { message } } }`;
const UPLOAD = `mutation($input: UploadElementDocumentInput!) { uploadElementDocument(input: $input) {
  __typename ... on UploadElementDocumentSuccess { data { document { id documentName requirementId } element { compliance { state light reasons } } } }
  ... on ValidationError { message fieldErrors { field messages } } ... on Error { message } } }`;
const REVIEW_ELEMENT = `mutation($input: SetElementApprovalInput!) { setElementApproval(input: $input) {
  __typename ... on SetElementApprovalSuccess { data { element { compliance { state light reasons } } } } ... on Error { message } } }`;
const REVIEW_DOC = `mutation($input: SetElementDocumentApprovalInput!) { setElementDocumentApproval(input: $input) {
  __typename ... on SetElementDocumentApprovalSuccess { data { element { compliance { state light reasons } } } } ... on Error { message } } }`;
const ELEMENT = `query($id: ID!) { node(id: $id) { ... on ProcurementElement { documents { documentName documentExpirationDate } compliance { state light reasons } } } }`;
const CARD = `query($id: ID!) { node(id: $id) { ... on ProcurementSupplier { trafficLight } } }`;
const COMPLIANCE = `query($p: ID!) { procurementCompliance(procurementId: $p) { trafficLight complianceReasons { item state label details supplierName } } }`;

type Compliance = { state: string; light: string; reasons: string[] };
type Uploaded = { uploadElementDocument: { __typename: string; message?: string; data: { document: { id: string; documentName: string; requirementId: string | null }; element: { compliance: Compliance } } } };

describe.each(databaseKinds)("documenti richiesti per mezzi e macchine (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string>;
  const ids = { procurement: 0, alfaLink: "", climaLink: "" };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.deps.prisma;
    const customer = await createCustomer(db, "Clima Esempio Spa");
    const alfa = await createSupplier(db, { companyName: "Alfa Trasporti Srl" });
    const clima = await createSupplier(db, { companyName: "Clima Service Srl", referralCustomerId: customer.id });
    const procurement = await db.procurement.create({
      data: {
        customerId: customer.id,
        label: "APP-2026-11",
        elementRequirements: {
          create: [
            ...VEHICLE_DOCUMENTS.map((documentName, position) => ({ kind: "EQUIPMENT" as const, documentName, position })),
            { kind: "MACHINERY", documentName: "Dichiarazione CE di conformità" },
            { kind: "MACHINERY", documentName: INAIL, position: 1 },
          ],
        },
      },
    });
    ids.procurement = procurement.id;
    ids.alfaLink = globalId("ProcurementSupplier", (await db.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: alfa.id } })).id);
    ids.climaLink = globalId("ProcurementSupplier", (await db.procurementSupplier.create({ data: { procurementId: procurement.id, supplierId: clima.id } })).id);
    const users: Record<Actor, Parameters<typeof createUser>[1]> = {
      alfa: { email: "titolare@alfa-trasporti.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 5 },
      clima: { email: "titolare@clima-service.it", kind: "SUPPLIER", supplierId: clima.id, userLevel: 5 },
      customer: { email: "clima@esempio.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 5 },
    };
    for (const [actor, user] of Object.entries(users) as [Actor, Parameters<typeof createUser>[1]][]) {
      await createUser(db, user);
      tokens[actor] = await restLogin(t, user.email);
    }
  });
  afterAll(async () => t?.close());

  const create = async (actor: Actor, link: string, elementKind: string, makerAndModel: string) => {
    const { body } = await gql<{ createElement: { data: { element: { id: string; documentRequirements: { id: string; documentName: string }[] } } } }>(
      t, CREATE, { input: { procurementSupplierId: link, kind: elementKind, type: "Furgone", makerAndModel } }, tokens[actor],
    );
    return body.data!.createElement.data.element;
  };
  const upload = async (actor: Actor, input: Record<string, unknown>, fileName = "scansione.pdf") =>
    (await graphqlUpload<Uploaded>(t, UPLOAD, { input: { ...input, file: null } }, { "variables.input.file": { name: fileName, bytes: await samplePdf(fileName), type: "application/pdf" } }, tokens[actor])).body.data!
      .uploadElementDocument;
  const approveElement = async (id: string) =>
    (await gql<{ setElementApproval: { data: { element: { compliance: Compliance } } } }>(t, REVIEW_ELEMENT, { input: { id, approval: "APPROVED" } }, tokens.customer)).body.data!.setElementApproval.data.element
      .compliance;
  const element = async (id: string) => (await gql<{ node: { documents: { documentName: string }[]; compliance: Compliance } }>(t, ELEMENT, { id }, tokens.customer)).body.data!.node;
  const supplierLight = async (link: string) => (await gql<{ node: { trafficLight: string } }>(t, CARD, { id: link }, tokens.customer)).body.data!.node.trafficLight;
  const elementReasons = async (label: string) => {
    const answer = (await gql<{ procurementCompliance: { complianceReasons: { item: string; state: string; label: string; details: string[] }[] } }>(
      t, COMPLIANCE, { p: globalId("Procurement", ids.procurement) }, tokens.customer,
    )).body.data!.procurementCompliance;
    return answer.complianceReasons.filter((reason) => reason.item === "ELEMENT" && reason.label.includes(label));
  };

  it("un mezzo con un solo file approvato resta rosso e nomina i documenti richiesti mancanti", async () => {
    const vehicle = await create("alfa", ids.alfaLink, "EQUIPMENT", "Fiat Ducato");
    expect(vehicle.documentRequirements.map((requirement) => requirement.documentName)).toEqual(VEHICLE_DOCUMENTS);
    await upload("alfa", { elementId: vehicle.id }, "libretto.pdf");
    const approved = await approveElement(vehicle.id);
    const missing = VEHICLE_DOCUMENTS.map((name) => `${name}: mancante`);
    expect(approved).toEqual({ state: "MISSING", light: "RED", reasons: missing });
    expect(await supplierLight(ids.alfaLink)).toBe("RED");
    expect(await elementReasons("Fiat Ducato")).toEqual([expect.objectContaining({ state: "MISSING", details: missing })]);
  });

  it("la polizza scaduta e la revisione mancante sono nominate entrambe; la nuova polizza sostituisce quella scaduta", async () => {
    const vehicle = await create("alfa", ids.alfaLink, "EQUIPMENT", "Iveco Daily");
    await upload("alfa", { elementId: vehicle.id, documentName: "Carta di circolazione", documentDate: isoIn(-400), noExpire: true });
    await upload("alfa", { elementId: vehicle.id, documentName: "Polizza assicurativa RCA", documentDate: isoIn(-400), documentExpirationDate: isoIn(-35) });
    await approveElement(vehicle.id);
    const expected = ["Polizza assicurativa RCA: scaduto", "Certificato di revisione: mancante"];
    expect((await element(vehicle.id)).compliance).toEqual({ state: "EXPIRED", light: "RED", reasons: expected });
    expect(await elementReasons("Iveco Daily")).toEqual([expect.objectContaining({ state: "EXPIRED", details: expected })]);

    // The new policy, chosen from the list: the expired one stays listed (history) but no longer counts.
    const insurance = vehicle.documentRequirements.find((requirement) => requirement.documentName === "Polizza assicurativa RCA")!;
    const revision = vehicle.documentRequirements.find((requirement) => requirement.documentName === "Certificato di revisione")!;
    const renewed = await upload("alfa", { elementId: vehicle.id, requirementId: insurance.id, documentDate: isoIn(-1), documentExpirationDate: isoIn(364) }, "polizza-2026.pdf");
    expect(renewed.data.document).toMatchObject({ documentName: "Polizza assicurativa RCA", requirementId: insurance.id });
    expect(renewed.data.element.compliance.reasons).toEqual(["Polizza assicurativa RCA: in attesa di approvazione", "Certificato di revisione: mancante"]);
    await upload("alfa", { elementId: vehicle.id, requirementId: revision.id, documentDate: isoIn(-10), documentExpirationDate: isoIn(300) });
    expect(await approveElement(vehicle.id)).toEqual({ state: "OK", light: "GREEN", reasons: [] });
    const after = await element(vehicle.id);
    expect(after.documents.filter((document) => document.documentName === "Polizza assicurativa RCA")).toHaveLength(2);
    expect(await elementReasons("Iveco Daily")).toEqual([]);
    const audits = await t.deps.prisma.auditRecord.count({ where: { entityType: "ElementAttachment", action: "elementDocument.uploaded" } });
    expect(audits).toBeGreaterThanOrEqual(5);
  });

  it("macchina con approvazione per documento: il documento si sceglie dalla lista, il nome libero resta per gli aggiuntivi", async () => {
    const machine = await create("clima", ids.climaLink, "MACHINERY", "Wigam RS 16");
    const [ce, inail] = machine.documentRequirements;
    expect(machine.documentRequirements.map((requirement) => requirement.documentName)).toEqual(["Dichiarazione CE di conformità", INAIL]);
    const dates = { documentDate: isoIn(-30), documentExpirationDate: isoIn(300) };
    // A free name written differently is an extra document: the requirement stays missing.
    const free = await upload("clima", { elementId: machine.id, documentName: "Registro controlli INAIL", ...dates });
    expect(free.data.document.requirementId).toBeNull();
    // A requirement of vehicles is not one of this machine's.
    const vehicleRequirement = (await create("alfa", ids.alfaLink, "EQUIPMENT", "Renault Master")).documentRequirements[0]!;
    const wrong = await upload("clima", { elementId: machine.id, requirementId: vehicleRequirement.id, ...dates });
    expect(wrong).toMatchObject({ __typename: "ValidationError", message: "Il documento richiesto scelto non è tra quelli richiesti per questo elemento" });

    const first = await upload("clima", { elementId: machine.id, requirementId: ce!.id, ...dates });
    const second = await upload("clima", { elementId: machine.id, requirementId: inail!.id, ...dates });
    expect(second.data.document).toMatchObject({ documentName: INAIL, requirementId: inail!.id });
    for (const id of [free.data.document.id, first.data.document.id, second.data.document.id]) {
      await gql(t, REVIEW_DOC, { input: { id, approval: "APPROVED" } }, tokens.customer);
    }
    expect((await element(machine.id)).compliance).toEqual({ state: "OK", light: "GREEN", reasons: [] });
    expect(await elementReasons("Wigam")).toEqual([]);
  });

  it("la migrazione collega ai documenti richiesti i file già caricati con lo stesso nome", async () => {
    const db = t.deps.prisma;
    const machine = await create("clima", ids.climaLink, "TOOL", "Avvitatore Bosch");
    // Two documents as they were before the list: a free name each, no link.
    const dates = { documentDate: isoIn(-30), noExpire: true };
    const uploaded = [await upload("clima", { elementId: machine.id, documentName: "x", ...dates }), await upload("clima", { elementId: machine.id, documentName: "y", ...dates })];
    const [named, other] = uploaded.map((answer) => ({ id: Number(Buffer.from(answer.data.document.id, "base64").toString().split(":")[1]) }));
    await db.elementAttachment.update({ where: { id: named!.id }, data: { documentName: "  dichiarazione ce di conformità " } });
    await db.elementAttachment.update({ where: { id: other!.id }, data: { documentName: "Registro controlli INAIL" } });
    const sql = await readFile(new URL("../../prisma/migrations/20261128100000_element_document_requirement/migration.sql", import.meta.url), "utf8");
    await db.$executeRawUnsafe(sql.slice(sql.indexOf('UPDATE "procurement_element_attachments"')).trim().replace(/;$/, ""));
    const rows = await db.elementAttachment.findMany({ where: { id: { in: [named!.id, other!.id] } }, orderBy: { id: "asc" }, select: { requirementId: true } });
    // Tools are asked the machinery list: the CE declaration is linked, the differently written register is not.
    expect(rows.map((row) => row.requirementId)).toEqual([Number(Buffer.from(machine.documentRequirements[0]!.id, "base64").toString().split(":")[1]), null]);
  });
});
