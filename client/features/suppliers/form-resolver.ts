// A react-hook-form resolver that checks the form with a zod schema but leaves the values as the form
// holds them. The shared schemas transform (text → Date, 0/1 → boolean, "" → null), so their input and
// output types differ, while the shared fields take a Control whose values are one type; the submit
// handler parses again to get the transformed values (parse it with the same schema).
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

export function validateWith<Form extends FieldValues>(schema: z.ZodType): Resolver<Form> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      // These forms are flat: an issue belongs to its first path segment (an object-level check names
      // its field in `path`). The first message of a field is the one shown.
      const field = String(issue.path[0] ?? "root");
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Form> };
  };
}
