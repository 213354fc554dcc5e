// The end of the forgot and reset forms (spec section 2): "Invia", disabled while the form is invalid and
// spinning while the request runs, then the link "Torna al login".
import { Button, Intent } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { t } from "../../i18n/i18n";

export function SendAndBackToLogin({ disabled, loading }: { disabled: boolean; loading: boolean }) {
  return (
    <>
      <Button type="submit" intent={Intent.PRIMARY} size="large" fill text={t("send")} disabled={disabled} loading={loading} />
      <div className="auth-card__footer">
        <Link to="/login">{t("backToLogin")}</Link>
      </div>
    </>
  );
}
