// The two other panels of "Documenti richiesti": the worker fitness types asked (tab 3's participations follow them)
// and the documents asked for each vehicle, machine and tool (tabs 4 and 5's warning panels), of every supplier or of
// one on top. The server's setOtherRequirements takes both lists at once for one scope, so both panels share one
// choice, saved by the dialog's one "Salva" when it changed; what is asked of every supplier shows, ticked and fixed,
// in a supplier's own lists.
import { Checkbox, Tag } from "@blueprintjs/core";
import { graphql } from "react-relay/hooks";
import type { OtherRequirementsPanelsSetMutation } from "../../__generated__/OtherRequirementsPanelsSetMutation.graphql";
import type { RequirementsDialogQuery$data } from "../../__generated__/RequirementsDialogQuery.graphql";
import { ELEMENT_KINDS } from "../../../common/validation/requirements";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { failureMessage } from "../../lib/mutation-outcome";
import { fillText } from "../../components/table/text-template";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import { elementKindLabel } from "./CatalogueEntryDialogs";
import { useTicksFollowingAnswer } from "./useTicksFollowingAnswer";

const setOthers = graphql`
  mutation OtherRequirementsPanelsSetMutation($input: SetOtherRequirementsInput!) {
    setOtherRequirements(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
    }
  }
`;

type Others = NonNullable<NonNullable<RequirementsDialogQuery$data["node"]>["otherRequirements"]>;
type ElementKind = (typeof ELEMENT_KINDS)[number];
type ElementEntry = { readonly kind: string; readonly documentName: string };

export const DEFAULTS = "defaults";
const SEPARATOR = "\u0000";
const keyOf = (entry: ElementEntry) => `${entry.kind}${SEPARATOR}${entry.documentName}`;
const entryOf = (key: string) => {
  const [kind, documentName] = key.split(SEPARATOR) as [ElementKind, string];
  return { kind, documentName };
};

function listsOf(others: Others | null | undefined, scope: string) {
  const own = scope === DEFAULTS ? others : others?.suppliers.find((entry) => entry.supplierId === scope);
  return { workers: new Set(own?.workerCategoryCodes ?? []), elements: new Set((own?.elementDocuments ?? []).map(keyOf)) };
}

export type OtherChoices = ReturnType<typeof useOtherChoices>;

export function useOtherChoices(props: { procurementId: string; scope: string; others: Others | null | undefined; onChanged: () => void }) {
  const { scope, others } = props;
  const [run, saving] = useMutationAsPromise<OtherRequirementsPanelsSetMutation>(setOthers);
  const { ticks: choices, update: setChoices, followAnswerTo } = useTicksFollowingAnswer(scope, others, () => listsOf(others, scope));
  const inherited = scope === DEFAULTS ? { workers: new Set<string>(), elements: new Set<string>() } : listsOf(others, DEFAULTS);

  const toggle = (part: "workers" | "elements", key: string, on: boolean) =>
    setChoices((current) => {
      const next = new Set(current[part]);
      if (on) next.add(key);
      else next.delete(key);
      return { ...current, [part]: next };
    });

  const save = async () => {
    const sent = choices;
    try {
      const result = (
        await run({
          input: {
            procurementId: props.procurementId,
            supplierId: scope === DEFAULTS ? null : scope,
            workerCategoryCodes: [...sent.workers],
            elementDocuments: [...sent.elements].map(entryOf),
          },
        })
      ).setOtherRequirements;
      if (result.__typename !== "SetOtherRequirementsSuccess") return showError(failureMessage(result as Parameters<typeof failureMessage>[0], t("unexpectedError")));
      showSuccess(t("requirementsOthersSavedToast"));
      followAnswerTo(sent);
      props.onChanged();
    } catch {
      // The network layer has shown the error.
    }
  };
  const answered = listsOf(others, scope);
  const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((key) => b.has(key));
  const dirty = !sameSet(choices.workers, answered.workers) || !sameSet(choices.elements, answered.elements);
  // Asked before but no longer in the catalogue: still shown, so that it can be taken away.
  const askedElements = new Set([...answered.elements, ...inherited.elements]);
  return { choices, inherited, toggle, save, saving, dirty, askedElements, scope, followAnswerTo };
}

function ChoiceRow(props: { label: string; checkboxLabel: string; checked: boolean; inherited: boolean; extra?: string; onChange: (on: boolean) => void }) {
  return (
    <li className="requirements-dialog__choice">
      <Checkbox
        aria-label={props.checkboxLabel}
        checked={props.checked || props.inherited}
        disabled={props.inherited}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
        labelElement={
          <span>
            {props.label} {props.inherited ? <Tag minimal>{t("requirementsFromDefaults")}</Tag> : null}
            {props.extra ? <Tag minimal intent="warning">{props.extra}</Tag> : null}
          </span>
        }
      />
    </li>
  );
}

export function WorkerRequirementsPanel(props: { state: OtherChoices; catalogue: RequirementsDialogQuery$data["workerRequirementCatalogue"] }) {
  const { state } = props;
  return (
    <div>
      <p className="text-muted">{t(state.scope === DEFAULTS ? "requirementsWorkersHelpDefaults" : "requirementsWorkersHelpSupplier")}</p>
      <ul className="requirements-dialog__choices" aria-label={t("requirementsTabWorkers")}>
        {props.catalogue.map((entry) => (
          <ChoiceRow
            key={entry.id}
            label={entry.label}
            checkboxLabel={`${t("requirementsRequired")}: ${entry.label}`}
            checked={state.choices.workers.has(entry.code)}
            inherited={state.inherited.workers.has(entry.code)}
            onChange={(on) => state.toggle("workers", entry.code, on)}
          />
        ))}
      </ul>
    </div>
  );
}

export function ElementRequirementsPanel(props: { state: OtherChoices; catalogue: RequirementsDialogQuery$data["elementDocumentCatalogue"] }) {
  const { state } = props;
  const catalogueKeys = new Set(props.catalogue.map((entry) => keyOf({ kind: entry.kind, documentName: entry.name })));
  return (
    <div>
      <p className="text-muted">{t(state.scope === DEFAULTS ? "requirementsElementsHelpDefaults" : "requirementsElementsHelpSupplier")}</p>
      {ELEMENT_KINDS.map((kind) => {
        const names = [
          ...props.catalogue.filter((entry) => entry.kind === kind).map((entry) => entry.name),
          ...[...state.askedElements].map(entryOf).filter((entry) => entry.kind === kind && !catalogueKeys.has(keyOf(entry))).map((entry) => entry.documentName),
        ];
        const heading = fillText(t("requirementsElementsFor"), { kind: elementKindLabel(kind).toLowerCase() });
        return (
          <section key={kind} className="requirements-dialog__group" aria-label={heading}>
            <h4>{heading}</h4>
            {names.length === 0 ? (
              <p className="text-muted">{t("requirementsElementNone")}</p>
            ) : (
              <ul className="requirements-dialog__choices">
                {names.map((name) => {
                  const key = keyOf({ kind, documentName: name });
                  return (
                    <ChoiceRow
                      key={key}
                      label={name}
                      checkboxLabel={`${heading}: ${name}`}
                      checked={state.choices.elements.has(key)}
                      inherited={state.inherited.elements.has(key)}
                      extra={catalogueKeys.has(key) ? undefined : t("requirementsNotInCatalogue")}
                      onChange={(on) => state.toggle("elements", key, on)}
                    />
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
