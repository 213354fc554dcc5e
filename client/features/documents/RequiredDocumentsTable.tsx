// Tab 2 "Documentazione richiesta" (spec "Procurement card", tab 2): the documents the procurement
// requires of the supplier, paged, sorted and searched on the server. Mandatory rows first (sorted by
// active), non-mandatory rows greyed. The supplier uploads and views; the customer approves, rejects
// and toggles mandatory; who may delete the uploaded file says the server (User.permissions), except that a
// supplier replaces an approved one ("Ricarica il documento") rather than deleting it; the AC row generates the
// self-certification.
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ConfirmIcon, DocumentShareIcon, ManualIcon, RefreshIcon } from "@blueprintjs/icons";
import { graphql, useFragment } from "react-relay/hooks";
import type { RequiredDocumentOrderField, RequiredDocumentsTableRefetchQuery } from "../../__generated__/RequiredDocumentsTableRefetchQuery.graphql";
import type { RequiredDocumentsTable_procurementSupplier$key } from "../../__generated__/RequiredDocumentsTable_procurementSupplier.graphql";
import type { RequiredDocumentsTable_permissions$key } from "../../__generated__/RequiredDocumentsTable_permissions.graphql";
import { PermissionHint } from "../../components/PermissionHint";
import { useConfirm } from "../../components/dialogs/useConfirm";
import { DataTable } from "../../components/table/DataTable";
import { ApprovalStateCell } from "../../components/table/cells/ApprovalStateCell";
import { ComplianceStateCell } from "../../components/table/cells/ComplianceStateCell";
import { DateCell } from "../../components/table/cells/DateCell";
import { DateWithExpiryCell } from "../../components/table/cells/DateWithExpiryCell";
import { RowActionButton, RowActions } from "../../components/table/cells/RowActionButton";
import { ToggleCell } from "../../components/table/cells/ToggleCell";
import type { TableColumn } from "../../components/table/columns";
import { useConnectionTable } from "../../components/table/useConnectionTable";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { useFileDownload } from "../../lib/download";
import { failureMessage } from "../../lib/mutation-outcome";
import { RequiredDocumentApprovalDialog } from "./RequiredDocumentApprovalDialog";
import { readRequiredDocumentRow, type RequiredDocumentRowData } from "./RequiredDocumentRow";
import { RequiredDocumentUploadDialog } from "./RequiredDocumentUploadDialog";
import { selfCertificationFileName } from "./self-certification";
import { useDeleteRequiredDocumentMutation } from "./useDeleteRequiredDocumentMutation";
import { useSetRequiredDocumentActiveMutation } from "./useSetRequiredDocumentActiveMutation";
import { useRefetchKeepingData } from "../../relay/useRefetchKeepingData";

const fragment = graphql`
  fragment RequiredDocumentsTable_procurementSupplier on ProcurementSupplier
  @refetchable(queryName: "RequiredDocumentsTableRefetchQuery")
  # No default for $first: Relay replaces a null variable by its default, and the last and previous pages
  # send first: null (with last); the first page size comes from the spread's @arguments instead.
  @argumentDefinitions(
    first: { type: "Int" }
    after: { type: "String" }
    last: { type: "Int" }
    before: { type: "String" }
    search: { type: "String" }
    hideInactive: { type: "Boolean", defaultValue: false }
    orderBy: { type: "RequiredDocumentOrderField", defaultValue: ACTIVE }
    direction: { type: "SortDirection", defaultValue: DESC }
  ) {
    id
    supplier {
      id
      companyName
    }
    requiredDocuments(
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
          ...RequiredDocumentRow_document
        }
      }
    }
  }
`;

const permissionsFragment = graphql`
  fragment RequiredDocumentsTable_permissions on ViewerPermissions {
    uploadRequiredDocuments {
      allowed
      reason
    }
    deleteRequiredDocuments {
      allowed
      reason
    }
    reviewRequiredItems {
      allowed
      reason
    }
  }
`;

// "replace": the upload dialog with "Ricarica il documento" already ticked.
type Dialog = { kind: "upload" | "replace" | "approval"; documentId: string } | null;

function DocumentTypeCell({ row, mandatoryToggle }: { row: RequiredDocumentRowData; mandatoryToggle: ReactNode }) {
  // Both notes travel with the document, at every screen width, for both sides: the supplier's (sent with
  // the upload) and the customer's, which on a rejection is the reason the supplier must read to fix it.
  const rejected = row.approval === "REJECTED";
  return (
    <div className="document-type">
      <span className="document-type__label">{row.category.label}</span>
      {/* Phones show only this column and the actions: the state and the expiry travel with the type. */}
      <span className="document-type__phone">
        <ComplianceStateCell value={row.complianceState} />
        {row.documentExpirationDate ? (
          <span className="document-type__phone-expiry">
            {t("docExpiryShort")}: <DateWithExpiryCell value={row.documentExpirationDate} />
          </span>
        ) : null}
        {mandatoryToggle ? (
          <span className="document-type__phone-toggle">
            {t("docMandatory")} {mandatoryToggle}
          </span>
        ) : null}
      </span>
      {row.note ? (
        <span className="document-type__note document-type__note--supplier">
          <strong>{t("docSupplierNote")}</strong> {row.note}
        </span>
      ) : null}
      {row.reviewNote ? (
        <span className={rejected ? "document-type__note document-type__note--rejected" : "document-type__note"}>
          <strong>{rejected ? t("docRejectionReason") : t("docReviewNote")}</strong> {row.reviewNote}
        </span>
      ) : null}
    </div>
  );
}

export function RequiredDocumentsTable(props: {
  procurementSupplier: RequiredDocumentsTable_procurementSupplier$key;
  viewerKind: "SUPPLIER" | "CUSTOMER" | "WORKER";
  permissions: RequiredDocumentsTable_permissions$key;
  // Bumped by the card's refresh button.
  refreshCount: number;
}) {
  const permissions = useFragment(permissionsFragment, props.permissions);
  const [data, refetch] = useRefetchKeepingData<RequiredDocumentsTableRefetchQuery, RequiredDocumentsTable_procurementSupplier$key>(
    fragment,
    props.procurementSupplier,
  );
  const table = useConnectionTable<(typeof data.requiredDocuments.edges)[number]["node"], RequiredDocumentOrderField>({
    connection: data.requiredDocuments,
    refetch,
    defaultOrderBy: "ACTIVE",
    hideInactive: false,
  });
  const rows = useMemo(() => table.rows.map((node) => readRequiredDocumentRow(node)), [table.rows]);

  const [dialog, setDialog] = useState<Dialog>(null);
  const confirm = useConfirm();
  const { download } = useFileDownload();
  const [deleteDocument] = useDeleteRequiredDocumentMutation();
  const [setActive] = useSetRequiredDocumentActiveMutation();

  const { reload } = table;
  const firstRefresh = useRef(props.refreshCount);
  useEffect(() => {
    if (props.refreshCount !== firstRefresh.current) reload();
  }, [props.refreshCount, reload]);

  const isSupplier = props.viewerKind === "SUPPLIER";
  const canUpload = permissions.uploadRequiredDocuments.allowed;
  const canReview = permissions.reviewRequiredItems.allowed;
  const canDelete = permissions.deleteRequiredDocuments.allowed;
  // The actions this side of the table offers: the supplier uploads, the customer reviews; both may delete.
  const hintActions = [
    isSupplier ? { action: t("permUpload"), decision: permissions.uploadRequiredDocuments } : { action: t("permReview"), decision: permissions.reviewRequiredItems },
    { action: t("permDelete"), decision: permissions.deleteRequiredDocuments },
  ];
  const supplierReplaces = (row: RequiredDocumentRowData) => isSupplier && row.file !== null && row.approval === "APPROVED";
  const companyName = data.supplier.companyName;
  // The place of the extra action (self-certification, template) only when a row on the page has one.
  const hasExtraAction = rows.some((row) => row.selfCertificationUrl || row.defaultDocument);

  const columns = useMemo((): ReadonlyArray<TableColumn<RequiredDocumentRowData, RequiredDocumentOrderField>> => {
    const remove = async (row: RequiredDocumentRowData) => {
      try {
        const result = await deleteDocument({ id: row.id });
        if (result.__typename === "DeleteRequiredDocumentSuccess") showSuccess(t("docDeleted"));
        else {
          const reason = failureMessage(result, t("docDeleteFailed"));
          showError(reason === t("docDeleteFailed") ? reason : `${t("docDeleteFailed")}: ${reason}`);
        }
      } catch {
        showError(t("docDeleteFailed"));
      }
    };
    const generate = async (certificationUrl: string) => {
      const answer = await confirm({ title: t("docGenerateTitle"), message: t("docGenerateConfirm") });
      if (answer === true) await download(certificationUrl, selfCertificationFileName(companyName));
    };
    const toggle = async (row: RequiredDocumentRowData, active: boolean) => {
      const result = await setActive({ id: row.id, active });
      if (result.__typename === "SetRequiredDocumentActiveSuccess") {
        showSuccess(t("docMandatoryChanged"));
        return;
      }
      showError(failureMessage(result, t("unexpectedError")));
      // The switch goes back to the value it had.
      throw new Error(result.__typename);
    };

    const mandatoryToggle = (row: RequiredDocumentRowData) => (
      <ToggleCell
        checked={row.active}
        label={`${t("docMandatoryToggle")}: ${row.category.label}`}
        onChange={(next: boolean) => toggle(row, next)}
      />
    );
    const list: TableColumn<RequiredDocumentRowData, RequiredDocumentOrderField>[] = [
      {
        id: "category",
        header: t("docCategory"),
        sortField: "CATEGORY",
        // On phones the mandatory switch moves here, with its name beside it.
        render: (row) => <DocumentTypeCell row={row} mandatoryToggle={canReview ? mandatoryToggle(row) : null} />,
      },
      {
        id: "name",
        header: t("docName"),
        hideBelow: 600,
        render: (row) => row.attachmentName ?? <span className="text-muted">{t("docNoFile")}</span>,
      },
      {
        id: "date",
        header: t("docDate"),
        sortField: "DOCUMENT_DATE",
        hideBelow: 960,
        render: (row) => <DateCell value={row.documentDate} />,
      },
      {
        id: "expiry",
        header: t("docExpiry"),
        sortField: "EXPIRATION_DATE",
        hideBelow: 600,
        render: (row) => <DateWithExpiryCell value={row.documentExpirationDate} />,
      },
      {
        id: "approval",
        header: t("docApproval"),
        sortField: "APPROVAL",
        hideBelow: 600,
        render: (row) => (row.file ? <ApprovalStateCell value={row.approval} /> : null),
      },
      {
        id: "compliance",
        header: t("docCompliance"),
        hideBelow: 600,
        render: (row) => <ComplianceStateCell value={row.complianceState} />,
      },
    ];
    if (canReview) {
      list.push({
        id: "active",
        header: t("docMandatory"),
        sortField: "ACTIVE",
        kind: "action",
        hideBelow: 600,
        render: mandatoryToggle,
      });
    }
    list.push({
      id: "actions",
      header: t("docActions"),
      kind: "action",
      // Each action has its own place in every row (RowActions slots): the columns of icons line up.
      render: (row) => (
        <RowActions
          slots={[
            ...(canUpload
              ? [
                  {
                    key: "upload",
                    // One way to a new file: an approved document is replaced ("Ricarica il documento"), any
                    // other is uploaded; both would open the same dialog.
                    action: supplierReplaces(row) ? (
                      <RowActionButton
                        action="custom"
                        icon={<RefreshIcon />}
                        label={t("docReplace")}
                        onClick={() => setDialog({ kind: "replace", documentId: row.id })}
                      />
                    ) : (
                      <RowActionButton action="upload" label={t("docUpload")} onClick={() => setDialog({ kind: "upload", documentId: row.id })} />
                    ),
                  },
                ]
              : []),
            {
              key: "view",
              action: row.file ? (
                <RowActionButton
                  action="view"
                  label={t("docView")}
                  onClick={() => download(row.file?.downloadUrl ?? "", row.file?.originalName ?? "documento")}
                />
              ) : null,
            },
            ...(hasExtraAction
              ? [
                  {
                    key: "extra",
                    action: row.selfCertificationUrl ? (
                      <RowActionButton
                        action="custom"
                        icon={<DocumentShareIcon />}
                        label={t("docDefault")}
                        onClick={() => generate(row.selfCertificationUrl ?? "")}
                      />
                    ) : row.defaultDocument ? (
                      <RowActionButton
                        action="download"
                        icon={<ManualIcon />}
                        label={t("docTemplate")}
                        onClick={() => download(row.defaultDocument?.downloadUrl ?? "", row.defaultDocument?.originalName ?? "documento")}
                      />
                    ) : null,
                  },
                ]
              : []),
            ...(canReview
              ? [
                  {
                    key: "approval",
                    action: row.file ? (
                      <RowActionButton
                        action="custom"
                        icon={<ConfirmIcon />}
                        label={t("docSetApproval")}
                        onClick={() => setDialog({ kind: "approval", documentId: row.id })}
                      />
                    ) : null,
                  },
                ]
              : []),
            ...(canDelete
              ? [
                  {
                    key: "delete",
                    // Spec: delete is hidden on extra-small screens (its place too).
                    className: "required-documents-table__delete",
                    // Whether this row's file may go is the server's call (the delete's own rule): a supplier
                    // replaces an approved document in the upload's place instead, and a row without a file has
                    // nothing to delete.
                    action: row.viewerCanDelete.allowed ? (
                      <RowActionButton
                        action="delete"
                        label={t("docDelete")}
                        confirmTitle={t("docDeleteTitle")}
                        confirmMessage={t("docDeleteConfirm")}
                        onClick={() => remove(row)}
                      />
                    ) : null,
                  },
                ]
              : []),
          ]}
        />
      ),
    });
    return list;
  }, [canDelete, canReview, canUpload, companyName, confirm, deleteDocument, download, hasExtraAction, isSupplier, setActive]);

  const open = dialog ? rows.find((row) => row.id === dialog.documentId) : undefined;
  return (
    <>
      <DataTable
        {...table.tableProps}
        rows={rows}
        columns={columns}
        label={t("docTable")}
        hint={<PermissionHint actions={hintActions} />}
        isRowGreyed={(row) => !row.active}
        className="required-documents-table"
        toolbar={{ searchable: true, hideInactiveToggle: true, onRefresh: table.reload }}
      />
      {open && (dialog?.kind === "upload" || dialog?.kind === "replace") ? (
        <RequiredDocumentUploadDialog document={open} replace={dialog.kind === "replace"} onClose={() => setDialog(null)} />
      ) : null}
      {open && dialog?.kind === "approval" ? (
        <RequiredDocumentApprovalDialog document={open} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
