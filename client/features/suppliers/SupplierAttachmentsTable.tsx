// The supplier's company documents (spec section 2, "Supplier attachments"): type, file name, dates with
// the expiry check, edit, delete (as the server allows: User.permissions) and open (download). 20 rows a page (spec section 9).
import { useState } from "react";
import { Section, SectionCard } from "@blueprintjs/core";
import { DocumentIcon } from "@blueprintjs/icons";
import { graphql, useFragment } from "react-relay/hooks";
import type { SupplierAttachmentsTable_permissions$key } from "../../__generated__/SupplierAttachmentsTable_permissions.graphql";
import { PermissionHint } from "../../components/PermissionHint";
import type {
  SupplierAttachmentsTable_supplier$data,
  SupplierAttachmentsTable_supplier$key,
} from "../../__generated__/SupplierAttachmentsTable_supplier.graphql";
import type {
  SupplierAttachmentOrderField,
  SupplierAttachmentsTableRefetchQuery,
} from "../../__generated__/SupplierAttachmentsTableRefetchQuery.graphql";
import { showError, showSuccess } from "../../components/toaster";
import { DateCell } from "../../components/table/cells/DateCell";
import { DateWithExpiryCell } from "../../components/table/cells/DateWithExpiryCell";
import { FileDownloadCell } from "../../components/table/cells/FileDownloadCell";
import { RowActionButton } from "../../components/table/cells/RowActionButton";
import type { TableColumn } from "../../components/table/columns";
import { DataTable } from "../../components/table/DataTable";
import { useConnectionTable } from "../../components/table/useConnectionTable";
import { t } from "../../i18n/i18n";
import { SupplierAttachmentDialog } from "./SupplierAttachmentDialog";
import { useDeleteSupplierAttachmentMutation } from "./useDeleteSupplierAttachmentMutation";
import { useRefetchKeepingData } from "../../relay/useRefetchKeepingData";

const ATTACHMENTS_PAGE_SIZE = 20;

const permissionsFragment = graphql`
  fragment SupplierAttachmentsTable_permissions on ViewerPermissions {
    uploadCompanyDocuments {
      allowed
      reason
    }
    deleteCompanyDocuments {
      allowed
      reason
    }
  }
`;

type Row = SupplierAttachmentsTable_supplier$data["attachments"]["edges"][number]["node"];

// The defaults equal useConnectionTable's below: issue date, descending. The page size has no default here:
// Relay sends a variable's default in place of null, and the last page needs `first: null`; the route
// query gives the first page's size with @arguments(first: 20).
const fragment = graphql`
  fragment SupplierAttachmentsTable_supplier on Supplier
  @refetchable(queryName: "SupplierAttachmentsTableRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int" }
    after: { type: "String" }
    last: { type: "Int" }
    before: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "SupplierAttachmentOrderField", defaultValue: DOCUMENT_DATE }
    direction: { type: "SortDirection", defaultValue: DESC }
  ) {
    attachments(
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
          attachmentTypeLabel
          attachmentFilename
          documentDate
          documentExpirationDate
          file {
            originalName
            downloadUrl
          }
          ...SupplierAttachmentDialog_attachment
        }
      }
    }
  }
`;

export function SupplierAttachmentsTable(props: { supplier: SupplierAttachmentsTable_supplier$key; permissions: SupplierAttachmentsTable_permissions$key }) {
  const permissions = useFragment(permissionsFragment, props.permissions);
  const [data, refetch] = useRefetchKeepingData<SupplierAttachmentsTableRefetchQuery, SupplierAttachmentsTable_supplier$key>(
    fragment,
    props.supplier,
  );
  const table = useConnectionTable<Row, SupplierAttachmentOrderField>({
    connection: data.attachments,
    refetch,
    defaultOrderBy: "DOCUMENT_DATE",
    pageSize: ATTACHMENTS_PAGE_SIZE,
  });
  // "new", a row being edited, or closed.
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const [remove] = useDeleteSupplierAttachmentMutation();

  const canUpload = permissions.uploadCompanyDocuments.allowed;
  const canDelete = permissions.deleteCompanyDocuments.allowed;
  const hintActions = [
    { action: t("permUploadAndCorrect"), decision: permissions.uploadCompanyDocuments },
    { action: t("permDelete"), decision: permissions.deleteCompanyDocuments },
  ];

  // True when the document is gone.
  const deleteRow = async (row: Row): Promise<boolean> => {
    let result;
    try {
      result = await remove(row.id);
    } catch {
      return false; // The network layer has shown the error.
    }
    if (result.__typename !== "DeleteSupplierAttachmentSuccess") {
      showError(t("homeDocumentDeleteFailed"));
      return false;
    }
    showSuccess(t("homeDocumentDeleted"));
    table.reload();
    return true;
  };

  const columns: ReadonlyArray<TableColumn<Row, SupplierAttachmentOrderField>> = [
    {
      id: "type",
      header: t("homeColAttachmentType"),
      sortField: "ATTACHMENT_TYPE",
      // Phones hide the file name column; two documents of one type must still tell apart there.
      render: (row) => (
        <>
          {row.attachmentTypeLabel}
          <span className="home-phone-only home-cell-secondary">{row.attachmentFilename}</span>
        </>
      ),
    },
    {
      id: "filename",
      header: t("homeColFileName"),
      sortField: "ATTACHMENT_FILENAME",
      hideBelow: 600,
      render: (row) => row.attachmentFilename,
    },
    {
      id: "documentDate",
      header: t("homeColDocumentDate"),
      sortField: "DOCUMENT_DATE",
      hideBelow: 960,
      render: (row) => <DateCell value={row.documentDate ?? null} />,
    },
    {
      id: "expirationDate",
      header: t("homeColExpirationDate"),
      sortField: "DOCUMENT_EXPIRATION_DATE",
      render: (row) => <DateWithExpiryCell value={row.documentExpirationDate ?? null} />,
    },
    {
      id: "edit",
      header: t("homeColEdit"),
      kind: "action",
      hideBelow: 600,
      allowed: canUpload,
      render: (row) => <RowActionButton action="edit" onClick={() => setEditing(row)} />,
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
          confirmMessage={t("homeDocumentDeleteConfirm")}
          onClick={() => deleteRow(row)}
        />
      ),
    },
    {
      id: "open",
      header: t("homeColOpen"),
      kind: "action",
      render: (row) => (
        <FileDownloadCell url={row.file?.downloadUrl ?? null} fileName={row.file?.originalName ?? row.attachmentFilename} label={t("homeColOpen")} />
      ),
    },
  ];

  return (
    <Section className="home-attachments" title={t("homeDocumentsTitle")} icon={<DocumentIcon />} elevation={1}>
      <SectionCard padded={false}>
        <DataTable
          {...table.tableProps}
          rows={table.rows}
          columns={columns}
          label={t("homeDocumentsTitle")}
          hint={<PermissionHint actions={hintActions} />}
          onRowClick={canUpload ? (row) => setEditing(row) : undefined}
          rowLabel={(row) => `${row.attachmentTypeLabel} - ${row.attachmentFilename}`}
          toolbar={{
            searchable: true,
            onRefresh: table.reload,
            onAdd: canUpload ? () => setEditing("new") : undefined,
            addLabel: t("homeAddDocument"),
          }}
        />
      </SectionCard>
      {editing !== null && (
        <SupplierAttachmentDialog
          attachment={editing === "new" ? null : editing}
          // Phones hide the delete column (spec): the edit form offers it there too.
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
            table.reload();
          }}
        />
      )}
    </Section>
  );
}
