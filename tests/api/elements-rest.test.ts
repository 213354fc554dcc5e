// The REST facade of vehicles, machines and tools (spec section 7): store, upload, delete on
// procurementequipments / procurementmachinery / procurementtool, the element-attachment list, edit, download
// and delete paths, complianceobject/delfile, the elements of cs/subprocurements/{id}, and the refusals with
// their Italian messages that leave nothing behind.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";
import { createCustomer, createSupplier, createUser, restLogin } from "../fixtures/auth-users";
import { filesUnder, samplePdf } from "../fixtures/files";
import { restForm, restJson } from "../fixtures/supplier-home";

type Actor = "alfa1" | "alfa5" | "ref1" | "ref5" | "beta5" | "customer3" | "other3";
const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)("mezzi, macchine e attrezzature: facciata REST (%s)", (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string>;
  const ids = { procurement: 0, alfa: 0, referral: 0 };
  const prisma = () => t.deps.prisma;
  const pdf = async (name = "libretto.pdf") => ({ field: "file", part: { name, bytes: await samplePdf(name), type: "application/pdf" } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = prisma();
    const customer = await createCustomer(db, "Acciaierie Emiliane Spa");
    const other = await createCustomer(db, "Altro Committente Spa");
    const alfa = await createSupplier(db, { companyName: "Alfa Costruzioni Srl" });
    const referral = await createSupplier(db, { companyName: "Clima Service Srl", referralCustomerId: customer.id });
    const beta = await createSupplier(db, { companyName: "Beta Impianti Srl" });
    const procurement = await db.procurement.create({
      data: { customerId: customer.id, label: "APP-2026-08", elementRequirements: { create: [{ kind: "EQUIPMENT", documentName: "Carta di circolazione" }, { kind: "MACHINERY", documentName: "Dichiarazione CE di conformità" }] } },
    });
    await db.procurementSupplier.createMany({ data: [alfa.id, referral.id, beta.id].map((supplierId) => ({ procurementId: procurement.id, supplierId })) });
    Object.assign(ids, { procurement: procurement.id, alfa: alfa.id, referral: referral.id });
    const users: [Actor, Parameters<typeof createUser>[1]][] = [
      ["alfa1", { email: "segreteria@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 1 }],
      ["alfa5", { email: "titolare@alfa.it", kind: "SUPPLIER", supplierId: alfa.id, userLevel: 5 }],
      ["ref1", { email: "ufficio@clima.it", kind: "SUPPLIER", supplierId: referral.id, userLevel: 1 }],
      ["ref5", { email: "titolare@clima.it", kind: "SUPPLIER", supplierId: referral.id, userLevel: 5 }],
      ["beta5", { email: "titolare@beta.it", kind: "SUPPLIER", supplierId: beta.id, userLevel: 5 }],
      ["customer3", { email: "hse@acciaierie.it", kind: "CUSTOMER", customerId: customer.id, userLevel: 3 }],
      ["other3", { email: "hse@altro.it", kind: "CUSTOMER", customerId: other.id, userLevel: 3 }],
    ];
    for (const [actor, user] of users) {
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

  it("mezzo: store, modifica, caricamento, elenco, download, approvazione e cs/subprocurements", async () => {
    const created = await restJson(t, "POST", "/api/procurementequipments", {
      procurement_id: ids.procurement, customer_supplier_id: ids.alfa, type: "Autocarro", maker_and_model: "Iveco Eurocargo", serial_number: "FX 482 KM", belonging: 1,
    }, tokens.alfa1);
    expect(created.status).toBe(200);
    const vehicle = created.body.data as { id: number; type_object: string; belonging: number; approved: number; approval_mode: string; compliance_state: string };
    expect(vehicle).toMatchObject({ type_object: "equipment", belonging: 1, approved: 0, approval_mode: "ALL_DOCUMENTS_AT_ONCE", compliance_state: "MISSING" });
    // Declaring came with level 1; changing what was declared is an edit, from level 3 (docs/permissions.md).
    const change = { preq_id: vehicle.id, procurement_id: ids.procurement, type: "Autocarro con gru", maker_and_model: "Iveco Eurocargo 120E25", belonging: 2 };
    expect(await restJson(t, "POST", "/api/procurementequipments", change, tokens.alfa1)).toMatchObject({ status: 403 });
    const edited = await restJson(t, "POST", "/api/procurementequipments", change, tokens.alfa5);
    expect(edited.body.data).toMatchObject({ type: "Autocarro con gru", belonging: 2 });

    const upload = await restForm(t, "/api/procurementequipments/upload/file", { document_name: "Carta di circolazione", procurement_id: ids.procurement, equipment_id: vehicle.id }, await pdf("carta.pdf"), tokens.alfa1);
    expect(upload.status).toBe(200);
    const document = upload.body.data as { id: number; media_id: number; document_name: string; approved: number; download_url: string };
    expect(document).toMatchObject({ document_name: "Carta di circolazione", approved: 0 });

    const list = await restJson(t, "GET", `/api/cs/procurements/${ids.procurement}/equipment/${vehicle.id}/attachments`, undefined, tokens.customer3);
    expect((list.body.data as { fileid: number; type_object: string; extension: string }[]).map((row) => [row.fileid, row.type_object, row.extension])).toEqual([[document.media_id, "equipment", "pdf"]]);
    const download = await t.request(`/api/cs/procurements/${ids.procurement}/equipment/${vehicle.id}/attachment/${document.media_id}/download`, { headers: { authorization: `Bearer ${tokens.customer3}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("carta.pdf");

    const approval = await restJson(t, "POST", "/api/procurementequipments", { preq_id: vehicle.id, approved: 1 }, tokens.customer3);
    expect(approval.body.data).toMatchObject({ approved: 1, compliance_state: "OK", traffic_light: "GREEN" });

    const card = await restJson(t, "GET", `/api/cs/subprocurements/${ids.procurement}`, undefined, tokens.alfa1);
    const data = card.body.data as { equipments: { id: number; media: unknown[] }[]; machineries: unknown[]; tools: unknown[]; vehicles: string[]; machinery: string[] };
    expect(data.equipments.map((row) => [row.id, row.media.length])).toEqual([[vehicle.id, 1]]);
    expect(data).toMatchObject({ machineries: [], tools: [], vehicles: ["Carta di circolazione"], machinery: ["Dichiarazione CE di conformità"] });
    const foreignCard = await restJson(t, "GET", `/api/cs/subprocurements/${ids.procurement}`, undefined, tokens.beta5);
    expect((foreignCard.body.data as { equipments: unknown[] }).equipments).toEqual([]);
  });

  it("macchinario in SINGLE_DOCUMENT: caricamento col modulo, modifica, rifiuto, blocco dell'approvato, eliminazioni", async () => {
    const created = await restJson(t, "POST", "/api/procurementmachinery", { procurement_id: ids.procurement, customer_supplier_id: ids.referral, type_object: "machinery", type: "Recuperatore", maker_and_model: "Wigam RS 16" }, tokens.ref1);
    const machine = created.body.data as { id: number; approval_mode: string };
    expect(machine.approval_mode).toBe("SINGLE_DOCUMENT");
    const base = { name: "ce.pdf", procurement_id: ids.procurement, item_id: machine.id, document_name: "Dichiarazione CE di conformità", document_date: isoIn(-20), approval_mode: "SINGLE_DOCUMENT" };

    const before = await untouched();
    const noExpiry = await restForm(t, "/api/procurementmachinery/upload/file", base, await pdf("ce.pdf"), tokens.ref1);
    expect(noExpiry).toEqual({ status: 422, body: { errors: { document_expiration_date: ["Il campo Data scadenza è obbligatorio, oppure indicare che il documento NON ha scadenza."] } } });
    const exe = await restForm(t, "/api/procurementmachinery/upload/file", { ...base, no_expire: 1 }, { field: "file", part: { name: "ce.pdf", bytes: new Uint8Array(Buffer.from("MZ\x90\x00 eseguibile")), type: "application/pdf" } }, tokens.ref1);
    expect(exe).toEqual({ status: 422, body: { errors: { file: ["Il contenuto del file non corrisponde al tipo PDF dichiarato"] } } });
    const unsupported = await restJson(t, "GET", `/api/cs/procurements/${ids.procurement}/substance/${machine.id}/attachments`, undefined, tokens.ref1);
    expect(unsupported).toEqual({ status: 422, body: { errors: { type_object: ["Tipo di oggetto non supportato"] } } });
    const wrongType = await restJson(t, "POST", `/api/cs/procurements/${ids.procurement}/vehicle-x/${machine.id}/attachment/1`, { document_name: "x" }, tokens.ref5);
    expect(wrongType).toEqual({ status: 422, body: { errors: { type_object: ["Tipo di oggetto non supportato"] } } });
    expect(await untouched()).toEqual(before);

    const stored = await restForm(t, "/api/procurementmachinery/upload/file", { ...base, no_expire: 1 }, await pdf("ce.pdf"), tokens.ref1);
    const ce = stored.body.data as { media_id: number; document_expiration_date: string | null; approval_mode: string };
    expect(ce).toMatchObject({ document_expiration_date: null, approval_mode: "SINGLE_DOCUMENT" });
    const other = await restForm(t, "/api/procurementmachinery/upload/file", { ...base, document_name: "Libretto", document_expiration_date: isoIn(100) }, await pdf("libretto.pdf"), tokens.ref1);
    const manual = other.body.data as { media_id: number };
    const path = (mediaId: number) => `/api/cs/procurements/${ids.procurement}/machinery/${machine.id}/attachment/${mediaId}`;

    const renaming = { media_id: manual.media_id, document_name: "Libretto d'uso", document_date: isoIn(-3), document_expiration_date: isoIn(300) };
    expect((await restJson(t, "POST", path(manual.media_id), renaming, tokens.ref1)).status).toBe(403);
    const rename = await restJson(t, "POST", path(manual.media_id), renaming, tokens.ref5);
    expect(rename.body.data).toMatchObject({ document_name: "Libretto d'uso", document_expiration_date: isoIn(300) });
    const noReason = await restJson(t, "POST", path(manual.media_id), { approved: 2 }, tokens.customer3);
    expect(noReason).toEqual({ status: 422, body: { errors: { note: ["Indicare il motivo del rifiuto"] } } });
    const approved = await restJson(t, "POST", path(ce.media_id), { approved: 1 }, tokens.customer3);
    expect(approved.body.data).toMatchObject({ approved: 1 });

    const beforeLocked = await untouched();
    const edit = await restJson(t, "POST", path(ce.media_id), { media_id: ce.media_id, document_name: "CE", document_date: isoIn(-1), no_expire: 1 }, tokens.ref5);
    expect(edit).toEqual({ status: 422, body: { errors: { item_id: ["Attenzione — Non è possibile modificare un documento approvato"] } } });
    const removeLocked = await restJson(t, "DELETE", `/api/procurementmachinery/${machine.id}/delete/file/${ce.media_id}`, undefined, tokens.ref5);
    expect(removeLocked.status).toBe(422);
    const delfileLocked = await restJson(t, "POST", "/api/complianceobject/delfile", { fileID: ce.media_id }, tokens.ref5);
    expect(delfileLocked.status).toBe(422);
    const foreign = await restJson(t, "GET", `/api/cs/procurements/${ids.procurement}/machinery/${machine.id}/attachments`, undefined, tokens.other3);
    expect(foreign.status).toBe(404);
    const foreignDownload = await t.request(`${path(ce.media_id)}/download`, { headers: { authorization: `Bearer ${tokens.beta5}` } });
    expect(foreignDownload.status).toBe(404);
    const levelOne = await restJson(t, "DELETE", `/api/procurementmachinery/${machine.id}/delete/file/${manual.media_id}`, undefined, tokens.ref1);
    expect(levelOne.status).toBe(403);
    const anonymous = await restJson(t, "GET", `/api/cs/procurements/${ids.procurement}/machinery/${machine.id}/attachments`);
    expect(anonymous.status).toBe(401);
    expect(await untouched()).toEqual(beforeLocked);

    const removed = await restJson(t, "POST", "/api/complianceobject/delfile", { fileID: manual.media_id }, tokens.ref5);
    expect(removed.status).toBe(200);
    expect(await prisma().elementAttachment.count({ where: { mediaId: manual.media_id } })).toBe(0);
    const deleteByOther = await restJson(t, "DELETE", `/api/procurementmachinery/${machine.id}`, undefined, tokens.alfa5);
    expect(deleteByOther.status).toBe(404);
    const deleted = await restJson(t, "DELETE", `/api/procurementmachinery/${machine.id}`, undefined, tokens.ref5);
    expect(deleted).toEqual({ status: 200, body: { data: { id: machine.id } } });
    const actions = await prisma().auditRecord.findMany({ where: { entityType: "ProcurementElement", entityId: String(machine.id) }, select: { action: true }, orderBy: { id: "asc" } });
    expect(actions.map((row) => row.action)).toEqual(["element.created", "element.approvalFollowedDocuments", "element.deleted"]);
  });

  it("attrezzatura: Tipologia e Marca e Modello obbligatori, appartenenza 1 o 2", async () => {
    const before = await untouched();
    const missing = await restJson(t, "POST", "/api/procurementtool", { procurement_id: ids.procurement, type_object: "tool", type: "", maker_and_model: "", belonging: 3 }, tokens.alfa1);
    expect(missing).toEqual({
      status: 422,
      body: { errors: { type: ["Il campo Tipologia non può essere vuoto."], maker_and_model: ["Il campo Marca e Modello non può essere vuoto."], belonging: ["Appartenenza non valida: 1 Proprietà o 2 Nolo"] } },
    });
    const unknown = await restJson(t, "POST", "/api/procurementtool", { procurement_id: ids.procurement, type_object: "substance", type: "x", maker_and_model: "y" }, tokens.alfa1);
    expect(unknown).toEqual({ status: 422, body: { errors: { type_object: ["Tipo di oggetto non supportato"] } } });
    expect(await untouched()).toEqual(before);
    const tool = await restJson(t, "POST", "/api/procurementtool", { procurement_id: ids.procurement, type_object: "tool", type: "Trapano", maker_and_model: "Hilti TE 30" }, tokens.alfa1);
    expect(tool.body.data).toMatchObject({ type_object: "tool", compliance_state: "MISSING", compliance_reasons: ["Dichiarazione CE di conformità: mancante"] });
  });
});
