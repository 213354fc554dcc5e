// The self-certification (category AC) a supplier's legal representative signs: a substitute declaration
// under artt. 46 and 47 D.P.R. 445/2000 of the technical-professional requirements that art. 26 c.1
// lett. a) and Allegato XVII D.Lgs. 81/2008 ask of a contractor. Built as a real Word file with `docx`,
// filled with the company's and the procurement's data, with blank lines for what only the declarant knows,
// so it can be printed, completed by hand, signed and uploaded back.
import { AlignmentType, BorderStyle, Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from "docx";
import { isoDateOf, italianFormatOf } from "../../../common/calendar-dates";

export type SelfCertificationData = {
  supplier: {
    companyName: string;
    vatNumber: string | null;
    fiscalCode: string | null;
    address: string | null;
    municipality: { name: string; province: string } | null;
    phone: string | null;
    email: string | null;
  };
  procurement: { label: string; customerName: string; dateStart: Date | null; dateEnd: Date | null };
  // The day the file is made (Italian calendar date, "YYYY-MM-DD").
  generatedOn: string;
};

export const SELF_CERTIFICATION_MIME_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

// autocertificazione_{COMPANY}.docx: spaces become underscores and anything a file system or a
// Content-Disposition header could trip on is dropped (accents are folded to their letter first).
export function selfCertificationFileName(companyName: string): string {
  const company = companyName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .replace(/\s+/g, "_")
    .replace(/[^A-Za-z0-9_.-]/g, "")
    .replace(/_+/g, "_")
    .replace(/^[._-]+|[._-]+$/g, "");
  return `autocertificazione_${company || "fornitore"}.docx`;
}

const BLANK = "______________________________";
const SHORT_BLANK = "______________";
const FONT = "Calibri";

const run = (text: string, options: { bold?: boolean; italics?: boolean; size?: number } = {}) =>
  new TextRun({ text, font: FONT, size: options.size ?? 22, bold: options.bold, italics: options.italics });

function paragraph(parts: (string | TextRun)[], options: { center?: boolean; before?: number; after?: number; justify?: boolean } = {}) {
  return new Paragraph({
    children: parts.map((part) => (typeof part === "string" ? run(part) : part)),
    alignment: options.center ? AlignmentType.CENTER : options.justify === false ? AlignmentType.LEFT : AlignmentType.JUSTIFIED,
    spacing: { before: options.before ?? 0, after: options.after ?? 120, line: 300 },
  });
}

function numbered(index: number, text: string) {
  return new Paragraph({
    children: [run(`${index}. `, { bold: true }), run(text)],
    alignment: AlignmentType.JUSTIFIED,
    indent: { left: 360, hanging: 360 },
    spacing: { after: 120, line: 300 },
  });
}

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
const THIN_BORDER = { style: BorderStyle.SINGLE, size: 4, color: "808080" };

// The company's data as a two-column table: the label on the left, the value (or a blank) on the right.
function companyTable(rows: [string, string | null][]) {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: [2800, 6600],
    rows: rows.map(
      ([label, value]) =>
        new TableRow({
          children: [
            new TableCell({
              width: { size: 30, type: WidthType.PERCENTAGE },
              borders: { top: THIN_BORDER, bottom: THIN_BORDER, left: THIN_BORDER, right: THIN_BORDER },
              children: [paragraph([run(label, { bold: true })], { justify: false, after: 60 })],
            }),
            new TableCell({
              width: { size: 70, type: WidthType.PERCENTAGE },
              borders: { top: THIN_BORDER, bottom: THIN_BORDER, left: THIN_BORDER, right: THIN_BORDER },
              children: [paragraph([value && value.trim() ? value : BLANK], { justify: false, after: 60 })],
            }),
          ],
        }),
    ),
  });
}

function signatureTable(leftLines: string[], rightLines: string[]) {
  const cell = (lines: string[], center: boolean) =>
    new TableCell({
      borders: { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER },
      children: lines.map((line, index) => paragraph([index === 0 ? run(line, { bold: true }) : line], { center, justify: false, after: 160 })),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    columnWidths: [4700, 4700],
    rows: [new TableRow({ children: [cell(leftLines, false), cell(rightLines, true)] })],
  });
}

const dateText = (date: Date | null) => (date ? italianFormatOf(isoDateOf(date)) : SHORT_BLANK);

function seatOf(supplier: SelfCertificationData["supplier"]): string | null {
  const place = supplier.municipality ? `${supplier.municipality.name} (${supplier.municipality.province})` : null;
  const parts = [supplier.address?.trim() || null, place].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(", ") : null;
}

export const SELF_CERTIFICATION_DECLARATIONS = [
  "che l'impresa è iscritta al Registro delle Imprese presso la Camera di Commercio, Industria, Artigianato e Agricoltura (C.C.I.A.A.) di " +
    `${SHORT_BLANK} al n. REA ${SHORT_BLANK}, con oggetto sociale inerente alle attività oggetto dell'appalto;`,
  "che l'impresa è in regola con gli obblighi contributivi e assicurativi nei confronti di INPS, INAIL e, ove dovuto, Cassa Edile, " +
    "come risulta dal Documento Unico di Regolarità Contributiva (DURC) in corso di validità;",
  "di aver effettuato la valutazione dei rischi e di aver elaborato il Documento di Valutazione dei Rischi (DVR) ai sensi degli artt. 17, " +
    "comma 1, lett. a), e 28 del D.Lgs. 81/2008 e, per i lavori nei cantieri temporanei o mobili, il Piano Operativo di Sicurezza (POS) " +
    "di cui all'art. 89, comma 1, lett. h), e all'Allegato XV del medesimo decreto;",
  `di aver nominato il Responsabile del Servizio di Prevenzione e Protezione (RSPP) nella persona di ${BLANK}, il Medico Competente (MC), ` +
    `ove la sorveglianza sanitaria sia prevista, nella persona di ${BLANK}, e gli addetti alla prevenzione incendi, all'evacuazione e al ` +
    `primo soccorso (artt. 17, 18 e 43 del D.Lgs. 81/2008); che il Rappresentante dei Lavoratori per la Sicurezza (RLS/RLST) è ${BLANK};`,
  "che i lavoratori impiegati nell'appalto hanno ricevuto adeguata informazione, formazione e addestramento ai sensi degli artt. 36 e 37 " +
    "del D.Lgs. 81/2008 e degli Accordi Stato-Regioni, e che sono sottoposti alla sorveglianza sanitaria ove prevista (art. 41);",
  "che ai lavoratori sono stati consegnati Dispositivi di Protezione Individuale (DPI) adeguati ai rischi, conformi al Titolo III, Capo II, " +
    "del D.Lgs. 81/2008, e che ne è documentata la consegna;",
  "che le macchine, le attrezzature e le opere provvisionali impiegate sono conformi alle disposizioni del D.Lgs. 81/2008 e sottoposte alle " +
    "verifiche e manutenzioni previste;",
  "che nei confronti dell'impresa non sono in corso provvedimenti di sospensione o interdittivi di cui all'art. 14 del D.Lgs. 81/2008;",
  `di applicare ai propri lavoratori il contratto collettivo nazionale di lavoro ${BLANK} e di dotarli della tessera di riconoscimento ` +
    "di cui all'art. 26, comma 8, del D.Lgs. 81/2008;",
  "di impegnarsi a comunicare tempestivamente al committente ogni variazione di quanto dichiarato.",
] as const;

export async function buildSelfCertificationDocx(data: SelfCertificationData): Promise<Uint8Array> {
  const { supplier, procurement } = data;
  const period = `dal ${dateText(procurement.dateStart)} al ${dateText(procurement.dateEnd)}`;
  const children = [
    paragraph([run("DICHIARAZIONE SOSTITUTIVA DI CERTIFICAZIONE E DELL'ATTO DI NOTORIETÀ", { bold: true, size: 26 })], { center: true, after: 60 }),
    paragraph([run("(artt. 46 e 47 D.P.R. 28 dicembre 2000, n. 445)", { italics: true })], { center: true, after: 240 }),
    paragraph([
      run("Oggetto: ", { bold: true }),
      "autocertificazione del possesso dei requisiti di idoneità tecnico-professionale ai sensi dell'art. 26, comma 1, lett. a), " +
        "e dell'Allegato XVII del D.Lgs. 9 aprile 2008, n. 81.",
    ]),
    paragraph([run("Appalto: ", { bold: true }), procurement.label], { justify: false, after: 40 }),
    paragraph([run("Committente: ", { bold: true }), procurement.customerName], { justify: false, after: 40 }),
    paragraph([run("Durata: ", { bold: true }), period], { justify: false, after: 240 }),
    paragraph(
      [
        `Il/La sottoscritto/a ${BLANK}, nato/a a ${BLANK} (prov. ____) il ____/____/________, ` +
          `codice fiscale ${BLANK}, residente in ${BLANK}, in qualità di legale rappresentante dell'impresa:`,
      ],
      // Left-aligned: justifying would stretch the blank lines' spaces across the page.
      { justify: false, after: 160 },
    ),
    companyTable([
      ["Ragione sociale", supplier.companyName],
      ["Partita IVA", supplier.vatNumber],
      ["Codice fiscale", supplier.fiscalCode],
      ["Sede", seatOf(supplier)],
      ["Telefono", supplier.phone],
      ["E-mail", supplier.email],
    ]),
    paragraph(
      [
        "consapevole delle sanzioni penali previste dall'art. 76 del D.P.R. 445/2000 per le ipotesi di falsità in atti e di dichiarazioni " +
          "mendaci, e della decadenza dai benefici eventualmente conseguiti sulla base di dichiarazioni non veritiere (art. 75 del medesimo decreto),",
      ],
      { before: 240 },
    ),
    paragraph([run("DICHIARA", { bold: true, size: 24 })], { center: true, before: 120, after: 200 }),
    ...SELF_CERTIFICATION_DECLARATIONS.map((text, index) => numbered(index + 1, text)),
    paragraph(
      [
        run("Informativa sul trattamento dei dati personali. ", { bold: true, size: 18 }),
        run(
          "Ai sensi dell'art. 13 del Regolamento (UE) 2016/679 (GDPR), i dati personali contenuti nella presente dichiarazione sono " +
            `trattati da ${procurement.customerName}, in qualità di titolare del trattamento, esclusivamente per la verifica dell'idoneità ` +
            "tecnico-professionale prevista dall'art. 26 del D.Lgs. 81/2008 e per la gestione dell'appalto, per il tempo a ciò necessario; " +
            "l'interessato può esercitare i diritti di cui agli artt. 15-22 del Regolamento.",
          { size: 18 },
        ),
      ],
      { before: 240 },
    ),
    signatureTable(
      ["Luogo e data", `${SHORT_BLANK}, ____/____/________`],
      ["Il dichiarante", "(timbro dell'impresa e firma del legale rappresentante)", BLANK],
    ),
    paragraph(
      [
        run(
          "N.B.: allegare copia del documento d'identità del dichiarante in corso di validità (art. 38, comma 3, D.P.R. 445/2000).",
          { bold: true, size: 20 },
        ),
      ],
      { before: 240 },
    ),
    paragraph([run(`Documento predisposto il ${italianFormatOf(data.generatedOn)} per l'appalto "${procurement.label}".`, { italics: true, size: 16 })], {
      before: 120,
      justify: false,
    }),
  ];

  const document = new Document({
    creator: procurement.customerName,
    title: `Autocertificazione requisiti tecnico-professionali - ${supplier.companyName}`,
    description: "Dichiarazione sostitutiva di certificazione e dell'atto di notorietà (artt. 46 e 47 D.P.R. 445/2000)",
    sections: [
      {
        properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
