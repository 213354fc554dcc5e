// The worker "Scheda" on the home: the worker's access to the worker area. A level-5 user gives it with the
// worker's email (the worker receives the invitation mail) and takes it back; anyone else reads the server's reason.
import { useCallback, useEffect, useState } from "react";
import { Button, FormGroup, H5, InputGroup, Tag } from "@blueprintjs/core";
import { fetchQuery, graphql } from "react-relay/hooks";
import type { WorkerAreaAccessSectionQuery, WorkerAreaAccessSectionQuery$data } from "../../__generated__/WorkerAreaAccessSectionQuery.graphql";
import type { WorkerAreaAccessSectionGrantMutation } from "../../__generated__/WorkerAreaAccessSectionGrantMutation.graphql";
import type { WorkerAreaAccessSectionRevokeMutation } from "../../__generated__/WorkerAreaAccessSectionRevokeMutation.graphql";
import { PermissionHint } from "../../components/PermissionHint";
import { showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { reportMutationFailure } from "../../lib/mutation-outcome";
import { environment } from "../../relay/environment";
import { useMutationAsPromise } from "../../relay/useMutationAsPromise";

const query = graphql`
  query WorkerAreaAccessSectionQuery($workerId: ID!) {
    node(id: $workerId) {
      ... on SupplierWorker {
        workerAreaAccess {
          email
          active
        }
        viewerCanManageWorkerAreaAccess {
          allowed
          reason
        }
      }
    }
  }
`;

const grantMutation = graphql`
  mutation WorkerAreaAccessSectionGrantMutation($input: GrantWorkerAreaAccessInput!) {
    grantWorkerAreaAccess(input: $input) {
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

const revokeMutation = graphql`
  mutation WorkerAreaAccessSectionRevokeMutation($input: RevokeWorkerAreaAccessInput!) {
    revokeWorkerAreaAccess(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

type Worker = NonNullable<WorkerAreaAccessSectionQuery$data["node"]>;

export function WorkerAreaAccessSection(props: { workerId: string }) {
  const [worker, setWorker] = useState<Worker | null>(null);
  const [email, setEmail] = useState("");
  const [grant, granting] = useMutationAsPromise<WorkerAreaAccessSectionGrantMutation>(grantMutation);
  const [revoke, revoking] = useMutationAsPromise<WorkerAreaAccessSectionRevokeMutation>(revokeMutation);

  const load = useCallback(async () => {
    const data = await fetchQuery<WorkerAreaAccessSectionQuery>(environment, query, { workerId: props.workerId }, { fetchPolicy: "network-only" }).toPromise();
    setWorker(data?.node ?? null);
  }, [props.workerId]);
  useEffect(() => {
    void load();
  }, [load]);

  if (!worker?.viewerCanManageWorkerAreaAccess) return null;
  const access = worker.workerAreaAccess;
  const decision = worker.viewerCanManageWorkerAreaAccess;

  async function give() {
    const result = (await grant({ input: { supplierWorkerId: props.workerId, email } })).grantWorkerAreaAccess;
    if (result.__typename !== "GrantWorkerAreaAccessSuccess") return reportMutationFailure(result, { fallback: t("waaGrantFailed") });
    showSuccess(t("waaGranted"));
    await load();
  }
  async function takeBack() {
    const result = (await revoke({ input: { supplierWorkerId: props.workerId } })).revokeWorkerAreaAccess;
    if (result.__typename !== "RevokeWorkerAreaAccessSuccess") return reportMutationFailure(result, { fallback: t("waaRevokeFailed") });
    showSuccess(t("waaRevoked"));
    await load();
  }

  return (
    <section className="worker-area-access" aria-labelledby="worker-area-access-title">
      <H5 id="worker-area-access-title">{t("waaTitle")}</H5>
      {access?.active ? (
        <p>
          <Tag intent="success">{t("waaActive")}</Tag> {access.email}
        </p>
      ) : (
        <p>{t("waaNone")}</p>
      )}
      {!decision.allowed ? (
        <PermissionHint actions={[{ action: t("waaGrant"), decision }]} />
      ) : access?.active ? (
        <Button intent="danger" variant="outlined" loading={revoking} onClick={() => void takeBack()} text={t("waaRevoke")} />
      ) : (
        <FormGroup label={t("waaEmail")} labelFor="worker-area-access-email">
          <InputGroup id="worker-area-access-email" type="email" value={email} onValueChange={setEmail} />
          <Button intent="primary" loading={granting} disabled={!email.trim()} onClick={() => void give()} text={t("waaGrant")} style={{ marginTop: 8 }} />
        </FormGroup>
      )}
    </section>
  );
}
