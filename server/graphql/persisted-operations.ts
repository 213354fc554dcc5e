// The portal's own client sends the operations the Relay compiler produced by id, not by text (relay.config.js
// writes client/__generated__/persisted-operations.json, id → text, the id being the text's SHA-256). Yoga's
// persisted-operations plugin looks the id up here: each operation is parsed and validated against the schema once,
// the first time it is asked for, and every later request with its id skips both. The limits that depend on the
// variables (page sizes, list lengths, the cost with real page sizes: limits.ts) still run on every request.
//
// Query text stays accepted from API keys and from users' sessions (people explore the API with their own sign-in),
// unless the operator turns text from sessions off (GRAPHQL_QUERY_TEXT_FROM_SESSIONS=off); a request without any
// credential may send text too, which the anonymous rule (anonymous-operations.ts) then confines to signing in.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from "graphql";
import type { GraphQLParams, Plugin } from "graphql-yoga";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { looksLikeApiKey } from "../modules/api-clients/api-keys";
import { bearerToken } from "../modules/auth/tokens";

export const PERSISTED_OPERATIONS_FILE = new URL("../../client/__generated__/persisted-operations.json", import.meta.url);

export const PERSISTED_OPERATION_MESSAGES = {
  unknown: "Operazione sconosciuta: ricaricare la pagina per usare la versione attuale del portale",
  missing: "Richiesta senza operazione: inviare il testo della query (query) o l'identificativo di un'operazione del portale (documentId)",
  textFromSessions:
    "Il portale accetta dalle sessioni degli utenti solo le operazioni del proprio client: per inviare il testo di una query usare una chiave API",
} as const;

// The map as the compiler wrote it; an id whose text does not hash to it, or that no longer fits the schema (an
// operation removed from the client whose entry the compiler left behind), is never served.
export function readPersistedOperations(file: URL | string = PERSISTED_OPERATIONS_FILE): Map<string, string> {
  const parsed: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (typeof parsed !== "object" || parsed === null) throw new Error("persisted-operations.json: atteso un oggetto id → testo");
  return new Map(Object.entries(parsed as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

export const operationId = (text: string) => createHash("sha256").update(text).digest("hex");

// Relay sends `documentId` (the GraphQL-over-HTTP draft's name); Apollo-style clients send the id as
// extensions.persistedQuery.sha256Hash, accepted too so that any client that knows our ids can use them.
function extractId(params: GraphQLParams & { documentId?: unknown }): string | null {
  if (typeof params.documentId === "string") return params.documentId;
  const persisted = (params.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery;
  return typeof persisted?.sha256Hash === "string" ? persisted.sha256Hash : null;
}

function refusal(message: string, code: string, status: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, status, http: { status } } });
}

export type PersistedOperationOptions = {
  schema: GraphQLSchema;
  operations: ReadonlyMap<string, string>;
  // GRAPHQL_QUERY_TEXT_FROM_SESSIONS: false refuses text sent with a user's token (API keys may always send text).
  queryTextFromSessions: boolean;
};

export function usePortalPersistedOperations(options: PersistedOperationOptions): Plugin<Record<string, unknown>> {
  const ready = new Map<string, DocumentNode | null>();
  const documentFor = (id: string): DocumentNode | null => {
    if (ready.has(id)) return ready.get(id)!;
    const text = options.operations.get(id);
    let document: DocumentNode | null = null;
    if (text !== undefined && operationId(text) === id) {
      const parsed = parse(text);
      document = validate(options.schema, parsed).length === 0 ? parsed : null;
    }
    ready.set(id, document);
    return document;
  };
  return usePersistedOperations({
    getPersistedOperation: (id) => documentFor(id),
    extractPersistedOperationId: (params) => extractId(params),
    allowArbitraryOperations: (request) => {
      if (options.queryTextFromSessions) return true;
      const token = bearerToken(request.headers.get("authorization"));
      return token === null || looksLikeApiKey(token);
    },
    // Validated once, above, against the same schema.
    skipDocumentValidation: true,
    customErrors: {
      notFound: () => refusal(PERSISTED_OPERATION_MESSAGES.unknown, "PERSISTED_QUERY_NOT_FOUND", 400),
      keyNotFound: () => refusal(PERSISTED_OPERATION_MESSAGES.missing, "BAD_REQUEST", 400),
      persistedQueryOnly: () => refusal(PERSISTED_OPERATION_MESSAGES.textFromSessions, "PERSISTED_QUERY_ONLY", 403),
    },
  }) as Plugin<Record<string, unknown>>;
}
