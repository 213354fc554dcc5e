// The procurement worker card (spec "Procurement worker card", issue 9 §2): back to the procurement's
// tab 3, the two header lines, the PREPOSTO / ADDETTO ANTI-INCENDIO / ADDETTO PRONTO SOCCORSO badges, edit
// (supplier, as the server allows: tab 3's dialog in edit mode), the customer's decision on the participation, the
// worker's compliance light with its explanation beside the procurement's light, and the "Idoneità" table
// (FitnessCertificatesTable).
import { useCallback, useState } from "react";
import { Button, Card, H2, NonIdealState, Tag } from "@blueprintjs/core";
import { ArrowLeftIcon, EditIcon, PersonIcon } from "@blueprintjs/icons";
import { fetchQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { useLoaderData, useNavigate, useParams } from "react-router-dom";
import type { ProcurementWorkerRouteQuery } from "../../__generated__/ProcurementWorkerRouteQuery.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import { TrafficLightCell } from "../../components/table/cells/TrafficLightCell";
import { t } from "../../i18n/i18n";
import { environment } from "../../relay/environment";
import { FitnessCertificatesTable } from "./FitnessCertificatesTable";
import { lightExplanation } from "./light-explanation";
import { ParticipationStateCell } from "./ParticipationStateCell";
import { ProcurementWorkerDialogLoader } from "./ProcurementWorkerDialog";
import { procurementWorkerRouteQuery } from "./ProcurementWorkerRoute.query";
import "./workers.css";
import "./worker-card.css";

export function ProcurementWorkerPage() {
  const queryReference = useLoaderData<PreloadedQuery<ProcurementWorkerRouteQuery>>();
  const data = usePreloadedQuery<ProcurementWorkerRouteQuery>(procurementWorkerRouteQuery, queryReference);
  const params = useParams();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const assignment = data.procurementWorker;
  // After a change the worker's light, the procurement's light and the certificates come again from the server.
  const reload = useCallback(() => {
    void fetchQuery<ProcurementWorkerRouteQuery>(environment, procurementWorkerRouteQuery, queryReference.variables, { fetchPolicy: "network-only" })
      .toPromise()
      .catch(() => undefined);
  }, [queryReference.variables]);

  if (!data.viewer) return <PageSpinner />;
  const back = (
    <Button
      className="procurement-page__back"
      icon={<ArrowLeftIcon />}
      variant="minimal"
      text={t("wrkCardBack")}
      onClick={() => navigate(params.procurementId ? `/procurement/${encodeURIComponent(params.procurementId)}?tab=lavoratori` : "/home")}
    />
  );
  if (!assignment) {
    return (
      <div className="page procurement-worker-page">
        {back}
        <NonIdealState icon={<PersonIcon size={48} />} title={t("wrkCardNotFoundTitle")} description={t("wrkCardNotFoundText")} />
      </div>
    );
  }
  const { procurement, worker } = assignment;
  const permissions = data.viewer.permissions;
  const canEdit = permissions.assignProcurementWorkers.allowed;
  return (
    <div className="page procurement-worker-page">
      {back}
      <Card className="procurement-worker-header" elevation={1}>
        <div className="procurement-worker-header__top">
          <H2 className="procurement-worker-header__title">
            {t("wrkCardHeading")} {procurement.label} | {t("wrkCardWorker")} {worker.firstName} {worker.lastName}
          </H2>
          {canEdit ? <Button icon={<EditIcon />} text={t("wcEdit")} variant="outlined" onClick={() => setEditing(true)} /> : null}
        </div>
        <p className="procurement-worker-header__job">
          {t("wrkCardJob")} {assignment.job ?? ""}
        </p>
        <div className="procurement-worker-header__badges">
          {assignment.flags.chiefWorker ? <Tag intent="primary">{t("wrkBadgeChief")}</Tag> : null}
          {assignment.flags.fireSafetyOfficer ? <Tag intent="danger">{t("wrkBadgeFire")}</Tag> : null}
          {assignment.flags.firstAidOfficer ? <Tag intent="success">{t("wrkBadgeAid")}</Tag> : null}
        </div>
        <div className="procurement-worker-header__state">
          <span>
            {t("wrkParticipation")}: <ParticipationStateCell value={assignment.approval} note={assignment.approvalNote} />
          </span>
          {assignment.approvalNote ? (
            <span className="procurement-worker-header__note">
              <strong>{assignment.approval === "REJECTED" ? t("docRejectionReason") : `${t("wrkPrescriptions")}:`}</strong> {assignment.approvalNote}
            </span>
          ) : null}
          <span className="procurement-worker-header__light" data-testid="worker-light">
            <TrafficLightCell value={assignment.trafficLight} /> <span className="procurement-worker-header__explanation">{lightExplanation(assignment.fitnessCertificates)}</span>
          </span>
          <span className="procurement-worker-header__procurement-light" data-testid="procurement-light">
            {t("wcProcurementLight")}: <TrafficLightCell value={procurement.trafficLight} />
          </span>
        </div>
      </Card>
      <FitnessCertificatesTable
        procurementId={procurement.id}
        workerId={worker.id}
        certificates={assignment.fitnessCertificates}
        viewerKind={data.viewer.kind}
        permissions={permissions}
        // The card's own edit is said in the table's one hint, with the certificates' actions.
        cardActions={data.viewer.kind === "SUPPLIER" ? [{ action: t("permEdit"), decision: permissions.assignProcurementWorkers }] : []}
        onChanged={reload}
      />
      {editing ? (
        <ProcurementWorkerDialogLoader
          procurementId={procurement.id}
          supplierId={worker.supplier.id}
          procurementWorker={assignment}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            reload();
          }}
        />
      ) : null}
    </div>
  );
}
