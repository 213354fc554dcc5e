// The generic form dialog (spec "Data dialog", section 9): modal, 90% of the viewport's width and height
// (the whole screen on phones), not closed by a click outside, title in the header bar, close and
// optional save buttons in the footer, the body scrolls between them.
// Given its form (`form`), it also does what every form needs (spec section 5, issue 7):
// - Save looks disabled while the form is invalid, but a click on it (or Enter in a field) is a save
//   attempt: every field shows its error, the first one takes the focus, and the line above the
//   buttons names what is missing or wrong. Required fields carry an asterisk.
// - Esc, the close button or "Chiudi" on a form with changes asks before throwing them away.
import { useId, type ReactNode } from "react";
import { Button, Classes, Dialog, DialogBody, DialogFooter, Intent } from "@blueprintjs/core";
import { useFormState, type Control, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { t } from "../../i18n/i18n";
import { FormRegistryProvider, useFormRegistry, type FormRegistry } from "../form/form-meta-context";
import { FormSummary, useFormProblems } from "../form/FormSummary";
import { confirmDialog } from "./confirm-host";

export type DataDialogForm<TValues extends FieldValues, TContext, TOutput extends FieldValues> = {
  control: Control<TValues, TContext, TOutput>;
  // The schema of the form's resolver: which fields are required, and what is still wrong.
  schema?: z.ZodType;
};

export type DataDialogProps<TValues extends FieldValues, TContext, TOutput extends FieldValues> = {
  isOpen: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  // The id of a <form> in the body: Save submits it, and so does Enter in one of its fields.
  formId?: string;
  // The form's react-hook-form control and schema: the save attempt, the asterisks, the summary and
  // the question before losing changes. Without it the dialog is only a frame.
  form?: DataDialogForm<TValues, TContext, TOutput>;
  // Without formId: what Save does. Neither: no Save button (spec: absent in jobs mode).
  onSave?: () => void;
  saveLabel?: string;
  // Save unavailable for a reason other than the form's fields (a file still uploading).
  saveDisabled?: boolean;
  // A save in flight: Save spins, nothing can close the dialog meanwhile.
  saving?: boolean;
  closeLabel?: string;
  // Left side of the footer: an upload progress bar, a delete button.
  footerStart?: ReactNode;
  icon?: JSX.Element;
  className?: string;
};

type FormState = { isDirty: boolean; invalid: boolean; summary: ReactNode };

// The form's state as the dialog needs it; a separate component so useFormState has its control.
function FormWatcher<TValues extends FieldValues, TContext, TOutput extends FieldValues>(props: {
  form: DataDialogForm<TValues, TContext, TOutput>;
  registry: FormRegistry;
  summaryId: string;
  children: (state: FormState) => ReactNode;
}) {
  const { isDirty } = useFormState({ control: props.form.control });
  const { problems, attempted, isValid } = useFormProblems(props.form, props.registry);
  const hasRequired = props.registry.fields().some((field) => field.required);
  const summary = <FormSummary id={props.summaryId} problems={problems} attempted={attempted} hasRequired={hasRequired} />;
  return <>{props.children({ isDirty, invalid: !isValid, summary })}</>;
}

export function DataDialog<TValues extends FieldValues = FieldValues, TContext = unknown, TOutput extends FieldValues = TValues>(
  props: DataDialogProps<TValues, TContext, TOutput>,
) {
  const registry = useFormRegistry(props.form?.schema);
  const summaryId = useId();
  const frame = (state: FormState | null) => <DialogFrame {...props} state={state} summaryId={summaryId} />;
  return (
    <FormRegistryProvider registry={props.form ? registry : null}>
      {props.form ? (
        <FormWatcher form={props.form} registry={registry} summaryId={summaryId}>
          {frame}
        </FormWatcher>
      ) : (
        frame(null)
      )}
    </FormRegistryProvider>
  );
}

function DialogFrame<TValues extends FieldValues, TContext, TOutput extends FieldValues>(
  props: DataDialogProps<TValues, TContext, TOutput> & { state: FormState | null; summaryId: string },
) {
  const saving = props.saving ?? false;
  const hasSave = Boolean(props.formId || props.onSave);
  const looksDisabled = props.state?.invalid ?? false;
  const classes = ["data-dialog"];
  if (props.className) classes.push(props.className);

  // Every way out of a changed form asks first; a save in flight cannot be left at all.
  const requestClose = async () => {
    if (saving) return;
    if (props.state?.isDirty) {
      const answer = await confirmDialog({ title: t("formDiscardTitle"), message: t("formDiscardMessage"), intent: Intent.DANGER });
      if (answer !== true) return;
    }
    props.onClose();
  };

  return (
    <Dialog
      isOpen={props.isOpen}
      title={props.title}
      icon={props.icon}
      onClose={() => void requestClose()}
      canOutsideClickClose={false}
      canEscapeKeyClose={!saving}
      isCloseButtonShown={!saving}
      className={classes.join(" ")}
    >
      <DialogBody className="data-dialog__body" useOverflowScrollContainer={false}>
        {props.children}
      </DialogBody>
      {props.state ? <div className="data-dialog__summary">{props.state.summary}</div> : null}
      <DialogFooter
        className="data-dialog__footer"
        actions={
          <>
            <Button variant="minimal" text={props.closeLabel ?? t("dialogClose")} disabled={saving} onClick={() => void requestClose()} />
            {hasSave && (
              <Button
                intent={Intent.PRIMARY}
                text={props.saveLabel ?? t("dialogSave")}
                type={props.formId ? "submit" : "button"}
                form={props.formId}
                disabled={props.saveDisabled}
                // Greyed but working: the click is the attempt that shows what is missing (a disabled
                // button would also stop Enter from submitting the form).
                aria-disabled={looksDisabled || undefined}
                aria-describedby={looksDisabled ? props.summaryId : undefined}
                className={looksDisabled ? Classes.DISABLED : undefined}
                loading={saving}
                onClick={props.formId ? undefined : props.onSave}
              />
            )}
          </>
        }
      >
        {props.footerStart}
      </DialogFooter>
    </Dialog>
  );
}
