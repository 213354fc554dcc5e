// A yes/no form value as a Blueprint checkbox; the checkbox carries the label itself.
import { Checkbox } from "@blueprintjs/core";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { describedBy, FieldGroup, useFieldMessage } from "./FieldGroup";

const neverEmpty = (): boolean => false;

export function CheckboxField<TValues extends FieldValues>(props: {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  helperText?: string;
  disabled?: boolean;
}) {
  const { field, fieldState, formState } = useController({ control: props.control, name: props.name });
  // A checkbox is never "missing": a refused value is listed among the fields to correct.
  const message = useFieldMessage(fieldState, formState, props.helperText, {
    name: props.name,
    label: props.label,
    emptyValue: false,
    isEmpty: neverEmpty,
    required: false,
  });
  return (
    <FieldGroup label={undefined} message={message} labelFor={false} className="checkbox-field">
      <Checkbox
        id={message.inputId}
        name={field.name}
        label={props.label}
        checked={field.value === true}
        onChange={(event) => field.onChange(event.currentTarget.checked)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        disabled={props.disabled}
        {...describedBy(message)}
        size="large"
      />
    </FieldGroup>
  );
}
