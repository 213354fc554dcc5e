// Input rules of the required-document calls (spec sections 3, 4 and 5), checked at the service edge with
// parseInput. GraphQL hands over Date objects and REST "YYYY-MM-DD" strings: both pass the same schema.
import { z } from "zod";
import { filedItemFields, refineDatesInOrder, REQUIRED_ITEM_MESSAGES, reviewDecisionSchema, type RequiredItemWords } from "../../../common/validation/required-items";

// How a required document names itself in the messages every required item shares.
export const REQUIRED_DOCUMENT_WORDS: RequiredItemWords = {
  ofItem: "del documento",
  thisItem: "questo documento",
  ownDocument: "un documento del fornitore",
  ownDocumentTitle: "Documento del fornitore",
  requiredCategory: "alla categoria richiesta",
};
const words = REQUIRED_DOCUMENT_WORDS;

// The rules every required item shares are worded once (common/validation/required-items.ts); these name
// them for a required document, with this call's own.
export const DOCUMENT_MESSAGES = {
  attachmentNameRequired: REQUIRED_ITEM_MESSAGES.attachmentNameRequired,
  attachmentNameTooLong: REQUIRED_ITEM_MESSAGES.attachmentNameTooLong,
  dateInvalid: REQUIRED_ITEM_MESSAGES.dateInvalid,
  expirationBeforeDate: REQUIRED_ITEM_MESSAGES.expirationBeforeDate,
  fileRequired: REQUIRED_ITEM_MESSAGES.fileRequired,
  fileOrImport: REQUIRED_ITEM_MESSAGES.fileOrImport(words),
  importNotMatching: REQUIRED_ITEM_MESSAGES.importNotMatching(words),
  importWithoutFile: REQUIRED_ITEM_MESSAGES.importWithoutFile(words),
  importNotFound: REQUIRED_ITEM_MESSAGES.importNotFound(words),
  noteTooLong: REQUIRED_ITEM_MESSAGES.noteTooLong,
  rejectionNoteRequired: REQUIRED_ITEM_MESSAGES.rejectionNoteRequired,
  approveWithoutFile: REQUIRED_ITEM_MESSAGES.approveWithoutFile(words),
  nothingToChange: REQUIRED_ITEM_MESSAGES.nothingToChange(words),
  deleteNothing: "Impossibile eliminare il documento",
  deleteApproved: REQUIRED_ITEM_MESSAGES.deleteApproved,
  approvalInvalid: REQUIRED_ITEM_MESSAGES.approvalInvalid,
  activeInvalid: REQUIRED_ITEM_MESSAGES.activeInvalid,
  idInvalid: "Identificativo non valido",
  categoryRequired: "Indicare la categoria del documento",
  supplierRequired: "Indicare il fornitore",
  procurementRequired: "Indicare l'appalto",
} as const;

// A database id: GraphQL passes the number inside the global id, REST a string. The object's own id may be 0
// (what parseNodeId makes of a forged global id): no row has it, so it answers "not found" like any other.
export const recordId = (message: string = DOCUMENT_MESSAGES.idInvalid) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });
const objectId = () =>
  z.coerce.number({ error: DOCUMENT_MESSAGES.idInvalid }).int({ error: DOCUMENT_MESSAGES.idInvalid }).min(0, { error: DOCUMENT_MESSAGES.idInvalid });

// The name is required for a new file; for an import it may be left out (with the dates), and the
// supplier document's own are copied.
export const uploadRequiredDocumentSchema = z
  .object({
    id: objectId(),
    ...filedItemFields,
    importSupplierAttachmentId: recordId().nullish(),
    // The REST calls also name the procurement: a requirement of another one answers "not found".
    procurementId: recordId(DOCUMENT_MESSAGES.procurementRequired).nullish(),
  })
  .superRefine((input, context) => {
    if (!input.attachmentName && !input.importSupplierAttachmentId) {
      context.addIssue({ code: "custom", path: ["attachmentName"], message: DOCUMENT_MESSAGES.attachmentNameRequired });
    }
    refineDatesInOrder(input, context);
  });

// reviewNote is the customer's own note (the reason of a rejection); the supplier's note is never written here.
export const reviewRequiredDocumentSchema = reviewDecisionSchema.extend({
  id: recordId(),
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
