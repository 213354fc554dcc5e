// The data dialog's attachments mode: the worker's files in a 2-column grid (tiles 2:1), pictures previewed,
// pdf/doc/xls/xlsx with "Scarica", every stored file with "Elimina"; new files wait as pending tiles with the
// spec's notice until Save uploads them, one by one, through the upload machinery.
import { useEffect, useId, useMemo, useState } from "react";
import { Button, FileInput } from "@blueprintjs/core";
import { CrossIcon, DownloadIcon, TrashIcon } from "@blueprintjs/icons";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { confirmDialog } from "../../components/dialogs/confirm-host";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { useFileDownload } from "../../lib/download";
import { reportMutationFailure } from "../../lib/mutation-outcome";
import { useAuthorizedImage } from "./useAuthorizedImage";
import { useWorkforceFileMutations } from "./useWorkforceFileMutations";

const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif"];
const DOCUMENT_EXTENSIONS = ["pdf", "doc", "xls", "xlsx"];

type StoredFile = { readonly databaseId: number; readonly file: { readonly originalName: string; readonly extension: string; readonly downloadUrl: string } };
type Decision = { readonly allowed: boolean; readonly reason: string | null | undefined };

function StoredTile({ item, canDelete }: { item: StoredFile; canDelete: Decision }) {
  const extension = item.file.extension.toLowerCase();
  const image = useAuthorizedImage(IMAGE_EXTENSIONS.includes(extension) ? item.file.downloadUrl : null);
  const { download, isDownloading } = useFileDownload();
  const { deleteFile } = useWorkforceFileMutations();
  const remove = async () => {
    const sure = await confirmDialog({ title: t("wfDeleteTitle"), message: t("wfDeleteMessage") });
    if (sure !== true) return;
    const result = await deleteFile(item.databaseId).catch(() => null);
    if (!result) return;
    if (result.__typename === "DeleteWorkforceWorkerFileSuccess") showSuccess(t("wfFileDeleted"));
    else reportMutationFailure(result);
  };
  return (
    <li className="attachment-tile">
      <div className="attachment-tile__body">
        {image ? <img src={image} alt={item.file.originalName} /> : <span className="attachment-tile__name">{item.file.originalName}</span>}
      </div>
      <div className="attachment-tile__bar">
        <span className="attachment-tile__caption" title={item.file.originalName}>{item.file.originalName}</span>
        {DOCUMENT_EXTENSIONS.includes(extension) && (
          <Button small icon={<DownloadIcon />} text={t("wfDownload")} loading={isDownloading} onClick={() => void download(item.file.downloadUrl, item.file.originalName)} />
        )}
        <Button small icon={<TrashIcon />} intent="danger" text={t("wfDelete")} disabled={!canDelete.allowed} title={canDelete.reason ?? undefined} onClick={() => void remove()} />
      </div>
    </li>
  );
}

function PendingTile({ file, onRemove }: { file: File; onRemove: () => void }) {
  const preview = useMemo(() => (file.type.startsWith("image/") ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <li className="attachment-tile attachment-tile--pending">
      <div className="attachment-tile__body">{preview ? <img src={preview} alt={file.name} /> : <span className="attachment-tile__name">{file.name}</span>}</div>
      <div className="attachment-tile__bar">
        <span className="attachment-tile__caption">{t("wfPending")}</span>
        <Button small minimal icon={<CrossIcon />} aria-label={`${t("wfDelete")} ${file.name}`} onClick={onRemove} />
      </div>
    </li>
  );
}

export function WorkerFileTiles({ files, pending, canDelete, onRemovePending }: { files: ReadonlyArray<StoredFile>; pending: File[]; canDelete: Decision; onRemovePending?: (index: number) => void }) {
  if (files.length === 0 && pending.length === 0) return <p className="workforce__empty">{t("wfNoFiles")}</p>;
  return (
    <ul className="attachment-grid">
      {pending.map((file, index) => <PendingTile key={`${file.name}-${index}`} file={file} onRemove={() => onRemovePending?.(index)} />)}
      {files.map((item) => <StoredTile key={item.databaseId} item={item} canDelete={canDelete} />)}
    </ul>
  );
}

export function WorkerAttachmentsDialog(props: { isOpen: boolean; workerId: string; files: ReadonlyArray<StoredFile>; canAdd: Decision; canDelete: Decision; onClose: () => void }) {
  const inputId = useId();
  const [pending, setPending] = useState<File[]>([]);
  const { addFile, uploading } = useWorkforceFileMutations();
  const close = () => {
    setPending([]);
    props.onClose();
  };
  const save = async () => {
    const left = [...pending];
    while (left.length > 0) {
      const result = await addFile(props.workerId, left[0]!).catch(() => null);
      if (!result) break;
      if (result.__typename !== "AddWorkforceWorkerFileSuccess") {
        reportMutationFailure(result);
        break;
      }
      left.shift();
    }
    setPending(left);
    if (left.length === 0) {
      showSuccess(t("wfFilesSaved"));
      close();
    }
  };
  return (
    <DataDialog isOpen={props.isOpen} title={t("wfAttachmentsTitle")} onClose={close} onSave={props.canAdd.allowed ? save : undefined} saveDisabled={pending.length === 0} saving={uploading}>
      {props.canAdd.allowed && (
        <FileInput
          fill
          text={t("wfAddFiles")}
          buttonText={t("uploadBrowse")}
          inputProps={{ id: inputId, multiple: true, accept: ".pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png,.gif", "aria-label": t("wfAddFiles") }}
          onInputChange={(event) => {
            const chosen = [...(event.currentTarget.files ?? [])];
            setPending((current) => [...current, ...chosen]);
            event.currentTarget.value = "";
          }}
        />
      )}
      <WorkerFileTiles files={props.files} pending={pending} canDelete={props.canDelete} onRemovePending={(index) => setPending((current) => current.filter((_, i) => i !== index))} />
    </DataDialog>
  );
}
