// The same table behaviour for a short list that is already in memory (e.g. a procurement's general
// files): search, sort and paging happen in the browser. Lists that can grow page on the server instead
// (useConnectionTable).
import { useCallback, useMemo, useState, useTransition } from "react";
import {
  initialTableState,
  nextTableState,
  pageCountOf,
  type SortDirection,
  type TableChange,
  type TableState,
} from "./table-state";
import type { TableBinding } from "./useConnectionTable";

export type SortValue = string | number | boolean | null | undefined;

export type LocalTableOptions<Row, TOrder extends string> = {
  defaultOrderBy: TOrder;
  defaultDirection?: SortDirection;
  pageSize?: number;
  // The value a column sorts by, for each sortField used by the columns.
  sortValue: (row: Row, orderBy: TOrder) => SortValue;
  // The text the quick search looks into (case-insensitive substring).
  searchText?: (row: Row) => string;
  // With it, the table offers "Nascondi i non attivi".
  isInactive?: (row: Row) => boolean;
  // The refresh button: reload the data the rows come from (wrapped in a transition).
  onRefresh?: () => void;
};

function compare(a: SortValue, b: SortValue): number {
  // Empty values sort lowest: first when ascending, last when descending.
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === "string" && typeof b === "string") return a.localeCompare(b, "it", { sensitivity: "base" });
  return Number(a) < Number(b) ? -1 : Number(a) > Number(b) ? 1 : 0;
}

export function localPage<Row, TOrder extends string>(
  rows: ReadonlyArray<Row>,
  state: TableState<TOrder>,
  options: Pick<LocalTableOptions<Row, TOrder>, "sortValue" | "searchText" | "isInactive">,
): { rows: ReadonlyArray<Row>; totalCount: number } {
  const needle = state.search.trim().toLocaleLowerCase("it");
  const { searchText, isInactive, sortValue } = options;
  const filtered = rows.filter(
    (row) =>
      (needle === "" || !searchText || searchText(row).toLocaleLowerCase("it").includes(needle)) &&
      !(state.hideInactive === true && isInactive?.(row)),
  );
  const sign = state.direction === "ASC" ? 1 : -1;
  // Array.prototype.sort is stable: equal values keep the order the data came in.
  const sorted = [...filtered].sort((a, b) => sign * compare(sortValue(a, state.orderBy), sortValue(b, state.orderBy)));
  const start = state.pageIndex * state.pageSize;
  return { rows: sorted.slice(start, start + state.pageSize), totalCount: filtered.length };
}

// A page emptied by a deletion or a filter shows the last page that still has rows.
function clampPage<TOrder extends string>(state: TableState<TOrder>, totalCount: number): TableState<TOrder> {
  const lastIndex = pageCountOf(totalCount, state.pageSize) - 1;
  return state.pageIndex <= lastIndex ? state : { ...state, pageIndex: lastIndex };
}

export function useLocalTable<Row, TOrder extends string>(
  allRows: ReadonlyArray<Row>,
  options: LocalTableOptions<Row, TOrder>,
): { rows: ReadonlyArray<Row>; tableProps: TableBinding<TOrder>; state: TableState<TOrder>; refresh: () => void } {
  const [state, setState] = useState<TableState<TOrder>>(() =>
    initialTableState({ ...options, hideInactive: options.isInactive ? false : undefined }),
  );
  const [isPending, startTransition] = useTransition();
  const { sortValue, searchText, isInactive, onRefresh } = options;
  const page = useMemo(
    () => localPage(allRows, state, { sortValue, searchText, isInactive }),
    [allRows, state, sortValue, searchText, isInactive],
  );
  const totalCount = page.totalCount;

  const onStateChange = useCallback(
    (change: TableChange<TOrder>) =>
      // In memory every page "has" cursors: only the page index matters.
      setState((current) =>
        nextTableState(clampPage(current, totalCount), change, { totalCount, startCursor: "local", endCursor: "local" }),
      ),
    [totalCount],
  );
  const refresh = useCallback(() => {
    if (onRefresh) startTransition(onRefresh);
  }, [onRefresh]);

  const visibleState = clampPage(state, totalCount);
  const visible = visibleState === state ? page : localPage(allRows, visibleState, { sortValue, searchText, isInactive });
  return {
    rows: visible.rows,
    tableProps: { state: visibleState, onStateChange, loading: isPending, totalCount },
    state: visibleState,
    refresh,
  };
}
