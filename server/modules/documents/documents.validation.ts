// Input rules of the required-document calls (spec sections 3, 4 and 5), checked at the service edge with
// parseInput. GraphQL hands over Date objects and REST "YYYY-MM-DD" strings: both pass the same schema.
import { z } from "zod";
import { optionalCalendarDate } from "../../../common/validation/dates";
import { NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE } from "../../../common/validation/notes";

export const DOCUMENT_MESSAGES = {
  attachmentNameRequired: "Il campo Nome documento non può essere vuoto.",
  attachmentNameTooLong: "Il nome del documento non può superare 255 caratteri",
  dateInvalid: "Data non valida: usare il formato AAAA-MM-GG",
  expirationBeforeDate: "La data di scadenza non può precedere la data del documento",
  fileRequired: "Il file è obbligatorio",
  fileOrImport: "Caricare un nuovo file oppure importare un documento del fornitore, non entrambi",
  importNotMatching: "Il documento del fornitore non corrisponde alla categoria richiesta",
  importWithoutFile: "Il documento del fornitore selezionato non ha un file",
  importNotFound: "Documento del fornitore non trovato",
  noteTooLong: NOTE_TOO_LONG_MESSAGE,
  rejectionNoteRequired: "Indicare il motivo del rifiuto",
  approveWithoutFile: "Impossibile approvare: per questo documento non è stato caricato alcun file",
  nothingToChange: "Indicare lo stato di approvazione o l'obbligatorietà del documento",
  deleteNothing: "Impossibile eliminare il documento",
  deleteApproved: "Non è possibile eliminare un documento approvato: caricarne una nuova versione",
  approvalInvalid: "Stato di approvazione non valido: 0 da approvare, 1 approvato, 2 respinto",
  activeInvalid: "Obbligatorietà non valida: 0 o 1",
  idInvalid: "Identificativo non valido",
  categoryRequired: "Indicare la categoria del documento",
  supplierRequired: "Indicare il fornitore",
  procurementRequired: "Indicare l'appalto",
} as const;

const NAME_MAX_LENGTH = 255;

// A database id: GraphQL passes the number inside the global id, REST a string. The object's own id may be 0
// (what parseNodeId makes of a forged global id): no row has it, so it answers "not found" like any other.
export const recordId = (message: string = DOCUMENT_MESSAGES.idInvalid) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });
const objectId = () =>
  z.coerce.number({ error: DOCUMENT_MESSAGES.idInvalid }).int({ error: DOCUMENT_MESSAGES.idInvalid }).min(0, { error: DOCUMENT_MESSAGES.idInvalid });

const optionalDate = optionalCalendarDate(DOCUMENT_MESSAGES.dateInvalid);

// An optional note: an empty text clears it (null); absent (undefined) leaves it as it is.
const optionalNote = z
  .string({ error: DOCUMENT_MESSAGES.noteTooLong })
  .max(NOTE_MAX_LENGTH, { error: DOCUMENT_MESSAGES.noteTooLong })
  .nullish()
  .transform((value) => (value === undefined ? undefined : value?.trim() || null));

// The name is required for a new file; for an import it may be left out (with the dates), and the
// supplier document's own are copied.
export const uploadRequiredDocumentSchema = z
  .object({
    id: objectId(),
    attachmentName: z
      .string({ error: DOCUMENT_MESSAGES.attachmentNameRequired })
      .trim()
      .max(NAME_MAX_LENGTH, { error: DOCUMENT_MESSAGES.attachmentNameTooLong })
      .nullish()
      .transform((value) => value || null),
    documentDate: optionalDate,
    documentExpirationDate: optionalDate,
    importSupplierAttachmentId: recordId().nullish(),
    note: optionalNote,
    // The REST calls also name the procurement: a requirement of another one answers "not found".
    procurementId: recordId(DOCUMENT_MESSAGES.procurementRequired).nullish(),
  })
  .superRefine((input, context) => {
    if (!input.attachmentName && !input.importSupplierAttachmentId) {
      context.addIssue({ code: "custom", path: ["attachmentName"], message: DOCUMENT_MESSAGES.attachmentNameRequired });
    }
    if (input.documentDate && input.documentExpirationDate && input.documentExpirationDate < input.documentDate) {
      context.addIssue({ code: "custom", path: ["documentExpirationDate"], message: DOCUMENT_MESSAGES.expirationBeforeDate });
    }
  });

// reviewNote is the customer's own note (the reason of a rejection); the supplier's note is never written here.
export const reviewRequiredDocumentSchema = z.object({
  id: recordId(),
  approval: z.enum(["PENDING", "APPROVED", "REJECTED"], { error: DOCUMENT_MESSAGES.approvalInvalid }).optional(),
  active: z.boolean({ error: DOCUMENT_MESSAGES.activeInvalid }).optional(),
  reviewNote: optionalNote,
  procurementId: recordId(DOCUMENT_MESSAGES.procurementRequired).nullish(),
});

export const requiredDocumentIdSchema = z.object({ id: objectId() });

export const selfCertificationSchema = z.object({
  procurementId: recordId(DOCUMENT_MESSAGES.procurementRequired),
  supplierId: recordId(DOCUMENT_MESSAGES.supplierRequired),
});

export const matchingDocumentationSchema = z.object({
  categoryCode: z.string({ error: DOCUMENT_MESSAGES.categoryRequired }).trim().min(1, { error: DOCUMENT_MESSAGES.categoryRequired }),
  supplierId: recordId(DOCUMENT_MESSAGES.supplierRequired),
});

export const requiredCategoriesSchema = z.object({
  procurementId: recordId(DOCUMENT_MESSAGES.procurementRequired),
  supplierId: recordId(DOCUMENT_MESSAGES.supplierRequired).nullish(),
});
