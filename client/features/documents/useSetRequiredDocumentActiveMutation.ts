import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import type {
  SetRequiredDocumentActiveInput,
  useSetRequiredDocumentActiveMutation as SetRequiredDocumentActiveMutation,
  useSetRequiredDocumentActiveMutation$data,
} from "../../__generated__/useSetRequiredDocumentActiveMutation.graphql";

export type SetRequiredDocumentActiveResult = useSetRequiredDocumentActiveMutation$data["setRequiredDocumentActive"];

const mutation = graphql`
  mutation useSetRequiredDocumentActiveMutation($input: SetRequiredDocumentActiveInput!) {
    setRequiredDocumentActive(input: $input) {
      __typename
      ... on SetRequiredDocumentActiveSuccess {
        data {
          requiredDocument {
            ...RequiredDocumentChange_document
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

export function useSetRequiredDocumentActiveMutation() {
  const [run, isInFlight] = useMutationAsPromise<SetRequiredDocumentActiveMutation>(mutation);
  const commit = useCallback(
    async (input: SetRequiredDocumentActiveInput): Promise<SetRequiredDocumentActiveResult> => (await run({ input })).setRequiredDocumentActive,
    [run],
  );
  return [commit, isInFlight] as const;
}
