// The worker's visits: date dd/MM/yyyy, visit type, outcome and the certificate (certificato.pdf when the stored
// file names nothing), newest first (sorted by examination date, descending like every table of the portal),
// in a box 200 px high (spec section 9). A visit whose certificate was never filed says so in words instead of
// offering a button that could only fail.
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
      certificate {
        downloadUrl
      }
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
  return (
    // Focusable so the rows can be scrolled with the keyboard.
    <div className="examinations-table" tabIndex={0}>
      <HTMLTable striped compact className="examinations-table__table">
        <thead>
          <tr>
            <th scope="col">{t("visitDate")}</th>
            <th scope="col">{t("visitType")}</th>
            <th scope="col">{t("outcome")}</th>
            <th scope="col" className="examinations-table__certificate">{t("mdCertificate")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4} className="examinations-table__empty">
                {t("noRecords")}
              </td>
            </tr>
          ) : (
            rows.map((examination) => (
              <tr key={examination.id}>
                <td>{formatDate(examination.examinationDate)}</td>
                <td>{visitTypeLabel(examination.visitType)}</td>
                <td>{suitabilityLabel(examination.outcome)}</td>
                <td className="examinations-table__certificate">
                  {examination.certificate ? (
                    <FileDownloadCell
                      url={examination.certificate.downloadUrl}
                      fileName={CERTIFICATE_FILE_NAME}
                      label={t("mdCertificateDownload")}
                    />
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
