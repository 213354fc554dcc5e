// The calendar a date field opens (@blueprintjs/datetime2 over react-day-picker and date-fns): loaded
// only when a user first opens one, so screens with forms do not carry it (about 45 kB gzipped) up front.
import "@blueprintjs/datetime2/lib/css/blueprint-datetime2.css";
import { DatePicker3 } from "@blueprintjs/datetime2";
import { it as italianLocale } from "date-fns/locale";
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from "../../../common/calendar-dates";
import { getLanguage, t } from "../../i18n/i18n";

const FIRST_DAY = new Date(DATE_YEAR_MIN, 0, 1);
const LAST_DAY = new Date(DATE_YEAR_MAX, 11, 31);

export function DatePickerPanel(props: { value: Date | null; onPick: (date: Date | null, isUserChange: boolean) => void }) {
  return (
    <DatePicker3
      value={props.value}
      // The month shown: the chosen date's, else today's.
      defaultValue={props.value ?? undefined}
      onChange={props.onPick}
      minDate={FIRST_DAY}
      maxDate={LAST_DAY}
      locale={getLanguage() === "ita" ? italianLocale : undefined}
      highlightCurrentDay
      showActionsBar
      todayButtonText={t("dateToday")}
      clearButtonText={t("dateClear")}
    />
  );
}
