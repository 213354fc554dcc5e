// Adds or replaces one of the worker's own documents; the file travels as a GraphQL multipart upload with
// progress.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useUploadMutation } from "../../relay/useUploadMutation";
import type {
  SaveSupplierWorkerAttachmentInput,
  useSaveSupplierWorkerAttachmentMutation as SaveMutation,
  useSaveSupplierWorkerAttachmentMutation$data,
} from "../../__generated__/useSaveSupplierWorkerAttachmentMutation.graphql";

export type SaveSupplierWorkerAttachmentResult = useSaveSupplierWorkerAttachmentMutation$data["saveSupplierWorkerAttachment"];

const mutation = graphql`
  mutation useSaveSupplierWorkerAttachmentMutation($input: SaveSupplierWorkerAttachmentInput!) {
    saveSupplierWorkerAttachment(input: $input) {
      __typename
      ... on SaveSupplierWorkerAttachmentSuccess {
        data {
          supplierWorkerAttachment {
            id
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

export function useSaveSupplierWorkerAttachmentMutation() {
  const [upload, isInFlight] = useUploadMutation<SaveMutation>(mutation);
  const save = useCallback(
    async (input: Omit<SaveSupplierWorkerAttachmentInput, "file">, file: File | null, onProgress: (percent: number) => void): Promise<SaveSupplierWorkerAttachmentResult> => {
      const response = await upload({ input: { ...input, file: null } }, file ? { "input.file": file } : {}, (progress) => onProgress(progress.percent));
      return response.saveSupplierWorkerAttachment;
    },
    [upload],
  );
  return [save, isInFlight] as const;
}
