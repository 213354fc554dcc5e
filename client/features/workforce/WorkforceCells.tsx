// The workforce screens' cells: the suitability avatar (spec section 2: ID green; IP, IL, IPL yellow; none grey
// "N.D."), the next visit's date in the colouring's variant (past red and bold; due before 31 December orange,
// bold and "expiring"), and one training indicator per family with the spec's icons and the orange dot. Every sign
// has a tooltip and an accessible name, never colour alone.
import { Tooltip } from "@blueprintjs/core";
import { CircleIcon, ErrorIcon, TickCircleIcon } from "@blueprintjs/icons";
import type { ReactElement } from "react";
import { suitabilityLabel, type SuitabilityCode } from "../../../common/reference-lists";
import { dueDateToneOf, suitabilityAvatarOf } from "../../../common/workforce";
import type { MessageKey } from "../../i18n/dictionaries";
import { t } from "../../i18n/i18n";
import { formatDate, todayInItaly } from "../../lib/dates";

export function SuitabilityAvatar({ code }: { code: string | null | undefined }) {
  const avatar = suitabilityAvatarOf(code);
  const label = code ? suitabilityLabel(code as SuitabilityCode) : t("notAvailable");
  return (
    <Tooltip content={label} placement="top">
      <span className={`suitability-avatar suitability-avatar--${avatar.tone}`} role="img" aria-label={`${t("wfSuitability")}: ${label}`} tabIndex={0}>
        {avatar.text}
      </span>
    </Tooltip>
  );
}

export function DueDate({ value }: { value: string | null | undefined }) {
  if (!value) return <span className="due-date due-date--none">—</span>;
  const tone = dueDateToneOf(value, todayInItaly());
  const hint = tone === "past" ? t("wfPast") : tone === "expiring" ? t("wfExpiring") : null;
  return (
    <span className={`due-date due-date--${tone}`} title={hint ?? undefined}>
      {formatDate(value)}
      {hint && <span className="visually-hidden"> ({hint})</span>}
    </span>
  );
}

const STATUS: Record<string, { label: MessageKey; modifier: string; icon: ReactElement }> = {
  NEVER_DONE: { label: "frStatusNeverDone", modifier: "never-done", icon: <CircleIcon /> },
  IN_ORDER: { label: "frStatusInOrder", modifier: "in-order", icon: <TickCircleIcon /> },
  EXPIRED: { label: "frStatusExpired", modifier: "expired", icon: <ErrorIcon /> },
};

export type TrainingFamilyValue = { readonly code: string; readonly name: string; readonly status: string; readonly enrolled: boolean };

export function TrainingFamilies({ families }: { families: ReadonlyArray<TrainingFamilyValue> }) {
  if (families.length === 0) return <span className="training-families training-families--none">—</span>;
  return (
    <span className="training-families">
      {families.map((family) => {
        const display = STATUS[family.status] ?? STATUS.NEVER_DONE!;
        const label = `${family.name}: ${t(display.label)}${family.enrolled ? ` – ${t("frEnrolled")}` : ""}`;
        return (
          <Tooltip key={family.code} content={label} placement="top">
            <span className={`training-status training-status--${display.modifier} training-family`} role="img" aria-label={label} tabIndex={0}>
              <span className="training-status__icon">{display.icon}</span>
              <span className="training-family__code">{family.code}</span>
              {family.enrolled && <span className="training-status__enrolled" />}
            </span>
          </Tooltip>
        );
      })}
    </span>
  );
}
