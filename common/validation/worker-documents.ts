// Input rules of a worker's own documents (the home's worker "Scheda"): the document type (a worker category
// code), a name, optional dates in order. Shared by the server (service edge, through parseInput) and the
// worker document dialog (react-hook-form with the zod resolver), so both say the same thing in the same words.
import { z } from "zod";
import { withoutFormatCharacters } from "../file-names";
import { optionalCalendarDate } from "./dates";
import { REQUIRED_ITEM_MESSAGES, REQUIRED_ITEM_NAME_MAX_LENGTH } from "./required-items";

export const WORKER_DOCUMENT_MESSAGES = {
  categoryRequired: "Indicare il tipo di documento",
  nameRequired: "Il campo Nome documento non può essere vuoto.",
  nameTooLong: REQUIRED_ITEM_MESSAGES.attachmentNameTooLong,
  dateInvalid: REQUIRED_ITEM_MESSAGES.dateInvalid,
  expirationBeforeDate: REQUIRED_ITEM_MESSAGES.expirationBeforeDate,
  deleteRefused: "Impossibile eliminare il documento del lavoratore",
} as const;

const CATEGORY_CODE_MAX_LENGTH = 50;

// Both halves use these two fields as they are; the dates differ only in what holds them (a Date on the server,
// the date box's text in the form), so each half adds its own.
export const workerDocumentFields = {
  categoryCode: z
    .string({ error: WORKER_DOCUMENT_MESSAGES.categoryRequired })
    .trim()
    .min(1, { error: WORKER_DOCUMENT_MESSAGES.categoryRequired })
    .max(CATEGORY_CODE_MAX_LENGTH, { error: WORKER_DOCUMENT_MESSAGES.categoryRequired }),
  attachmentFilename: z
    .string({ error: WORKER_DOCUMENT_MESSAGES.nameRequired })
    .overwrite(withoutFormatCharacters)
    .trim()
    .min(1, { error: WORKER_DOCUMENT_MESSAGES.nameRequired })
    .max(REQUIRED_ITEM_NAME_MAX_LENGTH, { error: WORKER_DOCUMENT_MESSAGES.nameTooLong }),
};

export const workerDocumentSchema = z
  .object({
    ...workerDocumentFields,
    documentDate: optionalCalendarDate(WORKER_DOCUMENT_MESSAGES.dateInvalid),
    documentExpirationDate: optionalCalendarDate(WORKER_DOCUMENT_MESSAGES.dateInvalid),
  })
  .superRefine((input, context) => {
    if (input.documentDate && input.documentExpirationDate && input.documentExpirationDate < input.documentDate) {
      context.addIssue({ code: "custom", path: ["documentExpirationDate"], message: WORKER_DOCUMENT_MESSAGES.expirationBeforeDate });
    }
  });
