// The state of a server-paged table and the Relay variables it asks for (spec "Generic list/table
// screen", section 9 "Tables"). Pure, so the paging arithmetic is unit-tested without a browser.
//
// Relay cursor paging moves one page at a time from the current page's cursors; "last page" asks for
// the remainder (totalCount % size) from the end, so the last page holds exactly the rows page N would.

export type SortDirection = "ASC" | "DESC";

export const PAGE_SIZE_OPTIONS: ReadonlyArray<number> = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_DIRECTION: SortDirection = "DESC";

// Which page to fetch, with the cursor or count resolved when the user asked for it.
export type PageRequest =
  | { readonly kind: "first" }
  | { readonly kind: "next"; readonly after: string }
  | { readonly kind: "previous"; readonly before: string }
  | { readonly kind: "last"; readonly count: number };

export type TableState<TOrder extends string = string> = {
  readonly search: string;
  // null: the table has no "Nascondi i non attivi" filter, and the variable is not sent.
  readonly hideInactive: boolean | null;
  readonly orderBy: TOrder;
  readonly direction: SortDirection;
  readonly pageSize: number;
  // 0-based, for "pagina X di Y"; the cursors in `page` decide what is fetched.
  readonly pageIndex: number;
  readonly page: PageRequest;
};

export type PageMove = "first" | "previous" | "next" | "last";

export type TableChange<TOrder extends string = string> =
  | { readonly type: "search"; readonly search: string }
  | { readonly type: "hideInactive"; readonly hideInactive: boolean }
  | { readonly type: "sort"; readonly orderBy: TOrder }
  | { readonly type: "pageSize"; readonly pageSize: number }
  | { readonly type: "page"; readonly move: PageMove }
  | { readonly type: "clearFilters" };

// What the change needs to know about the page on screen.
export type CurrentPage = {
  readonly totalCount: number;
  readonly startCursor: string | null | undefined;
  readonly endCursor: string | null | undefined;
};

export type ConnectionVariables<TOrder extends string = string> = {
  first: number | null;
  after: string | null;
  last: number | null;
  before: string | null;
  search: string | null;
  orderBy: TOrder;
  direction: SortDirection;
  hideInactive?: boolean;
};

export function initialTableState<TOrder extends string>(options: {
  defaultOrderBy: TOrder;
  defaultDirection?: SortDirection;
  pageSize?: number;
  hideInactive?: boolean;
}): TableState<TOrder> {
  return {
    search: "",
    hideInactive: options.hideInactive ?? null,
    orderBy: options.defaultOrderBy,
    direction: options.defaultDirection ?? DEFAULT_DIRECTION,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    pageIndex: 0,
    page: { kind: "first" },
  };
}

export function pageCountOf(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

// Rows on the last page: the remainder, or a whole page when the total divides evenly.
export function lastPageSize(totalCount: number, pageSize: number): number {
  return totalCount % pageSize || pageSize;
}

function toFirstPage<TOrder extends string>(state: TableState<TOrder>): TableState<TOrder> {
  return { ...state, pageIndex: 0, page: { kind: "first" } };
}

function movePage<TOrder extends string>(
  state: TableState<TOrder>,
  move: PageMove,
  current: CurrentPage,
): TableState<TOrder> {
  const pageCount = pageCountOf(current.totalCount, state.pageSize);
  const lastIndex = pageCount - 1;
  switch (move) {
    case "first":
      return toFirstPage(state);
    case "last":
      if (lastIndex === 0) return toFirstPage(state);
      return { ...state, pageIndex: lastIndex, page: { kind: "last", count: lastPageSize(current.totalCount, state.pageSize) } };
    case "next":
      // Without a cursor there is nothing after this page to ask for.
      if (state.pageIndex >= lastIndex || !current.endCursor) return state;
      return { ...state, pageIndex: state.pageIndex + 1, page: { kind: "next", after: current.endCursor } };
    case "previous":
      if (state.pageIndex <= 0) return state;
      // Page 2 → page 1 is a fresh first page: it stays right even if rows were added meanwhile.
      if (state.pageIndex === 1 || !current.startCursor) return toFirstPage(state);
      return { ...state, pageIndex: state.pageIndex - 1, page: { kind: "previous", before: current.startCursor } };
  }
}

export function nextTableState<TOrder extends string>(
  state: TableState<TOrder>,
  change: TableChange<TOrder>,
  current: CurrentPage,
): TableState<TOrder> {
  switch (change.type) {
    case "search":
      return change.search === state.search ? state : toFirstPage({ ...state, search: change.search });
    case "hideInactive":
      if (state.hideInactive === null || change.hideInactive === state.hideInactive) return state;
      return toFirstPage({ ...state, hideInactive: change.hideInactive });
    case "sort": {
      // A new column starts descending (spec: the default direction); the same column flips.
      const direction: SortDirection =
        change.orderBy === state.orderBy ? (state.direction === "DESC" ? "ASC" : "DESC") : DEFAULT_DIRECTION;
      return toFirstPage({ ...state, orderBy: change.orderBy, direction });
    }
    case "pageSize":
      return change.pageSize === state.pageSize ? state : toFirstPage({ ...state, pageSize: change.pageSize });
    case "page":
      return movePage(state, change.move, current);
    case "clearFilters": {
      const hideInactive = state.hideInactive === null ? null : false;
      if (state.search === "" && state.hideInactive === hideInactive) return state;
      return toFirstPage({ ...state, search: "", hideInactive });
    }
  }
}

export function connectionVariables<TOrder extends string>(state: TableState<TOrder>): ConnectionVariables<TOrder> {
  const search = state.search.trim();
  const cursors = (() => {
    switch (state.page.kind) {
      case "first":
        return { first: state.pageSize, after: null, last: null, before: null };
      case "next":
        return { first: state.pageSize, after: state.page.after, last: null, before: null };
      case "previous":
        return { first: null, after: null, last: state.pageSize, before: state.page.before };
      case "last":
        return { first: null, after: null, last: state.page.count, before: null };
    }
  })();
  return {
    ...cursors,
    search: search === "" ? null : search,
    orderBy: state.orderBy,
    direction: state.direction,
    ...(state.hideInactive === null ? {} : { hideInactive: state.hideInactive }),
  };
}

// The page on screen can be left empty (its last row deleted, a filter changed elsewhere): back to page 1.
export function shouldReturnToFirstPage(state: TableState, rowCount: number): boolean {
  return rowCount === 0 && state.pageIndex > 0;
}

// Whether anything the "clear filters" button clears is set.
export function hasFilters(state: TableState): boolean {
  return state.search !== "" || state.hideInactive === true;
}
