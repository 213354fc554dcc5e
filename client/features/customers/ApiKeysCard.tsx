// "Chiavi API" on the /home of a customer's level-5 user: the company's keys for turnstiles and ERPs, a new key
// (its secret shown once, in a dialog, to copy), rotation of its secret with an overlap, and revocation. The server holds every rule (api-clients.service.ts).
import { useState } from "react";
import { Button, HTMLTable, Intent, Section, SectionCard, Tag } from "@blueprintjs/core";
import { AddIcon, KeyIcon } from "@blueprintjs/icons";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { ApiKeysCardQuery } from "../../__generated__/ApiKeysCardQuery.graphql";
import type { ApiKeysCardCreateMutation } from "../../__generated__/ApiKeysCardCreateMutation.graphql";
import type { ApiKeysCardRevokeMutation } from "../../__generated__/ApiKeysCardRevokeMutation.graphql";
import type { ApiKeysCardRotateMutation } from "../../__generated__/ApiKeysCardRotateMutation.graphql";
import { confirmDialog } from "../../components/dialogs/confirm-host";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import { ApiKeyNameDialog, ApiKeyRotateDialog, ApiKeySecretDialog } from "./ApiKeyDialogs";
import { API_KEY_SCOPES, type CreateApiKeyInput } from "../../../common/validation/api-keys";
import "./api-keys.css";

const query = graphql`
  query ApiKeysCardQuery {
    apiKeys {
      id
      name
      scope
      createdAt
      lastUsedAt
      revokedAt
      previousSecretValidUntil
    }
  }
`;

const rotateMutation = graphql`
  mutation ApiKeysCardRotateMutation($input: RotateApiKeyInput!) {
    rotateApiKey(input: $input) {
      __typename
      ... on RotateApiKeySuccess {
        data {
          token
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const createMutation = graphql`
  mutation ApiKeysCardCreateMutation($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      __typename
      ... on CreateApiKeySuccess {
        data {
          token
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation ApiKeysCardRevokeMutation($input: RevokeApiKeyInput!) {
    revokeApiKey(input: $input) {
      __typename
      ... on RevokeApiKeySuccess {
        data {
          apiKey {
            id
            lastUsedAt
            revokedAt
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString("it-IT", { dateStyle: "short", timeStyle: "short" }) : t("apiKeysNever"));

export function ApiKeysCard() {
  // A new key changes the list: the query is asked again (fetchKey) rather than patched by hand.
  const [fetchKey, setFetchKey] = useState(0);
  const { apiKeys } = useLazyLoadQuery<ApiKeysCardQuery>(query, {}, { fetchKey, fetchPolicy: fetchKey === 0 ? "store-or-network" : "network-only" });
  const [create, creating] = useMutationAsPromise<ApiKeysCardCreateMutation>(createMutation);
  const [revoke] = useMutationAsPromise<ApiKeysCardRevokeMutation>(revokeMutation);
  const [naming, setNaming] = useState(false);
  const [secret, setSecret] = useState<{ token: string; title: string } | null>(null);
  const [rotate, rotating] = useMutationAsPromise<ApiKeysCardRotateMutation>(rotateMutation);
  const [rotatingKey, setRotatingKey] = useState<{ id: string; name: string } | null>(null);

  const createKey = async (input: CreateApiKeyInput): Promise<string | null> => {
    let result;
    try {
      result = (await create({ input })).createApiKey;
    } catch {
      return null; // The network layer has shown the error; the dialog stays open to try again.
    }
    if (!result.data) return result.message ?? t("networkError");
    setNaming(false);
    setSecret({ token: result.data.token, title: t("apiKeysCreatedTitle") });
    setFetchKey((key) => key + 1);
    return null;
  };

  const rotateKey = async (overlapHours: number) => {
    if (!rotatingKey) return;
    try {
      const result = (await rotate({ input: { id: rotatingKey.id, overlapHours } })).rotateApiKey;
      if (!result.data) {
        showError(result.message ?? t("networkError"));
        return;
      }
      setRotatingKey(null);
      setSecret({ token: result.data.token, title: `${t("apiKeysRotatedTitle")}: ${rotatingKey.name}` });
      setFetchKey((key) => key + 1);
    } catch {
      // The network layer has shown the error; the dialog stays open to try again.
    }
  };

  const askRevoke = async (id: string) => {
    if ((await confirmDialog({ title: t("apiKeysRevokeTitle"), message: t("apiKeysRevokeMessage"), intent: Intent.DANGER })) !== true) return;
    try {
      const result = (await revoke({ input: { id } })).revokeApiKey;
      if (result.data) showSuccess(t("apiKeysRevokedToast"));
      else showError(result.message ?? t("networkError"));
    } catch {
      // The network layer has shown the error.
    }
  };

  return (
    <Section
      className="api-keys-card"
      title={t("apiKeysTitle")}
      icon={<KeyIcon />}
      rightElement={<Button icon={<AddIcon />} text={t("apiKeysNew")} onClick={() => setNaming(true)} />}
    >
      <SectionCard>
        <p>{t("apiKeysIntro")}</p>
        {apiKeys.length === 0 ? (
          <p className="text-muted">{t("apiKeysNone")}</p>
        ) : (
          // Phones leave out the creation date; what still does not fit scrolls inside the card, never the page.
          <div className="api-keys-card__scroll" tabIndex={0} role="region" aria-label={t("apiKeysTitle")}>
            <HTMLTable compact striped className="api-keys-card__table">
              <thead>
                <tr>
                  <th scope="col">{t("apiKeysName")}</th>
                  <th scope="col" className="api-keys-card__optional">{t("apiKeysCreated")}</th>
                  <th scope="col">{t("apiKeysLastUsed")}</th>
                  <th scope="col">{t("apiKeysState")}</th>
                  <th scope="col" aria-label={t("apiKeysRevoke")} />
                </tr>
              </thead>
              <tbody>
                {apiKeys.map((key) => (
                  <tr key={key.id}>
                    <td>
                      {key.name}
                      <div className="text-muted api-keys-card__scope">{API_KEY_SCOPES.find((choice) => choice.scope === key.scope)?.label}</div>
                    </td>
                    <td className="api-keys-card__optional">{when(key.createdAt)}</td>
                    <td>{when(key.lastUsedAt)}</td>
                    <td>
                      {key.revokedAt ? (
                        <Tag intent={Intent.DANGER}>{`${t("apiKeysRevoked")} ${when(key.revokedAt)}`}</Tag>
                      ) : (
                        <Tag intent={Intent.SUCCESS}>{t("apiKeysActive")}</Tag>
                      )}
                      {!key.revokedAt && key.previousSecretValidUntil && new Date(key.previousSecretValidUntil) > new Date() ? (
                        <div className="api-keys-card__overlap text-muted">{`${t("apiKeysPreviousValidUntil")} ${when(key.previousSecretValidUntil)}`}</div>
                      ) : null}
                    </td>
                    <td className="api-keys-card__actions">
                      {key.revokedAt ? null : (
                        <>
                          <Button variant="minimal" text={t("apiKeysRotate")} onClick={() => setRotatingKey({ id: key.id, name: key.name })} />
                          <Button variant="minimal" intent={Intent.DANGER} text={t("apiKeysRevoke")} onClick={() => void askRevoke(key.id)} />
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </SectionCard>
      {naming ? <ApiKeyNameDialog onCreate={createKey} saving={creating} onClose={() => setNaming(false)} /> : null}
      {rotatingKey ? <ApiKeyRotateDialog keyName={rotatingKey.name} onRotate={rotateKey} saving={rotating} onClose={() => setRotatingKey(null)} /> : null}
      {secret !== null ? <ApiKeySecretDialog secret={secret.token} title={secret.title} onClose={() => setSecret(null)} /> : null}
    </Section>
  );
}
