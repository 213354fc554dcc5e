// The add/edit form of a vehicle (tab 4) or a machine or tool (tab 5), spec section 3 "Equipment" and
// "Machinery / tool": Tipologia and Marca e Modello required, Matricola, Appartenenza (Proprietà, Nolo),
// note. On tab 5 the choice between machinery and tool is offered only when creating.
import { useId } from "react";
import { Radio, RadioGroup } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { elementFormSchema as schema } from "../../../common/validation/elements";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { SelectField } from "../../components/form/SelectField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { TextField } from "../../components/form/TextField";
import { RowActionButton } from "../../components/table/cells/RowActionButton";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { placeOnFormFields, reportMutationFailure } from "../../lib/mutation-outcome";
import type { ElementKindValue, ElementRowData } from "./ElementRow";
import { useCreateElement, useUpdateElement } from "./useElementMutations";

// The rules are the server's (common/validation/elements.ts). The inputs take any length: a pasted text longer
// than allowed is refused with the field's name, not cut.
type FormValues = z.infer<typeof schema>;
const FORM_FIELDS = Object.keys(schema.shape) as (keyof FormValues)[];

function titleOf(kind: ElementKindValue, editing: boolean): string {
  if (kind === "EQUIPMENT") return editing ? t("elEditVehicle") : t("elNewVehicle");
  if (!editing) return t("elNewMachinery");
  return kind === "TOOL" ? t("elEditTool") : t("elEditMachinery");
}

export function ElementFormDialog(props: {
  // The supplier's place in the procurement (ProcurementSupplier id).
  procurementSupplierId: string;
  // Tab 4 creates vehicles; tab 5 machines or tools (the radio choice).
  tab: "vehicles" | "machinery";
  element: ElementRowData | null;
  onClose: () => void;
  // After a creation: the list reloads (a new row may belong on another page).
  onCreated: () => void;
  // Given to users who may delete an element being edited: "Elimina" in the footer, after the confirmation.
  onDelete?: () => Promise<void>;
}) {
  const { element } = props;
  const formId = useId();
  const [create, creating] = useCreateElement();
  const [update, updating] = useUpdateElement();
  const { control, handleSubmit, setError } = useForm<FormValues>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: {
      kind: element?.kind ?? (props.tab === "vehicles" ? "EQUIPMENT" : "MACHINERY"),
      type: element?.type ?? "",
      makerAndModel: element?.makerAndModel ?? "",
      serialNumber: element?.serialNumber ?? "",
      belonging: element?.belonging === "OWNED" || element?.belonging === "RENTED" ? element.belonging : null,
      note: element?.note ?? "",
    },
  });

  const save = async (values: FormValues) => {
    const fields = {
      type: values.type.trim(),
      makerAndModel: values.makerAndModel.trim(),
      serialNumber: values.serialNumber.trim() || null,
      belonging: values.belonging,
      note: values.note.trim() || null,
    };
    try {
      const result = element
        ? await update({ id: element.id, ...fields })
        : await create({ procurementSupplierId: props.procurementSupplierId, kind: values.kind, ...fields });
      if (result.__typename === "CreateElementSuccess" || result.__typename === "UpdateElementSuccess") {
        showSuccess(t(element ? `elEdited${values.kind}` : `elAdded${values.kind}`));
        if (!element) props.onCreated();
        props.onClose();
        return;
      }
      reportMutationFailure(result, { placeOnField: placeOnFormFields<FormValues>(FORM_FIELDS, setError), fallback: t("unexpectedError") });
    } catch {
      // The network layer has shown the error; the form keeps what was entered.
    }
  };

  const belongingOptions = [
    { value: "OWNED", label: t("elBelongingOwned") },
    { value: "RENTED", label: t("elBelongingRented") },
  ];
  return (
    <DataDialog
      isOpen
      className="procurement-dialog element-dialog"
      title={titleOf(element?.kind ?? (props.tab === "vehicles" ? "EQUIPMENT" : "MACHINERY"), element !== null)}
      onClose={props.onClose}
      formId={formId}
      saveLabel={t("procSave")}
      form={{ control, schema }}
      saving={creating || updating}
      closeLabel={t("procCancel")}
      footerStart={
        element && props.onDelete ? (
          <RowActionButton
            action="delete"
            showText
            label={t("elDelete")}
            confirmTitle={t("docDeleteTitle")}
            confirmMessage={t(`elDeleteConfirm${element.kind}`)}
            disabled={creating || updating}
            onClick={props.onDelete}
          />
        ) : null
      }
    >
      <form id={formId} className="element-form" onSubmit={handleSubmit(save)} noValidate>
        {props.tab === "machinery" && !element ? (
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <RadioGroup
                label={t("elKind")}
                inline
                selectedValue={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                className="element-form__kind"
              >
                <Radio value="MACHINERY" label={t("elKindMachinery")} size="large" />
                <Radio value="TOOL" label={t("elKindTool")} size="large" />
              </RadioGroup>
            )}
          />
        ) : null}
        <TextField control={control} name="type" label={t("elType")} autoFocus />
        <TextField control={control} name="makerAndModel" label={t("elMakerAndModel")} />
        <div className="element-form__pair">
          <TextField control={control} name="serialNumber" label={t("elSerialNumber")} />
          <SelectField control={control} name="belonging" label={t("elBelonging")} options={belongingOptions} placeholder />
        </div>
        <TextAreaField control={control} name="note" label={t("elNote")} />
      </form>
    </DataDialog>
  );
}
