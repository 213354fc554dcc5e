// The customer's "Document approval form" (spec section 2) on a vehicle, machine or tool: 0 "Documento da
// approvare", 1 "Documento approvato", 2 "Documento respinto", and the note. ALL_DOCUMENTS_AT_ONCE (vehicles
// always): the element is approved as a whole; SINGLE_DOCUMENT: one document at a time, from the approval
// dialog. A rejection needs its reason: the supplier reads it beside the element or the document.
import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { SelectField } from "../../components/form/SelectField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { FileDownloadCell } from "../../components/table/cells/FileDownloadCell";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { formatDate } from "../../lib/dates";
import { failureMessage } from "../documents/mutation-failure";
import type { ElementDocumentData, ElementRowData } from "./ElementRow";
import { useSetElementApproval, useSetElementDocumentApproval } from "./useElementMutations";

const NOTE_MAX = 2000;
const APPROVALS = ["PENDING", "APPROVED", "REJECTED"] as const;

const schema = z
  .object({ approval: z.enum(APPROVALS), note: z.string().max(NOTE_MAX) })
  .superRefine((values, context) => {
    if (values.approval === "REJECTED" && values.note.trim() === "") {
      context.addIssue({ code: "custom", path: ["note"], message: t("docApprovalNoteRequired") });
    }
  });
type FormValues = z.infer<typeof schema>;

export function ElementApprovalDialog(props: { element: ElementRowData; document: ElementDocumentData | null; onClose: () => void }) {
  const { element, document } = props;
  const formId = useId();
  const [setElementApproval, savingElement] = useSetElementApproval();
  const [setDocumentApproval, savingDocument] = useSetElementDocumentApproval();
  const { control, handleSubmit } = useForm<FormValues>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: {
      approval: document ? document.approval : element.approval,
      note: (document ? document.note : element.reviewNote) ?? "",
    },
  });

  const save = async (values: FormValues) => {
    const note = values.note.trim() || null;
    try {
      const result = document
        ? await setDocumentApproval({ id: document.id, approval: values.approval, note })
        : await setElementApproval({ id: element.id, approval: values.approval, reviewNote: note });
      if (result.__typename === "SetElementApprovalSuccess" || result.__typename === "SetElementDocumentApprovalSuccess") {
        showSuccess(t("docApprovalSaved"));
        props.onClose();
      } else {
        showError(failureMessage(result, t("unexpectedError")));
      }
    } catch {
      // The network layer has shown the error; the form stays open.
    }
  };

  const subject = `${element.type} ${element.makerAndModel}`;
  const options = [
    { value: "PENDING", label: t("docApprovalPending") },
    { value: "APPROVED", label: t("docApprovalApproved") },
    { value: "REJECTED", label: t("docApprovalRejected") },
  ];
  return (
    <DataDialog
      isOpen
      className="procurement-dialog element-dialog"
      title={`${t("docApprovalTitle")}: ${document ? (document.documentName ?? document.file.originalName) : subject}`}
      onClose={props.onClose}
      formId={formId}
      saveLabel={t("procSave")}
      form={{ control, schema }}
      saving={savingElement || savingDocument}
      closeLabel={t("procCancel")}
    >
      <form id={formId} className="element-form" onSubmit={handleSubmit(save)} noValidate>
        <dl className="approval-summary">
          <div>
            <dt>{t("elType")}</dt>
            <dd>{subject}</dd>
          </div>
          {document ? (
            <>
              <div>
                <dt>{t("elDocDate")}</dt>
                <dd>{formatDate(document.documentDate) || "—"}</dd>
              </div>
              <div>
                <dt>{t("elDocExpiry")}</dt>
                <dd>{formatDate(document.documentExpirationDate) || t("elDocNoExpiry")}</dd>
              </div>
              <div>
                <dt>{t("elDocFile")}</dt>
                <dd>{document.file.originalName}</dd>
              </div>
            </>
          ) : (
            // The whole element is decided: its files are at hand to check against the required list.
            <div className="approval-summary__wide">
              <dt>{t("elAttachments")}</dt>
              <dd>
                {element.documents.length === 0 ? t("elNoDocuments") : null}
                <ul className="element-approval__files">
                  {element.documents.map((item) => (
                    <li key={item.id}>
                      <FileDownloadCell url={item.file.downloadUrl} fileName={item.file.originalName} label={t("elDocView")} />
                      <span>{item.documentName ?? item.file.originalName}</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
        <SelectField control={control} name="approval" label={t("docApprovalState")} options={options} />
        <TextAreaField control={control} name="note" label={t("docReviewNoteLabel")} helperText={t("docReviewNoteHelp")} />
      </form>
    </DataDialog>
  );
}
