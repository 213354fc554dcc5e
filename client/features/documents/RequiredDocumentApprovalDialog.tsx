// The customer's "Document approval form" (spec section 2 and 4): approved 0 "Documento da approvare",
// 1 "Documento approvato", 2 "Documento respinto", and the customer's own note. The supplier's note, sent
// with the upload, is shown read-only beside the document and never written from here. A rejection needs
// its reason: the supplier reads it beside the document and must know what to fix.
import { Callout, Intent } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { SelectField } from "../../components/form/SelectField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { FileDownloadCell } from "../../components/table/cells/FileDownloadCell";
import { DateWithExpiryCell } from "../../components/table/cells/DateWithExpiryCell";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { formatDate } from "../../lib/dates";
import { failureMessage } from "./mutation-failure";
import type { RequiredDocumentRowData } from "./RequiredDocumentRow";
import { useSetRequiredDocumentApprovalMutation } from "./useSetRequiredDocumentApprovalMutation";

const FORM_ID = "required-document-approval-form";
const NOTE_MAX_LENGTH = 2000;
const APPROVALS = ["PENDING", "APPROVED", "REJECTED"] as const;
type Approval = (typeof APPROVALS)[number];

function approvalOptions() {
  const labels: Record<Approval, string> = {
    PENDING: t("docApprovalPending"),
    APPROVED: t("docApprovalApproved"),
    REJECTED: t("docApprovalRejected"),
  };
  return APPROVALS.map((value) => ({ value, label: labels[value] }));
}

const schema = z
  .object({ approval: z.enum(APPROVALS), reviewNote: z.string().max(NOTE_MAX_LENGTH) })
  .superRefine((values, context) => {
    if (values.approval === "REJECTED" && values.reviewNote.trim() === "") {
      context.addIssue({ code: "custom", path: ["reviewNote"], message: t("docApprovalNoteRequired") });
    }
  });
type FormValues = z.infer<typeof schema>;

export function RequiredDocumentApprovalDialog(props: { document: RequiredDocumentRowData; onClose: () => void }) {
  const { document } = props;
  const [setApproval, isSaving] = useSetRequiredDocumentApprovalMutation();
  const { control, handleSubmit } = useForm<FormValues>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: { approval: document.approval, reviewNote: document.reviewNote ?? "" },
  });

  const save = async (values: FormValues) => {
    try {
      const result = await setApproval({ id: document.id, approval: values.approval, reviewNote: values.reviewNote.trim() || null });
      if (result.__typename === "SetRequiredDocumentApprovalSuccess") {
        showSuccess(t("docApprovalSaved"));
        props.onClose();
      } else {
        showError(failureMessage(result, t("unexpectedError")));
      }
    } catch {
      // The network layer has shown the error; the form stays open.
    }
  };

  return (
    <DataDialog
      isOpen
      className="procurement-dialog"
      title={`${t("docApprovalTitle")}: ${document.category.label}`}
      onClose={props.onClose}
      formId={FORM_ID}
      saveLabel={t("procSave")}
      form={{ control, schema }}
      saving={isSaving}
      closeLabel={t("procCancel")}
    >
      <form id={FORM_ID} className="required-document-form" onSubmit={handleSubmit(save)} noValidate>
        {document.file ? (
          <dl className="approval-summary">
            <div>
              <dt>{t("docName")}</dt>
              <dd>{document.attachmentName}</dd>
            </div>
            <div>
              <dt>{t("docDate")}</dt>
              <dd>{formatDate(document.documentDate) || "—"}</dd>
            </div>
            <div>
              <dt>{t("docExpiry")}</dt>
              <dd>
                {document.documentExpirationDate ? <DateWithExpiryCell value={document.documentExpirationDate} /> : "—"}
              </dd>
            </div>
            <div>
              <dt>{t("docView")}</dt>
              <dd>
                <FileDownloadCell url={document.file.downloadUrl} fileName={document.file.originalName} text />
              </dd>
            </div>
            <div className="approval-summary__wide">
              <dt>{t("docSupplierNoteLabel")}</dt>
              <dd className="approval-summary__note">{document.note ?? "—"}</dd>
            </div>
          </dl>
        ) : (
          <Callout intent={Intent.WARNING} compact>
            {t("docApprovalNoFile")}
          </Callout>
        )}
        <SelectField control={control} name="approval" label={t("docApprovalState")} options={approvalOptions()} />
        <TextAreaField control={control} name="reviewNote" label={t("docReviewNoteLabel")} helperText={t("docReviewNoteHelp")} />
      </form>
    </DataDialog>
  );
}
