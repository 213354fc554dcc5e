// The data dialog's photo mode: take the worker's photo with the device's camera, live in the dialog, or choose an
// image file (on a phone the file field also offers the camera app); the picture is read locally for a preview,
// and Save stores it (it will go on the site badge).
import { useEffect, useId, useState } from "react";
import { FileInput } from "@blueprintjs/core";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { reportMutationFailure } from "../../lib/mutation-outcome";
import { CameraCapture, cameraAvailable } from "./CameraCapture";
import { useAuthorizedImage } from "./useAuthorizedImage";
import { useWorkforceFileMutations } from "./useWorkforceFileMutations";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif"];

export function WorkerPhoto({ url }: { url: string | null }) {
  const src = useAuthorizedImage(url);
  return src ? <img className="worker-photo" src={src} alt={t("wfPhoto")} /> : <span className="worker-photo worker-photo--none">{t("wfNoPhoto")}</span>;
}

export function WorkerPhotoDialog({ isOpen, workerId, onClose }: { isOpen: boolean; workerId: string; onClose: () => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { setPhoto, uploading } = useWorkforceFileMutations();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const close = () => {
    setFile(null);
    onClose();
  };
  const save = async () => {
    if (!file) return;
    const result = await setPhoto(workerId, file).catch(() => null);
    if (!result) return;
    if (result.__typename === "SetWorkforceWorkerPhotoSuccess") {
      showSuccess(t("wfPhotoSaved"));
      close();
    } else reportMutationFailure(result);
  };

  return (
    <DataDialog isOpen={isOpen} title={t("wfPhotoTitle")} onClose={close} onSave={save} saveDisabled={!file} saving={uploading}>
      {cameraAvailable() && <CameraCapture onCapture={setFile} />}
      <label htmlFor={inputId} className="worker-photo-pick">{cameraAvailable() ? t("wfPhotoFile") : t("wfPhotoPick")}</label>
      <FileInput
        fill
        text={file?.name ?? t("wfPhotoPick")}
        buttonText={t("uploadBrowse")}
        inputProps={{ id: inputId, accept: "image/*", capture: "environment", "aria-label": t("wfPhotoPick") }}
        onInputChange={(event) => {
          const chosen = event.currentTarget.files?.[0] ?? null;
          if (chosen && !IMAGE_TYPES.includes(chosen.type)) {
            showError("La foto deve essere un'immagine jpg, jpeg, png o gif");
            return;
          }
          setFile(chosen);
        }}
      />
      {preview && <img className="worker-photo worker-photo--preview" src={preview} alt={file?.name ?? ""} />}
    </DataDialog>
  );
}
