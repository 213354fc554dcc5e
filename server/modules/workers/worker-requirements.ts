// The rules of a worker's place on a procurement that every call shares: which qualification flags a
// customer allows (spec section 5, customer 3336), and which fitness categories a worker needs
// (getRelativeDocument). One rule, one place: the assign and edit calls, the category preview and the
// demo data all ask here.
import {
  QUALIFICATION_FLAGS,
  SPECIAL_CUSTOMER_FORCED_OFF_FLAGS,
  SPECIAL_CUSTOMER_ID,
  type QualificationFlagField,
} from "../../../common/reference-lists";
import type { Prisma } from "../../generated/prisma/client";
import { ValidationError } from "../../lib/errors";

export type QualificationFlags = Record<QualificationFlagField, boolean>;

export const QUALIFICATION_FLAG_FIELDS: readonly QualificationFlagField[] = QUALIFICATION_FLAGS.map((flag) => flag.field);

export function noFlags(): QualificationFlags {
  return Object.fromEntries(QUALIFICATION_FLAG_FIELDS.map((field) => [field, false])) as QualificationFlags;
}

export function flagsOf(row: Partial<Record<QualificationFlagField, boolean | null | undefined>>): QualificationFlags {
  return Object.fromEntries(QUALIFICATION_FLAG_FIELDS.map((field) => [field, row[field] === true])) as QualificationFlags;
}

export const flagSelect = Object.fromEntries(QUALIFICATION_FLAG_FIELDS.map((field) => [field, true])) as Record<QualificationFlagField, true>;

// Customer 3336 never has these flags (spec section 5). The screen disables them; a crafted request that
// sets one is refused with the flag's name, and nothing is stored.
export function checkFlagsAllowed(customerId: number, flags: QualificationFlags): void {
  if (customerId !== SPECIAL_CUSTOMER_ID) return;
  const refused = SPECIAL_CUSTOMER_FORCED_OFF_FLAGS.filter((field) => flags[field]);
  if (refused.length === 0) return;
  const errors: Record<string, string[]> = {};
  for (const field of refused) {
    const label = QUALIFICATION_FLAGS.find((flag) => flag.field === field)?.label ?? field;
    errors[field] = [`La qualifica "${label}" non è prevista per i lavoratori di questo committente`];
  }
  throw new ValidationError(errors);
}

// Codes stored as JSON by the procurement and the supplier's place on it (worker_mandatory_document_categories).
export function categoryCodesOfJson(value: Prisma.JsonValue | null | undefined): string[] {
  let list: unknown = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.filter((code): code is string => typeof code === "string") : [];
}

export type CategoryRule = { code: string; requiredByFlag: string | null };

// The fitness categories a worker needs on a procurement: those every worker of the procurement needs,
// those the procurement asks of this supplier's workers, and one per flag that requires a category.
// Returned in the order of the category list given.
export function requiredCategoryCodes(
  categories: readonly CategoryRule[],
  flags: QualificationFlags,
  mandatory: { procurement: Prisma.JsonValue | null | undefined; supplierLink: Prisma.JsonValue | null | undefined },
): string[] {
  const wanted = new Set([...categoryCodesOfJson(mandatory.procurement), ...categoryCodesOfJson(mandatory.supplierLink)]);
  for (const category of categories) {
    if (category.requiredByFlag && flags[category.requiredByFlag as QualificationFlagField]) wanted.add(category.code);
  }
  return categories.filter((category) => wanted.has(category.code)).map((category) => category.code);
}
