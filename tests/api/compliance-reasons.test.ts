// The reasons the compliance queries give for every kind of item, as a turnstile or an ERP reads them with its
// customer's API key: a vehicle, a machine, a tool, a chemical substance and a worker's participation that are not in
// order each come with their kind, category, state (MISSING, PENDING, REJECTED, EXPIRED) and expiry date; a day in
// the future applies the rules to today's data, so what expires in between is EXPIRED on that day. Substances have
// no expiry (nor approval): only a missing safety data sheet is a reason, whatever the day.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, italianDateOf, parseIsoDate } from "../../common/calendar-dates";
import { PROCUREMENT_COMPLIANCE, WORKER_COMPLIANCE, type ComplianceReasonAnswer } from "../fixtures/api-clients";
import { createComplianceWorld, type ComplianceWorld } from "../fixtures/compliance-world";
import { globalId, gql } from "../fixtures/supplier-home";
import { createTestApp, databaseKinds, type TestApp } from "../fixtures/test-database";

type ProcurementAnswer = {
  complianceDate: string;
  trafficLight: string;
  complianceReasons: ComplianceReasonAnswer[];
  suppliers: { supplier: { id: string; companyName: string }; trafficLight: string; complianceReasons: ComplianceReasonAnswer[] }[];
};
type WorkerAnswer = { complianceDate: string; admitted: boolean; approval: string; complianceReasons: ComplianceReasonAnswer[] };

const VEHICLE_DOCUMENT = "Carta di circolazione";
const MACHINE_DOCUMENT = "Dichiarazione CE di conformità";
const TOOL_DOCUMENT = "Libretto d'uso e manutenzione";
const FISCAL_CODE = "RSSMRA80A01A944K";

describe.each(databaseKinds)("motivi di conformità per ogni tipo di elemento, oggi e a una data futura (%s)", (kind) => {
  let t: TestApp;
  let w: ComplianceWorld;
  const today = () => italianDateOf(t.deps.now());
  const dayIn = (days: number) => addDays(today(), days);
  const dateIn = (days: number) => parseIsoDate(dayIn(days))!;

  const procurementAnswer = async (day?: string) => {
    const { body } = await gql<{ procurementCompliance: ProcurementAnswer | null }>(t, PROCUREMENT_COMPLIANCE, { p: globalId("Procurement", w.ids.procurement), d: day }, w.key);
    expect(body.errors).toBeUndefined();
    return body.data!.procurementCompliance!;
  };
  const supplierReasons = async (day?: string) => {
    const answer = await procurementAnswer(day);
    expect(answer.suppliers).toHaveLength(1);
    // The procurement's reasons are its one supplier's.
    expect(answer.complianceReasons).toEqual(answer.suppliers[0]!.complianceReasons);
    return answer.suppliers[0]!.complianceReasons;
  };
  const workerAnswer = async (day?: string) => {
    const { body } = await gql<{ workerCompliance: WorkerAnswer | null }>(t, WORKER_COMPLIANCE, { p: globalId("Procurement", w.ids.procurement), cf: FISCAL_CODE, d: day }, w.key);
    expect(body.errors).toBeUndefined();
    return body.data!.workerCompliance!;
  };
  const reason = (fields: Partial<ComplianceReasonAnswer> & Pick<ComplianceReasonAnswer, "item" | "kind" | "state" | "trafficLight" | "label">): ComplianceReasonAnswer => ({
    category: null, details: [], expiresOn: null, supplierName: w.supplierName, ...fields,
  });

  const element = (elementKind: "EQUIPMENT" | "MACHINERY" | "TOOL", type: string, makerAndModel: string) =>
    t.deps.prisma.procurementElement.create({ data: { procurementId: w.ids.procurement, supplierId: w.ids.supplier, kind: elementKind, type, makerAndModel } });
  const elementDocument = async (elementId: number, documentName: string, data: { expiresIn?: number; approved?: boolean; rejected?: boolean }) => {
    const requirement = await t.deps.prisma.elementDocumentRequirement.findFirstOrThrow({ where: { procurementId: w.ids.procurement, documentName } });
    return t.deps.prisma.elementAttachment.create({
      data: {
        elementId, mediaId: await w.addMedia(), requirementId: requirement.id, documentName, documentDate: t.deps.now(),
        documentExpirationDate: data.expiresIn === undefined ? null : dateIn(data.expiresIn),
        approvedAt: data.approved ? t.deps.now() : null, rejectedAt: data.rejected ? t.deps.now() : null,
      },
    });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await createComplianceWorld(t);
    await t.deps.prisma.elementDocumentRequirement.createMany({
      data: [
        { procurementId: w.ids.procurement, kind: "EQUIPMENT", documentName: VEHICLE_DOCUMENT },
        { procurementId: w.ids.procurement, kind: "MACHINERY", documentName: MACHINE_DOCUMENT },
        { procurementId: w.ids.procurement, kind: "TOOL", documentName: TOOL_DOCUMENT },
      ],
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it("mezzi, macchine e attrezzature non in regola: ogni motivo dice tipo, tipologia, stato, documento e scadenza", async () => {
    // A vehicle without its required document, another whose document waits for the customer's review.
    await element("EQUIPMENT", "Autocarro", "Iveco Daily");
    const waiting = await element("EQUIPMENT", "Furgone", "Fiat Ducato");
    await elementDocument(waiting.id, VEHICLE_DOCUMENT, { expiresIn: 300 });
    // A machine whose current declaration expired yesterday; an older version, expired long before, is history.
    const machine = await element("MACHINERY", "Piattaforma aerea", "Haulotte HA16");
    await elementDocument(machine.id, MACHINE_DOCUMENT, { expiresIn: -400, approved: true });
    await elementDocument(machine.id, MACHINE_DOCUMENT, { expiresIn: -1, approved: true });
    // A tool whose manual the customer rejected.
    const tool = await element("TOOL", "Trapano", "Hilti TE 30");
    await elementDocument(tool.id, TOOL_DOCUMENT, { expiresIn: 200, rejected: true });

    const reasons = await supplierReasons();
    expect(reasons).toContainEqual(
      reason({ item: "ELEMENT", kind: "VEHICLE", category: "Autocarro", state: "MISSING", trafficLight: "RED", label: "Autocarro Iveco Daily", details: [`${VEHICLE_DOCUMENT}: mancante`] }),
    );
    expect(reasons).toContainEqual(
      reason({ item: "ELEMENT", kind: "VEHICLE", category: "Furgone", state: "PENDING", trafficLight: "YELLOW", label: "Furgone Fiat Ducato", details: [`${VEHICLE_DOCUMENT}: in attesa di approvazione`], expiresOn: dayIn(300) }),
    );
    expect(reasons).toContainEqual(
      reason({ item: "ELEMENT", kind: "MACHINE", category: "Piattaforma aerea", state: "EXPIRED", trafficLight: "RED", label: "Piattaforma aerea Haulotte HA16", details: [`${MACHINE_DOCUMENT}: scaduto`], expiresOn: dayIn(-1) }),
    );
    expect(reasons).toContainEqual(
      reason({ item: "ELEMENT", kind: "TOOL", category: "Trapano", state: "REJECTED", trafficLight: "RED", label: "Trapano Hilti TE 30", details: [`${TOOL_DOCUMENT}: respinto`], expiresOn: dayIn(200) }),
    );
    expect(reasons).toHaveLength(4);
    // The worst first: expired, rejected, missing, waiting.
    expect(reasons.map((r) => r.state)).toEqual(["EXPIRED", "REJECTED", "MISSING", "PENDING"]);
    expect((await procurementAnswer()).trafficLight).toBe("RED");
  });

  it("una sostanza senza scheda di sicurezza è un motivo mancante; le sostanze non scadono né attendono approvazione", async () => {
    const prisma = t.deps.prisma;
    await prisma.substance.create({ data: { procurementId: w.ids.procurement, supplierId: w.ids.supplier, label: "Diluente nitro" } });
    await prisma.substance.create({ data: { procurementId: w.ids.procurement, supplierId: w.ids.supplier, label: "Sgrassatore alcalino", sdsMediaId: await w.addMedia(), sdsDate: dateIn(-5 * 365) } });
    const missing = reason({ item: "SUBSTANCE", kind: "SUBSTANCE", category: "Scheda di sicurezza", state: "MISSING", trafficLight: "RED", label: "Diluente nitro" });
    for (const day of [undefined, dayIn(10 * 365)]) {
      const substances = (await supplierReasons(day)).filter((r) => r.kind === "SUBSTANCE");
      // The sheet of five years ago still counts ten years on: a substance has no expiry date.
      expect(substances, day ?? "oggi").toEqual([missing]);
    }
  });

  it("la partecipazione del lavoratore in attesa o respinta è un motivo, oggi e a una data futura; approvata non lo è più", async () => {
    const prisma = t.deps.prisma;
    const person = await prisma.supplierWorker.create({ data: { supplierId: w.ids.supplier, firstName: "Mario", lastName: "Rossi", sex: "M", fiscalCode: FISCAL_CODE } });
    const pivot = await prisma.procurementWorker.create({ data: { procurementId: w.ids.procurement, supplierId: w.ids.supplier, supplierWorkerId: person.id } });
    const participation = (state: string, trafficLight: string, label: string) => reason({ item: "PARTICIPATION", kind: "PARTICIPATION", state, trafficLight, label });

    for (const day of [undefined, dayIn(30)]) {
      const pending = await workerAnswer(day);
      expect(pending).toMatchObject({ admitted: false, approval: "PENDING" });
      expect(pending.complianceReasons).toEqual([participation("PENDING", "YELLOW", "Partecipazione all'appalto in attesa di approvazione")]);
    }
    await prisma.procurementWorker.update({ where: { id: pivot.id }, data: { approval: "REJECTED" } });
    for (const day of [undefined, dayIn(30)]) {
      const rejected = await workerAnswer(day);
      expect(rejected.admitted).toBe(false);
      expect(rejected.complianceReasons).toEqual([participation("REJECTED", "RED", "Partecipazione all'appalto respinta")]);
    }
    // Vehicles, machines, tools and substances of its supplier do not keep it out.
    await prisma.procurementWorker.update({ where: { id: pivot.id }, data: { approval: "APPROVED" } });
    expect(await workerAnswer()).toMatchObject({ admitted: true, complianceReasons: [] });
  });

  it("una data futura oltre la scadenza rende scaduti una macchina e un documento aziendale oggi in regola, con la loro data", async () => {
    const prisma = t.deps.prisma;
    const crane = await element("MACHINERY", "Gru a torre", "Potain MDT 219");
    await elementDocument(crane.id, MACHINE_DOCUMENT, { expiresIn: 60, approved: true });
    const durc = await prisma.supplierDocumentCategory.create({ data: { code: "DURC", label: "Documento unico di regolarità contributiva" } });
    await prisma.procurementSupplierAttachment.create({
      data: { procurementId: w.ids.procurement, supplierId: w.ids.supplier, categoryId: durc.id, mediaId: await w.addMedia(), approval: "APPROVED", documentExpirationDate: dateIn(60) },
    });
    const before = await procurementAnswer();
    const ofCrane = (reasons: ComplianceReasonAnswer[]) => reasons.filter((r) => r.label === "Gru a torre Potain MDT 219");
    const ofDurc = (reasons: ComplianceReasonAnswer[]) => reasons.filter((r) => r.kind === "COMPANY_DOCUMENT");
    // In order today (more than 30 days to go): no reason.
    expect(ofCrane(before.complianceReasons)).toEqual([]);
    expect(ofDurc(before.complianceReasons)).toEqual([]);

    // Within 30 days of the expiry: expiring, yellow.
    const soon = await supplierReasons(dayIn(45));
    expect(ofCrane(soon)).toEqual([
      reason({ item: "ELEMENT", kind: "MACHINE", category: "Gru a torre", state: "EXPIRING", trafficLight: "YELLOW", label: "Gru a torre Potain MDT 219", details: [`${MACHINE_DOCUMENT}: in scadenza entro 30 giorni`], expiresOn: dayIn(60) }),
    ]);

    // The day after the expiry: expired, red, with the expiry date.
    const after = await procurementAnswer(dayIn(61));
    expect(after.complianceDate).toBe(dayIn(61));
    expect(ofCrane(after.complianceReasons)).toEqual([
      reason({ item: "ELEMENT", kind: "MACHINE", category: "Gru a torre", state: "EXPIRED", trafficLight: "RED", label: "Gru a torre Potain MDT 219", details: [`${MACHINE_DOCUMENT}: scaduto`], expiresOn: dayIn(60) }),
    ]);
    expect(ofDurc(after.complianceReasons)).toEqual([
      reason({
        item: "REQUIRED_DOCUMENT", kind: "COMPANY_DOCUMENT", category: "Documento unico di regolarità contributiva", state: "EXPIRED", trafficLight: "RED",
        label: "Documento unico di regolarità contributiva", expiresOn: dayIn(60),
      }),
    ]);
    // The worker, admitted today, is not on that day: its supplier's company document has expired.
    expect((await workerAnswer()).admitted).toBe(true);
    expect(await workerAnswer(dayIn(61))).toMatchObject({ admitted: false, complianceReasons: [expect.objectContaining({ kind: "COMPANY_DOCUMENT", state: "EXPIRED" })] });
    // Today's data did not change: today's answer is as before.
    expect(await procurementAnswer()).toEqual(before);
  });
});
