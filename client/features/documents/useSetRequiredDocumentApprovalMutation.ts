import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  SetRequiredDocumentApprovalInput,
  useSetRequiredDocumentApprovalMutation as SetRequiredDocumentApprovalMutation,
  useSetRequiredDocumentApprovalMutation$data,
} from "../../__generated__/useSetRequiredDocumentApprovalMutation.graphql";

export type SetRequiredDocumentApprovalResult = useSetRequiredDocumentApprovalMutation$data["setRequiredDocumentApproval"];

// The payload re-reads the row and the traffic lights it moves (supplier, procurement), so the table,
// the header and the customer's supplier picker update without a reload.
const mutation = graphql`
  mutation useSetRequiredDocumentApprovalMutation($input: SetRequiredDocumentApprovalInput!) {
    setRequiredDocumentApproval(input: $input) {
      __typename
      ... on SetRequiredDocumentApprovalSuccess {
        data {
          requiredDocument {
            ...RequiredDocumentRow_document
            procurementSupplier {
              id
              trafficLight
              procurement {
                id
                trafficLight
              }
            }
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

export function useSetRequiredDocumentApprovalMutation() {
  const [run, isInFlight] = useMutationAsPromise<SetRequiredDocumentApprovalMutation>(mutation);
  const commit = useCallback(
    async (input: SetRequiredDocumentApprovalInput): Promise<SetRequiredDocumentApprovalResult> => (await run({ input })).setRequiredDocumentApproval,
    [run],
  );
  return [commit, isInFlight] as const;
}
