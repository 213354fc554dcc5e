// The worker's photo and files: uploads through the GraphQL multipart request (with progress), and deleting a file.
import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import type { useWorkforceFileMutationsPhotoMutation } from "../../__generated__/useWorkforceFileMutationsPhotoMutation.graphql";
import type { useWorkforceFileMutationsAddMutation } from "../../__generated__/useWorkforceFileMutationsAddMutation.graphql";
import type { useWorkforceFileMutationsDeleteMutation } from "../../__generated__/useWorkforceFileMutationsDeleteMutation.graphql";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import { useUploadMutation } from "../../relay/useUploadMutation";

const photoMutation = graphql`
  mutation useWorkforceFileMutationsPhotoMutation($input: SetWorkforceWorkerPhotoInput!) {
    setWorkforceWorkerPhoto(input: $input) {
      __typename
      ... on SetWorkforceWorkerPhotoSuccess { data { worker { id ...WorkforceWorkerRecord_worker } } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;

const addMutation = graphql`
  mutation useWorkforceFileMutationsAddMutation($input: AddWorkforceWorkerFileInput!) {
    addWorkforceWorkerFile(input: $input) {
      __typename
      ... on AddWorkforceWorkerFileSuccess { data { worker { id ...WorkforceWorkerRecord_worker } } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { field messages } }
    }
  }
`;

const deleteMutation = graphql`
  mutation useWorkforceFileMutationsDeleteMutation($input: DeleteWorkforceWorkerFileInput!) {
    deleteWorkforceWorkerFile(input: $input) {
      __typename
      ... on DeleteWorkforceWorkerFileSuccess { data { worker { id ...WorkforceWorkerRecord_worker } } }
      ... on Error { message }
    }
  }
`;

export function useWorkforceFileMutations() {
  const [uploadPhoto, photoInFlight] = useUploadMutation<useWorkforceFileMutationsPhotoMutation>(photoMutation);
  const [uploadFile, fileInFlight] = useUploadMutation<useWorkforceFileMutationsAddMutation>(addMutation);
  const [commitDelete] = useMutationAsPromise<useWorkforceFileMutationsDeleteMutation>(deleteMutation);
  const setPhoto = useCallback(
    async (workerId: string, file: File) => (await uploadPhoto({ input: { workerId, file: null } }, { "input.file": file })).setWorkforceWorkerPhoto,
    [uploadPhoto],
  );
  const addFile = useCallback(
    async (workerId: string, file: File) => (await uploadFile({ input: { workerId, file: null } }, { "input.file": file })).addWorkforceWorkerFile,
    [uploadFile],
  );
  const deleteFile = useCallback(async (fileId: number) => (await commitDelete({ input: { fileId } })).deleteWorkforceWorkerFile, [commitDelete]);
  return { setPhoto, addFile, deleteFile, uploading: photoInFlight || fileInFlight };
}
