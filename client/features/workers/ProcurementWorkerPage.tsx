// The procurement worker card (spec "Procurement worker card", issue 9 §2): back to the procurement's
// tab 3, the two header lines, the PREPOSTO / ADDETTO ANTI-INCENDIO / ADDETTO PRONTO SOCCORSO badges, the
// customer's decision on the participation, the worker's compliance light with its explanation, and the
// "Idoneità" table. The file of a certificate is health data: the server sends it only to the supplier's
// level-5 users and the customer's reviewers, so "Visualizza" appears only when it is there.
import { Button, Card, H2, NonIdealState, Tag } from "@blueprintjs/core";
import { ArrowLeftIcon, PersonIcon } from "@blueprintjs/icons";
import { useCallback, useMemo, useState } from "react";
import { ConfirmIcon } from "@blueprintjs/icons";
import { fetchQuery, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { useLoaderData, useNavigate, useParams } from "react-router-dom";
import type { ProcurementWorkerRouteQuery, ProcurementWorkerRouteQuery$data } from "../../__generated__/ProcurementWorkerRouteQuery.graphql";
import { PageSpinner } from "../../components/PageSpinner";
import { DataTable } from "../../components/table/DataTable";
import { ComplianceStateCell } from "../../components/table/cells/ComplianceStateCell";
import { DateCell } from "../../components/table/cells/DateCell";
import { DateWithExpiryCell } from "../../components/table/cells/DateWithExpiryCell";
import { RowActionButton, RowActions } from "../../components/table/cells/RowActionButton";
import { ToggleCell } from "../../components/table/cells/ToggleCell";
import { TrafficLightCell } from "../../components/table/cells/TrafficLightCell";
import type { TableColumn } from "../../components/table/columns";
import { useLocalTable } from "../../components/table/useLocalTable";
import { showError, showSuccess } from "../../components/toaster";
import { t } from "../../i18n/i18n";
import { useFileDownload } from "../../lib/download";
import { environment } from "../../relay/environment";
import { failureMessage } from "../documents/mutation-failure";
import { FitnessApprovalDialog } from "./FitnessApprovalDialog";
import { lightExplanation } from "./light-explanation";
import { ParticipationStateCell } from "./ParticipationStateCell";
import { procurementWorkerRouteQuery } from "./ProcurementWorkerRoute.query";
import { useReviewFitnessCertificateMutation } from "./useReviewFitnessCertificateMutation";
import { useUploadFitnessCertificateMutation } from "./useUploadFitnessCertificateMutation";
import { UploadDialog } from "../../components/dialogs/UploadDialog";
import { nodeIdOf } from "../../lib/route-ids";
import "./workers.css";

type Assignment = ProcurementWorkerRouteQuery$data["procurementWorkers"][number];
type Certificate = Assignment["fitnessCertificates"][number];
type OrderField = "TYPE" | "DATE" | "EXPIRY" | "ACTIVE";
const REVIEW_LEVEL = 3;

export function ProcurementWorkerPage() {
  const queryReference = useLoaderData<PreloadedQuery<ProcurementWorkerRouteQuery>>();
  const data = usePreloadedQuery<ProcurementWorkerRouteQuery>(procurementWorkerRouteQuery, queryReference);
  const params = useParams();
  const navigate = useNavigate();
  const workerId = nodeIdOf("SupplierWorker", params.workerId ?? "");
  const procurement = data.node?.procurement ?? null;
  const assignment = data.procurementWorkers.find((row) => row.worker.id === workerId) ?? null;
  // After a review the worker's light and the certificates' states come again from the server.
  const reload = useCallback(() => {
    void fetchQuery<ProcurementWorkerRouteQuery>(environment, procurementWorkerRouteQuery, queryReference.variables, {
      fetchPolicy: "network-only",
    })
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
      onClick={() => navigate(procurement ? `/procurement/${encodeURIComponent(procurement.id)}?tab=lavoratori` : "/home")}
    />
  );
  if (!procurement || !assignment) {
    return (
      <div className="page procurement-worker-page">
        {back}
        <NonIdealState icon={<PersonIcon size={48} />} title={t("wrkCardNotFoundTitle")} description={t("wrkCardNotFoundText")} />
      </div>
    );
  }
  const explanation = lightExplanation(assignment.fitnessCertificates);
  return (
    <div className="page procurement-worker-page">
      {back}
      <Card className="procurement-worker-header" elevation={1}>
        <H2 className="procurement-worker-header__title">
          {t("wrkCardHeading")} {procurement.label} | {t("wrkCardWorker")} {assignment.worker.firstName} {assignment.worker.lastName}
        </H2>
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
          {assignment.approvalNote ? <span className="procurement-worker-header__note">{assignment.approvalNote}</span> : null}
          <span className="procurement-worker-header__light">
            <TrafficLightCell value={assignment.trafficLight} /> <span className="procurement-worker-header__explanation">{explanation}</span>
          </span>
        </div>
      </Card>
      <FitnessTable
        certificates={assignment.fitnessCertificates}
        userLevel={data.viewer.userLevel}
        canReview={data.viewer.kind === "CUSTOMER" && data.viewer.userLevel >= REVIEW_LEVEL}
        canUpload={data.viewer.kind === "SUPPLIER"}
        onChanged={reload}
      />
    </div>
  );
}

function FitnessTable(props: {
  certificates: ReadonlyArray<Certificate>;
  userLevel: number;
  canReview: boolean;
  canUpload: boolean;
  onChanged: () => void;
}) {
  const [uploadFile] = useUploadFitnessCertificateMutation();
  const [uploading, setUploading] = useState<Certificate | null>(null);
  const { download } = useFileDownload();
  const [review] = useReviewFitnessCertificateMutation();
  const [approving, setApproving] = useState<Certificate | null>(null);
  const { canReview, canUpload, onChanged } = props;
  const table = useLocalTable<Certificate, OrderField>(props.certificates, {
    defaultOrderBy: "ACTIVE",
    sortValue: (row, orderBy) => {
      switch (orderBy) {
        case "TYPE":
          return row.category.label;
        case "DATE":
          return row.documentDate;
        case "EXPIRY":
          return row.documentExpirationDate;
        case "ACTIVE":
          return row.active;
      }
    },
    searchText: (row) => `${row.category.label} ${row.attachmentName ?? ""}`,
    isInactive: (row) => !row.active,
  });
  const columns = useMemo(
    (): ReadonlyArray<TableColumn<Certificate, OrderField>> => [
      {
        id: "type",
        header: t("wrkFitnessType"),
        sortField: "TYPE",
        render: (row) => (
          <div className="fitness-type">
            <span>{row.category.label}</span>
            {row.note ? (
              <span className={row.approval === "REJECTED" ? "fitness-type__note fitness-type__note--rejected" : "fitness-type__note"}>
                <strong>{row.approval === "REJECTED" ? t("docRejectionReason") : t("docReviewNote")}</strong> {row.note}
              </span>
            ) : null}
          </div>
        ),
      },
      {
        id: "name",
        header: t("wrkFitnessFileName"),
        hideBelow: 600,
        render: (row) => row.attachmentName ?? <span className="text-muted">{t("wrkFitnessNoFile")}</span>,
      },
      { id: "date", header: t("wrkFitnessDate"), sortField: "DATE", hideBelow: 960, render: (row) => <DateCell value={row.documentDate} /> },
      {
        id: "expiry",
        header: t("wrkFitnessExpiry"),
        sortField: "EXPIRY",
        hideBelow: 600,
        render: (row) => <DateWithExpiryCell value={row.documentExpirationDate} />,
      },
      { id: "state", header: t("wrkFitnessState"), render: (row) => <ComplianceStateCell value={row.complianceState} /> },
      ...(canReview
        ? [
            {
              id: "active",
              header: t("docMandatory"),
              sortField: "ACTIVE" as const,
              kind: "action" as const,
              render: (row: Certificate) => (
                <ToggleCell
                  checked={row.active}
                  label={`${t("docMandatoryToggle")}: ${row.category.label}`}
                  onChange={async (active: boolean) => {
                    const result = await review({ id: row.id, active });
                    if (result.__typename === "ReviewFitnessCertificateSuccess") {
                      showSuccess(t("docMandatoryChanged"));
                      onChanged();
                      return;
                    }
                    showError(failureMessage(result, t("unexpectedError")));
                    throw new Error(result.__typename);
                  }}
                />
              ),
            },
          ]
        : []),
      {
        id: "view",
        header: t("wrkFitnessView"),
        kind: "action",
        render: (row) => (
          <RowActions>
            {canUpload ? <RowActionButton action="upload" label={t("docUpload")} onClick={() => setUploading(row)} /> : null}
            {row.file && props.userLevel >= 5 ? (
              <RowActionButton
                action="view"
                label={t("wrkFitnessView")}
                onClick={() => download(row.file?.downloadUrl ?? "", row.file?.originalName ?? "documento")}
              />
            ) : null}
            {canReview && row.hasFile ? (
              <RowActionButton action="custom" icon={<ConfirmIcon />} label={t("docSetApproval")} onClick={() => setApproving(row)} />
            ) : null}
          </RowActions>
        ),
      },
    ],
    [canReview, canUpload, download, onChanged, props.userLevel, review],
  );
  return (
    <>
    <DataTable
      {...table.tableProps}
      rows={table.rows}
      columns={columns}
      label={t("wrkFitnessTable")}
      userLevel={props.userLevel}
      isRowGreyed={(row) => !row.active}
      className="fitness-table"
      toolbar={{ searchable: true, hideInactiveToggle: true, onRefresh: onChanged }}
    />
    {uploading ? (
      <UploadDialog
        isOpen
        title={`${t("docUpload")}: ${uploading.category.label}`}
        onClose={() => setUploading(null)}
        onUpload={async (file, onProgress) => {
          const result = await uploadFile(uploading.id, file, onProgress);
          if (result.__typename !== "UploadFitnessCertificateSuccess") {
            throw new Error(failureMessage(result, t("unexpectedError")));
          }
        }}
        onUploaded={() => {
          showSuccess(t("wrkFitnessUploaded"));
          onChanged();
        }}
      />
    ) : null}
    {approving ? (
      <FitnessApprovalDialog
        certificate={{ id: approving.id, approval: approving.approval, note: approving.note ?? null, categoryLabel: approving.category.label }}
        onClose={() => setApproving(null)}
        onSaved={onChanged}
      />
    ) : null}
    </>
  );
}
