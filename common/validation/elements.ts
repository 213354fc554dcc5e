// The forms of a vehicle, machine or tool (spec section 3 "Equipment", "Machinery / tool": Tipologia and Marca
// e Modello required, Matricola optional, each at most 255 characters, Appartenenza, note) and of its documents
// (spec section 5 "Element document form"). Shared by the server (service edge) and the client's forms, so a
// long text is refused with the field's name in both places rather than cut short by the input.
import { z } from "zod";
import { withoutFormatCharacters } from "../file-names";
import { NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE } from "./notes";
import { REQUIRED_ITEM_MESSAGES, REQUIRED_ITEM_NAME_MAX_LENGTH } from "./required-items";

export const ELEMENT_TEXT_MAX_LENGTH = 255;

export const ELEMENT_TEXT_MESSAGES = {
  typeRequired: "Il campo Tipologia non può essere vuoto.",
  makerAndModelRequired: "Il campo Marca e Modello non può essere vuoto.",
  typeTooLong: "Il campo Tipologia non può superare 255 caratteri.",
  makerAndModelTooLong: "Il campo Marca e Modello non può superare 255 caratteri.",
  serialNumberTooLong: "Il campo Matricola non può superare 255 caratteri.",
} as const;

function requiredText(required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, { error: required }).max(ELEMENT_TEXT_MAX_LENGTH, { error: tooLong });
}

export const elementTypeSchema = requiredText(ELEMENT_TEXT_MESSAGES.typeRequired, ELEMENT_TEXT_MESSAGES.typeTooLong);
export const elementMakerAndModelSchema = requiredText(ELEMENT_TEXT_MESSAGES.makerAndModelRequired, ELEMENT_TEXT_MESSAGES.makerAndModelTooLong);
export const elementSerialNumberSchema = z
  .string({ error: ELEMENT_TEXT_MESSAGES.serialNumberTooLong })
  .trim()
  .max(ELEMENT_TEXT_MAX_LENGTH, { error: ELEMENT_TEXT_MESSAGES.serialNumberTooLong });

export const ELEMENT_KIND_VALUES = ["EQUIPMENT", "MACHINERY", "TOOL"] as const;
export const ELEMENT_BELONGING_VALUES = ["OWNED", "RENTED"] as const;

export const elementNoteSchema = z.string({ error: NOTE_TOO_LONG_MESSAGE }).max(NOTE_MAX_LENGTH, { error: NOTE_TOO_LONG_MESSAGE });

// The element form as it is filled; the service reads the same fields (REST also sends Appartenenza as 1 or 2).
export const elementFormSchema = z.object({
  kind: z.enum(ELEMENT_KIND_VALUES),
  type: elementTypeSchema,
  makerAndModel: elementMakerAndModelSchema,
  serialNumber: elementSerialNumberSchema,
  belonging: z.enum(ELEMENT_BELONGING_VALUES).nullable(),
  note: elementNoteSchema,
});

// ─── the element document form ───

export const ELEMENT_DOCUMENT_MESSAGES = {
  documentDateRequired: "Il campo Data emissione è obbligatorio.",
  expirationRequired: "Il campo Data scadenza è obbligatorio, oppure indicare che il documento NON ha scadenza.",
  documentNameTooLong: REQUIRED_ITEM_MESSAGES.attachmentNameTooLong,
} as const;

// The free name of an extra document (a required one is named by its requirement), without invisible
// formatting characters (common/file-names.ts).
export const elementDocumentNameSchema = z
  .string({ error: ELEMENT_DOCUMENT_MESSAGES.documentNameTooLong })
  .overwrite(withoutFormatCharacters)
  .max(REQUIRED_ITEM_NAME_MAX_LENGTH, { error: ELEMENT_DOCUMENT_MESSAGES.documentNameTooLong });

// The rule of the element document form beyond each field: Data emissione required, Data scadenza required
// unless "Il documento NON ha scadenza" is ticked. The service applies it to SINGLE_DOCUMENT uploads and every
// edit (a whole-element upload may send the file alone), the form always.
export function elementDocumentFormIssues(fields: {
  documentDate?: Date | string | null;
  documentExpirationDate?: Date | string | null;
  noExpire?: boolean | null;
}): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  if (!fields.documentDate) issues.documentDate = [ELEMENT_DOCUMENT_MESSAGES.documentDateRequired];
  if (!fields.documentExpirationDate && !fields.noExpire) issues.documentExpirationDate = [ELEMENT_DOCUMENT_MESSAGES.expirationRequired];
  return issues;
}
