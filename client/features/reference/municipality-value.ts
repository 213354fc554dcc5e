// What a municipality autocomplete holds in a form: the text in the box, and the id of the municipality
// when one was picked from the list. Free text without an id is the requireMatch error of spec section 5.
import { z } from "zod";
import { SUPPLIER_WORKER_MESSAGES } from "../../../common/validation/suppliers";

export type MunicipalityValue = { id: string | null; label: string };

// Suggestions appear only after more than 2 characters (spec sections 5 and 9).
export const MUNICIPALITY_MIN_SEARCH_LENGTH = 3;
// The same words as the server's refusal of free text.
export const MUNICIPALITY_REQUIRE_MATCH = SUPPLIER_WORKER_MESSAGES.birthplaceRequireMatch;
export const EMPTY_MUNICIPALITY: MunicipalityValue = { id: null, label: "" };

// An optional municipality: empty, or an item of the list.
export const optionalMunicipalitySchema = z
  .object({ id: z.string().nullable(), label: z.string() })
  .refine((value) => value.id !== null || value.label.trim() === "", { error: MUNICIPALITY_REQUIRE_MATCH });

export function municipalityValueOf(municipality: { readonly id: string; readonly label: string } | null | undefined): MunicipalityValue {
  return municipality ? { id: municipality.id, label: municipality.label } : EMPTY_MUNICIPALITY;
}
