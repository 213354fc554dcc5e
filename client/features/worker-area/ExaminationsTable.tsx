// The worker's visits: date dd/MM/yyyy, visit type, judgement, next visit and the certificate (certificato.pdf:
// the stored one or the written judgement), newest first (sorted by examination date, descending like every
// table of the portal), in a box 200 px high on wider screens (spec section 9). On a phone each visit reads as a
// small card, label beside value. A visit still without a judgement says so in words instead of offering a
// button that could only fail.
import { useMemo } from "react";
import { HTMLTable, Tooltip } from "@blueprintjs/core";
import { graphql, useFragment } from "react-relay/hooks";
import { suitabilityLabel, visitTypeLabel } from "../../../common/reference-lists";
import type { ExaminationsTable_worker$key } from "../../__generated__/ExaminationsTable_worker.graphql";
import { FileDownloadCell } from "../../components/table/cells/FileDownloadCell";
import { t } from "../../i18n/i18n";
import { formatDate } from "../../lib/dates";
import { CERTIFICATE_FILE_NAME } from "./certificate-file-name";

const fragment = graphql`
  fragment ExaminationsTable_worker on Worker {
    examinations {
      id
      examinationDate
      visitType
      outcome
      nextVisitDate
      certificateUrl
    }
  }
`;

export function ExaminationsTable({ worker }: { worker: ExaminationsTable_worker$key }) {
  const { examinations } = useFragment(fragment, worker);
  // "YYYY-MM-DD" strings sort as dates.
  const rows = useMemo(
    () => [...examinations].sort((a, b) => b.examinationDate.localeCompare(a.examinationDate)),
    [examinations],
  );
  const headers = { date: t("visitDate"), type: t("visitType"), outcome: t("outcome"), next: t("mdNextVisit"), certificate: t("mdCertificate") };
  return (
    // Focusable so the rows can be scrolled with the keyboard.
    <div className="examinations-table" tabIndex={0}>
      <HTMLTable striped compact className="examinations-table__table">
        <thead>
          <tr>
            <th scope="col">{headers.date}</th>
            <th scope="col">{headers.type}</th>
            <th scope="col">{headers.outcome}</th>
            <th scope="col">{headers.next}</th>
            <th scope="col" className="examinations-table__certificate">{headers.certificate}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="examinations-table__empty">
                {t("noRecords")}
              </td>
            </tr>
          ) : (
            rows.map((examination) => (
              <tr key={examination.id}>
                <td data-label={headers.date}>{formatDate(examination.examinationDate)}</td>
                <td data-label={headers.type}>{visitTypeLabel(examination.visitType)}</td>
                <td data-label={headers.outcome}>{suitabilityLabel(examination.outcome)}</td>
                <td data-label={headers.next}>{examination.nextVisitDate ? formatDate(examination.nextVisitDate) : "–"}</td>
                <td data-label={headers.certificate} className="examinations-table__certificate">
                  {examination.certificateUrl ? (
                    <FileDownloadCell url={examination.certificateUrl} fileName={CERTIFICATE_FILE_NAME} label={t("mdCertificateDownload")} />
                  ) : (
                    <Tooltip content={t("mdCertificateMissingHint")} placement="top">
                      <span className="certificate-missing" tabIndex={0}>
                        {t("mdCertificateMissing")}
                      </span>
                    </Tooltip>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}
