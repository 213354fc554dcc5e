// The "Elenco appalti" card of /home (spec section 2, table prlist): the same columns for the supplier
// (the procurements it works on) and the customer user (its own procurements). A row, or its Scheda
// button, opens /procurement/{id} with the procurement's database id (lib/route-ids.ts).
import type { ReactNode } from "react";
import { Section, SectionCard, Tag } from "@blueprintjs/core";
import { LockIcon, ProjectsIcon } from "@blueprintjs/icons";
import { useNavigate } from "react-router-dom";
import type { ProcurementOrderField } from "../../__generated__/SupplierProcurementsTableRefetchQuery.graphql";
import { DateCell } from "../../components/table/cells/DateCell";
import { RowActionButton } from "../../components/table/cells/RowActionButton";
import { TrafficLightCell } from "../../components/table/cells/TrafficLightCell";
import type { TrafficLight } from "../../components/table/cells/cell-states";
import type { TableColumn } from "../../components/table/columns";
import { DataTable } from "../../components/table/DataTable";
import type { ConnectionTable } from "../../components/table/useConnectionTable";
import { t } from "../../i18n/i18n";
import { procurementPath } from "../../lib/route-ids";

export type ProcurementRow = {
  readonly id: string;
  readonly label: string;
  readonly dateStart: string | null | undefined;
  readonly dateEnd: string | null | undefined;
  readonly note: string | null | undefined;
  // The procurement's light as the viewer sees it (a supplier: its own place; a customer: every supplier).
  readonly trafficLight: TrafficLight | null | undefined;
  readonly closedAt: string | null | undefined;
};

export const PROCUREMENTS_DEFAULT_ORDER: ProcurementOrderField = "DATE_START";

export function ProcurementsCard({
  table,
  className,
  toolbar = {},
}: {
  table: ConnectionTable<ProcurementRow, ProcurementOrderField>;
  className?: string;
  // The customer's "Nuovo appalto" and its open/closed filter.
  toolbar?: { onAdd?: () => void; addLabel?: string; extra?: ReactNode };
}) {
  const navigate = useNavigate();
  const open = (row: ProcurementRow) => navigate(procurementPath(row.id));
  const columns: ReadonlyArray<TableColumn<ProcurementRow, ProcurementOrderField>> = [
    {
      id: "logo",
      header: "",
      headerLabel: t("homeTabProcurements"),
      kind: "data",
      width: "40px",
      align: "center",
      render: () => <ProjectsIcon className="home-procurement-logo" aria-hidden />,
    },
    {
      id: "light",
      header: t("setColLight"),
      width: "64px",
      align: "center",
      render: (row) => (row.trafficLight ? <TrafficLightCell value={row.trafficLight} /> : null),
    },
    {
      id: "label",
      header: t("homeColProcurementLabel"),
      sortField: "LABEL",
      // Phones hide the date columns: the planned period goes under the label there. «Tutti» mixes open and
      // closed procurements: a closed one says so beside its label.
      render: (row) => (
        <>
          <strong>{row.label}</strong>
          {row.closedAt ? (
            <Tag className="home-procurement-closed" minimal intent="danger" icon={<LockIcon />}>
              {t("setClosedTag")}
            </Tag>
          ) : null}
          {(row.dateStart || row.dateEnd) && (
            <span className="home-phone-only home-cell-secondary">
              <DateCell value={row.dateStart ?? null} /> – <DateCell value={row.dateEnd ?? null} />
            </span>
          )}
        </>
      ),
    },
    {
      id: "dateStart",
      header: t("homeColDateStart"),
      sortField: "DATE_START",
      hideBelow: 600,
      render: (row) => <DateCell value={row.dateStart ?? null} />,
    },
    {
      id: "dateEnd",
      header: t("homeColDateEnd"),
      sortField: "DATE_END",
      hideBelow: 600,
      render: (row) => <DateCell value={row.dateEnd ?? null} />,
    },
    { id: "note", header: t("homeColNote"), hideBelow: 960, render: (row) => row.note ?? "" },
    {
      id: "detail",
      header: t("homeColDetail"),
      kind: "action",
      render: (row) => <RowActionButton action="open" label={t("homeOpenProcurement")} onClick={() => open(row)} />,
    },
  ];
  return (
    <Section className={className} title={t("homeProcurementsTitle")} icon={<ProjectsIcon />} elevation={1}>
      <SectionCard padded={false}>
        <DataTable
          {...table.tableProps}
          rows={table.rows}
          columns={columns}
          label={t("homeProcurementsTitle")}
          onRowClick={open}
          rowLabel={(row) => row.label}
          toolbar={{ searchable: true, onRefresh: table.reload, ...toolbar }}
        />
      </SectionCard>
    </Section>
  );
}
