// The customer's approval of a worker's fitness certificate (same form as a required document's: spec
// sections 2 and 4): "Documento da approvare" / "approvato" / "respinto" and the customer's note, which is
// the reason the supplier reads when the certificate is rejected, so a rejection needs it.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { SelectField } from "../../components/form/SelectField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { failureMessage } from "../documents/mutation-failure";
import { useReviewFitnessCertificateMutation } from "./useReviewFitnessCertificateMutation";

const FORM_ID = "fitness-approval-form";
const NOTE_MAX_LENGTH = 2000;
const APPROVALS = ["PENDING", "APPROVED", "REJECTED"] as const;

const schema = z
  .object({ approval: z.enum(APPROVALS), note: z.string().max(NOTE_MAX_LENGTH) })
  .superRefine((values, context) => {
    if (values.approval === "REJECTED" && values.note.trim() === "") {
      context.addIssue({ code: "custom", path: ["note"], message: t("docApprovalNoteRequired") });
    }
  });
type FormValues = z.infer<typeof schema>;

export type FitnessApprovalTarget = {
  id: string;
  approval: (typeof APPROVALS)[number] | "%future added value";
  note: string | null;
  categoryLabel: string;
};

export function FitnessApprovalDialog(props: { certificate: FitnessApprovalTarget; onClose: () => void; onSaved: () => void }) {
  const { certificate } = props;
  const [review, isSaving] = useReviewFitnessCertificateMutation();
  const initial = certificate.approval === "%future added value" ? "PENDING" : certificate.approval;
  const { control, handleSubmit, formState } = useForm<FormValues>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: { approval: initial, note: certificate.note ?? "" },
  });
  const labels = { PENDING: t("docApprovalPending"), APPROVED: t("docApprovalApproved"), REJECTED: t("docApprovalRejected") };

  const save = async (values: FormValues) => {
    try {
      const result = await review({ id: certificate.id, approval: values.approval, note: values.note.trim() || null });
      if (result.__typename === "ReviewFitnessCertificateSuccess") {
        showSuccess(t("wcApprovalChanged"));
        props.onSaved();
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
      title={`${t("docApprovalTitle")}: ${certificate.categoryLabel}`}
      onClose={props.onClose}
      formId={FORM_ID}
      saveLabel={t("procSave")}
      saveDisabled={!formState.isValid}
      saving={isSaving}
      closeLabel={t("procCancel")}
    >
      <form id={FORM_ID} onSubmit={handleSubmit(save)} noValidate>
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
