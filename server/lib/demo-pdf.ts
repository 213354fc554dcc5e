// Small but real PDFs for the demo data: a heading, the company, the dates and a few lines, so that every
// "Visualizza" and "Scarica" in the demo opens a readable document instead of a placeholder.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

export type DemoPdfContent = {
  title: string;
  subtitle?: string;
  company: string;
  // Label and value pairs shown as a small table, e.g. ["Data emissione", "12/03/2026"].
  fields?: readonly (readonly [string, string])[];
  lines?: readonly string[];
  footer?: string;
};

const PAGE_WIDTH = 595.28; // A4 in points
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const DARK = rgb(0.12, 0.16, 0.22);
const GREY = rgb(0.4, 0.44, 0.5);
const ACCENT = rgb(0.06, 0.36, 0.62);
// A fixed date keeps equal content byte-for-byte equal, whenever it is generated.
const FIXED_PRODUCTION_DATE = new Date(Date.UTC(2026, 0, 1));

export async function buildDemoPdf(content: DemoPdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setAuthor(content.company);
  pdf.setSubject(content.subtitle ?? content.title);
  pdf.setProducer("Portale Sicurezza Appalti - dati dimostrativi");
  pdf.setCreator("Portale Sicurezza Appalti");
  pdf.setLanguage("it-IT");
  pdf.setCreationDate(FIXED_PRODUCTION_DATE);
  pdf.setModificationDate(FIXED_PRODUCTION_DATE);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - MARGIN;

  page.drawRectangle({ x: MARGIN, y: y - 4, width: TEXT_WIDTH, height: 3, color: ACCENT });
  y -= 30;
  y = drawWrapped(page, content.company.toUpperCase(), { font: bold, size: 11, color: GREY, y });
  y -= 8;
  y = drawWrapped(page, content.title, { font: bold, size: 18, color: DARK, y });
  if (content.subtitle) y = drawWrapped(page, content.subtitle, { font: regular, size: 12, color: GREY, y: y - 4 });
  y -= 18;

  for (const [label, value] of content.fields ?? []) {
    page.drawText(printable(`${label}:`, bold), { x: MARGIN, y, size: 10.5, font: bold, color: DARK });
    y = drawWrapped(page, value, { font: regular, size: 10.5, color: DARK, y, x: MARGIN + 150, width: TEXT_WIDTH - 150 });
    y -= 4;
  }
  if (content.fields?.length) y -= 12;

  for (const line of content.lines ?? []) {
    y = drawWrapped(page, line, { font: regular, size: 11, color: DARK, y });
    y -= 6;
  }

  const footer = content.footer ?? "Documento generato per la dimostrazione del Portale Sicurezza Appalti - privo di valore legale.";
  drawWrapped(page, footer, { font: regular, size: 8.5, color: GREY, y: MARGIN });
  // Without object streams saving is several times faster, and these one-page files stay about 2 KB.
  return pdf.save({ useObjectStreams: false });
}

type TextStyle = { font: PDFFont; size: number; color: ReturnType<typeof rgb>; y: number; x?: number; width?: number };

// Draws text wrapped on word boundaries and returns the baseline below the last line.
function drawWrapped(page: PDFPage, text: string, style: TextStyle): number {
  const x = style.x ?? MARGIN;
  const width = style.width ?? TEXT_WIDTH;
  const lineHeight = style.size * 1.35;
  let y = style.y;
  for (const line of wrap(printable(text, style.font), style.font, style.size, width)) {
    page.drawText(line, { x, y, size: style.size, font: style.font, color: style.color });
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
