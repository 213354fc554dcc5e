// Validation of the customer's approvals inbox (/review): its filters and the decisions taken on several waiting
// items at once. Shared by the server (review.service.ts, through parseInput) and the client's reject form. Pure:
// no server imports.
import { z } from "zod";
import { NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE } from "./notes";

// What can wait for the customer's decision: a required document (tab 2), a worker's fitness certificate, a
// worker's participation, a vehicle, machine or tool approved as a whole, or one document of a machine or tool
// approved document by document.
export const REVIEW_ITEM_KINDS = ["REQUIRED_DOCUMENT", "FITNESS_CERTIFICATE", "PARTICIPATION", "ELEMENT", "ELEMENT_DOCUMENT"] as const;
export type ReviewItemKind = (typeof REVIEW_ITEM_KINDS)[number];

// The decisions the inbox takes; "approvata con prescrizioni" only for a participation (spec section 4, isApproved).
export const REVIEW_DECISIONS = ["APPROVED", "APPROVED_WITH_PRESCRIPTIONS", "REJECTED"] as const;
export type ReviewInboxDecision = (typeof REVIEW_DECISIONS)[number];

// How many rows one decision takes at most (a page of the inbox).
export const REVIEW_BATCH_MAX = 100;

export const REVIEW_MESSAGES = {
  nothingSelected: "Selezionare almeno un elemento da decidere",
  tooMany: `Si possono decidere al massimo ${REVIEW_BATCH_MAX} elementi alla volta`,
  kindInvalid: "Tipo di elemento non valido",
  decisionInvalid: "Decisione non valida: approvare, approvare con prescrizioni o respingere",
  rejectionNoteRequired: "Indicare il motivo del rifiuto",
  prescriptionsRequired: "Indicare le prescrizioni",
  prescriptionsOnlyParticipation: "Solo la partecipazione di un lavoratore si approva con prescrizioni",
  noteTooLong: NOTE_TOO_LONG_MESSAGE,
  notWaiting: "Uno degli elementi scelti non è più in attesa di decisione: aggiornare l'elenco",
  duplicate: "Lo stesso elemento è indicato due volte",
} as const;

const note = z
  .string({ error: REVIEW_MESSAGES.noteTooLong })
  .max(NOTE_MAX_LENGTH, { error: REVIEW_MESSAGES.noteTooLong })
  .nullish()
  .transform((value) => value?.trim() || null);

export const reviewItemDecisionSchema = z
  .object({
    kind: z.enum(REVIEW_ITEM_KINDS, { error: REVIEW_MESSAGES.kindInvalid }),
    id: z.number().int().positive(),
    decision: z.enum(REVIEW_DECISIONS, { error: REVIEW_MESSAGES.decisionInvalid }),
    note,
  })
  .superRefine((item, context) => {
    if (item.decision === "REJECTED" && !item.note) context.addIssue({ code: "custom", path: ["note"], message: REVIEW_MESSAGES.rejectionNoteRequired });
    if (item.decision === "APPROVED_WITH_PRESCRIPTIONS") {
      if (item.kind !== "PARTICIPATION") context.addIssue({ code: "custom", path: ["decision"], message: REVIEW_MESSAGES.prescriptionsOnlyParticipation });
      else if (!item.note) context.addIssue({ code: "custom", path: ["note"], message: REVIEW_MESSAGES.prescriptionsRequired });
    }
  });
export type ReviewItemDecision = z.infer<typeof reviewItemDecisionSchema>;

export const decideReviewItemsSchema = z.object({
  items: z
    .array(reviewItemDecisionSchema)
    .min(1, { error: REVIEW_MESSAGES.nothingSelected })
    .max(REVIEW_BATCH_MAX, { error: REVIEW_MESSAGES.tooMany })
    .refine((items) => new Set(items.map((item) => `${item.kind}:${item.id}`)).size === items.length, { error: REVIEW_MESSAGES.duplicate }),
});

// The inbox's filters: each absent when it does not narrow the list. The category is a key of the list's own
// categories ("D12" a document category, "W3" a worker category, "E:MACHINERY" an element kind).
export const reviewFiltersSchema = z.object({
  procurementId: z.number().int().positive().nullish(),
  supplierId: z.number().int().positive().nullish(),
  kind: z.enum(REVIEW_ITEM_KINDS, { error: REVIEW_MESSAGES.kindInvalid }).nullish(),
  category: z.string().max(40).nullish(),
});
export type ReviewFilters = z.infer<typeof reviewFiltersSchema>;

// The inbox screen's note forms: a rejection's reason, an approval's prescriptions; each says which one is missing.
const noteForm = (requiredMessage: string) =>
  z.object({ note: z.string().trim().min(1, { error: requiredMessage }).max(NOTE_MAX_LENGTH, { error: REVIEW_MESSAGES.noteTooLong }) });
export const rejectFormSchema = noteForm(REVIEW_MESSAGES.rejectionNoteRequired);
export const prescriptionsFormSchema = noteForm(REVIEW_MESSAGES.prescriptionsRequired);
export type NoteFormValues = z.infer<typeof rejectFormSchema>;
