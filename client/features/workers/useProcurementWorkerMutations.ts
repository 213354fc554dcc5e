// The tab-3 changes of a worker's place on a procurement: assign (existing workers or a new one), edit
// (task, flags, note; optionally propagated), and the customer's participation decision. Each payload
// reloads the rows as the tab shows them, so the store updates in place; the tab refetches after an
// assignment (new rows).
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  AssignProcurementWorkersInput,
  useProcurementWorkerMutationsAssignMutation as AssignMutation,
} from "../../__generated__/useProcurementWorkerMutationsAssignMutation.graphql";
import type {
  EditProcurementWorkerInput,
  useProcurementWorkerMutationsEditMutation as EditMutation,
} from "../../__generated__/useProcurementWorkerMutationsEditMutation.graphql";
import type {
  SetProcurementWorkerApprovalInput,
  useProcurementWorkerMutationsApprovalMutation as ApprovalMutation,
} from "../../__generated__/useProcurementWorkerMutationsApprovalMutation.graphql";

const assignMutation = graphql`
  mutation useProcurementWorkerMutationsAssignMutation($input: AssignProcurementWorkersInput!) {
    assignProcurementWorkers(input: $input) {
      __typename
      ... on AssignProcurementWorkersSuccess {
        data {
          procurementWorkers {
            id
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

const editMutation = graphql`
  mutation useProcurementWorkerMutationsEditMutation($input: EditProcurementWorkerInput!) {
    editProcurementWorker(input: $input) {
      __typename
      ... on EditProcurementWorkerSuccess {
        data {
          procurementWorkers {
            # What tab 3 shows of a row (the tab reloads its page after the save too).
            id
            job
            approval
            approvalNote
            trafficLight
            ...ProcurementWorkerDialog_procurementWorker
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

const approvalMutation = graphql`
  mutation useProcurementWorkerMutationsApprovalMutation($input: SetProcurementWorkerApprovalInput!) {
    setProcurementWorkerApproval(input: $input) {
      __typename
      ... on SetProcurementWorkerApprovalSuccess {
        data {
          procurementWorkers {
            id
            approval
            approvalNote
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

export function useAssignProcurementWorkersMutation() {
  const [run, isInFlight] = useMutationAsPromise<AssignMutation>(assignMutation);
  const assign = useCallback(async (input: AssignProcurementWorkersInput) => (await run({ input })).assignProcurementWorkers, [run]);
  return [assign, isInFlight] as const;
}

export function useEditProcurementWorkerMutation() {
  const [run, isInFlight] = useMutationAsPromise<EditMutation>(editMutation);
  const edit = useCallback(async (input: EditProcurementWorkerInput) => (await run({ input })).editProcurementWorker, [run]);
  return [edit, isInFlight] as const;
}

export function useSetProcurementWorkerApprovalMutation() {
  const [run, isInFlight] = useMutationAsPromise<ApprovalMutation>(approvalMutation);
  const decide = useCallback(async (input: SetProcurementWorkerApprovalInput) => (await run({ input })).setProcurementWorkerApproval, [run]);
  return [decide, isInFlight] as const;
}
