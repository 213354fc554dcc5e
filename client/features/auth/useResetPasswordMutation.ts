import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  ResetPasswordInput,
  useResetPasswordMutation as ResetPasswordMutation,
  useResetPasswordMutation$data,
} from "../../__generated__/useResetPasswordMutation.graphql";

export type ResetPasswordResult = useResetPasswordMutation$data["resetPassword"];

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on ResetPasswordSuccess {
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
      ... on RateLimitedError {
        message
        retryAfterSeconds
      }
    }
  }
`;

export function useResetPasswordMutation() {
  const [run, isInFlight] = useMutationAsPromise<ResetPasswordMutation>(mutation);
  const resetPassword = useCallback(async (input: ResetPasswordInput): Promise<ResetPasswordResult> => (await run({ input })).resetPassword, [run]);
  return [resetPassword, isInFlight] as const;
}
