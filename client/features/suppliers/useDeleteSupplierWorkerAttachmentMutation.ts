// Deletes one of the worker's own documents (level 5); certificates already imported keep their file.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  useDeleteSupplierWorkerAttachmentMutation as DeleteMutation,
  useDeleteSupplierWorkerAttachmentMutation$data,
} from "../../__generated__/useDeleteSupplierWorkerAttachmentMutation.graphql";

export type DeleteSupplierWorkerAttachmentResult = useDeleteSupplierWorkerAttachmentMutation$data["deleteSupplierWorkerAttachment"];

const mutation = graphql`
  mutation useDeleteSupplierWorkerAttachmentMutation($input: DeleteSupplierWorkerAttachmentInput!) {
    deleteSupplierWorkerAttachment(input: $input) {
      __typename
      ... on DeleteSupplierWorkerAttachmentSuccess {
        data {
          deletedId
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useDeleteSupplierWorkerAttachmentMutation() {
  const [run, isInFlight] = useMutationAsPromise<DeleteMutation>(mutation);
  const remove = useCallback(async (id: string): Promise<DeleteSupplierWorkerAttachmentResult> => (await run({ input: { id } })).deleteSupplierWorkerAttachment, [run]);
  return [remove, isInFlight] as const;
}
