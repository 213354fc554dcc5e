// The customer's sites (factories): add, correct and delete one. Each payload re-reads the customer's list of sites,
// so every procurement form and card shows the change at once.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type { useFactoryMutationsCreateMutation as CreateMutation, CreateFactoryInput } from "../../__generated__/useFactoryMutationsCreateMutation.graphql";
import type { useFactoryMutationsUpdateMutation as UpdateMutation, UpdateFactoryInput } from "../../__generated__/useFactoryMutationsUpdateMutation.graphql";
import type { useFactoryMutationsDeleteMutation as DeleteMutation } from "../../__generated__/useFactoryMutationsDeleteMutation.graphql";

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

const updateMutation = graphql`
  mutation useFactoryMutationsUpdateMutation($input: UpdateFactoryInput!) {
    updateFactory(input: $input) {
      __typename
      ... on UpdateFactorySuccess {
        data {
          factory { id name address municipality { id label } }
          customer { id factories { id name } }
        }
      }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;

const deleteMutation = graphql`
  mutation useFactoryMutationsDeleteMutation($input: DeleteFactoryInput!) {
    deleteFactory(input: $input) {
      __typename
      ... on DeleteFactorySuccess {
        data {
          deletedId
          customer { id factories { id name } }
        }
      }
      ... on Error { message }
    }
  }
`;

export function useCreateFactoryMutation() {
  const [run, isInFlight] = useMutationAsPromise<CreateMutation>(createMutation);
  const create = useCallback(async (input: CreateFactoryInput) => (await run({ input })).createFactory, [run]);
  return [create, isInFlight] as const;
}

export function useUpdateFactoryMutation() {
  const [run, isInFlight] = useMutationAsPromise<UpdateMutation>(updateMutation);
  const update = useCallback(async (input: UpdateFactoryInput) => (await run({ input })).updateFactory, [run]);
  return [update, isInFlight] as const;
}

export function useDeleteFactoryMutation() {
  const [run] = useMutationAsPromise<DeleteMutation>(deleteMutation);
  return useCallback(async (id: string) => (await run({ input: { id } })).deleteFactory, [run]);
}
