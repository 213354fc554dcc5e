// Adds or edits a company document; the file travels as a GraphQL multipart upload with progress.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useUploadMutation, type UploadProgress } from "../../relay/useUploadMutation";
import type {
  SaveSupplierAttachmentInput,
  useSaveSupplierAttachmentMutation as SaveSupplierAttachmentMutation,
  useSaveSupplierAttachmentMutation$data,
} from "../../__generated__/useSaveSupplierAttachmentMutation.graphql";

export type SaveSupplierAttachmentResult = useSaveSupplierAttachmentMutation$data["saveSupplierAttachment"];

const mutation = graphql`
  mutation useSaveSupplierAttachmentMutation($input: SaveSupplierAttachmentInput!) {
    saveSupplierAttachment(input: $input) {
      __typename
      ... on SaveSupplierAttachmentSuccess {
        data {
          supplierAttachment {
            id
            attachmentTypeLabel
            attachmentFilename
            documentDate
            documentExpirationDate
            file {
              originalName
              downloadUrl
            }
            ...SupplierAttachmentDialog_attachment
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

export function useSaveSupplierAttachmentMutation() {
  const [upload, isInFlight] = useUploadMutation<SaveSupplierAttachmentMutation>(mutation);
  const save = useCallback(
    async (
      input: Omit<SaveSupplierAttachmentInput, "file">,
      file: File | null,
      onProgress?: (progress: UploadProgress) => void,
    ): Promise<SaveSupplierAttachmentResult> => {
      const response = await upload({ input: { ...input, file: null } }, file ? { "input.file": file } : {}, onProgress);
      return response.saveSupplierAttachment;
    },
    [upload],
  );
  return [save, isInFlight] as const;
}
