// The portal's list table (spec "Generic list/table screen"), fed one page at a time by a Relay
// connection (useConnectionTable) or by an in-memory list (useLocalTable).
//
// Built on Blueprint core's HTMLTable, a real <table>, not on @blueprintjs/table: that package is a
// virtualised spreadsheet grid (fixed pixel column widths, its own scroll viewport, cells as divs)
// made for thousands of rows; our pages hold 10–100 rows that must wrap text and stay readable at
// 375 px, be read by screen readers as a table (caption, scope, aria-sort) and printed.
import { type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { HTMLTable, Spinner } from "@blueprintjs/core";
import { CaretDownIcon, CaretUpIcon, DoubleCaretVerticalIcon, HandUpIcon } from "@blueprintjs/icons";
import { t } from "../../i18n/i18n";
import { RefreshFailedNotice } from "../RefreshFailedNotice";
import { ariaSortOf, columnClassName, visibleColumns, type TableColumn } from "./columns";
import { DataTablePagination } from "./DataTablePagination";
import { DataTableToolbar, type DataTableToolbarOptions } from "./DataTableToolbar";
import { PAGE_SIZE_OPTIONS, type TableChange, type TableState } from "./table-state";

export type DataTableProps<Row extends { readonly id: string }, TOrder extends string> = {
  rows: ReadonlyArray<Row>;
  totalCount: number;
  columns: ReadonlyArray<TableColumn<Row, TOrder>>;
  state: TableState<TOrder>;
  onStateChange: (change: TableChange<TOrder>) => void;
  loading: boolean;
  // The last load failed: the rows are the ones from before, and a notice says so (with a retry).
  refreshFailed?: boolean;
  onRetry?: () => void;
  // The table's accessible name (a visually hidden caption).
  label: string;
  toolbar: DataTableToolbarOptions;
  onRowClick?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
  // With onRowClick: the line that tells a phone user a tap on a row opens it (phones have no open button).
  openHint?: string;
  isRowGreyed?: (row: Row) => boolean;
  // Under the toolbar: what the user's level allows (PermissionHint), when some actions are closed to it.
  hint?: ReactNode;
  emptyText?: string;
  pageSizeOptions?: ReadonlyArray<number>;
  className?: string;
};

// Clicks on the cell's own controls (buttons, links, switches, menus) are theirs, not the row's.
const INTERACTIVE = "a, button, input, select, textarea, label, [role='button'], [role='switch'], [role='menuitem'], .data-table__cell--action";

function isOwnClick(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target;
  // Events from portals (tooltips, menus) bubble through React but are not inside the row's DOM.
  if (!(target instanceof Element) || !event.currentTarget.contains(target)) return false;
  return target.closest(INTERACTIVE) === null;
}

function SortIcon({ active, direction }: { active: boolean; direction: "ASC" | "DESC" }) {
  if (!active) return <DoubleCaretVerticalIcon className="data-table__sort-icon data-table__sort-icon--idle" />;
  return direction === "ASC" ? (
    <CaretUpIcon className="data-table__sort-icon" />
  ) : (
    <CaretDownIcon className="data-table__sort-icon" />
  );
}

export function DataTable<Row extends { readonly id: string }, TOrder extends string>(props: DataTableProps<Row, TOrder>) {
  const { rows, state, onStateChange, loading, onRowClick, isRowGreyed, rowLabel } = props;
  const columns = visibleColumns(props.columns);

  const header = columns.map((column) => {
    const sort = ariaSortOf(column, state.orderBy, state.direction);
    const className = `${columnClassName(column)} data-table__header`;
    const style = column.width ? { width: column.width } : undefined;
    const sortField = column.sortField;
    return (
      <th key={column.id} scope="col" className={className} style={style} aria-sort={sort} aria-label={column.headerLabel}>
        {sortField ? (
          <button
            type="button"
            className="data-table__sort"
            onClick={() => onStateChange({ type: "sort", orderBy: sortField })}
          >
            <span>{column.header}</span>
            <SortIcon active={sort !== "none"} direction={state.direction} />
          </button>
        ) : (
          column.header
        )}
      </th>
    );
  });

  const body =
    rows.length === 0 ? (
      <tr className="data-table__empty-row">
        <td colSpan={columns.length} className="data-table__empty">
          {loading ? "\u00a0" : (props.emptyText ?? t("noRecords"))}
        </td>
      </tr>
    ) : (
      rows.map((row) => {
        const greyed = isRowGreyed?.(row) ?? false;
        const classes = ["data-table__row"];
        if (greyed) classes.push("data-table__row--greyed");
        if (onRowClick) classes.push("data-table__row--clickable");
        const activate = onRowClick ? () => onRowClick(row) : undefined;
        return (
          <tr
            key={row.id}
            className={classes.join(" ")}
            tabIndex={activate ? 0 : undefined}
            aria-label={activate && rowLabel ? `${t("tableOpenRow")}: ${rowLabel(row)}` : undefined}
            onClick={activate ? (event) => isOwnClick(event) && activate() : undefined}
            onKeyDown={
              activate
                ? (event: KeyboardEvent<HTMLTableRowElement>) => {
                    if (event.target !== event.currentTarget) return;
                    if (event.key === "Enter" || event.key === " ") {
                      event.preventDefault();
                      activate();
                    }
                  }
                : undefined
            }
          >
            {columns.map((column) => (
              <td key={column.id} className={columnClassName(column)}>
                {column.render(row)}
              </td>
            ))}
          </tr>
        );
      })
    );

  return (
    <div className={`data-table${props.className ? ` ${props.className}` : ""}`}>
      <DataTableToolbar state={state} onStateChange={onStateChange} options={props.toolbar} loading={loading} />
      {props.hint}
      {onRowClick && rows.length > 0 ? (
        <p className="data-table__open-hint">
          <HandUpIcon aria-hidden /> {props.openHint ?? t("tableOpenRowHint")}
        </p>
      ) : null}
      {props.refreshFailed ? <RefreshFailedNotice onRetry={props.onRetry} retrying={loading} className="data-table__refresh-failed" /> : null}
      <div className="data-table__frame" aria-busy={loading || undefined}>
        {/* Focusable so a table wider than a phone scrolls sideways from the keyboard too. */}
        <div className="data-table__scroll" tabIndex={0} role="region" aria-label={props.label}>
          <HTMLTable compact striped interactive={Boolean(onRowClick)} className="data-table__table">
            <caption className="visually-hidden">{props.label}</caption>
            <thead>
              <tr>{header}</tr>
            </thead>
            <tbody>{body}</tbody>
          </HTMLTable>
        </div>
        {loading && (
          <div className="data-table__overlay" role="status">
            <Spinner size={32} aria-label={t("loading")} />
          </div>
        )}
      </div>
      <DataTablePagination
        state={state}
        totalCount={props.totalCount}
        onStateChange={onStateChange}
        pageSizeOptions={props.pageSizeOptions ?? PAGE_SIZE_OPTIONS}
        loading={loading}
      />
    </div>
  );
}
