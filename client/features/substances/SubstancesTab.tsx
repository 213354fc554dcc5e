// Tab 6 "Sostanze chimiche" / "Elenco Sostanze" (spec "Procurement card", tab 6; issue 10 §3-§4): the
// supplier's chemical substances on the procurement, paged, sorted and searched on the server. Columns of the
// spec (Denominazione commerciale, Frasi H joined, Classificazione, Data Scheda di sicurezza, SDS download,
// Modifica, Elimina, each shown as the server allows it: User.permissions) plus, beyond it, the GHS pictograms the phrases imply and each
// substance's light (it needs its safety data sheet) with its explanation. The tab loads its own query when
// first opened, so the card's first screen does not wait for it.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Tooltip } from "@blueprintjs/core";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import type { GhsPictogramCode } from "../../../common/ghs-pictograms";
import type { SubstancesTabQuery } from "../../__generated__/SubstancesTabQuery.graphql";
import type { SubstanceOrderField, SubstancesTableRefetchQuery } from "../../__generated__/SubstancesTableRefetchQuery.graphql";
import type { SubstancesTable_procurementSupplier$key } from "../../__generated__/SubstancesTable_procurementSupplier.graphql";
import type { SubstancesTab_permissions$key } from "../../__generated__/SubstancesTab_permissions.graphql";
import { PermissionHint } from "../../components/PermissionHint";
import { PageSpinner } from "../../components/PageSpinner";
import { DataTable } from "../../components/table/DataTable";
import { DateCell } from "../../components/table/cells/DateCell";
import { FileDownloadCell } from "../../components/table/cells/FileDownloadCell";
import { RowActionButton } from "../../components/table/cells/RowActionButton";
import { TrafficLightCell } from "../../components/table/cells/TrafficLightCell";
import type { TableColumn } from "../../components/table/columns";
import { useConnectionTable } from "../../components/table/useConnectionTable";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { useRefetchKeepingData } from "../../relay/useRefetchKeepingData";
import { GhsPictogramList } from "./GhsPictogram";
import { SubstanceDialog } from "./SubstanceDialog";
import { readSubstanceRow, type SubstanceRowData } from "./SubstanceRow";
import { useDeleteSubstanceMutation } from "./useDeleteSubstanceMutation";
import "./substances.css";

const PAGE_SIZE = 10;

const permissionsFragment = graphql`
  fragment SubstancesTab_permissions on ViewerPermissions {
    declareSubstances {
      allowed
      reason
    }
    editSubstances {
      allowed
      reason
    }
    deleteSubstances {
      allowed
      reason
    }
    openSafetyDataSheets {
      allowed
      reason
    }
  }
`;

const query = graphql`
  query SubstancesTabQuery($id: ID!, $first: Int) {
    node(id: $id) {
      ... on ProcurementSupplier @alias(as: "link") {
        ...SubstancesTable_procurementSupplier @arguments(first: $first)
      }
    }
  }
`;

const fragment = graphql`
  fragment SubstancesTable_procurementSupplier on ProcurementSupplier
  @refetchable(queryName: "SubstancesTableRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int" }
    after: { type: "String" }
    last: { type: "Int" }
    before: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "SubstanceOrderField", defaultValue: LABEL }
    direction: { type: "SortDirection", defaultValue: ASC }
  ) {
    id
    procurement {
      id
    }
    substances(first: $first, after: $after, last: $last, before: $before, search: $search, orderBy: $orderBy, direction: $direction) {
      totalCount
      pageInfo {
        startCursor
        endCursor
      }
      edges {
        node {
          id
          ...SubstanceRow_substance
        }
      }
    }
  }
`;

type Props = {
  // The supplier's place on the procurement (the card's supplierLink).
  procurementSupplierId: string;
  viewerKind: "SUPPLIER" | "CUSTOMER" | "WORKER";
  permissions: SubstancesTab_permissions$key;
  // Bumped by the card's refresh button.
  refreshCount: number;
};

export function SubstancesTab(props: Props) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <SubstancesTabContent {...props} />
    </Suspense>
  );
}

function SubstancesTabContent(props: Props) {
  const data = useLazyLoadQuery<SubstancesTabQuery>(query, { id: props.procurementSupplierId, first: PAGE_SIZE }, { fetchPolicy: "store-and-network" });
  const link = data.node?.link;
  if (!link) return null;
  return <SubstancesTable {...props} procurementSupplier={link} />;
}

// The light of one substance and why: green with its SDS, red without.
function SubstanceLightCell({ row }: { row: SubstanceRowData }) {
  const ok = row.complianceState === "OK";
  const explanation = ok ? t("subLightOk") : t("subLightMissing");
  return (
    <Tooltip content={explanation} placement="top" hoverOpenDelay={200}>
      <span className="substance-light" tabIndex={0} aria-label={explanation}>
        <TrafficLightCell value={ok ? "GREEN" : "RED"} showLabel={false} />
      </span>
    </Tooltip>
  );
}

function LabelCell({ row, showSdsDate }: { row: SubstanceRowData; showSdsDate: boolean }) {
  const codes = row.hazardStatements.map((statement) => statement.code).join(", ");
  return (
    <div className="substance-label">
      <span className="substance-label__name">{row.label}</span>
      {row.note ? <span className="substance-label__note">{row.note}</span> : null}
      {/* Phones show only this column and the actions: the phrases, class and pictograms travel with the name. */}
      <span className="substance-label__phone">
        <GhsPictogramList codes={row.pictograms.map((pictogram) => pictogram.code as GhsPictogramCode)} size={24} />
        {codes ? <span>{codes}</span> : null}
        <span>{row.hazardous ? t("subHazardous") : t("subNotHazardous")}</span>
        {showSdsDate && row.sdsDate ? (
          <span>
            {t("subSdsDate")}: <DateCell value={row.sdsDate} />
          </span>
        ) : null}
      </span>
    </div>
  );
}

function SubstancesTable(props: Props & { procurementSupplier: SubstancesTable_procurementSupplier$key }) {
  const [data, refetch] = useRefetchKeepingData<SubstancesTableRefetchQuery, SubstancesTable_procurementSupplier$key>(fragment, props.procurementSupplier);
  const table = useConnectionTable<(typeof data.substances.edges)[number]["node"], SubstanceOrderField>({
    connection: data.substances,
    refetch,
    defaultOrderBy: "LABEL",
    defaultDirection: "ASC",
    pageSize: PAGE_SIZE,
  });
  const rows = useMemo(() => table.rows.map((node) => readSubstanceRow(node)), [table.rows]);
  // "new", a row being edited, or closed.
  const [editing, setEditing] = useState<SubstanceRowData | "new" | null>(null);
  const [remove] = useDeleteSubstanceMutation();

  const { reload } = table;
  const firstRefresh = useRef(props.refreshCount);
  useEffect(() => {
    if (props.refreshCount !== firstRefresh.current) reload();
  }, [props.refreshCount, reload]);

  const permissions = useFragment(permissionsFragment, props.permissions);
  const canDeclare = permissions.declareSubstances.allowed;
  const canEdit = permissions.editSubstances.allowed;
  const canDelete = permissions.deleteSubstances.allowed;
  const canOpenSds = permissions.openSafetyDataSheets.allowed;
  // The supplier declares, edits and deletes its substances; both sides may be allowed the safety data sheets.
  const hintActions = [
    ...(props.viewerKind === "SUPPLIER"
      ? [
          { action: t("permAdd"), decision: permissions.declareSubstances },
          { action: t("permEdit"), decision: permissions.editSubstances },
          { action: t("permDelete"), decision: permissions.deleteSubstances },
        ]
      : []),
    { action: t("permOpenSafetyDataSheets"), decision: permissions.openSafetyDataSheets },
  ];
  // True when the substance is gone.
  const deleteRow = useCallback(
    async (row: SubstanceRowData): Promise<boolean> => {
      try {
        const result = await remove(row.id);
        if (result.__typename !== "DeleteSubstanceSuccess") {
          showError(t("subDeleteFailed"));
          return false;
        }
      } catch {
        return false; // The network layer has shown the error.
      }
      showSuccess(t("subDeleted"));
      reload();
      return true;
    },
    [reload, remove],
  );
  const columns = useMemo((): ReadonlyArray<TableColumn<SubstanceRowData, SubstanceOrderField>> => {
    const list: TableColumn<SubstanceRowData, SubstanceOrderField>[] = [
      { id: "light", header: "", headerLabel: t("subCompliance"), kind: "action", render: (row) => <SubstanceLightCell row={row} /> },
      { id: "label", header: t("subLabel"), sortField: "LABEL", render: (row) => <LabelCell row={row} showSdsDate /> },
      {
        id: "pictograms",
        header: t("subPictograms"),
        hideBelow: 600,
        // Three pictograms side by side before the row grows taller.
        width: "108px",
        render: (row) => <GhsPictogramList codes={row.pictograms.map((pictogram) => pictogram.code as GhsPictogramCode)} />,
      },
      {
        id: "hazardStatements",
        header: t("subHazardStatements"),
        hideBelow: 600,
        width: "18%",
        render: (row) => (
          <span className="substance-phrases" title={row.hazardStatements.map((statement) => `${statement.code} ${statement.textIt}`).join("\n")}>
            {row.hazardStatements.map((statement) => statement.code).join(", ")}
          </span>
        ),
      },
      {
        id: "hazardous",
        header: t("subClassification"),
        sortField: "HAZARDOUS",
        hideBelow: 600,
        render: (row) => (row.hazardous ? t("subHazardous") : t("subNotHazardous")),
      },
      { id: "sdsDate", header: t("subSdsDate"), sortField: "SDS_DATE", hideBelow: 960, render: (row) => <DateCell value={row.sdsDate} /> },
      {
        id: "sds",
        header: t("subSds"),
        kind: "action",
        allowed: canOpenSds,
        render: (row) => <FileDownloadCell url={row.sds?.downloadUrl ?? null} fileName={row.sds?.originalName ?? `SDS ${row.label}.pdf`} label={t("subSdsDownload")} />,
      },
    ];
    // Phones hide both (the spec hides delete columns there): a tap on the row opens the form, which offers Elimina.
    list.push(
      { id: "edit", header: t("subEdit"), kind: "action", hideBelow: 600, allowed: canEdit, render: (row) => <RowActionButton action="edit" onClick={() => setEditing(row)} /> },
      {
        id: "delete",
        header: t("subDelete"),
        kind: "action",
        hideBelow: 600,
        allowed: canDelete,
        render: (row) => (
          <RowActionButton action="delete" confirmTitle={t("subDeleteTitle")} confirmMessage={t("subDeleteConfirm")} onClick={() => deleteRow(row)} />
        ),
      },
    );
    return list;
  }, [canDelete, canEdit, canOpenSds, deleteRow]);

  return (
    <>
      <DataTable
        {...table.tableProps}
        rows={rows}
        columns={columns}
        label={t("subTable")}
        hint={<PermissionHint actions={hintActions} />}
        className="substances-table"
        onRowClick={canEdit ? (row) => setEditing(row) : undefined}
        rowLabel={(row) => row.label}
        toolbar={{ searchable: true, onRefresh: table.reload, ...(canDeclare ? { onAdd: () => setEditing("new"), addLabel: t("subAdd") } : {}) }}
      />
      {editing !== null ? (
        <Suspense fallback={null}>
          <SubstanceDialog
            procurementId={data.procurement.id}
            substance={editing === "new" ? null : editing}
            onDelete={
              editing !== "new" && canDelete
                ? async () => {
                    if (await deleteRow(editing)) setEditing(null);
                  }
                : undefined
            }
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              reload();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
