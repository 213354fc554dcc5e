// "Webhook" on the /home of a customer's level-5 user: its endpoints, each with its recent deliveries (result and
// time), a new endpoint (its signing secret shown once), a test event, a new secret, redeliveries (one, or every
// event since a moment), disabling and enabling again, deleting. The server holds every rule (modules/webhooks).
import { DAY_MS } from "../../../common/durations";
import { useState } from "react";
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, Intent, Section, SectionCard, Tag } from "@blueprintjs/core";
import { AddIcon, FeedIcon, RedoIcon } from "@blueprintjs/icons";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { WebhooksCardQuery } from "../../__generated__/WebhooksCardQuery.graphql";
import type { WebhooksCardCreateMutation, WebhookEventType } from "../../__generated__/WebhooksCardCreateMutation.graphql";
import type { WebhooksCardTestMutation } from "../../__generated__/WebhooksCardTestMutation.graphql";
import type { WebhooksCardRotateMutation } from "../../__generated__/WebhooksCardRotateMutation.graphql";
import type { WebhooksCardRedeliverMutation } from "../../__generated__/WebhooksCardRedeliverMutation.graphql";
import type { WebhooksCardRedeliverSinceMutation } from "../../__generated__/WebhooksCardRedeliverSinceMutation.graphql";
import type { WebhooksCardEnableMutation } from "../../__generated__/WebhooksCardEnableMutation.graphql";
import type { WebhooksCardDeleteMutation } from "../../__generated__/WebhooksCardDeleteMutation.graphql";
import { confirmDeletion, confirmDialog } from "../../components/dialogs/confirm-host";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, webhookEndpointSchema } from "../../../common/validation/webhooks";
import { ApiKeySecretDialog } from "./ApiKeyDialogs";
import "./api-keys.css";
import "./webhooks.css";

const query = graphql`
  query WebhooksCardQuery {
    webhookEndpoints {
      id
      url
      eventTypes
      disabledAt
      disabledReason
      deliveries(first: 5) {
        edges {
          node {
            id
            eventType
            status
            responseStatus
            lastError
            lastAttemptAt
            nextAttemptAt
            occurredAt
          }
        }
      }
    }
  }
`;
const createMutation = graphql`
  mutation WebhooksCardCreateMutation($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) { __typename ... on CreateWebhookEndpointSuccess { data { secret } } ... on Error { message } }
  }
`;
const testMutation = graphql`
  mutation WebhooksCardTestMutation($input: SendWebhookTestEventInput!) {
    sendWebhookTestEvent(input: $input) { __typename ... on Error { message } }
  }
`;
const rotateMutation = graphql`
  mutation WebhooksCardRotateMutation($input: RotateWebhookSecretInput!) {
    rotateWebhookSecret(input: $input) { __typename ... on RotateWebhookSecretSuccess { data { secret } } ... on Error { message } }
  }
`;
const redeliverMutation = graphql`
  mutation WebhooksCardRedeliverMutation($input: RedeliverWebhookInput!) {
    redeliverWebhook(input: $input) { __typename ... on Error { message } }
  }
`;
const redeliverSinceMutation = graphql`
  mutation WebhooksCardRedeliverSinceMutation($input: RedeliverWebhooksSinceInput!) {
    redeliverWebhooksSince(input: $input) { __typename ... on RedeliverWebhooksSinceSuccess { data { count } } ... on Error { message } }
  }
`;
const enableMutation = graphql`
  mutation WebhooksCardEnableMutation($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) { __typename ... on Error { message } }
  }
`;
const deleteMutation = graphql`
  mutation WebhooksCardDeleteMutation($input: DeleteWebhookEndpointInput!) {
    deleteWebhookEndpoint(input: $input) { __typename ... on Error { message } }
  }
`;

const toEnum = (type: string) => type.replace(".", "_").toUpperCase() as WebhookEventType;
const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString("it-IT", { dateStyle: "short", timeStyle: "medium" }) : "—");
const eventLabel = (type: string) => (type === "webhook.test" ? t("webhooksTestEvent") : (WEBHOOK_EVENT_LABELS[type as keyof typeof WEBHOOK_EVENT_LABELS] ?? type));
// The value of a datetime-local box, in the browser's own time zone.
const localDateTime = (date: Date) => {
  const two = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
};
const STATUS_TAGS = { PENDING: [Intent.WARNING, "webhooksPending"], DELIVERED: [Intent.SUCCESS, "webhooksDelivered"], FAILED: [Intent.DANGER, "webhooksFailed"] } as const;

function NewWebhookDialog(props: { onCreate: (url: string, eventTypes: string[]) => Promise<string | null>; onClose: () => void }) {
  const [url, setUrl] = useState("https://");
  const [events, setEvents] = useState<string[]>(["document.approved", "document.rejected"]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const parsed = webhookEndpointSchema.safeParse({ url, eventTypes: events });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setSaving(true);
    setProblem(await props.onCreate(parsed.data.url, parsed.data.eventTypes));
    setSaving(false);
  };
  return (
    <Dialog isOpen title={t("webhooksNew")} onClose={props.onClose} className="api-key-dialog">
      <DialogBody>
        <FormGroup label={t("webhooksUrl")} labelFor="webhook-url" intent={problem ? Intent.DANGER : Intent.NONE} helperText={problem}>
          <InputGroup id="webhook-url" value={url} onValueChange={setUrl} intent={problem ? Intent.DANGER : Intent.NONE} />
        </FormGroup>
        <FormGroup label={t("webhooksEvents")}>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox key={type} label={WEBHOOK_EVENT_LABELS[type]} checked={events.includes(type)}
              onChange={(event) => setEvents((list) => (event.currentTarget.checked ? [...list, type] : list.filter((item) => item !== type)))} />
          ))}
        </FormGroup>
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text={t("webhooksSave")} loading={saving} onClick={() => void submit()} />} />
    </Dialog>
  );
}

// A day back by default: the usual "our receiver was down since yesterday". `onRedeliver` answers null when done,
// or the server's message.
function RedeliverSinceDialog(props: { url: string; onRedeliver: (since: Date) => Promise<string | null>; onClose: () => void }) {
  const [since, setSince] = useState(() => localDateTime(new Date(Date.now() - DAY_MS)));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const date = new Date(since);
    if (!since || Number.isNaN(date.getTime())) return setProblem(t("webhooksSinceRequired"));
    setSaving(true);
    setProblem(await props.onRedeliver(date));
    setSaving(false);
  };
  return (
    <Dialog isOpen title={t("webhooksRedeliverSinceTitle")} onClose={props.onClose} className="api-key-dialog">
      <DialogBody>
        <p className="webhooks-card__url">{props.url}</p>
        <p>{t("webhooksRedeliverSinceIntro")}</p>
        <FormGroup label={t("webhooksSince")} labelFor="webhook-since" intent={problem ? Intent.DANGER : Intent.NONE} helperText={problem}>
          <InputGroup id="webhook-since" type="datetime-local" value={since} max={localDateTime(new Date())} onValueChange={setSince}
            intent={problem ? Intent.DANGER : Intent.NONE} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("dialogCancel")} onClick={props.onClose} disabled={saving} />
            <Button intent={Intent.PRIMARY} text={t("webhooksRedeliverSinceConfirm")} loading={saving} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}

export function WebhooksCard() {
  const [fetchKey, setFetchKey] = useState(0);
  const { webhookEndpoints } = useLazyLoadQuery<WebhooksCardQuery>(query, {}, { fetchKey, fetchPolicy: fetchKey === 0 ? "store-or-network" : "network-only" });
  const refresh = () => setFetchKey((key) => key + 1);
  const [create] = useMutationAsPromise<WebhooksCardCreateMutation>(createMutation);
  const [sendTest] = useMutationAsPromise<WebhooksCardTestMutation>(testMutation);
  const [rotate] = useMutationAsPromise<WebhooksCardRotateMutation>(rotateMutation);
  const [redeliver] = useMutationAsPromise<WebhooksCardRedeliverMutation>(redeliverMutation);
  const [redeliverSince] = useMutationAsPromise<WebhooksCardRedeliverSinceMutation>(redeliverSinceMutation);
  const [enable] = useMutationAsPromise<WebhooksCardEnableMutation>(enableMutation);
  const [remove] = useMutationAsPromise<WebhooksCardDeleteMutation>(deleteMutation);
  const [adding, setAdding] = useState(false);
  const [resending, setResending] = useState<{ id: string; url: string } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const createEndpoint = async (url: string, eventTypes: string[]): Promise<string | null> => {
    try {
      const result = (await create({ input: { url, eventTypes: eventTypes.map(toEnum) } })).createWebhookEndpoint;
      if (!result.data) return result.message ?? t("networkError");
      setAdding(false);
      setSecret(result.data.secret);
      refresh();
      return null;
    } catch {
      return null; // The network layer has shown the error.
    }
  };
  const act = async (run: () => Promise<{ __typename: string; message?: string }>, success: string) => {
    try {
      const result = await run();
      if (result.message) showError(result.message);
      else showSuccess(success);
      refresh();
    } catch {
      // The network layer has shown the error.
    }
  };
  const askRotate = async (id: string) => {
    if ((await confirmDialog({ title: t("webhooksRotate"), message: t("webhooksRotateMessage") })) !== true) return;
    try {
      const result = (await rotate({ input: { id, overlapHours: 24 } })).rotateWebhookSecret;
      if (result.data) setSecret(result.data.secret);
      else showError(result.message ?? t("networkError"));
    } catch {
      // The network layer has shown the error.
    }
  };

  const resendSince = async (since: Date): Promise<string | null> => {
    if (!resending) return null;
    try {
      const result = (await redeliverSince({ input: { id: resending.id, since: since.toISOString() } })).redeliverWebhooksSince;
      if (!result.data) return result.message ?? t("networkError");
      setResending(null);
      showSuccess(t("webhooksRedeliveredSince").replace("{count}", String(result.data.count)));
      refresh();
      return null;
    } catch {
      return null; // The network layer has shown the error.
    }
  };
  const askDelete = async (id: string, url: string) => {
    if (!(await confirmDeletion(t("webhooksDeleteMessage").replace("{url}", url)))) return;
    await act(async () => (await remove({ input: { id } })).deleteWebhookEndpoint, t("webhooksDeleted"));
  };

  return (
    <Section className="api-keys-card webhooks-card" title={t("webhooksTitle")} icon={<FeedIcon />}
      rightElement={<><Button variant="minimal" text={t("webhooksRefresh")} onClick={refresh} /><Button icon={<AddIcon />} text={t("webhooksNew")} onClick={() => setAdding(true)} /></>}>
      <SectionCard>
        <p>{t("webhooksIntro")}</p>
        {webhookEndpoints.length === 0 ? <p className="text-muted">{t("webhooksNone")}</p> : null}
        {webhookEndpoints.map((endpoint) => (
          <div key={endpoint.id} className="webhooks-card__endpoint">
            <p className="webhooks-card__head">
              <strong className="webhooks-card__url">{endpoint.url}</strong>
              {endpoint.disabledAt ? <Tag intent={Intent.DANGER}>{t("webhooksDisabled")}</Tag> : <Tag intent={Intent.SUCCESS}>{t("webhooksActive")}</Tag>}
            </p>
            {endpoint.disabledAt && endpoint.disabledReason ? <p className="text-muted">{`${t("webhooksReason")}: ${endpoint.disabledReason}`}</p> : null}
            <p className="text-muted">{t("webhooksEvents")}: {endpoint.eventTypes.map((type) => eventLabel(type.toLowerCase().replace("_", "."))).join(", ")}</p>
            <div className="webhooks-card__actions">
              <Button variant="minimal" text={t("webhooksTest")} disabled={Boolean(endpoint.disabledAt)}
                onClick={() => void act(async () => (await sendTest({ input: { id: endpoint.id } })).sendWebhookTestEvent, t("webhooksTestSent"))} />
              <Button variant="minimal" text={t("webhooksRedeliverSince")} disabled={Boolean(endpoint.disabledAt)}
                onClick={() => setResending({ id: endpoint.id, url: endpoint.url })} />
              <Button variant="minimal" text={t("webhooksRotate")} onClick={() => void askRotate(endpoint.id)} />
              {endpoint.disabledAt ? (
                <Button variant="minimal" text={t("webhooksEnable")}
                  onClick={() => void act(async () => (await enable({ input: { id: endpoint.id, enabled: true } })).updateWebhookEndpoint, t("webhooksEnabledDone"))} />
              ) : (
                <Button variant="minimal" text={t("webhooksDisable")}
                  onClick={() => void act(async () => (await enable({ input: { id: endpoint.id, enabled: false } })).updateWebhookEndpoint, t("webhooksDisabledDone"))} />
              )}
              <Button variant="minimal" intent={Intent.DANGER} text={t("webhooksDelete")} onClick={() => void askDelete(endpoint.id, endpoint.url)} />
            </div>
            <div className="api-keys-card__scroll" tabIndex={0} role="region" aria-label={`${t("webhooksDeliveries")} ${endpoint.url}`}>
              <HTMLTable compact striped className="api-keys-card__table">
                <thead>
                  <tr>
                    <th scope="col">{t("webhooksEvent")}</th>
                    <th scope="col">{t("webhooksStatus")}</th>
                    <th scope="col" className="webhooks-card__wide">{t("webhooksTime")}</th>
                    <th scope="col" aria-label={t("webhooksRedeliver")} />
                  </tr>
                </thead>
                <tbody>
                  {endpoint.deliveries.edges.length === 0 ? (
                    <tr><td colSpan={4} className="text-muted">{t("webhooksNoDeliveries")}</td></tr>
                  ) : null}
                  {endpoint.deliveries.edges.map(({ node }) => {
                    const [intent, label] = STATUS_TAGS[node.status as keyof typeof STATUS_TAGS] ?? [Intent.NONE, "webhooksPending"];
                    return (
                      <tr key={node.id}>
                        <td>
                          {eventLabel(node.eventType)}
                          <div className="webhooks-card__type">{node.eventType}</div>
                          <div className="webhooks-card__narrow text-muted">{when(node.lastAttemptAt ?? node.occurredAt)}</div>
                        </td>
                        <td>
                          <Tag intent={intent}>{`${t(label)}${node.responseStatus ? ` (${node.responseStatus})` : ""}`}</Tag>
                          {node.status !== "DELIVERED" && node.lastError ? <div className="webhooks-card__error">{node.lastError}</div> : null}
                          {node.nextAttemptAt && node.lastAttemptAt ? <div className="webhooks-card__error">{`${t("webhooksNextAttempt")} ${when(node.nextAttemptAt)}`}</div> : null}
                        </td>
                        <td className="webhooks-card__wide">{when(node.lastAttemptAt ?? node.occurredAt)}</td>
                        <td>
                          {/* An icon on a phone, where the words would push the column off the screen; the name stays. */}
                          <Button variant="minimal" small icon={<RedoIcon />} aria-label={t("webhooksRedeliver")} title={t("webhooksRedeliver")} className="webhooks-card__redeliver"
                            text={<span className="webhooks-card__wide">{t("webhooksRedeliver")}</span>} disabled={Boolean(endpoint.disabledAt)}
                            onClick={() => void act(async () => (await redeliver({ input: { deliveryId: node.id } })).redeliverWebhook, t("webhooksRedelivered"))} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </HTMLTable>
            </div>
          </div>
        ))}
      </SectionCard>
      {adding ? <NewWebhookDialog onCreate={createEndpoint} onClose={() => setAdding(false)} /> : null}
      {resending ? <RedeliverSinceDialog url={resending.url} onRedeliver={resendSince} onClose={() => setResending(null)} /> : null}
      {secret !== null ? <ApiKeySecretDialog secret={secret} title={t("webhooksSecretTitle")} onClose={() => setSecret(null)} /> : null}
    </Section>
  );
}
