// A document type of the customer's catalogue, new or edited: code, label, the company document that satisfies it by
// import, whether it expires (the shared zod rule, checked as it is typed and again by the server).
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SUPPLIER_ATTACHMENT_TYPES } from "../../../common/reference-lists";
import { documentCategorySchema, type DocumentCategoryInput } from "../../../common/validation/requirements";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { CheckboxField } from "../../components/form/CheckboxField";
import { SelectField } from "../../components/form/SelectField";
import { TextField } from "../../components/form/TextField";
import { t } from "../../i18n/i18n";

const FORM_ID = "document-category-form";
type Values = { code: string; label: string; supplierAttachmentType: number | null; expires: boolean };

// `onSave` answers null when saved, or the server's refusal of a field.
export function DocumentCategoryDialog(props: {
  initial: Values | null;
  onSave: (input: Values) => Promise<{ field: string; message: string } | null>;
  saving: boolean;
  onClose: () => void;
}) {
  const { control, handleSubmit, setError } = useForm<DocumentCategoryInput, unknown, Values>({
    resolver: zodResolver(documentCategorySchema),
    mode: "all",
    defaultValues: props.initial ?? { code: "", label: "", supplierAttachmentType: null, expires: true },
  });
  const onSubmit = handleSubmit(async (values) => {
    const refusal = await props.onSave(values);
    if (!refusal) return;
    const field = (["code", "label", "supplierAttachmentType", "expires"] as const).find((name) => name === refusal.field) ?? "code";
    setError(field, { type: "server", message: refusal.message }, { shouldFocus: true });
  });
  const types = SUPPLIER_ATTACHMENT_TYPES.map((type) => ({ value: type.code, label: type.label }));
  const title = t(props.initial ? "requirementsEdit" : "requirementsNew");
  return (
    <DataDialog isOpen title={title} onClose={props.onClose} formId={FORM_ID} form={{ control, schema: documentCategorySchema }} saving={props.saving} saveLabel={t("requirementsSave")}>
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label={title}>
        <TextField control={control} name="code" label={t("requirementsCode")} maxLength={30} autoFocus />
        <TextField control={control} name="label" label={t("requirementsLabel")} maxLength={255} />
        <SelectField control={control} name="supplierAttachmentType" label={t("requirementsImport")} options={types} placeholder={t("requirementsImportNone")} />
        <CheckboxField control={control} name="expires" label={t("requirementsExpires")} />
      </form>
    </DataDialog>
  );
}
