// /login (spec section 2): on success the token is stored and the user goes home; a failed sign-in shows
// nothing to the user and is only logged. A lock after repeated failures is not a wrong password: the user
// could not find out why nothing works, so its message ("Troppi tentativi... Riprova tra N minuti") is shown.
import { Button, Intent } from "@blueprintjs/core";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import type { z } from "zod";
import { loginSchema } from "../../../common/validation/auth";
import { PasswordField } from "../../components/form/PasswordField";
import { TextField } from "../../components/form/TextField";
import { showError } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { storeToken } from "../../lib/session";
import { forgetCachedData } from "../../relay/environment";
import { AuthCard } from "./AuthCard";
import { useLoginMutation } from "./useLoginMutation";

type LoginForm = z.input<typeof loginSchema>;
type LoginValues = z.output<typeof loginSchema>;

export function LoginPage() {
  const navigate = useNavigate();
  const [login, isInFlight] = useLoginMutation();
  const { control, handleSubmit, formState } = useForm<LoginForm, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: "all",
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await login({ email: values.email.trim(), password: values.password });
      if (result.__typename === "LoginSuccess") {
        storeToken(result.data.token);
        forgetCachedData();
        navigate(result.data.user.kind === "WORKER" ? "/medicine" : "/home", { replace: true });
        return;
      }
      if (result.__typename === "RateLimitedError") showError(result.message);
      console.warn("Accesso non riuscito", result);
    } catch (error) {
      console.warn("Accesso non riuscito", error);
    }
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
