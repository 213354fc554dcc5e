// Tab 3 "Lavoratori coinvolti" / "Elenco lavoratori" (spec "Procurement card", tab 3; issue 9 §1): the
// supplier's workers on the procurement with their task, the three emergency roles as SI/NO, the
// customer's decision on their participation and, beyond the spec, each worker's compliance light (the
// worst state of the worker's mandatory certificates) with a tooltip naming what is wrong. A row opens the
// procurement worker card; removing the association leaves the worker in the supplier's list. Who may add,
// edit, remove and decide is the server's answer (User.permissions).
// Paged, sorted and searched on the server, as tab 2: a procurement may count hundreds of workers, each with
// its certificates.
import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Button, Tooltip } from "@blueprintjs/core";
import { graphql, useFragment, useLazyLoadQuery } from "react-relay/hooks";
import { useNavigate } from "react-router-dom";
import type { ProcurementWorkersTab_query$key } from "../../__generated__/ProcurementWorkersTab_query.graphql";
import type { ProcurementWorkerOrderField, ProcurementWorkersTabRefetchQuery } from "../../__generated__/ProcurementWorkersTabRefetchQuery.graphql";
import type { ProcurementWorkersTabQuery } from "../../__generated__/ProcurementWorkersTabQuery.graphql";
import type { ProcurementWorkersTab_permissions$key } from "../../__generated__/ProcurementWorkersTab_permissions.graphql";
import { PermissionHint } from "../../components/PermissionHint";
import { PageSpinner } from "../../components/PageSpinner";
import { DataTable } from "../../components/table/DataTable";
import { RowActionButton } from "../../components/table/cells/RowActionButton";
import { TrafficLightCell } from "../../components/table/cells/TrafficLightCell";
import type { TrafficLight } from "../../components/table/cells/cell-states";
import { YesNoCell } from "../../components/table/cells/YesNoCell";
import type { TableColumn } from "../../components/table/columns";
import { useConnectionTable } from "../../components/table/useConnectionTable";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { lightExplanation } from "./light-explanation";
import { ParticipationDialog } from "./ParticipationDialog";
import { ParticipationStateCell, type ParticipationState } from "./ParticipationStateCell";
import { ProcurementWorkerDialogLoader } from "./ProcurementWorkerDialog";
import { useRemoveProcurementWorkerMutation } from "./useRemoveProcurementWorkerMutation";
import { procurementWorkerPath } from "../../lib/route-ids";
import { useRefetchKeepingData } from "../../relay/useRefetchKeepingData";
import "./procurement-workers-tab.css";

const permissionsFragment = graphql`
  fragment ProcurementWorkersTab_permissions on ViewerPermissions {
    assignProcurementWorkers {
      allowed
      reason
    }
    removeProcurementWorkers {
      allowed
      reason
    }
    reviewRequiredItems {
      allowed
      reason
    }
  }
`;

const query = graphql`
  query ProcurementWorkersTabQuery($procurementId: ID!, $supplierId: ID, $first: Int) {
    ...ProcurementWorkersTab_query @arguments(first: $first)
  }
`;

// On Query, with the parent's $procurementId and $supplierId: the refetch keeps them and changes the page,
// the sort and the search.
const fragment = graphql`
  fragment ProcurementWorkersTab_query on Query
  @refetchable(queryName: "ProcurementWorkersTabRefetchQuery")
  # No default for $first: the last and previous pages send first: null (with last), as in tab 2.
  @argumentDefinitions(
    first: { type: "Int" }
    after: { type: "String" }
    last: { type: "Int" }
    before: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "ProcurementWorkerOrderField", defaultValue: LAST_NAME }
    direction: { type: "SortDirection", defaultValue: ASC }
  ) {
    procurementWorkers(
      procurementId: $procurementId
      supplierId: $supplierId
      first: $first
      after: $after
      last: $last
      before: $before
      search: $search
      orderBy: $orderBy
      direction: $direction
    ) {
      totalCount
      pageInfo {
        startCursor
        endCursor
      }
      edges {
        node {
          id
          job
          approval
          approvalNote
          trafficLight
          ...ProcurementWorkerDialog_procurementWorker
          flags {
            chiefWorker
            fireSafetyOfficer
            firstAidOfficer
          }
          worker {
            id
            firstName
            lastName
            supplier {
              id
            }
          }
          fitnessCertificates {
            id
            active
            complianceState
            category {
              label
            }
          }
        }
      }
    }
  }
`;

const PAGE_SIZE = 10;

type Props = {
  procurementId: string;
  viewerKind: "SUPPLIER" | "CUSTOMER" | string;
  // The supplier the card is about (global id): the customer's picker choice, or the supplier user's own.
  supplierId: string;
  permissions: ProcurementWorkersTab_permissions$key;
  refreshCount: number;
};

export function ProcurementWorkersTab(props: Props) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ProcurementWorkersList {...props} />
    </Suspense>
  );
}

function ProcurementWorkersList(props: Props) {
  const data = useLazyLoadQuery<ProcurementWorkersTabQuery>(
    query,
    { procurementId: props.procurementId, supplierId: props.supplierId, first: PAGE_SIZE },
    { fetchPolicy: "store-and-network" },
  );
  return <WorkersTable {...props} data={data} />;
}

function WorkersTable(props: Props & { data: ProcurementWorkersTab_query$key }) {
  const [data, refetch] = useRefetchKeepingData<ProcurementWorkersTabRefetchQuery, ProcurementWorkersTab_query$key>(fragment, props.data);
  const table = useConnectionTable<(typeof data.procurementWorkers.edges)[number]["node"], ProcurementWorkerOrderField>({
    connection: data.procurementWorkers,
    refetch,
    defaultOrderBy: "LAST_NAME",
    defaultDirection: "ASC",
    pageSize: PAGE_SIZE,
  });
  type Row = (typeof table.rows)[number];
  const navigate = useNavigate();
  const [remove] = useRemoveProcurementWorkerMutation();
  // The supplier's users add, edit and remove; the customer's decide on participation: as far as the server allows.
  const permissions = useFragment(permissionsFragment, props.permissions);
  const canAssign = permissions.assignProcurementWorkers.allowed;
  const canRemove = permissions.removeProcurementWorkers.allowed;
  const canDecide = permissions.reviewRequiredItems.allowed;
  const hintActions =
    props.viewerKind === "SUPPLIER"
      ? [
          { action: t("permAddAndEdit"), decision: permissions.assignProcurementWorkers },
          { action: t("permRemoveFromProcurement"), decision: permissions.removeProcurementWorkers },
        ]
      : [{ action: t("permReview"), decision: permissions.reviewRequiredItems }];
  const [dialog, setDialog] = useState<{ kind: "add" } | { kind: "edit"; row: Row } | { kind: "participation"; row: Row } | null>(null);
  const onEdit = useMemo(() => (canAssign ? (row: Row) => setDialog({ kind: "edit", row }) : null), [canAssign]);
  const onDecide = useMemo(() => (canDecide ? (row: Row) => setDialog({ kind: "participation", row }) : null), [canDecide]);

  // The card's refresh button, and every change made here, reload the page on screen.
  const { reload: onReload } = table;
  const firstRefresh = useRef(props.refreshCount);
  useEffect(() => {
    if (props.refreshCount !== firstRefresh.current) onReload();
  }, [props.refreshCount, onReload]);

  const columns = useMemo((): ReadonlyArray<TableColumn<Row, ProcurementWorkerOrderField>> => {
    const removeRow = async (row: Row) => {
      try {
        const result = await remove(row.id);
        if (result.__typename === "RemoveProcurementWorkerSuccess") {
          showSuccess(t("wrkDeleted"));
          onReload();
        } else {
          showError("message" in result && result.message ? `${t("wrkDeleteFailed")}: ${result.message}` : t("wrkDeleteFailed"));
        }
      } catch {
        showError(t("wrkDeleteFailed"));
      }
    };
    const openCard = (row: Row) => {
      const path = procurementWorkerPath(props.procurementId, row.worker.id);
      if (path) navigate(path);
    };
    const list: TableColumn<Row, ProcurementWorkerOrderField>[] = [
      // On a phone the surname names the worker, with the light beside it; edit and remove stay within reach,
      // and a tap on the row opens the card (no Scheda column there).
      { id: "firstName", header: t("wrkFirstName"), sortField: "FIRST_NAME", hideBelow: 600, render: (row) => row.worker.firstName },
      {
        id: "lastName",
        header: t("wrkLastName"),
        sortField: "LAST_NAME",
        render: (row) => (
          <span className="procurement-workers__name">
            <span className="procurement-workers__phone-light">
              <WorkerLight row={row} />
            </span>
            {/* Phones have no Nome column: the whole name is written here, wrapping when narrow. */}
            <span>
              <span className="procurement-workers__phone-first">{row.worker.firstName} </span>
              {row.worker.lastName}
            </span>
          </span>
        ),
      },
      { id: "job", header: t("wrkJob"), sortField: "JOB", hideBelow: 600, render: (row) => row.job ?? "" },
      {
        id: "chief",
        header: t("wrkChiefWorker"),
        hideBelow: 960,
        render: (row) => <YesNoCell value={row.flags.chiefWorker} variant="text" />,
      },
      {
        id: "fire",
        header: t("wrkFireSafety"),
        hideBelow: 960,
        render: (row) => <YesNoCell value={row.flags.fireSafetyOfficer} variant="text" />,
      },
      {
        id: "aid",
        header: t("wrkFirstAid"),
        hideBelow: 960,
        render: (row) => <YesNoCell value={row.flags.firstAidOfficer} variant="text" />,
      },
      {
        id: "approved",
        header: t("wrkApproved"),
        sortField: "APPROVAL",
        render: (row) => <ParticipationCell row={row} onDecide={onDecide} />,
      },
      {
        id: "light",
        header: t("wrkLight"),
        hideBelow: 600,
        render: (row) => <WorkerLight row={row} />,
      },
    ];
    if (onEdit) {
      list.push({
        id: "edit",
        header: t("wrkEdit"),
        kind: "action",
        render: (row) => <RowActionButton action="edit" label={t("wrkEdit")} onClick={() => onEdit(row)} />,
      });
    }
    // Removing the association is the supplier's; the customer decides on participation instead.
    if (canRemove) {
      list.push({
        id: "delete",
        header: t("wrkDelete"),
        kind: "action",
        render: (row) => (
          <RowActionButton action="delete" label={t("wrkDelete")} confirmMessage={t("wrkDeleteConfirm")} onClick={() => removeRow(row)} />
        ),
      });
    }
    list.push({
      id: "card",
      header: t("wrkCard"),
      kind: "action",
      hideBelow: 600,
      render: (row) => <RowActionButton action="open" label={t("wrkCard")} onClick={() => openCard(row)} />,
    });
    return list;
  }, [canRemove, navigate, onDecide, onEdit, onReload, props.procurementId, remove]);

  const closeDialog = () => setDialog(null);
  const saved = () => {
    setDialog(null);
    onReload();
  };
  return (
    <>
    <DataTable
      {...table.tableProps}
      rows={table.rows}
      columns={columns}
      label={t("wrkTable")}
      hint={<PermissionHint actions={hintActions} />}
      onRowClick={(row) => {
        const path = procurementWorkerPath(props.procurementId, row.worker.id);
        if (path) navigate(path);
      }}
      rowLabel={(row) => `${row.worker.firstName} ${row.worker.lastName}`}
      openHint={t("wrkOpenHint")}
      className="procurement-workers-table"
      toolbar={{
        searchable: true,
        onRefresh: table.reload,
        ...(canAssign ? { onAdd: () => setDialog({ kind: "add" }), addLabel: t("wrkAdd") } : {}),
      }}
    />
    {dialog?.kind === "add" || dialog?.kind === "edit" ? (
      <ProcurementWorkerDialogLoader
        procurementId={props.procurementId}
        supplierId={props.supplierId}
        procurementWorker={dialog.kind === "edit" ? dialog.row : null}
        onClose={closeDialog}
        onSaved={saved}
      />
    ) : null}
    {dialog?.kind === "participation" ? (
      <ParticipationDialog
        target={{
          id: dialog.row.id,
          approval: dialog.row.approval,
          approvalNote: dialog.row.approvalNote,
          workerName: `${dialog.row.worker.firstName} ${dialog.row.worker.lastName}`,
        }}
        onClose={closeDialog}
        onSaved={saved}
      />
    ) : null}
    </>
  );
}

// Approvato: the I.C / A / A.P / R tag, the prescriptions or the reason written under it (the supplier
// reads them here), and for the customer's reviewers a button that opens the decision.
function ParticipationCell<Row extends { approval: ParticipationState | "%future added value"; approvalNote: string | null | undefined; worker: { firstName: string; lastName: string } }>(props: {
  row: Row;
  onDecide: ((row: Row) => void) | null;
}) {
  const { row } = props;
  const value = row.approval === "%future added value" ? "PENDING" : row.approval;
  const tag = <ParticipationStateCell value={value} note={row.approvalNote} />;
  // Named as on the documents: the supplier must tell a reason to fix from prescriptions to follow.
  const note = row.approvalNote && (value === "APPROVED_WITH_PRESCRIPTIONS" || value === "REJECTED") ? (
    <span className="procurement-workers__approval-note">
      <strong>{value === "REJECTED" ? t("docRejectionReason") : `${t("wrkPrescriptions")}:`}</strong> {row.approvalNote}
    </span>
  ) : null;
  return (
    <span className="procurement-workers__approval">
      {props.onDecide ? (
        <Button
          variant="minimal"
          size="small"
          aria-label={`${t("wrkParticipationEdit")}: ${row.worker.firstName} ${row.worker.lastName}`}
          onClick={(event) => {
            event.stopPropagation();
            props.onDecide?.(row);
          }}
        >
          {tag}
        </Button>
      ) : (
        tag
      )}
      {note}
    </span>
  );
}

// The worker's compliance light, with the tooltip (and the accessible name) naming what is wrong.
function WorkerLight({ row }: { row: { trafficLight: TrafficLight; fitnessCertificates: Parameters<typeof lightExplanation>[0] } }) {
  const explanation = lightExplanation(row.fitnessCertificates);
  return (
    <Tooltip content={explanation} placement="top">
      <span className="procurement-workers__light" aria-label={explanation}>
        <TrafficLightCell value={row.trafficLight} showLabel={false} />
      </span>
    </Tooltip>
  );
}
