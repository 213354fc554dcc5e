import { Spinner } from "@blueprintjs/core";
import { t } from "../i18n/i18n";

export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <Spinner size={40} aria-label={t("loading")} />
      <span className="page-spinner__text">{t("loading")}</span>
    </div>
  );
}
