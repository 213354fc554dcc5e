// The "Idoneità" table of the procurement worker card (spec "Procurement worker card"): Tipo di idoneità,
// Nome documento caricato, Data documento, Data scadenza, Stato documento, Carica, Visualizza (only when the
// server sends the file: health data), and the actions: add a certificate and import the standard categories
// (supplier), toggle mandatory and set approval (customer reviewers), delete. Each action shows as the server
// allows it (User.permissions); one hint says what the user's level leaves closed.
// Inactive rows are greyed and sorted last. Phones keep the type and the action columns; the state, the
// expiry and the mandatory switch move into the type's cell.
import { useMemo, useState, type ReactNode } from "react";
import { Button, Tooltip } from "@blueprintjs/core";
import { ConfirmIcon, ImportIcon } from "@blueprintjs/icons";
import { fetchQuery, graphql, useFragment } from "react-relay/hooks";
import type { FitnessCertificatesTable_permissions$key } from "../../__generated__/FitnessCertificatesTable_permissions.graphql";
import { PermissionHint } from "../../components/PermissionHint";
import type { ScreenAction } from "../../lib/permission-hint";
import type { FitnessCertificatesTableCategoriesQuery } from "../../__generated__/FitnessCertificatesTableCategoriesQuery.graphql";
import type { ProcurementWorkerRouteQuery$data } from "../../__generated__/ProcurementWorkerRouteQuery.graphql";
import { confirmDialog } from "../../components/dialogs/confirm-host";
import { DataTable } from "../../components/table/DataTable";
import { ComplianceStateCell } from "../../components/table/cells/ComplianceStateCell";
import { DateCell } from "../../components/table/cells/DateCell";
import { DateWithExpiryCell } from "../../components/table/cells/DateWithExpiryCell";
import { RowActionButton } from "../../components/table/cells/RowActionButton";
import { ToggleCell } from "../../components/table/cells/ToggleCell";
import type { TableColumn } from "../../components/table/columns";
import { useLocalTable } from "../../components/table/useLocalTable";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { useFileDownload } from "../../lib/download";
import { environment } from "../../relay/environment";
import { failureMessage } from "../../lib/mutation-outcome";
import { FitnessApprovalDialog } from "./FitnessApprovalDialog";
import { FitnessCertificateDialog } from "./FitnessCertificateDialog";
import { useAddFitnessCertificatesMutation } from "./useAddFitnessCertificatesMutation";
import { useDeleteFitnessCertificateMutation } from "./useDeleteFitnessCertificateMutation";
import { useReviewFitnessCertificateMutation } from "./useReviewFitnessCertificateMutation";

type Certificate = NonNullable<ProcurementWorkerRouteQuery$data["procurementWorker"]>["fitnessCertificates"][number];
type OrderField = "TYPE" | "DATE" | "EXPIRY" | "ACTIVE";
type CategoryOption = { code: string; label: string; isStandard: boolean; alreadyPresent: boolean };

const permissionsFragment = graphql`
  fragment FitnessCertificatesTable_permissions on ViewerPermissions {
    uploadFitnessCertificates {
      allowed
      reason
    }
    replaceHealthFiles {
      allowed
      reason
    }
    openHealthFiles {
      allowed
      reason
    }
    addFitnessCategories {
      allowed
      reason
    }
    reviewRequiredItems {
      allowed
      reason
    }
    deleteFitnessCertificates {
      allowed
      reason
    }
  }
`;

const categoriesQuery = graphql`
  query FitnessCertificatesTableCategoriesQuery($procurementId: ID!, $workerId: ID!) {
    fitnessCertificateCategories(procurementId: $procurementId, workerId: $workerId) {
      code
      label
      isStandard
      alreadyPresent
    }
  }
`;

async function loadCategories(procurementId: string, workerId: string): Promise<ReadonlyArray<CategoryOption>> {
  const data = await fetchQuery<FitnessCertificatesTableCategoriesQuery>(environment, categoriesQuery, { procurementId, workerId }, { fetchPolicy: "network-only" }).toPromise();
  return data?.fitnessCertificateCategories ?? [];
}

type Open = { mode: "add"; categories: ReadonlyArray<CategoryOption> } | { mode: "upload" | "edit"; row: Certificate } | { mode: "approval"; row: Certificate };

export function FitnessCertificatesTable(props: {
  procurementId: string;
  workerId: string;
  certificates: ReadonlyArray<Certificate>;
  viewerKind: string;
  permissions: FitnessCertificatesTable_permissions$key;
  // The screen's other actions (the card's edit), said in the same hint.
  cardActions: ReadonlyArray<ScreenAction>;
  onChanged: () => void;
}) {
  const { procurementId, workerId, onChanged } = props;
  const permissions = useFragment(permissionsFragment, props.permissions);
  const canUpload = permissions.uploadFitnessCertificates.allowed;
  // A file already there is health data: only who may open it writes over it.
  const canReplace = permissions.replaceHealthFiles.allowed;
  const canOpen = permissions.openHealthFiles.allowed;
  const canImport = permissions.addFitnessCategories.allowed;
  const canReview = permissions.reviewRequiredItems.allowed;
  const canDelete = permissions.deleteFitnessCertificates.allowed;
  const hintActions: ReadonlyArray<ScreenAction> =
    props.viewerKind === "SUPPLIER"
      ? [
          { action: t("permUpload"), decision: permissions.uploadFitnessCertificates },
          ...props.cardActions,
          { action: t("permImportStandard"), decision: permissions.addFitnessCategories },
          { action: t("permOpenHealthFiles"), decision: permissions.openHealthFiles },
          { action: t("permReplaceHealthFiles"), decision: permissions.replaceHealthFiles },
          { action: t("permDelete"), decision: permissions.deleteFitnessCertificates },
        ]
      : [
          ...props.cardActions,
          { action: t("permReview"), decision: permissions.reviewRequiredItems },
          { action: t("permOpenHealthFiles"), decision: permissions.openHealthFiles },
          { action: t("permDelete"), decision: permissions.deleteFitnessCertificates },
        ];
  const [open, setOpen] = useState<Open | null>(null);
  const { download } = useFileDownload();
  const [review] = useReviewFitnessCertificateMutation();
  const [remove] = useDeleteFitnessCertificateMutation();
  const [importCategories] = useAddFitnessCertificatesMutation();

  const table = useLocalTable<Certificate, OrderField>(props.certificates, {
    defaultOrderBy: "ACTIVE",
    sortValue: (row, orderBy) => {
      switch (orderBy) {
        case "TYPE":
          return row.category.label;
        case "DATE":
          return row.documentDate;
        case "EXPIRY":
          return row.documentExpirationDate;
        case "ACTIVE":
          return row.active;
      }
    },
    searchText: (row) => `${row.category.label} ${row.attachmentName ?? ""}`,
    isInactive: (row) => !row.active,
  });

  const openAdd = async () => {
    const categories = await loadCategories(procurementId, workerId).catch(() => null);
    if (categories) setOpen({ mode: "add", categories: categories.filter((category) => !category.alreadyPresent) });
  };

  // "Importa idoneità standard": the infotable confirm lists what will be added, or says all are there.
  const importStandard = async () => {
    const categories = await loadCategories(procurementId, workerId).catch(() => null);
    if (!categories) return;
    const missing = categories.filter((category) => category.isStandard && !category.alreadyPresent);
    if (missing.length === 0) {
      await confirmDialog({ type: "infotable", title: t("wcImportTitle"), message: [{ title: t("wcImportNone"), value: "" }] });
      return;
    }
    const answer = await confirmDialog({
      type: "infotable",
      title: t("wcImportTitle"),
      message: [{ title: t("wcImportList"), value: <ul className="fitness-import-list">{missing.map((category) => <li key={category.code}>{category.label}</li>)}</ul> }],
    });
    if (answer !== true) return;
    try {
      const result = await importCategories({ procurementId, workerId, categories: missing.map((category) => category.code) });
      if (result.__typename === "AddFitnessCertificatesSuccess") {
        showSuccess(t("wcImportDone"));
        onChanged();
      } else showError(failureMessage(result, t("wcImportFailed")));
    } catch {
      // The network layer has shown the error.
    }
  };

  const columns = useMemo((): ReadonlyArray<TableColumn<Certificate, OrderField>> => {
    const mandatoryToggle = (row: Certificate) => (
      <ToggleCell
        checked={row.active}
        label={`${t("wcMandatoryToggle")}: ${row.category.label}`}
        onChange={async (active: boolean) => {
          const result = await review({ id: row.id, active });
          if (result.__typename === "ReviewFitnessCertificateSuccess") {
            showSuccess(t("wcMandatoryChanged"));
            onChanged();
            return;
          }
          showError(failureMessage(result, t("unexpectedError")));
          throw new Error(result.__typename);
        }}
      />
    );
    return [
      {
        id: "type",
        header: t("wrkFitnessType"),
        sortField: "TYPE",
        // Phones show the type and the actions: the state, the expiry and the mandatory switch travel here.
        render: (row) => <FitnessTypeCell row={row} mandatoryToggle={canReview ? mandatoryToggle(row) : null} />,
      },
      { id: "name", header: t("wrkFitnessFileName"), hideBelow: 600, render: (row) => row.attachmentName ?? <span className="text-muted">{t("wrkFitnessNoFile")}</span> },
      { id: "date", header: t("wrkFitnessDate"), sortField: "DATE", hideBelow: 960, render: (row) => <DateCell value={row.documentDate} /> },
      { id: "expiry", header: t("wrkFitnessExpiry"), sortField: "EXPIRY", hideBelow: 600, render: (row) => <DateWithExpiryCell value={row.documentExpirationDate} /> },
      { id: "state", header: t("wrkFitnessState"), hideBelow: 600, render: (row) => <ComplianceStateCell value={row.complianceState} /> },
      ...(canUpload
        ? [
            {
              id: "upload",
              header: t("wcUploadColumn"),
              kind: "action" as const,
              render: (row: Certificate) =>
                !row.hasFile ? (
                  <RowActionButton action="upload" label={t("wcUpload")} onClick={() => setOpen({ mode: "upload", row })} />
                ) : canReplace ? (
                  <RowActionButton action="upload" label={t("wcFormReupload")} onClick={() => setOpen({ mode: "edit", row })} />
                ) : null,
            },
          ]
        : []),
      {
        id: "view",
        header: t("wrkFitnessView"),
        kind: "action",
        // The server sends the file only to those it allows to open health files.
        allowed: canOpen,
        render: (row) =>
          row.file ? <RowActionButton action="view" label={t("wrkFitnessView")} onClick={() => download(row.file?.downloadUrl ?? "", row.file?.originalName ?? "certificato.pdf")} /> : null,
      },
      ...(canReview
        ? [
            {
              id: "active",
              header: t("wcMandatory"),
              sortField: "ACTIVE" as const,
              kind: "action" as const,
              hideBelow: 600 as const,
              render: mandatoryToggle,
            },
            {
              id: "approval",
              header: t("wcApproval"),
              kind: "action" as const,
              render: (row: Certificate) =>
                row.hasFile ? <RowActionButton action="custom" icon={<ConfirmIcon />} label={`${t("docSetApproval")}: ${row.category.label}`} onClick={() => setOpen({ mode: "approval", row })} /> : null,
            },
          ]
        : []),
      {
        id: "delete",
        header: t("wcDelete"),
        kind: "action",
        allowed: canDelete,
        // The server says whether this row can be deleted and why not (the delete's own rule): no button that
        // always fails, and the confirmation and the toast say whether the row goes or only its file.
        render: (row) =>
          row.viewerCanDelete.allowed ? (
            <RowActionButton
              action="delete"
              confirmTitle={t("wcDeleteTitle")}
              confirmMessage={row.deletionRemovesFileOnly ? t("wcDeleteFileConfirm") : t("wcDeleteConfirm")}
              onClick={async () => {
                const result = await remove(row.id);
                if (result.__typename === "DeleteFitnessCertificateSuccess") {
                  showSuccess(result.data?.outcome === "FILE_REMOVED" ? t("wcFileRemoved") : t("wcDeleted"));
                  onChanged();
                } else showError(`${t("wcDeleteFailed")}: ${failureMessage(result, "")}`);
              }}
            />
          ) : (
            <Tooltip content={row.viewerCanDelete.reason ?? t("wcDeleteFailed")} placement="top">
              <span className="row-action-refused" tabIndex={0}>
                <RowActionButton action="delete" disabled label={row.viewerCanDelete.reason ?? t("wcDeleteFailed")} onClick={() => undefined} />
              </span>
            </Tooltip>
          ),
      },
    ];
  }, [canDelete, canOpen, canReplace, canReview, canUpload, download, onChanged, review, remove]);

  return (
    <>
      <DataTable
        {...table.tableProps}
        rows={table.rows}
        columns={columns}
        label={t("wrkFitnessTable")}
        hint={<PermissionHint actions={hintActions} lead={canOpen ? undefined : t("wcHealthNotice")} />}
        isRowGreyed={(row) => !row.active}
        className="fitness-table"
        toolbar={{
          searchable: true,
          hideInactiveToggle: true,
          onRefresh: onChanged,
          onAdd: canUpload ? () => void openAdd() : undefined,
          addLabel: t("wcAddCertificate"),
          extra:
            canImport ? (
              <Button variant="outlined" icon={<ImportIcon />} text={t("wcImportStandard")} onClick={() => void importStandard()} />
            ) : undefined,
        }}
      />
      {open?.mode === "add" ? (
        <FitnessCertificateDialog mode="add" procurementId={procurementId} workerId={workerId} categories={open.categories} onClose={() => setOpen(null)} onSaved={onChanged} />
      ) : null}
      {open?.mode === "upload" || open?.mode === "edit" ? (
        <FitnessCertificateDialog
          mode={open.mode}
          procurementId={procurementId}
          workerId={workerId}
          certificate={{
            id: open.row.id,
            categoryCode: open.row.category.code,
            categoryLabel: open.row.category.label,
            attachmentName: open.row.attachmentName ?? null,
            documentDate: open.row.documentDate ?? null,
            documentExpirationDate: open.row.documentExpirationDate ?? null,
            note: open.row.note ?? null,
            reviewNote: open.row.reviewNote ?? null,
            approval: open.row.approval,
            hasFile: open.row.hasFile,
            fileName: open.row.file?.originalName ?? null,
          }}
          onClose={() => setOpen(null)}
          onSaved={onChanged}
        />
      ) : null}
      {open?.mode === "approval" ? (
        <FitnessApprovalDialog
          certificate={{
            id: open.row.id,
            approval: open.row.approval,
            reviewNote: open.row.reviewNote ?? null,
            categoryLabel: open.row.category.label,
            reviewed: {
              name: open.row.attachmentName ?? null,
              documentDate: open.row.documentDate ?? null,
              expirationDate: open.row.documentExpirationDate ?? null,
              file: open.row.file ?? null,
              supplierNote: open.row.note ?? null,
            },
          }}
          onClose={() => setOpen(null)}
          onSaved={onChanged}
        />
      ) : null}
    </>
  );
}

// Tipo di idoneità, with the supplier's note and the customer's under it (the customer's is the reason of a
// rejection, which the supplier must read to fix it) and, on phones only, the state, the expiry and the mandatory switch of the hidden columns.
function FitnessTypeCell({ row, mandatoryToggle }: { row: Certificate; mandatoryToggle: ReactNode }) {
  const rejected = row.approval === "REJECTED";
  return (
    <div className="fitness-type">
      <span>{row.category.label}</span>
      <span className="fitness-type__phone">
        <ComplianceStateCell value={row.complianceState} />
        {row.documentExpirationDate ? (
          <span className="fitness-type__phone-expiry">
            {t("wrkFitnessExpiry")}: <DateWithExpiryCell value={row.documentExpirationDate} />
          </span>
        ) : null}
        {mandatoryToggle ? (
          <span className="fitness-type__phone-toggle">
            {t("wcMandatory")} {mandatoryToggle}
          </span>
        ) : null}
      </span>
      {row.note ? (
        <span className="fitness-type__note fitness-type__note--supplier">
          <strong>{t("docSupplierNote")}</strong> {row.note}
        </span>
      ) : null}
      {row.reviewNote ? (
        <span className={rejected ? "fitness-type__note fitness-type__note--rejected" : "fitness-type__note"}>
          <strong>{rejected ? t("docRejectionReason") : t("docReviewNote")}</strong> {row.reviewNote}
        </span>
      ) : null}
    </div>
  );
}
