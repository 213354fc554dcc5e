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

// Always the full label: the spec's abbreviations (D.A., A, R) were not understood by new users, and a
// tooltip does not reach a phone.
export function ApprovalStateCell({ value }: { value: ApprovalValue }) {
  const state = approvalStateOf(value);
  const display = APPROVAL_DISPLAY[state];
  return (
    <Tag minimal intent={display.intent} icon={ICONS[state]} className="cell-approval">
      {t(display.label)}
    </Tag>
  );
}
