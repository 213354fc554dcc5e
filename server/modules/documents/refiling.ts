// Filing or refiling a required item that the customer reviews (a procurement document, a worker's fitness
// certificate): a new file, a file imported from the supplier's or worker's own documents, or only a
// corrected name, dates or note. One rule for all, so that they can never drift apart.
import { ValidationError } from "../../lib/errors";

type RefilingInput = { attachmentName?: string | null; documentDate?: Date | null; documentExpirationDate?: Date | null; note?: string | null };
type ImportedFile = { attachmentFilename: string | null; documentDate: Date | null; documentExpirationDate: Date | null };

// The dates an item ends with: those given, else the imported file's. The expiry may not precede the document's
// date, whichever gave them (each given date alone is checked by the input's schema, a mix only here).
function effectiveDates(input: RefilingInput, imported: ImportedFile | null, expirationBeforeDateMessage: string) {
  const documentDate = input.documentDate ?? imported?.documentDate ?? null;
  const documentExpirationDate = input.documentExpirationDate ?? imported?.documentExpirationDate ?? null;
  if (documentDate && documentExpirationDate && documentExpirationDate < documentDate) {
    throw new ValidationError({ documentExpirationDate: [expirationBeforeDateMessage] });
  }
  return { documentDate, documentExpirationDate };
}

// The columns the refiled item takes, for the media it ends with (null: it keeps its file). Name and dates not
// given come from the imported file. Whatever changes goes back to "da approvare" with the old review cleared:
// the customer must see the new version before it counts again.
export function refiledColumns(input: RefilingInput, imported: ImportedFile | null, now: Date, expirationBeforeDateMessage: string) {
  const dates = effectiveDates(input, imported, expirationBeforeDateMessage);
  return (mediaId: number | null) => ({
    attachmentName: input.attachmentName ?? imported?.attachmentFilename ?? null,
    ...dates,
    ...(input.note !== undefined ? { note: input.note } : {}),
    ...(mediaId !== null ? { mediaId, uploadedAt: now } : {}),
    approval: "PENDING" as const,
    reviewedAt: null,
    reviewedById: null,
  });
}
