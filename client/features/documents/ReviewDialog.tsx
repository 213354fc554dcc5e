// The customer's "Document approval form" (spec sections 2 and 4), one for every kind of reviewed item
// (required documents, fitness certificates, vehicles, machines and tools and their documents):
// "Documento da approvare" / "approvato" / "respinto" and the customer's note. A rejection needs its
// reason, since the supplier reads it to know what to fix; the dialog names the missing field like every
// other form. Above the form, what is being decided: the file's name, its dates and the download.
import type { ReactNode } from "react";
import { useId } from "react";
import { Callout, Intent } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { SelectField } from "../../components/form/SelectField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { DateWithExpiryCell } from "../../components/table/cells/DateWithExpiryCell";
import { FileDownloadCell } from "../../components/table/cells/FileDownloadCell";
import { t } from "../../i18n/i18n";
import { formatDate } from "../../lib/dates";
import { APPROVAL_VALUES, reviewFormSchema, type RequiredItemApproval, type ReviewFormValues } from "../../../common/validation/required-items";
import "./review.css";

// The review form's rules are the server's (common/validation/required-items.ts).
const APPROVALS = APPROVAL_VALUES;
export type ReviewApproval = RequiredItemApproval;
const schema = reviewFormSchema;
type ReviewValues = ReviewFormValues;

export type ReviewedFile = {
  name: string | null;
  documentDate: string | null;
  expirationDate: string | null;
  // Null when the viewer may not open the file (health data) or there is none.
  file: { downloadUrl: string; originalName: string } | null;
  // Undefined: the item carries no supplier's note at all (the row is left out).
  supplierNote?: string | null;
  // Shown in the expiry's place when the document does not expire.
  noExpiryText?: string;
};

export function ReviewSummaryItem(props: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={props.wide ? "approval-summary__wide" : undefined}>
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

// The file under review, as both the document and the certificate dialogs show it. `before`: rows that
// name the item itself (the vehicle a document belongs to).
export function ReviewedFileSummary(props: { reviewed: ReviewedFile; before?: ReactNode }) {
  const { reviewed } = props;
  return (
    <dl className="approval-summary">
      {props.before}
      <ReviewSummaryItem label={t("docName")}>{reviewed.name ?? reviewed.file?.originalName ?? "—"}</ReviewSummaryItem>
      <ReviewSummaryItem label={t("docDate")}>{formatDate(reviewed.documentDate) || "—"}</ReviewSummaryItem>
      <ReviewSummaryItem label={t("docExpiry")}>
        {reviewed.expirationDate ? <DateWithExpiryCell value={reviewed.expirationDate} /> : (reviewed.noExpiryText ?? "—")}
      </ReviewSummaryItem>
      <ReviewSummaryItem label={t("docView")}>
        {reviewed.file ? <FileDownloadCell url={reviewed.file.downloadUrl} fileName={reviewed.file.originalName} text /> : "—"}
      </ReviewSummaryItem>
      {reviewed.supplierNote !== undefined ? (
        <ReviewSummaryItem label={t("docSupplierNoteLabel")} wide>
          <span className="approval-summary__note">{reviewed.supplierNote ?? "—"}</span>
        </ReviewSummaryItem>
      ) : null}
    </dl>
  );
}

export function ReviewNoFileNotice() {
  return (
    <Callout intent={Intent.WARNING} compact>
      {t("docApprovalNoFile")}
    </Callout>
  );
}

export function ReviewDialog(props: {
  title: string;
  // What is decided: a ReviewedFileSummary, or the whole element's list of files.
  summary: ReactNode;
  initial: { approval: ReviewApproval | "%future added value"; note: string | null };
  saving: boolean;
  // Resolves true when saved (the dialog closes), false to keep it open.
  onSave: (values: { approval: ReviewApproval; note: string | null }) => Promise<boolean>;
  onClose: () => void;
  className?: string;
}) {
  const formId = useId();
  const initialApproval = props.initial.approval === "%future added value" ? "PENDING" : props.initial.approval;
  const { control, handleSubmit } = useForm<ReviewValues>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: { approval: initialApproval, note: props.initial.note ?? "" },
  });
  const labels: Record<ReviewApproval, string> = {
    PENDING: t("docApprovalPending"),
    APPROVED: t("docApprovalApproved"),
    REJECTED: t("docApprovalRejected"),
  };

  const save = async (values: ReviewValues) => {
    try {
      if (await props.onSave({ approval: values.approval, note: values.note.trim() || null })) props.onClose();
    } catch {
      // The network layer has shown the error; the form stays open.
    }
  };

  return (
    <DataDialog
      isOpen
      className={`review-dialog ${props.className ?? "procurement-dialog"}`}
      title={props.title}
      onClose={props.onClose}
      formId={formId}
      saveLabel={t("procSave")}
      form={{ control, schema }}
      saving={props.saving}
      closeLabel={t("procCancel")}
    >
      <form id={formId} className="review-form" onSubmit={handleSubmit(save)} noValidate>
        {props.summary}
        <SelectField
          control={control}
          name="approval"
          label={t("docApprovalState")}
          options={APPROVALS.map((value) => ({ value, label: labels[value] }))}
        />
        <TextAreaField control={control} name="note" label={t("docReviewNoteLabel")} helperText={t("docReviewNoteHelp")} />
      </form>
    </DataDialog>
  );
}
