import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  SaveSupplierWorkerInput,
  useSaveSupplierWorkerMutation as SaveSupplierWorkerMutation,
  useSaveSupplierWorkerMutation$data,
} from "../../__generated__/useSaveSupplierWorkerMutation.graphql";

export type SaveSupplierWorkerResult = useSaveSupplierWorkerMutation$data["saveSupplierWorker"];

const mutation = graphql`
  mutation useSaveSupplierWorkerMutation($input: SaveSupplierWorkerInput!) {
    saveSupplierWorker(input: $input) {
      __typename
      ... on SaveSupplierWorkerSuccess {
        data {
          supplierWorker {
            id
            firstName
            lastName
            resigned
            ...SupplierWorkerDialog_worker
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

export function useSaveSupplierWorkerMutation() {
  const [run, isInFlight] = useMutationAsPromise<SaveSupplierWorkerMutation>(mutation);
  const save = useCallback(
    async (input: SaveSupplierWorkerInput): Promise<SaveSupplierWorkerResult> => (await run({ input })).saveSupplierWorker,
    [run],
  );
  return [save, isInFlight] as const;
}
