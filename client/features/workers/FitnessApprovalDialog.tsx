// The customer's approval of a worker's fitness certificate: the same form as a required document's (spec
// sections 2 and 4), with the certificate's name, dates, file and the supplier's note, shown read-only. The
// customer's note (reviewNote) is the reason the supplier reads when the certificate is rejected.
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { ReviewDialog, ReviewedFileSummary, type ReviewApproval, type ReviewedFile } from "../documents/ReviewDialog";
import { useReviewFitnessCertificateMutation } from "./useReviewFitnessCertificateMutation";
import { reportMutationFailure } from "../../lib/mutation-outcome";

export type FitnessApprovalTarget = {
  id: string;
  approval: ReviewApproval | "%future added value";
  reviewNote: string | null;
  categoryLabel: string;
  reviewed: ReviewedFile;
};

export function FitnessApprovalDialog(props: { certificate: FitnessApprovalTarget; onClose: () => void; onSaved: () => void }) {
  const { certificate } = props;
  const [review, isSaving] = useReviewFitnessCertificateMutation();
  return (
    <ReviewDialog
      title={`${t("docApprovalTitle")}: ${certificate.categoryLabel}`}
      initial={{ approval: certificate.approval, note: certificate.reviewNote }}
      saving={isSaving}
      onClose={props.onClose}
      summary={<ReviewedFileSummary reviewed={certificate.reviewed} />}
      onSave={async ({ approval, note }) => {
        const result = await review({ id: certificate.id, approval, reviewNote: note });
        if (result.__typename === "ReviewFitnessCertificateSuccess") {
          showSuccess(t("wcApprovalChanged"));
          props.onSaved();
          return true;
        }
        reportMutationFailure(result, { fallback: t("unexpectedError") });
        return false;
      }}
    />
  );
}
