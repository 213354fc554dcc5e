// Binds a DataTable to a Relay connection read by a @refetchable fragment: keeps the table state,
// turns each change into the fragment's variables (table-state.ts) and refetches inside a transition,
// so the rows on screen stay visible under the loading overlay until the new page has arrived.
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import {
  connectionVariables,
  initialTableState,
  nextTableState,
  shouldReturnToFirstPage,
  type ConnectionVariables,
  type SortDirection,
  type TableChange,
  type TableState,
} from "./table-state";

// The part of a generated connection type the table reads.
export type ConnectionLike<Node> = {
  readonly totalCount: number;
  readonly pageInfo: { readonly startCursor?: string | null; readonly endCursor?: string | null };
  readonly edges?: ReadonlyArray<{ readonly node?: Node | null } | null | undefined> | null;
};

type RefetchOptions = { fetchPolicy?: "network-only" | "store-or-network" };

export type TableBinding<TOrder extends string> = {
  state: TableState<TOrder>;
  onStateChange: (change: TableChange<TOrder>) => void;
  loading: boolean;
  totalCount: number;
};

export type ConnectionTable<Node, TOrder extends string> = {
  rows: ReadonlyArray<Node>;
  tableProps: TableBinding<TOrder>;
  state: TableState<TOrder>;
  variables: ConnectionVariables<TOrder>;
  isPending: boolean;
  refresh: () => void;
  change: (change: TableChange<TOrder>) => void;
};

export function connectionNodes<Node>(connection: ConnectionLike<Node> | null | undefined): ReadonlyArray<Node> {
  const nodes: Node[] = [];
  for (const edge of connection?.edges ?? []) {
    if (edge?.node !== null && edge?.node !== undefined) nodes.push(edge.node);
  }
  return nodes;
}

export function useConnectionTable<Node, TOrder extends string>(options: {
  connection: ConnectionLike<Node> | null | undefined;
  // The fragment's refetch function (useRefetchableFragment); its variables are the connection's arguments.
  refetch: (variables: ConnectionVariables<TOrder>, options?: RefetchOptions) => unknown;
  defaultOrderBy: TOrder;
  defaultDirection?: SortDirection;
  pageSize?: number;
  hideInactive?: boolean;
}): ConnectionTable<Node, TOrder> {
  const { connection, refetch } = options;
  // Two copies of the state: `requested` answers the controls at once (the ticked checkbox, the sort
  // arrow, "pagina 2 di 5"), `shown` moves with the rows, inside the transition that fetches them.
  const [requested, setRequested] = useState<TableState<TOrder>>(() => initialTableState(options));
  const [shown, setShown] = useState<TableState<TOrder>>(requested);
  const [isPending, startTransition] = useTransition();
  const rows = useMemo(() => connectionNodes(connection), [connection]);

  // Changes read the page on screen (its cursors, the total) at the moment they happen.
  const latest = useRef({ requested, shown, connection, refetch });
  latest.current = { requested, shown, connection, refetch };

  const change = useCallback((tableChange: TableChange<TOrder>) => {
    const { requested: current, shown: onScreen, connection: page, refetch: refetchPage } = latest.current;
    // "next"/"previous" step from the cursors of the page on screen: while another page is still on its
    // way those cursors are not the requested page's, so the step waits (the buttons are disabled too).
    const steps = tableChange.type === "page" && (tableChange.move === "next" || tableChange.move === "previous");
    if (steps && current !== onScreen) return;
    const next = nextTableState(current, tableChange, {
      totalCount: page?.totalCount ?? 0,
      startCursor: page?.pageInfo.startCursor,
      endCursor: page?.pageInfo.endCursor,
    });
    if (next === current) return;
    // Two quick clicks ("next", "next") must build on each other, before React re-renders.
    latest.current = { ...latest.current, requested: next };
    setRequested(next);
    startTransition(() => {
      setShown(next);
      refetchPage(connectionVariables(next), { fetchPolicy: "store-or-network" });
    });
  }, []);

  const refresh = useCallback(() => {
    const { requested: current, refetch: refetchPage } = latest.current;
    startTransition(() => {
      refetchPage(connectionVariables(current), { fetchPolicy: "network-only" });
    });
  }, []);

  const rowCount = rows.length;
  useEffect(() => {
    if (!isPending && shouldReturnToFirstPage(shown, rowCount)) change({ type: "page", move: "first" });
  }, [change, isPending, rowCount, shown]);

  const variables = useMemo(() => connectionVariables(shown), [shown]);
  const totalCount = connection?.totalCount ?? 0;
  const tableProps = useMemo(
    () => ({ state: requested, onStateChange: change, loading: isPending, totalCount }),
    [change, isPending, requested, totalCount],
  );
  return { rows, tableProps, state: requested, variables, isPending, refresh, change };
}
