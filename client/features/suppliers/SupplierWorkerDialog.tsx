// Add, edit or just look at one of the supplier's workers (spec sections 3 and 5, Supplier worker):
// sex and status are required, the birthplace is a municipality picked from the list. Users the server does
// not allow to change workers get "Scheda": the same form read-only.
import { useMemo } from "react";
import { Button, Callout } from "@blueprintjs/core";
import { EditIcon, InfoSignIcon } from "@blueprintjs/icons";
import { useForm, type FieldPath } from "react-hook-form";
import { graphql, useFragment } from "react-relay/hooks";
import type { SupplierWorkerDialog_worker$key } from "../../__generated__/SupplierWorkerDialog_worker.graphql";
import type { WorkerDocumentsSection_permissions$key } from "../../__generated__/WorkerDocumentsSection_permissions.graphql";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { RowActionButton } from "../../components/table/cells/RowActionButton";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { municipalityValueOf } from "../reference/municipality-value";
import { placeOnFormFields, reportMutationFailure } from "../../lib/mutation-outcome";
import { validateWith } from "./form-resolver";
import { SupplierWorkerFields } from "./SupplierWorkerFields";
import { supplierWorkerFormSchema, type SupplierWorkerForm } from "./supplier-forms";
import { useSaveSupplierWorkerMutation } from "./useSaveSupplierWorkerMutation";
import { WorkerAreaAccessSection } from "./WorkerAreaAccessSection";
import { WorkerDocumentsSection } from "./WorkerDocumentsSection";

const fragment = graphql`
  fragment SupplierWorkerDialog_worker on SupplierWorker {
    id
    firstName
    lastName
    sex
    resigned
    fiscalCode
    birthDate
    job
    birthplace {
      id
      label
    }
  }
`;

const FORM_ID = "supplier-worker-form";
// The server's field names on the form's fields.
const FORM_FIELD_OF: Record<string, FieldPath<SupplierWorkerForm>> = {
  firstName: "firstName",
  lastName: "lastName",
  sex: "sex",
  resigned: "resigned",
  fiscalCode: "fiscalCode",
  birthplaceId: "birthplace",
  birthDate: "birthDate",
  job: "job",
};

export type SupplierWorkerDialogMode = "new" | "edit" | "view";

export function SupplierWorkerDialog(props: {
  worker: SupplierWorkerDialog_worker$key | null;
  mode: SupplierWorkerDialogMode;
  onClose: () => void;
  onSaved: () => void;
  // Given to users who may delete: an "Elimina" button in the footer, after the confirmation.
  onDelete?: () => Promise<void>;
  // Given, in "view" mode, to users who may edit: a "Modifica" button that turns the card into the form.
  onEdit?: () => void;
  // Given for the supplier's own users: the worker's own documents below the form (issue 9 §2).
  documentsPermissions?: WorkerDocumentsSection_permissions$key;
}) {
  const worker = useFragment(fragment, props.worker);
  const readOnly = props.mode === "view";
  const [save, isSaving] = useSaveSupplierWorkerMutation();
  const schema = useMemo(() => supplierWorkerFormSchema(), []);
  const { control, handleSubmit, setError } = useForm<SupplierWorkerForm>({
    resolver: validateWith<SupplierWorkerForm>(schema),
    mode: "all",
    defaultValues: {
      firstName: worker?.firstName ?? "",
      lastName: worker?.lastName ?? "",
      sex: worker?.sex ?? null,
      resigned: worker?.resigned ? 1 : 0,
      fiscalCode: worker?.fiscalCode ?? "",
      birthplace: municipalityValueOf(worker?.birthplace),
      birthDate: worker?.birthDate ?? "",
      job: worker?.job ?? "",
    },
  });

  const onSubmit = handleSubmit(async (form) => {
    const values = schema.parse(form);
    let result;
    try {
      result = await save({
        id: worker?.id ?? null,
        firstName: values.firstName,
        lastName: values.lastName,
        sex: values.sex,
        resigned: values.resigned,
        fiscalCode: values.fiscalCode,
        birthplaceId: values.birthplace.id,
        birthDate: values.birthDate,
        job: values.job,
      });
    } catch {
      return; // The network layer has shown the error.
    }
    if (result.__typename === "SaveSupplierWorkerSuccess") {
      showSuccess(worker ? t("homeWorkerEdited") : t("homeWorkerAdded"));
      props.onSaved();
      return;
    }
    reportMutationFailure(result, { placeOnField: placeOnFormFields<SupplierWorkerForm>(FORM_FIELD_OF, setError, { shouldFocus: true }) });
  });

  const title = readOnly ? t("homeWorkerViewTitle") : worker ? t("homeWorkerEditTitle") : t("homeWorkerNewTitle");
  return (
    <DataDialog
      isOpen
      className="home-dialog"
      title={title}
      onClose={props.onClose}
      formId={readOnly ? undefined : FORM_ID}
      form={readOnly ? undefined : { control, schema }}
      saving={isSaving}
      footerStart={
        readOnly && props.onEdit ? (
          <Button variant="minimal" icon={<EditIcon />} text={t("homeEdit")} onClick={props.onEdit} />
        ) : props.onDelete ? (
          <RowActionButton
            action="delete"
            showText
            confirmTitle={t("homeDeleteTitle")}
            confirmMessage={t("homeWorkerDeleteConfirm")}
            disabled={isSaving}
            onClick={props.onDelete}
          />
        ) : null
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label={title}>
        {readOnly && !props.onEdit && (
          <Callout icon={<InfoSignIcon />} className="home-dialog__note" compact>
            {t("homeWorkerReadOnly")}
          </Callout>
        )}
        <SupplierWorkerFields control={control} disabled={readOnly} autoFocus={!readOnly} withStatusAndJob />
      </form>
      {worker && props.documentsPermissions ? <WorkerDocumentsSection workerId={worker.id} permissions={props.documentsPermissions} /> : null}
      {worker ? <WorkerAreaAccessSection workerId={worker.id} /> : null}
    </DataDialog>
  );
}
