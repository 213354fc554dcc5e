// yes_no / no_yes cells (spec section 4): true when the value is "true" or greater than 0; the icon
// variant carries a text for screen readers, the text variant reads "SI" / "NO".
import { CrossIcon, TickIcon } from "@blueprintjs/icons";
import { t } from "../../../i18n/i18n";
import { isYes, type YesNoValue } from "./cell-states";

export function YesNoCell({
  value,
  inverted = false,
  variant = "icon",
}: {
  value: YesNoValue;
  // no_yes: the icons are swapped.
  inverted?: boolean;
  variant?: "icon" | "text";
}) {
  const yes = isYes(value) !== inverted;
  if (variant === "text") return <span className={`cell-yes-no cell-yes-no--${yes ? "yes" : "no"}`}>{yes ? t("cellYesText") : t("cellNoText")}</span>;
  const label = yes ? t("cellYes") : t("cellNo");
  return (
    <span className={`cell-yes-no cell-yes-no--${yes ? "yes" : "no"}`} title={label}>
      {yes ? <TickIcon aria-hidden /> : <CrossIcon aria-hidden />}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
