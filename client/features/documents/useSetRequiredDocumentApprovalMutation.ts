import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  SetRequiredDocumentApprovalInput,
  useSetRequiredDocumentApprovalMutation as SetRequiredDocumentApprovalMutation,
  useSetRequiredDocumentApprovalMutation$data,
} from "../../__generated__/useSetRequiredDocumentApprovalMutation.graphql";

export type SetRequiredDocumentApprovalResult = useSetRequiredDocumentApprovalMutation$data["setRequiredDocumentApproval"];

const mutation = graphql`
  mutation useSetRequiredDocumentApprovalMutation($input: SetRequiredDocumentApprovalInput!) {
    setRequiredDocumentApproval(input: $input) {
      __typename
      ... on SetRequiredDocumentApprovalSuccess {
        data {
          requiredDocument {
            ...RequiredDocumentChange_document
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
