// Adds one fitness certificate of a chosen category, with its file or the worker's own matching file
// ("Importa nell'appalto"): a GraphQL multipart request with upload progress.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useUploadMutation } from "../../relay/useUploadMutation";
import type {
  AddFitnessCertificateInput,
  useAddFitnessCertificateMutation as AddFitnessCertificateMutation,
  useAddFitnessCertificateMutation$data,
} from "../../__generated__/useAddFitnessCertificateMutation.graphql";

export type AddFitnessCertificateResult = useAddFitnessCertificateMutation$data["addFitnessCertificate"];

const mutation = graphql`
  mutation useAddFitnessCertificateMutation($input: AddFitnessCertificateInput!) {
    addFitnessCertificate(input: $input) {
      __typename
      ... on AddFitnessCertificateSuccess {
        data {
          fitnessCertificates {
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

export function useAddFitnessCertificateMutation() {
  const [upload, isUploading] = useUploadMutation<AddFitnessCertificateMutation>(mutation);
  const commit = useCallback(
    async (input: Omit<AddFitnessCertificateInput, "file">, file: File | null, onProgress: (percent: number) => void): Promise<AddFitnessCertificateResult> => {
      const response = await upload({ input: { ...input, file: null } }, file ? { "input.file": file } : {}, (progress) => onProgress(progress.percent));
      return response.addFitnessCertificate;
    },
    [upload],
  );
  return [commit, isUploading] as const;
}
