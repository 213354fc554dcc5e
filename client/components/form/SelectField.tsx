// A choice from a fixed list, as the native select: on phones it opens the system picker, which is
// easier to hit than a popover list. Option values may be numbers (attachment types) or strings;
// the placeholder choice stores null.
import { HTMLSelect } from "@blueprintjs/core";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { t } from "../../i18n/i18n";
import { isEmptyChoice } from "./form-meta";
import { describedBy, FieldGroup, useFieldMessage } from "./FieldGroup";

export type SelectOption = { readonly value: string | number; readonly label: string; readonly disabled?: boolean };

const EMPTY = "";

export function SelectField<TValues extends FieldValues>(props: {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  options: ReadonlyArray<SelectOption>;
  // Adds an empty first choice with this text (true: "Selezionare…").
  placeholder?: string | boolean;
  helperText?: string;
  disabled?: boolean;
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
  const current = value === null || value === undefined ? EMPTY : String(value);
  const placeholder = props.placeholder === true ? t("selectPlaceholder") : props.placeholder || null;
  return (
    <FieldGroup label={props.label} message={message}>
      <HTMLSelect
        id={message.inputId}
        name={field.name}
        value={current}
        onChange={(event) => {
          const chosen = props.options.find((option) => String(option.value) === event.currentTarget.value);
          field.onChange(chosen ? chosen.value : null);
        }}
        onBlur={field.onBlur}
        ref={field.ref}
        disabled={props.disabled}
        {...describedBy(message)}
        className={message.showError ? "field--invalid" : undefined}
        large
        fill
      >
        {(placeholder !== null || current === EMPTY) && <option value={EMPTY}>{placeholder ?? ""}</option>}
        {props.options.map((option) => (
          <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </HTMLSelect>
    </FieldGroup>
  );
}
