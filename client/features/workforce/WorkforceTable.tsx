// The workforce list: toolbar (Ricerca, "Nascondi i non attivi" on by default, the status filter, refresh, and the
// place of the report menu), then on a desktop Blueprint's Table2 (frozen name column, resizable columns, rows
// drawn only when visible, arrow keys move the focused cell, Enter opens the worker), on a phone a card list.
// Paging and sorting are the server's (useConnectionTable).
import "@blueprintjs/table/lib/css/table.css";
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { Button, Card, HTMLSelect } from "@blueprintjs/core";
import { ChevronDownIcon, ChevronUpIcon, SortAscIcon, SortDescIcon } from "@blueprintjs/icons";
import { Cell, Column, ColumnHeaderCell, RenderMode, Table2, type FocusedCellCoordinates } from "@blueprintjs/table";
import { graphql } from "react-relay/hooks";
import { useNavigate } from "react-router-dom";
import { BUSINESS_IMPACTS } from "../../../common/reference-lists";
import { WORKER_STATUS_FILTER_LABELS, WORKER_STATUS_FILTERS, type WorkerStatusFilter } from "../../../common/workforce";
import type { WorkforceTable_query$data, WorkforceTable_query$key } from "../../__generated__/WorkforceTable_query.graphql";
import type { WorkforceTableRefetchQuery, WorkforceOrderField } from "../../__generated__/WorkforceTableRefetchQuery.graphql";
import { DataTablePagination } from "../../components/table/DataTablePagination";
import { DataTableToolbar } from "../../components/table/DataTableToolbar";
import { useConnectionTable } from "../../components/table/useConnectionTable";
import { PAGE_SIZE_OPTIONS, type ConnectionVariables } from "../../components/table/table-state";
import { t } from "../../i18n/i18n";
import type { MessageKey } from "../../i18n/dictionaries";
import { formatDate } from "../../lib/dates";
import { useRefetchKeepingData, type KeptRefetchOptions } from "../../relay/useRefetchKeepingData";
import { DueDate, SuitabilityAvatar, TrainingFamilies } from "./WorkforceCells";
import { useElementWidth } from "./useElementWidth";
import { useIsPhone } from "./useIsPhone";
import { readWorkforceWorkerRow, type WorkforceWorkerRowData } from "./WorkforceWorkerRow";
import { ReportMenu } from "../workforce-reports/ReportMenu";

const fragment = graphql`
  fragment WorkforceTable_query on Query
  @refetchable(queryName: "WorkforceTableRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int" }
    after: { type: "String" }
    last: { type: "Int" }
    before: { type: "String" }
    search: { type: "String" }
    status: { type: "WorkerStatusFilter" }
    orderBy: { type: "WorkforceOrderField", defaultValue: NAME }
    direction: { type: "SortDirection", defaultValue: ASC }
    hideInactive: { type: "Boolean", defaultValue: true }
  ) {
    workforce(first: $first, after: $after, last: $last, before: $before, search: $search, status: $status, orderBy: $orderBy, direction: $direction, hideInactive: $hideInactive) {
      totalCount
      pageInfo {
        startCursor
        endCursor
      }
      edges {
        node {
          ...WorkforceWorkerRow_worker
        }
      }
    }
  }
`;

type ColumnSpec = { key: string; header: MessageKey; sort?: WorkforceOrderField; width: number; grow?: number; render: (row: Row) => ReactNode };
type RowKey = NonNullable<NonNullable<NonNullable<WorkforceTable_query$data["workforce"]["edges"]>[number]>["node"]>;
type Row = WorkforceWorkerRowData;

const impactLabel = (code: string | null | undefined) => BUSINESS_IMPACTS.find((impact) => impact.code === code)?.label ?? "—";

// Widths that fit every column in the 1,000 px a 1280-px screen leaves beside the navigation, so nothing a user needs
// (next visit, training) hides behind a horizontal scroll. `grow` columns share what a wider screen adds; text
// longer than its column wraps to a second line, then ends in "…" with the whole text as the cell's tooltip.
const COLUMNS: ColumnSpec[] = [
  { key: "name", header: "wfName", sort: "NAME", width: 140, grow: 2, render: (row) => <NameCell row={row} /> },
  { key: "factory", header: "wfFactory", sort: "FACTORY", width: 118, grow: 2, render: (row) => <Clamped text={row.factory?.name} /> },
  { key: "department", header: "wfDepartment", sort: "DEPARTMENT", width: 104, grow: 1, render: (row) => <Clamped text={row.department?.name} /> },
  { key: "job", header: "wfJob", sort: "JOB", width: 118, grow: 2, render: (row) => <Clamped text={row.job?.name} /> },
  { key: "suitability", header: "wfSuitability", sort: "SUITABILITY", width: 72, render: (row) => <SuitabilityAvatar code={row.suitability} /> },
  { key: "impact", header: "wfImpact", sort: "BUSINESS_IMPACT", width: 66, render: (row) => <span title={impactLabel(row.businessImpact)}>{row.businessImpact ?? "—"}</span> },
  { key: "lastVisit", header: "wfLastVisit", sort: "LAST_VISIT", width: 94, render: (row) => (row.lastVisit ? formatDate(row.lastVisit) : "—") },
  { key: "nextVisit", header: "wfNextVisit", sort: "NEXT_VISIT", width: 112, render: (row) => <DueDate value={row.nextVisit} /> },
  { key: "training", header: "wfTraining", width: 170, grow: 2, render: (row) => <TrainingFamilies families={row.trainingFamilies} /> },
];
const BASE_WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0);
const GROW_SHARES = COLUMNS.reduce((sum, column) => sum + (column.grow ?? 0), 0);

// The columns' widths for a grid this wide: the base widths, the room left over shared by the `grow` columns.
function fittedWidths(available: number): number[] {
  const extra = Math.max(0, Math.floor(available) - BASE_WIDTH);
  return COLUMNS.map((column) => column.width + Math.floor((extra * (column.grow ?? 0)) / GROW_SHARES));
}

function Clamped({ text }: { text: string | null | undefined }) {
  return text ? <span className="workforce-clamp" title={text}>{text}</span> : <>—</>;
}

function NameCell({ row }: { row: Row }) {
  return (
    <span className="workforce-name">
      {row.lastName} {row.firstName}
      {row.resigned && <span className="workforce-name__tag">{t("wfResigned")}</span>}
    </span>
  );
}

// reports: the server lets the viewer download the workforce reports (the toolbar's report menu).
export function WorkforceTable({ query, reports = false }: { query: WorkforceTable_query$key; reports?: boolean }) {
  const [data, refetch] = useRefetchKeepingData<WorkforceTableRefetchQuery, WorkforceTable_query$key>(fragment, query);
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const [status, setStatus] = useState<WorkerStatusFilter | "">("");
  const statusRef = useRef<WorkerStatusFilter | null>(null);
  const refetchWithStatus = useCallback(
    (variables: ConnectionVariables<WorkforceOrderField>, options: KeptRefetchOptions) => refetch({ ...variables, status: statusRef.current }, options),
    [refetch],
  );
  const table = useConnectionTable<RowKey, WorkforceOrderField>({
    connection: data.workforce,
    refetch: refetchWithStatus,
    defaultOrderBy: "NAME",
    defaultDirection: "ASC",
    hideInactive: true,
  });
  const rows = useMemo(() => table.rows.map((node) => readWorkforceWorkerRow(node)), [table.rows]);
  // Fitted to the grid's width until the user resizes a column; from then on the user's widths.
  const [gridWidth, gridRef] = useElementWidth();
  const [userWidths, setUserWidths] = useState<number[] | null>(null);
  const widths = userWidths ?? fittedWidths(gridWidth - 2);
  const open = (row: Row) => navigate(`/workforce/${row.databaseId}`);
  // The row of the focused cell: the arrow keys move it, Enter opens that worker.
  const focusedRow = useRef(-1);

  const changeStatus = (next: WorkerStatusFilter | "") => {
    statusRef.current = next === "" ? null : next;
    setStatus(next);
    if (table.state.pageIndex === 0) table.reload();
    else table.change({ type: "page", move: "first" });
  };

  const statusFilter = (
    <HTMLSelect
      aria-label={t("wfStatus")}
      value={status}
      onChange={(event) => changeStatus(event.currentTarget.value as WorkerStatusFilter | "")}
      options={[{ value: "", label: t("wfStatusAll") }, ...WORKER_STATUS_FILTERS.map((value) => ({ value, label: `${value} – ${WORKER_STATUS_FILTER_LABELS[value]}` }))]}
    />
  );

  const header = (column: ColumnSpec) => {
    const sorted = table.state.orderBy === column.sort;
    return (
      <ColumnHeaderCell
        name={t(column.header)}
        nameRenderer={(name) =>
          column.sort ? (
            <button type="button" className="workforce-sort" onClick={() => table.change({ type: "sort", orderBy: column.sort! })} aria-sort={sorted ? (table.state.direction === "ASC" ? "ascending" : "descending") : undefined}>
              {name}
              {sorted && (table.state.direction === "ASC" ? <ChevronUpIcon size={12} /> : <ChevronDownIcon size={12} />)}
            </button>
          ) : (
            <span className="workforce-header">{name}</span>
          )
        }
      />
    );
  };

  // The phone's cards have no column headers to tap: the same server sort from a select and a direction button.
  const ascending = table.state.direction === "ASC";
  const phoneSort = (
    <span className="workforce-sort-phone">
      <HTMLSelect
        aria-label={t("wfSortBy")}
        value={table.state.orderBy}
        onChange={(event) => table.change({ type: "sort", orderBy: event.currentTarget.value as WorkforceOrderField })}
        options={COLUMNS.flatMap((column) => (column.sort ? [{ value: column.sort, label: t(column.header) }] : []))}
      />
      <Button
        icon={ascending ? <SortAscIcon /> : <SortDescIcon />}
        aria-label={t(ascending ? "wfSortAscending" : "wfSortDescending")}
        title={t(ascending ? "wfSortAscending" : "wfSortDescending")}
        onClick={() => table.change({ type: "sort", orderBy: table.state.orderBy })}
      />
    </span>
  );

  return (
    <section className="workforce" aria-busy={table.isPending}>
      <DataTableToolbar
        state={table.tableProps.state}
        onStateChange={table.change}
        loading={table.isPending}
        options={{
          searchable: true,
          hideInactiveToggle: true,
          onRefresh: table.reload,
          onClearFilters: () => changeStatus(""),
          extra: (
            <>
              {statusFilter}
              {isPhone ? phoneSort : null}
              {reports ? <ReportMenu /> : null}
            </>
          ),
        }}
      />
      {rows.length === 0 ? (
        <p className="workforce__empty">{t("noRecords")}</p>
      ) : isPhone ? (
        <ul className="workforce-cards" aria-label={t("wfTitle")}>
          {rows.map((row) => (
            <li key={row.id}>
              <Card interactive compact className="workforce-card" onClick={() => open(row)} onKeyDown={(event) => event.key === "Enter" && open(row)} tabIndex={0} role="link" aria-label={`${row.lastName} ${row.firstName}`}>
                <div className="workforce-card__head">
                  <SuitabilityAvatar code={row.suitability} />
                  <NameCell row={row} />
                </div>
                <div className="workforce-card__line">{[row.factory?.name, row.department?.name, row.job?.name].filter(Boolean).join(" · ") || "—"}</div>
                <div className="workforce-card__line">
                  {t("wfNextVisit")}: <DueDate value={row.nextVisit} />
                  {row.businessImpact && <span className="workforce-card__impact">{impactLabel(row.businessImpact)}</span>}
                </div>
                <div className="workforce-card__line">
                  {t("wfTraining")}: <TrainingFamilies families={row.trainingFamilies} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <div
          ref={gridRef}
          className="workforce-grid"
          // As tall as its rows (header 30 px, rows 40 px), up to the CSS maximum: no empty box under a short page.
          style={{ height: 32 + rows.length * 40 }}
          // Before Table2 sees it: its own Enter moves the focused cell a row down, which then opened the worker below.
          onKeyDownCapture={(event) => {
            const row = rows[focusedRow.current];
            if (event.key !== "Enter" || !row) return;
            event.stopPropagation();
            open(row);
          }}
        >
          <Table2
            numRows={rows.length}
            numFrozenColumns={1}
            columnWidths={widths}
            onColumnWidthChanged={(index, size) => setUserWidths(widths.map((width, i) => (i === index ? size : width)))}
            enableColumnResizing
            enableFocusedCell
            enableRowHeader={false}
            enableMultipleSelection={false}
            renderMode={RenderMode.BATCH_ON_UPDATE}
            // Table2 keeps drawn cells until a dependency changes: a new page with as many rows must redraw.
            cellRendererDependencies={[rows, table.state.orderBy, table.state.direction]}
            defaultRowHeight={40}
            onFocusedCell={(focused: FocusedCellCoordinates) => (focusedRow.current = focused.row)}
          >
            {COLUMNS.map((column) => (
              <Column
                key={column.key}
                id={column.key}
                columnHeaderCellRenderer={() => header(column)}
                cellRenderer={(rowIndex) => {
                  const row = rows[rowIndex]!;
                  return (
                    <Cell className={`workforce-cell${row.resigned ? " workforce-cell--inactive" : ""}`} interactive wrapText>
                      <div className="workforce-cell__content" onDoubleClick={() => open(row)} onClick={column.key === "name" ? () => open(row) : undefined}>
                        {column.render(row)}
                      </div>
                    </Cell>
                  );
                }}
              />
            ))}
          </Table2>
        </div>
      )}
      <DataTablePagination state={table.tableProps.state} totalCount={table.tableProps.totalCount} onStateChange={table.change} pageSizeOptions={PAGE_SIZE_OPTIONS} loading={table.isPending} />
    </section>
  );
}

