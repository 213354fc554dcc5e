// A list of dashboard lines (a supplier's items to fix, a customer's expiring items): state, procurement, what,
// expiry and where it is fixed; a row, or its "Apri" button, leads to that row's tab or worker card.
import { useFragment } from "react-relay/hooks";
import { useNavigate } from "react-router-dom";
import type { DashboardLine_item$data, DashboardLine_item$key } from "../../__generated__/DashboardLine_item.graphql";
import { ComplianceStateCell } from "../../components/table/cells/ComplianceStateCell";
import { DateCell } from "../../components/table/cells/DateCell";
import { RowActionButton } from "../../components/table/cells/RowActionButton";
import type { TableColumn } from "../../components/table/columns";
import { DataTable } from "../../components/table/DataTable";
import { useLocalTable } from "../../components/table/useLocalTable";
import { t } from "../../i18n/i18n";
import { dashboardLineFragment } from "./DashboardLine";
import { lineTargetName, lineTargetPath } from "./dashboard-links";

type Line = DashboardLine_item$data[number] & { readonly id: string };
type Order = "SEVERITY" | "PROCUREMENT" | "EXPIRES";

export function DashboardLinesTable({
  lines,
  viewerKind,
  label,
  emptyText,
  showSupplier,
  onRefresh,
}: {
  lines: DashboardLine_item$key;
  viewerKind: string;
  label: string;
  emptyText: string;
  showSupplier: boolean;
  onRefresh: () => void;
}) {
  const data = useFragment(dashboardLineFragment, lines);
  const navigate = useNavigate();
  // The server sends them in their order (the worst, or the nearest expiry, first): "SEVERITY" keeps it.
  const rows: Line[] = data.map((line, index) => ({ ...line, id: `${index}` }));
  const table = useLocalTable<Line, Order>(rows, {
    defaultOrderBy: "SEVERITY",
    defaultDirection: "ASC",
    sortValue: (row, orderBy) => (orderBy === "PROCUREMENT" ? row.procurementLabel : orderBy === "EXPIRES" ? (row.expiresOn ?? null) : Number(row.id)),
    searchText: (row) => `${row.procurementLabel} ${row.supplierName} ${row.label} ${row.details.join(" ")}`,
    onRefresh,
  });
  const open = (row: Line) => navigate(lineTargetPath(row, viewerKind));
  const columns: ReadonlyArray<TableColumn<Line, Order>> = [
    { id: "state", header: t("dashColState"), render: (row) => <ComplianceStateCell value={row.state} /> },
    { id: "procurement", header: t("dashColProcurement"), sortField: "PROCUREMENT", render: (row) => <strong>{row.procurementLabel}</strong> },
    ...(showSupplier ? [{ id: "supplier", header: t("dashColSupplier"), hideBelow: 600 as const, render: (row: Line) => row.supplierName }] : []),
    {
      id: "what",
      header: t("dashColWhat"),
      render: (row) => (
        <>
          {row.label}
          {row.details.length > 0 ? <span className="dashboard-line__details">{row.details.join("; ")}</span> : null}
        </>
      ),
    },
    { id: "expires", header: t("dashColExpires"), sortField: "EXPIRES", hideBelow: 600, render: (row) => <DateCell value={row.expiresOn ?? null} /> },
    { id: "where", header: t("dashColWhere"), hideBelow: 960, render: (row) => lineTargetName(row) },
    {
      id: "open",
      header: t("dashOpen"),
      kind: "action",
      render: (row) => (
        <RowActionButton
          action="open"
          label={t("dashOpenItem").replace("{what}", row.label).replace("{where}", lineTargetName(row))}
          onClick={() => open(row)}
        />
      ),
    },
  ];
  return (
    <DataTable
      {...table.tableProps}
      rows={table.rows}
      columns={columns}
      label={label}
      onRowClick={open}
      rowLabel={(row) => `${row.procurementLabel}: ${row.label}`}
      emptyText={emptyText}
      toolbar={{ searchable: true, onRefresh: table.refresh }}
    />
  );
}
