// Row actions as icon buttons with a tooltip (spec "Row actions"). Delete always asks first, through
// the confirm dialog titled "Eliminazione"; its onClick runs only on "Procedi".
import { useState, type ReactElement, type ReactNode } from "react";
import { Button, Intent, Tooltip } from "@blueprintjs/core";
import { ChevronRightIcon, DownloadIcon, EditIcon, EyeOpenIcon, TrashIcon, UploadIcon } from "@blueprintjs/icons";
import type { MessageKey } from "../../../i18n/dictionaries";
import { t } from "../../../i18n/i18n";
import { confirmDeletion } from "../../dialogs/confirm-host";

export type RowAction = "view" | "open" | "edit" | "delete" | "download" | "upload" | "custom";

const DEFAULTS: Record<Exclude<RowAction, "custom">, { label: MessageKey; icon: ReactElement }> = {
  view: { label: "actionView", icon: <EyeOpenIcon /> },
  open: { label: "actionOpen", icon: <ChevronRightIcon /> },
  edit: { label: "actionEdit", icon: <EditIcon /> },
  delete: { label: "actionDelete", icon: <TrashIcon /> },
  download: { label: "actionDownload", icon: <DownloadIcon /> },
  upload: { label: "actionUpload", icon: <UploadIcon /> },
};

export type RowActionButtonProps = {
  action: RowAction;
  // A returned promise keeps the button spinning until it settles.
  onClick: () => void | Promise<unknown>;
  // Tooltip and accessible name; required for "custom".
  label?: string;
  icon?: ReactElement;
  disabled?: boolean;
  loading?: boolean;
  // "delete" only: the question and the title of the confirmation.
  confirmMessage?: string;
  confirmTitle?: string;
  intent?: Intent;
  // Shows the label beside the icon too (wide screens, lone actions).
  showText?: boolean;
};

export function RowActionButton(props: RowActionButtonProps) {
  const [busy, setBusy] = useState(false);
  const defaults = props.action === "custom" ? null : DEFAULTS[props.action];
  const label = props.label ?? (defaults ? t(defaults.label) : "");
  const icon = props.icon ?? defaults?.icon;

  const run = async () => {
    if (busy) return;
    if (props.action === "delete" && !(await confirmDeletion(props.confirmMessage, props.confirmTitle))) return;
    const result = props.onClick();
    if (result instanceof Promise) {
      setBusy(true);
      try {
        await result;
      } catch {
        // The mutation or download reported the failure itself (toast).
      } finally {
        setBusy(false);
      }
    }
  };

  return (
    <Tooltip content={label} placement="top" disabled={props.disabled} hoverOpenDelay={300}>
      <Button
        variant="minimal"
        icon={icon}
        text={props.showText ? label : undefined}
        aria-label={label}
        intent={props.intent ?? (props.action === "delete" ? Intent.DANGER : Intent.NONE)}
        disabled={props.disabled}
        loading={busy || props.loading}
        onClick={() => void run()}
        className="row-action"
      />
    </Tooltip>
  );
}

// One place in a column of actions: `action` null leaves the place empty in this row.
export type RowActionSlot = { readonly key: string; readonly action: ReactNode; readonly className?: string };

// Several actions side by side in one column. Given `slots`, every action keeps its own place in every
// row (a row without it leaves the place empty), so the same action lines up down the column and a row
// with one more action (the self-certification) does not push the others aside.
export function RowActions({ children, slots }: { children?: ReactNode; slots?: ReadonlyArray<RowActionSlot> }) {
  if (!slots) return <span className="row-actions">{children}</span>;
  return (
    <span className="row-actions row-actions--slots">
      {slots.map((slot) => (
        <span key={slot.key} className={slot.className ? `row-actions__slot ${slot.className}` : "row-actions__slot"}>
          {slot.action}
        </span>
      ))}
    </span>
  );
}
