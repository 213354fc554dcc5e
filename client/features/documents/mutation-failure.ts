// The error members of a mutation's result union (COMMON_MUTATION_ERRORS) as one toast text. The
// network layer already handles transport errors and 401/403; these are the answers a service gives.
import { formatFieldErrors, type FieldErrorEntry } from "../../lib/errors";

export type MutationFailure = {
  readonly __typename: string;
  readonly message?: string;
  readonly fieldErrors?: ReadonlyArray<FieldErrorEntry>;
};

export function failureMessage(result: MutationFailure, fallback: string): string {
  if (result.fieldErrors && result.fieldErrors.length > 0) {
    const text = formatFieldErrors(result.fieldErrors);
    if (text) return text;
  }
  return result.message || fallback;
}
