// Uploads (or imports from the supplier's own documentation) a required document: a GraphQL multipart
// request with upload progress (client/relay/useUploadMutation.ts). A new upload puts the document back
// in the customer's approval queue (PENDING).
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useUploadMutation } from "../../relay/useUploadMutation";
import type {
  UploadRequiredDocumentInput,
  useUploadRequiredDocumentMutation as UploadRequiredDocumentMutation,
  useUploadRequiredDocumentMutation$data,
} from "../../__generated__/useUploadRequiredDocumentMutation.graphql";

export type UploadRequiredDocumentResult = useUploadRequiredDocumentMutation$data["uploadRequiredDocument"];

const mutation = graphql`
  mutation useUploadRequiredDocumentMutation($input: UploadRequiredDocumentInput!) {
    uploadRequiredDocument(input: $input) {
      __typename
      ... on UploadRequiredDocumentSuccess {
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

export function useUploadRequiredDocumentMutation() {
  const [upload, isUploading] = useUploadMutation<UploadRequiredDocumentMutation>(mutation);
  const commit = useCallback(
    async (
      input: Omit<UploadRequiredDocumentInput, "file">,
      file: File | null,
      onProgress: (percent: number) => void,
    ): Promise<UploadRequiredDocumentResult> => {
      const response = await upload(
        { input: { ...input, file: null } },
        file ? { "input.file": file } : {},
        (progress) => onProgress(progress.percent),
      );
      return response.uploadRequiredDocument;
    },
    [upload],
  );
  return [commit, isUploading] as const;
}
