// The password change form (spec sections 2 and 5, "Password change (supplier)"): old password, new
// password and its confirmation, with the rules legend. The server answers with a new token, because
// changing the password ends every session opened with the old one, this one included.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldPath } from "react-hook-form";
import { CHANGE_PASSWORD_RULES, changePasswordSchema, type ChangePasswordInput } from "../../../common/validation/auth";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { PasswordField } from "../../components/form/PasswordField";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { formatFieldErrors } from "../../lib/errors";
import { storeToken } from "../../lib/session";
import { useChangePasswordMutation } from "./useChangePasswordMutation";

const FORM_ID = "change-password-form";
const FORM_FIELDS: ReadonlySet<string> = new Set(["oldPassword", "password", "passwordConfirm"]);

export function ChangePasswordDialog(props: { onClose: () => void }) {
  const [changePassword, isSaving] = useChangePasswordMutation();
  const { control, handleSubmit, setError } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    mode: "all",
    defaultValues: { oldPassword: "", password: "", passwordConfirm: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    let result;
    try {
      result = await changePassword(values);
    } catch {
      return; // The network layer has shown the error.
    }
    if (result.__typename === "ChangePasswordSuccess") {
      storeToken(result.data.token);
      showSuccess(t("homePasswordChanged"));
      props.onClose();
      return;
    }
    if (result.__typename === "ValidationError") {
      const unplaced = result.fieldErrors.filter((entry) => !FORM_FIELDS.has(entry.field));
      for (const entry of result.fieldErrors) {
        if (FORM_FIELDS.has(entry.field)) {
          setError(entry.field as FieldPath<ChangePasswordInput>, { type: "server", message: entry.messages.join(" , ") }, { shouldFocus: true });
        }
      }
      if (unplaced.length > 0) showError(formatFieldErrors(unplaced));
      return;
    }
    if (result.__typename === "UnauthenticatedError") showError(result.message);
  });

  return (
    <DataDialog
      isOpen
      className="home-dialog"
      title={t("homeChangePassword")}
      onClose={props.onClose}
      formId={FORM_ID}
      form={{ control, schema: changePasswordSchema }}
      saving={isSaving}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label={t("homeChangePassword")}>
        <PasswordField control={control} name="oldPassword" label={t("homeOldPassword")} autoComplete="current-password" autoFocus />
        <PasswordField control={control} name="password" label={t("homeNewPassword")} autoComplete="new-password" />
        <PasswordField control={control} name="passwordConfirm" label={t("homeConfirmPassword")} autoComplete="new-password" />
        <p className="password-rules__title" id="change-password-rules-title">
          {t("passwordRulesTitle")}
        </p>
        <ul className="password-rules" aria-labelledby="change-password-rules-title">
          {CHANGE_PASSWORD_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </form>
    </DataDialog>
  );
}
