// Who may ask what before anything runs. A caller without a valid sign-in or API key may only sign in and recover a
// password (the sign-in screen's operations, by id or by text); anything else is refused here, once the token has
// been checked and before any resolver reads the database. The schema's description (introspection) is for those
// who build integrations: the customer's users and its API keys (the permission module's exploreApiSchema).
import { getOperationAST, GraphQLError, Kind, type DocumentNode, type GraphQLSchema, NoSchemaIntrospectionCustomRule, validate } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { RequestContext } from "../context";
import { may } from "../modules/auth/permissions";

// The mutations of the sign-in and password screens (login, «Password dimenticata?», the reset and invitation link),
// and signing out, which a session that has already ended must still be able to ask for without an error.
export const ANONYMOUS_MUTATIONS: ReadonlySet<string> = new Set(["login", "logout", "requestPasswordReset", "resetPassword"]);

export const ANONYMOUS_MESSAGES = {
  signInFirst: "Accesso richiesto: senza aver effettuato l'accesso si può soltanto entrare nel portale o recuperare la password",
  schema: "La descrizione dell'API è disponibile solo agli utenti dei committenti e alle chiavi API",
} as const;

function isSignInOperation(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (operation?.operation !== "mutation") return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && (ANONYMOUS_MUTATIONS.has(selection.name.value) || selection.name.value === "__typename"),
  );
}

// Documents are the same objects from one request to the next (Yoga's parse cache, the persisted operations), so
// each is looked at once.
const introspecting = new WeakMap<DocumentNode, boolean>();
function usesIntrospection(schema: GraphQLSchema, document: DocumentNode): boolean {
  let answer = introspecting.get(document);
  if (answer === undefined) {
    answer = validate(schema, document, [NoSchemaIntrospectionCustomRule]).length > 0;
    introspecting.set(document, answer);
  }
  return answer;
}

const refusal = (message: string, code: string, status: number) => new GraphQLError(message, { extensions: { code, status } });

export function useOperationGate(): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const viewer = args.contextValue.viewer;
      if (!viewer) {
        if (isSignInOperation(args.document, args.operationName)) return;
        setResultAndStopExecution({ errors: [refusal(ANONYMOUS_MESSAGES.signInFirst, "UnauthenticatedError", 401)] });
        return;
      }
      if (!may(viewer, "exploreApiSchema") && usesIntrospection(args.schema, args.document)) {
        setResultAndStopExecution({ errors: [refusal(ANONYMOUS_MESSAGES.schema, "INTROSPECTION_NOT_ALLOWED", 403)] });
      }
    },
  };
}
