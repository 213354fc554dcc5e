// The customer's decision on a worker's participation (spec isApproved): In corso grey, Approvata green,
// Approvata con prescrizioni orange, Respinta red; an icon and the full label (the spec's I.C, A, A.P and R
// were not understood by new users, and a tooltip does not reach a phone).
import { Tag, type Intent } from "@blueprintjs/core";
import { BanCircleIcon, TickCircleIcon, TimeIcon, WarningSignIcon } from "@blueprintjs/icons";
import type { ReactElement } from "react";
import type { MessageKey } from "../../i18n/dictionaries";
import { t } from "../../i18n/i18n";

export type ParticipationState = "PENDING" | "APPROVED" | "APPROVED_WITH_PRESCRIPTIONS" | "REJECTED";

const DISPLAY: Record<ParticipationState, { label: MessageKey; intent: Intent; icon: ReactElement }> = {
  PENDING: { label: "wrkParticipationPending", intent: "none", icon: <TimeIcon /> },
  APPROVED: { label: "wrkParticipationApproved", intent: "success", icon: <TickCircleIcon /> },
  APPROVED_WITH_PRESCRIPTIONS: { label: "wrkParticipationPrescriptions", intent: "warning", icon: <WarningSignIcon /> },
  REJECTED: { label: "wrkParticipationRejected", intent: "danger", icon: <BanCircleIcon /> },
};

export function ParticipationStateCell({ value, note }: { value: ParticipationState; note?: string | null }) {
  const display = DISPLAY[value];
  const label = t(display.label);
  const title = note ? `${label}: ${note}` : label;
  return (
    <Tag minimal intent={display.intent} icon={display.icon} title={title}>
      {label}
    </Tag>
  );
}
