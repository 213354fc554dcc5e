// Relay reports a mutation's outcome through callbacks; forms want to await it. One adapter for all hooks.
import { useCallback } from "react";
import { useMutation, type GraphQLTaggedNode } from "react-relay/hooks";
import type { MutationParameters } from "relay-runtime";

export function useMutationAsPromise<M extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, isInFlight] = useMutation<M>(mutation);
  const run = useCallback(
    (variables: M["variables"]) =>
      new Promise<M["response"]>((resolve, reject) => {
        commit({ variables, onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commit],
  );
  return [run, isInFlight] as const;
}
