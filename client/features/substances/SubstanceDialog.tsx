// Add or edit a chemical substance (spec sections 3 and 5, "Chemical substance"): Denominazione commerciale
// (required), the H-phrases from the CLP list, Pericolosa / Non pericolosa, the SDS (a PDF) and its date, the note.
// Beyond the spec: the GHS pictograms the chosen phrases imply, drawn as they are chosen; "Pericolosa"
// proposed as soon as a phrase is chosen; a warning before saving "Non pericolosa" with H-phrases.
import { useMemo, useState } from "react";
import { Callout } from "@blueprintjs/core";
import { useForm, useWatch } from "react-hook-form";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import { ghsPictogramsOf } from "../../../common/ghs-pictograms";
import type { SubstanceDialogQuery } from "../../__generated__/SubstanceDialogQuery.graphql";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { UploadProgress } from "../../components/dialogs/UploadDialog";
import { useConfirm } from "../../components/dialogs/useConfirm";
import { DateField } from "../../components/form/DateField";
import { FileField } from "../../components/form/FileField";
import { RadioField } from "../../components/form/RadioField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { TextField } from "../../components/form/TextField";
import { RowActionButton } from "../../components/table/cells/RowActionButton";
import { fillText } from "../../components/table/text-template";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { validateWith } from "../suppliers/form-resolver";
import { placeOnFormFields, reportMutationFailure } from "../../lib/mutation-outcome";
import { GhsPictogramList } from "./GhsPictogram";
import { HazardStatementsField } from "./HazardStatementsField";
import { substanceFormSchema, type SubstanceForm } from "./substance-form";
import type { SubstanceRowData } from "./SubstanceRow";
import { useSaveSubstanceMutation } from "./useSaveSubstanceMutation";

const FORM_ID = "substance-form";
const FORM_FIELDS = ["label", "hazardStatementCodes", "hazardous", "sdsDate", "file", "note"] as const;

// The CLP list, once per session (reference data: Relay keeps it in the store).
const hazardStatementsQuery = graphql`
  query SubstanceDialogQuery {
    hazardStatements {
      code
      textIt
    }
  }
`;

export function SubstanceDialog(props: {
  procurementId: string;
  // null: a new substance.
  substance: SubstanceRowData | null;
  onClose: () => void;
  onSaved: () => void;
  // Given to users who may delete: an "Elimina" button in the footer, after the confirmation (phones hide the column).
  onDelete?: () => Promise<void>;
}) {
  const { substance } = props;
  const { hazardStatements } = useLazyLoadQuery<SubstanceDialogQuery>(hazardStatementsQuery, {}, { fetchPolicy: "store-or-network" });
  const [save, isSaving] = useSaveSubstanceMutation();
  const confirm = useConfirm();
  const [percent, setPercent] = useState<number | null>(null);
  const [proposed, setProposed] = useState(false);
  const schema = useMemo(() => substanceFormSchema(), []);
  const { control, handleSubmit, setError, getValues, setValue } = useForm<SubstanceForm>({
    resolver: validateWith<SubstanceForm>(schema),
    mode: "all",
    defaultValues: {
      label: substance?.label ?? "",
      hazardStatementCodes: substance?.hazardStatements.map((statement) => statement.code) ?? [],
      hazardous: substance ? (substance.hazardous ? "1" : "0") : null,
      sdsDate: substance?.sdsDate ?? "",
      file: null,
      note: substance?.note ?? "",
    },
  });
  const codes = useWatch({ control, name: "hazardStatementCodes" });
  const hazardous = useWatch({ control, name: "hazardous" });
  const pictograms = ghsPictogramsOf(codes);

  // As soon as a phrase is chosen "Pericolosa" is proposed; the clerk may still choose otherwise.
  const onCodesChange = (next: string[]) => {
    if (next.length > 0 && getValues("hazardous") !== "1") {
      setValue("hazardous", "1", { shouldValidate: true, shouldTouch: true, shouldDirty: true });
      setProposed(true);
    }
  };

  const onSubmit = handleSubmit(async (form) => {
    const values = schema.parse(form);
    if (values.hazardous === "0" && values.hazardStatementCodes.length > 0) {
      const answer = await confirm({
        title: t("subWarningTitle"),
        message: fillText(t("subWarningNotHazardous"), { codes: values.hazardStatementCodes.join(", ") }),
        intent: "warning",
      });
      if (answer !== true) return;
    }
    setPercent(values.file ? 0 : null);
    let result;
    try {
      result = await save(
        {
          id: substance?.id ?? null,
          procurementId: substance ? null : props.procurementId,
          label: values.label,
          hazardStatementCodes: values.hazardStatementCodes,
          hazardous: values.hazardous === "1",
          sdsDate: values.sdsDate,
          // Always sent: an emptied note is cleared.
          note: values.note,
        },
        values.file,
        (progress) => setPercent(progress.percent),
      );
    } catch {
      return; // The network layer has shown the error.
    } finally {
      setPercent(null);
    }
    if (result.__typename === "SaveSubstanceSuccess") {
      showSuccess(substance ? t("subEdited") : t("subAdded"));
      props.onSaved();
      return;
    }
    reportMutationFailure(result, { placeOnField: placeOnFormFields<SubstanceForm>(FORM_FIELDS, setError, { shouldFocus: true }) });
  });

  const title = substance ? t("subEditTitle") : t("subNewTitle");
  const storedSds = substance?.sds ?? null;
  const sdsHelp = storedSds
    ? `${t("subCurrentSds")}: ${storedSds.originalName}. ${t("subKeepSds")}`
    : substance?.hasSds
      ? `${t("subHasSdsHidden")} ${t("subKeepSds")}`
      : undefined;
  return (
    <DataDialog
      isOpen
      className="substance-dialog"
      title={title}
      onClose={props.onClose}
      formId={FORM_ID}
      form={{ control, schema }}
      saving={isSaving}
      footerStart={
        percent !== null ? (
          <UploadProgress value={percent} />
        ) : props.onDelete ? (
          <RowActionButton action="delete" showText confirmTitle={t("subDeleteTitle")} confirmMessage={t("subDeleteConfirm")} disabled={isSaving} onClick={props.onDelete} />
        ) : null
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label={title}>
        <TextField control={control} name="label" label={t("subLabel")} />
        <HazardStatementsField control={control} name="hazardStatementCodes" label={t("subHazardStatements")} options={hazardStatements} onCodesChange={onCodesChange} />
        <div className="substance-dialog__pictograms" aria-live="polite">
          <span className="substance-dialog__pictograms-label">{t("subPictogramsPreview")}:</span>
          {pictograms.length > 0 ? <GhsPictogramList codes={pictograms} size={44} named /> : <span className="text-muted">{t("subNoPictograms")}</span>}
        </div>
        <RadioField
          control={control}
          name="hazardous"
          label={t("subClassification")}
          options={[
            { value: "1", label: t("subHazardous") },
            { value: "0", label: t("subNotHazardous") },
          ]}
          helperText={proposed && hazardous === "1" ? t("subProposedHazardous") : undefined}
        />
        {hazardous === "0" && codes.length > 0 ? (
          <Callout intent="warning" className="substance-dialog__warning" title={t("subWarningTitle")}>
            {fillText(t("subWarningNotHazardous"), { codes: codes.join(", ") })}
          </Callout>
        ) : null}
        <FileField control={control} name="file" label={t("subSdsFile")} accept=".pdf,application/pdf" helperText={sdsHelp} />
        <DateField control={control} name="sdsDate" label={t("subSdsDate")} />
        <TextAreaField control={control} name="note" label={t("subNote")} />
      </form>
    </DataDialog>
  );
}
