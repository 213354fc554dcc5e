// Turns server error shapes into the one-line toasts of spec section 8.

export type FieldErrorEntry = { readonly field: string; readonly messages: ReadonlyArray<string> };

const BRACKETS_AND_BRACES = /[[\]{}]/g;

function clean(message: string): string {
  return message.replace(BRACKETS_AND_BRACES, "").trim();
}

// Each field's messages joined with " , "; one line per field.
export function formatFieldErrors(entries: ReadonlyArray<FieldErrorEntry>): string {
  return entries
    .map((entry) => entry.messages.map(clean).filter(Boolean).join(" , "))
    .filter(Boolean)
    .join("\n");
}

// A REST-style body `{ errors: { field: [messages] } }`.
export function formatErrorMap(errors: Record<string, unknown>): string {
  return formatFieldErrors(
    Object.entries(errors).map(([field, value]) => ({
      field,
      messages: Array.isArray(value) ? value.map((item) => String(item)) : [String(value)],
    })),
  );
}

export function isErrorMap(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
