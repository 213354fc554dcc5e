// The worker fitness upload form (spec section 5, "Document upload dialog mode", "Category match"): "add"
// chooses the category (only there); "upload" fills a certificate without a file; "edit" shows the current
// file and asks for a new one only once "Ricarica il Documento" is ticked. When the worker already keeps a
// file of the category among its own documents, the form says so, offers "Importa nell'appalto" and
// previews the matched file (its file opens only for level 5: health data).
import { useEffect, useState } from "react";
import { Button, Callout, Intent } from "@blueprintjs/core";
import { ImportMatchCallout } from "../documents/ImportMatchCallout";
import { useImportMatch } from "../documents/useImportMatch";
import { DocumentOpenIcon } from "@blueprintjs/icons";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { UploadProgress } from "../../components/dialogs/UploadDialog";
import { CheckboxField } from "../../components/form/CheckboxField";
import { DateField } from "../../components/form/DateField";
import { FileField } from "../../components/form/FileField";
import { SelectField } from "../../components/form/SelectField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { TextField } from "../../components/form/TextField";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { formatDate } from "../../lib/dates";
import { useFileDownload } from "../../lib/download";
import { fitnessCertificateFormSchema, type FitnessFormMode, type FitnessFormOutput, type FitnessFormValues } from "./fitness-certificate-form";
import { useAddFitnessCertificateMutation } from "./useAddFitnessCertificateMutation";
import { useMatchingWorkerDocuments, type WorkerDocumentMatch } from "./useMatchingWorkerDocuments";
import { useUploadFitnessCertificateMutation } from "./useUploadFitnessCertificateMutation";
import { placeOnFormFields, reportMutationFailure } from "../../lib/mutation-outcome";

const FORM_ID = "fitness-certificate-form";
const NOTE_ROWS = 8;
const SERVER_FIELDS: Readonly<Record<string, keyof FitnessFormValues>> = {
  categoryCode: "categoryCode",
  categories: "categoryCode",
  attachmentName: "attachmentName",
  documentDate: "documentDate",
  documentExpirationDate: "documentExpirationDate",
  note: "note",
  file: "file",
  supplierWorkerAttachmentId: "ownDocumentId",
};

export type FitnessCertificateTarget = {
  id: string;
  categoryCode: string;
  categoryLabel: string;
  attachmentName: string | null;
  documentDate: string | null;
  documentExpirationDate: string | null;
  note: string | null;
  reviewNote: string | null;
  approval: string;
  hasFile: boolean;
  fileName: string | null;
};

function matchLabel(match: WorkerDocumentMatch): string {
  const expiry = formatDate(match.documentExpirationDate);
  return expiry ? `${match.attachmentFilename} (${t("wcMatchExpires")} ${expiry})` : match.attachmentFilename;
}

function MatchPreview(props: { match: WorkerDocumentMatch }) {
  const { download } = useFileDownload();
  const { match } = props;
  const file = match.file;
  return (
    <div className="fitness-form__preview" aria-label={t("wcMatchPreview")}>
      <strong>{match.attachmentFilename}</strong>
      <span>
        {t("wcFormDate")}: {formatDate(match.documentDate) || "—"} · {t("wcFormExpiry")}: {formatDate(match.documentExpirationDate) || "—"}
      </span>
      {file ? (
        <Button size="small" variant="outlined" icon={<DocumentOpenIcon />} text={`${t("wdView")}: ${file.originalName}`} onClick={() => void download(file.downloadUrl, file.originalName)} />
      ) : (
        <span className="text-muted">{t("wcMatchNoPreview")}</span>
      )}
    </div>
  );
}

export function FitnessCertificateDialog(props: {
  mode: FitnessFormMode;
  procurementId: string;
  workerId: string;
  // upload / edit: the certificate; add: the categories to choose from (those not there yet).
  certificate?: FitnessCertificateTarget;
  categories?: ReadonlyArray<{ code: string; label: string }>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { mode, certificate } = props;
  const [add, isAdding] = useAddFitnessCertificateMutation();
  const [upload, isUploading] = useUploadFitnessCertificateMutation();
  const [percent, setPercent] = useState<number | null>(null);
  const schema = fitnessCertificateFormSchema(mode);
  const { control, handleSubmit, setValue, setError, getValues } = useForm<FitnessFormValues, unknown, FitnessFormOutput>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: {
      categoryCode: certificate?.categoryCode ?? null,
      attachmentName: certificate?.attachmentName ?? certificate?.categoryLabel ?? "",
      documentDate: certificate?.documentDate ?? "",
      documentExpirationDate: certificate?.documentExpirationDate ?? "",
      // The supplier's own note; the customer's (reviewNote) is shown above, never edited here.
      note: certificate?.note ?? "",
      reupload: false,
      importOwnDocument: false,
      ownDocumentId: null,
      file: null,
    },
  });
  const categoryCode = useWatch({ control, name: "categoryCode" });
  const reupload = useWatch({ control, name: "reupload" });
  const replacing = mode !== "edit" || reupload;
  const { matches, loading } = useMatchingWorkerDocuments(props.workerId, replacing ? categoryCode : null);
  const { importing, chosen, offerImport, callout } = useImportMatch({ control, getValues, setValue }, matches, replacing);

  // In add mode the document's name follows the chosen category until the user types one.
  useEffect(() => {
    if (mode !== "add" || !categoryCode) return;
    const label = props.categories?.find((category) => category.code === categoryCode)?.label;
    const current = getValues("attachmentName");
    if (label && (current === "" || props.categories?.some((category) => category.label === current))) setValue("attachmentName", label, { shouldValidate: true });
  }, [categoryCode]);

  const save = async (values: FitnessFormOutput) => {
    const importId = offerImport && values.importOwnDocument ? values.ownDocumentId : null;
    const file = importId === null && replacing ? values.file : null;
    const fields = {
      attachmentName: values.attachmentName.trim(),
      documentDate: values.documentDate,
      documentExpirationDate: values.documentExpirationDate,
      note: values.note.trim() || null,
      supplierWorkerAttachmentId: importId,
    };
    setPercent(file ? 0 : null);
    try {
      const result =
        mode === "add"
          ? await add({ ...fields, procurementId: props.procurementId, workerId: props.workerId, categoryCode: values.categoryCode ?? "" }, file, setPercent)
          : await upload({ ...fields, id: certificate?.id ?? "" }, file, setPercent);
      if (result.__typename === "AddFitnessCertificateSuccess" || result.__typename === "UploadFitnessCertificateSuccess") {
        showSuccess(t("wcUploaded"));
        props.onSaved();
        props.onClose();
        return;
      }
      reportMutationFailure(result, { placeOnField: placeOnFormFields<FitnessFormValues>(SERVER_FIELDS, setError), fallback: t("unexpectedError") });
    } catch {
      // The network layer has shown the error; the form keeps what was entered.
    } finally {
      setPercent(null);
    }
  };

  const title =
    mode === "add" ? t("wcFormAddTitle") : `${mode === "upload" ? t("wcFormUploadTitle") : t("wcFormEditTitle")}: ${certificate?.categoryLabel ?? ""}`;
  return (
    <DataDialog
      isOpen
      className="procurement-dialog"
      title={title}
      onClose={props.onClose}
      formId={FORM_ID}
      saveLabel={t("wcUpload")}
      form={{ control, schema }}
      saving={isAdding || isUploading}
      closeLabel={t("procCancel")}
      footerStart={percent !== null ? <UploadProgress value={percent} /> : undefined}
    >
      <form id={FORM_ID} className="required-document-form fitness-form" onSubmit={handleSubmit(save)} noValidate aria-label={title}>
        {certificate?.approval === "REJECTED" ? (
          <Callout intent={Intent.DANGER} compact className="required-document-form__rejection">
            <p>{t("wcRejectedNotice")}</p>
            {certificate.reviewNote ? (
              <p>
                <strong>{t("docRejectionReason")}</strong> {certificate.reviewNote}
              </p>
            ) : null}
          </Callout>
        ) : null}
        {mode === "add" ? (
          <SelectField
            control={control}
            name="categoryCode"
            label={t("wcFormCategory")}
            placeholder={t("wcFormCategoryPlaceholder")}
            required
            options={(props.categories ?? []).map((category) => ({ value: category.code, label: category.label }))}
          />
        ) : null}
        {mode === "edit" ? (
          <>
            <p className="required-document-form__current">
              {t("wcFormCurrentFile")} <strong>{certificate?.fileName ?? certificate?.attachmentName}</strong>
            </p>
            <CheckboxField control={control} name="reupload" label={t("wcFormReupload")} />
          </>
        ) : null}
        {replacing && categoryCode && loading ? <p className="text-muted">{t("docMatchLoading")}</p> : null}
        {offerImport ? (
          <ImportMatchCallout
            control={control}
            name="importOwnDocument"
            texts={{ notice: t("wcMatchNotice"), importLabel: t("wcMatchImport"), choose: t("wcMatchChoose") }}
            labelOf={matchLabel}
            {...callout}
          >
            <MatchPreview match={chosen ?? matches[0]!} />
          </ImportMatchCallout>
        ) : null}
        {replacing && !(offerImport && importing) ? <FileField control={control} name="file" label={t("wcFormFile")} required /> : null}
        <TextField control={control} name="attachmentName" label={t("wcFormName")} required={!(offerImport && importing)} />
        <div className="required-document-form__dates">
          <DateField control={control} name="documentDate" label={t("wcFormDate")} />
          <DateField control={control} name="documentExpirationDate" label={t("wcFormExpiry")} />
        </div>
        <TextAreaField control={control} name="note" label={t("wcFormNote")} rows={NOTE_ROWS} />
      </form>
    </DataDialog>
  );
}
