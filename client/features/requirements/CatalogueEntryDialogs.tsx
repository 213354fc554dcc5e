// The catalogue's other entries, new or edited: a worker fitness type (code and label; an existing one keeps its
// code, since procurements ask it by code) and a document asked per vehicle, machine or tool. The shared zod rules
// are checked as the user types and again by the server, whose refusal lands on its field.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  ELEMENT_KINDS,
  elementDocumentTypeSchema,
  workerCategorySchema,
  type ElementDocumentTypeInput,
  type ElementKindCode,
  type WorkerCategoryInput,
} from "../../../common/validation/requirements";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { SelectField } from "../../components/form/SelectField";
import { TextField } from "../../components/form/TextField";
import { t } from "../../i18n/i18n";

export type Refusal = { field: string; message: string } | null;

export function elementKindLabel(kind: string): string {
  return t(kind === "MACHINERY" ? "requirementsKindMACHINERY" : kind === "TOOL" ? "requirementsKindTOOL" : "requirementsKindEQUIPMENT");
}

const WORKER_FORM = "worker-category-form";
type WorkerValues = { code: string; label: string };

export function WorkerCategoryDialog(props: { initial: WorkerValues | null; onSave: (values: WorkerValues) => Promise<Refusal>; saving: boolean; onClose: () => void }) {
  const { control, handleSubmit, setError } = useForm<WorkerCategoryInput, unknown, WorkerValues>({
    resolver: zodResolver(workerCategorySchema),
    mode: "all",
    defaultValues: props.initial ?? { code: "", label: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    const refusal = await props.onSave(values);
    if (refusal) setError(refusal.field === "label" ? "label" : "code", { type: "server", message: refusal.message }, { shouldFocus: true });
  });
  const title = t(props.initial ? "requirementsWorkerEdit" : "requirementsWorkerNew");
  return (
    <DataDialog isOpen title={title} onClose={props.onClose} formId={WORKER_FORM} form={{ control, schema: workerCategorySchema }} saving={props.saving} saveLabel={t("requirementsSave")}>
      <form id={WORKER_FORM} onSubmit={onSubmit} noValidate aria-label={title}>
        <TextField
          control={control}
          name="code"
          label={t("requirementsCode")}
          maxLength={30}
          autoFocus={!props.initial}
          disabled={Boolean(props.initial)}
          helperText={props.initial ? t("requirementsWorkerCodeFixed") : undefined}
        />
        <TextField control={control} name="label" label={t("requirementsWorkerLabel")} maxLength={255} autoFocus={Boolean(props.initial)} />
      </form>
    </DataDialog>
  );
}

const ELEMENT_FORM = "element-document-form";
type ElementValues = { kind: ElementKindCode; name: string };

export function ElementDocumentDialog(props: { onSave: (values: ElementValues) => Promise<Refusal>; saving: boolean; onClose: () => void }) {
  const { control, handleSubmit, setError } = useForm<ElementDocumentTypeInput, unknown, ElementValues>({
    resolver: zodResolver(elementDocumentTypeSchema),
    mode: "all",
    defaultValues: { kind: "EQUIPMENT", name: "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    const refusal = await props.onSave(values);
    if (refusal) setError(refusal.field === "kind" ? "kind" : "name", { type: "server", message: refusal.message }, { shouldFocus: true });
  });
  const title = t("requirementsElementNew");
  const kinds = ELEMENT_KINDS.map((kind) => ({ value: kind, label: elementKindLabel(kind) }));
  return (
    <DataDialog isOpen title={title} onClose={props.onClose} formId={ELEMENT_FORM} form={{ control, schema: elementDocumentTypeSchema }} saving={props.saving} saveLabel={t("requirementsSave")}>
      <form id={ELEMENT_FORM} onSubmit={onSubmit} noValidate aria-label={title}>
        <SelectField control={control} name="kind" label={t("requirementsElementKind")} options={kinds} />
        <TextField control={control} name="name" label={t("requirementsElementName")} maxLength={255} autoFocus />
      </form>
    </DataDialog>
  );
}
