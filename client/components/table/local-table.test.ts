// In-memory tables sort, search, filter and page like the server ones.
import { describe, expect, it } from "vitest";
import { initialTableState, nextTableState } from "./table-state";
import { localPage } from "./useLocalTable";
import { columnClassName, ariaSortOf, visibleColumns, type TableColumn } from "./columns";

type Row = { id: string; name: string; date: string | null; active: boolean };
const rows: Row[] = [
  { id: "1", name: "Zeta", date: "2026-01-10", active: true },
  { id: "2", name: "alfa", date: null, active: false },
  { id: "3", name: "Beta", date: "2025-05-01", active: true },
];
const options = {
  sortValue: (row: Row, orderBy: "NAME" | "DATE") => (orderBy === "NAME" ? row.name : row.date),
  searchText: (row: Row) => row.name,
  isInactive: (row: Row) => !row.active,
};

describe("localPage", () => {
  it("sorts descending by default, empty values last, and ascending on demand (case-insensitive)", () => {
    const state = initialTableState<"NAME" | "DATE">({ defaultOrderBy: "DATE" });
    expect(localPage(rows, state, options).rows.map((row) => row.id)).toEqual(["1", "3", "2"]);
    const here = { totalCount: 3, startCursor: "l", endCursor: "l" };
    const descending = nextTableState<"NAME" | "DATE">(state, { type: "sort", orderBy: "NAME" }, here);
    const byName = nextTableState<"NAME" | "DATE">(descending, { type: "sort", orderBy: "NAME" }, here);
    expect(localPage(rows, byName, options).rows.map((row) => row.name)).toEqual(["alfa", "Beta", "Zeta"]);
  });

  it("searches case-insensitively, hides inactive rows, and pages", () => {
    const state = initialTableState<"NAME" | "DATE">({ defaultOrderBy: "NAME", hideInactive: false, pageSize: 10 });
    expect(localPage(rows, { ...state, search: "ET" }, options).rows.map((row) => row.id)).toEqual(["1", "3"]);
    expect(localPage(rows, { ...state, hideInactive: true }, options).totalCount).toBe(2);
    const paged = localPage(rows, { ...state, pageSize: 2, pageIndex: 1 }, options);
    expect(paged).toEqual({ rows: [rows[1]], totalCount: 3 });
  });
});

describe("columns", () => {
  // A level-3 viewer: the server allows edit and refuses delete.
  const columns: TableColumn<Row, "NAME">[] = [
    { id: "name", header: "Nome", sortField: "NAME", render: (row) => row.name },
    { id: "edit", header: "Modifica", kind: "action", hideBelow: 600, allowed: true, render: () => null },
    { id: "delete", header: "Elimina", kind: "action", hideBelow: 960, allowed: false, render: () => null },
  ];

  it("hides the columns whose action the viewer may not take", () => {
    expect(visibleColumns(columns).map((column) => column.id)).toEqual(["name", "edit"]);
    expect(visibleColumns(columns.map((column) => ({ ...column, allowed: column.allowed && false })))).toHaveLength(1);
  });

  it("marks responsive and action columns with classes the stylesheet hides", () => {
    expect(columnClassName(columns[1] as TableColumn<unknown>)).toBe(
      "data-table__cell data-table__cell--hide-below-600 data-table__cell--action data-table__cell--center",
    );
    expect(columnClassName(columns[0] as TableColumn<unknown>)).toBe("data-table__cell");
  });

  it("reports aria-sort only on sortable columns", () => {
    expect(ariaSortOf(columns[0] as TableColumn<unknown>, "NAME", "DESC")).toBe("descending");
    expect(ariaSortOf(columns[0] as TableColumn<unknown>, "NAME", "ASC")).toBe("ascending");
    expect(ariaSortOf(columns[0] as TableColumn<unknown>, "DATE", "ASC")).toBe("none");
    expect(ariaSortOf(columns[1] as TableColumn<unknown>, "NAME", "ASC")).toBeUndefined();
  });
});
