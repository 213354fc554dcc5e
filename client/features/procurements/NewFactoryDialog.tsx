// "Nuovo stabilimento" (customer users, level 3 or more, from the procurement form): the site's name, address and
// municipality, checked by the same zod rules as the server's; the server also refuses a name the customer already
// uses («Esiste già uno stabilimento con questo nome.»), shown under the name. On save the new site is handed back,
// so the procurement form selects it.
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
import { EMPTY_MUNICIPALITY, optionalMunicipalitySchema } from "../reference/municipality-value";
import { useCreateFactoryMutation } from "./useFactoryMutations";

const FORM_ID = "new-factory-form";
const schema = z.object({ name: factoryNameSchema, address: factoryAddressSchema, municipality: optionalMunicipalitySchema });
type FormInput = z.input<typeof schema>;
type FormOutput = z.output<typeof schema>;
// The server's field names → the form's.
const FIELDS = { name: "name", address: "address", municipalityId: "municipality" } as const;

export function NewFactoryDialog(props: { onClose: () => void; onCreated: (factory: { id: string; name: string }) => void }) {
  const [create, creating] = useCreateFactoryMutation();
  const { control, handleSubmit, setError } = useForm<FormInput, unknown, FormOutput>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: { name: "", address: "", municipality: EMPTY_MUNICIPALITY },
  });

  const save = async (values: FormOutput) => {
    try {
      const result = await create({ name: values.name, address: values.address, municipalityId: values.municipality.id });
      if (result.__typename === "CreateFactorySuccess" && result.data) {
        showSuccess(t("setSiteSaved"));
        props.onCreated(result.data.factory);
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
      className="new-factory-dialog"
      title={t("setNewSite")}
      onClose={props.onClose}
      formId={FORM_ID}
      saveLabel={t("procSave")}
      form={{ control, schema }}
      saving={creating}
      closeLabel={t("procCancel")}
    >
      {/* The dialog is drawn outside the procurement form, but React passes its events up to it: this form's submit
          stops here, so saving the site never also saves the procurement. */}
      <form
        id={FORM_ID}
        aria-label={t("setNewSite")}
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
