// A date typed as DD/MM/YYYY and kept in the form as "YYYY-MM-DD" (spec sections 5 and 9).
// A masked text box rather than a calendar popover: phones get their numeric keypad and the slashes
// come by themselves, which is quicker than paging a calendar back to a document's issue date, and a
// 375 px screen has no room for a popover calendar beside the field. Validate with dateFieldSchema /
// optionalDateFieldSchema (form-schemas.ts): while the text is not a date the form holds the text.
import { useEffect, useState } from "react";
import { InputGroup, Intent } from "@blueprintjs/core";
import { CalendarIcon } from "@blueprintjs/icons";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { t } from "../../i18n/i18n";
import { dateInputText, maskDateInput, parseItalianDate } from "../../lib/dates";
import { describedBy, FieldGroup, useFieldMessage } from "./FieldGroup";

export type DateFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  helperText?: string;
  disabled?: boolean;
  autoFocus?: boolean;
};

export function DateField<TValues extends FieldValues>(props: DateFieldProps<TValues>) {
  const { field, fieldState, formState } = useController({ control: props.control, name: props.name });
  const message = useFieldMessage(fieldState, formState, props.helperText);
  const stored = typeof field.value === "string" ? field.value : "";
  const [text, setText] = useState(() => dateInputText(stored));

  // A value set from outside (reset, a loaded record) replaces what the box shows.
  useEffect(() => {
    setText((current) => (parseItalianDate(current) === stored || current === stored ? current : dateInputText(stored)));
  }, [stored]);

  return (
    <FieldGroup label={props.label} message={message}>
      <InputGroup
        id={message.inputId}
        name={field.name}
        value={text}
        onValueChange={(value) => {
          const masked = maskDateInput(value, text);
          setText(masked);
          // A complete date is stored as the API wants it; anything else as typed, so it fails validation.
          field.onChange(parseItalianDate(masked) ?? masked);
        }}
        onBlur={field.onBlur}
        inputRef={field.ref}
        placeholder={t("datePlaceholder")}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        disabled={props.disabled}
        autoFocus={props.autoFocus}
        leftIcon={<CalendarIcon />}
        intent={message.showError ? Intent.DANGER : Intent.NONE}
        {...describedBy(message)}
        size="large"
        fill
      />
    </FieldGroup>
  );
}
