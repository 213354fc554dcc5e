// The customer user's dashboard: its open procurements by light, what waits for its decision (by supplier, with
// the count of each tab linking to that tab of the supplier's card) and what expires within 30 days.
import { Section, SectionCard } from "@blueprintjs/core";
import { ConfirmIcon, ProjectsIcon, TimeIcon } from "@blueprintjs/icons";
import { Link, useNavigate } from "react-router-dom";
import type { DashboardRouteQuery$data } from "../../__generated__/DashboardRouteQuery.graphql";
import { TrafficLightCell } from "../../components/table/cells/TrafficLightCell";
import { RowActionButton } from "../../components/table/cells/RowActionButton";
import type { TableColumn } from "../../components/table/columns";
import { DataTable } from "../../components/table/DataTable";
import { useLocalTable } from "../../components/table/useLocalTable";
import { t } from "../../i18n/i18n";
import { PROCUREMENT_TAB_PARAMS, procurementPath, procurementTabPath, type ProcurementCardTab } from "../../lib/route-ids";
import { DashboardLinesTable } from "./DashboardLinesTable";
import { TAB_TITLES } from "./dashboard-links";

type Dashboard = NonNullable<DashboardRouteQuery$data["dashboard"]>;
type LightRow = NonNullable<Dashboard["procurements"]>[number] & { readonly id: string };
type WaitingRow = NonNullable<Dashboard["waiting"]>[number] & { readonly id: string };

const TAB_COUNT_FIELDS: ReadonlyArray<[ProcurementCardTab, "documents" | "workers" | "vehicles" | "machinery" | "substances"]> = [
  ["DOCUMENTS", "documents"],
  ["WORKERS", "workers"],
  ["VEHICLES", "vehicles"],
  ["MACHINERY", "machinery"],
  ["SUBSTANCES", "substances"],
];

function LightTiles({ counts }: { counts: NonNullable<Dashboard["lightCounts"]> }) {
  const tiles = [
    { light: "RED" as const, label: t("dashLightRed"), count: counts.red },
    { light: "YELLOW" as const, label: t("dashLightYellow"), count: counts.yellow },
    { light: "GREEN" as const, label: t("dashLightGreen"), count: counts.green },
  ];
  return (
    <ul className="dashboard-tiles" aria-label={t("dashLightsTitle")}>
      {tiles.map((tile) => (
        <li key={tile.light} className={`dashboard-tile dashboard-tile--${tile.light.toLowerCase()}`}>
          <TrafficLightCell value={tile.light} showLabel={false} />
          <span className="dashboard-tile__count">{tile.count}</span>
          <span className="dashboard-tile__label">{tile.label}</span>
        </li>
      ))}
    </ul>
  );
}

function ProcurementLights({ rows, onRefresh }: { rows: Dashboard["procurements"]; onRefresh: () => void }) {
  const navigate = useNavigate();
  const all: LightRow[] = (rows ?? []).map((row) => ({ ...row, id: row.procurementId }));
  const table = useLocalTable<LightRow, "LIGHT">(all, { defaultOrderBy: "LIGHT", defaultDirection: "ASC", sortValue: (_row) => 0, searchText: (row) => row.label, onRefresh });
  const open = (row: LightRow) => navigate(procurementPath(row.procurementId));
  const columns: ReadonlyArray<TableColumn<LightRow, "LIGHT">> = [
    { id: "light", header: t("dashColLight"), render: (row) => <TrafficLightCell value={row.trafficLight} /> },
    { id: "label", header: t("dashColProcurement"), render: (row) => <strong>{row.label}</strong> },
    { id: "open", header: t("dashOpen"), kind: "action", render: (row) => <RowActionButton action="open" label={t("homeOpenProcurement")} onClick={() => open(row)} /> },
  ];
  return (
    <DataTable {...table.tableProps} rows={table.rows} columns={columns} label={t("dashLightsTitle")} onRowClick={open} rowLabel={(row) => row.label} emptyText={t("dashNoProcurements")} toolbar={{ searchable: true, onRefresh: table.refresh }} />
  );
}

function WaitingTable({ rows, onRefresh }: { rows: Dashboard["waiting"]; onRefresh: () => void }) {
  const all: WaitingRow[] = (rows ?? []).map((row) => ({ ...row, id: `${row.procurementId}/${row.supplierId}` }));
  const table = useLocalTable<WaitingRow, "PROCUREMENT">(all, { defaultOrderBy: "PROCUREMENT", defaultDirection: "ASC", sortValue: (row) => row.procurementLabel, searchText: (row) => `${row.procurementLabel} ${row.supplierName}`, onRefresh });
  const columns: ReadonlyArray<TableColumn<WaitingRow, "PROCUREMENT">> = [
    { id: "procurement", header: t("dashColProcurement"), sortField: "PROCUREMENT", render: (row) => <strong>{row.procurementLabel}</strong> },
    { id: "supplier", header: t("dashColSupplier"), render: (row) => row.supplierName },
    {
      id: "counts",
      header: t("dashWaitingTitle"),
      render: (row) => (
        <ul className="dashboard-waiting-links">
          {TAB_COUNT_FIELDS.filter(([, field]) => row.counts[field] > 0).map(([tab, field]) => (
            <li key={tab}>
              <Link
                to={procurementTabPath(row.procurementId, row.supplierId, tab)}
                data-tab={PROCUREMENT_TAB_PARAMS[tab]}
                aria-label={t("dashWaitingIn").replace("{count}", String(row.counts[field])).replace("{where}", `${t(TAB_TITLES[tab])}, ${row.procurementLabel}, ${row.supplierName}`)}
              >
                {t(TAB_TITLES[tab])}: <strong>{row.counts[field]}</strong>
              </Link>
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return <DataTable {...table.tableProps} rows={table.rows} columns={columns} label={t("dashWaitingTitle")} emptyText={t("dashNoWaiting")} toolbar={{ searchable: true, onRefresh: table.refresh }} />;
}

export function CustomerOverview({ dashboard, viewerKind, onRefresh }: { dashboard: Dashboard; viewerKind: string; onRefresh: () => void }) {
  const waitingTotal = dashboard.waitingTotals?.total ?? 0;
  return (
    <>
      <p className="dashboard-page__intro">{t("dashCustomerIntro")}</p>
      <Section className="dashboard-section" title={t("dashLightsTitle")} icon={<ProjectsIcon />} elevation={1}>
        <SectionCard>{dashboard.lightCounts ? <LightTiles counts={dashboard.lightCounts} /> : null}</SectionCard>
        <SectionCard padded={false}>
          <ProcurementLights rows={dashboard.procurements} onRefresh={onRefresh} />
        </SectionCard>
      </Section>
      <Section
        className="dashboard-section"
        title={t("dashWaitingTitle")}
        subtitle={waitingTotal > 0 ? t("dashWaitingCount").replace("{count}", String(waitingTotal)) : undefined}
        icon={<ConfirmIcon />}
        elevation={1}
      >
        <SectionCard padded={false}>
          <WaitingTable rows={dashboard.waiting} onRefresh={onRefresh} />
        </SectionCard>
      </Section>
      <Section className="dashboard-section" title={t("dashExpiringTitle")} icon={<TimeIcon />} elevation={1}>
        <SectionCard padded={false}>
          {dashboard.expiring ? (
            <DashboardLinesTable lines={dashboard.expiring} viewerKind={viewerKind} label={t("dashExpiringTitle")} emptyText={t("dashNoExpiring")} showSupplier onRefresh={onRefresh} />
          ) : null}
        </SectionCard>
      </Section>
    </>
  );
}
