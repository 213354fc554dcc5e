// The batch decision of the approvals inbox. The payload brings back the signed-in user with the new number of
// waiting items, so the navigation's badge (the same User record in the store) follows at once.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useDecideReviewItemsMutation, ReviewDecision, ReviewItemKind } from "../../__generated__/useDecideReviewItemsMutation.graphql";
import { showError } from "../../components/toaster";
import { reportMutationFailure } from "../../lib/mutation-outcome";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";

const mutation = graphql`
  mutation useDecideReviewItemsMutation($input: DecideReviewItemsInput!) {
    decideReviewItems(input: $input) {
      __typename
      ... on DecideReviewItemsSuccess {
        data {
          decided
          viewer {
            id
            reviewWaitingCount
          }
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export type DecisionItem = { kind: ReviewItemKind; databaseId: number; decision: ReviewDecision; note?: string | null };

export function useDecideReviewItems() {
  const [commit, inFlight] = useMutationAsPromise<useDecideReviewItemsMutation>(mutation);
  const decide = useCallback(
    async (items: DecisionItem[]): Promise<number | null> => {
      let result;
      try {
        result = (await commit({ input: { items } })).decideReviewItems;
      } catch {
        return null; // The network layer has shown the error.
      }
      if (result.__typename === "DecideReviewItemsSuccess") return result.data?.decided ?? 0;
      if (result.__typename === "%other") {
        showError("");
        return null;
      }
      reportMutationFailure(result);
      return null;
    },
    [commit],
  );
  return [decide, inFlight] as const;
}
