// /login (spec section 2): on success the token is stored and the user goes home. The spec shows nothing
// on a failed sign-in; users then saw the button spin and stop without knowing why (issue 7), so a
// failure shows one neutral message that does not say whether the e-mail exists, and a throttled attempt
// says how long to wait. Both stay under the form until the next attempt.
import { useState } from "react";
import { Button, Callout, Intent } from "@blueprintjs/core";
import { ErrorIcon } from "@blueprintjs/icons";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import type { z } from "zod";
import { loginSchema } from "../../../common/validation/auth";
import { PasswordField } from "../../components/form/PasswordField";
import { TextField } from "../../components/form/TextField";
import { getLanguage, t } from "../../i18n/i18n";
import { formatFieldErrors } from "../../lib/errors";
import { storeToken } from "../../lib/session";
import { forgetCachedData } from "../../relay/environment";
import { AuthCard } from "./AuthCard";
import { useLoginMutation } from "./useLoginMutation";

type LoginForm = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

// The server's throttling message is Italian; the English interface says the same with the wait it sends.
function waitMessage(serverMessage: string, retryAfterSeconds: number): string {
  if (getLanguage() === "ita") return serverMessage;
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} s` : `${Math.ceil(retryAfterSeconds / 60)} min`;
  return t("loginThrottled").replace("{wait}", wait);
}

export function LoginPage() {
  const navigate = useNavigate();
  const [login, isInFlight] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<LoginForm, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: "all",
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let result;
    try {
      result = await login({ email: values.email.trim(), password: values.password });
    } catch (error) {
      console.warn("Accesso non riuscito", error); // the network layer has shown the error
      return;
    }
    switch (result.__typename) {
      case "LoginSuccess":
        storeToken(result.data.token);
        forgetCachedData();
        navigate(result.data.user.kind === "WORKER" ? "/medicine" : "/home", { replace: true });
        return;
      case "RateLimitedError":
        setFailure(waitMessage(result.message, result.retryAfterSeconds));
        break;
      case "ValidationError":
        setFailure(formatFieldErrors(result.fieldErrors) || result.message);
        break;
      default:
        setFailure(t("loginFailed"));
    }
    console.warn("Accesso non riuscito", result);
  });

  return (
    <AuthCard title={t("loginTitle")}>
      <form onSubmit={onSubmit} noValidate aria-label={t("loginTitle")}>
        <TextField
          control={control}
          name="email"
          label={t("email")}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoFocus
        />
        <PasswordField control={control} name="password" label={t("password")} autoComplete="current-password" />
        <div className="auth-card__row">
          <Link to="/forgot">{t("forgotLink")}</Link>
        </div>
        {failure ? (
          <Callout intent={Intent.DANGER} icon={<ErrorIcon />} className="auth-card__callout" role="alert">
            {failure}
          </Callout>
        ) : null}
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          fill
          text={t("loginButton")}
          disabled={!formState.isValid}
          loading={isInFlight}
        />
      </form>
    </AuthCard>
  );
}
