// Add or edit workers on a procurement (spec "Procurement worker", sections 3, 4 and 5; issue 9 §1).
// Add: one or more of the supplier's workers (selected_workers, required unless "Crea nuovo"), or a new
// worker with the home's worker fields and rules. Both: the task in the procurement, the 23 qualification
// flags, the note, and the read-only "Idoneità richieste ai Lavoratori" that the server recomputes
// (getRelativeDocument) on every flag change. Add also offers the import of the workers' own files.
// The flags the procurement's customer does not allow (customer 3336) are disabled and off.
// Edit: a changed task asks the workerpropagate question before saving.
import { Suspense, useDeferredValue, useEffect, useMemo, useState } from "react";
import { Checkbox, Classes, FormGroup, InputGroup, Spinner, Tag } from "@blueprintjs/core";
import { SearchIcon } from "@blueprintjs/icons";
import { useController, useForm, useWatch, type Control } from "react-hook-form";
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from "react-relay/hooks";
import { QUALIFICATION_FLAGS } from "../../../common/reference-lists";
import type { ProcurementWorkerDialog_procurementWorker$key } from "../../__generated__/ProcurementWorkerDialog_procurementWorker.graphql";
import type { ProcurementWorkerDialogCategoriesQuery } from "../../__generated__/ProcurementWorkerDialogCategoriesQuery.graphql";
import type { ProcurementWorkerDialogQuery } from "../../__generated__/ProcurementWorkerDialogQuery.graphql";
import { confirmDialog } from "../../components/dialogs/confirm-host";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { CheckboxField } from "../../components/form/CheckboxField";
import { describedBy, FieldGroup, useFieldMessage } from "../../components/form/FieldGroup";
import { TextAreaField } from "../../components/form/TextAreaField";
import { TextField } from "../../components/form/TextField";
import { PageSpinner } from "../../components/PageSpinner";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { EMPTY_MUNICIPALITY } from "../reference/municipality-value";
import { validateWith } from "../suppliers/form-resolver";
import { placeOnFormFields, reportMutationFailure } from "../../lib/mutation-outcome";
import { SupplierWorkerFields } from "../suppliers/SupplierWorkerFields";
import { formSchema, newWorkerSchema, noFlags, SERVER_FIELDS, type Flags, type FormValues } from "./procurement-worker-form";
import { useAssignProcurementWorkersMutation, useEditProcurementWorkerMutation } from "./useProcurementWorkerMutations";
import "./procurement-workers-tab.css";

const FORM_ID = "procurement-worker-form";
const WORKER_LIST_SIZE = 100;

const fragment = graphql`
  fragment ProcurementWorkerDialog_procurementWorker on ProcurementWorker {
    id
    job
    note
    worker {
      id
      firstName
      lastName
    }
    flags {
      chiefWorker
      fireSafetyOfficer
      firstAidOfficer
      electricalWork
      nightWork
      loneWork
      confinedSpaces
      workAtHeight
      plantProtectionProducts
      forklifts
      aerialPlatforms
      tractors
      earthMovingMachines
      cranes
      scaffoldAssembly
      fGasSystems
      nonDestructiveTesting
      bcmRiggerLicence
      cathodicProtectionExpert
      asbestosRemoval
      adrTransport
      drilling
      electricalSubstations
    }
  }
`;

const query = graphql`
  query ProcurementWorkerDialogQuery($procurementId: ID!, $search: String) {
    node(id: $procurementId) {
      ... on Procurement {
        forcedOffQualificationFlags
      }
    }
    viewer {
      supplier {
        workers(first: 100, hideInactive: true, search: $search) {
          totalCount
          edges {
            node {
              id
              firstName
              lastName
              job
              onProcurement(procurementId: $procurementId)
            }
          }
        }
      }
    }
  }
`;

const categoriesQuery = graphql`
  query ProcurementWorkerDialogCategoriesQuery($procurementId: ID!, $supplierId: ID, $flags: QualificationFlagsInput) {
    requiredWorkerCategories(procurementId: $procurementId, supplierId: $supplierId, flags: $flags) {
      code
      label
    }
  }
`;

export type ProcurementWorkerDialogProps = {
  procurementId: string;
  supplierId: string;
  // Edit: the assignment; add: null.
  procurementWorker: ProcurementWorkerDialog_procurementWorker$key | null;
  onClose: () => void;
  onSaved: () => void;
};

export function ProcurementWorkerDialog(props: ProcurementWorkerDialogProps) {
  const assignment = useFragment(fragment, props.procurementWorker);
  const mode = assignment ? "edit" : "add";
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  // Asked again on each opening: the workers added since are no longer offered.
  const data = useLazyLoadQuery<ProcurementWorkerDialogQuery>(
    query,
    { procurementId: props.procurementId, search: deferredSearch || null },
    { fetchPolicy: "store-and-network" },
  );
  const forcedOff = useMemo(() => new Set(data.node?.forcedOffQualificationFlags ?? []), [data.node]);
  const schema = useMemo(() => formSchema(mode), [mode]);
  const [assign, assigning] = useAssignProcurementWorkersMutation();
  const [edit, editing] = useEditProcurementWorkerMutation();

  const { control, handleSubmit, setError } = useForm<FormValues>({
    resolver: validateWith<FormValues>(schema),
    mode: "all",
    defaultValues: {
      addNewWorker: false,
      selectedWorkers: [],
      firstName: "",
      lastName: "",
      sex: null,
      fiscalCode: "",
      birthplace: EMPTY_MUNICIPALITY,
      birthDate: "",
      job: assignment?.job ?? "",
      note: assignment?.note ?? "",
      importFromSupplierDocumentation: false,
      // Forced-off flags start off whatever was stored: saving turns them off.
      flags: Object.fromEntries(
        QUALIFICATION_FLAGS.map((flag) => [flag.field, !forcedOff.has(flag.field) && (assignment?.flags[flag.field] ?? false)]),
      ) as Flags,
    },
  });
  const addNewWorker = useWatch({ control, name: "addNewWorker" });

  const onSubmit = handleSubmit(async (form) => {
    const flags = Object.fromEntries(QUALIFICATION_FLAGS.map((flag) => [flag.field, !forcedOff.has(flag.field) && form.flags[flag.field]])) as Flags;
    const job = form.job.trim() || null;
    const note = form.note.trim() || null;
    const placeOnField = placeOnFormFields<FormValues>(SERVER_FIELDS, setError, { shouldFocus: true });
    try {
      if (assignment) {
        let propagate = false;
        if ((assignment.job ?? "") !== (job ?? "")) {
          const answer = await confirmDialog({ type: "workerpropagate", title: t("wrkPropagateTitle"), message: t("wrkPropagateMessage") });
          propagate = answer === true;
        }
        const result = await edit({ procurementId: props.procurementId, workerId: assignment.worker.id, job, note, flags, propagate });
        if (result.__typename === "EditProcurementWorkerSuccess") {
          showSuccess(t("wrkEdited"));
          props.onSaved();
          return;
        }
        reportMutationFailure(result, { placeOnField });
        return;
      }
      const values = form.addNewWorker ? newWorkerSchema().parse(form) : null;
      const result = await assign({
        procurementId: props.procurementId,
        selectedWorkers: form.addNewWorker ? [] : form.selectedWorkers,
        newWorker: values
          ? {
              firstName: values.firstName,
              lastName: values.lastName,
              sex: values.sex,
              fiscalCode: values.fiscalCode,
              birthplaceId: values.birthplace.id,
              birthDate: values.birthDate,
              // A new worker's own job is the task it is hired for here.
              job,
            }
          : null,
        job,
        note,
        flags,
        importFromSupplierDocumentation: form.importFromSupplierDocumentation,
      });
      if (result.__typename === "AssignProcurementWorkersSuccess") {
        showSuccess(form.addNewWorker ? t("wrkCreatedAndAssigned") : t("wrkAssigned"));
        props.onSaved();
        return;
      }
      reportMutationFailure(result, { placeOnField });
    } catch {
      // The network layer has shown the error; the form stays open.
    }
  });

  const workers = (data.viewer?.supplier?.workers.edges ?? []).map((edge) => edge.node)
    // Add: the supplier's workers already on the procurement are not offered again.
    .filter((worker) => !worker.onProcurement);
  const title = assignment ? `${t("wrkEditTitle")}: ${assignment.worker.firstName} ${assignment.worker.lastName}` : t("wrkAddTitle");
  return (
    <DataDialog
      isOpen
      className="procurement-worker-dialog"
      title={title}
      onClose={props.onClose}
      formId={FORM_ID}
      form={{ control, schema }}
      saving={assigning || editing}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label={title}>
        {mode === "add" ? (
          <>
            <CheckboxField control={control} name="addNewWorker" label={t("wrkAddNew")} />
            {addNewWorker ? (
              <SupplierWorkerFields control={control} autoFocus />
            ) : (
              <>
                <InputGroup
                  className="procurement-worker-dialog__search"
                  leftIcon={<SearchIcon />}
                  type="search"
                  aria-label={t("wrkWorkerSearch")}
                  placeholder={t("wrkWorkerSearch")}
                  value={search}
                  onChange={(event) => setSearch(event.currentTarget.value)}
                />
                <WorkerChoice
                  control={control}
                  workers={workers}
                  more={(data.viewer?.supplier?.workers.totalCount ?? 0) > WORKER_LIST_SIZE}
                  searching={search !== deferredSearch}
                />
              </>
            )}
          </>
        ) : null}
        <TextField control={control} name="job" label={t("wrkJobInProcurement")} helperText={t("wrkJobHelp")} />
        <fieldset className="procurement-worker-dialog__flags">
          <legend className={Classes.LABEL}>{t("wrkFlagsLegend")}</legend>
          {QUALIFICATION_FLAGS.map((flag) => (
            <CheckboxField
              key={flag.field}
              control={control}
              name={`flags.${flag.field}`}
              label={flag.label}
              disabled={forcedOff.has(flag.field)}
              helperText={forcedOff.has(flag.field) ? t("wrkFlagNotAllowed") : undefined}
            />
          ))}
        </fieldset>
        <Suspense fallback={<Spinner size={16} />}>
          <RequiredCategories control={control} procurementId={props.procurementId} supplierId={props.supplierId} />
        </Suspense>
        {mode === "add" ? (
          <CheckboxField control={control} name="importFromSupplierDocumentation" label={t("wrkImportFromSupplier")} helperText={t("wrkImportFromSupplierHelp")} />
        ) : null}
        <TextAreaField control={control} name="note" label={t("wrkNote")} />
      </form>
    </DataDialog>
  );
}

// selected_workers: the supplier's workers not yet on the procurement, as a list of checkboxes (usable at
// phone width, readable by screen readers as one group).
function WorkerChoice(props: {
  control: Control<FormValues>;
  workers: ReadonlyArray<{ id: string; firstName: string; lastName: string; job: string | null | undefined }>;
  more: boolean;
  searching: boolean;
}) {
  const { field, fieldState, formState } = useController({ control: props.control, name: "selectedWorkers" });
  const message = useFieldMessage(fieldState, formState, props.more ? t("wrkWorkerListTruncated") : undefined, {
    name: "selectedWorkers",
    label: t("wrkSelectedWorkers"),
    emptyValue: [],
    isEmpty: (value) => !Array.isArray(value) || value.length === 0,
    required: true,
  });
  const chosen = new Set(field.value);
  const toggle = (id: string, on: boolean) => field.onChange(on ? [...field.value, id] : field.value.filter((value) => value !== id));
  return (
    <FieldGroup label={t("wrkSelectedWorkers")} labelFor={false} message={message} className="procurement-worker-dialog__workers">
      <div role="group" id={message.inputId} aria-label={t("wrkSelectedWorkers")} className="procurement-worker-dialog__worker-list" {...describedBy(message)}>
        {props.searching ? <Spinner size={16} /> : null}
        {props.workers.length === 0 ? <p className={Classes.TEXT_MUTED}>{t("wrkNoFreeWorkers")}</p> : null}
        {props.workers.map((worker) => (
          <Checkbox
            key={worker.id}
            label={`${worker.lastName} ${worker.firstName}${worker.job ? ` — ${worker.job}` : ""}`}
            checked={chosen.has(worker.id)}
            onChange={(event) => toggle(worker.id, event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        ))}
      </div>
    </FieldGroup>
  );
}

// "Idoneità richieste ai Lavoratori": read-only, asked of the server again whenever a flag changes.
function RequiredCategories(props: { control: Control<FormValues>; procurementId: string; supplierId: string }) {
  const environment = useRelayEnvironment();
  const flags = useWatch({ control: props.control, name: "flags" });
  const key = JSON.stringify(flags ?? noFlags());
  const [state, setState] = useState<{ loading: boolean; failed: boolean; categories: ReadonlyArray<{ code: string; label: string }> }>({
    loading: true,
    failed: false,
    categories: [],
  });
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    const subscription = fetchQuery<ProcurementWorkerDialogCategoriesQuery>(
      environment,
      categoriesQuery,
      { procurementId: props.procurementId, supplierId: props.supplierId, flags: JSON.parse(key) as Flags },
      { fetchPolicy: "network-only" },
    ).subscribe({
      next: (answer) => {
        if (current) setState({ loading: false, failed: false, categories: answer.requiredWorkerCategories });
      },
      error: () => {
        if (current) setState((previous) => ({ ...previous, loading: false, failed: true }));
      },
    });
    return () => {
      current = false;
      subscription.unsubscribe();
    };
  }, [environment, key, props.procurementId, props.supplierId]);
  return (
    <FormGroup label={t("wrkRequiredCategories")} labelFor="procurement-worker-categories" helperText={state.failed ? t("wrkRequiredCategoriesFailed") : t("wrkRequiredCategoriesHelp")}>
      <div
        id="procurement-worker-categories"
        className="procurement-worker-dialog__categories"
        role="list"
        aria-label={t("wrkRequiredCategories")}
        aria-busy={state.loading}
        aria-readonly
      >
        {state.categories.map((category) => (
          <Tag key={category.code} role="listitem" minimal>
            {category.label}
          </Tag>
        ))}
        {!state.loading && state.categories.length === 0 ? <span className={Classes.TEXT_MUTED}>{t("wrkNoRequiredCategories")}</span> : null}
        {state.loading ? <Spinner size={16} /> : null}
      </div>
    </FormGroup>
  );
}

// The dialog opens at once; its own data (the supplier's workers, the customer's rules) loads inside it.
export function ProcurementWorkerDialogLoader(props: ProcurementWorkerDialogProps) {
  const loading = (
    <DataDialog isOpen title={props.procurementWorker ? t("wrkEditTitle") : t("wrkAddTitle")} onClose={props.onClose} className="procurement-worker-dialog">
      <PageSpinner />
    </DataDialog>
  );
  return (
    <Suspense fallback={loading}>
      <ProcurementWorkerDialog {...props} />
    </Suspense>
  );
}
