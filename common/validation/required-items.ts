// Validation of the items a supplier files and a customer reviews (required documents of tab 2, workers'
// fitness certificates, the documents of vehicles, machines and tools): the review form and the fields of
// the upload / import / edit forms, with every rule's one wording. Shared by the server (service edge, through
// parseInput) and the client (react-hook-form with the zod resolver). Pure: no server imports. Dates arrive as
// "YYYY-MM-DD" text (REST, forms) or as Date (the GraphQL Date scalar has parsed them already).
import { z } from "zod";
import { parseIsoDate } from "../calendar-dates";
import { withoutFormatCharacters } from "../file-names";
import { optionalCalendarDate } from "./dates";
import { NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE } from "./notes";

// How a kind of item names itself and the own documents it imports from, in the messages that differ only by that.
export type RequiredItemWords = {
  // "del documento", "dell'idoneità"
  ofItem: string;
  // "questo documento", "questa idoneità"
  thisItem: string;
  // "un documento del fornitore", "un documento del lavoratore"
  ownDocument: string;
  // "Documento del fornitore", "Documento del lavoratore"
  ownDocumentTitle: string;
  // "alla categoria richiesta", "al tipo di idoneità richiesto"
  requiredCategory: string;
};

export const REQUIRED_ITEM_MESSAGES = {
  attachmentNameRequired: "Il campo Nome documento non può essere vuoto.",
  attachmentNameTooLong: "Il nome del documento non può superare 255 caratteri",
  dateInvalid: "Data non valida: usare il formato AAAA-MM-GG",
  expirationBeforeDate: "La data di scadenza non può precedere la data del documento",
  fileRequired: "Il file è obbligatorio",
  noteTooLong: NOTE_TOO_LONG_MESSAGE,
  rejectionNoteRequired: "Indicare il motivo del rifiuto",
  approvalInvalid: "Stato di approvazione non valido: 0 da approvare, 1 approvato, 2 respinto",
  activeInvalid: "Obbligatorietà non valida: 0 o 1",
  approvedLocked: "Attenzione — Non è possibile modificare un documento approvato",
  deleteApproved: "Non è possibile eliminare un documento approvato: caricarne una nuova versione",
  fileOrImport: (words: RequiredItemWords) => `Caricare un nuovo file oppure importare ${words.ownDocument}, non entrambi`,
  importNotFound: (words: RequiredItemWords) => `${words.ownDocumentTitle} non trovato`,
  importNotMatching: (words: RequiredItemWords) => `Il ${words.ownDocumentTitle.charAt(0).toLowerCase()}${words.ownDocumentTitle.slice(1)} non corrisponde ${words.requiredCategory}`,
  importWithoutFile: (words: RequiredItemWords) => `Il ${words.ownDocumentTitle.charAt(0).toLowerCase()}${words.ownDocumentTitle.slice(1)} selezionato non ha un file`,
  approveWithoutFile: (words: RequiredItemWords) => `Impossibile approvare: per ${words.thisItem} non è stato caricato alcun file`,
  nothingToChange: (words: RequiredItemWords) => `Indicare lo stato di approvazione o l'obbligatorietà ${words.ofItem}`,
} as const;

export const REQUIRED_ITEM_NAME_MAX_LENGTH = 255;

export const APPROVAL_VALUES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type RequiredItemApproval = (typeof APPROVAL_VALUES)[number];

// An optional note (the supplier's or the reviewer's): an empty text clears it (null); absent (undefined)
// leaves it as it is.
export const optionalNoteSchema = z
  .string({ error: REQUIRED_ITEM_MESSAGES.noteTooLong })
  .max(NOTE_MAX_LENGTH, { error: REQUIRED_ITEM_MESSAGES.noteTooLong })
  .nullish()
  .transform((value) => (value === undefined ? undefined : value?.trim() || null));

export const optionalItemDateSchema = optionalCalendarDate(REQUIRED_ITEM_MESSAGES.dateInvalid);

// A document's name: invisible formatting characters dropped (common/file-names.ts), optional at the edge (an import copies its own, an edit keeps it), never longer than 255.
export const optionalItemNameSchema = z
  .string({ error: REQUIRED_ITEM_MESSAGES.attachmentNameTooLong })
  .overwrite(withoutFormatCharacters)
  .max(REQUIRED_ITEM_NAME_MAX_LENGTH, { error: REQUIRED_ITEM_MESSAGES.attachmentNameTooLong })
  .nullish()
  .transform((value) => (value === undefined ? undefined : value?.trim() || null));

// The expiry may not precede the document's date: the one check, for server inputs (Date) and form values
// ("YYYY-MM-DD" text, compared as text). Only two real dates are compared: while a form's box holds a day that
// does not exist (31/02/2026), that box reports it and the order says nothing.
export function expiresBeforeDate(documentDate: Date | string | null | undefined, expirationDate: Date | string | null | undefined): boolean {
  if (!documentDate || !expirationDate) return false;
  if (typeof documentDate === "string" && !parseIsoDate(documentDate)) return false;
  if (typeof expirationDate === "string" && !parseIsoDate(expirationDate)) return false;
  return expirationDate < documentDate;
}

export function refineDatesInOrder(input: { documentDate?: Date | string | null; documentExpirationDate?: Date | string | null }, context: z.RefinementCtx) {
  if (expiresBeforeDate(input.documentDate, input.documentExpirationDate)) {
    context.addIssue({ code: "custom", path: ["documentExpirationDate"], message: REQUIRED_ITEM_MESSAGES.expirationBeforeDate });
  }
}

// The fields the supplier fills when filing an item, whatever the kind (the file travels apart).
export const filedItemFields = {
  attachmentName: optionalItemNameSchema,
  documentDate: optionalItemDateSchema,
  documentExpirationDate: optionalItemDateSchema,
  note: optionalNoteSchema,
};

// ─── the upload forms ───

// The text fields of every kind's upload form as the form holds them; the service reads the same limits
// through filedItemFields.
export const filedItemFormFields = {
  attachmentName: z.string().overwrite(withoutFormatCharacters).max(REQUIRED_ITEM_NAME_MAX_LENGTH, { error: REQUIRED_ITEM_MESSAGES.attachmentNameTooLong }),
  note: z.string().max(NOTE_MAX_LENGTH, { error: REQUIRED_ITEM_MESSAGES.noteTooLong }),
};

// What filing an item brings: a name, a new file or not, one of the supplier's or worker's own documents to
// import or not, whether the item keeps a file already (an edit without a new one), and whether its kind asks
// for a name at all (an element document is named by its requirement or its file).
export type Filing = { attachmentName?: string | null; newFile: boolean; importing: boolean; keepsFile: boolean; nameRequired?: boolean };

// The rules of filing that look at more than one field, for the form and the service alike: a file unless an
// own document is imported or the item keeps its own; a name unless an own document brings its own.
export function filingIssues(filing: Filing): { field: "file" | "attachmentName"; message: string }[] {
  const issues: { field: "file" | "attachmentName"; message: string }[] = [];
  if (!filing.newFile && !filing.importing && !filing.keepsFile) issues.push({ field: "file", message: REQUIRED_ITEM_MESSAGES.fileRequired });
  if (filing.nameRequired !== false && !filing.attachmentName?.trim() && !filing.importing) issues.push({ field: "attachmentName", message: REQUIRED_ITEM_MESSAGES.attachmentNameRequired });
  return issues;
}

// The same rules as a form's refinement, with the dates in order.
export function refineFiling(filing: Filing & { documentDate?: string | null; documentExpirationDate?: string | null }, context: z.RefinementCtx) {
  for (const issue of filingIssues(filing)) context.addIssue({ code: "custom", path: [issue.field], message: issue.message });
  refineDatesInOrder(filing, context);
}

// ─── the review form ───

// The customer's decision: the approval state, its note (the reason of a rejection) and, where the kind has
// it, "mandatory". The rules that need the item as it stands (a reason already there, a file) are the
// service's; this one only the form's: a rejection written here needs its reason.
export const reviewFormSchema = z
  .object({
    approval: z.enum(APPROVAL_VALUES, { error: REQUIRED_ITEM_MESSAGES.approvalInvalid }),
    note: z.string().max(NOTE_MAX_LENGTH, { error: REQUIRED_ITEM_MESSAGES.noteTooLong }),
  })
  .superRefine((values, context) => {
    if (values.approval === "REJECTED" && values.note.trim() === "") {
      context.addIssue({ code: "custom", path: ["note"], message: REQUIRED_ITEM_MESSAGES.rejectionNoteRequired });
    }
  });
export type ReviewFormValues = z.infer<typeof reviewFormSchema>;

// The same decision at the service edge: each part optional (REST sends approval and "mandatory" apart).
export const reviewDecisionSchema = z.object({
  approval: z.enum(APPROVAL_VALUES, { error: REQUIRED_ITEM_MESSAGES.approvalInvalid }).optional(),
  active: z.boolean({ error: REQUIRED_ITEM_MESSAGES.activeInvalid }).optional(),
  reviewNote: optionalNoteSchema,
});
// What a caller hands the review: each part absent when it does not change.
export type ReviewDecision = { approval?: RequiredItemApproval; active?: boolean; reviewNote?: string | null };
