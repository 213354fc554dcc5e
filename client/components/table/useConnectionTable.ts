// Binds a DataTable to a Relay connection read by a @refetchable fragment: keeps the table state,
// turns each change into the fragment's variables (table-state.ts) and loads them without taking the
// screen away (useRefetchKeepingData): the rows on screen stay visible under the loading overlay until
// the new page has arrived, and a page that cannot be loaded leaves them there, with the controls back
// on the page shown and a notice that the refresh failed.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { KeptRefetchOptions } from "../../relay/useRefetchKeepingData";
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

export type TableBinding<TOrder extends string> = {
  state: TableState<TOrder>;
  onStateChange: (change: TableChange<TOrder>) => void;
  loading: boolean;
  totalCount: number;
  // The last load failed: the rows shown are the ones from before.
  refreshFailed?: boolean;
  onRetry?: () => void;
};

export type ConnectionTable<Node, TOrder extends string> = {
  rows: ReadonlyArray<Node>;
  tableProps: TableBinding<TOrder>;
  state: TableState<TOrder>;
  variables: ConnectionVariables<TOrder>;
  isPending: boolean;
  // Reloads the page on screen from the server; rejects (leaving the rows as they were) when that fails.
  refresh: () => Promise<void>;
  // The same for a caller that does not wait: a failure shows as the table's notice.
  reload: () => void;
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
  // The fragment's refetch (useRefetchKeepingData); its variables are the connection's arguments.
  refetch: (variables: ConnectionVariables<TOrder>, options: KeptRefetchOptions) => Promise<void>;
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
  const rows = useMemo(() => connectionNodes(connection), [connection]);

  const [fetching, setFetching] = useState(false);
  const [failed, setFailed] = useState(false);
  // Each load has a ticket; an answer that a later request has overtaken changes nothing.
  const ticket = useRef(0);

  // Changes read the page on screen (its cursors, the total) at the moment they happen.
  const latest = useRef({ requested, shown, connection, refetch });
  latest.current = { requested, shown, connection, refetch };

  const load = useCallback((next: TableState<TOrder>, force: boolean): Promise<void> => {
    const mine = ++ticket.current;
    const isCurrent = () => mine === ticket.current;
    setFetching(true);
    return latest.current
      .refetch(connectionVariables(next), { force, isCurrent, alongside: () => setShown(next) })
      .then(() => {
        if (isCurrent()) setFailed(false);
      })
      .catch((error: unknown) => {
        if (isCurrent()) {
          // The controls go back to the page that is still on screen.
          latest.current = { ...latest.current, requested: latest.current.shown };
          setRequested(latest.current.shown);
          setFailed(true);
        }
        throw error;
      })
      .finally(() => {
        if (isCurrent()) setFetching(false);
      });
  }, []);

  const change = useCallback(
    (tableChange: TableChange<TOrder>) => {
      const { requested: current, shown: onScreen, connection: page } = latest.current;
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
      // The failure is shown beside the table; nobody waits on this promise.
      load(next, false).catch(() => undefined);
    },
    [load],
  );

  const refresh = useCallback(() => load(latest.current.requested, true), [load]);
  const reload = useCallback(() => {
    refresh().catch(() => undefined);
  }, [refresh]);

  const rowCount = rows.length;
  useEffect(() => {
    if (!fetching && shouldReturnToFirstPage(shown, rowCount)) change({ type: "page", move: "first" });
  }, [change, fetching, rowCount, shown]);

  const variables = useMemo(() => connectionVariables(shown), [shown]);
  const totalCount = connection?.totalCount ?? 0;
  const tableProps = useMemo(
    () => ({ state: requested, onStateChange: change, loading: fetching, totalCount, refreshFailed: failed, onRetry: reload }),
    [change, failed, fetching, requested, reload, totalCount],
  );
  return { rows, tableProps, state: requested, variables, isPending: fetching, refresh, reload, change };
}
