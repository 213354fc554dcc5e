import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  useRemoveProcurementWorkerMutation as RemoveProcurementWorkerMutation,
  useRemoveProcurementWorkerMutation$data,
} from "../../__generated__/useRemoveProcurementWorkerMutation.graphql";

export type RemoveProcurementWorkerResult = useRemoveProcurementWorkerMutation$data["removeProcurementWorker"];

// The association leaves the store (the worker stays in the supplier's list); the tab refetches its list.
const mutation = graphql`
  mutation useRemoveProcurementWorkerMutation($input: RemoveProcurementWorkerInput!) {
    removeProcurementWorker(input: $input) {
      __typename
      ... on RemoveProcurementWorkerSuccess {
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

export function useRemoveProcurementWorkerMutation() {
  const [run, isInFlight] = useMutationAsPromise<RemoveProcurementWorkerMutation>(mutation);
  const remove = useCallback(
    async (id: string): Promise<RemoveProcurementWorkerResult> => (await run({ input: { id } })).removeProcurementWorker,
    [run],
  );
  return [remove, isInFlight] as const;
}
