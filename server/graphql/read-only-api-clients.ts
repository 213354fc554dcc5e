// API clients read, never write (viewer.ts, refuseApiClientWrite): a GraphQL request of theirs that is not a query
// (a mutation, or anything the executor could not call a query) is answered with the refusal before execution, so
// no resolver of any mutation, present or future, runs for them. A key that may read only the compliance answers
// is refused any other field the same way (api-client-scopes.ts). The REST half of both rules is in app.ts.
import { getNamedType, getOperationAST, GraphQLError, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { RequestContext } from "../context";
import { AppError } from "../lib/errors";
import { requireScopeCoversField, scopeLimitsFields } from "../modules/api-clients/api-client-scopes";
import { isApiClient, refuseApiClientWrite, type Viewer } from "../viewer";

export function useReadOnlyApiClients(): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const viewer = args.contextValue.viewer;
      if (!isApiClient(viewer)) return;
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      try {
        if (operation?.operation !== "query") refuseApiClientWrite(viewer);
        // A key that reads everything its customer sees needs no walk through the query.
        else if (scopeLimitsFields(viewer)) checkEveryField(args.schema, args.document, viewer);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // The shape every service refusal has in this API (app.ts, maskError).
        setResultAndStopExecution({
          errors: [new GraphQLError(error.message, { extensions: { code: error.name, status: error.status } })],
        });
      }
    },
  };
}

// Every field the document asks for, fragments included, with the type it is asked on.
function checkEveryField(schema: GraphQLSchema, document: DocumentNode, viewer: Viewer | null): void {
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (parent) requireScopeCoversField(viewer, getNamedType(parent).name, node.name.value);
      },
    }),
  );
}
