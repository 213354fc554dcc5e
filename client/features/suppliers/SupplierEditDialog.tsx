// The supplier edit form (spec section 2 and 5): the company e-mail, required and valid.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { graphql, useFragment } from "react-relay/hooks";
import { supplierEditSchema, type SupplierEditInput } from "../../../common/validation/suppliers";
import type { SupplierEditDialog_supplier$key } from "../../__generated__/SupplierEditDialog_supplier.graphql";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { TextField } from "../../components/form/TextField";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { placeOnFormFields, reportMutationFailure } from "../../lib/mutation-outcome";
import { useUpdateSupplierMutation } from "./useUpdateSupplierMutation";

const fragment = graphql`
  fragment SupplierEditDialog_supplier on Supplier {
    id
    email
  }
`;

const FORM_ID = "supplier-edit-form";
type SupplierEditForm = { email: string };

export function SupplierEditDialog(props: { supplier: SupplierEditDialog_supplier$key; onClose: () => void }) {
  const supplier = useFragment(fragment, props.supplier);
  const [updateSupplier, isSaving] = useUpdateSupplierMutation();
  const { control, handleSubmit, setError } = useForm<SupplierEditForm, unknown, SupplierEditInput>({
    resolver: zodResolver(supplierEditSchema),
    mode: "all",
    defaultValues: { email: supplier.email ?? "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    let result;
    try {
      result = await updateSupplier({ id: supplier.id, email: values.email });
    } catch {
      return; // The network layer has shown the error.
    }
    if (result.__typename === "UpdateSupplierSuccess") {
      showSuccess(t("homeSupplierEdited"));
      props.onClose();
      return;
    }
    reportMutationFailure(result, { placeOnField: placeOnFormFields<SupplierEditForm>(["email"], setError, { shouldFocus: true }) });
  });

  return (
    <DataDialog
      isOpen
      className="home-dialog"
      title={t("homeEditSupplierTitle")}
      onClose={props.onClose}
      formId={FORM_ID}
      form={{ control, schema: supplierEditSchema }}
      saving={isSaving}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label={t("homeEditSupplierTitle")}>
        <TextField control={control} name="email" label={t("homeEmail")} type="email" inputMode="email" autoComplete="email" autoFocus />
      </form>
    </DataDialog>
  );
}
