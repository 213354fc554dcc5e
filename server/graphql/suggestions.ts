// graphql-js helps a caller who misspelt something with "Did you mean ...?": a field, an argument, a type, an
// enum value ("Did you mean the enum value "APPROVED"?"), a fragment's type ("Did you mean to use an inline
// fragment on ..."). Each hint reads out a piece of the schema, which production keeps from anonymous callers.
// graphql-armor's block-field-suggestion only matches `Did you mean "x"?` and only in validation errors, while
// a misspelt enum value in a variable is reported when the variables are coerced, at execution: the hint is
// taken out here from every error of every answer, whatever step made it.
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

const SUGGESTION = /\s*Did you mean[^?]*\?/g;

export function withoutSuggestion(message: string): string {
  return message.replace(SUGGESTION, "").trim();
}

function stripped(error: unknown): unknown {
  if (!(error instanceof GraphQLError)) {
    if (error && typeof error === "object" && "message" in error && typeof error.message === "string") {
      return { ...error, message: withoutSuggestion(error.message) };
    }
    return error;
  }
  const message = withoutSuggestion(error.message);
  if (message === error.message) return error;
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

export function useNoSuggestions(): Plugin<Record<string, unknown>> {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !result || typeof result !== "object" || !("errors" in result)) return;
      const errors = result.errors;
      if (!Array.isArray(errors) || errors.length === 0) return;
      setResult({ ...result, errors: errors.map(stripped) } as typeof result);
    },
  };
}
