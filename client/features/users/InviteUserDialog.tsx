// "Invita utente": name, e-mail and level of a new colleague (the shared zod rule, checked as it is typed and again
// by the server). The server sends the mail with the link to set a password.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { inviteUserSchema, USER_LEVELS, type InviteUserFormInput, type InviteUserInput } from "../../../common/validation/users";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { SelectField } from "../../components/form/SelectField";
import { TextField } from "../../components/form/TextField";
import { t } from "../../i18n/i18n";

const FORM_ID = "invite-user-form";

// `onInvite` answers null when the invitation left, or the server's refusal of a field.
export function InviteUserDialog(props: {
  onInvite: (input: InviteUserInput) => Promise<{ field: string; message: string } | null>;
  saving: boolean;
  onClose: () => void;
}) {
  const { control, handleSubmit, setError } = useForm<InviteUserFormInput, unknown, InviteUserInput>({
    resolver: zodResolver(inviteUserSchema),
    mode: "all",
    defaultValues: { firstName: "", lastName: "", email: "", level: 1 },
  });
  const onSubmit = handleSubmit(async (values) => {
    const refusal = await props.onInvite(values);
    if (!refusal) return;
    const field = (["firstName", "lastName", "email", "level"] as const).find((name) => name === refusal.field) ?? "email";
    setError(field, { type: "server", message: refusal.message }, { shouldFocus: true });
  });
  const levels = USER_LEVELS.map((level) => ({ value: level, label: t("usersLevelOption").replace("{level}", String(level)) }));
  return (
    <DataDialog
      isOpen
      title={t("usersInvite")}
      onClose={props.onClose}
      formId={FORM_ID}
      form={{ control, schema: inviteUserSchema }}
      saving={props.saving}
      saveLabel={t("usersInviteSend")}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label={t("usersInvite")}>
        <TextField control={control} name="firstName" label={t("usersFirstName")} maxLength={100} autoFocus />
        <TextField control={control} name="lastName" label={t("usersLastName")} maxLength={100} />
        <TextField control={control} name="email" label={t("usersEmail")} maxLength={254} type="email" />
        <SelectField control={control} name="level" label={t("usersLevel")} options={levels} helperText={t("usersLevelHelp")} required />
      </form>
    </DataDialog>
  );
}
