// API clients read, never write (viewer.ts, refuseApiClientWrite): a GraphQL request of theirs that is not a query
// (a mutation, or anything the executor could not call a query) is answered with the refusal before execution, so
// no resolver of any mutation, present or future, runs for them. The REST half of the rule is in app.ts.
import { getOperationAST, GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { RequestContext } from "../context";
import { AppError } from "../lib/errors";
import { refuseApiClientWrite } from "../viewer";

export function useReadOnlyApiClients(): Plugin<RequestContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      if (operation?.operation === "query") return;
      try {
        refuseApiClientWrite(args.contextValue.viewer);
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
