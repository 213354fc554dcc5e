// The confirm dialog's types, buttons and results (spec "Generic dialogs and messages", confirm dialog).
// Pure, so the table of the spec is unit-tested.
import type { ReactNode } from "react";
import type { Intent } from "@blueprintjs/core";
import type { MessageKey } from "../../i18n/dictionaries";

export type ConfirmType = "workerpropagate" | "error" | "infotable" | "appointment" | "default";

// true / false / undefined ("empty result" in the spec).
export type ConfirmResult = boolean | undefined;

export type InfoTableRow = { readonly title: string; readonly value: ReactNode };

export type ConfirmOptions =
  | {
      type?: Exclude<ConfirmType, "infotable">;
      title: string;
      // The spec's "HTML" message: React nodes, never an HTML string (no dangerouslySetInnerHTML).
      message: ReactNode;
      // The intent of the button that answers true ("Procedi", "Ok", "Modifica"...).
      intent?: Intent;
    }
  | {
      type: "infotable";
      title: string;
      message: ReadonlyArray<InfoTableRow>;
      intent?: Intent;
    };

// primary: takes the options' intent (primary by default); danger: always red.
export type ButtonEmphasis = "primary" | "secondary" | "danger";
export type ConfirmButton = { readonly label: MessageKey; readonly result: ConfirmResult; readonly emphasis: ButtonEmphasis };

// The button that has the focus when the dialog opens: the one that changes nothing (the empty result:
// "Annulla", "Ok"), so Enter or a stray key press never deletes or overwrites; else the only one.
export function focusedButton(buttons: ReadonlyArray<ConfirmButton>): ConfirmButton | undefined {
  return buttons.find((button) => button.result === undefined) ?? buttons[0];
}

// Buttons in the order they appear.
export function confirmButtons(type: ConfirmType | undefined): ReadonlyArray<ConfirmButton> {
  switch (type) {
    case "workerpropagate":
      return [
        { label: "dialogWorkerJobOnly", result: undefined, emphasis: "secondary" },
        { label: "dialogWorkerJobAndWorkers", result: true, emphasis: "primary" },
      ];
    case "error":
    case "infotable":
      return [{ label: "dialogOk", result: true, emphasis: "primary" }];
    case "appointment":
      return [
        { label: "dialogOk", result: undefined, emphasis: "secondary" },
        { label: "dialogEdit", result: true, emphasis: "primary" },
        { label: "dialogDelete", result: false, emphasis: "danger" },
      ];
    default:
      return [
        { label: "dialogCancel", result: undefined, emphasis: "secondary" },
        { label: "dialogProceed", result: true, emphasis: "primary" },
      ];
  }
}
