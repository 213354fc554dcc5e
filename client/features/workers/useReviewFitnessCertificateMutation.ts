import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  ReviewFitnessCertificateInput,
  useReviewFitnessCertificateMutation as ReviewFitnessCertificateMutation,
  useReviewFitnessCertificateMutation$data,
} from "../../__generated__/useReviewFitnessCertificateMutation.graphql";

export type ReviewFitnessCertificateResult = useReviewFitnessCertificateMutation$data["reviewFitnessCertificate"];

// The customer's review of a fitness certificate: approval (a rejection with its reason) or mandatory.
// The certificates come back with their new state; the card reloads the worker's light itself.
const mutation = graphql`
  mutation useReviewFitnessCertificateMutation($input: ReviewFitnessCertificateInput!) {
    reviewFitnessCertificate(input: $input) {
      __typename
      ... on ReviewFitnessCertificateSuccess {
        data {
          fitnessCertificates {
            id
            active
            approval
            complianceState
            note
            reviewNote
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

export function useReviewFitnessCertificateMutation() {
  const [run, isInFlight] = useMutationAsPromise<ReviewFitnessCertificateMutation>(mutation);
  const review = useCallback(
    async (input: ReviewFitnessCertificateInput): Promise<ReviewFitnessCertificateResult> =>
      (await run({ input })).reviewFitnessCertificate,
    [run],
  );
  return [review, isInFlight] as const;
}
