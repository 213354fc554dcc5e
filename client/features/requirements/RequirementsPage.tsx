// "Requisiti" (/requirements): the customer's catalogue of the document types its procurements may ask of suppliers,
// for its level-5 users (the page says why to anyone else). New types and changes go to the server, which holds the
// rules (requirements.service.ts); every procurement chooses its required documents from here.
import { useState } from "react";
import { Button, HTMLTable, Intent, NonIdealState, Section, SectionCard } from "@blueprintjs/core";
import { AddIcon, EditIcon, PropertiesIcon } from "@blueprintjs/icons";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { RequirementsPageQuery } from "../../__generated__/RequirementsPageQuery.graphql";
import type { RequirementsPageCreateMutation } from "../../__generated__/RequirementsPageCreateMutation.graphql";
import type { RequirementsPageUpdateMutation } from "../../__generated__/RequirementsPageUpdateMutation.graphql";
import { supplierAttachmentTypeLabel } from "../../../common/reference-lists";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
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
    }
  }
`;

const createMutation = graphql`
  mutation RequirementsPageCreateMutation($input: CreateDocumentCategoryInput!) {
    createDocumentCategory(input: $input) {
      __typename
      ... on CreateDocumentCategorySuccess {
        data {
          category {
            id
          }
        }
      }
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
      ... on UpdateDocumentCategorySuccess {
        data {
          category {
            id
            code
            label
            supplierAttachmentType
            expires
          }
        }
      }
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

type Entry = RequirementsPageQuery["response"]["requirementCatalogue"][number];
type Values = { code: string; label: string; supplierAttachmentType: number | null; expires: boolean };
type Outcome = { __typename: string; fieldErrors?: readonly { field: string; messages: readonly string[] }[] | null; message?: string | null };

function refusalOf(result: Outcome) {
  const fieldError = result.fieldErrors?.[0];
  return { field: fieldError?.field ?? "code", message: fieldError?.messages[0] ?? result.message ?? t("networkError") };
}

export function RequirementsPage() {
  // A new type adds a row: the list is asked again (fetchKey) rather than patched by hand.
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<RequirementsPageQuery>(query, {}, { fetchKey, fetchPolicy: fetchKey === 0 ? "store-and-network" : "network-only" });
  const [create, creating] = useMutationAsPromise<RequirementsPageCreateMutation>(createMutation);
  const [update, updating] = useMutationAsPromise<RequirementsPageUpdateMutation>(updateMutation);
  const [editing, setEditing] = useState<Entry | "new" | null>(null);
  const decision = data.viewer?.permissions.editRequirementCatalogue;

  if (!decision?.allowed) {
    return (
      <div className="page">
        <NonIdealState icon={<PropertiesIcon size={48} />} title={t("requirementsTitle")} description={decision?.reason ?? t("unauthorized")} />
      </div>
    );
  }

  const save = async (values: Values) => {
    try {
      const result =
        editing && editing !== "new"
          ? (await update({ input: { id: editing.id, ...values } })).updateDocumentCategory
          : (await create({ input: values })).createDocumentCategory;
      if (result.__typename === "CreateDocumentCategorySuccess" || result.__typename === "UpdateDocumentCategorySuccess") {
        setEditing(null);
        showSuccess(t("requirementsSavedToast"));
        setFetchKey((key) => key + 1);
        return null;
      }
      return refusalOf(result as Outcome);
    } catch {
      return null; // The network layer has shown the error; the dialog stays open to try again.
    }
  };

  const entries = data.requirementCatalogue;
  return (
    <div className="page requirements-page">
      <Section
        title={t("requirementsTitle")}
        icon={<PropertiesIcon />}
        rightElement={<Button icon={<AddIcon />} intent={Intent.PRIMARY} text={t("requirementsNew")} onClick={() => setEditing("new")} />}
      >
        <SectionCard>
          <p>{t("requirementsIntro")}</p>
          {entries.length === 0 ? (
            <p className="text-muted">{t("requirementsNone")}</p>
          ) : (
            // Phones leave out the code and the import column; what still does not fit scrolls inside the card.
            <div className="requirements-page__scroll" tabIndex={0} role="region" aria-label={t("requirementsTitle")}>
              <HTMLTable compact striped className="requirements-page__table">
                <thead>
                  <tr>
                    <th scope="col" className="requirements-page__optional">{t("requirementsCode")}</th>
                    <th scope="col">{t("requirementsLabel")}</th>
                    <th scope="col" className="requirements-page__optional">{t("requirementsImport")}</th>
                    <th scope="col">{t("requirementsExpiresColumn")}</th>
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
                      <td>{t(entry.expires ? "requirementsYes" : "requirementsNo")}</td>
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
      </Section>
      {editing ? (
        <DocumentCategoryDialog
          initial={editing === "new" ? null : { code: editing.code, label: editing.label, supplierAttachmentType: editing.supplierAttachmentType ?? null, expires: editing.expires }}
          onSave={save}
          saving={creating || updating}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
