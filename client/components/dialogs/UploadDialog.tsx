// The upload dialog (spec section 5 "Upload dialog: the file is required"): one file, checked for
// type and size before it leaves the browser, sent with a progress bar; the buttons wait while it
// travels and a failure is shown in the dialog (the toast has already gone by the time one looks).
import { useEffect, useId, useMemo, useState } from "react";
import { Callout, Intent, ProgressBar } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { t } from "../../i18n/i18n";
import type { UploadProgress as Progress } from "../../relay/multipart";
import { FileField } from "../form/FileField";
import { currentUploadMaxBytes, megabytes } from "../form/file-rules";
import { fileFieldSchema } from "../form/form-schemas";
import { fillText } from "../table/text-template";
import { DataDialog } from "./DataDialog";

// The bar alone, for form dialogs that upload a file together with other fields. null: not started.
export function UploadProgress({ value }: { value: number | null }) {
  if (value === null) return null;
  const text = fillText(t("uploadProgress"), { percent: value });
  return (
    <div className="upload-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={text}>
      <ProgressBar value={value / 100} intent={Intent.PRIMARY} animate={value < 100} stripes={value < 100} />
      <span className="upload-progress__text">{text}</span>
    </div>
  );
}

function uploadSchema(maxBytes: number) {
  return z.object({ file: fileFieldSchema({ maxBytes }) });
}
type UploadInput = z.input<ReturnType<typeof uploadSchema>>;
type UploadOutput = z.output<ReturnType<typeof uploadSchema>>;

export function UploadDialog({
  isOpen,
  title = t("uploadTitle"),
  onClose,
  onUpload,
  onUploaded,
  maxBytes = currentUploadMaxBytes(),
  accept,
  fileLabel = t("uploadFileLabel"),
  uploadLabel = t("uploadButton"),
}: {
  isOpen: boolean;
  title?: string;
  onClose: () => void;
  // Sends the file (useUploadMutation), reporting progress; rejects when the upload failed.
  onUpload: (file: File, onProgress: (progress: Progress) => void) => Promise<unknown>;
  // After a successful upload (the dialog then closes): the success toast, a table refresh.
  onUploaded?: () => void;
  maxBytes?: number;
  accept?: string;
  fileLabel?: string;
  uploadLabel?: string;
}) {
  const schema = useMemo(() => uploadSchema(maxBytes), [maxBytes]);
  const { control, handleSubmit, reset } = useForm<UploadInput, unknown, UploadOutput>({
    resolver: zodResolver(schema),
    mode: "all",
    defaultValues: { file: null },
  });
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const uploading = percent !== null;

  // Each opening starts clean.
  useEffect(() => {
    if (isOpen) {
      reset({ file: null });
      setPercent(null);
      setFailure(null);
    }
  }, [isOpen, reset]);

  const formId = useId();
  const submit = handleSubmit(async ({ file }) => {
    setFailure(null);
    setPercent(0);
    try {
      await onUpload(file, (progress) => setPercent(progress.percent));
      setPercent(null);
      onUploaded?.();
      onClose();
    } catch (error) {
      setPercent(null);
      setFailure(error instanceof Error && error.message ? error.message : t("uploadFailed"));
    }
  });

  return (
    <DataDialog
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      formId={formId}
      saveLabel={uploadLabel}
      form={{ control, schema }}
      saveDisabled={uploading}
      saving={uploading}
      footerStart={<UploadProgress value={percent} />}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FileField
          control={control}
          name="file"
          label={fileLabel}
          accept={accept}
          disabled={uploading}
          helperText={fillText(t("uploadAccepted"), { max: megabytes(maxBytes) })}
        />
        {failure && (
          <Callout intent={Intent.DANGER} className="upload-dialog__error">
            {failure}
          </Callout>
        )}
      </form>
    </DataDialog>
  );
}
