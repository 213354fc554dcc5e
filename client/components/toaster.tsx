// Toasts (spec "Toast messages"): at the bottom, 4 seconds, an "ok" action, success or error styling.
import { Intent, OverlayToaster, Position, type Toaster } from "@blueprintjs/core";
import { t } from "../i18n/i18n";
import { ErrorIcon, TickCircleIcon } from "@blueprintjs/icons";

const TOAST_TIMEOUT_MS = 4000;
let toaster: Promise<Toaster> | null = null;

function getToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.createAsync({ position: Position.BOTTOM, maxToasts: 4, className: "app-toaster" });
  return toaster;
}

function show(message: string, intent: Intent): void {
  void getToaster().then((instance) =>
    instance.show({
      message,
      intent,
      icon: intent === Intent.SUCCESS ? <TickCircleIcon /> : <ErrorIcon />,
      timeout: TOAST_TIMEOUT_MS,
      action: { text: t("toastOk") },
    }),
  );
}

export function showSuccess(message: string): void {
  show(message, Intent.SUCCESS);
}

export function showError(message: string): void {
  show(message, Intent.DANGER);
}
