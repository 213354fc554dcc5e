// The two dialogs of the "Chiavi API" card: naming a new key (the house form: react-hook-form with the shared zod
// rule, so the name is checked as it is typed and again by the server), and showing its secret once, to copy.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useState } from "react";
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Intent } from "@blueprintjs/core";
import { DuplicateIcon } from "@blueprintjs/icons";
import { API_KEY_NAME_MAX, API_KEY_OVERLAP_CHOICES, API_KEY_SCOPES, createApiKeySchema, type ApiKeyScope, type CreateApiKeyInput } from "../../../common/validation/api-keys";
import { RadioField } from "../../components/form/RadioField";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { TextField } from "../../components/form/TextField";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";

const FORM_ID = "api-key-form";
type ApiKeyForm = { name: string; scope?: ApiKeyScope };
const SCOPE_OPTIONS = API_KEY_SCOPES.map((choice) => ({ value: choice.scope, label: `${choice.label}: ${choice.description}` }));

// `create` answers null when the key was made, or the server's message for the name. The least a key needs is
// chosen by default: the compliance answers, which is what turnstiles and ERPs ask.
export function ApiKeyNameDialog(props: { onCreate: (input: CreateApiKeyInput) => Promise<string | null>; saving: boolean; onClose: () => void }) {
  const { control, handleSubmit, setError } = useForm<ApiKeyForm, unknown, CreateApiKeyInput>({
    resolver: zodResolver(createApiKeySchema),
    mode: "all",
    defaultValues: { name: "", scope: "COMPLIANCE" },
  });
  const onSubmit = handleSubmit(async (values) => {
    const refusal = await props.onCreate(values);
    if (refusal) setError("name", { type: "server", message: refusal }, { shouldFocus: true });
  });
  return (
    <DataDialog
      isOpen
      className="api-key-dialog"
      title={t("apiKeysNew")}
      onClose={props.onClose}
      formId={FORM_ID}
      form={{ control, schema: createApiKeySchema }}
      saving={props.saving}
      saveLabel={t("apiKeysCreate")}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label={t("apiKeysNew")}>
        <TextField control={control} name="name" label={t("apiKeysName")} helperText={t("apiKeysNameHelp")} maxLength={API_KEY_NAME_MAX} autoFocus />
        <RadioField control={control} name="scope" label={t("apiKeysScope")} options={SCOPE_OPTIONS} inline={false} />
      </form>
    </DataDialog>
  );
}

// Choosing how long the current secret keeps working after the rotation; a day by default, the usual time to deploy.
export function ApiKeyRotateDialog(props: { keyName: string; onRotate: (overlapHours: number) => Promise<void>; saving: boolean; onClose: () => void }) {
  const [overlapHours, setOverlapHours] = useState(24);
  return (
    <Dialog isOpen title={`${t("apiKeysRotateTitle")} «${props.keyName}»`} onClose={props.onClose} className="api-key-dialog">
      <DialogBody>
        <p>{t("apiKeysRotateIntro")}</p>
        <FormGroup label={t("apiKeysRotateOverlap")} labelFor="api-key-overlap">
          <HTMLSelect
            id="api-key-overlap"
            fill
            value={overlapHours}
            onChange={(event) => setOverlapHours(Number(event.currentTarget.value))}
            options={API_KEY_OVERLAP_CHOICES.map((choice) => ({ value: choice.hours, label: choice.label }))}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("dialogCancel")} onClick={props.onClose} disabled={props.saving} />
            <Button intent={Intent.PRIMARY} text={t("apiKeysRotateConfirm")} loading={props.saving} onClick={() => void props.onRotate(overlapHours)} />
          </>
        }
      />
    </Dialog>
  );
}

export function ApiKeySecretDialog(props: { secret: string; title?: string; onClose: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.secret);
      showSuccess(t("apiKeysCopied"));
    } catch {
      // Clipboard refused (an insecure origin, a browser setting): the key stays selectable in the box.
      showError(t("apiKeysCopyFailed"));
    }
  };
  return (
    // Closed only by its own button: a click beside it must not lose a secret that is never shown again.
    <Dialog isOpen title={props.title ?? t("apiKeysCreatedTitle")} onClose={props.onClose} canOutsideClickClose={false} className="api-key-dialog">
      <DialogBody>
        <p>{t("apiKeysCopyNow")}</p>
        <InputGroup
          readOnly
          value={props.secret}
          aria-label={t("apiKeysCreatedTitle")}
          className="api-key-dialog__secret"
          onFocus={(event) => event.target.select()}
          rightElement={<Button variant="minimal" icon={<DuplicateIcon />} text={t("apiKeysCopy")} onClick={() => void copy()} />}
        />
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text={t("dialogOk")} onClick={props.onClose} />} />
    </Dialog>
  );
}
