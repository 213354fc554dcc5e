// Edits a worker's place on a procurement: task, note and qualification flags; with propagate the task
// change applies to every worker of the procurement with the same task (the workerpropagate confirm).
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  EditProcurementWorkerInput,
  useEditProcurementWorkerMutation as EditProcurementWorkerMutation,
  useEditProcurementWorkerMutation$data,
} from "../../__generated__/useEditProcurementWorkerMutation.graphql";

export type EditProcurementWorkerResult = useEditProcurementWorkerMutation$data["editProcurementWorker"];

const mutation = graphql`
  mutation useEditProcurementWorkerMutation($input: EditProcurementWorkerInput!) {
    editProcurementWorker(input: $input) {
      __typename
      ... on EditProcurementWorkerSuccess {
        data {
          procurementWorkers {
            id
            job
            note
          }
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
    }
  }
`;

export function useEditProcurementWorkerMutation() {
  const [run, isInFlight] = useMutationAsPromise<EditProcurementWorkerMutation>(mutation);
  const edit = useCallback(async (input: EditProcurementWorkerInput): Promise<EditProcurementWorkerResult> => (await run({ input })).editProcurementWorker, [run]);
  return [edit, isInFlight] as const;
}
