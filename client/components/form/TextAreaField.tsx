// Multi-line text (notes): 8 rows by default (spec section 9, "Notes textareas: 8 rows").
import { Intent, TextArea } from "@blueprintjs/core";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { isEmptyText } from "./form-meta";
import { describedBy, FieldGroup, useFieldMessage } from "./FieldGroup";

export const NOTE_ROWS = 8;

export function TextAreaField<TValues extends FieldValues>(props: {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  rows?: number;
  maxLength?: number;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
}) {
  const { field, fieldState, formState } = useController({ control: props.control, name: props.name });
  const message = useFieldMessage(fieldState, formState, props.helperText, {
    name: props.name,
    label: props.label,
    emptyValue: "",
    isEmpty: isEmptyText,
    required: props.required,
  });
  return (
    <FieldGroup label={props.label} message={message}>
      <TextArea
        id={message.inputId}
        name={field.name}
        value={typeof field.value === "string" ? field.value : ""}
        onChange={(event) => field.onChange(event.currentTarget.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        rows={props.rows ?? NOTE_ROWS}
        maxLength={props.maxLength}
        disabled={props.disabled}
        intent={message.showError ? Intent.DANGER : Intent.NONE}
        {...describedBy(message)}
        fill
      />
    </FieldGroup>
  );
}
