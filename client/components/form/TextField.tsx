// A labelled Blueprint text input bound to react-hook-form. The field's error shows once the field
// was touched or a submit was attempted (spec section 5: an attempt marks every field touched).
import { useId, type ReactElement } from "react";
import { FormGroup, InputGroup, Intent } from "@blueprintjs/core";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";

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
};

export function TextField<TValues extends FieldValues>(props: TextFieldProps<TValues>) {
  const { field, fieldState, formState } = useController({ control: props.control, name: props.name });
  const inputId = useId();
  const helperId = `${inputId}-help`;
  const showError = Boolean(fieldState.error) && (fieldState.isTouched || formState.isSubmitted);
  const helper = showError ? fieldState.error?.message : props.helperText;
  return (
    <FormGroup
      label={props.label}
      labelFor={inputId}
      // The helper line is always there, empty or not: an error appearing on blur must not move the
      // controls below it (a click on the next link would land on empty space).
      helperText={<span id={helperId}>{helper ?? "\u00a0"}</span>}
      intent={showError ? Intent.DANGER : Intent.NONE}
    >
      <InputGroup
        id={inputId}
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
        intent={showError ? Intent.DANGER : Intent.NONE}
        aria-invalid={showError || undefined}
        aria-describedby={helper ? helperId : undefined}
        rightElement={props.rightElement}
        size="large"
        fill
      />
    </FormGroup>
  );
}
