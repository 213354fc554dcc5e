// Tab 1 "Documentazione generale appalto": the general files the customer publishes to every supplier
// of the procurement, with name and download. A short list already in the card's query, so it is
// searched, sorted and paged in the browser.
import { useState } from "react";
import { Button } from "@blueprintjs/core";
import { UploadIcon } from "@blueprintjs/icons";
import { graphql, useFragment } from "react-relay/hooks";
import { useConfirm } from "../../components/dialogs/useConfirm";
import { RowActionButton } from "../../components/table/cells/RowActionButton";
import { showSuccess } from "../../components/toaster";
import { UploadDialog } from "../../components/dialogs/UploadDialog";
import { useDeleteProcurementFileMutation, useUploadProcurementFileMutation } from "./useProcurementSetupMutations";
import type { ProcurementFilesTab_procurement$data, ProcurementFilesTab_procurement$key } from "../../__generated__/ProcurementFilesTab_procurement.graphql";
import { DataTable } from "../../components/table/DataTable";
import { FileDownloadCell } from "../../components/table/cells/FileDownloadCell";
import type { TableColumn } from "../../components/table/columns";
import { useLocalTable } from "../../components/table/useLocalTable";
import { t } from "../../i18n/i18n";
import { failureMessage, reportMutationFailure } from "../../lib/mutation-outcome";

const fragment = graphql`
  fragment ProcurementFilesTab_procurement on Procurement {
    id
    viewerCanEdit { allowed }
    viewerCanDeleteFiles { allowed }
    files {
      id
      label
      file {
        originalName
        downloadUrl
      }
    }
  }
`;

type FileRow = ProcurementFilesTab_procurement$data["files"][number];
type FileOrder = "NAME";

function nameOf(row: FileRow): string {
  return row.label || row.file.originalName;
}

const sortValue = (row: FileRow) => nameOf(row);
const searchText = (row: FileRow) => `${nameOf(row)} ${row.file.originalName}`;

const baseColumns: ReadonlyArray<TableColumn<FileRow, FileOrder>> = [
  {
    id: "name",
    header: t("procFileName"),
    sortField: "NAME",
    render: (row) => (
      <span className="procurement-file">
        <span className="procurement-file__name">{nameOf(row)}</span>
        {row.label ? <span className="procurement-file__original text-muted">{row.file.originalName}</span> : null}
      </span>
    ),
  },
  {
    id: "download",
    header: t("procFileDownload"),
    kind: "action",
    render: (row) => <FileDownloadCell url={row.file.downloadUrl} fileName={row.file.originalName} />,
  },
];

export function ProcurementFilesTab(props: { procurement: ProcurementFilesTab_procurement$key; onRefresh: () => void }) {
  const { id, files, viewerCanEdit, viewerCanDeleteFiles } = useFragment(fragment, props.procurement);
  const [uploading, setUploading] = useState(false);
  const [deleteFile] = useDeleteProcurementFileMutation();
  const [uploadFile] = useUploadProcurementFileMutation();
  const upload = async (file: File) => {
    const result = await uploadFile(id, null, file);
    if (result.__typename !== "UploadProcurementFileSuccess") throw new Error(failureMessage(result, t("unexpectedError")));
  };
  const confirm = useConfirm();
  const remove = async (row: FileRow) => {
    if ((await confirm({ title: t("setDeleteFile"), message: t("setDeleteFileConfirm"), intent: "danger" })) !== true) return;
    const result = await deleteFile(row.id);
    if (result.__typename === "DeleteProcurementFileSuccess") showSuccess(t("setFileDeleted"));
    else reportMutationFailure(result, { fallback: t("unexpectedError") });
  };
  const columns: ReadonlyArray<TableColumn<FileRow, FileOrder>> = viewerCanDeleteFiles.allowed
    ? [
        ...baseColumns,
        {
          id: "delete",
          header: t("setDeleteFile"),
          kind: "action",
          render: (row) => <RowActionButton action="delete" label={`${t("setDeleteFile")}: ${nameOf(row)}`} onClick={() => void remove(row)} />,
        },
      ]
    : baseColumns;
  // Names read best A to Z; the spec's descending default would start from the end of the alphabet.
  const table = useLocalTable<FileRow, FileOrder>(files, {
    defaultOrderBy: "NAME",
    defaultDirection: "ASC",
    sortValue,
    searchText,
    onRefresh: props.onRefresh,
  });
  return (
    <>
      {viewerCanEdit.allowed ? (
        <div className="procurement-files__actions">
          <Button icon={<UploadIcon />} intent="primary" text={t("setUploadFile")} onClick={() => setUploading(true)} />
        </div>
      ) : null}
      <UploadDialog
        isOpen={uploading}
        title={t("setUploadTitle")}
        onClose={() => setUploading(false)}
        onUpload={(file) => upload(file)}
        onUploaded={() => showSuccess(t("setFileUploaded"))}
      />
      <DataTable
      {...table.tableProps}
      rows={table.rows}
      columns={columns}
      label={t("procFilesTable")}
      toolbar={{ searchable: true, onRefresh: table.refresh }}
      />
    </>
  );
}
