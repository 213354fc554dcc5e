// "Documenti richiesti" on the procurement card: what the procurement asks of every supplier (its defaults) or of one
// supplier (its overrides), chosen from the customer's catalogue, in three tabs: the documents (each required or not
// and mandatory or not), the worker fitness types and the documents per vehicle, machine and tool
// (OtherRequirementsPanels.tsx); and "Copia i requisiti da un altro appalto". The server keeps every file: a document taken away stays with its file,
// not mandatory (the "File caricato" tag says which). Loaded when opened, so the card's own query stays as it was.
import { startTransition, Suspense, useState } from "react";
import { Button, Checkbox, Classes, HTMLSelect, HTMLTable, Intent, Spinner, Switch, Tab, Tabs, Tag } from "@blueprintjs/core";
import { DuplicateIcon } from "@blueprintjs/icons";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { RequirementsDialogQuery } from "../../__generated__/RequirementsDialogQuery.graphql";
import type { RequirementsDialogSetDefaultsMutation } from "../../__generated__/RequirementsDialogSetDefaultsMutation.graphql";
import type { RequirementsDialogSetSupplierMutation } from "../../__generated__/RequirementsDialogSetSupplierMutation.graphql";
import type { RequirementsDialogCopyMutation } from "../../__generated__/RequirementsDialogCopyMutation.graphql";
import { DataDialog } from "../../components/dialogs/DataDialog";
import { useConfirm } from "../../components/dialogs/useConfirm";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { announceRequirementChange } from "../../lib/requirement-changes";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import { DEFAULTS, ElementRequirementsPanel, useOtherChoices, WorkerRequirementsPanel } from "./OtherRequirementsPanels";
import { useTicksFollowingAnswer } from "./useTicksFollowingAnswer";
import "./requirements.css";

const query = graphql`
  query RequirementsDialogQuery($id: ID!) {
    requirementCatalogue {
      id
      label
    }
    workerRequirementCatalogue {
      id
      code
      label
    }
    elementDocumentCatalogue {
      id
      kind
      name
    }
    node(id: $id) {
      ... on Procurement {
        otherRequirements {
          workerCategoryCodes
          elementDocuments {
            kind
            documentName
          }
          suppliers {
            supplierId
            workerCategoryCodes
            elementDocuments {
              kind
              documentName
            }
          }
        }
        requirements {
          defaults {
            categoryId
            mandatory
            hasFile
          }
          suppliers {
            supplierId
            companyName
            categories {
              categoryId
              mandatory
              hasFile
            }
          }
        }
        customer {
          procurements(first: 100) {
            edges {
              node {
                id
                label
              }
            }
          }
        }
      }
    }
  }
`;

const setDefaults = graphql`
  mutation RequirementsDialogSetDefaultsMutation($input: SetProcurementRequirementsInput!) {
    setProcurementRequirements(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          messages
        }
      }
    }
  }
`;
const setSupplier = graphql`
  mutation RequirementsDialogSetSupplierMutation($input: SetSupplierRequirementsInput!) {
    setSupplierRequirements(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          messages
        }
      }
    }
  }
`;
const copy = graphql`
  mutation RequirementsDialogCopyMutation($input: CopyProcurementRequirementsInput!) {
    copyProcurementRequirements(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          messages
        }
      }
    }
  }
`;

type Choice = { mandatory: boolean; hasFile: boolean };
type Outcome = { __typename: string; message?: string | null; fieldErrors?: readonly { messages: readonly string[] }[] | null };

function messageOf(result: Outcome): string | null {
  if (result.__typename.endsWith("Success")) return null;
  return result.fieldErrors?.[0]?.messages[0] ?? result.message ?? t("unexpectedError");
}

export function RequirementsDialog(props: { procurementId: string; onClose: () => void }) {
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <DataDialog isOpen title={t("requirementsDialogTitle")} onClose={props.onClose} className="requirements-dialog">
      <Suspense fallback={<Spinner />}>
        <RequirementsEditor
          procurementId={props.procurementId}
          fetchKey={fetchKey}
          onChanged={() => {
            // The editor stays on screen while the answer travels, with the ticks as the user left them.
            startTransition(() => setFetchKey((key) => key + 1));
            announceRequirementChange(props.procurementId);
          }}
        />
      </Suspense>
    </DataDialog>
  );
}

function RequirementsEditor(props: { procurementId: string; fetchKey: number; onChanged: () => void }) {
  const data = useLazyLoadQuery<RequirementsDialogQuery>(query, { id: props.procurementId }, { fetchKey: props.fetchKey, fetchPolicy: "network-only" });
  const [saveDefaults, savingDefaults] = useMutationAsPromise<RequirementsDialogSetDefaultsMutation>(setDefaults);
  const [saveSupplier, savingSupplier] = useMutationAsPromise<RequirementsDialogSetSupplierMutation>(setSupplier);
  const [runCopy, copying] = useMutationAsPromise<RequirementsDialogCopyMutation>(copy);
  const confirm = useConfirm();
  const [scope, setScope] = useState(DEFAULTS);
  const [tab, setTab] = useState<string>("documents");
  const [source, setSource] = useState("");
  const requirements = data.node?.requirements;
  const listOf = (which: string) =>
    (which === DEFAULTS ? requirements?.defaults : requirements?.suppliers.find((entry) => entry.supplierId === which)?.categories) ?? [];
  const answered = (which: string) => new Map<string, Choice>(listOf(which).map((entry) => [entry.categoryId, { mandatory: entry.mandatory, hasFile: entry.hasFile }]));
  const { ticks: choices, update: setChoices, followAnswerTo } = useTicksFollowingAnswer(scope, requirements, () => answered(scope));

  const others = useOtherChoices({ procurementId: props.procurementId, scope, others: data.node?.otherRequirements, onChanged: props.onChanged });

  if (!requirements) return <p>{t("unauthorized")}</p>;
  const sources = (data.node?.customer?.procurements.edges ?? []).map((edge) => edge.node).filter((node) => node.id !== props.procurementId);

  const toggle = (categoryId: string, required: boolean) =>
    setChoices((current) => {
      const next = new Map(current);
      if (required) next.set(categoryId, { mandatory: true, hasFile: current.get(categoryId)?.hasFile ?? false });
      else next.delete(categoryId);
      return next;
    });
  const setMandatory = (categoryId: string, mandatory: boolean) =>
    setChoices((current) => new Map(current).set(categoryId, { ...current.get(categoryId)!, mandatory }));

  const save = async () => {
    const sent = choices;
    const categories = [...sent].map(([categoryId, choice]) => ({ categoryId, mandatory: choice.mandatory }));
    try {
      const result =
        scope === DEFAULTS
          ? (await saveDefaults({ input: { procurementId: props.procurementId, categories } })).setProcurementRequirements
          : (await saveSupplier({ input: { procurementId: props.procurementId, supplierId: scope, categories } })).setSupplierRequirements;
      const refusal = messageOf(result);
      if (refusal) return showError(refusal);
      showSuccess(t("requirementsSavedRequirementsToast"));
      followAnswerTo(sent);
      props.onChanged();
    } catch {
      // The network layer has shown the error.
    }
  };
  const copyFrom = async () => {
    if (!source || (await confirm({ title: t("requirementsCopy"), message: t("requirementsCopyConfirm") })) !== true) return;
    // The copy replaces every list, unsaved ticks included (the user confirmed it): the answer read after it shows.
    const sent = { documents: choices, others: others.choices };
    try {
      const refusal = messageOf((await runCopy({ input: { procurementId: props.procurementId, fromProcurementId: source } })).copyProcurementRequirements);
      if (refusal) return showError(refusal);
      showSuccess(t("requirementsCopiedToast"));
      followAnswerTo(sent.documents);
      others.followAnswerTo(sent.others);
      props.onChanged();
    } catch {
      // The network layer has shown the error.
    }
  };

  const documents = (
    <div>
      <p className="text-muted">{t(scope === DEFAULTS ? "requirementsDefaultsHelp" : "requirementsSupplierHelp")}</p>
      <div className="requirements-dialog__scroll" tabIndex={0} role="region" aria-label={t("requirementsDialogTitle")}>
        <HTMLTable compact striped className="requirements-dialog__table">
          <thead>
            <tr>
              <th scope="col">{t("requirementsLabel")}</th>
              <th scope="col">{t("requirementsRequired")}</th>
              <th scope="col">{t("requirementsMandatory")}</th>
            </tr>
          </thead>
          <tbody>
            {data.requirementCatalogue.map((entry) => {
              const choice = choices.get(entry.id);
              const kept = !choice && listOf(scope).some((row) => row.categoryId === entry.id && row.hasFile);
              return (
                <tr key={entry.id}>
                  <td>
                    {entry.label} {choice?.hasFile || kept ? <Tag minimal>{t("requirementsHasFile")}</Tag> : null}
                  </td>
                  <td>
                    <Checkbox aria-label={`${t("requirementsRequired")}: ${entry.label}`} checked={Boolean(choice)} onChange={(event) => toggle(entry.id, event.currentTarget.checked)} />
                  </td>
                  <td>
                    <Switch
                      aria-label={`${t("requirementsMandatory")}: ${entry.label}`}
                      checked={choice?.mandatory ?? false}
                      disabled={!choice}
                      onChange={(event) => setMandatory(entry.id, event.currentTarget.checked)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </div>
    </div>
  );
  // One "Salva" for the three tabs: each list that changed goes to its mutation (the documents also when nothing did,
  // so that the button always answers).
  const answeredNow = answered(scope);
  const documentsDirty =
    answeredNow.size !== choices.size || [...choices].some(([categoryId, choice]) => answeredNow.get(categoryId)?.mandatory !== choice.mandatory);
  const saveAll = async () => {
    if (others.dirty) await others.save();
    if (documentsDirty || !others.dirty) await save();
  };
  // Another list replaces the ticks on screen: ticks not yet saved would go without a word.
  const changeScope = async (next: string) => {
    if ((documentsDirty || others.dirty) && (await confirm({ title: t("formDiscardTitle"), message: t("requirementsScopeDiscard"), intent: Intent.DANGER })) !== true) return;
    setScope(next);
  };

  return (
    <div className="requirements-dialog__body">
      <label className={Classes.LABEL}>
        {t("requirementsScope")}
        <HTMLSelect fill value={scope} onChange={(event) => void changeScope(event.currentTarget.value)}>
          <option value={DEFAULTS}>{t("requirementsScopeDefaults")}</option>
          {requirements.suppliers.map((entry) => (
            <option key={entry.supplierId} value={entry.supplierId}>{entry.companyName}</option>
          ))}
        </HTMLSelect>
      </label>
      <Tabs id="requirements-parts" renderActiveTabPanelOnly selectedTabId={tab} onChange={(next) => setTab(String(next))} className="requirements-dialog__tabs">
        <Tab id="documents" title={t("requirementsTabDocuments")} panel={documents} />
        <Tab id="workers" title={t("requirementsTabWorkers")} panel={<WorkerRequirementsPanel state={others} catalogue={data.workerRequirementCatalogue} />} />
        <Tab id="elements" title={t("requirementsTabElements")} panel={<ElementRequirementsPanel state={others} catalogue={data.elementDocumentCatalogue} />} />
      </Tabs>
      <Button
        intent="primary"
        text={t("requirementsSave")}
        loading={savingDefaults || savingSupplier || others.saving}
        onClick={() => void saveAll()}
        className="requirements-dialog__save"
      />
      {sources.length > 0 ? (
        <div className="requirements-dialog__copy">
          <label className={Classes.LABEL}>
            {t("requirementsCopyFrom")}
            <HTMLSelect value={source} onChange={(event) => setSource(event.currentTarget.value)}>
              <option value="">{t("selectPlaceholder")}</option>
              {sources.map((node) => (
                <option key={node.id} value={node.id}>{node.label}</option>
              ))}
            </HTMLSelect>
          </label>
          <Button icon={<DuplicateIcon />} variant="outlined" text={t("requirementsCopy")} disabled={!source} loading={copying} onClick={() => void copyFrom()} />
        </div>
      ) : null}
    </div>
  );
}
