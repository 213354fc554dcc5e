// The frame every shared field uses: label, control, and one helper line under it that shows the
// field's error once the field was touched or a submit was attempted (spec section 5), else its help.
import { useId, type ReactNode } from "react";
import { FormGroup, Intent } from "@blueprintjs/core";
import type { ControllerFieldState, FieldValues, UseFormStateReturn } from "react-hook-form";

export type FieldMessage = { inputId: string; helperId: string; showError: boolean; helper: string | undefined };

export function useFieldMessage<TValues extends FieldValues>(
  fieldState: ControllerFieldState,
  formState: UseFormStateReturn<TValues>,
  helperText: string | undefined,
): FieldMessage {
  const inputId = useId();
  const showError = Boolean(fieldState.error) && (fieldState.isTouched || formState.isSubmitted);
  return { inputId, helperId: `${inputId}-help`, showError, helper: showError ? fieldState.error?.message : helperText };
}

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
      label={label}
      labelFor={labelFor ? message.inputId : undefined}
      className={className}
      // The helper line is always there, empty or not: an error appearing on blur must not move the
      // controls below it.
      helperText={<span id={message.helperId}>{message.helper ?? "\u00a0"}</span>}
      intent={message.showError ? Intent.DANGER : Intent.NONE}
    >
      {children}
    </FormGroup>
  );
}

// The aria attributes a control takes from its message.
export function describedBy(message: FieldMessage) {
  return {
    "aria-invalid": message.showError || undefined,
    "aria-describedby": message.helper ? message.helperId : undefined,
  };
}
