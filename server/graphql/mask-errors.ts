// What a GraphQL answer says about an error, and how loud the log is about it. A service's error keeps its
// Italian message. A caller's mistake found by graphql-js or Pothos (a bad cursor, `before` with `first`, an id
// of the wrong type, a date a scalar refused) is answered with an Italian message and logged as a warning with
// what was wrong: logged as errors, they hid the real faults. Anything else is a fault of the server: masked in
// the answer, logged as an error.
import { PothosValidationError } from "@pothos/core";
import { GraphQLError } from "graphql";
import { maskError as yogaMaskError } from "graphql-yoga";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";

export const UNEXPECTED_MESSAGE = "Si è verificato un errore imprevisto, riprovare più tardi";

// Pothos reports in English; each kind of mistake gets the portal's words.
const POTHOS_MESSAGES: [RegExp, string][] = [
  [/cursor/i, "Cursore di paginazione non valido: ripartire dalla prima pagina"],
  [/global ID|is not of type/i, "Identificativo non valido"],
  [/must be a non-negative integer/, "Le dimensioni della pagina devono essere numeri interi positivi"],
];

export function pothosMessage(message: string): string {
  const pair = /Arguments? "(\w+)" (?:and|can only be used in combination with) "(\w+)"(?: or "(\w+)")?/.exec(message);
  if (pair) {
    return message.includes("combination")
      ? `L'argomento "${pair[1]}" si usa solo insieme a "${pair[2]}"${pair[3] ? ` o "${pair[3]}"` : ""}`
      : `Gli argomenti "${pair[1]}" e "${pair[2]}" non si possono usare insieme`;
  }
  for (const [pattern, italian] of POTHOS_MESSAGES) if (pattern.test(message)) return italian;
  return "Argomenti della richiesta non validi";
}

const CLIENT_MISTAKE = "BAD_USER_INPUT";

export function createGraphQLErrorMask(logger: Logger) {
  return function maskError(error: unknown, _message: string, isDev?: boolean): Error {
    const original = error instanceof GraphQLError ? error.originalError : error;
    if (original instanceof AppError) {
      return new GraphQLError(original.message, { extensions: { code: original.name, status: original.status } });
    }
    // graphql-js's own refusals (a variable of the wrong type, say) carry no original error.
    if (!(original instanceof Error) && error instanceof GraphQLError) return error;
    const path = error instanceof GraphQLError ? error.path?.join(".") : undefined;
    if (original instanceof PothosValidationError) {
      const message = pothosMessage(original.message);
      logger.warn("Richiesta GraphQL non valida", { path, error: original.message });
      return new GraphQLError(message, { extensions: { code: CLIENT_MISTAKE, status: 400 } });
    }
    // A GraphQLError thrown on purpose (a scalar refusing a value, an id that does not parse): its message is
    // already the answer.
    if (original instanceof GraphQLError && error instanceof GraphQLError) {
      logger.warn("Richiesta GraphQL non valida", { path, error: error.message });
      return new GraphQLError(error.message, { nodes: error.nodes, path: error.path, extensions: { code: CLIENT_MISTAKE, status: 400, ...original.extensions } });
    }
    logger.error("Errore GraphQL imprevisto", { path, error: String(original) });
    return yogaMaskError(error, UNEXPECTED_MESSAGE, isDev);
  };
}
