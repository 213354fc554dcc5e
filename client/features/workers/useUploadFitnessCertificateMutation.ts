// Uploads or re-uploads ("Ricarica il Documento") the file of a worker's fitness certificate, or imports the
// worker's own file instead, with its name, dates and note: a GraphQL multipart request with upload progress
// (client/relay/useUploadMutation.ts). What changes waits again for the customer's approval.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useUploadMutation } from "../../relay/useUploadMutation";
import type {
  UploadFitnessCertificateInput,
  useUploadFitnessCertificateMutation as UploadFitnessCertificateMutation,
  useUploadFitnessCertificateMutation$data,
} from "../../__generated__/useUploadFitnessCertificateMutation.graphql";

export type UploadFitnessCertificateResult = useUploadFitnessCertificateMutation$data["uploadFitnessCertificate"];

const mutation = graphql`
  mutation useUploadFitnessCertificateMutation($input: UploadFitnessCertificateInput!) {
    uploadFitnessCertificate(input: $input) {
      __typename
      ... on UploadFitnessCertificateSuccess {
        data {
          fitnessCertificates {
            id
            approval
            attachmentName
            documentDate
            documentExpirationDate
            note
            complianceState
            hasFile
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

export function useUploadFitnessCertificateMutation() {
  const [upload, isUploading] = useUploadMutation<UploadFitnessCertificateMutation>(mutation);
  const commit = useCallback(
    async (input: Omit<UploadFitnessCertificateInput, "file">, file: File | null, onProgress: (percent: number) => void): Promise<UploadFitnessCertificateResult> => {
      const response = await upload({ input: { ...input, file: null } }, file ? { "input.file": file } : {}, (progress) => onProgress(progress.percent));
      return response.uploadFitnessCertificate;
    },
    [upload],
  );
  return [commit, isUploading] as const;
}
