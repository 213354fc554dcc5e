// Add or edit a company document (spec sections 3 and 5, Supplier attachment): type (default 1), file
// name, optional dates, and the file itself, required only while the document has none. The upload
// shows its progress in the dialog's footer.
import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { graphql, useFragment } from "react-relay/hooks";
import { DEFAULT_SUPPLIER_ATTACHMENT_TYPE, SUPPLIER_ATTACHMENT_TYPES } from "../../../common/reference-lists";
import type { SupplierAttachmentDialog_attachment$key } from "../../__generated__/SupplierAttachmentDialog_attachment.graphql";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { RowActionButton } from "../../components/table/cells/RowActionButton";
import { UploadProgress } from "../../components/dialogs/UploadDialog";
import { DateField } from "../../components/form/DateField";
import { FileField } from "../../components/form/FileField";
import { SelectField } from "../../components/form/SelectField";
import { TextField } from "../../components/form/TextField";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { placeOnFormFields, reportMutationFailure } from "../../lib/mutation-outcome";
import { validateWith } from "./form-resolver";
import { supplierAttachmentFormSchema, type SupplierAttachmentForm } from "./supplier-forms";
import { useSaveSupplierAttachmentMutation } from "./useSaveSupplierAttachmentMutation";

const fragment = graphql`
  fragment SupplierAttachmentDialog_attachment on SupplierAttachment {
    id
    attachmentType
    attachmentFilename
    documentDate
    documentExpirationDate
    file {
      originalName
    }
  }
`;

const FORM_ID = "supplier-attachment-form";
const FORM_FIELDS = ["attachmentType", "attachmentFilename", "documentDate", "documentExpirationDate", "file"] as const;
const TYPE_OPTIONS = SUPPLIER_ATTACHMENT_TYPES.map((type) => ({ value: type.code, label: type.label }));

function withoutExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

export function SupplierAttachmentDialog(props: {
  // null: a new document.
  attachment: SupplierAttachmentDialog_attachment$key | null;
  onClose: () => void;
  onSaved: () => void;
  // Given to users who may delete: an "Elimina" button in the footer, after the confirmation.
  onDelete?: () => Promise<void>;
}) {
  const attachment = useFragment(fragment, props.attachment);
  const [save, isSaving] = useSaveSupplierAttachmentMutation();
  const [percent, setPercent] = useState<number | null>(null);
  const storedFile = attachment?.file ?? null;
  const schema = useMemo(() => supplierAttachmentFormSchema(storedFile !== null), [storedFile]);
  const { control, handleSubmit, setError, getValues, setValue } = useForm<SupplierAttachmentForm>({
    resolver: validateWith<SupplierAttachmentForm>(schema),
    mode: "all",
    defaultValues: {
      attachmentType: attachment?.attachmentType ?? DEFAULT_SUPPLIER_ATTACHMENT_TYPE,
      attachmentFilename: attachment?.attachmentFilename ?? "",
      documentDate: attachment?.documentDate ?? "",
      documentExpirationDate: attachment?.documentExpirationDate ?? "",
      file: null,
    },
  });

  // A clerk picking the file first gets its name as the document's name, to edit or keep.
  const chosenFile = useWatch({ control, name: "file" });
  useEffect(() => {
    if (chosenFile && getValues("attachmentFilename").trim() === "") {
      setValue("attachmentFilename", withoutExtension(chosenFile.name), { shouldValidate: true, shouldTouch: true });
    }
  }, [chosenFile, getValues, setValue]);

  const onSubmit = handleSubmit(async (form) => {
    const values = schema.parse(form);
    setPercent(values.file ? 0 : null);
    let result;
    try {
      result = await save(
        {
          id: attachment?.id ?? null,
          attachmentType: values.attachmentType,
          attachmentFilename: values.attachmentFilename,
          documentDate: values.documentDate,
          documentExpirationDate: values.documentExpirationDate,
        },
        values.file,
        (progress) => setPercent(progress.percent),
      );
    } catch {
      return; // The network layer has shown the error.
    } finally {
      setPercent(null);
    }
    if (result.__typename === "SaveSupplierAttachmentSuccess") {
      showSuccess(attachment ? t("homeDocumentEdited") : t("homeDocumentAdded"));
      props.onSaved();
      return;
    }
    reportMutationFailure(result, { placeOnField: placeOnFormFields<SupplierAttachmentForm>(FORM_FIELDS, setError, { shouldFocus: true }) });
  });

  return (
    <DataDialog
      isOpen
      className="home-dialog"
      title={attachment ? t("homeDocumentEditTitle") : t("homeDocumentNewTitle")}
      onClose={props.onClose}
      formId={FORM_ID}
      form={{ control, schema }}
      saving={isSaving}
      footerStart={
        percent !== null ? (
          <UploadProgress value={percent} />
        ) : props.onDelete ? (
          <RowActionButton
            action="delete"
            showText
            confirmTitle={t("homeDeleteTitle")}
            confirmMessage={t("homeDocumentDeleteConfirm")}
            disabled={isSaving}
            onClick={props.onDelete}
          />
        ) : null
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label={attachment ? t("homeDocumentEditTitle") : t("homeDocumentNewTitle")}>
        <SelectField control={control} name="attachmentType" label={t("homeColAttachmentType")} options={TYPE_OPTIONS} />
        <FileField
          control={control}
          name="file"
          label={t("homeDocumentFile")}
          helperText={storedFile ? `${t("homeDocumentCurrentFile")}: ${storedFile.originalName}. ${t("homeDocumentKeepFile")}` : undefined}
        />
        <TextField control={control} name="attachmentFilename" label={t("homeColFileName")} />
        <div className="home-form-row">
          <DateField control={control} name="documentDate" label={t("homeColDocumentDate")} />
          <DateField control={control} name="documentExpirationDate" label={t("homeColExpirationDate")} />
        </div>
      </form>
    </DataDialog>
  );
}
