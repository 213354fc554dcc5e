// "Modifica" on the procurement card (level 3 or more): the supplier's information within the
// procurement, note and "Subappaltatore di" (spec "Procurement supplier link"). Toast on success:
// "Informazioni Fornitore modificate correttamente".
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { graphql, useFragment } from "react-relay/hooks";
import { z } from "zod";
import type { ProcurementSupplierDialog_procurementSupplier$key } from "../../__generated__/ProcurementSupplierDialog_procurementSupplier.graphql";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { SelectField } from "../../components/form/SelectField";
import { TextAreaField } from "../../components/form/TextAreaField";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { failureMessage } from "../documents/mutation-failure";
import { useUpdateProcurementSupplierMutation } from "./useUpdateProcurementSupplierMutation";

const fragment = graphql`
  fragment ProcurementSupplierDialog_procurementSupplier on ProcurementSupplier {
    id
    note
    supplier {
      companyName
    }
    parentSupplier {
      id
    }
    parentSupplierOptions {
      id
      companyName
    }
  }
`;

const FORM_ID = "procurement-supplier-form";
const NOTE_MAX_LENGTH = 2000;

const schema = z.object({
  note: z.string().max(NOTE_MAX_LENGTH),
  parentSupplierId: z.string().nullable(),
});
type FormValues = z.infer<typeof schema>;

export function ProcurementSupplierDialog(props: {
  procurementSupplier: ProcurementSupplierDialog_procurementSupplier$key;
  onClose: () => void;
}) {
  const link = useFragment(fragment, props.procurementSupplier);
  const [update, isSaving] = useUpdateProcurementSupplierMutation();
  const { control, handleSubmit } = useForm<FormValues>({
    mode: "all",
    resolver: zodResolver(schema),
    defaultValues: { note: link.note ?? "", parentSupplierId: link.parentSupplier?.id ?? null },
  });

  const save = async (values: FormValues) => {
    try {
      const result = await update({
        id: link.id,
        note: values.note.trim() === "" ? null : values.note.trim(),
        parentSupplierId: values.parentSupplierId,
      });
      if (result.__typename === "UpdateProcurementSupplierSuccess") {
        showSuccess(t("procSupplierSaved"));
        props.onClose();
      } else {
        showError(failureMessage(result, t("unexpectedError")));
      }
    } catch {
      // The network layer has shown the error; the form stays open with what was typed.
    }
  };

  return (
    <DataDialog
      isOpen
      className="procurement-dialog"
      title={`${t("procSupplierFormTitle")}: ${link.supplier.companyName}`}
      onClose={props.onClose}
      formId={FORM_ID}
      saveLabel={t("procSave")}
      form={{ control, schema }}
      saving={isSaving}
      closeLabel={t("procCancel")}
    >
      <form id={FORM_ID} onSubmit={handleSubmit(save)} noValidate>
        <SelectField
          control={control}
          name="parentSupplierId"
          label={t("procSubcontractorOf")}
          placeholder={t("procNoParent")}
          options={link.parentSupplierOptions.map((supplier) => ({ value: supplier.id, label: supplier.companyName }))}
        />
        <TextAreaField control={control} name="note" label={t("procNote")} maxLength={NOTE_MAX_LENGTH} />
      </form>
    </DataDialog>
  );
}
