// A DataTable column. Cells are whatever `render(row)` returns, so a later screen adds a new cell kind
// by writing a component, without touching the table.
import type { ReactNode } from "react";

export type TableColumn<Row, TOrder extends string = string> = {
  readonly id: string;
  readonly header: ReactNode;
  // The accessible name of the column when `header` is an icon or empty.
  readonly headerLabel?: string;
  readonly render: (row: Row) => ReactNode;
  // The server's XxxOrderField value; without it the column is not sortable.
  readonly sortField?: TOrder;
  // Hidden on screens narrower than this (spec: below 600px or 960px).
  readonly hideBelow?: 600 | 960;
  // False hides the column (spec: action columns hidden by user level): the caller passes the `allowed` of the
  // server's decision for the column's action, so the table never knows levels.
  readonly allowed?: boolean;
  // Action columns are narrow and centred, and clicks inside them never open the row.
  readonly kind?: "data" | "action";
  readonly align?: "start" | "center" | "end";
  readonly width?: string;
  readonly className?: string;
};

export function visibleColumns<Row, TOrder extends string>(columns: ReadonlyArray<TableColumn<Row, TOrder>>): ReadonlyArray<TableColumn<Row, TOrder>> {
  return columns.filter((column) => column.allowed !== false);
}

// The classes a header and its cells share. Responsive hiding lives in CSS media queries: a resize or
// a phone turned sideways needs no re-render and no resize listener.
export function columnClassName(column: Pick<TableColumn<unknown>, "hideBelow" | "kind" | "align" | "className">): string {
  const classes = ["data-table__cell"];
  if (column.hideBelow) classes.push(`data-table__cell--hide-below-${column.hideBelow}`);
  if (column.kind === "action") classes.push("data-table__cell--action");
  const align = column.align ?? (column.kind === "action" ? "center" : "start");
  if (align !== "start") classes.push(`data-table__cell--${align}`);
  if (column.className) classes.push(column.className);
  return classes.join(" ");
}

export type AriaSort = "ascending" | "descending" | "none";

export function ariaSortOf(
  column: Pick<TableColumn<unknown>, "sortField">,
  orderBy: string,
  direction: "ASC" | "DESC",
): AriaSort | undefined {
  if (!column.sortField) return undefined;
  if (column.sortField !== orderBy) return "none";
  return direction === "ASC" ? "ascending" : "descending";
}
