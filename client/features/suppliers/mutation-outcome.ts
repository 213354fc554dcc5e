// What the supplier home's forms do with a mutation's error answer: a ValidationError's messages go
// under the form fields they name; anything else (or a field the form does not show) becomes an error
// toast, as spec section 8 wants for server errors.
import { showError } from "../../components/toaster";
import { formatFieldErrors, type FieldErrorEntry } from "../../lib/errors";

export type MutationErrorAnswer = {
  readonly __typename: string;
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<FieldErrorEntry>;
};

// `placeOnField` returns false for a field the form does not hold.
export function reportMutationError(
  answer: MutationErrorAnswer,
  options: { placeOnField?: (field: string, message: string) => boolean; fallback?: string } = {},
): void {
  if (answer.__typename === "ValidationError" && answer.fieldErrors) {
    const unplaced = answer.fieldErrors.filter(
      (entry) => !(options.placeOnField?.(entry.field, entry.messages.join(" , ")) ?? false),
    );
    if (unplaced.length > 0 || answer.fieldErrors.length === 0) {
      showError(formatFieldErrors(unplaced) || answer.message || options.fallback || "");
    }
    return;
  }
  showError(options.fallback ?? answer.message ?? "");
}
