import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  RequestPasswordResetInput,
  useRequestPasswordResetMutation as RequestPasswordResetMutation,
  useRequestPasswordResetMutation$data,
} from "../../__generated__/useRequestPasswordResetMutation.graphql";

export type RequestPasswordResetResult = useRequestPasswordResetMutation$data["requestPasswordReset"];

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on RequestPasswordResetSuccess {
        data {
          success
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          messages
        }
      }
      ... on NotFoundError {
        message
      }
      ... on RateLimitedError {
        message
        retryAfterSeconds
      }
    }
  }
`;

export function useRequestPasswordResetMutation() {
  const [run, isInFlight] = useMutationAsPromise<RequestPasswordResetMutation>(mutation);
  const requestPasswordReset = useCallback(async (input: RequestPasswordResetInput): Promise<RequestPasswordResetResult> => (await run({ input })).requestPasswordReset, [run]);
  return [requestPasswordReset, isInFlight] as const;
}
