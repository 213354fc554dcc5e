// The confirm dialog of the spec: a title, a message (React nodes; a list of {title, value} rows for
// "infotable"), and the buttons of its type. At least 250 px wide (spec section 9).
import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Intent } from "@blueprintjs/core";
import { useId } from "react";
import { t } from "../../i18n/i18n";
import { confirmButtons, focusedButton, type ConfirmOptions, type ConfirmResult } from "./confirm-types";

export function ConfirmDialog({
  options,
  isOpen,
  onResult,
  onClosed,
}: {
  options: ConfirmOptions;
  isOpen: boolean;
  onResult: (result: ConfirmResult) => void;
  // After the closing animation, so the next dialog does not jump in over this one.
  onClosed?: () => void;
}) {
  const messageId = useId();
  const buttons = confirmButtons(options.type);
  const focused = focusedButton(buttons);
  const isError = options.type === "error";
  return (
    <Dialog
      isOpen={isOpen}
      title={options.title}
      role="alertdialog"
      aria-describedby={messageId}
      className="confirm-dialog"
      canOutsideClickClose={false}
      onClose={() => onResult(undefined)}
      onClosed={onClosed}
    >
      <DialogBody>
        <div id={messageId} className="confirm-dialog__message">
          {options.type === "infotable" ? (
            <HTMLTable compact className="confirm-dialog__info">
              <tbody>
                {options.message.map((row, index) => (
                  <tr key={`${row.title}-${index}`}>
                    <th scope="row">{row.title}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          ) : (
            options.message
          )}
        </div>
      </DialogBody>
      <DialogFooter
        actions={buttons.map((button) => (
          <Button
            key={button.label}
            text={t(button.label)}
            autoFocus={button === focused}
            intent={
              button.emphasis === "danger"
                ? Intent.DANGER
                : button.emphasis === "primary"
                  ? (options.intent ?? (isError ? Intent.DANGER : Intent.PRIMARY))
                  : Intent.NONE
            }
            variant={button.emphasis === "secondary" ? "minimal" : undefined}
            onClick={() => onResult(button.result)}
          />
        ))}
      />
    </Dialog>
  );
}
