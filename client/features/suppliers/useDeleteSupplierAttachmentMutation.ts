import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  useDeleteSupplierAttachmentMutation as DeleteSupplierAttachmentMutation,
  useDeleteSupplierAttachmentMutation$data,
} from "../../__generated__/useDeleteSupplierAttachmentMutation.graphql";

export type DeleteSupplierAttachmentResult = useDeleteSupplierAttachmentMutation$data["deleteSupplierAttachment"];

// The deleted record leaves the store, so no other list still shows it; the table refetches its page.
const mutation = graphql`
  mutation useDeleteSupplierAttachmentMutation($input: DeleteSupplierAttachmentInput!) {
    deleteSupplierAttachment(input: $input) {
      __typename
      ... on DeleteSupplierAttachmentSuccess {
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

export function useDeleteSupplierAttachmentMutation() {
  const [run, isInFlight] = useMutationAsPromise<DeleteSupplierAttachmentMutation>(mutation);
  const remove = useCallback(
    async (id: string): Promise<DeleteSupplierAttachmentResult> => (await run({ input: { id } })).deleteSupplierAttachment,
    [run],
  );
  return [remove, isInFlight] as const;
}
