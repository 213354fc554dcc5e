// The text fields of a vehicle, machine or tool (spec section 3 "Equipment", "Machinery / tool"): Tipologia
// and Marca e Modello required, Matricola optional, each at most 255 characters. Shared by the server
// (service edge) and the client's form, so a long text is refused with the field's name in both places
// rather than cut short by the input.
import { z } from "zod";

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
