// The documents of one vehicle, machine or tool (spec section 2, "Dialogs opened from the procurement card"):
// - ALL_DOCUMENTS_AT_ONCE (vehicles always): "Elenco documenti allegati", the files with their download;
// - SINGLE_DOCUMENT: "Approvazione documenti macchinario" / "Approvazione documenti attrezzatura", with Nome
//   documento, Data emissione, Data scadenza, Nome file, Stato, Note, Visualizza, Modifica, Elimina (only
//   while not approved) and "Chiudi"; the customer approves or rejects each document from here.
// An approved document is never edited: Modifica shows the spec's warning instead of the form.
import { useCallback, useMemo } from "react";
import { Tag } from "@blueprintjs/core";
import { ConfirmIcon } from "@blueprintjs/icons";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { confirmDialog } from "../../components/dialogs/confirm-host";
import { DataTable } from "../../components/table/DataTable";
import { FileDownloadCell } from "../../components/table/cells/FileDownloadCell";
import { DateCell } from "../../components/table/cells/DateCell";
import { DateWithExpiryCell } from "../../components/table/cells/DateWithExpiryCell";
import { RowActionButton, RowActions } from "../../components/table/cells/RowActionButton";
import type { TableColumn } from "../../components/table/columns";
import { useLocalTable } from "../../components/table/useLocalTable";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import type { ElementDocumentData, ElementRowData } from "./ElementRow";
import { useDeleteElementDocument } from "./useElementMutations";
import { reportMutationFailure } from "../../lib/mutation-outcome";

const ATTACHMENTS_PAGE_SIZE = 20;
const STATE_INTENT = { PENDING: "none", APPROVED: "success", REJECTED: "danger" } as const;
type Order = "NAME";

export function ElementDocumentStateTag({ value }: { value: ElementDocumentData["approval"] }) {
  return (
    <Tag minimal intent={STATE_INTENT[value]} className="element-document-state">
      {t(`elDocState${value}`)}
    </Tag>
  );
}

// The customer's note; on a rejection it is the reason the supplier must read to fix the document.
function noteOf(document: ElementDocumentData) {
  const rejected = document.approval === "REJECTED";
  return (
    <span className={rejected ? "element-document__note element-document__note--rejected" : "element-document__note"}>
      {rejected ? <strong>{t("elRejectionReason")} </strong> : null}
      {document.note}
    </span>
  );
}

export function showApprovedLocked(): void {
  void confirmDialog({ type: "error", title: t("elApprovedLockedTitle"), message: t("elApprovedLocked") });
}

export function ElementDocumentsDialog(props: {
  element: ElementRowData;
  // The server's answers for this user: editElementDocuments, reviewRequiredItems, deleteElementDocuments.
  canEdit: boolean;
  canReview: boolean;
  canDelete: boolean;
  onEdit: (document: ElementDocumentData) => void;
  onReview: (document: ElementDocumentData) => void;
  // The toolbar's refresh: the tab reloads its page, documents included.
  onRefresh: () => void;
  onClose: () => void;
}) {
  const { element, canEdit, canReview, canDelete, onEdit, onReview } = props;
  const perDocument = element.approvalMode === "SINGLE_DOCUMENT";
  const [deleteDocument] = useDeleteElementDocument();
  const sortValue = useCallback((row: ElementDocumentData) => row.documentName ?? row.file.originalName, []);
  const table = useLocalTable<ElementDocumentData, Order>(element.documents, {
    defaultOrderBy: "NAME",
    defaultDirection: "ASC",
    pageSize: ATTACHMENTS_PAGE_SIZE,
    sortValue,
  });

  const columns = useMemo((): ReadonlyArray<TableColumn<ElementDocumentData, Order>> => {
    const remove = async (document: ElementDocumentData) => {
      try {
        const result = await deleteDocument(document.id);
        if (result.__typename === "DeleteElementDocumentSuccess") showSuccess(t("elFileDeleted"));
        else reportMutationFailure(result, { fallback: t("docDeleteFailed") });
      } catch {
        showError(t("docDeleteFailed"));
      }
    };
    const view = (document: ElementDocumentData) => (
      <FileDownloadCell url={document.file.downloadUrl} fileName={document.file.originalName} label={t("elDocView")} />
    );
    const actions = (document: ElementDocumentData) => (
      <RowActions
        slots={[
          { key: "view", action: view(document) },
          ...(perDocument && canEdit
            ? [
                {
                  key: "edit",
                  action: (
                    <RowActionButton
                      action="edit"
                      label={t("elEdit")}
                      onClick={() => (document.isApproved ? showApprovedLocked() : onEdit(document))}
                    />
                  ),
                },
              ]
            : []),
          ...(perDocument && canReview
            ? [
                {
                  key: "review",
                  action: (
                    <RowActionButton action="custom" icon={<ConfirmIcon />} label={t("docSetApproval")} onClick={() => onReview(document)} />
                  ),
                },
              ]
            : []),
          ...(canDelete
            ? [
                {
                  key: "delete",
                  // Spec: delete is offered only while the document is not approved.
                  action: document.isApproved ? null : (
                    <RowActionButton
                      action="delete"
                      label={t("elDelete")}
                      confirmTitle={t("docDeleteTitle")}
                      confirmMessage={t("elDocDeleteConfirm")}
                      onClick={() => remove(document)}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    );
    const name: TableColumn<ElementDocumentData, Order> = {
      id: "name",
      header: perDocument ? t("elDocName") : t("elDocFile"),
      sortField: "NAME",
      render: (document) => (
        <div className="element-document">
          <span className="element-document__name">{perDocument ? (document.documentName ?? "—") : document.file.originalName}</span>
          {perDocument ? (
            // Phones show only this column and the actions: the state and the expiry travel with the name.
            <span className="element-document__phone">
              <ElementDocumentStateTag value={document.approval} />
              <span>
                {t("elDocExpiry")}: {document.documentExpirationDate ? <DateWithExpiryCell value={document.documentExpirationDate} /> : t("elDocNoExpiry")}
              </span>
            </span>
          ) : null}
          {perDocument && document.note ? <span className="element-document__phone element-document__note">{noteOf(document)}</span> : null}
        </div>
      ),
    };
    if (!perDocument) {
      return [name, { id: "actions", header: t("docActions"), kind: "action", render: actions }];
    }
    return [
      name,
      { id: "date", header: t("elDocDate"), hideBelow: 600, render: (document) => <DateCell value={document.documentDate} /> },
      {
        id: "expiry",
        header: t("elDocExpiry"),
        hideBelow: 600,
        render: (document) =>
          document.documentExpirationDate ? <DateWithExpiryCell value={document.documentExpirationDate} /> : <span className="text-muted">{t("elDocNoExpiry")}</span>,
      },
      { id: "file", header: t("elDocFile"), hideBelow: 960, render: (document) => <span className="element-document__file">{document.file.originalName}</span> },
      { id: "state", header: t("elDocState"), hideBelow: 600, render: (document) => <ElementDocumentStateTag value={document.approval} /> },
      { id: "note", header: t("elDocNote"), hideBelow: 600, render: (document) => (document.note ? noteOf(document) : null) },
      { id: "actions", header: t("docActions"), kind: "action", render: actions },
    ];
  }, [canDelete, canEdit, canReview, deleteDocument, onEdit, onReview, perDocument]);

  const title = perDocument ? t(element.kind === "TOOL" ? "elApprovalTitleTOOL" : "elApprovalTitleMACHINERY") : t("elAttachmentsTitle");
  return (
    <DataDialog isOpen className="procurement-dialog element-dialog element-documents-dialog" title={title} onClose={props.onClose} closeLabel={t("procClose")}>
      <p className="element-documents-dialog__subject">
        <strong>{element.type}</strong> {element.makerAndModel}
        {element.serialNumber ? ` — ${element.serialNumber}` : ""}
      </p>
      <DataTable
        {...table.tableProps}
        rows={table.rows}
        columns={columns}
        label={title}
        className="element-documents-table"
        emptyText={t("elNoDocuments")}
        toolbar={{ onRefresh: props.onRefresh }}
      />
    </DataDialog>
  );
}
