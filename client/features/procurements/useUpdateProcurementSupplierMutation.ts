import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  UpdateProcurementSupplierInput,
  useUpdateProcurementSupplierMutation as UpdateProcurementSupplierMutation,
  useUpdateProcurementSupplierMutation$data,
} from "../../__generated__/useUpdateProcurementSupplierMutation.graphql";

export type UpdateProcurementSupplierResult = useUpdateProcurementSupplierMutation$data["updateProcurementSupplier"];

// The payload re-reads what the card shows of the supplier, so the header and picker update in place.
const mutation = graphql`
  mutation useUpdateProcurementSupplierMutation($input: UpdateProcurementSupplierInput!) {
    updateProcurementSupplier(input: $input) {
      __typename
      ... on UpdateProcurementSupplierSuccess {
        data {
          procurementSupplier {
            id
            ...SupplierLinkSummary_procurementSupplier
            ...ProcurementSupplierDialog_procurementSupplier
            parentSupplier {
              companyName
            }
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

export function useUpdateProcurementSupplierMutation() {
  const [run, isInFlight] = useMutationAsPromise<UpdateProcurementSupplierMutation>(mutation);
  const update = useCallback(
    async (input: UpdateProcurementSupplierInput): Promise<UpdateProcurementSupplierResult> =>
      (await run({ input })).updateProcurementSupplier,
    [run],
  );
  return [update, isInFlight] as const;
}
