// What a screen does with the error answer of a mutation (the error members of its result union): a
// ValidationError's messages go under the form fields they name, anything else (or a field the form does not
// show) becomes one error toast, as spec section 8 wants for server errors. The network layer has already
// handled transport errors and 401/403.
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { showError, showSuccess } from "../components/toaster";
import { formatFieldErrors, type FieldErrorEntry } from "./errors";

export type MutationFailure = {
  readonly __typename: string;
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<FieldErrorEntry>;
};

// Receives the server's field name (without GraphQL's "input." prefix) and the messages joined; false for a
// field the form does not hold.
export type PlaceOnField = (field: string, message: string) => boolean;

// The answer as one line of text: the field messages, else the service's message, else the fallback.
export function failureMessage(result: MutationFailure, fallback: string): string {
  if (result.fieldErrors && result.fieldErrors.length > 0) {
    const text = formatFieldErrors(result.fieldErrors);
    if (text) return text;
  }
  return result.message || fallback;
}

export function reportMutationFailure(result: MutationFailure, options: { placeOnField?: PlaceOnField; fallback?: string } = {}): void {
  const entries = result.__typename === "ValidationError" ? (result.fieldErrors ?? []) : [];
  const unplaced = entries.filter(
    (entry) => !(options.placeOnField?.(entry.field.replace(/^input\./, ""), entry.messages.join(" , ")) ?? false),
  );
  if (entries.length > 0 && unplaced.length === 0) return;
  showError(failureMessage({ ...result, fieldErrors: unplaced }, options.fallback ?? ""));
}

// The PlaceOnField of a react-hook-form: `fields` names the form field of each server field it shows (a list when
// the names are the same).
export function placeOnFormFields<F extends FieldValues>(
  fields: Readonly<Partial<Record<string, FieldPath<F>>>> | ReadonlyArray<FieldPath<F>>,
  setError: UseFormSetError<F>,
  options: { shouldFocus?: boolean } = {},
): PlaceOnField {
  const fieldOf: Readonly<Partial<Record<string, FieldPath<F>>>> = Array.isArray(fields)
    ? Object.fromEntries(fields.map((name) => [name, name]))
    : (fields as Readonly<Partial<Record<string, FieldPath<F>>>>);
  return (field, message) => {
    const target = fieldOf[field];
    if (!target) return false;
    setError(target, { type: "server", message }, { shouldFocus: options.shouldFocus ?? false });
    return true;
  };
}

// A mutation whose outcome is only a toast (a row's action): the success text when `succeeded` says so, the
// failure reported otherwise. A transport error has been shown by the network layer. Resolves whether it succeeded.
export async function runWithOutcome<R extends MutationFailure>(
  run: () => Promise<R>,
  succeeded: (result: R) => boolean,
  texts: { success: string; fallback: string },
): Promise<boolean> {
  let result: R;
  try {
    result = await run();
  } catch {
    return false;
  }
  if (succeeded(result)) {
    showSuccess(texts.success);
    return true;
  }
  reportMutationFailure(result, { fallback: texts.fallback });
  return false;
}
