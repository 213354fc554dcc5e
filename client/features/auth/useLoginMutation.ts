import { useCallback } from "react";
import { graphql, useMutation } from "react-relay/hooks";
import type {
  LoginInput,
  useLoginMutation as LoginMutation,
  useLoginMutation$data,
} from "../../__generated__/useLoginMutation.graphql";

export type LoginResult = useLoginMutation$data["login"];

const mutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginSuccess {
        data {
          token
          expiresAt
          user {
            id
            kind
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
      ... on UnauthenticatedError {
        message
      }
      ... on RateLimitedError {
        message
        retryAfterSeconds
      }
    }
  }
`;

export function useLoginMutation() {
  const [commit, isInFlight] = useMutation<LoginMutation>(mutation);
  const login = useCallback(
    (input: LoginInput) =>
      new Promise<LoginResult>((resolve, reject) => {
        commit({ variables: { input }, onCompleted: (response) => resolve(response.login), onError: reject });
      }),
    [commit],
  );
  return [login, isInFlight] as const;
}
