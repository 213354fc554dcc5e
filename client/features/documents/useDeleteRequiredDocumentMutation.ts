import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  DeleteRequiredDocumentInput,
  useDeleteRequiredDocumentMutation as DeleteRequiredDocumentMutation,
  useDeleteRequiredDocumentMutation$data,
} from "../../__generated__/useDeleteRequiredDocumentMutation.graphql";

export type DeleteRequiredDocumentResult = useDeleteRequiredDocumentMutation$data["deleteRequiredDocument"];

const mutation = graphql`
  mutation useDeleteRequiredDocumentMutation($input: DeleteRequiredDocumentInput!) {
    deleteRequiredDocument(input: $input) {
      __typename
      ... on DeleteRequiredDocumentSuccess {
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

export function useDeleteRequiredDocumentMutation() {
  const [run, isInFlight] = useMutationAsPromise<DeleteRequiredDocumentMutation>(mutation);
  const commit = useCallback(
    async (input: DeleteRequiredDocumentInput): Promise<DeleteRequiredDocumentResult> => (await run({ input })).deleteRequiredDocument,
    [run],
  );
  return [commit, isInFlight] as const;
}
