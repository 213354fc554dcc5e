// A single file for react-hook-form: the form value is the File (or null). Validate with
// fileFieldSchema / optionalFileFieldSchema (form-schemas.ts), which check type and size first.
import { FileInput } from "@blueprintjs/core";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { t } from "../../i18n/i18n";
import { ACCEPT_ATTRIBUTE } from "./file-rules";
import { isEmptyChoice } from "./form-meta";
import { describedBy, FieldGroup, useFieldMessage } from "./FieldGroup";

export function FileField<TValues extends FieldValues>(props: {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  accept?: string;
  helperText?: string;
  disabled?: boolean;
  // Default: what the form's schema says about no file; a file needed only in some modes says it here.
  required?: boolean;
}) {
  const { field, fieldState, formState } = useController({ control: props.control, name: props.name });
  const message = useFieldMessage(fieldState, formState, props.helperText, {
    name: props.name,
    label: props.label,
    emptyValue: null,
    isEmpty: isEmptyChoice,
    required: props.required,
  });
  const value: unknown = field.value;
  const file = value instanceof File ? value : null;
  return (
    <FieldGroup label={props.label} message={message}>
      <FileInput
        className={message.showError ? "file-field file-field--invalid" : "file-field"}
        text={file ? file.name : t("uploadChooseFile")}
        buttonText={t("uploadBrowse")}
        hasSelection={file !== null}
        disabled={props.disabled}
        fill
        size="large"
        onInputChange={(event) => {
          field.onChange(event.currentTarget.files?.[0] ?? null);
          // The choice is made: show its error now rather than on blur.
          field.onBlur();
        }}
        inputProps={{
          id: message.inputId,
          name: field.name,
          accept: props.accept ?? ACCEPT_ATTRIBUTE,
          ref: field.ref,
          ...describedBy(message),
        }}
      />
      {/* The box cuts a long name short; on a phone it is written out in full under it. */}
      {file ? <span className="file-field__chosen">{file.name}</span> : null}
    </FieldGroup>
  );
}
