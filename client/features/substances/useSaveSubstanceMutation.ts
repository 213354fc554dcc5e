// Adds or edits a chemical substance; the SDS travels as a GraphQL multipart upload with progress. The answer
// carries the row and the traffic lights the change may move (its supplier's and the procurement's), so the
// header and the supplier picker update without a reload.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useUploadMutation, type UploadProgress } from "../../relay/useUploadMutation";
import type {
  SaveSubstanceInput,
  useSaveSubstanceMutation as SaveSubstanceMutation,
  useSaveSubstanceMutation$data,
} from "../../__generated__/useSaveSubstanceMutation.graphql";

export type SaveSubstanceResult = useSaveSubstanceMutation$data["saveSubstance"];

const mutation = graphql`
  mutation useSaveSubstanceMutation($input: SaveSubstanceInput!) {
    saveSubstance(input: $input) {
      __typename
      ... on SaveSubstanceSuccess {
        data {
          substance {
            id
            ...SubstanceRow_substance
            procurementSupplier {
              ...ProcurementSupplierAttention_procurementSupplier
            }
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

export function useSaveSubstanceMutation() {
  const [upload, isInFlight] = useUploadMutation<SaveSubstanceMutation>(mutation);
  const save = useCallback(
    async (input: Omit<SaveSubstanceInput, "file">, file: File | null, onProgress?: (progress: UploadProgress) => void): Promise<SaveSubstanceResult> => {
      const response = await upload({ input: { ...input, file: null } }, file ? { "input.file": file } : {}, onProgress);
      return response.saveSubstance;
    },
    [upload],
  );
  return [save, isInFlight] as const;
}
