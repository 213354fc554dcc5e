// "Nuovo appalto" and "Modifica appalto" (customer users, level 3 or more): Rif.Appalto, planned start and end, note,
// the site (one of the customer's factories) and whether it is a construction site under Titolo IV. The server's
// refusals (an end before the start, a site not the customer's) come back under their fields.
import { lazy, Suspense, useState } from "react";
import { Button } from "@blueprintjs/core";
import { AddIcon } from "@blueprintjs/icons";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { CheckboxField } from "../../components/form/CheckboxField";
import { DateField } from "../../components/form/DateField";
import { optionalDateFieldSchema } from "../../components/form/form-schemas";
import { SelectField } from "../../components/form/SelectField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { TextField } from "../../components/form/TextField";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { NOTE_MAX_LENGTH } from "../../../common/validation/notes";
import { PROCUREMENT_FORM_MESSAGES } from "../../../common/validation/procurements";
import "./procurement-form.css";

// Loaded when «Nuovo stabilimento» is clicked: the form itself comes with the home's first load, and must stay small.
const FactoryDialog = lazy(async () => ({ default: (await import("../factories/FactoryDialog")).FactoryDialog }));
import { useCreateProcurementMutation, useSaveProcurementMutation } from "./useProcurementSetupMutations";
import { placeOnFormFields, reportMutationFailure } from "../../lib/mutation-outcome";

const FORM_ID = "procurement-form";
const FIELDS = { factoryId: "siteId", label: "label", dateStart: "dateStart", dateEnd: "dateEnd", note: "note" } as const;

const schema = z.object({
  label: z.string().trim().min(1, PROCUREMENT_FORM_MESSAGES.labelRequired).max(255, PROCUREMENT_FORM_MESSAGES.labelTooLong),
  dateStart: optionalDateFieldSchema(),
  dateEnd: optionalDateFieldSchema(),
  note: z.string().max(NOTE_MAX_LENGTH),
  siteId: z.string().nullable(),
  constructionSite: z.boolean(),
});
type FormValues = z.input<typeof schema>;

export type ProcurementFormInitial = {
  id: string;
  label: string;
  dateStart: string | null | undefined;
  dateEnd: string | null | undefined;
  note: string | null | undefined;
  siteId: string | null | undefined;
  constructionSite: boolean;
};

export function ProcurementFormDialog(props: {
  factories: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  // The server's answer (Customer.viewerCanEditFactories): "Nuovo stabilimento" beside the site.
  canAddFactory: boolean;
  // Absent: a new procurement.
  procurement?: ProcurementFormInitial;
  onClose: () => void;
  onCreated?: (procurementId: string) => void;
}) {
  const [create, creating] = useCreateProcurementMutation();
  const [saveChanges, saving] = useSaveProcurementMutation();
  const initial = props.procurement;
  const [addingSite, setAddingSite] = useState(false);
  const { control, handleSubmit, setError, setValue } = useForm<FormValues>({
    mode: "all",
    resolver: zodResolver(schema) as never,
    defaultValues: {
      label: initial?.label ?? "",
      dateStart: initial?.dateStart ?? null,
      dateEnd: initial?.dateEnd ?? null,
      note: initial?.note ?? "",
      siteId: initial?.siteId ?? null,
      constructionSite: initial?.constructionSite ?? false,
    },
  });

  const save = async (values: FormValues) => {
    const input = {
      label: values.label.trim(),
      dateStart: values.dateStart || null,
      dateEnd: values.dateEnd || null,
      note: values.note.trim() === "" ? null : values.note.trim(),
      siteId: values.siteId,
      constructionSite: values.constructionSite,
    };
    try {
      const result = initial ? await saveChanges({ id: initial.id, ...input }) : await create(input);
      if (result.__typename === "CreateProcurementSuccess" || result.__typename === "UpdateProcurementSuccess") {
        showSuccess(t("setProcurementSaved"));
        if (result.__typename === "CreateProcurementSuccess" && result.data) props.onCreated?.(result.data.procurement.id);
        props.onClose();
        return;
      }
      reportMutationFailure(result, { placeOnField: placeOnFormFields<FormValues>(FIELDS, setError), fallback: t("unexpectedError") });
    } catch {
      // The network layer has shown the error; the form stays open with what was typed.
    }
  };

  return (
    <DataDialog
      isOpen
      className="procurement-dialog"
      title={initial ? t("setEditProcurement") : t("setNewProcurement")}
      onClose={props.onClose}
      formId={FORM_ID}
      saveLabel={t("procSave")}
      form={{ control, schema }}
      saving={creating || saving}
      closeLabel={t("procCancel")}
    >
      <form id={FORM_ID} onSubmit={handleSubmit(save)} noValidate>
        <TextField control={control} name="label" label={t("setLabel")} maxLength={255} autoFocus />
        <div className="procurement-form__dates">
          <DateField control={control} name="dateStart" label={t("setDateStart")} />
          <DateField control={control} name="dateEnd" label={t("setDateEnd")} />
        </div>
        <div className="procurement-form__site">
          <SelectField
            control={control}
            name="siteId"
            label={t("setSite")}
            placeholder={t("setNoSite")}
            helperText={props.canAddFactory && props.factories.length === 0 ? t("setNoSitesYet") : undefined}
            options={props.factories.map((factory) => ({ value: factory.id, label: factory.name }))}
          />
          {props.canAddFactory ? (
            <Button
              className="procurement-form__new-site"
              variant="minimal"
              size="small"
              intent="primary"
              icon={<AddIcon />}
              text={t("setNewSite")}
              onClick={() => setAddingSite(true)}
            />
          ) : null}
        </div>
        <CheckboxField control={control} name="constructionSite" label={t("setConstructionSite")} />
        <TextAreaField control={control} name="note" label={t("setNote")} maxLength={NOTE_MAX_LENGTH} />
      </form>
      {addingSite ? (
        <Suspense fallback={null}>
        <FactoryDialog
          onClose={() => setAddingSite(false)}
          onSaved={(factory) => {
            setValue("siteId", factory.id, { shouldDirty: true, shouldValidate: true });
            setAddingSite(false);
          }}
        />
        </Suspense>
      ) : null}
    </DataDialog>
  );
}
