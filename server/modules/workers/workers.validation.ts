// Input rules of the procurement-worker and fitness-certificate calls (spec sections 3, 4, 5 and 7), checked at
// the service edge with parseInput. REST sends flags as 0/1 and ids as strings, GraphQL booleans and numbers:
// both pass the same schemas.
import { z } from "zod";
import { QUALIFICATION_FLAGS, type QualificationFlagField } from "../../../common/reference-lists";
import { filedItemFields, optionalNoteSchema, refineDatesInOrder, REQUIRED_ITEM_MESSAGES, reviewDecisionSchema, type RequiredItemWords } from "../../../common/validation/required-items";
import { NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE } from "../../../common/validation/notes";
import { assignmentJobSchema, assignmentNoteSchema, PROCUREMENT_WORKER_MESSAGES } from "../../../common/validation/procurement-workers";

// How a fitness certificate names itself in the messages every required item shares.
export const WORKER_WORDS: RequiredItemWords = {
  ofItem: "dell'idoneità",
  thisItem: "questa idoneità",
  ownDocument: "un documento del lavoratore",
  ownDocumentTitle: "Documento del lavoratore",
  requiredCategory: "al tipo di idoneità richiesto",
};

export const WORKER_MESSAGES = {
  idInvalid: "Identificativo non valido",
  procurementRequired: "Indicare l'appalto",
  workerRequired: "Indicare il lavoratore",
  selectedWorkersRequired: PROCUREMENT_WORKER_MESSAGES.selectedWorkersRequired,
  workerNotOfSupplier: "Il lavoratore selezionato non appartiene a questo fornitore",
  workerAlreadyAssigned: (name: string) => `Il lavoratore ${name} è già associato a questo appalto`,
  flagInvalid: "Valore non valido: indicare 0 o 1",
  jobTooLong: PROCUREMENT_WORKER_MESSAGES.jobTooLong,
  noteTooLong: NOTE_TOO_LONG_MESSAGE,
  unknownCategory: (code: string) => `Categoria di idoneità sconosciuta: ${code}`,
  categoryRequired: "Indicare il tipo di idoneità",
  categoryAlreadyPresent: "Questo tipo di idoneità è già presente per il lavoratore in questo appalto",
  approvalInvalid: "Stato di approvazione non valido",
  participationInvalid: "Stato non valido: In corso, Approvata, Approvata con prescrizioni o Respinta",
  prescriptionsRequired: "Indicare le prescrizioni",
  // The rules every required item shares, worded once (common/validation/required-items.ts).
  rejectionNoteRequired: REQUIRED_ITEM_MESSAGES.rejectionNoteRequired,
  dateInvalid: REQUIRED_ITEM_MESSAGES.dateInvalid,
  expirationBeforeDate: REQUIRED_ITEM_MESSAGES.expirationBeforeDate,
  attachmentNameRequired: REQUIRED_ITEM_MESSAGES.attachmentNameRequired,
  attachmentNameTooLong: REQUIRED_ITEM_MESSAGES.attachmentNameTooLong,
  fileRequired: REQUIRED_ITEM_MESSAGES.fileRequired,
  activeInvalid: REQUIRED_ITEM_MESSAGES.activeInvalid,
  importNotFound: REQUIRED_ITEM_MESSAGES.importNotFound(WORKER_WORDS),
  importNotMatching: REQUIRED_ITEM_MESSAGES.importNotMatching(WORKER_WORDS),
  importWithoutFile: REQUIRED_ITEM_MESSAGES.importWithoutFile(WORKER_WORDS),
} as const;

export const recordId = (message: string = WORKER_MESSAGES.idInvalid) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });
// The object's own id may be 0 (a forged global id): no row has it, so it answers "not found".
const objectId = () =>
  z.coerce.number({ error: WORKER_MESSAGES.idInvalid }).int({ error: WORKER_MESSAGES.idInvalid }).min(0, { error: WORKER_MESSAGES.idInvalid });

// 0/1, "0"/"1", booleans and "true"/"false": what the two facades send for a checkbox.
export const flagValue = (message: string = WORKER_MESSAGES.flagInvalid) =>
  z.preprocess((value) => {
    if (value === 1 || value === "1" || value === "true") return true;
    if (value === 0 || value === "0" || value === "false" || value === "") return false;
    return value;
  }, z.boolean({ error: message }));

const flagsShape = Object.fromEntries(QUALIFICATION_FLAGS.map((flag) => [flag.field, flagValue().optional()])) as Record<
  QualificationFlagField,
  z.ZodOptional<ReturnType<typeof flagValue>>
>;

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, { error: message })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null));

// A list of ids: an array, or the comma-separated text a form field may send.
const idList = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.split(",").filter((part) => part.trim() !== "") : value),
    z.array(recordId(message), { error: message }).max(200, { error: message }),
  );

const codeList = z.preprocess(
  (value) => (typeof value === "string" ? value.split(",").map((part) => part.trim()).filter(Boolean) : value),
  z.array(z.string({ error: WORKER_MESSAGES.categoryRequired }).trim().min(1, { error: WORKER_MESSAGES.categoryRequired }).max(50), {
    error: WORKER_MESSAGES.categoryRequired,
  }).max(100),
);

// Blank text is stored as null.
const blankToNull = (schema: z.ZodString) => schema.nullish().transform((value) => (value === undefined ? undefined : value?.trim() || null));

export const assignmentFieldsSchema = z.object({
  ...flagsShape,
  job: blankToNull(assignmentJobSchema),
  note: blankToNull(assignmentNoteSchema),
});

export const assignWorkersSchema = assignmentFieldsSchema
  .extend({
    procurementId: recordId(WORKER_MESSAGES.procurementRequired),
    supplierId: recordId().nullish(),
    selectedWorkers: idList(WORKER_MESSAGES.workerNotOfSupplier).nullish().transform((value) => value ?? []),
    addNewWorker: flagValue().nullish().transform((value) => value === true),
    importFromSupplierDocumentation: flagValue().nullish().transform((value) => value === true),
  })
  .superRefine((input, context) => {
    if (!input.addNewWorker && input.selectedWorkers.length === 0) {
      context.addIssue({ code: "custom", path: ["selectedWorkers"], message: WORKER_MESSAGES.selectedWorkersRequired });
    }
  });

export const editAssignmentSchema = assignmentFieldsSchema.extend({
  procurementId: recordId(WORKER_MESSAGES.procurementRequired),
  workerId: recordId(WORKER_MESSAGES.workerRequired),
  // "Applica la modifica alla mansione e a tutti i lavoratori" (workerpropagate).
  propagate: flagValue().nullish().transform((value) => value === true),
});

export const relativeDocumentsSchema = z.object({
  ...flagsShape,
  procurementId: recordId(WORKER_MESSAGES.procurementRequired),
  supplierId: recordId().nullish(),
});

export const assignmentKeySchema = z.object({
  procurementId: recordId(WORKER_MESSAGES.procurementRequired),
  workerId: recordId(WORKER_MESSAGES.workerRequired),
});

export const pivotIdSchema = z.object({ id: objectId(), procurementId: recordId(WORKER_MESSAGES.procurementRequired).nullish() });

export const reviewParticipationSchema = z
  .object({
    id: objectId(),
    approval: z.enum(["PENDING", "APPROVED", "APPROVED_WITH_PRESCRIPTIONS", "REJECTED"], { error: WORKER_MESSAGES.participationInvalid }),
    note: optionalText(NOTE_MAX_LENGTH, WORKER_MESSAGES.noteTooLong),
  })
  .superRefine((input, context) => {
    if (input.approval === "APPROVED_WITH_PRESCRIPTIONS" && !input.note) {
      context.addIssue({ code: "custom", path: ["note"], message: WORKER_MESSAGES.prescriptionsRequired });
    }
    if (input.approval === "REJECTED" && !input.note) {
      context.addIssue({ code: "custom", path: ["note"], message: WORKER_MESSAGES.rejectionNoteRequired });
    }
  });

export const addCertificatesSchema = assignmentKeySchema.extend({ categories: codeList });

// The fields every required item is filed with (common/validation/required-items.ts), and the worker's own file.
const certificateFileFields = {
  ...filedItemFields,
  supplierWorkerAttachmentId: recordId().nullish(),
  importFromSupplierDocumentation: flagValue().nullish().transform((value) => value === true),
};

export const addCertificateSchema = assignmentKeySchema
  .extend({ categoryCode: z.string({ error: WORKER_MESSAGES.categoryRequired }).trim().min(1, { error: WORKER_MESSAGES.categoryRequired }), ...certificateFileFields })
  .superRefine(refineDatesInOrder);

export const uploadCertificateSchema = z
  .object({ id: objectId(), procurementId: recordId(WORKER_MESSAGES.procurementRequired).nullish(), ...certificateFileFields })
  .superRefine(refineDatesInOrder);

// The review decision (common/validation/required-items.ts); REST sends "mandatory" as 0/1, and the reviewer's
// note arrives as note.
export const reviewCertificateSchema = z.object({
  id: objectId(),
  approval: reviewDecisionSchema.shape.approval,
  active: flagValue(REQUIRED_ITEM_MESSAGES.activeInvalid).optional(),
  note: optionalNoteSchema,
  procurementId: recordId(WORKER_MESSAGES.procurementRequired).nullish(),
});

export const certificateIdSchema = z.object({ id: objectId() });

export const matchingWorkerDocumentationSchema = z.object({
  workerId: recordId(WORKER_MESSAGES.workerRequired),
  categoryCode: z.string({ error: WORKER_MESSAGES.categoryRequired }).trim().min(1, { error: WORKER_MESSAGES.categoryRequired }),
});
