// The list of «Stabilimenti»: the customer's sites a page at a time (paged, sorted and searched on the server), with
// how many procurements and workers use each, «Nuovo stabilimento», «Modifica» and «Elimina» per row. Whether a row may
// be deleted is the server's answer (Factory.viewerCanDelete): a site in use says why at once instead of asking
// «Sei sicuro?» for a deletion the server would refuse; the server still decides, and its refusal says the same.
import { useState } from "react";
import { Intent, Section, SectionCard } from "@blueprintjs/core";
import { OfficeIcon, TrashIcon } from "@blueprintjs/icons";
import { graphql } from "react-relay/hooks";
import type { FactoriesTable_customer$key } from "../../__generated__/FactoriesTable_customer.graphql";
import type { FactoriesTableRefetchQuery, FactoryOrderField } from "../../__generated__/FactoriesTableRefetchQuery.graphql";
import { confirmDialog } from "../../components/dialogs/confirm-host";
import { RowActionButton, RowActions } from "../../components/table/cells/RowActionButton";
import type { TableColumn } from "../../components/table/columns";
import { DataTable } from "../../components/table/DataTable";
import { useConnectionTable } from "../../components/table/useConnectionTable";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { useRefetchKeepingData } from "../../relay/useRefetchKeepingData";
import { FactoryDialog, type FactoryDialogInitial } from "./FactoryDialog";
import { useDeleteFactoryMutation } from "./useFactoryMutations";
import "./factories.css";

// The defaults equal useConnectionTable's below (name, A to Z); the first page's size comes from the page's query.
const fragment = graphql`
  fragment FactoriesTable_customer on Customer
  @refetchable(queryName: "FactoriesTableRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int" }
    after: { type: "String" }
    last: { type: "Int" }
    before: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "FactoryOrderField", defaultValue: NAME }
    direction: { type: "SortDirection", defaultValue: ASC }
  ) {
    viewerCanEditFactories {
      allowed
    }
    factoryList(first: $first, after: $after, last: $last, before: $before, search: $search, orderBy: $orderBy, direction: $direction) {
      totalCount
      pageInfo {
        startCursor
        endCursor
      }
      edges {
        node {
          id
          name
          address
          municipality {
            id
            label
          }
          procurementCount
          workerCount
          viewerCanDelete {
            allowed
            reason
          }
        }
      }
    }
  }
`;

const DEFAULT_ORDER: FactoryOrderField = "NAME";

type Row = FactoryDialogInitial & {
  readonly procurementCount: number | null | undefined;
  readonly workerCount: number | null | undefined;
  readonly viewerCanDelete: { readonly allowed: boolean; readonly reason: string | null | undefined };
};

const deleteLabel = (row: Row) => t("factoriesDeleteOf").replace("{name}", row.name);
const place = (row: Row) => [row.address, row.municipality?.label].filter(Boolean).join(", ");

export function FactoriesTable({ customer }: { customer: FactoriesTable_customer$key }) {
  const [data, refetch] = useRefetchKeepingData<FactoriesTableRefetchQuery, FactoriesTable_customer$key>(fragment, customer);
  const table = useConnectionTable<Row, FactoryOrderField>({ connection: data.factoryList, refetch, defaultOrderBy: DEFAULT_ORDER, defaultDirection: "ASC" });
  const deleteFactory = useDeleteFactoryMutation();
  // "new", the row being corrected, or nothing.
  const [editing, setEditing] = useState<"new" | Row | null>(null);
  const canEdit = data.viewerCanEditFactories.allowed;

  const refuse = (message: string) => confirmDialog({ type: "error", title: t("factoriesDeleteRefusedTitle"), message });

  // Asked only after «Procedi» (RowActionButton's confirmation).
  const remove = async (row: Row) => {
    const result = await deleteFactory(row.id);
    if (result.__typename === "DeleteFactorySuccess") showSuccess(t("factoriesDeleted"));
    // Someone pointed a procurement or a worker at the site since the list was read: the server says how many.
    else void refuse(result.message ?? t("factoriesDeleteFailed"));
    table.reload();
  };

  const columns: ReadonlyArray<TableColumn<Row, FactoryOrderField>> = [
    {
      id: "name",
      header: t("factoriesName"),
      sortField: "NAME",
      // Phones hide the other columns: the place and the counts go under the name there.
      render: (row) => (
        <>
          <strong className="factories-page__name">{row.name}</strong>
          <span className="factories-page__phone-line">{place(row)}</span>
          <span className="factories-page__phone-line">
            {t("factoriesUsage")
              .replace("{procurements}", String(row.procurementCount ?? 0))
              .replace("{workers}", String(row.workerCount ?? 0))}
          </span>
        </>
      ),
    },
    { id: "address", header: t("factoriesAddress"), sortField: "ADDRESS", hideBelow: 600, render: (row) => row.address ?? "" },
    { id: "municipality", header: t("factoriesMunicipality"), sortField: "MUNICIPALITY", hideBelow: 600, render: (row) => row.municipality?.label ?? "" },
    { id: "procurements", header: t("factoriesProcurements"), sortField: "PROCUREMENTS", hideBelow: 600, width: "96px", render: (row) => row.procurementCount ?? 0 },
    { id: "workers", header: t("factoriesWorkers"), sortField: "WORKERS", hideBelow: 600, width: "104px", render: (row) => row.workerCount ?? 0 },
    {
      id: "actions",
      header: "",
      headerLabel: t("factoriesActions"),
      kind: "action",
      width: "96px",
      allowed: canEdit,
      render: (row) => (
        <RowActions>
          <RowActionButton action="edit" label={t("factoriesEditOf").replace("{name}", row.name)} onClick={() => setEditing(row)} />
          {row.viewerCanDelete.allowed ? (
            <RowActionButton action="delete" label={deleteLabel(row)} confirmMessage={t("factoriesDeleteConfirm")} onClick={() => remove(row)} />
          ) : (
            // A site in use: the server's reason at once, instead of a question whose answer would be refused.
            <RowActionButton
              action="custom"
              icon={<TrashIcon />}
              intent={Intent.DANGER}
              label={deleteLabel(row)}
              onClick={() => void refuse(row.viewerCanDelete.reason ?? t("factoriesDeleteFailed"))}
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <Section className="factories-page" title={t("factoriesTitle")} icon={<OfficeIcon />} elevation={1}>
      <SectionCard>
        <p className="factories-page__intro">{t("factoriesIntro")}</p>
      </SectionCard>
      <SectionCard padded={false}>
        <DataTable
          {...table.tableProps}
          rows={table.rows}
          columns={columns}
          label={t("factoriesTitle")}
          onRowClick={canEdit ? (row) => setEditing(row) : undefined}
          rowLabel={(row) => t("factoriesEditOf").replace("{name}", row.name)}
          emptyText={t("factoriesNone")}
          toolbar={{ searchable: true, onRefresh: table.reload, ...(canEdit ? { onAdd: () => setEditing("new"), addLabel: t("setNewSite") } : {}) }}
        />
      </SectionCard>
      {editing !== null ? (
        <FactoryDialog
          factory={editing === "new" ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            table.reload();
          }}
        />
      ) : null}
    </Section>
  );
}
