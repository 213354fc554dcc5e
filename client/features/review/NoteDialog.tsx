// The reason of a rejection, or the prescriptions of an approval: required, checked by the same schema as the
// server's (common/validation/review.ts).
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, Intent, TextArea } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { prescriptionsFormSchema, rejectFormSchema, type NoteFormValues } from "../../../common/validation/review";
import { t } from "../../i18n/i18n";

type Props = {
  mode: "REJECTED" | "APPROVED_WITH_PRESCRIPTIONS";
  subject: string;
  onCancel: () => void;
  onConfirm: (note: string) => Promise<boolean>;
};

export function NoteDialog({ mode, subject, onCancel, onConfirm }: Props) {
  const rejecting = mode === "REJECTED";
  const { register, handleSubmit, formState } = useForm<NoteFormValues>({ resolver: zodResolver(rejecting ? rejectFormSchema : prescriptionsFormSchema), defaultValues: { note: "" } });
  const submit = handleSubmit(async (values) => {
    await onConfirm(values.note.trim());
  });
  const { ref, ...field } = register("note");
  return (
    <Dialog isOpen onClose={onCancel} title={rejecting ? t("reviewRejectTitle") : t("reviewPrescriptionsTitle")} className="review-note-dialog">
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <p className="review-note-dialog__subject">{subject}</p>
          <FormGroup
            label={rejecting ? t("reviewRejectReason") : t("reviewPrescriptions")}
            labelFor="review-note"
            helperText={formState.errors.note?.message ?? (rejecting ? t("reviewRejectHint") : undefined)}
            intent={formState.errors.note ? Intent.DANGER : Intent.NONE}
          >
            <TextArea id="review-note" fill autoFocus rows={4} {...field} inputRef={ref} intent={formState.errors.note ? Intent.DANGER : Intent.NONE} />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("reviewCancel")} onClick={onCancel} />
              <Button type="submit" intent={rejecting ? Intent.DANGER : Intent.WARNING} text={t("reviewConfirm")} loading={formState.isSubmitting} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
