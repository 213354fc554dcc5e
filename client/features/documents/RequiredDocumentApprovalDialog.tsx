// The customer's approval of a required document (spec sections 2 and 4). The supplier's note, sent with
// the upload, is shown read-only beside the document and never written from here.
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { ReviewDialog, ReviewedFileSummary, ReviewNoFileNotice } from "./ReviewDialog";
import type { RequiredDocumentRowData } from "./RequiredDocumentRow";
import { useSetRequiredDocumentApprovalMutation } from "./useSetRequiredDocumentApprovalMutation";
import { reportMutationFailure } from "../../lib/mutation-outcome";

export function RequiredDocumentApprovalDialog(props: { document: RequiredDocumentRowData; onClose: () => void }) {
  const { document } = props;
  const [setApproval, isSaving] = useSetRequiredDocumentApprovalMutation();
  return (
    <ReviewDialog
      title={`${t("docApprovalTitle")}: ${document.category.label}`}
      initial={{ approval: document.approval, note: document.reviewNote ?? null }}
      saving={isSaving}
      onClose={props.onClose}
      summary={
        document.file ? (
          <ReviewedFileSummary
            reviewed={{
              name: document.attachmentName ?? null,
              documentDate: document.documentDate ?? null,
              expirationDate: document.documentExpirationDate ?? null,
              file: document.file,
              supplierNote: document.note ?? null,
            }}
          />
        ) : (
          <ReviewNoFileNotice />
        )
      }
      onSave={async ({ approval, note }) => {
        const result = await setApproval({ id: document.id, approval, reviewNote: note });
        if (result.__typename === "SetRequiredDocumentApprovalSuccess") {
          showSuccess(t("docApprovalSaved"));
          return true;
        }
        reportMutationFailure(result, { fallback: t("unexpectedError") });
        return false;
      }}
    />
  );
}
