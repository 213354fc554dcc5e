// Add or replace one of the worker's own documents (home worker "Scheda"): the document type (a fitness
// category), its name, optional dates and the file, required only when adding; a new file replaces the
// old one. The upload shows its progress in the footer.
import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { UploadProgress } from "../../components/dialogs/UploadDialog";
import { DateField } from "../../components/form/DateField";
import { FileField } from "../../components/form/FileField";
import { WORKER_DOCUMENT_MESSAGES, workerDocumentFields } from "../../../common/validation/worker-documents";
import { expiresBeforeIssue, optionalDateFieldSchema, optionalFileFieldSchema } from "../../components/form/form-schemas";
import { SelectField } from "../../components/form/SelectField";
import { TextField } from "../../components/form/TextField";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { placeOnFormFields, reportMutationFailure } from "../../lib/mutation-outcome";
import { useSaveSupplierWorkerAttachmentMutation } from "./useSaveSupplierWorkerAttachmentMutation";

const FORM_ID = "worker-document-form";

// The shared rules (common/validation/worker-documents.ts) over what the dialog holds: the dates as the date boxes
// keep them, and the file, required only when adding.
function formSchema(adding: boolean) {
  return z
    .object({
      categoryCode: z.string().nullable().pipe(workerDocumentFields.categoryCode.nullable()),
      attachmentFilename: workerDocumentFields.attachmentFilename,
      documentDate: optionalDateFieldSchema(),
      documentExpirationDate: optionalDateFieldSchema(),
      file: optionalFileFieldSchema(),
    })
    .superRefine((values, context) => {
      if (!values.categoryCode) context.addIssue({ code: "custom", path: ["categoryCode"], message: WORKER_DOCUMENT_MESSAGES.categoryRequired });
      if (adding && !values.file) context.addIssue({ code: "custom", path: ["file"], message: t("wcFormFileRequired") });
      if (expiresBeforeIssue(values.documentDate, values.documentExpirationDate)) {
        context.addIssue({ code: "custom", path: ["documentExpirationDate"], message: WORKER_DOCUMENT_MESSAGES.expirationBeforeDate });
      }
    });
}
type Values = z.input<ReturnType<typeof formSchema>>;
type Output = z.output<ReturnType<typeof formSchema>>;
const SERVER_FIELDS: Readonly<Record<string, keyof Values>> = {
  categoryCode: "categoryCode",
  attachmentFilename: "attachmentFilename",
  documentDate: "documentDate",
  documentExpirationDate: "documentExpirationDate",
  file: "file",
};

export type WorkerDocumentTarget = {
  id: string;
  categoryCode: string;
  attachmentFilename: string;
  documentDate: string | null;
  documentExpirationDate: string | null;
};

export function WorkerDocumentDialog(props: {
  workerId: string;
  document: WorkerDocumentTarget | null;
  // The server's replaceHealthFiles: a file already there is health data, written over only by who may open it.
  mayReplaceFile: boolean;
  categories: ReadonlyArray<{ code: string; label: string }>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const adding = props.document === null;
  const [save, isSaving] = useSaveSupplierWorkerAttachmentMutation();
  const [percent, setPercent] = useState<number | null>(null);
  const schema = formSchema(adding);
  const { control, handleSubmit, setError } = useForm<Values, unknown, Output>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: {
      categoryCode: props.document?.categoryCode ?? null,
      attachmentFilename: props.document?.attachmentFilename ?? "",
      documentDate: props.document?.documentDate ?? "",
      documentExpirationDate: props.document?.documentExpirationDate ?? "",
      file: null,
    },
  });

  const submit = async (values: Output) => {
    setPercent(values.file ? 0 : null);
    try {
      const result = await save(
        {
          id: props.document?.id ?? null,
          workerId: adding ? props.workerId : null,
          categoryCode: values.categoryCode ?? "",
          attachmentFilename: values.attachmentFilename.trim(),
          documentDate: values.documentDate,
          documentExpirationDate: values.documentExpirationDate,
        },
        values.file,
        setPercent,
      );
      if (result.__typename === "SaveSupplierWorkerAttachmentSuccess") {
        showSuccess(t("wdSaved"));
        props.onSaved();
        props.onClose();
        return;
      }
      reportMutationFailure(result, { placeOnField: placeOnFormFields<Values>(SERVER_FIELDS, setError) });
    } catch {
      // The network layer has shown the error; the form keeps what was entered.
    } finally {
      setPercent(null);
    }
  };

  const title = adding ? t("wdAddTitle") : t("wdReplaceTitle");
  return (
    <DataDialog
      isOpen
      title={title}
      onClose={props.onClose}
      formId={FORM_ID}
      form={{ control, schema }}
      saving={isSaving}
      closeLabel={t("procCancel")}
      footerStart={percent !== null ? <UploadProgress value={percent} /> : undefined}
    >
      <form id={FORM_ID} onSubmit={handleSubmit(submit)} noValidate aria-label={title}>
        <SelectField
          control={control}
          name="categoryCode"
          label={t("wcFormCategory")}
          placeholder={t("wcFormCategoryPlaceholder")}
          required
          options={props.categories.map((category) => ({ value: category.code, label: category.label }))}
        />
        <TextField control={control} name="attachmentFilename" label={t("wcFormName")} />
        <div className="worker-documents__dates">
          <DateField control={control} name="documentDate" label={t("wcFormDate")} />
          <DateField control={control} name="documentExpirationDate" label={t("wcFormExpiry")} />
        </div>
        {adding || props.mayReplaceFile ? <FileField control={control} name="file" label={adding ? t("wcFormFile") : t("wdReplaceFile")} required={adding} /> : null}
      </form>
    </DataDialog>
  );
}
