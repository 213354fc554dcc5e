// useRefetchableFragment whose refetch never takes the screen away. Relay's own refetch suspends while
// it loads and throws its network error into the render, so a failed refresh (a dropped connection, a
// server restart) replaced the whole card with the route's error screen. This one first fetches the
// fragment's refetch query on its own, with the same variables Relay would use, while the data on
// screen stays put; only when that answer is in the store does it switch the fragment over (which then
// renders at once, without suspending). A failure rejects the returned promise and changes nothing:
// the caller says that the refresh failed, beside the data it still shows. (The network layer has
// already shown the server's message as a toast.)
import { startTransition, useCallback, useRef } from "react";
import { fetchQuery, useRefetchableFragment, useRelayEnvironment, type RefetchFnDynamic } from "react-relay/hooks";
import {
  createOperationDescriptor,
  getFragment,
  getRefetchMetadata,
  getSelector,
  type GraphQLTaggedNode,
  type OperationType,
  type Variables,
} from "relay-runtime";
import type { KeyType, KeyTypeData } from "react-relay/relay-hooks/helpers";

export type KeptRefetchOptions = {
  // true: always ask the server (the refresh button); false: use the store when it has the data
  // (going back to a page already seen).
  force: boolean;
  // Run in the same transition as the switch, so other state moves with the data (the table's "page 2").
  alongside?: () => void;
  // Checked when the answer arrives: a newer request may have overtaken this one.
  isCurrent?: () => boolean;
};

export type KeptRefetch<TQuery extends OperationType> = (
  variables: Partial<TQuery["variables"]>,
  options: KeptRefetchOptions,
) => Promise<void>;

export function useRefetchKeepingData<TQuery extends OperationType, TKey extends KeyType>(
  fragmentInput: GraphQLTaggedNode,
  key: TKey,
): [KeyTypeData<TKey>, KeptRefetch<TQuery>] {
  const [data, refetch] = useRefetchableFragment<TQuery, TKey>(fragmentInput, key);
  const environment = useRelayEnvironment();
  const latest = useRef<{ key: TKey; data: KeyTypeData<TKey>; refetch: RefetchFnDynamic<TQuery, TKey> }>({ key, data, refetch });
  latest.current = { key, data, refetch };

  const keptRefetch = useCallback<KeptRefetch<TQuery>>(
    async (variables, options) => {
      const fragmentNode = getFragment(fragmentInput);
      const { refetchableRequest, identifierInfo } = getRefetchMetadata(fragmentNode, "useRefetchKeepingData");
      // The variables Relay's refetch would send: the parent query's, the fragment's, the new ones,
      // and the object's id for a fragment on a Node.
      const selector = getSelector(fragmentNode, latest.current.key);
      const all: Variables =
        selector && selector.kind === "SingularReaderSelector" ? { ...selector.owner.variables, ...selector.variables } : {};
      Object.assign(all, variables);
      if (identifierInfo && !(identifierInfo.identifierQueryVariableName in variables)) {
        const current = latest.current.data as Record<string, unknown> | null;
        all[identifierInfo.identifierQueryVariableName] = current?.[identifierInfo.identifierField];
      }
      const operation = createOperationDescriptor(refetchableRequest, all, { force: true });
      // Held until the fragment has switched over, so no garbage collection can drop the answer in between.
      const retained = environment.retain(operation);
      try {
        if (options.force || environment.check(operation).status !== "available") {
          await fetchQuery(environment, refetchableRequest, operation.request.variables, { fetchPolicy: "network-only" }).toPromise();
        }
        if (options.isCurrent && !options.isCurrent()) return;
        startTransition(() => {
          options.alongside?.();
          latest.current.refetch(variables, { fetchPolicy: "store-or-network" });
        });
      } finally {
        retained.dispose();
      }
    },
    [environment, fragmentInput],
  );
  return [data, keptRefetch];
}
