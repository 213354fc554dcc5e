// Mutations that carry files, with upload progress. useMutation's config has no cacheConfig, which is
// where the network layer (environment.ts) looks for the progress callback, so these commit through
// commitMutation themselves. Usage: see client/components/README-table.md, "Uploads through Relay".
import { useCallback, useEffect, useRef, useState } from "react";
import { useRelayEnvironment } from "react-relay/hooks";
import {
  commitMutation,
  type Disposable,
  type Environment,
  type GraphQLTaggedNode,
  type MutationParameters,
  type SelectorStoreUpdater,
  type UploadableMap,
} from "relay-runtime";
import type { UploadProgress } from "./multipart";

export type { UploadProgress } from "./multipart";

export type UploadMutationConfig<M extends MutationParameters> = {
  mutation: GraphQLTaggedNode;
  // The file variables are null here; `uploadables` fills them: { "input.file": file }.
  variables: M["variables"];
  uploadables: UploadableMap;
  onProgress?: (progress: UploadProgress) => void;
  updater?: SelectorStoreUpdater<M["response"]>;
};

// Resolves with the response, rejects with the network layer's error (already shown as a toast).
// `cancel` aborts the upload.
export function commitUploadMutation<M extends MutationParameters>(
  environment: Environment,
  config: UploadMutationConfig<M>,
): { promise: Promise<M["response"]>; cancel: () => void } {
  let disposable: Disposable | null = null;
  const promise = new Promise<M["response"]>((resolve, reject) => {
    disposable = commitMutation<M>(environment, {
      mutation: config.mutation,
      variables: config.variables,
      uploadables: config.uploadables,
      updater: config.updater,
      cacheConfig: { metadata: { onUploadProgress: config.onProgress } },
      onCompleted: (response) => resolve(response),
      onError: reject,
    });
  });
  return { promise, cancel: () => disposable?.dispose() };
}

export function useUploadMutation<M extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const environment = useRelayEnvironment();
  const [isInFlight, setInFlight] = useState(false);
  const inFlight = useRef(new Set<() => void>());

  // Leaving the screen abandons its uploads rather than finishing them unseen.
  useEffect(() => {
    const running = inFlight.current;
    return () => {
      for (const cancel of running) cancel();
      running.clear();
    };
  }, []);

  const upload = useCallback(
    async (
      variables: M["variables"],
      uploadables: UploadableMap,
      onProgress?: (progress: UploadProgress) => void,
      updater?: SelectorStoreUpdater<M["response"]>,
    ): Promise<M["response"]> => {
      const { promise, cancel } = commitUploadMutation<M>(environment, { mutation, variables, uploadables, onProgress, updater });
      inFlight.current.add(cancel);
      setInFlight(true);
      try {
        return await promise;
      } finally {
        inFlight.current.delete(cancel);
        setInFlight(inFlight.current.size > 0);
      }
    },
    [environment, mutation],
  );
  return [upload, isInFlight] as const;
}
