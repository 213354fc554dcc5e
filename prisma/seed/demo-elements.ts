// Vehicles, machines and tools the suppliers bring onto the procurements, with their documents in each
// approval state (approved_at / rejected_at / neither), and the chemical substances with their SDS.
import type { Prisma } from "../../server/generated/prisma/client";
import type { ApprovalMode, ApprovalState, Belonging, ElementKind } from "../../server/generated/prisma/enums";
import { fileNamePart, type SeedContext } from "./demo-context";
import type { DemoProcurements, ProcurementKey } from "./demo-procurements";
import type { DemoSuppliers, SupplierKey } from "./demo-suppliers";

type DocumentState = "approved" | "rejected" | "waiting";
// [document name, state, days to expiry (null: does not expire)]
type ElementDocumentSeed = [string, DocumentState, number | null];
type ElementSeed = {
  procurement: ProcurementKey;
  supplier: SupplierKey;
  kind: ElementKind;
  type: string;
  makerAndModel: string;
  serialNumber: string;
  belonging: Belonging;
  note?: string;
  documents: ElementDocumentSeed[];
};

const ELEMENTS: ElementSeed[] = [
  { procurement: "roof", supplier: "edil", kind: "EQUIPMENT", type: "Autocarro con gru", makerAndModel: "Iveco Eurocargo 120E25", serialNumber: "FX 482 KM", belonging: "OWNED",
    documents: [["Carta di circolazione", "approved", null], ["Certificato di assicurazione RCA", "approved", 150], ["Revisione periodica in corso di validità", "approved", 18]] },
  { procurement: "roof", supplier: "edil", kind: "EQUIPMENT", type: "Furgone", makerAndModel: "Fiat Ducato 35 L2H2", serialNumber: "GB 913 TR", belonging: "RENTED",
    documents: [["Carta di circolazione", "waiting", null], ["Certificato di assicurazione RCA", "rejected", -5]] },
  { procurement: "roof", supplier: "edil", kind: "MACHINERY", type: "Piattaforma di lavoro elevabile", makerAndModel: "Haulotte HA16 RTJ PRO", serialNumber: "AD114587", belonging: "RENTED",
    note: "Noleggiata con operatore abilitato", documents: [["Dichiarazione CE di conformità", "approved", null], ["Libretto d'uso e manutenzione", "approved", null], ["Verifica periodica INAIL", "waiting", 200]] },
  { procurement: "roof", supplier: "edil", kind: "MACHINERY", type: "Betoniera", makerAndModel: "Imer Syntesi 350", serialNumber: "SY350-22871", belonging: "OWNED",
    documents: [["Dichiarazione CE di conformità", "waiting", null]] },
  { procurement: "roof", supplier: "edil", kind: "TOOL", type: "Trapano tassellatore", makerAndModel: "Hilti TE 30-A36", serialNumber: "TE30-0045871", belonging: "OWNED",
    documents: [["Dichiarazione CE di conformità", "approved", null]] },
  { procurement: "roof", supplier: "edil", kind: "TOOL", type: "Smerigliatrice angolare", makerAndModel: "Makita GA9020", serialNumber: "GA9020-778812", belonging: "OWNED", documents: [] },
  { procurement: "roof", supplier: "rossi", kind: "MACHINERY", type: "Gruppo elettrogeno", makerAndModel: "Pramac S12000", serialNumber: "PR12-558102", belonging: "OWNED",
    documents: [["Dichiarazione CE di conformità", "waiting", null], ["Registro dei controlli periodici", "approved", 90]] },
  { procurement: "roof", supplier: "rossi", kind: "TOOL", type: "Avvitatore a batteria", makerAndModel: "Bosch GSR 18V-60 C", serialNumber: "GSR18-300911", belonging: "OWNED", documents: [] },
  // The HVAC company has a referral customer: its machines and tools are approved one document at a time.
  { procurement: "hvac", supplier: "clima", kind: "MACHINERY", type: "Recuperatore di gas refrigerante", makerAndModel: "Wigam RS 16", serialNumber: "RS16-0099812", belonging: "OWNED",
    documents: [["Dichiarazione CE di conformità", "approved", null], ["Certificato di taratura", "rejected", -40], ["Libretto d'uso e manutenzione", "waiting", null]] },
  { procurement: "hvac", supplier: "clima", kind: "TOOL", type: "Cercafughe elettronico", makerAndModel: "Testo 316-4", serialNumber: "T3164-55120", belonging: "OWNED",
    documents: [["Certificato di taratura", "waiting", 300]] },
  { procurement: "hvac", supplier: "clima", kind: "EQUIPMENT", type: "Furgone attrezzato", makerAndModel: "Renault Kangoo Van", serialNumber: "GH 204 PL", belonging: "OWNED",
    documents: [["Carta di circolazione", "approved", null], ["Certificato di assicurazione RCA", "approved", 210], ["Revisione periodica in corso di validità", "approved", 400]] },
  { procurement: "waste", supplier: "eco", kind: "EQUIPMENT", type: "Autocarro scarrabile", makerAndModel: "Mercedes-Benz Actros 2542", serialNumber: "FZ 771 XR", belonging: "OWNED",
    documents: [["Carta di circolazione", "approved", null], ["Certificato di assicurazione RCA", "approved", 95], ["Certificato di approvazione ADR", "approved", 25]] },
  { procurement: "cleaning", supplier: "romagna", kind: "MACHINERY", type: "Lavasciuga pavimenti", makerAndModel: "Nilfisk SC6500", serialNumber: "SC65-1180221", belonging: "RENTED",
    documents: [["Dichiarazione CE di conformità", "approved", null], ["Libretto d'uso e manutenzione", "approved", null]] },
  { procurement: "cleaning", supplier: "romagna", kind: "TOOL", type: "Idropulitrice a caldo", makerAndModel: "Kärcher HDS 8/18-4 C", serialNumber: "HDS8-4471902", belonging: "OWNED",
    documents: [["Dichiarazione CE di conformità", "rejected", null]] },
];

type SubstanceSeed = {
  procurement: ProcurementKey;
  supplier: SupplierKey;
  label: string;
  hazardStatements: string[];
  sdsDaysAgo: number | null;
  note?: string;
};

const SUBSTANCES: SubstanceSeed[] = [
  { procurement: "roof", supplier: "edil", label: "Sigillante poliuretanico monocomponente", hazardStatements: ["H317", "H334", "H412"], sdsDaysAgo: 200 },
  { procurement: "roof", supplier: "edil", label: "Diluente nitro antinebbia", hazardStatements: ["H225", "H304", "H315", "H319", "H336", "H373"], sdsDaysAgo: 400, note: "Conservare nel deposito infiammabili di cantiere" },
  { procurement: "roof", supplier: "edil", label: "Malta cementizia tixotropica", hazardStatements: ["H315", "H317", "H318", "H335"], sdsDaysAgo: 90 },
  { procurement: "roof", supplier: "edil", label: "Primer bituminoso all'acqua", hazardStatements: [], sdsDaysAgo: 120 },
  { procurement: "hvac", supplier: "clima", label: "Gas refrigerante R32", hazardStatements: ["H220", "H280"], sdsDaysAgo: 300 },
  { procurement: "hvac", supplier: "clima", label: "Detergente per batterie alettate", hazardStatements: ["H290", "H314"], sdsDaysAgo: null, note: "Scheda di sicurezza richiesta al fornitore" },
  { procurement: "waste", supplier: "eco", label: "Gasolio per autotrazione", hazardStatements: ["H226", "H304", "H315", "H332", "H351", "H373", "H411"], sdsDaysAgo: 500 },
  { procurement: "cleaning", supplier: "romagna", label: "Ipoclorito di sodio soluzione 14%", hazardStatements: ["H290", "H314", "H318", "H400", "H411", "EUH031"], sdsDaysAgo: 150 },
  { procurement: "cleaning", supplier: "romagna", label: "Sgrassatore alcalino industriale", hazardStatements: ["H290", "H314"], sdsDaysAgo: 60 },
  { procurement: "cleaning", supplier: "romagna", label: "Detergente neutro per pavimenti", hazardStatements: [], sdsDaysAgo: 30 },
];

export async function seedElementsAndSubstances(
  ctx: SeedContext,
  procurements: DemoProcurements,
  suppliers: DemoSuppliers,
  users: { customerUserId: number; uploaderBySupplier: Partial<Record<SupplierKey, number>> },
): Promise<void> {
  const singleDocumentSupplierIds = new Set(
    (await ctx.tx.supplier.findMany({ where: { referralCustomerId: { not: null } }, select: { id: true } })).map((row) => row.id),
  );
  const elementRows: Prisma.ProcurementElementCreateManyInput[] = ELEMENTS.map((seed) => {
    const states = seed.documents.map(([, state]) => state);
    const approval: ApprovalState = states.includes("rejected")
      ? "REJECTED"
      : states.length > 0 && states.every((state) => state === "approved")
        ? "APPROVED"
        : "PENDING";
    return {
      procurementId: procurements[seed.procurement].id,
      supplierId: suppliers[seed.supplier].id,
      kind: seed.kind,
      type: seed.type,
      makerAndModel: seed.makerAndModel,
      serialNumber: seed.serialNumber,
      belonging: seed.belonging,
      approval,
      note: seed.note ?? null,
    };
  });
  const elements = await ctx.tx.procurementElement.createManyAndReturn({
    data: elementRows,
    select: { id: true, serialNumber: true },
  });
  const elementIdBySerial = new Map(elements.map((element) => [element.serialNumber, element.id]));

  const attachments: Prisma.ElementAttachmentCreateManyInput[] = [];
  for (const seed of ELEMENTS) {
    const supplier = suppliers[seed.supplier];
    const elementId = elementIdBySerial.get(seed.serialNumber);
    if (elementId === undefined) throw new Error(`Elemento non creato: ${seed.serialNumber}`);
    // Vehicles always use the simple list; machines and tools follow the supplier's approval mode.
    const approvalMode: ApprovalMode =
      seed.kind !== "EQUIPMENT" && singleDocumentSupplierIds.has(supplier.id) ? "SINGLE_DOCUMENT" : "ALL_DOCUMENTS_AT_ONCE";
    for (const [index, [documentName, state, expiresInDays]] of seed.documents.entries()) {
      const documentDate = ctx.day(-60 - index * 30);
      const mediaId = await ctx.pdfMedia({
        directory: "element-attachments",
        originalName: `${fileNamePart(documentName)}_${fileNamePart(seed.makerAndModel)}.pdf`,
        createdById: users.uploaderBySupplier[seed.supplier],
        content: {
          title: documentName,
          subtitle: `${seed.type} ${seed.makerAndModel}`,
          company: supplier.companyName,
          fields: [
            ["Matricola / targa", seed.serialNumber],
            ["Data documento", ctx.formatDate(documentDate)],
            ["Scadenza", expiresInDays === null ? "Nessuna scadenza" : ctx.formatDate(ctx.day(expiresInDays))],
          ],
          lines: [`Copia del documento "${documentName}" relativo al mezzo/attrezzatura indicato.`],
        },
      });
      attachments.push({
        elementId,
        mediaId,
        documentName,
        documentDate,
        documentExpirationDate: expiresInDays === null ? null : ctx.day(expiresInDays),
        approvalMode,
        approvedAt: state === "approved" ? ctx.daysAgo(20 + index) : null,
        rejectedAt: state === "rejected" ? ctx.daysAgo(2) : null,
        reviewedById: state === "waiting" ? null : users.customerUserId,
        note: state === "rejected" ? "Documento scaduto o non pertinente: caricare la versione in corso di validità." : null,
      });
    }
  }

  const substanceRows: Prisma.SubstanceCreateManyInput[] = [];
  for (const seed of SUBSTANCES) {
    const supplier = suppliers[seed.supplier];
    const sdsDate = seed.sdsDaysAgo === null ? null : ctx.day(-seed.sdsDaysAgo);
    const sdsMediaId = sdsDate
      ? await ctx.pdfMedia({
          directory: "safety-data-sheets",
          originalName: `SDS_${fileNamePart(seed.label)}.pdf`,
          createdById: users.uploaderBySupplier[seed.supplier],
          content: {
            title: "Scheda di dati di sicurezza",
            subtitle: `${seed.label} - conforme al Regolamento (UE) 2020/878`,
            company: supplier.companyName,
            fields: [
              ["Data di revisione", ctx.formatDate(sdsDate)],
              ["Indicazioni di pericolo", seed.hazardStatements.length > 0 ? seed.hazardStatements.join(", ") : "Miscela non classificata pericolosa"],
            ],
            lines: [
              "SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa.",
              "SEZIONE 2: Identificazione dei pericoli.",
              "SEZIONE 8: Controlli dell'esposizione/della protezione individuale.",
            ],
          },
        })
      : null;
    substanceRows.push({
      procurementId: procurements[seed.procurement].id,
      supplierId: supplier.id,
      label: seed.label,
      hazardous: seed.hazardStatements.length > 0,
      sdsDate,
      sdsMediaId,
      note: seed.note ?? null,
    });
  }

  await ctx.flushMedia();
  await ctx.tx.elementAttachment.createMany({ data: attachments });
  const substances = await ctx.tx.substance.createManyAndReturn({ data: substanceRows, select: { id: true, label: true } });
  // Labels are unique in SUBSTANCES; a miss (-1) fails on the foreign key rather than passing silently.
  const substanceIdByLabel = new Map(substances.map((substance) => [substance.label, substance.id]));
  await ctx.tx.substanceHazardStatement.createMany({
    data: SUBSTANCES.flatMap((seed) =>
      seed.hazardStatements.map((code) => ({
        substanceId: substanceIdByLabel.get(seed.label) ?? -1,
        hazardStatementId: ctx.hazardStatementId(code),
      })),
    ),
  });
}
