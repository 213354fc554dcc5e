import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
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
  const [commit, isInFlight] = useMutation<RequestPasswordResetMutation>(mutation);
  const requestPasswordReset = useCallback(
    (input: RequestPasswordResetInput) =>
      new Promise<RequestPasswordResetResult>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: (response) => resolve(response.requestPasswordReset),
          onError: reject,
        });
      }),
    [commit],
  );
  return [requestPasswordReset, isInFlight] as const;
}
