import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  UpdateSupplierInput,
  useUpdateSupplierMutation as UpdateSupplierMutation,
  useUpdateSupplierMutation$data,
} from "../../__generated__/useUpdateSupplierMutation.graphql";

export type UpdateSupplierResult = useUpdateSupplierMutation$data["updateSupplier"];

// The answer refreshes the header card and the edit form through the store (same Supplier id).
const mutation = graphql`
  mutation useUpdateSupplierMutation($input: UpdateSupplierInput!) {
    updateSupplier(input: $input) {
      __typename
      ... on UpdateSupplierSuccess {
        data {
          supplier {
            ...SupplierHeaderCard_supplier
            ...SupplierEditDialog_supplier
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

export function useUpdateSupplierMutation() {
  const [run, isInFlight] = useMutationAsPromise<UpdateSupplierMutation>(mutation);
  const updateSupplier = useCallback(
    async (input: UpdateSupplierInput): Promise<UpdateSupplierResult> => (await run({ input })).updateSupplier,
    [run],
  );
  return [updateSupplier, isInFlight] as const;
}
