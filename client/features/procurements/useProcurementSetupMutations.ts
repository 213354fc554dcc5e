// The customer's set-up mutations of a procurement. Each payload re-reads the procurement as the card shows it
// (its fragments), so the header, the tabs and the supplier picker update in place.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import { useUploadMutation } from "../../relay/useUploadMutation";
import type { useProcurementSetupMutationsSaveMutation as SaveMutation, useProcurementSetupMutationsSaveMutation$data } from "../../__generated__/useProcurementSetupMutationsSaveMutation.graphql";
import type { useProcurementSetupMutationsCreateMutation as CreateMutation, useProcurementSetupMutationsCreateMutation$data, CreateProcurementInput } from "../../__generated__/useProcurementSetupMutationsCreateMutation.graphql";
import type { useProcurementSetupMutationsCloseMutation as CloseMutation } from "../../__generated__/useProcurementSetupMutationsCloseMutation.graphql";
import type { useProcurementSetupMutationsDeleteMutation as DeleteMutation } from "../../__generated__/useProcurementSetupMutationsDeleteMutation.graphql";
import type { useProcurementSetupMutationsUploadFileMutation as UploadFileMutation } from "../../__generated__/useProcurementSetupMutationsUploadFileMutation.graphql";
import type { useProcurementSetupMutationsDeleteFileMutation as DeleteFileMutation } from "../../__generated__/useProcurementSetupMutationsDeleteFileMutation.graphql";
import type { useProcurementSetupMutationsAddSupplierMutation as AddSupplierMutation, AddProcurementSupplierInput } from "../../__generated__/useProcurementSetupMutationsAddSupplierMutation.graphql";
import type { useProcurementSetupMutationsRemoveSupplierMutation as RemoveSupplierMutation } from "../../__generated__/useProcurementSetupMutationsRemoveSupplierMutation.graphql";
import type { MutationFailure } from "../../lib/mutation-outcome";

export type SetupResult = MutationFailure & { readonly __typename: string };
export type CreateProcurementResult = useProcurementSetupMutationsCreateMutation$data["createProcurement"];
export type SaveProcurementResult = useProcurementSetupMutationsSaveMutation$data["updateProcurement"];

const createMutation = graphql`
  mutation useProcurementSetupMutationsCreateMutation($input: CreateProcurementInput!) {
    createProcurement(input: $input) {
      __typename
      ... on CreateProcurementSuccess { data { procurement { id } } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;
const saveMutation = graphql`
  mutation useProcurementSetupMutationsSaveMutation($input: UpdateProcurementInput!) {
    updateProcurement(input: $input) {
      __typename
      ... on UpdateProcurementSuccess { data { procurement { id ...ProcurementHeader_procurement ...ProcurementSetupBar_procurement } } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;
const closeMutation = graphql`
  mutation useProcurementSetupMutationsCloseMutation($input: CloseProcurementInput!) {
    closeProcurement(input: $input) {
      __typename
      ... on CloseProcurementSuccess { data { procurement { id ...ProcurementSetupBar_procurement ...ProcurementFilesTab_procurement } } }
      ... on Error { message }
    }
  }
`;
const deleteMutation = graphql`
  mutation useProcurementSetupMutationsDeleteMutation($input: DeleteProcurementInput!) {
    deleteProcurement(input: $input) {
      __typename
      ... on Error { message }
    }
  }
`;
const uploadFileMutation = graphql`
  mutation useProcurementSetupMutationsUploadFileMutation($input: UploadProcurementFileInput!) {
    uploadProcurementFile(input: $input) {
      __typename
      ... on UploadProcurementFileSuccess { data { procurement { id ...ProcurementFilesTab_procurement } } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;
const deleteFileMutation = graphql`
  mutation useProcurementSetupMutationsDeleteFileMutation($input: DeleteProcurementFileInput!) {
    deleteProcurementFile(input: $input) {
      __typename
      ... on DeleteProcurementFileSuccess { data { procurement { id ...ProcurementFilesTab_procurement } } }
      ... on Error { message }
    }
  }
`;
const addSupplierMutation = graphql`
  mutation useProcurementSetupMutationsAddSupplierMutation($input: AddProcurementSupplierInput!) {
    addProcurementSupplier(input: $input) {
      __typename
      ... on AddProcurementSupplierSuccess {
        data { procurement { id suppliers { id supplier { id } } ...SupplierPicker_procurement ...ProcurementSetupBar_procurement } }
      }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;
const removeSupplierMutation = graphql`
  mutation useProcurementSetupMutationsRemoveSupplierMutation($input: RemoveProcurementSupplierInput!) {
    removeProcurementSupplier(input: $input) {
      __typename
      ... on RemoveProcurementSupplierSuccess {
        data { procurement { id trafficLight suppliers { id supplier { id } } ...SupplierPicker_procurement ...ProcurementSetupBar_procurement } }
      }
      ... on Error { message }
    }
  }
`;

export function useCreateProcurementMutation() {
  const [run, isInFlight] = useMutationAsPromise<CreateMutation>(createMutation);
  const create = useCallback(async (input: CreateProcurementInput) => (await run({ input })).createProcurement, [run]);
  return [create, isInFlight] as const;
}

export function useSaveProcurementMutation() {
  const [run, isInFlight] = useMutationAsPromise<SaveMutation>(saveMutation);
  const save = useCallback(async (input: SaveMutation["variables"]["input"]) => (await run({ input })).updateProcurement, [run]);
  return [save, isInFlight] as const;
}

export function useCloseProcurementMutation() {
  const [run, isInFlight] = useMutationAsPromise<CloseMutation>(closeMutation);
  const close = useCallback(async (id: string): Promise<SetupResult> => (await run({ input: { id } })).closeProcurement, [run]);
  return [close, isInFlight] as const;
}

export function useDeleteProcurementMutation() {
  const [run, isInFlight] = useMutationAsPromise<DeleteMutation>(deleteMutation);
  const remove = useCallback(async (id: string): Promise<SetupResult> => (await run({ input: { id } })).deleteProcurement, [run]);
  return [remove, isInFlight] as const;
}

export function useUploadProcurementFileMutation() {
  const [upload, isInFlight] = useUploadMutation<UploadFileMutation>(uploadFileMutation);
  const send = useCallback(
    async (procurementId: string, label: string | null, file: File): Promise<SetupResult> =>
      (await upload({ input: { procurementId, label, file: null } }, { "input.file": file })).uploadProcurementFile,
    [upload],
  );
  return [send, isInFlight] as const;
}

export function useDeleteProcurementFileMutation() {
  const [run, isInFlight] = useMutationAsPromise<DeleteFileMutation>(deleteFileMutation);
  const remove = useCallback(async (id: string): Promise<SetupResult> => (await run({ input: { id } })).deleteProcurementFile, [run]);
  return [remove, isInFlight] as const;
}

export function useAddProcurementSupplierMutation() {
  const [run, isInFlight] = useMutationAsPromise<AddSupplierMutation>(addSupplierMutation);
  const add = useCallback(async (input: AddProcurementSupplierInput): Promise<SetupResult> => (await run({ input })).addProcurementSupplier, [run]);
  return [add, isInFlight] as const;
}

export function useRemoveProcurementSupplierMutation() {
  const [run, isInFlight] = useMutationAsPromise<RemoveSupplierMutation>(removeSupplierMutation);
  const remove = useCallback(async (id: string): Promise<SetupResult> => (await run({ input: { id } })).removeProcurementSupplier, [run]);
  return [remove, isInFlight] as const;
}
