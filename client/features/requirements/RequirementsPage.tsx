// "Requisiti" (/requirements): the customer's catalogue of what its procurements may ask of suppliers, for its
// level-5 users (the page says why to anyone else): the document types, each with its optional default document
// (uploaded, replaced, downloaded, removed here; the supplier downloads it from its required-document row), the
// worker fitness types and the documents asked per vehicle, machine and tool. Every change goes to the server, which
// holds the rules (requirements.service.ts, other-requirements.service.ts); the lists are then asked again.
import { startTransition, useState } from "react";
import { Button, HTMLTable, Intent, NonIdealState, Section, SectionCard, Tag } from "@blueprintjs/core";
import { AddIcon, EditIcon, PropertiesIcon, TrashIcon } from "@blueprintjs/icons";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { RequirementsPageQuery } from "../../__generated__/RequirementsPageQuery.graphql";
import type { RequirementsPageCreateMutation } from "../../__generated__/RequirementsPageCreateMutation.graphql";
import type { RequirementsPageUpdateMutation } from "../../__generated__/RequirementsPageUpdateMutation.graphql";
import type { RequirementsPageSaveWorkerMutation } from "../../__generated__/RequirementsPageSaveWorkerMutation.graphql";
import type { RequirementsPageCreateElementMutation } from "../../__generated__/RequirementsPageCreateElementMutation.graphql";
import type { RequirementsPageDeleteElementMutation } from "../../__generated__/RequirementsPageDeleteElementMutation.graphql";
import { supplierAttachmentTypeLabel } from "../../../common/reference-lists";
import { useConfirm } from "../../components/dialogs/useConfirm";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import { ElementDocumentDialog, elementKindLabel, WorkerCategoryDialog, type Refusal } from "./CatalogueEntryDialogs";
import { DefaultDocumentCell } from "./DefaultDocumentCell";
import { DocumentCategoryDialog } from "./DocumentCategoryDialog";
import "./requirements.css";

const query = graphql`
  query RequirementsPageQuery {
    viewer {
      permissions {
        editRequirementCatalogue {
          allowed
          reason
        }
      }
    }
    requirementCatalogue {
      id
      code
      label
      supplierAttachmentType
      expires
      defaultDocument {
        originalName
        downloadUrl
      }
    }
    workerRequirementCatalogue {
      id
      code
      label
      own
    }
    elementDocumentCatalogue {
      id
      kind
      name
    }
  }
`;

const createMutation = graphql`
  mutation RequirementsPageCreateMutation($input: CreateDocumentCategoryInput!) {
    createDocumentCategory(input: $input) {
      __typename
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const updateMutation = graphql`
  mutation RequirementsPageUpdateMutation($input: UpdateDocumentCategoryInput!) {
    updateDocumentCategory(input: $input) {
      __typename
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const saveWorkerMutation = graphql`
  mutation RequirementsPageSaveWorkerMutation($input: SaveWorkerCategoryInput!) {
    saveWorkerCategory(input: $input) {
      __typename
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const createElementMutation = graphql`
  mutation RequirementsPageCreateElementMutation($input: CreateElementDocumentTypeInput!) {
    createElementDocumentType(input: $input) {
      __typename
      ... on ValidationError {
        fieldErrors {
          field
          messages
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const deleteElementMutation = graphql`
  mutation RequirementsPageDeleteElementMutation($input: DeleteElementDocumentTypeInput!) {
    deleteElementDocumentType(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

type Data = RequirementsPageQuery["response"];
type Entry = Data["requirementCatalogue"][number];
type WorkerEntry = Data["workerRequirementCatalogue"][number];
type Values = { code: string; label: string; supplierAttachmentType: number | null; expires: boolean };
type Outcome = { __typename: string; fieldErrors?: readonly { field: string; messages: readonly string[] }[] | null; message?: string | null };

const succeeded = (result: Outcome) => result.__typename.endsWith("Success");

function refusalOf(result: Outcome, fallbackField: string): Refusal {
  const fieldError = result.fieldErrors?.[0];
  return { field: fieldError?.field.replace(/^input\./, "") ?? fallbackField, message: fieldError?.messages[0] ?? result.message ?? t("networkError") };
}

export function RequirementsPage() {
  // Every change asks the lists again (fetchKey) rather than patching them by hand.
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<RequirementsPageQuery>(query, {}, { fetchKey, fetchPolicy: fetchKey === 0 ? "store-and-network" : "network-only" });
  // In a transition: the page stays on screen (and a dialog that is closing closes) while the lists travel, instead of
  // giving way to a spinner that would take the dialogs' state with it.
  const reload = () => startTransition(() => setFetchKey((key) => key + 1));
  const decision = data.viewer?.permissions.editRequirementCatalogue;

  if (!decision?.allowed) {
    return (
      <div className="page">
        <NonIdealState icon={<PropertiesIcon size={48} />} title={t("requirementsTitle")} description={decision?.reason ?? t("unauthorized")} />
      </div>
    );
  }
  return (
    <div className="page requirements-page">
      <h1 className="requirements-page__title">{t("requirementsTitle")}</h1>
      <DocumentCategories entries={data.requirementCatalogue} onChanged={reload} />
      <WorkerCategories entries={data.workerRequirementCatalogue} onChanged={reload} />
      <ElementDocuments entries={data.elementDocumentCatalogue} onChanged={reload} />
    </div>
  );
}

function DocumentCategories(props: { entries: Data["requirementCatalogue"]; onChanged: () => void }) {
  const [create, creating] = useMutationAsPromise<RequirementsPageCreateMutation>(createMutation);
  const [update, updating] = useMutationAsPromise<RequirementsPageUpdateMutation>(updateMutation);
  const [editing, setEditing] = useState<Entry | "new" | null>(null);
  const save = async (values: Values) => {
    try {
      const result =
        editing && editing !== "new"
          ? (await update({ input: { id: editing.id, ...values } })).updateDocumentCategory
          : (await create({ input: values })).createDocumentCategory;
      if (!succeeded(result)) return refusalOf(result, "code");
      setEditing(null);
      showSuccess(t("requirementsSavedToast"));
      props.onChanged();
      return null;
    } catch {
      return null; // The network layer has shown the error; the dialog stays open to try again.
    }
  };
  const { entries } = props;
  return (
    <Section
      title={t("requirementsDocumentsSection")}
      icon={<PropertiesIcon />}
      rightElement={<Button icon={<AddIcon />} intent={Intent.PRIMARY} text={t("requirementsNew")} onClick={() => setEditing("new")} />}
    >
      <SectionCard>
        <p>{t("requirementsIntro")}</p>
        <p className="text-muted">{t("requirementsDefaultHelp")}</p>
        {entries.length === 0 ? (
          <p className="text-muted">{t("requirementsNone")}</p>
        ) : (
          // Phones leave out the code, the import and the expiry columns (the edit dialog shows them): the default
          // document keeps room for its name. What still does not fit scrolls inside the card.
          <div className="requirements-page__scroll" tabIndex={0} role="region" aria-label={t("requirementsDocumentsSection")}>
            <HTMLTable compact striped className="requirements-page__table">
              <thead>
                <tr>
                  <th scope="col" className="requirements-page__optional">{t("requirementsCode")}</th>
                  <th scope="col">{t("requirementsLabel")}</th>
                  <th scope="col" className="requirements-page__optional">{t("requirementsImport")}</th>
                  <th scope="col" className="requirements-page__optional">{t("requirementsExpiresColumn")}</th>
                  <th scope="col">{t("requirementsDefaultDocument")}</th>
                  <th scope="col" aria-label={t("requirementsEdit")} />
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className="requirements-page__optional">{entry.code}</td>
                    <td>{entry.label}</td>
                    <td className="requirements-page__optional">
                      {entry.supplierAttachmentType == null ? "—" : supplierAttachmentTypeLabel(entry.supplierAttachmentType)}
                    </td>
                    <td className="requirements-page__optional">{t(entry.expires ? "requirementsYes" : "requirementsNo")}</td>
                    <td>
                      <DefaultDocumentCell entry={entry} onChanged={props.onChanged} />
                    </td>
                    <td>
                      <Button variant="minimal" icon={<EditIcon />} aria-label={`${t("requirementsEdit")}: ${entry.label}`} onClick={() => setEditing(entry)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </SectionCard>
      {editing ? (
        <DocumentCategoryDialog
          initial={editing === "new" ? null : { code: editing.code, label: editing.label, supplierAttachmentType: editing.supplierAttachmentType ?? null, expires: editing.expires }}
          onSave={async (values) => save(values)}
          saving={creating || updating}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Section>
  );
}

function WorkerCategories(props: { entries: Data["workerRequirementCatalogue"]; onChanged: () => void }) {
  const [save, saving] = useMutationAsPromise<RequirementsPageSaveWorkerMutation>(saveWorkerMutation);
  const [editing, setEditing] = useState<WorkerEntry | "new" | null>(null);
  const submit = async (values: { code: string; label: string }) => {
    try {
      const id = editing && editing !== "new" ? editing.id : null;
      const result = (await save({ input: { id, ...values } })).saveWorkerCategory;
      if (!succeeded(result)) return refusalOf(result, "code");
      setEditing(null);
      showSuccess(t("requirementsWorkerSavedToast"));
      props.onChanged();
      return null;
    } catch {
      return null;
    }
  };
  return (
    <Section
      title={t("requirementsWorkerSection")}
      icon={<PropertiesIcon />}
      rightElement={<Button icon={<AddIcon />} intent={Intent.PRIMARY} text={t("requirementsWorkerNew")} onClick={() => setEditing("new")} />}
    >
      <SectionCard>
        <p>{t("requirementsWorkerIntro")}</p>
        <div className="requirements-page__scroll" tabIndex={0} role="region" aria-label={t("requirementsWorkerSection")}>
          <HTMLTable compact striped className="requirements-page__table">
            <thead>
              <tr>
                <th scope="col" className="requirements-page__optional">{t("requirementsCode")}</th>
                <th scope="col">{t("requirementsWorkerLabel")}</th>
                <th scope="col" aria-label={t("requirementsWorkerEdit")} />
              </tr>
            </thead>
            <tbody>
              {props.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="requirements-page__optional">{entry.code}</td>
                  <td>
                    {entry.label} {entry.own ? <Tag minimal>{t("requirementsWorkerOwn")}</Tag> : null}
                  </td>
                  <td>
                    <Button variant="minimal" icon={<EditIcon />} aria-label={`${t("requirementsWorkerEdit")}: ${entry.label}`} onClick={() => setEditing(entry)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      </SectionCard>
      {editing ? (
        <WorkerCategoryDialog
          initial={editing === "new" ? null : { code: editing.code, label: editing.label }}
          onSave={submit}
          saving={saving}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Section>
  );
}

function ElementDocuments(props: { entries: Data["elementDocumentCatalogue"]; onChanged: () => void }) {
  const [create, creating] = useMutationAsPromise<RequirementsPageCreateElementMutation>(createElementMutation);
  const [remove] = useMutationAsPromise<RequirementsPageDeleteElementMutation>(deleteElementMutation);
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const submit = async (values: { kind: "EQUIPMENT" | "MACHINERY" | "TOOL"; name: string }) => {
    try {
      const result = (await create({ input: values })).createElementDocumentType;
      if (!succeeded(result)) return refusalOf(result, "name");
      setAdding(false);
      showSuccess(t("requirementsElementSavedToast"));
      props.onChanged();
      return null;
    } catch {
      return null;
    }
  };
  const takeAway = async (id: string, name: string) => {
    if ((await confirm({ title: `${t("requirementsElementDelete")}: ${name}`, message: t("requirementsElementDeleteConfirm") })) !== true) return;
    try {
      const result = (await remove({ input: { id } })).deleteElementDocumentType;
      if (!succeeded(result)) return showError(("message" in result && result.message) || t("unexpectedError"));
      showSuccess(t("requirementsElementDeletedToast"));
      props.onChanged();
    } catch {
      // The network layer has shown the error.
    }
  };
  return (
    <Section
      title={t("requirementsElementSection")}
      icon={<PropertiesIcon />}
      rightElement={<Button icon={<AddIcon />} intent={Intent.PRIMARY} text={t("requirementsElementNew")} onClick={() => setAdding(true)} />}
    >
      <SectionCard>
        <p>{t("requirementsElementIntro")}</p>
        {props.entries.length === 0 ? (
          <p className="text-muted">{t("requirementsElementNone")}</p>
        ) : (
          <div className="requirements-page__scroll" tabIndex={0} role="region" aria-label={t("requirementsElementSection")}>
            <HTMLTable compact striped className="requirements-page__table">
              <thead>
                <tr>
                  <th scope="col">{t("requirementsElementKind")}</th>
                  <th scope="col">{t("requirementsElementName")}</th>
                  <th scope="col" aria-label={t("requirementsElementDelete")} />
                </tr>
              </thead>
              <tbody>
                {props.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{elementKindLabel(entry.kind)}</td>
                    <td>{entry.name}</td>
                    <td>
                      <Button
                        variant="minimal"
                        icon={<TrashIcon />}
                        aria-label={`${t("requirementsElementDelete")}: ${entry.name}`}
                        title={t("requirementsElementDelete")}
                        onClick={() => void takeAway(entry.id, entry.name)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </SectionCard>
      {adding ? <ElementDocumentDialog onSave={submit} saving={creating} onClose={() => setAdding(false)} /> : null}
    </Section>
  );
}
