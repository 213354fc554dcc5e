// The "Pross.corso" cell of the training portfolio: the training indicator of the line (spec section 2:
// grey "Formazione a protocollo ma mai eseguita", green "Formazione in regola", red "Formazione scaduta"),
// the next course's date dd/MM/yyyy, and the orange dot "Iscritto a nuovo corso non ancora concluso" (the
// "1_" value of section 4). Each sign has a tooltip and an accessible name, never colour alone.
import type { ReactElement } from "react";
import { Tooltip } from "@blueprintjs/core";
import { CircleIcon, ErrorIcon, TickCircleIcon } from "@blueprintjs/icons";
import type { MessageKey } from "../../i18n/dictionaries";
import { t } from "../../i18n/i18n";
import { DateCell } from "../../components/table/cells/DateCell";

export type TrainingStatusValue = "NEVER_DONE" | "IN_ORDER" | "EXPIRED";

const STATUS_DISPLAY: Record<TrainingStatusValue, { label: MessageKey; modifier: string; icon: ReactElement }> = {
  NEVER_DONE: { label: "frStatusNeverDone", modifier: "never-done", icon: <CircleIcon /> },
  IN_ORDER: { label: "frStatusInOrder", modifier: "in-order", icon: <TickCircleIcon /> },
  EXPIRED: { label: "frStatusExpired", modifier: "expired", icon: <ErrorIcon /> },
};

// Relay types an enum with a "%future added value" member: anything unknown reads as never done.
function displayOf(status: string) {
  return STATUS_DISPLAY[status as TrainingStatusValue] ?? STATUS_DISPLAY.NEVER_DONE;
}

export function TrainingStatusCell({ status, nextDate, enrolled }: { status: string; nextDate: string | null; enrolled: boolean }) {
  const display = displayOf(status);
  const label = t(display.label);
  return (
    <span className={`training-status training-status--${display.modifier}`}>
      <Tooltip content={label} placement="top">
        <span className="training-status__icon" role="img" aria-label={label} tabIndex={0}>
          {display.icon}
        </span>
      </Tooltip>
      <DateCell value={nextDate} />
      {enrolled && (
        <Tooltip content={t("frEnrolled")} placement="top">
          <span className="training-status__enrolled" role="img" aria-label={t("frEnrolled")} tabIndex={0} />
        </Tooltip>
      )}
    </span>
  );
}

// The meaning of the signs, written out once under the table: on a phone a tooltip needs a tap on each sign.
export function TrainingStatusLegend() {
  const statuses: TrainingStatusValue[] = ["IN_ORDER", "EXPIRED", "NEVER_DONE"];
  return (
    <ul className="training-legend" aria-label={t("frLegend")}>
      {statuses.map((status) => (
        <li key={status} className={`training-status training-status--${STATUS_DISPLAY[status].modifier}`}>
          <span className="training-status__icon" aria-hidden>
            {STATUS_DISPLAY[status].icon}
          </span>
          {t(STATUS_DISPLAY[status].label)}
        </li>
      ))}
      <li className="training-status">
        <span className="training-status__enrolled" aria-hidden />
        {t("frEnrolled")}
      </li>
    </ul>
  );
}
