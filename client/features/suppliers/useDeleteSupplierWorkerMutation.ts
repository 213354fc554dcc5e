import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  useDeleteSupplierWorkerMutation as DeleteSupplierWorkerMutation,
  useDeleteSupplierWorkerMutation$data,
} from "../../__generated__/useDeleteSupplierWorkerMutation.graphql";

export type DeleteSupplierWorkerResult = useDeleteSupplierWorkerMutation$data["deleteSupplierWorker"];

// The deleted record leaves the store, so no other list still shows it; the table refetches its page.
const mutation = graphql`
  mutation useDeleteSupplierWorkerMutation($input: DeleteSupplierWorkerInput!) {
    deleteSupplierWorker(input: $input) {
      __typename
      ... on DeleteSupplierWorkerSuccess {
        data {
          deletedId @deleteRecord
        }
      }
      ... on ValidationError {
        message
      }
      ... on ForbiddenError {
        message
      }
      ... on NotFoundError {
        message
      }
      ... on UnauthenticatedError {
        message
      }
    }
  }
`;

export function useDeleteSupplierWorkerMutation() {
  const [run, isInFlight] = useMutationAsPromise<DeleteSupplierWorkerMutation>(mutation);
  const remove = useCallback(
    async (id: string): Promise<DeleteSupplierWorkerResult> => (await run({ input: { id } })).deleteSupplierWorker,
    [run],
  );
  return [remove, isInFlight] as const;
}
