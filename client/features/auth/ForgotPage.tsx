// /forgot (spec section 2): asks for a mail with the link to set the password.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import type { z } from "zod";
import { forgotPasswordSchemaFor } from "../../../common/validation/auth";
import { TextField } from "../../components/form/TextField";
import { showError, showSuccess } from "../../components/toaster";
import { getLanguage, t } from "../../i18n/i18n";
import { formatFieldErrors } from "../../lib/errors";
import { AuthCard } from "./AuthCard";
import { SendAndBackToLogin } from "./SendAndBackToLogin";
import { useRequestPasswordResetMutation } from "./useRequestPasswordResetMutation";

type ForgotSchema = ReturnType<typeof forgotPasswordSchemaFor>;
type ForgotForm = z.input<ForgotSchema>;
type ForgotValues = z.output<ForgotSchema>;

export function ForgotPage() {
  const navigate = useNavigate();
  const [requestPasswordReset, isInFlight] = useRequestPasswordResetMutation();
  const { control, handleSubmit, formState } = useForm<ForgotForm, unknown, ForgotValues>({
    // The field messages in the interface's language: Italian, or the spec's English texts.
    resolver: zodResolver(forgotPasswordSchemaFor(getLanguage())),
    mode: "all",
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    let result;
    try {
      result = await requestPasswordReset({ email: values.email });
    } catch {
      return; // The network layer has already shown the error.
    }
    switch (result.__typename) {
      case "RequestPasswordResetSuccess":
        if (result.data.success) {
          showSuccess(t("forgotSuccess"));
          navigate("/login");
        } else {
          showError(t("forgotNotFound"));
        }
        return;
      case "RateLimitedError":
        showError(result.message);
        return;
      case "ValidationError":
        showError(formatFieldErrors(result.fieldErrors) || result.message);
        return;
      default:
        showError(t("forgotNotFound"));
    }
  });

  return (
    <AuthCard title={t("forgotTitle")}>
      <form onSubmit={onSubmit} noValidate aria-label={t("forgotTitle")}>
        <TextField
          control={control}
          name="email"
          label={t("forgotEmail")}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoFocus
        />
        <SendAndBackToLogin disabled={!formState.isValid} loading={isInFlight} />
      </form>
    </AuthCard>
  );
}
