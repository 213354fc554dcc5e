// document_state / approval (spec section 4): "Da approvare" (D.A., grey), "Approvato" (A, green),
// "Respinto" (R, red). Always an icon plus a label, so colour is never the only signal.
import { Tag } from "@blueprintjs/core";
import { BanCircleIcon, TickCircleIcon, TimeIcon } from "@blueprintjs/icons";
import { t } from "../../../i18n/i18n";
import { APPROVAL_DISPLAY, approvalStateOf, type ApprovalState, type ApprovalValue } from "./cell-states";

const ICONS: Record<ApprovalState, JSX.Element> = {
  PENDING: <TimeIcon />,
  APPROVED: <TickCircleIcon />,
  REJECTED: <BanCircleIcon />,
};

export function ApprovalStateCell({
  value,
  variant = "tag",
}: {
  value: ApprovalValue;
  // "tag": icon and full label; "short": the spec's abbreviation (D.A., A, R) with the full label as
  // its tooltip and accessible name, for narrow columns.
  variant?: "tag" | "short";
}) {
  const state = approvalStateOf(value);
  const display = APPROVAL_DISPLAY[state];
  const label = t(display.label);
  if (variant === "short") {
    return (
      <Tag round intent={display.intent} className="cell-approval cell-approval--short" title={label}>
        <span aria-hidden>{t(display.short)}</span>
        <span className="visually-hidden">{label}</span>
      </Tag>
    );
  }
  return (
    <Tag minimal intent={display.intent} icon={ICONS[state]} className="cell-approval">
      {label}
    </Tag>
  );
}
