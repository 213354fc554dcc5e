// The customer's decision on a worker's participation in the procurement (spec isApproved, issue 9 §1):
// In corso, Approvata, Approvata con prescrizioni (the prescriptions are written and the supplier reads
// them; counts as approved), Respinta (the reason is required).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { SelectField } from "../../components/form/SelectField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { reportMutationFailure } from "../../lib/mutation-outcome";
import type { ParticipationState } from "./ParticipationStateCell";
import { useSetProcurementWorkerApprovalMutation } from "./useProcurementWorkerMutations";
import { assignmentNoteSchema } from "../../../common/validation/procurement-workers";

const FORM_ID = "participation-form";
const STATES = ["PENDING", "APPROVED", "APPROVED_WITH_PRESCRIPTIONS", "REJECTED"] as const;

const schema = z
  .object({ approval: z.enum(STATES), note: assignmentNoteSchema })
  .superRefine((values, context) => {
    if (values.approval === "APPROVED_WITH_PRESCRIPTIONS" && values.note.trim() === "") {
      context.addIssue({ code: "custom", path: ["note"], message: t("wrkPrescriptionsRequired") });
    }
    if (values.approval === "REJECTED" && values.note.trim() === "") {
      context.addIssue({ code: "custom", path: ["note"], message: t("wrkRejectionReasonRequired") });
    }
  });
type FormValues = z.infer<typeof schema>;

export type ParticipationTarget = { id: string; approval: ParticipationState | "%future added value"; approvalNote: string | null | undefined; workerName: string };

export function ParticipationDialog(props: { target: ParticipationTarget; onClose: () => void; onSaved: () => void }) {
  const { target } = props;
  const [decide, isSaving] = useSetProcurementWorkerApprovalMutation();
  const { control, handleSubmit } = useForm<FormValues>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: { approval: target.approval === "%future added value" ? "PENDING" : target.approval, note: target.approvalNote ?? "" },
  });
  const approval = useWatch({ control, name: "approval" });
  const labels: Record<(typeof STATES)[number], string> = {
    PENDING: t("wrkParticipationPending"),
    APPROVED: t("wrkParticipationApproved"),
    APPROVED_WITH_PRESCRIPTIONS: t("wrkParticipationPrescriptions"),
    REJECTED: t("wrkParticipationRejected"),
  };
  const noteLabel = approval === "REJECTED" ? t("wrkRejectionReason") : t("wrkPrescriptions");
  const takesNote = approval === "APPROVED_WITH_PRESCRIPTIONS" || approval === "REJECTED";

  const save = handleSubmit(async (values) => {
    try {
      const result = await decide({ id: target.id, approval: values.approval, note: takesNote ? values.note.trim() : null });
      if (result.__typename === "SetProcurementWorkerApprovalSuccess") {
        showSuccess(t("wrkParticipationSaved"));
        props.onSaved();
      } else {
        reportMutationFailure(result, { fallback: t("unexpectedError") });
      }
    } catch {
      // The network layer has shown the error; the form stays open.
    }
  });

  const title = `${t("wrkParticipation")}: ${target.workerName}`;
  return (
    <DataDialog isOpen title={title} onClose={props.onClose} formId={FORM_ID} form={{ control, schema }} saving={isSaving} className="participation-dialog">
      <form id={FORM_ID} onSubmit={save} noValidate aria-label={title}>
        <SelectField control={control} name="approval" label={t("wrkParticipationState")} options={STATES.map((value) => ({ value, label: labels[value] }))} />
        {takesNote ? <TextAreaField control={control} name="note" label={noteLabel} /> : null}
      </form>
    </DataDialog>
  );
}
