import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  ChangePasswordInput,
  useChangePasswordMutation as ChangePasswordMutation,
  useChangePasswordMutation$data,
} from "../../__generated__/useChangePasswordMutation.graphql";

export type ChangePasswordResult = useChangePasswordMutation$data["changePassword"];

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordSuccess {
        data {
          token
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
    }
  }
`;

export function useChangePasswordMutation() {
  const [run, isInFlight] = useMutationAsPromise<ChangePasswordMutation>(mutation);
  const changePassword = useCallback(
    async (input: ChangePasswordInput): Promise<ChangePasswordResult> => (await run({ input })).changePassword,
    [run],
  );
  return [changePassword, isInFlight] as const;
}
