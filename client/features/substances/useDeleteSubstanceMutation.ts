import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  useDeleteSubstanceMutation as DeleteSubstanceMutation,
  useDeleteSubstanceMutation$data,
} from "../../__generated__/useDeleteSubstanceMutation.graphql";

export type DeleteSubstanceResult = useDeleteSubstanceMutation$data["deleteSubstance"];

// The deleted record leaves the store; the table refetches its page and the card its lights.
const mutation = graphql`
  mutation useDeleteSubstanceMutation($input: DeleteSubstanceInput!) {
    deleteSubstance(input: $input) {
      __typename
      ... on DeleteSubstanceSuccess {
        data {
          deletedId @deleteRecord
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useDeleteSubstanceMutation() {
  const [run, isInFlight] = useMutationAsPromise<DeleteSubstanceMutation>(mutation);
  const remove = useCallback(async (id: string): Promise<DeleteSubstanceResult> => (await run({ input: { id } })).deleteSubstance, [run]);
  return [remove, isInFlight] as const;
}
