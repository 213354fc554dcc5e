// Confirmations as promises, callable from anywhere (a table cell, a mutation handler): the dialogs
// live in their own small React root, created on first use like Blueprint's OverlayToaster, so no
// provider has to be mounted in the app shell. One dialog at a time; later requests wait their turn.
// The app has no OverlaysProvider, so this root and the main one share Blueprint's global overlay
// stack: a confirmation opened over a DataDialog takes the focus from it. If an OverlaysProvider is
// ever added to App, this root needs the same stack, or the two dialogs will fight over the focus.
import { useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { Intent } from "@blueprintjs/core";
import { t } from "../../i18n/i18n";
import { ConfirmDialog } from "./ConfirmDialog";
import type { ConfirmOptions, ConfirmResult } from "./confirm-types";

type Request = { options: ConfirmOptions; resolve: (result: ConfirmResult) => void };

const queue: Request[] = [];
let root: Root | null = null;
let notify: (() => void) | null = null;

function ConfirmHost() {
  const [, setVersion] = useState(0);
  const [closing, setClosing] = useState(false);
  notify = () => setVersion((version) => version + 1);
  const current = queue[0];
  if (!current) return null;
  return (
    <ConfirmDialog
      options={current.options}
      isOpen={!closing}
      onResult={(result) => {
        if (closing) return;
        current.resolve(result);
        setClosing(true);
      }}
      onClosed={() => {
        queue.shift();
        setClosing(false);
      }}
    />
  );
}

export function confirmDialog(options: ConfirmOptions): Promise<ConfirmResult> {
  return new Promise<ConfirmResult>((resolve) => {
    queue.push({ options, resolve });
    if (!root) {
      const container = document.createElement("div");
      container.className = "confirm-host";
      document.body.append(container);
      root = createRoot(container);
      root.render(<ConfirmHost />);
    } else {
      notify?.();
    }
  });
}

// Delete confirmations are titled "Eliminazione" (spec section 8); true only on "Procedi".
export async function confirmDeletion(message: string = t("dialogDeleteMessage"), title: string = t("dialogDeleteTitle")): Promise<boolean> {
  return (await confirmDialog({ title, message, intent: Intent.DANGER })) === true;
}
