// Input rules of the worker's own documents (the home's worker "Scheda"): the document type (a worker
// category code), a name, optional dates in order; the target is a new document of a worker, or one by id.
import { z } from "zod";
import { withoutFormatCharacters } from "../../../common/file-names";
import { optionalCalendarDate } from "../../../common/validation/dates";
import { recordId, WORKER_MESSAGES } from "./workers.validation";

export const WORKER_DOCUMENT_MESSAGES = {
  nameRequired: "Il campo Nome documento non può essere vuoto.",
  deleteRefused: "Impossibile eliminare il documento del lavoratore",
} as const;

const NAME_MAX_LENGTH = 255;

export const workerDocumentTargetSchema = z.object({
  id: recordId().nullish(),
  workerId: recordId(WORKER_MESSAGES.workerRequired).nullish(),
});

export const workerDocumentSchema = z
  .object({
    categoryCode: z.string({ error: WORKER_MESSAGES.categoryRequired }).trim().min(1, { error: WORKER_MESSAGES.categoryRequired }).max(50, { error: WORKER_MESSAGES.categoryRequired }),
    attachmentFilename: z
      .string({ error: WORKER_DOCUMENT_MESSAGES.nameRequired })
      .overwrite(withoutFormatCharacters)
      .trim()
      .min(1, { error: WORKER_DOCUMENT_MESSAGES.nameRequired })
      .max(NAME_MAX_LENGTH, { error: WORKER_MESSAGES.attachmentNameTooLong }),
    documentDate: optionalCalendarDate(WORKER_MESSAGES.dateInvalid),
    documentExpirationDate: optionalCalendarDate(WORKER_MESSAGES.dateInvalid),
  })
  .superRefine((input, context) => {
    if (input.documentDate && input.documentExpirationDate && input.documentExpirationDate < input.documentDate) {
      context.addIssue({ code: "custom", path: ["documentExpirationDate"], message: WORKER_MESSAGES.expirationBeforeDate });
    }
  });
