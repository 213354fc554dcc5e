// "Modifica" on the procurement worker card (level 3, spec "Procurement worker card"): the task in the
// procurement, the note and the 23 qualification flags. For customer 3336 the five flags of spec section 5
// are disabled and off (the server refuses them too). A changed task asks the workerpropagate confirm:
// "Applica la modifica alla sola mansione" or "... alla mansione e a tutti i lavoratori".
// Shared piece with tab 3's add/edit dialog (built apart, issue 9 section 1): one of the two should serve both.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { graphql, useFragment } from "react-relay/hooks";
import { z } from "zod";
import { QUALIFICATION_FLAGS, SPECIAL_CUSTOMER_FORCED_OFF_FLAGS, SPECIAL_CUSTOMER_ID, type QualificationFlagField } from "../../../common/reference-lists";
import type { ProcurementWorkerEditDialog_flags$key } from "../../__generated__/ProcurementWorkerEditDialog_flags.graphql";
import { confirmDialog } from "../../components/dialogs/confirm-host";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { CheckboxField } from "../../components/form/CheckboxField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { TextField } from "../../components/form/TextField";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { failureMessage } from "../documents/mutation-failure";
import { useEditProcurementWorkerMutation } from "./useEditProcurementWorkerMutation";

const fragment = graphql`
  fragment ProcurementWorkerEditDialog_flags on QualificationFlags {
    chiefWorker
    fireSafetyOfficer
    firstAidOfficer
    electricalWork
    nightWork
    loneWork
    confinedSpaces
    workAtHeight
    plantProtectionProducts
    forklifts
    aerialPlatforms
    tractors
    earthMovingMachines
    cranes
    scaffoldAssembly
    fGasSystems
    nonDestructiveTesting
    bcmRiggerLicence
    cathodicProtectionExpert
    asbestosRemoval
    adrTransport
    drilling
    electricalSubstations
  }
`;

const FORM_ID = "procurement-worker-edit-form";
const NOTE_ROWS = 8;
const schema = z.object({
  job: z.string().max(255),
  note: z.string().max(2000),
  flags: z.record(z.string(), z.boolean()),
});
type FormValues = z.infer<typeof schema>;

export function ProcurementWorkerEditDialog(props: {
  procurementId: string;
  workerId: string;
  customerNumericId: number | null;
  job: string | null;
  note: string | null;
  flags: ProcurementWorkerEditDialog_flags$key;
  onClose: () => void;
  onSaved: () => void;
}) {
  const flags = useFragment(fragment, props.flags) as Record<QualificationFlagField, boolean>;
  const special = props.customerNumericId === SPECIAL_CUSTOMER_ID;
  const forcedOff = (field: QualificationFlagField) => special && SPECIAL_CUSTOMER_FORCED_OFF_FLAGS.includes(field);
  const [edit, isSaving] = useEditProcurementWorkerMutation();
  const { control, handleSubmit } = useForm<FormValues>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: {
      job: props.job ?? "",
      note: props.note ?? "",
      flags: Object.fromEntries(QUALIFICATION_FLAGS.map((flag) => [flag.field, forcedOff(flag.field) ? false : flags[flag.field] === true])),
    },
  });

  const save = async (values: FormValues) => {
    const job = values.job.trim();
    // Only a changed task has something to propagate.
    const propagate = job !== (props.job ?? "") && job !== "" ? (await confirmDialog({ type: "workerpropagate", title: t("wcPropagateTitle"), message: t("wcPropagateMessage") })) === true : false;
    try {
      const result = await edit({
        procurementId: props.procurementId,
        workerId: props.workerId,
        job: job || null,
        note: values.note.trim() || null,
        propagate,
        flags: Object.fromEntries(QUALIFICATION_FLAGS.map((flag) => [flag.field, forcedOff(flag.field) ? false : values.flags[flag.field] === true])),
      });
      if (result.__typename === "EditProcurementWorkerSuccess") {
        showSuccess(t("wcEditSaved"));
        props.onSaved();
        props.onClose();
      } else showError(failureMessage(result, t("unexpectedError")));
    } catch {
      // The network layer has shown the error; the form keeps what was entered.
    }
  };

  return (
    <DataDialog isOpen className="procurement-dialog" title={t("wcEditTitle")} onClose={props.onClose} formId={FORM_ID} form={{ control, schema }} saving={isSaving} closeLabel={t("procCancel")}>
      <form id={FORM_ID} onSubmit={handleSubmit(save)} noValidate aria-label={t("wcEditTitle")}>
        <TextField control={control} name="job" label={t("wcEditJob")} />
        <fieldset className="worker-edit-flags">
          <legend>{t("wcEditFlags")}</legend>
          {QUALIFICATION_FLAGS.map((flag) => (
            <CheckboxField key={flag.field} control={control} name={`flags.${flag.field}`} label={flag.label} disabled={forcedOff(flag.field)} />
          ))}
        </fieldset>
        <TextAreaField control={control} name="note" label={t("wcEditNote")} rows={NOTE_ROWS} />
      </form>
    </DataDialog>
  );
}
