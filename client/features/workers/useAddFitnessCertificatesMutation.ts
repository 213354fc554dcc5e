// Imports the standard fitness categories (after the infotable confirmation): one MISSING certificate per
// category the worker does not have yet on the procurement.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  AddFitnessCertificatesInput,
  useAddFitnessCertificatesMutation as AddFitnessCertificatesMutation,
  useAddFitnessCertificatesMutation$data,
} from "../../__generated__/useAddFitnessCertificatesMutation.graphql";

export type AddFitnessCertificatesResult = useAddFitnessCertificatesMutation$data["addFitnessCertificates"];

const mutation = graphql`
  mutation useAddFitnessCertificatesMutation($input: AddFitnessCertificatesInput!) {
    addFitnessCertificates(input: $input) {
      __typename
      ... on AddFitnessCertificatesSuccess {
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

export function useAddFitnessCertificatesMutation() {
  const [run, isInFlight] = useMutationAsPromise<AddFitnessCertificatesMutation>(mutation);
  const add = useCallback(async (input: AddFitnessCertificatesInput): Promise<AddFitnessCertificatesResult> => (await run({ input })).addFitnessCertificates, [run]);
  return [add, isInFlight] as const;
}
