// /reset/:mail/:token (spec section 2): sets the password from the link of the mail.
import { useState } from "react";
import { Callout, Intent } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router-dom";
import { RESET_PASSWORD_RULES, resetPasswordFormSchema, type ResetPasswordForm } from "../../../common/validation/auth";
import { PasswordField } from "../../components/form/PasswordField";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { formatFieldErrors } from "../../lib/errors";
import { AuthCard } from "./AuthCard";
import { SendAndBackToLogin } from "./SendAndBackToLogin";
import { useResetPasswordMutation } from "./useResetPasswordMutation";
import { ErrorIcon } from "@blueprintjs/icons";

// The API's field names on the screen's fields; any other field (email, token) means the link itself is bad.
const FORM_FIELD_OF: Record<string, keyof ResetPasswordForm> = { password: "pwd", passwordConfirmation: "pwdr" };

export function ResetPage() {
  const { mail = "", token = "" } = useParams();
  const navigate = useNavigate();
  const [resetPassword, isInFlight] = useResetPasswordMutation();
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: "all",
    defaultValues: { pwd: "", pwdr: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    let result;
    try {
      result = await resetPassword({ email: mail, token, password: values.pwd, passwordConfirmation: values.pwdr });
    } catch {
      return; // The network layer has already shown the error.
    }
    if (result.__typename === "ResetPasswordSuccess" && result.data.success) {
      showSuccess(t("resetSuccess"));
      navigate("/login");
      return;
    }
    if (result.__typename === "ValidationError") {
      const linkErrors = result.fieldErrors.filter((entry) => !(entry.field in FORM_FIELD_OF));
      for (const entry of result.fieldErrors) {
        const formField = FORM_FIELD_OF[entry.field];
        if (formField) setError(formField, { type: "server", message: entry.messages.join(" , ") }, { shouldFocus: true });
      }
      if (linkErrors.length > 0 || result.fieldErrors.length === 0) {
        setLinkProblem(formatFieldErrors(linkErrors) || result.message);
      }
      return;
    }
    if (result.__typename === "RateLimitedError") {
      showError(result.message);
      return;
    }
    setLinkProblem(t("resetInvalidLink"));
  });

  return (
    <AuthCard title={t("resetTitle")} intro={<p>{t("resetText")}</p>}>
      {mail ? (
        <p className="auth-card__account">
          {t("resetFor")}: <strong>{mail}</strong>
        </p>
      ) : null}
      {linkProblem ? (
        <Callout intent={Intent.DANGER} icon={<ErrorIcon />} className="auth-card__callout" role="alert">
          <p>{linkProblem}</p>
          <Link to="/forgot">{t("requestNewLink")}</Link>
        </Callout>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label={t("resetTitle")}>
        <PasswordField control={control} name="pwd" label={t("resetPassword")} autoComplete="new-password" autoFocus />
        <PasswordField control={control} name="pwdr" label={t("resetRepeat")} autoComplete="new-password" />
        <p className="password-rules__title" id="password-rules-title">
          {t("passwordRulesTitle")}
        </p>
        <ul className="password-rules" aria-labelledby="password-rules-title">
          {RESET_PASSWORD_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <SendAndBackToLogin disabled={!formState.isValid} loading={isInFlight} />
      </form>
    </AuthCard>
  );
}
