// The generic form dialog (spec "Data dialog"): modal, about 90% of the viewport (full screen on
// phones), not closed by a click outside (a stray tap must not lose a half-filled form), title in the
// header bar, close and optional save buttons in the footer, the body scrolls between them.
import type { ReactNode } from "react";
import { Button, Dialog, DialogBody, DialogFooter, Intent } from "@blueprintjs/core";
import { t } from "../../i18n/i18n";

export type DataDialogProps = {
  isOpen: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  // The id of a <form> in the body: Save submits it (Enter works, handleSubmit marks every field touched).
  formId?: string;
  // Without formId: what Save does. Neither: no Save button (spec: absent in jobs mode).
  onSave?: () => void;
  saveLabel?: string;
  saveDisabled?: boolean;
  // A save in flight: Save spins, nothing can close the dialog meanwhile.
  saving?: boolean;
  closeLabel?: string;
  // Left side of the footer: an upload progress bar, a note.
  footerStart?: ReactNode;
  // "large" (default): 90vw × 90vh. "auto": as tall as its content, for short forms.
  size?: "large" | "auto";
  icon?: JSX.Element;
  className?: string;
};

export function DataDialog(props: DataDialogProps) {
  const saving = props.saving ?? false;
  const hasSave = Boolean(props.formId || props.onSave);
  const classes = ["data-dialog", props.size === "auto" ? "data-dialog--auto" : "data-dialog--large"];
  if (props.className) classes.push(props.className);
  return (
    <Dialog
      isOpen={props.isOpen}
      title={props.title}
      icon={props.icon}
      onClose={() => {
        if (!saving) props.onClose();
      }}
      canOutsideClickClose={false}
      canEscapeKeyClose={!saving}
      isCloseButtonShown={!saving}
      className={classes.join(" ")}
    >
      <DialogBody className="data-dialog__body" useOverflowScrollContainer={false}>
        {props.children}
      </DialogBody>
      <DialogFooter
        className="data-dialog__footer"
        actions={
          <>
            <Button variant="minimal" text={props.closeLabel ?? t("dialogClose")} disabled={saving} onClick={props.onClose} />
            {hasSave && (
              <Button
                intent={Intent.PRIMARY}
                text={props.saveLabel ?? t("dialogSave")}
                type={props.formId ? "submit" : "button"}
                form={props.formId}
                disabled={props.saveDisabled}
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
