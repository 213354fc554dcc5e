// The paging arithmetic of the shared table (spec "Generic list/table screen", section 9 "Tables").
import { describe, expect, it } from "vitest";
import {
  connectionVariables,
  hasFilters,
  initialTableState,
  lastPageSize,
  nextTableState,
  pageCountOf,
  shouldReturnToFirstPage,
  type CurrentPage,
  type TableState,
} from "./table-state";

type Order = "DATE" | "NAME";
const page = (totalCount: number, startCursor = "start", endCursor = "end"): CurrentPage => ({ totalCount, startCursor, endCursor });
const start = (options: Partial<Parameters<typeof initialTableState<Order>>[0]> = {}): TableState<Order> =>
  initialTableState<Order>({ defaultOrderBy: "DATE", ...options });

describe("initial state", () => {
  it("asks for the first page of 10, sorted by the configured column, descending", () => {
    expect(connectionVariables(start())).toEqual({
      first: 10,
      after: null,
      last: null,
      before: null,
      search: null,
      orderBy: "DATE",
      direction: "DESC",
    });
  });

  it("takes another page size (attachments: 20) and sends hideInactive only when the table has the filter", () => {
    expect(connectionVariables(start({ pageSize: 20 })).first).toBe(20);
    expect(connectionVariables(start({ hideInactive: false }))).toMatchObject({ hideInactive: false });
    expect("hideInactive" in connectionVariables(start())).toBe(false);
  });
});

describe("paging", () => {
  it("next page: first size after the end cursor", () => {
    const next = nextTableState(start(), { type: "page", move: "next" }, page(35, "c1", "c10"));
    expect(next.pageIndex).toBe(1);
    expect(connectionVariables(next)).toMatchObject({ first: 10, after: "c10", last: null, before: null });
  });

  it("previous page: last size before the start cursor", () => {
    let state = nextTableState(start(), { type: "page", move: "next" }, page(35, "c1", "c10"));
    state = nextTableState(state, { type: "page", move: "next" }, page(35, "c11", "c20"));
    const previous = nextTableState(state, { type: "page", move: "previous" }, page(35, "c21", "c30"));
    expect(previous.pageIndex).toBe(1);
    expect(connectionVariables(previous)).toMatchObject({ first: null, after: null, last: 10, before: "c21" });
  });

  it("previous from page 2 asks for a fresh first page", () => {
    const second = nextTableState(start(), { type: "page", move: "next" }, page(35, "c1", "c10"));
    const first = nextTableState(second, { type: "page", move: "previous" }, page(35, "c11", "c20"));
    expect(first.pageIndex).toBe(0);
    expect(connectionVariables(first)).toMatchObject({ first: 10, after: null, last: null, before: null });
  });

  it("last page: the remainder from the end, or a whole page when the total divides evenly", () => {
    const last = nextTableState(start(), { type: "page", move: "last" }, page(35));
    expect(last.pageIndex).toBe(3);
    expect(connectionVariables(last)).toMatchObject({ first: null, after: null, last: 5, before: null });
    const even = nextTableState(start(), { type: "page", move: "last" }, page(40));
    expect(connectionVariables(even)).toMatchObject({ last: 10 });
    expect(lastPageSize(40, 10)).toBe(10);
    expect(lastPageSize(41, 20)).toBe(1);
  });

  it("first page from anywhere; no step past either end", () => {
    const last = nextTableState(start(), { type: "page", move: "last" }, page(35));
    expect(nextTableState(last, { type: "page", move: "next" }, page(35))).toBe(last);
    const first = nextTableState(last, { type: "page", move: "first" }, page(35));
    expect(first.pageIndex).toBe(0);
    expect(connectionVariables(first)).toMatchObject({ first: 10, after: null });
    expect(nextTableState(first, { type: "page", move: "previous" }, page(35))).toBe(first);
    // A single page: "last" is the first page.
    expect(nextTableState(start(), { type: "page", move: "last" }, page(7)).page).toEqual({ kind: "first" });
  });

  it("counts pages, with one empty page for no rows", () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });
});

describe("changes that go back to page 1", () => {
  const third = (() => {
    let state = start({ hideInactive: false });
    state = nextTableState(state, { type: "page", move: "next" }, page(50, "a", "b"));
    return nextTableState(state, { type: "page", move: "next" }, page(50, "c", "d"));
  })();

  it.each([
    ["search", { type: "search", search: "durc" }],
    ["sort", { type: "sort", orderBy: "NAME" }],
    ["page size", { type: "pageSize", pageSize: 50 }],
    ["hide inactive", { type: "hideInactive", hideInactive: true }],
  ] as const)("%s", (_name, change) => {
    const next = nextTableState(third, change, page(50));
    expect(next.pageIndex).toBe(0);
    expect(connectionVariables(next)).toMatchObject({ after: null, before: null, last: null });
  });

  it("trims the search and sends null for an empty one", () => {
    expect(connectionVariables(nextTableState(start(), { type: "search", search: "  durc " }, page(5))).search).toBe("durc");
    expect(connectionVariables(nextTableState(start(), { type: "search", search: "   " }, page(5))).search).toBeNull();
  });

  it("a new sort column starts descending; the same column flips", () => {
    const byName = nextTableState(start(), { type: "sort", orderBy: "NAME" }, page(5));
    expect(byName).toMatchObject({ orderBy: "NAME", direction: "DESC" });
    const flipped = nextTableState(byName, { type: "sort", orderBy: "NAME" }, page(5));
    expect(flipped.direction).toBe("ASC");
    expect(nextTableState(flipped, { type: "sort", orderBy: "NAME" }, page(5)).direction).toBe("DESC");
  });

  it("clear filters empties the search and unticks the toggle, keeps the sort", () => {
    let state = nextTableState(start({ hideInactive: false }), { type: "search", search: "x" }, page(5));
    state = nextTableState(state, { type: "hideInactive", hideInactive: true }, page(5));
    state = nextTableState(state, { type: "sort", orderBy: "NAME" }, page(5));
    expect(hasFilters(state)).toBe(true);
    const cleared = nextTableState(state, { type: "clearFilters" }, page(5));
    expect(cleared).toMatchObject({ search: "", hideInactive: false, orderBy: "NAME", pageIndex: 0 });
    expect(hasFilters(cleared)).toBe(false);
    expect(nextTableState(cleared, { type: "clearFilters" }, page(5))).toBe(cleared);
  });

  it("unchanged values change nothing (no refetch)", () => {
    const state = start();
    expect(nextTableState(state, { type: "search", search: "" }, page(5))).toBe(state);
    expect(nextTableState(state, { type: "pageSize", pageSize: 10 }, page(5))).toBe(state);
    // A table without the filter ignores it.
    expect(nextTableState(state, { type: "hideInactive", hideInactive: true }, page(5))).toBe(state);
  });

  it("an emptied page that is not the first goes back to page 1", () => {
    expect(shouldReturnToFirstPage(third, 0)).toBe(true);
    expect(shouldReturnToFirstPage(third, 3)).toBe(false);
    expect(shouldReturnToFirstPage(start(), 0)).toBe(false);
  });
});
