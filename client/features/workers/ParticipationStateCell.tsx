// The customer's decision on a worker's participation (spec isApproved): I.C grey, A green, A.P orange,
// R red; an icon and the short text, the full meaning as tooltip and accessible name.
import { Tag, type Intent } from "@blueprintjs/core";
import { BanCircleIcon, TickCircleIcon, TimeIcon, WarningSignIcon } from "@blueprintjs/icons";
import type { ReactElement } from "react";
import type { MessageKey } from "../../i18n/dictionaries";
import { t } from "../../i18n/i18n";

export type ParticipationState = "PENDING" | "APPROVED" | "APPROVED_WITH_PRESCRIPTIONS" | "REJECTED";

const DISPLAY: Record<ParticipationState, { label: MessageKey; short: MessageKey; intent: Intent; icon: ReactElement }> = {
  PENDING: { label: "wrkParticipationPending", short: "wrkParticipationPendingShort", intent: "none", icon: <TimeIcon /> },
  APPROVED: { label: "wrkParticipationApproved", short: "wrkParticipationApprovedShort", intent: "success", icon: <TickCircleIcon /> },
  APPROVED_WITH_PRESCRIPTIONS: {
    label: "wrkParticipationPrescriptions",
    short: "wrkParticipationPrescriptionsShort",
    intent: "warning",
    icon: <WarningSignIcon />,
  },
  REJECTED: { label: "wrkParticipationRejected", short: "wrkParticipationRejectedShort", intent: "danger", icon: <BanCircleIcon /> },
};

export function ParticipationStateCell({ value, note }: { value: ParticipationState; note?: string | null }) {
  const display = DISPLAY[value];
  const label = t(display.label);
  const title = note ? `${label}: ${note}` : label;
  return (
    <Tag minimal intent={display.intent} icon={display.icon} title={title} aria-label={title}>
      {t(display.short)}
    </Tag>
  );
}
