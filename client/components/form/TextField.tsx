// A labelled Blueprint text input bound to react-hook-form. The field's error shows once the field
// was touched or a submit was attempted (spec section 5: an attempt marks every field touched).
import type { ReactElement } from "react";
import { InputGroup, Intent } from "@blueprintjs/core";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { isEmptyText } from "./form-meta";
import { describedBy, FieldGroup, useFieldMessage } from "./FieldGroup";

export type TextFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "url";
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: "email" | "text" | "tel" | "numeric" | "decimal" | "url";
  rightElement?: ReactElement;
  helperText?: string;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  // Default: what the form's schema says about an empty value (inside a form dialog).
  required?: boolean;
};

export function TextField<TValues extends FieldValues>(props: TextFieldProps<TValues>) {
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
      <InputGroup
        id={message.inputId}
        name={field.name}
        type={props.type ?? "text"}
        value={typeof field.value === "string" ? field.value : ""}
        onValueChange={(value) => field.onChange(value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        disabled={props.disabled}
        maxLength={props.maxLength}
        intent={message.showError ? Intent.DANGER : Intent.NONE}
        {...describedBy(message)}
        rightElement={props.rightElement}
        size="large"
        fill
      />
    </FieldGroup>
  );
}
