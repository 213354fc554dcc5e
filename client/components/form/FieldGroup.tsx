// The frame every shared field uses: label (with an asterisk when the field is required), control, and
// one helper line under it that shows the field's error once the field was touched or a submit was
// attempted (spec section 5: an attempt marks every field touched), else its help.
import { useId, type ReactNode } from "react";
import { Classes, FormGroup, Intent } from "@blueprintjs/core";
import type { ControllerFieldState, FieldValues, UseFormStateReturn } from "react-hook-form";
import { t } from "../../i18n/i18n";
import { useFieldRegistration, type FieldDescription } from "./form-meta-context";

export type FieldMessage = { inputId: string; helperId: string; showError: boolean; helper: string | undefined; required: boolean };

export function useFieldMessage<TValues extends FieldValues>(
  fieldState: ControllerFieldState,
  formState: UseFormStateReturn<TValues>,
  helperText: string | undefined,
  // The field's name, label and empty value: it registers with the form dialog around it, which names
  // it near the Save button, and learns from the form's schema whether it is required.
  field?: Omit<FieldDescription, "inputId">,
): FieldMessage {
  const inputId = useId();
  const required = useFieldRegistration({
    name: field?.name ?? "",
    label: field ? field.label : undefined,
    inputId,
    emptyValue: field?.emptyValue,
    isEmpty: field?.isEmpty ?? neverEmpty,
    required: field ? field.required : false,
  });
  const showError = Boolean(fieldState.error) && (fieldState.isTouched || formState.isSubmitted);
  return { inputId, helperId: `${inputId}-help`, showError, helper: showError ? fieldState.error?.message : helperText, required };
}

const neverEmpty = (): boolean => false;

export function FieldGroup({
  label,
  message,
  children,
  className,
  labelFor = true,
}: {
  label: ReactNode;
  message: FieldMessage;
  children: ReactNode;
  className?: string;
  // false for controls that carry their own label (a checkbox).
  labelFor?: boolean;
}) {
  return (
    <FormGroup
      className={className}
      // The helper line is always there, empty or not: an error appearing on blur must not move the
      // controls below it.
      helperText={<span id={message.helperId}>{message.helper ?? "\u00a0"}</span>}
      intent={message.showError ? Intent.DANGER : Intent.NONE}
    >
      {label ? (
        <div className="field-group__label">
          {labelFor ? (
            <label className={Classes.LABEL} htmlFor={message.inputId}>
              {label}
            </label>
          ) : (
            <span className={Classes.LABEL}>{label}</span>
          )}
          {/* Beside the label, not in it: the field's name stays "Cognome" (screen readers hear
              "obbligatorio" from aria-required). */}
          {message.required ? (
            <span className="field-required" aria-hidden="true" title={t("formRequiredMark")}>
              *
            </span>
          ) : null}
        </div>
      ) : null}
      {children}
    </FormGroup>
  );
}

// The aria attributes a control takes from its message.
export function describedBy(message: FieldMessage) {
  return {
    "aria-invalid": message.showError || undefined,
    "aria-required": message.required || undefined,
    "aria-describedby": message.helper ? message.helperId : undefined,
  };
}
