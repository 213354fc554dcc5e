// One-page-and-more A4 documents written with pdf-lib: a heading, the issuer, a table of label/value pairs and
// paragraphs, wrapped on word boundaries and continued on a new page when the page is full. Used for the
// certificates the portal writes itself (workers-area/certificates.ts) and for the demo data's files.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

export type DocumentPdfContent = {
  title: string;
  subtitle?: string;
  // The issuer, printed above the title.
  company: string;
  // Label and value pairs shown as a small table, e.g. ["Data emissione", "12/03/2026"].
  fields?: readonly (readonly [string, string])[];
  lines?: readonly string[];
  footer: string;
  producer: string;
  producedAt: Date;
};

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const DARK = rgb(0.12, 0.16, 0.22);
const GREY = rgb(0.4, 0.44, 0.5);
const ACCENT = rgb(0.06, 0.36, 0.62);

export async function buildDocumentPdf(content: DocumentPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setAuthor(content.company);
  pdf.setSubject(content.subtitle ?? content.title);
  pdf.setProducer(content.producer);
  pdf.setCreator("Portale Sicurezza Appalti");
  pdf.setLanguage("it-IT");
  pdf.setCreationDate(content.producedAt);
  pdf.setModificationDate(content.producedAt);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const footer = (page: PDFPage) => drawLines(page, wrap(printable(content.footer, regular), regular, 8.5, TEXT_WIDTH), { font: regular, size: 8.5, color: GREY, y: MARGIN });
  const cursor = { page: pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]), y: PAGE_HEIGHT - MARGIN };
  footer(cursor.page);
  // Writes wrapped text at the cursor, on a new page (with its footer) when the page is full.
  const write = (text: string, style: Omit<TextStyle, "y">) => {
    const lines = wrap(printable(text, style.font), style.font, style.size, style.width ?? TEXT_WIDTH);
    if (cursor.y - lines.length * style.size * 1.35 < MARGIN + 30) {
      cursor.page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      cursor.y = PAGE_HEIGHT - MARGIN;
      footer(cursor.page);
    }
    const top = cursor.y;
    cursor.y = drawLines(cursor.page, lines, { ...style, y: cursor.y });
    return top;
  };

  cursor.page.drawRectangle({ x: MARGIN, y: cursor.y - 4, width: TEXT_WIDTH, height: 3, color: ACCENT });
  cursor.y -= 30;
  write(content.company.toUpperCase(), { font: bold, size: 11, color: GREY });
  cursor.y -= 8;
  write(content.title, { font: bold, size: 18, color: DARK });
  if (content.subtitle) {
    cursor.y -= 4;
    write(content.subtitle, { font: regular, size: 12, color: GREY });
  }
  cursor.y -= 18;

  for (const [label, value] of content.fields ?? []) {
    const top = write(value, { font: regular, size: 10.5, color: DARK, x: MARGIN + 150, width: TEXT_WIDTH - 150 });
    cursor.page.drawText(printable(`${label}:`, bold), { x: MARGIN, y: top, size: 10.5, font: bold, color: DARK });
    cursor.y -= 4;
  }
  if (content.fields?.length) cursor.y -= 12;

  for (const line of content.lines ?? []) {
    write(line, { font: regular, size: 11, color: DARK });
    cursor.y -= 6;
  }
  // Without object streams saving is several times faster, and these small files stay a few KB.
  return pdf.save({ useObjectStreams: false });
}

type TextStyle = { font: PDFFont; size: number; color: ReturnType<typeof rgb>; y: number; x?: number; width?: number };

// Draws lines already wrapped and returns the baseline below the last one.
function drawLines(page: PDFPage, lines: readonly string[], style: TextStyle): number {
  const lineHeight = style.size * 1.35;
  let y = style.y;
  for (const line of lines) {
    page.drawText(line, { x: style.x ?? MARGIN, y, size: style.size, font: style.font, color: style.color });
    y -= lineHeight;
  }
  return y;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

// The standard PDF fonts cover WinAnsi (all Italian letters, €, typographic quotes); anything else,
// such as a stray emoji in a company name, would make pdf-lib throw, so it becomes "?".
const characterSets = new WeakMap<PDFFont, Set<number>>();

function printable(text: string, font: PDFFont): string {
  let supported = characterSets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  return Array.from(text, (character) => {
    const codePoint = character.codePointAt(0) ?? 63;
    return supported?.has(codePoint) ? character : "?";
  }).join("");
}
