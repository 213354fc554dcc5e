// Small but real PDFs for the demo data: a heading, the company, the dates and a few lines, so that every
// "Visualizza" and "Scarica" in the demo opens a readable document instead of a placeholder.
import { buildDocumentPdf, type DocumentPdfContent } from "./document-pdf";

export type DemoPdfContent = Omit<DocumentPdfContent, "footer" | "producer" | "producedAt"> & { footer?: string };

// A fixed date keeps equal content byte-for-byte equal, whenever it is generated.
const FIXED_PRODUCTION_DATE = new Date(Date.UTC(2026, 0, 1));

export function buildDemoPdf(content: DemoPdfContent): Promise<Uint8Array> {
  return buildDocumentPdf({
    ...content,
    footer: content.footer ?? "Documento generato per la dimostrazione del Portale Sicurezza Appalti - privo di valore legale.",
    producer: "Portale Sicurezza Appalti - dati dimostrativi",
    producedAt: FIXED_PRODUCTION_DATE,
  });
}
