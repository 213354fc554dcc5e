// "Nuovo stabilimento" and "Modifica stabilimento" (customer users, level 3 or more, from «Stabilimenti» and from the
// procurement form): the site's name, address and municipality, checked by the same zod rules as the server's; the
// server also refuses a name the customer already uses («Esiste già uno stabilimento con questo nome.»), shown under
// the name. On save the site is handed back, so the procurement form selects a new one.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FACTORY_ADDRESS_MAX_LENGTH, FACTORY_NAME_MAX_LENGTH, factoryAddressSchema, factoryNameSchema } from "../../../common/validation/factories";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { TextField } from "../../components/form/TextField";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { placeOnFormFields, reportMutationFailure } from "../../lib/mutation-outcome";
import { MunicipalityField } from "../reference/MunicipalityField";
import { municipalityValueOf, optionalMunicipalitySchema } from "../reference/municipality-value";
import { useCreateFactoryMutation, useUpdateFactoryMutation } from "./useFactoryMutations";

const FORM_ID = "factory-form";
const schema = z.object({ name: factoryNameSchema, address: factoryAddressSchema, municipality: optionalMunicipalitySchema });
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;
// The server's field names → the form's.
const FIELDS = { name: "name", address: "address", municipalityId: "municipality" } as const;

export type FactoryDialogInitial = {
  readonly id: string;
  readonly name: string;
  readonly address: string | null | undefined;
  readonly municipality: { readonly id: string; readonly label: string } | null | undefined;
};

export function FactoryDialog(props: {
  // Absent: a new site.
  factory?: FactoryDialogInitial;
  onClose: () => void;
  onSaved: (factory: { id: string; name: string }) => void;
}) {
  const [create, creating] = useCreateFactoryMutation();
  const [update, updating] = useUpdateFactoryMutation();
  const initial = props.factory;
  const title = t(initial ? "factoriesEdit" : "setNewSite");
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: { name: initial?.name ?? "", address: initial?.address ?? "", municipality: municipalityValueOf(initial?.municipality) },
  });

  const save = async (values: FormOutput) => {
    const fields = { name: values.name, address: values.address, municipalityId: values.municipality.id };
    try {
      const result = initial ? await update({ id: initial.id, ...fields }) : await create(fields);
      if ((result.__typename === "CreateFactorySuccess" || result.__typename === "UpdateFactorySuccess") && result.data) {
        showSuccess(t("setSiteSaved"));
        props.onSaved(result.data.factory);
        return;
      }
      reportMutationFailure(result, { placeOnField: placeOnFormFields<FormInput>(FIELDS, setError, { shouldFocus: true }), fallback: t("unexpectedError") });
    } catch {
      // The network layer has shown the error; the form stays open with what was typed.
    }
  };

  return (
    <DataDialog
      isOpen
      className="factory-dialog"
      title={title}
      onClose={props.onClose}
      formId={FORM_ID}
      saveLabel={t("procSave")}
      form={{ control, schema }}
      saving={creating || updating}
      closeLabel={t("procCancel")}
    >
      {/* Opened from the procurement form, the dialog is drawn outside it, but React passes its events up to it: this
          form's submit stops here, so saving the site never also saves the procurement. */}
      <form
        id={FORM_ID}
        aria-label={title}
        noValidate
        onSubmit={(event) => {
          event.stopPropagation();
          void handleSubmit(save)(event);
        }}
      >
        <TextField control={control} name="name" label={t("setSiteName")} maxLength={FACTORY_NAME_MAX_LENGTH} helperText={t("setSiteNameHelp")} autoFocus />
        <TextField control={control} name="address" label={t("setAddress")} maxLength={FACTORY_ADDRESS_MAX_LENGTH} />
        <MunicipalityField control={control} name="municipality" label={t("setMunicipality")} />
      </form>
    </DataDialog>
  );
}
