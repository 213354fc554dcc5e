// Uploads (or re-uploads) the file of a worker's fitness certificate: a GraphQL multipart request with
// upload progress (client/relay/useUploadMutation.ts). A new file waits for the customer's approval.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useUploadMutation, type UploadProgress } from "../../relay/useUploadMutation";
import type {
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
    async (id: string, file: File, onProgress: (progress: UploadProgress) => void): Promise<UploadFitnessCertificateResult> => {
      // The server needs a document name; the plain upload dialog asks only for the file, so its name
      // without the extension is the document's name (the full form with dates is still to come).
      const attachmentName = file.name.replace(/\.[^.]+$/, "") || file.name;
      const response = await upload({ input: { id, attachmentName, file: null } }, { "input.file": file }, onProgress);
      return response.uploadFitnessCertificate;
    },
    [upload],
  );
  return [commit, isUploading] as const;
}
