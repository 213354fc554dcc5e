// A date typed as DD/MM/YYYY and kept in the form as "YYYY-MM-DD" (spec sections 5 and 9), or picked
// from a calendar opened by the icon (Blueprint's datetime2 date picker, DatePickerPanel.tsx). Typing stays the quick way
// (phones get their numeric keypad and the slashes come by themselves); a whole date pasted in any
// usual shape ("2026-05-01", "1.5.2026") is converted. Validate with dateFieldSchema /
// optionalDateFieldSchema (form-schemas.ts): while the text is not a date the form holds the text.
import { lazy, Suspense, useEffect, useState, type ClipboardEvent } from "react";
import { Button, InputGroup, Intent, Popover, Spinner } from "@blueprintjs/core";
import { CalendarIcon } from "@blueprintjs/icons";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { t } from "../../i18n/i18n";
import { calendarDateOf, dateInputText, formatDate, isoDateOfCalendar, maskDateInput, parseItalianDate, pastedDate } from "../../lib/dates";
import { isEmptyText } from "./form-meta";
import { describedBy, FieldGroup, useFieldMessage } from "./FieldGroup";

export type DateFieldProps<TValues extends FieldValues> = {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  helperText?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  required?: boolean;
};

// The calendar's code arrives when a calendar is first opened.
const DatePickerPanel = lazy(async () => ({ default: (await import("./DatePickerPanel")).DatePickerPanel }));

export function DateField<TValues extends FieldValues>(props: DateFieldProps<TValues>) {
  const { field, fieldState, formState } = useController({ control: props.control, name: props.name });
  const message = useFieldMessage(fieldState, formState, props.helperText, {
    name: props.name,
    label: props.label,
    emptyValue: "",
    isEmpty: isEmptyText,
    required: props.required,
  });
  const stored = typeof field.value === "string" ? field.value : "";
  const [text, setText] = useState(() => dateInputText(stored));
  const [pickerOpen, setPickerOpen] = useState(false);

  // A value set from outside (reset, a loaded record) replaces what the box shows.
  useEffect(() => {
    setText((current) => (parseItalianDate(current) === stored || current === stored ? current : dateInputText(stored)));
  }, [stored]);

  const show = (value: string) => {
    setText(value);
    // A complete date is stored as the API wants it; anything else as typed, so it fails validation.
    field.onChange(parseItalianDate(value) ?? value);
  };

  // A whole date on the clipboard goes in as a date, whatever was in the box and however long the
  // pasted text (the box takes 10 characters; "2026-05-01T08:30:00Z" would be cut first).
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const date = pastedDate(event.clipboardData.getData("text"));
    if (!date) return;
    event.preventDefault();
    show(formatDate(date));
  };

  const pick = (date: Date | null, isUserChange: boolean) => {
    if (!isUserChange) return;
    show(date ? formatDate(isoDateOfCalendar(date)) : "");
    field.onBlur();
    setPickerOpen(false);
  };

  // While the calendar is open, Esc closes it and nothing else: not the dialog the field is in, whatever has the
  // focus. The popover takes the focus a frame or more after it opens (later on a busy machine), and an Esc that
  // came first went from the icon's button to the dialog, which asked about unsaved changes and left the calendar
  // open. Listened for on the document before anything below it (capture), so no other handler sees the key.
  useEffect(() => {
    if (!pickerOpen) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      event.preventDefault();
      setPickerOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape, true);
    return () => document.removeEventListener("keydown", closeOnEscape, true);
  }, [pickerOpen]);

  const selected = calendarDateOf(stored);
  const calendarButton = (
    <Popover
      isOpen={pickerOpen}
      onInteraction={(next) => setPickerOpen(next)}
      placement="bottom-start"
      disabled={props.disabled}
      autoFocus
      content={
        <div className="date-field__picker">
          <Suspense fallback={<Spinner size={24} className="date-field__loading" aria-label={t("loading")} />}>
            <DatePickerPanel value={selected} onPick={pick} />
          </Suspense>
        </div>
      }
    >
      <Button
        variant="minimal"
        icon={<CalendarIcon />}
        // Not "…: {label}": the field itself must stay the only thing named after its label.
        aria-label={t("dateOpenPicker")}
        title={t("dateOpenPicker")}
        aria-haspopup="dialog"
        aria-expanded={pickerOpen}
        disabled={props.disabled}
      />
    </Popover>
  );

  return (
    <FieldGroup label={props.label} message={message} className="date-field">
      <InputGroup
        id={message.inputId}
        name={field.name}
        value={text}
        onValueChange={(value) => show(maskDateInput(value, text))}
        onPaste={onPaste}
        onBlur={field.onBlur}
        inputRef={field.ref}
        placeholder={t("datePlaceholder")}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        disabled={props.disabled}
        autoFocus={props.autoFocus}
        leftElement={calendarButton}
        intent={message.showError ? Intent.DANGER : Intent.NONE}
        {...describedBy(message)}
        size="large"
        fill
      />
    </FieldGroup>
  );
}
