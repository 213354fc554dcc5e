// Deletes a fitness certificate (level 5): with a file, only the file goes (the requirement stays, MISSING);
// without one, the row goes unless the flags or the procurement still require it.
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
