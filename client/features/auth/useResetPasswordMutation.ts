import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
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
  const [commit, isInFlight] = useMutation<ResetPasswordMutation>(mutation);
  const resetPassword = useCallback(
    (input: ResetPasswordInput) =>
      new Promise<ResetPasswordResult>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.resetPassword), onError: reject });
      }),
    [commit],
  );
  return [resetPassword, isInFlight] as const;
}
