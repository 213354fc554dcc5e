// An API key's budget counts what its operations cost, not only how many it sends: once an operation has passed
// validation (limits.ts put its estimated cost in the context), the cost is charged to the key before anything runs.
// When the budget cannot pay it, nothing runs and app.ts turns the answer into a 429 with the RateLimit fields.
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { ApiClientBudget } from "../modules/api-clients/api-client-auth";

type BudgetContext = { apiClientBudget?: ApiClientBudget | null; queryCost?: number };

export function useApiClientCostBudget(): Plugin<BudgetContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const { apiClientBudget, queryCost } = args.contextValue as BudgetContext;
      if (!apiClientBudget || !queryCost) return;
      const refusal = await apiClientBudget.chargeCost(queryCost);
      if (!refusal) return;
      const extensions = { code: refusal.name, status: refusal.status, retryAfterSeconds: refusal.retryAfterSeconds };
      setResultAndStopExecution({ errors: [new GraphQLError(refusal.message, { extensions })] });
    },
  };
}
