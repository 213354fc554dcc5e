// A required item's compliance state as the server computes it (ARCHITECTURE.md "Compliance rules"),
// with an icon and an Italian label.
import { Tag } from "@blueprintjs/core";
import { BanCircleIcon, DisableIcon, ErrorIcon, IssueIcon, TickCircleIcon, TimeIcon, WarningSignIcon } from "@blueprintjs/icons";
import { t } from "../../../i18n/i18n";
import { COMPLIANCE_DISPLAY, type ComplianceState } from "./cell-states";

const ICONS: Record<ComplianceState, JSX.Element> = {
  OK: <TickCircleIcon />,
  EXPIRING: <WarningSignIcon />,
  PENDING: <TimeIcon />,
  MISSING: <IssueIcon />,
  REJECTED: <BanCircleIcon />,
  EXPIRED: <ErrorIcon />,
  NOT_REQUIRED: <DisableIcon />,
};

export function ComplianceStateCell({ value }: { value: ComplianceState }) {
  const display = COMPLIANCE_DISPLAY[value];
  return (
    <Tag minimal intent={display.intent} icon={ICONS[value]} className={`cell-compliance cell-compliance--${value.toLowerCase()}`}>
      {t(display.label)}
    </Tag>
  );
}
