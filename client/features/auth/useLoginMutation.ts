import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
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
  const [run, isInFlight] = useMutationAsPromise<LoginMutation>(mutation);
  const login = useCallback(async (input: LoginInput): Promise<LoginResult> => (await run({ input })).login, [run]);
  return [login, isInFlight] as const;
}
