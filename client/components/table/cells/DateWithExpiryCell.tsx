// An expiry date coloured by how close it is (spec section 4 "Date colouring", with the compliance
// window of ARCHITECTURE.md): past red, within 30 days orange "In scadenza", else plain. The state is
// also written out and has an icon, so it does not rest on colour alone.
import { ErrorIcon, WarningSignIcon } from "@blueprintjs/icons";
import { t } from "../../../i18n/i18n";
import { expiryStatusOf } from "../../../../common/expiry";
import { formatDate, todayInItaly } from "../../../lib/dates";

export function DateWithExpiryCell({
  value,
  today,
}: {
  value: string | null | undefined;
  // "YYYY-MM-DD"; default today in Italy.
  today?: string;
}) {
  const text = formatDate(value);
  if (!text) return null;
  const status = expiryStatusOf(value, today ?? todayInItaly());
  if (status !== "expired" && status !== "expiring") return <span className="cell-date">{text}</span>;
  const note = status === "expired" ? t("cellExpired") : t("cellExpiring");
  return (
    <span className={`cell-expiry cell-expiry--${status}`} title={note}>
      <span className="cell-expiry__date">
        {status === "expired" ? <ErrorIcon size={12} aria-hidden /> : <WarningSignIcon size={12} aria-hidden />}
        {text}
      </span>
      <span className="cell-expiry__note">{note}</span>
    </span>
  );
}
