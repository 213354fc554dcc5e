// Deletes a fitness certificate (level 5): a required one loses its file and stays as MISSING (FILE_REMOVED), any
// other goes (ROW_DELETED); the outcome tells the screen which, so the toast says what happened.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  useDeleteFitnessCertificateMutation as DeleteFitnessCertificateMutation,
  useDeleteFitnessCertificateMutation$data,
} from "../../__generated__/useDeleteFitnessCertificateMutation.graphql";

export type DeleteFitnessCertificateResult = useDeleteFitnessCertificateMutation$data["deleteFitnessCertificate"];

const mutation = graphql`
  mutation useDeleteFitnessCertificateMutation($input: DeleteFitnessCertificateInput!) {
    deleteFitnessCertificate(input: $input) {
      __typename
      ... on DeleteFitnessCertificateSuccess {
        data {
          outcome
          deletedId
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

export function useDeleteFitnessCertificateMutation() {
  const [run, isInFlight] = useMutationAsPromise<DeleteFitnessCertificateMutation>(mutation);
  const remove = useCallback(async (id: string): Promise<DeleteFitnessCertificateResult> => (await run({ input: { id } })).deleteFitnessCertificate, [run]);
  return [remove, isInFlight] as const;
}
