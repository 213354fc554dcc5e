// /workforce/{id}: one of the customer's workers. Data, visits (judgement, prescriptions and limitations, dates:
// never a visit's clinical content, which the server does not even send), training portfolio and documents; the
// data dialog's photo mode and attachments mode from the header.
import { lazy, Suspense, useState } from "react";
import { Button, Callout, H2, HTMLTable, Tab, Tabs } from "@blueprintjs/core";
import { CalendarIcon, CameraIcon, PaperclipIcon } from "@blueprintjs/icons";
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import { Link, useLoaderData } from "react-router-dom";
import { suitabilityLabel, trainingFrequencyLabel, type SuitabilityCode } from "../../../common/reference-lists";
import type { WorkforceWorkerRecord_worker$key } from "../../__generated__/WorkforceWorkerRecord_worker.graphql";
import type { WorkforceWorkerRouteQuery } from "../../__generated__/WorkforceWorkerRouteQuery.graphql";
import { t } from "../../i18n/i18n";
import { formatDate } from "../../lib/dates";
import { TrainingStatusCell } from "../worker-area/TrainingStatusCell";
import { DueDate, SuitabilityAvatar, TrainingFamilies } from "./WorkforceCells";
import { workforceWorkerRouteQuery } from "./WorkforceWorkerRoute.query";
import { readWorkforceWorkerRow } from "./WorkforceWorkerRow";
import { WorkerAttachmentsDialog, WorkerFileTiles } from "./WorkerAttachmentsDialog";
import { WorkerPhoto, WorkerPhotoDialog } from "./WorkerPhotoDialog";
import "./workforce.css";

// The calendar (FullCalendar) is fetched only when a visit is booked: the record itself stays small on a phone.
const VisitCalendarDialog = lazy(async () => ({ default: (await import("../calendar/VisitCalendarDialog")).VisitCalendarDialog }));

const fragment = graphql`
  fragment WorkforceWorkerRecord_worker on WorkforceWorker {
    ...WorkforceWorkerRow_worker
    fiscalCode
    employeeNumber
    birthDate
    examinations { databaseId examinationDate outcome prescriptions limitations nextVisitDate }
    trainingPortfolio { databaseId position familyName modelShortName lastDate frequencyMonths nextDate enrolledInOpenCourse status }
    photo { downloadUrl }
    files { databaseId file { originalName extension downloadUrl } }
  }
`;

export function WorkforceWorkerPage() {
  const queryReference = useLoaderData<PreloadedQuery<WorkforceWorkerRouteQuery>>();
  const data = usePreloadedQuery<WorkforceWorkerRouteQuery>(workforceWorkerRouteQuery, queryReference);
  const worker = data.node?.worker;
  if (!worker || !data.viewer) {
    return (
      <div className="page">
        <Callout intent="warning">{t("wfNotFound")}</Callout>
        <Link to="/workforce">{t("wfBack")}</Link>
      </div>
    );
  }
  const { editWorkforceFiles, deleteWorkforceFiles, bookVisits } = data.viewer.permissions;
  return <WorkerRecord worker={worker} canEdit={editWorkforceFiles} canDelete={deleteWorkforceFiles} canBook={bookVisits.allowed} />;
}

type Decision = { readonly allowed: boolean; readonly reason: string | null | undefined };

function WorkerRecord(props: { worker: WorkforceWorkerRecord_worker$key; canEdit: Decision; canDelete: Decision; canBook: boolean }) {
  const { canEdit, canDelete, canBook } = props;
  const record = useFragment(fragment, props.worker);
  // The grid row's fields (header and data tab) beside the record's own.
  const worker = { ...record, ...readWorkforceWorkerRow(record) };
  const [dialog, setDialog] = useState<"photo" | "attachments" | "calendar" | null>(null);
  const fact = (label: string, value: React.ReactNode) => (
    <div className="workforce-fact">
      <dt>{label}</dt>
      <dd>{value || "—"}</dd>
    </div>
  );
  return (
    <div className="page workforce-record">
      <Link to="/workforce" className="workforce-record__back">{t("wfBack")}</Link>
      <header className="workforce-record__head">
        <WorkerPhoto url={worker.photo?.downloadUrl ?? null} />
        <div>
          <H2 className="page__title">{worker.lastName} {worker.firstName}</H2>
          <div className="workforce-record__status">
            <SuitabilityAvatar code={worker.suitability} /> {suitabilityLabel(worker.suitability as SuitabilityCode | null)}
            {worker.resigned && <span className="workforce-name__tag">{t("wfResigned")}</span>}
          </div>
        </div>
        <div className="workforce-record__actions">
          <Button icon={<CameraIcon />} text={t("wfPhoto")} disabled={!canEdit.allowed} title={canEdit.reason ?? undefined} onClick={() => setDialog("photo")} />
          <Button icon={<PaperclipIcon />} text={t("wfAttachments")} onClick={() => setDialog("attachments")} />
          {canBook ? <Button icon={<CalendarIcon />} text={t("calBook")} onClick={() => setDialog("calendar")} /> : null}
        </div>
      </header>
      <Tabs id="workforce-record-tabs" renderActiveTabPanelOnly large={false}>
        <Tab id="data" title={t("wfTabData")} panel={
          <dl className="workforce-facts">
            {fact(t("wfFiscalCode"), worker.fiscalCode)}
            {fact(t("wfNumber"), worker.employeeNumber)}
            {fact(t("wfBirthDate"), worker.birthDate && formatDate(worker.birthDate))}
            {fact(t("wfFactory"), worker.factory?.name)}
            {fact(t("wfDepartment"), worker.department?.name)}
            {fact(t("wfJob"), worker.job?.name)}
            {fact(t("wfImpact"), worker.businessImpact)}
            {fact(t("wfLastVisit"), worker.lastVisit && formatDate(worker.lastVisit))}
            {fact(t("wfNextVisit"), <DueDate value={worker.nextVisit} />)}
            {fact(t("wfTraining"), <TrainingFamilies families={worker.trainingFamilies} />)}
            {worker.excludedFromSurveillance && fact(t("wfExcluded"), "✓")}
          </dl>
        } />
        <Tab id="visits" title={t("wfTabVisits")} panel={
          <>
            <p className="workforce-record__note">{t("wfHealthNote")}</p>
            <div className="workforce-scroll" tabIndex={0}>
              <HTMLTable compact striped>
                <thead><tr><th>{t("visitDate")}</th><th>{t("outcome")}</th><th>{t("wfPrescriptions")}</th><th>{t("wfLimitations")}</th><th>{t("wfNextVisit")}</th></tr></thead>
                <tbody>
                  {worker.examinations.length === 0 && <tr><td colSpan={5}>{t("noRecords")}</td></tr>}
                  {worker.examinations.map((visit) => (
                    <tr key={visit.databaseId}>
                      <td>{formatDate(visit.examinationDate)}</td>
                      <td><SuitabilityAvatar code={visit.outcome} /> {suitabilityLabel(visit.outcome as SuitabilityCode | null)}</td>
                      <td>{visit.prescriptions ?? "—"}</td>
                      <td>{visit.limitations ?? "—"}</td>
                      <td>{visit.nextVisitDate ? formatDate(visit.nextVisitDate) : "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          </>
        } />
        <Tab id="portfolio" title={t("wfTabPortfolio")} panel={
          <div className="workforce-scroll" tabIndex={0}>
            <HTMLTable compact striped>
              <thead><tr><th>No.</th><th>{t("wfFamily")}</th><th>{t("wfModel")}</th><th>{t("wfLastDate")}</th><th>{t("wfFrequencyMonths")}</th><th>{t("wfNextCourse")}</th></tr></thead>
              <tbody>
                {worker.trainingPortfolio.length === 0 && <tr><td colSpan={6}>{t("noRecords")}</td></tr>}
                {worker.trainingPortfolio.map((line) => (
                  <tr key={line.databaseId}>
                    <td>{line.position}</td>
                    <td>{line.familyName}</td>
                    <td>{line.modelShortName}</td>
                    <td>{line.lastDate ? formatDate(line.lastDate) : "—"}</td>
                    <td>{trainingFrequencyLabel(line.frequencyMonths ?? null)}</td>
                    <td><TrainingStatusCell status={line.status} nextDate={line.nextDate ?? null} enrolled={line.enrolledInOpenCourse} /></td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        } />
        <Tab id="documents" title={t("wfTabDocuments")} panel={<WorkerFileTiles files={worker.files} pending={[]} canDelete={canDelete} />} />
      </Tabs>
      <WorkerPhotoDialog isOpen={dialog === "photo"} workerId={worker.id} onClose={() => setDialog(null)} />
      <WorkerAttachmentsDialog isOpen={dialog === "attachments"} workerId={worker.id} files={worker.files} canAdd={canEdit} canDelete={canDelete} onClose={() => setDialog(null)} />
      {dialog === "calendar" ? (
        <Suspense fallback={null}>
          <VisitCalendarDialog isOpen workerId={worker.databaseId} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
