// The table shared by tab 4 "Mezzi impiegati" / "Elenco Mezzi" and tab 5 "Macchine/Attrezzature" (spec
// section 2): the element's fields, its state (the customer's approval of the element as a whole, or of each
// document in SINGLE_DOCUMENT mode), its compliance light with the reasons as tooltip, the attachments
// (count and dialog), Carica, Modifica and Elimina. Above it, the warning panel with the documents the
// procurement requires for each vehicle or machine. The supplier declares and documents its elements; the
// customer approves them; which of these the user may do is the server's answer (User.permissions).
import { useCallback, useMemo, useState } from "react";
import { Button, Callout, Intent, Tooltip } from "@blueprintjs/core";
import { ConfirmIcon, PaperclipIcon } from "@blueprintjs/icons";
import { graphql, useFragment } from "react-relay/hooks";
import type { ElementsTable_permissions$key } from "../../__generated__/ElementsTable_permissions.graphql";
import { PermissionHint } from "../../components/PermissionHint";
import { DataTable } from "../../components/table/DataTable";
import { ApprovalStateCell } from "../../components/table/cells/ApprovalStateCell";
import { RowActionButton, RowActions } from "../../components/table/cells/RowActionButton";
import { TrafficLightCell } from "../../components/table/cells/TrafficLightCell";
import type { TableColumn } from "../../components/table/columns";
import type { TableBinding } from "../../components/table/useConnectionTable";
import { showError, showSuccess } from "../../components/toaster";
import { fillText } from "../../components/table/text-template";
import { t } from "../../i18n/i18n";
import { reportMutationFailure } from "../../lib/mutation-outcome";
import { ElementApprovalDialog } from "./ElementApprovalDialog";
import { ElementDocumentFormDialog } from "./ElementDocumentFormDialog";
import { ElementDocumentsDialog } from "./ElementDocumentsDialog";
import { ElementFormDialog } from "./ElementFormDialog";
import type { ElementDocumentData, ElementRowData } from "./ElementRow";
import { useDeleteElement } from "./useElementMutations";

const permissionsFragment = graphql`
  fragment ElementsTable_permissions on ViewerPermissions {
    declareElements {
      allowed
      reason
    }
    editElements {
      allowed
      reason
    }
    deleteElements {
      allowed
      reason
    }
    uploadElementDocuments {
      allowed
      reason
    }
    editElementDocuments {
      allowed
    }
    deleteElementDocuments {
      allowed
    }
    reviewRequiredItems {
      allowed
      reason
    }
  }
`;

export type ElementsTabKind = "vehicles" | "machinery";

type Dialog =
  | { kind: "add" }
  | { kind: "edit"; elementId: string }
  | { kind: "documents"; elementId: string }
  | { kind: "documentForm"; elementId: string; documentId: string | null }
  | { kind: "review"; elementId: string; documentId: string | null }
  | null;

// The label only: the spec's codes (1, 2) are the stored values, not something a user reads.
function belongingText(value: ElementRowData["belonging"]): string {
  if (value === "OWNED") return t("elBelongingOwned");
  if (value === "RENTED") return t("elBelongingRented");
  return "";
}

function documentCount(count: number): string {
  return count === 1 ? t("elDocumentCountOne") : fillText(t("elDocumentCount"), { count });
}

// The light and, as its tooltip, what is missing or wrong (one line per document) or that all is well.
function ElementLight({ element }: { element: ElementRowData }) {
  const reasons = element.compliance.reasons;
  const explanation = reasons.length > 0 ? reasons.join("\n") : t("elLightOk");
  return (
    <Tooltip content={<span className="element-light__tooltip">{explanation}</span>} placement="top" hoverOpenDelay={200}>
      <span className="element-light" tabIndex={0} aria-label={`${t("elLight")}: ${explanation}`}>
        <TrafficLightCell value={element.compliance.light} showLabel={false} />
      </span>
    </Tooltip>
  );
}

// The element's state: the whole element's approval, or in SINGLE_DOCUMENT mode the documents' own.
function ElementState({ element }: { element: ElementRowData }) {
  const rejected = element.approval === "REJECTED";
  return (
    <div className="element-state">
      <ApprovalStateCell value={element.approval} />
      {rejected && element.reviewNote ? (
        <span className="element-state__reason">
          <strong>{t("elRejectionReason")}</strong> {element.reviewNote}
        </span>
      ) : null}
    </div>
  );
}

export function ElementsTable(props: {
  tab: ElementsTabKind;
  procurementSupplierId: string;
  rows: ReadonlyArray<ElementRowData>;
  table: TableBinding<string>;
  requiredDocuments: ReadonlyArray<string>;
  requiredToolDocuments: ReadonlyArray<string>;
  viewerKind: string;
  permissions: ElementsTable_permissions$key;
  reload: () => void;
}) {
  const { tab, rows } = props;
  const permissions = useFragment(permissionsFragment, props.permissions);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleteElement] = useDeleteElement();
  const isSupplier = props.viewerKind === "SUPPLIER";
  const canDeclare = permissions.declareElements.allowed;
  const canUpload = permissions.uploadElementDocuments.allowed;
  const canEdit = permissions.editElements.allowed;
  const canDelete = permissions.deleteElements.allowed;
  const canReview = permissions.reviewRequiredItems.allowed;
  // The supplier declares, documents, edits and deletes; the customer reviews.
  const hintActions = isSupplier
    ? [
        { action: t("permAdd"), decision: permissions.declareElements },
        { action: t("permUpload"), decision: permissions.uploadElementDocuments },
        { action: t("permEdit"), decision: permissions.editElements },
        { action: t("permDelete"), decision: permissions.deleteElements },
      ]
    : [{ action: t("permReview"), decision: permissions.reviewRequiredItems }];
  const { reload } = props;

  // True when the element is gone.
  const remove = useCallback(
    async (element: ElementRowData): Promise<boolean> => {
      try {
        const result = await deleteElement(element.id);
        if (result.__typename === "DeleteElementSuccess") {
          showSuccess(t(`elDeleted${element.kind}`));
          reload();
          return true;
        }
        reportMutationFailure(result, { fallback: t(`elDeleteFailed${element.kind}`) });
      } catch {
        showError(t(`elDeleteFailed${element.kind}`));
      }
      return false;
    },
    [deleteElement, reload],
  );

  const columns = useMemo((): ReadonlyArray<TableColumn<ElementRowData>> => {
    const perDocument = (element: ElementRowData) => element.approvalMode === "SINGLE_DOCUMENT";
    const list: TableColumn<ElementRowData>[] = [];
    if (tab === "machinery") {
      list.push({
        id: "kind",
        // The long header may break after the slash.
        header: (
          <>
            {t("elKindHeaderFirst")}
            <wbr />
            {t("elKindHeaderSecond")}
          </>
        ),
        headerLabel: t("elKind"),
        hideBelow: 960,
        className: "elements-table__kind",
        render: (element) => element.kindLabel,
      });
    }
    list.push(
      {
        id: "type",
        header: t("elType"),
        render: (element) => (
          <div className="element-type">
            <span className="element-type__label">{element.type}</span>
            {/* Phones show this column, the light and the actions: the rest travels with the type. */}
            <span className="element-type__phone">
              {tab === "machinery" ? `${element.kindLabel} · ` : ""}
              {element.makerAndModel}
              {element.serialNumber ? ` · ${element.serialNumber}` : ""}
            </span>
            <span className="element-type__phone">
              <ApprovalStateCell value={element.approval} />
            </span>
          </div>
        ),
      },
      { id: "maker", header: t("elMakerAndModel"), hideBelow: 600, render: (element) => element.makerAndModel },
      { id: "serial", header: t("elSerialNumber"), hideBelow: 960, render: (element) => element.serialNumber ?? "" },
      { id: "belonging", header: t("elBelonging"), hideBelow: 960, render: (element) => belongingText(element.belonging) },
      {
        id: "state",
        header: tab === "vehicles" ? t("elVehicleState") : t("elState"),
        hideBelow: 600,
        render: (element) => <ElementState element={element} />,
      },
      {
        id: "light",
        // Phones keep the light but not its header, wider than the light itself.
        header: <span className="elements-table__light-header">{t("elLight")}</span>,
        headerLabel: t("elLight"),
        kind: "action",
        render: (element) => <ElementLight element={element} />,
      },
      {
        id: "attachments",
        header: t("elAttachments"),
        kind: "action",
        render: (element) => (
          <Tooltip content={perDocument(element) ? t(element.kind === "TOOL" ? "elApprovalTitleTOOL" : "elApprovalTitleMACHINERY") : t("elAttachmentsTitle")} placement="top" hoverOpenDelay={300}>
            <Button
              variant="minimal"
              icon={<PaperclipIcon />}
              text={String(element.documents.length)}
              aria-label={`${t("elAttachments")}: ${documentCount(element.documents.length)}`}
              onClick={() => setDialog({ kind: "documents", elementId: element.id })}
              className="row-action"
            />
          </Tooltip>
        ),
      },
    );
    // Carica, Modifica, approval and Elimina (level 5) share one column, each in its own place in every row
    // (RowActions slots), as on tab 2: the icons line up and the table fits a laptop's width.
    list.push({
      id: "actions",
      header: t("docActions"),
      kind: "action",
      render: (element) => (
        <RowActions
          slots={[
            ...(canUpload
              ? [
                  {
                    key: "upload",
                    action: (
                      <RowActionButton
                        action="upload"
                        label={t("elUpload")}
                        // Both approval modes upload through the element document form: a vehicle's file, too,
                        // must say which required document it is, or it can never meet one and turn green.
                        onClick={() => setDialog({ kind: "documentForm", elementId: element.id, documentId: null })}
                      />
                    ),
                  },
                ]
              : []),
            ...(canEdit
              ? [
                  {
                    key: "edit",
                    action: <RowActionButton action="edit" label={t("elEdit")} onClick={() => setDialog({ kind: "edit", elementId: element.id })} />,
                  },
                ]
              : []),
            ...(canReview
              ? [
                  {
                    key: "review",
                    // SINGLE_DOCUMENT: the customer decides document by document, in the approval dialog.
                    action: (
                      <RowActionButton
                        action="custom"
                        icon={<ConfirmIcon />}
                        label={perDocument(element) ? t(element.kind === "TOOL" ? "elApprovalTitleTOOL" : "elApprovalTitleMACHINERY") : t("elReview")}
                        onClick={() =>
                          setDialog(perDocument(element) ? { kind: "documents", elementId: element.id } : { kind: "review", elementId: element.id, documentId: null })
                        }
                      />
                    ),
                  },
                ]
              : []),
            ...(canDelete
              ? [
                  {
                    key: "delete",
                    // Spec: delete is hidden on extra-small screens (its place too), as on tab 2; there the edit form offers Elimina.
                    className: "elements-table__delete",
                    action: (
                      <RowActionButton
                        action="delete"
                        label={t("elDelete")}
                        confirmTitle={t("docDeleteTitle")}
                        confirmMessage={t(`elDeleteConfirm${element.kind}`)}
                        onClick={() => remove(element)}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      ),
    });
    return list;
  }, [canDelete, canEdit, canReview, canUpload, remove, tab]);

  const open = dialog && dialog.kind !== "add" ? rows.find((row) => row.id === dialog.elementId) : undefined;
  const openDocument = (documentId: string | null): ElementDocumentData | null =>
    documentId ? (open?.documents.find((document) => document.id === documentId) ?? null) : null;
  const close = () => setDialog(null);

  return (
    <div className="elements-tab">
      <RequiredDocumentsCallout intro={tab === "vehicles" ? t("elVehicleRequirements") : t("elMachineryRequirements")} names={props.requiredDocuments} />
      <RequiredDocumentsCallout intro={t("elToolRequirements")} names={props.requiredToolDocuments} />
      <DataTable
        {...props.table}
        rows={rows}
        columns={columns}
        label={tab === "vehicles" ? t("elVehiclesTable") : t("elMachineryTable")}
        hint={<PermissionHint actions={hintActions} />}
        className="elements-table"
        emptyText={tab === "vehicles" ? t("elEmptyVehicles") : t("elEmptyMachinery")}
        toolbar={{
          onRefresh: reload,
          ...(canDeclare ? { onAdd: () => setDialog({ kind: "add" }), addLabel: tab === "vehicles" ? t("elAddVehicle") : t("elAddMachinery") } : {}),
        }}
      />
      {dialog?.kind === "add" || (dialog?.kind === "edit" && open) ? (
        <ElementFormDialog
          procurementSupplierId={props.procurementSupplierId}
          tab={tab}
          element={dialog.kind === "edit" ? (open ?? null) : null}
          // Phones hide the Elimina column: the edit form offers it to whoever may delete.
          onDelete={
            dialog.kind === "edit" && open && canDelete
              ? async () => {
                  if (await remove(open)) close();
                }
              : undefined
          }
          onClose={close}
          onCreated={reload}
        />
      ) : null}
      {open && dialog?.kind === "documents" ? (
        <ElementDocumentsDialog
          element={open}
          canEdit={permissions.editElementDocuments.allowed}
          canReview={canReview}
          canDelete={permissions.deleteElementDocuments.allowed}
          onEdit={(document) => setDialog({ kind: "documentForm", elementId: open.id, documentId: document.id })}
          onReview={(document) => setDialog({ kind: "review", elementId: open.id, documentId: document.id })}
          onRefresh={reload}
          onClose={close}
        />
      ) : null}
      {open && dialog?.kind === "documentForm" ? (
        <ElementDocumentFormDialog
          element={open}
          document={openDocument(dialog.documentId)}
          // Back to the approval dialog the edit came from; a new upload closes.
          onClose={() => setDialog(dialog.documentId ? { kind: "documents", elementId: open.id } : null)}
        />
      ) : null}
      {open && dialog?.kind === "review" ? (
        <ElementApprovalDialog
          element={open}
          document={openDocument(dialog.documentId)}
          onClose={() => setDialog(dialog.documentId ? { kind: "documents", elementId: open.id } : null)}
        />
      ) : null}
    </div>
  );
}

// The documents asked for each element of a kind (the procurement's list and the supplier's own), above the table.
function RequiredDocumentsCallout({ intro, names }: { intro: string; names: ReadonlyArray<string> }) {
  if (names.length === 0) return null;
  return (
    <Callout intent={Intent.WARNING} compact className="elements-tab__requirements">
      <p>{intro}</p>
      <ul>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </Callout>
  );
}
