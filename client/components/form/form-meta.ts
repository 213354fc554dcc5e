// What a form dialog knows about its fields beyond react-hook-form: each field's label (to name it
// near the Save button when it is missing or wrong) and whether it is required (its asterisk). Both
// come from the fields themselves and the form's zod schema, so no form lists its fields twice.
// Pure, unit-tested (form-meta.test.ts); the React side is in form-meta-context.tsx.
import { z } from "zod";

export type FieldEntry = {
  readonly name: string;
  readonly label: string;
  // The id of the field's control, to put the names in the order the user sees the fields.
  readonly inputId: string;
  readonly required: boolean;
  readonly isEmpty: (value: unknown) => boolean;
};

// What the summary near the Save button lists: labels of empty fields that need a value, and of
// filled fields whose value is wrong.
export type FormProblems = { readonly missing: ReadonlyArray<string>; readonly invalid: ReadonlyArray<string> };

// The object schema under refinements and transforms (zod 4 keeps .refine on the object itself; a
// .transform wraps it in a pipe).
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return objectShape(schema.in as z.ZodType);
  return null;
}

// A field is required when its own rule refuses its empty value. Rules that span fields (a file
// needed only in some modes) are the field's `required` prop instead.
export function isRequiredBySchema(schema: z.ZodType | undefined, name: string, emptyValue: unknown): boolean {
  if (!schema) return false;
  const field = objectShape(schema)?.[name];
  if (!field) return false;
  try {
    return !field.safeParse(emptyValue).success;
  } catch {
    // An asynchronous rule cannot be run here; such a field states `required` itself.
    return false;
  }
}

// The fields with a problem: those the schema refuses now, and those with an error placed on them
// (a server's answer). Fields are named in their order on screen; one without a label is skipped.
export function formProblems(
  fields: ReadonlyArray<FieldEntry>,
  failingNames: ReadonlySet<string>,
  valueOf: (name: string) => unknown,
): FormProblems {
  const missing: string[] = [];
  const invalid: string[] = [];
  for (const field of fields) {
    if (!failingNames.has(field.name) || !field.label) continue;
    (field.isEmpty(valueOf(field.name)) ? missing : invalid).push(field.label);
  }
  return { missing, invalid };
}

// The names of the fields the schema refuses for these values (the first segment of each issue's path).
export function failingFieldNames(schema: z.ZodType | undefined, values: unknown): Set<string> {
  const names = new Set<string>();
  if (!schema) return names;
  let result;
  try {
    result = schema.safeParse(values);
  } catch {
    return names;
  }
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.path.length > 0) names.add(String(issue.path[0]));
    }
  }
  return names;
}

// Empty values as each kind of field holds them.
export const isEmptyText = (value: unknown): boolean => value === null || value === undefined || (typeof value === "string" && value.trim() === "");
export const isEmptyChoice = (value: unknown): boolean => value === null || value === undefined || value === "";
