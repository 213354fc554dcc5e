// Input rules of vehicles, machines and tools and their documents (spec sections 3, 4 and 5), checked at the
// service edge with parseInput. GraphQL hands over Date objects and REST "YYYY-MM-DD" strings: both pass.
import { z } from "zod";
import { optionalCalendarDate } from "../../../common/validation/dates";
import { optionalNoteSchema, refineDatesInOrder, REQUIRED_ITEM_MESSAGES, reviewDecisionSchema } from "../../../common/validation/required-items";
import {
  ELEMENT_DOCUMENT_MESSAGES,
  ELEMENT_KIND_VALUES,
  ELEMENT_TEXT_MESSAGES,
  elementDocumentNameSchema,
  elementFormSchema,
} from "../../../common/validation/elements";
import { ValidationError } from "../../lib/errors";
import { recordId } from "../documents/documents.validation";
import { NOTE_TOO_LONG_MESSAGE } from "../../../common/validation/notes";

export const ELEMENT_MESSAGES = {
  unsupportedKind: "Tipo di oggetto non supportato",
  typeRequired: ELEMENT_TEXT_MESSAGES.typeRequired,
  makerAndModelRequired: ELEMENT_TEXT_MESSAGES.makerAndModelRequired,
  noteTooLong: NOTE_TOO_LONG_MESSAGE,
  belongingInvalid: "Appartenenza non valida: 1 Proprietà o 2 Nolo",
  kindNotChangeable: "Il tipo (macchinario o attrezzatura) si sceglie solo alla creazione",
  procurementRequired: "Indicare l'appalto",
  supplierRequired: "Indicare il fornitore",
  elementRequired: "Indicare il mezzo, il macchinario o l'attrezzatura",
  documentRequired: "Indicare il documento",
  fileRequired: "Il file è obbligatorio",
  dateInvalid: "Data non valida: usare il formato AAAA-MM-GG",
  documentDateRequired: ELEMENT_DOCUMENT_MESSAGES.documentDateRequired,
  expirationRequired: ELEMENT_DOCUMENT_MESSAGES.expirationRequired,
  expirationBeforeDate: REQUIRED_ITEM_MESSAGES.expirationBeforeDate,
  approvedLocked: REQUIRED_ITEM_MESSAGES.approvedLocked,
  decisionInvalid: "Stato di approvazione non valido: 0 da approvare, 1 approvato, 2 respinto",
  wholeElementOnly: "Questo elemento si approva nel suo insieme, non documento per documento",
  perDocumentOnly: "Questo elemento si approva documento per documento",
  requirementInvalid: "Il documento richiesto scelto non è tra quelli richiesti per questo elemento",
  deleteElement: { EQUIPMENT: "Impossibile eliminare il Mezzo", MACHINERY: "Impossibile eliminare il Macchinario", TOOL: "Impossibile eliminare l'attrezzatura" },
} as const;

export { ELEMENT_KIND_VALUES };
export type ElementKindInput = (typeof ELEMENT_KIND_VALUES)[number];

// The spec's type_object names (and the REST resources' tails) as the stored kind.
const KIND_BY_NAME: Record<string, ElementKindInput> = {
  equipment: "EQUIPMENT",
  equipments: "EQUIPMENT",
  vehicle: "EQUIPMENT",
  machinery: "MACHINERY",
  machine: "MACHINERY",
  tool: "TOOL",
};

export function elementKindOf(value: unknown): ElementKindInput | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  if ((ELEMENT_KIND_VALUES as readonly string[]).includes(text)) return text as ElementKindInput;
  return KIND_BY_NAME[text.toLowerCase()] ?? null;
}

// The contract's type_object (equipment, machinery, tool) as an element kind, or the catalogue's refusal.
export function kindOrRefuse(value: unknown): ElementKindInput {
  const kind = elementKindOf(value);
  if (!kind) throw new ValidationError({ type_object: [ELEMENT_MESSAGES.unsupportedKind] }, ELEMENT_MESSAGES.unsupportedKind);
  return kind;
}

export const elementKindSchema = z.unknown().transform((value, ctx): ElementKindInput => {
  const kind = elementKindOf(value);
  if (kind) return kind;
  ctx.addIssue({ code: "custom", message: ELEMENT_MESSAGES.unsupportedKind });
  return z.NEVER;
});

// Blank text is stored as null; absent leaves it as it is.
const blankToNull = (schema: z.ZodString) => schema.nullish().transform((value) => (value === undefined ? undefined : value?.trim() || null));
const optionalNote = blankToNull(elementFormSchema.shape.note);

// 1 Proprietà / 2 Nolo, as the code or the stored value.
const belongingSchema = z
  .unknown()
  .optional()
  .transform((value, ctx): "OWNED" | "RENTED" | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || value === "") return null;
    if (value === "OWNED" || value === 1 || value === "1") return "OWNED";
    if (value === "RENTED" || value === 2 || value === "2") return "RENTED";
    ctx.addIssue({ code: "custom", message: ELEMENT_MESSAGES.belongingInvalid });
    return z.NEVER;
  });

// The element form's fields (common/validation/elements.ts); Appartenenza also as the REST code.
const elementFields = {
  type: elementFormSchema.shape.type,
  makerAndModel: elementFormSchema.shape.makerAndModel,
  serialNumber: blankToNull(elementFormSchema.shape.serialNumber),
  belonging: belongingSchema,
  note: optionalNote,
};

// A new element names its procurement, its kind and (for a customer, or as a check) its supplier.
export const createElementSchema = z.object({
  procurementId: recordId(ELEMENT_MESSAGES.procurementRequired),
  supplierId: recordId(ELEMENT_MESSAGES.supplierRequired).nullish(),
  kind: elementKindSchema,
  ...elementFields,
});

export const updateElementSchema = z.object({
  id: recordId(ELEMENT_MESSAGES.elementRequired),
  procurementId: recordId(ELEMENT_MESSAGES.procurementRequired).nullish(),
  kind: z.unknown().optional(),
  ...elementFields,
});

export const elementIdSchema = z.object({ id: recordId(ELEMENT_MESSAGES.elementRequired) });
export const elementDocumentIdSchema = z.object({ id: recordId(ELEMENT_MESSAGES.documentRequired) });

const optionalDate = optionalCalendarDate(ELEMENT_MESSAGES.dateInvalid);

// The element document form (spec section 5): Data emissione required, Data scadenza required unless
// no_expire. The simple upload (ALL_DOCUMENTS_AT_ONCE) sends the file alone: its dates are optional.
export const elementDocumentFieldsSchema = z
  .object({
    documentName: blankToNull(elementDocumentNameSchema),
    // Which required document this is (null: an extra document, named freely).
    requirementId: recordId(ELEMENT_MESSAGES.requirementInvalid).nullish(),
    documentDate: optionalDate,
    documentExpirationDate: optionalDate,
    noExpire: z.boolean().nullish(),
  })
  .superRefine((input, context) => {
    refineDatesInOrder(input, context);
  });

export const uploadElementDocumentSchema = z.object({
  elementId: recordId(ELEMENT_MESSAGES.elementRequired),
  procurementId: recordId(ELEMENT_MESSAGES.procurementRequired).nullish(),
});

// The review decision (common/validation/required-items.ts); the reviewer's note arrives as note.
export const reviewElementDocumentSchema = z.object({
  id: recordId(ELEMENT_MESSAGES.documentRequired),
  approval: reviewDecisionSchema.shape.approval.unwrap(),
  note: optionalNoteSchema,
});

export const reviewElementSchema = z.object({
  id: recordId(ELEMENT_MESSAGES.elementRequired),
  approval: z.enum(["PENDING", "APPROVED", "REJECTED"], { error: ELEMENT_MESSAGES.decisionInvalid }),
  reviewNote: optionalNote,
});
