// The element mutations of tabs 4 and 5: create, edit and delete a vehicle, machine or tool; upload, edit and
// delete its documents (multipart, with progress); the customer's approval of the whole element or of one
// document. Each reads back the row and the lights it may move (ElementRow.ts).
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useElementMutationsCreateMutation as CreateMutation, CreateElementInput } from "../../__generated__/useElementMutationsCreateMutation.graphql";
import type { useElementMutationsUpdateMutation as UpdateMutation, UpdateElementInput } from "../../__generated__/useElementMutationsUpdateMutation.graphql";
import type { useElementMutationsDeleteMutation as DeleteMutation } from "../../__generated__/useElementMutationsDeleteMutation.graphql";
import type { useElementMutationsUploadMutation as UploadMutation, UploadElementDocumentInput } from "../../__generated__/useElementMutationsUploadMutation.graphql";
import type { useElementMutationsEditDocumentMutation as EditDocumentMutation, UpdateElementDocumentInput } from "../../__generated__/useElementMutationsEditDocumentMutation.graphql";
import type { useElementMutationsDeleteDocumentMutation as DeleteDocumentMutation } from "../../__generated__/useElementMutationsDeleteDocumentMutation.graphql";
import type { useElementMutationsApproveMutation as ApproveMutation, SetElementApprovalInput } from "../../__generated__/useElementMutationsApproveMutation.graphql";
import type {
  useElementMutationsApproveDocumentMutation as ApproveDocumentMutation,
  SetElementDocumentApprovalInput,
} from "../../__generated__/useElementMutationsApproveDocumentMutation.graphql";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import { useUploadMutation } from "../../relay/useUploadMutation";

const createMutation = graphql`
  mutation useElementMutationsCreateMutation($input: CreateElementInput!) {
    createElement(input: $input) {
      __typename
      ... on CreateElementSuccess { data { ...ElementRow_change } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;

const updateMutation = graphql`
  mutation useElementMutationsUpdateMutation($input: UpdateElementInput!) {
    updateElement(input: $input) {
      __typename
      ... on UpdateElementSuccess { data { ...ElementRow_change } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;

const deleteMutation = graphql`
  mutation useElementMutationsDeleteMutation($input: DeleteElementInput!) {
    deleteElement(input: $input) {
      __typename
      ... on DeleteElementSuccess {
        data {
          deletedElementId
          procurementSupplier { ...ProcurementSupplierAttention_procurementSupplier }
        }
      }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;

const uploadMutation = graphql`
  mutation useElementMutationsUploadMutation($input: UploadElementDocumentInput!) {
    uploadElementDocument(input: $input) {
      __typename
      ... on UploadElementDocumentSuccess { data { ...ElementRow_documentChange } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;

const editDocumentMutation = graphql`
  mutation useElementMutationsEditDocumentMutation($input: UpdateElementDocumentInput!) {
    updateElementDocument(input: $input) {
      __typename
      ... on UpdateElementDocumentSuccess { data { ...ElementRow_documentChange } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;

const deleteDocumentMutation = graphql`
  mutation useElementMutationsDeleteDocumentMutation($input: DeleteElementDocumentInput!) {
    deleteElementDocument(input: $input) {
      __typename
      ... on DeleteElementDocumentSuccess {
        data {
          element { ...ElementRow_element }
          procurementSupplier { ...ProcurementSupplierAttention_procurementSupplier }
        }
      }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;

const approveMutation = graphql`
  mutation useElementMutationsApproveMutation($input: SetElementApprovalInput!) {
    setElementApproval(input: $input) {
      __typename
      ... on SetElementApprovalSuccess { data { ...ElementRow_change } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;

const approveDocumentMutation = graphql`
  mutation useElementMutationsApproveDocumentMutation($input: SetElementDocumentApprovalInput!) {
    setElementDocumentApproval(input: $input) {
      __typename
      ... on SetElementDocumentApprovalSuccess { data { ...ElementRow_documentChange } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;

export function useCreateElement() {
  const [run, busy] = useMutationAsPromise<CreateMutation>(createMutation);
  return [useCallback(async (input: CreateElementInput) => (await run({ input })).createElement, [run]), busy] as const;
}

export function useUpdateElement() {
  const [run, busy] = useMutationAsPromise<UpdateMutation>(updateMutation);
  return [useCallback(async (input: UpdateElementInput) => (await run({ input })).updateElement, [run]), busy] as const;
}

export function useDeleteElement() {
  const [run, busy] = useMutationAsPromise<DeleteMutation>(deleteMutation);
  return [useCallback(async (id: string) => (await run({ input: { id } })).deleteElement, [run]), busy] as const;
}

export function useDeleteElementDocument() {
  const [run, busy] = useMutationAsPromise<DeleteDocumentMutation>(deleteDocumentMutation);
  return [useCallback(async (id: string) => (await run({ input: { id } })).deleteElementDocument, [run]), busy] as const;
}

export function useSetElementApproval() {
  const [run, busy] = useMutationAsPromise<ApproveMutation>(approveMutation);
  return [useCallback(async (input: SetElementApprovalInput) => (await run({ input })).setElementApproval, [run]), busy] as const;
}

export function useSetElementDocumentApproval() {
  const [run, busy] = useMutationAsPromise<ApproveDocumentMutation>(approveDocumentMutation);
  return [useCallback(async (input: SetElementDocumentApprovalInput) => (await run({ input })).setElementDocumentApproval, [run]), busy] as const;
}

// A new document: the file travels as multipart with progress.
export function useUploadElementDocument() {
  const [upload, busy] = useUploadMutation<UploadMutation>(uploadMutation);
  const commit = useCallback(
    async (input: Omit<UploadElementDocumentInput, "file">, file: File, onProgress: (percent: number) => void) =>
      (await upload({ input: { ...input, file: null } }, { "input.file": file }, (progress) => onProgress(progress.percent))).uploadElementDocument,
    [upload],
  );
  return [commit, busy] as const;
}

// The element document form on an existing document: a new file is optional.
export function useEditElementDocument() {
  const [upload, busy] = useUploadMutation<EditDocumentMutation>(editDocumentMutation);
  const commit = useCallback(
    async (input: Omit<UpdateElementDocumentInput, "file">, file: File | null, onProgress: (percent: number) => void) =>
      (await upload({ input: { ...input, file: null } }, file ? { "input.file": file } : {}, (progress) => onProgress(progress.percent)))
        .updateElementDocument,
    [upload],
  );
  return [commit, busy] as const;
}
