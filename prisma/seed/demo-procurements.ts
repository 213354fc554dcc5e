// Demo procurements (appalti): who works on them (with one subcontracting chain), the customer's general
// files, the documents required per vehicle and machine, and the DUVRI in its various statuses.
import { DUVRI_STATUS_VISIBLE_TO_SUPPLIERS } from "../../common/reference-lists";
import type { Prisma } from "../../server/generated/prisma/client";
import type { ElementKind } from "../../server/generated/prisma/enums";
import type { SeedContext } from "./demo-context";
import type { DemoCustomers } from "./demo-customers";
import type { DemoSuppliers, SupplierKey } from "./demo-suppliers";

export type ProcurementKey = "roof" | "hvac" | "waste" | "cleaning";

export type DemoProcurement = { id: number; label: string; customerId: number; customerName: string };
export type DemoProcurements = Record<ProcurementKey, DemoProcurement>;

type LinkSeed = { supplier: SupplierKey; parent?: SupplierKey; note: string; workerCategories: string[] };

type ProcurementSeed = {
  label: string;
  customer: "main" | "special";
  site: "monza" | "agrate" | "ravenna";
  startInDays: number;
  endInDays: number;
  note: string;
  workerCategories: string[];
  links: LinkSeed[];
  files: [string, string[]][];
  requirements: Partial<Record<ElementKind, string[]>>;
  // [supplier (null: all suppliers), label, status]
  duvris: [SupplierKey | null, string, number][];
};

const VEHICLE_DOCUMENTS = ["Carta di circolazione", "Certificato di assicurazione RCA", "Revisione periodica in corso di validità"];
const MACHINE_DOCUMENTS = [
  "Dichiarazione CE di conformità",
  "Libretto d'uso e manutenzione",
  "Registro dei controlli e verifiche periodiche INAIL (ove previste)",
];

const PROCUREMENTS: Record<ProcurementKey, ProcurementSeed> = {
  roof: {
    label: "Rifacimento copertura capannone B e installazione linee vita",
    customer: "main",
    site: "monza",
    startInDays: -60,
    endInDays: 120,
    note: "Lavori in quota sulla copertura del capannone B. Accesso dal cancello 3, orario 7:30-17:00. Riunione di coordinamento ogni lunedì alle 8:30 presso l'ufficio HSE.",
    workerCategories: ["IDO", "FORM_GEN"],
    links: [
      { supplier: "edil", note: "Impresa affidataria: opere edili e di copertura", workerCategories: ["IDO", "FORM_GEN", "QUOTA"] },
      { supplier: "rossi", parent: "edil", note: "Impianto elettrico di cantiere e ancoraggi delle linee vita", workerCategories: ["IDO", "FORM_GEN", "PES_PAV"] },
      { supplier: "eco", note: "Raccolta e smaltimento dei rifiuti di cantiere", workerCategories: ["IDO", "FORM_GEN"] },
    ],
    files: [
      ["Capitolato speciale d'appalto", ["Oggetto: rifacimento del manto di copertura (4.200 m²) e posa di linee vita UNI EN 795.", "Durata prevista dei lavori: 180 giorni naturali e consecutivi."]],
      ["Planimetria dell'area di cantiere", ["Area di cantiere recintata lato nord del capannone B.", "Viabilità dei mezzi di cantiere separata da quella dei carrelli elevatori."]],
      ["Verbale di sopralluogo congiunto", ["Sopralluogo svolto con il RSPP del committente e i preposti delle imprese.", "Individuati i rischi interferenti: carroponte in funzione, transito carrelli."]],
    ],
    requirements: { EQUIPMENT: VEHICLE_DOCUMENTS, MACHINERY: MACHINE_DOCUMENTS },
    duvris: [
      ["edil", "DUVRI rev. 02 - Rifacimento copertura capannone B", DUVRI_STATUS_VISIBLE_TO_SUPPLIERS],
      ["edil", "DUVRI rev. 03 - in revisione dopo variante", 2],
      ["rossi", "DUVRI rev. 02 - Impianti di cantiere", DUVRI_STATUS_VISIBLE_TO_SUPPLIERS],
    ],
  },
  hvac: {
    label: "Manutenzione impianti elettrici e di climatizzazione 2026",
    customer: "main",
    site: "monza",
    startInDays: -200,
    endInDays: 165,
    note: "Contratto annuale di manutenzione programmata e su chiamata. Interventi in cabina MT solo con permesso di lavoro firmato dal responsabile di impianto.",
    workerCategories: ["IDO", "FORM_GEN"],
    links: [
      { supplier: "clima", note: "Manutenzione gruppi frigo, UTA e split", workerCategories: ["IDO", "FORM_GEN", "FGAS"] },
      { supplier: "rossi", note: "Manutenzione quadri elettrici e cabina MT/BT", workerCategories: ["IDO", "FORM_GEN", "PES_PAV"] },
      { supplier: "edil", note: "Opere murarie accessorie", workerCategories: ["IDO", "FORM_GEN"] },
    ],
    files: [
      ["Piano di manutenzione programmata", ["Frequenze di manutenzione di UTA, gruppi frigo e quadri elettrici.", "Registro degli interventi da compilare a ogni accesso."]],
      ["Procedura permessi di lavoro", ["Lavori elettrici, a caldo e in spazi confinati richiedono il permesso di lavoro.", "Il permesso vale per un solo turno di lavoro."]],
    ],
    requirements: { EQUIPMENT: VEHICLE_DOCUMENTS, MACHINERY: MACHINE_DOCUMENTS },
    duvris: [[null, "DUVRI manutenzioni impianti 2026", DUVRI_STATUS_VISIBLE_TO_SUPPLIERS]],
  },
  waste: {
    label: "Gestione rifiuti industriali e pulizia aree esterne",
    customer: "main",
    site: "agrate",
    startInDays: -400,
    endInDays: 330,
    note: "Ritiro settimanale dei rifiuti (martedì). Formulari da consegnare all'ufficio ambiente entro 3 giorni.",
    workerCategories: ["IDO", "FORM_GEN"],
    links: [
      { supplier: "eco", note: "Trasporto e smaltimento rifiuti pericolosi e non pericolosi", workerCategories: ["IDO", "FORM_GEN", "ADR"] },
      { supplier: "romagna", note: "Pulizia piazzali e aree verdi", workerCategories: ["IDO", "FORM_GEN"] },
    ],
    files: [["Regolamento di accesso al polo logistico", ["Accesso dei mezzi solo dalla portineria di Via Lecco.", "Velocità massima nei piazzali: 10 km/h."]]],
    requirements: { EQUIPMENT: VEHICLE_DOCUMENTS },
    duvris: [["eco", "DUVRI gestione rifiuti - aggiornamento annuale", DUVRI_STATUS_VISIBLE_TO_SUPPLIERS]],
  },
  cleaning: {
    label: "Pulizie industriali e sanificazione reparti produttivi",
    customer: "special",
    site: "ravenna",
    startInDays: -30,
    endInDays: 335,
    note: "Stabilimento a rischio di incidente rilevante (D.Lgs. 105/2015): ingresso solo dopo il corso di accoglienza e con rilevatore di gas personale.",
    workerCategories: ["IDO", "FORM_GEN"],
    links: [
      { supplier: "romagna", note: "Pulizie industriali dei reparti e degli spogliatoi", workerCategories: ["IDO", "FORM_GEN"] },
      { supplier: "edil", note: "Piccole opere murarie di ripristino", workerCategories: ["IDO", "FORM_GEN", "SC"] },
    ],
    files: [
      ["Piano di emergenza interno - estratto per le imprese", ["Punti di raccolta: P1 portineria, P2 parcheggio sud.", "Segnale di evacuazione: sirena continua di 60 secondi."]],
      ["Schede dei prodotti chimici presenti in reparto", ["Elenco delle sostanze presenti negli impianti di processo.", "Consultare le schede di sicurezza prima di ogni intervento."]],
    ],
    requirements: { MACHINERY: MACHINE_DOCUMENTS },
    duvris: [
      ["romagna", "DUVRI pulizie industriali - rev. 01", DUVRI_STATUS_VISIBLE_TO_SUPPLIERS],
      ["edil", "DUVRI opere murarie - bozza", 1],
    ],
  },
};

export function procurementSupplierKeys(key: ProcurementKey): SupplierKey[] {
  return PROCUREMENTS[key].links.map((link) => link.supplier);
}

export async function seedProcurements(
  ctx: SeedContext,
  customers: DemoCustomers,
  suppliers: DemoSuppliers,
  customerUserId: number,
): Promise<DemoProcurements> {
  const result: Partial<DemoProcurements> = {};
  const files: Prisma.ProcurementFileCreateManyInput[] = [];
  const duvris: Prisma.DuvriCreateManyInput[] = [];
  for (const [key, seed] of Object.entries(PROCUREMENTS) as [ProcurementKey, ProcurementSeed][]) {
    const customer = seed.customer === "main" ? customers.main : customers.special;
    const factoryId =
      seed.site === "monza" ? customers.main.monzaFactoryId : seed.site === "agrate" ? customers.main.agrateFactoryId : customers.special.factoryId;
    const procurement = await ctx.tx.procurement.create({
      data: {
        customerId: customer.id,
        factoryId,
        label: seed.label,
        dateStart: ctx.day(seed.startInDays),
        dateEnd: ctx.day(seed.endInDays),
        note: seed.note,
        workerMandatoryDocumentCategories: seed.workerCategories,
        suppliers: {
          create: seed.links.map((link) => ({
            supplierId: suppliers[link.supplier].id,
            parentSupplierId: link.parent ? suppliers[link.parent].id : null,
            note: link.note,
            workerMandatoryDocumentCategories: link.workerCategories,
          })),
        },
        elementRequirements: {
          create: (Object.entries(seed.requirements) as [ElementKind, string[]][]).flatMap(([kind, names]) =>
            names.map((documentName, position) => ({ kind, documentName, position })),
          ),
        },
      },
    });

    for (const [label, lines] of seed.files) {
      const mediaId = await ctx.pdfMedia({
        directory: "procurement-files",
        originalName: `${label.replace(/['\s]+/g, "_")}.pdf`,
        createdById: customerUserId,
        content: { title: label, subtitle: `Appalto: ${seed.label}`, company: customer.companyName, lines },
      });
      files.push({ procurementId: procurement.id, mediaId, label });
    }

    for (const [supplierKey, label, status] of seed.duvris) {
      const issuedAt = ctx.day(seed.startInDays - 10);
      const mediaId = await ctx.pdfMedia({
        directory: "duvri",
        originalName: `${label.split(" - ")[0]?.replace(/[\s.]+/g, "_") ?? "DUVRI"}.pdf`,
        createdById: customerUserId,
        content: {
          title: "DUVRI - Documento Unico di Valutazione dei Rischi da Interferenze",
          subtitle: label,
          company: customer.companyName,
          fields: [
            ["Appalto", seed.label],
            ["Impresa", supplierKey ? suppliers[supplierKey].companyName : "Tutte le imprese dell'appalto"],
            ["Data di emissione", ctx.formatDate(issuedAt)],
          ],
          lines: [
            "Redatto ai sensi dell'art. 26 c.3 del D.Lgs. 81/2008.",
            "Costi della sicurezza da interferenze non soggetti a ribasso: vedi allegato economico.",
          ],
        },
      });
      duvris.push({
        procurementId: procurement.id,
        supplierId: supplierKey ? suppliers[supplierKey].id : null,
        label,
        status,
        mediaId,
        issuedAt,
      });
    }
    result[key] = { id: procurement.id, label: seed.label, customerId: customer.id, customerName: customer.companyName };
  }
  await ctx.flushMedia();
  await ctx.tx.procurementFile.createMany({ data: files });
  await ctx.tx.duvri.createMany({ data: duvris });
  return result as DemoProcurements;
}
