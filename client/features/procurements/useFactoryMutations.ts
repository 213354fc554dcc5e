// The customer's sites (factories): a new one, added from the procurement form. The payload re-reads the customer's
// list of sites, so every procurement form and card shows it at once.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type { useFactoryMutationsCreateMutation as CreateMutation, CreateFactoryInput } from "../../__generated__/useFactoryMutationsCreateMutation.graphql";

const createMutation = graphql`
  mutation useFactoryMutationsCreateMutation($input: CreateFactoryInput!) {
    createFactory(input: $input) {
      __typename
      ... on CreateFactorySuccess {
        data {
          factory { id name }
          customer { id factories { id name } }
        }
      }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;

export function useCreateFactoryMutation() {
  const [run, isInFlight] = useMutationAsPromise<CreateMutation>(createMutation);
  const create = useCallback(async (input: CreateFactoryInput) => (await run({ input })).createFactory, [run]);
  return [create, isInFlight] as const;
}
