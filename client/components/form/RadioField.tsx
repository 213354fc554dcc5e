// A choice among a few options shown all at once, as Blueprint radios in a group (Pericolosa / Non
// pericolosa; Macchinario / Attrezzatura). The form value is the chosen option's value, null before a choice.
import { Radio, RadioGroup } from "@blueprintjs/core";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { isEmptyChoice } from "./form-meta";
import { describedBy, FieldGroup, useFieldMessage } from "./FieldGroup";

export type RadioOption = { readonly value: string; readonly label: string };

export function RadioField<TValues extends FieldValues>(props: {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  options: ReadonlyArray<RadioOption>;
  helperText?: string;
  disabled?: boolean;
  inline?: boolean;
}) {
  const { field, fieldState, formState } = useController({ control: props.control, name: props.name });
  const message = useFieldMessage(fieldState, formState, props.helperText, {
    name: props.name,
    label: props.label,
    emptyValue: null,
    isEmpty: isEmptyChoice,
  });
  const value: unknown = field.value;
  return (
    <FieldGroup label={props.label} message={message} labelFor={false}>
      <RadioGroup
        name={field.name}
        selectedValue={value === null || value === undefined ? undefined : String(value)}
        onChange={(event) => {
          field.onChange(event.currentTarget.value);
          field.onBlur();
        }}
        inline={props.inline ?? true}
        disabled={props.disabled}
        {...describedBy(message)}
      >
        {props.options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} size="large" />
        ))}
      </RadioGroup>
    </FieldGroup>
  );
}
