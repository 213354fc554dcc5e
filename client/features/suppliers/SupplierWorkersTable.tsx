// The supplier's workers (spec section 2, "Supplier workers"): "Cognome e nome" with " (DIMESSO)" for
// those who resigned (greyed, hidden by "Nascondi i non attivi"), edit, delete (each as the server allows:
// User.permissions) and Scheda, which shows the worker's details read-only.
import { useState } from "react";
import { Section, SectionCard } from "@blueprintjs/core";
import { PeopleIcon } from "@blueprintjs/icons";
import { graphql, useFragment } from "react-relay/hooks";
import type { SupplierWorkersTable_permissions$key } from "../../__generated__/SupplierWorkersTable_permissions.graphql";
import { PermissionHint } from "../../components/PermissionHint";
import type {
  SupplierWorkersTable_supplier$data,
  SupplierWorkersTable_supplier$key,
} from "../../__generated__/SupplierWorkersTable_supplier.graphql";
import type {
  SupplierWorkerOrderField,
  SupplierWorkersTableRefetchQuery,
} from "../../__generated__/SupplierWorkersTableRefetchQuery.graphql";
import { showError, showSuccess } from "../../components/toaster";
import { RowActionButton } from "../../components/table/cells/RowActionButton";
import type { TableColumn } from "../../components/table/columns";
import { DataTable } from "../../components/table/DataTable";
import { useConnectionTable } from "../../components/table/useConnectionTable";
import { t } from "../../i18n/i18n";
import { SupplierWorkerDialog, type SupplierWorkerDialogMode } from "./SupplierWorkerDialog";
import { useDeleteSupplierWorkerMutation } from "./useDeleteSupplierWorkerMutation";
import { useRefetchKeepingData } from "../../relay/useRefetchKeepingData";

type Row = SupplierWorkersTable_supplier$data["workers"]["edges"][number]["node"];

const permissionsFragment = graphql`
  fragment SupplierWorkersTable_permissions on ViewerPermissions {
    editCompanyWorkers {
      allowed
      reason
    }
    deleteCompanyWorkers {
      allowed
      reason
    }
    ...WorkerDocumentsSection_permissions
  }
`;

// A list of names reads A to Z: the one table of the home whose default direction is not the spec's
// generic descending (the server's own default order agrees). The page size has no default here: Relay
// sends a variable's default in place of null, and the last page needs `first: null`; the route query
// gives the first page's size with @arguments(first: 10).
const fragment = graphql`
  fragment SupplierWorkersTable_supplier on Supplier
  @refetchable(queryName: "SupplierWorkersTableRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int" }
    after: { type: "String" }
    last: { type: "Int" }
    before: { type: "String" }
    search: { type: "String" }
    hideInactive: { type: "Boolean", defaultValue: false }
    orderBy: { type: "SupplierWorkerOrderField", defaultValue: LAST_NAME }
    direction: { type: "SortDirection", defaultValue: ASC }
  ) {
    workers(
      first: $first
      after: $after
      last: $last
      before: $before
      search: $search
      hideInactive: $hideInactive
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
          firstName
          lastName
          resigned
          ...SupplierWorkerDialog_worker
        }
      }
    }
  }
`;

// The server says why (a worker on a procurement: which ones, and what to do); its answer already starts
// with "Impossibile eliminare il lavoratore" or is put after it.
function workerDeleteFailure(reason: string | undefined): string {
  const failed = t("homeWorkerDeleteFailed");
  if (!reason) return failed;
  return reason.startsWith(failed) ? reason : `${failed}: ${reason}`;
}

function workerDisplayName(worker: { readonly firstName: string; readonly lastName: string; readonly resigned: boolean }): string {
  return `${worker.lastName} ${worker.firstName}${worker.resigned ? t("homeResignedSuffix") : ""}`;
}

export function SupplierWorkersTable(props: { supplier: SupplierWorkersTable_supplier$key; permissions: SupplierWorkersTable_permissions$key }) {
  const permissions = useFragment(permissionsFragment, props.permissions);
  const [data, refetch] = useRefetchKeepingData<SupplierWorkersTableRefetchQuery, SupplierWorkersTable_supplier$key>(
    fragment,
    props.supplier,
  );
  const table = useConnectionTable<Row, SupplierWorkerOrderField>({
    connection: data.workers,
    refetch,
    defaultOrderBy: "LAST_NAME",
    defaultDirection: "ASC",
    hideInactive: false,
  });
  const [open, setOpen] = useState<{ mode: SupplierWorkerDialogMode; row: Row | null } | null>(null);
  const [remove] = useDeleteSupplierWorkerMutation();
  const canEdit = permissions.editCompanyWorkers.allowed;
  const canDelete = permissions.deleteCompanyWorkers.allowed;
  const hintActions = [
    { action: t("permAddAndEdit"), decision: permissions.editCompanyWorkers },
    { action: t("permDelete"), decision: permissions.deleteCompanyWorkers },
  ];

  // True when the worker is gone.
  const deleteRow = async (row: Row): Promise<boolean> => {
    let result;
    try {
      result = await remove(row.id);
    } catch {
      return false; // The network layer has shown the error.
    }
    if (result.__typename !== "DeleteSupplierWorkerSuccess") {
      showError(workerDeleteFailure("message" in result ? result.message : undefined));
      return false;
    }
    showSuccess(t("homeWorkerDeleted"));
    table.reload();
    return true;
  };

  const columns: ReadonlyArray<TableColumn<Row, SupplierWorkerOrderField>> = [
    { id: "name", header: t("homeColWorkerName"), sortField: "LAST_NAME", render: (row) => workerDisplayName(row) },
    {
      id: "edit",
      header: t("homeColEdit"),
      kind: "action",
      hideBelow: 600,
      allowed: canEdit,
      render: (row) => <RowActionButton action="edit" onClick={() => setOpen({ mode: "edit", row })} />,
    },
    {
      id: "delete",
      header: t("homeColDelete"),
      kind: "action",
      hideBelow: 600,
      allowed: canDelete,
      render: (row) => (
        <RowActionButton
          action="delete"
          confirmTitle={t("homeDeleteTitle")}
          confirmMessage={t("homeWorkerDeleteConfirm")}
          onClick={() => deleteRow(row)}
        />
      ),
    },
    {
      id: "detail",
      header: t("homeColDetail"),
      kind: "action",
      render: (row) => (
        <RowActionButton action="view" label={t("homeWorkerViewTitle")} onClick={() => setOpen({ mode: "view", row })} />
      ),
    },
  ];

  return (
    <Section className="home-workers" title={t("homeWorkersTitle")} icon={<PeopleIcon />} elevation={1}>
      <SectionCard padded={false}>
        <DataTable
          {...table.tableProps}
          rows={table.rows}
          columns={columns}
          label={t("homeWorkersTitle")}
          hint={<PermissionHint actions={hintActions} />}
          onRowClick={(row) => setOpen({ mode: canEdit ? "edit" : "view", row })}
          rowLabel={(row) => workerDisplayName(row)}
          isRowGreyed={(row) => row.resigned}
          toolbar={{
            searchable: true,
            hideInactiveToggle: true,
            onRefresh: table.reload,
            onAdd: canEdit ? () => setOpen({ mode: "new", row: null }) : undefined,
            addLabel: t("homeAddWorker"),
          }}
        />
      </SectionCard>
      {open !== null && (
        <SupplierWorkerDialog
          worker={open.row}
          mode={open.mode}
          documentsPermissions={permissions}
          // Phones hide the delete column (spec): the edit form offers it there too.
          onDelete={
            open.mode === "edit" && open.row && canDelete
              ? async () => {
                  if (open.row && (await deleteRow(open.row))) setOpen(null);
                }
              : undefined
          }
          onEdit={open.mode === "view" && canEdit ? () => setOpen({ mode: "edit", row: open.row }) : undefined}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            table.reload();
          }}
        />
      )}
    </Section>
  );
}
