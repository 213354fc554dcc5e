// The worker's visits: date dd/MM/yyyy, visit type and outcome, newest first (sorted by examination
// date, descending like every table of the portal), in a box 200 px high (spec section 9).
import { useMemo } from "react";
import { HTMLTable } from "@blueprintjs/core";
import { graphql, useFragment } from "react-relay/hooks";
import { suitabilityLabel, visitTypeLabel } from "../../../common/reference-lists";
import type { ExaminationsTable_worker$key } from "../../__generated__/ExaminationsTable_worker.graphql";
import { t } from "../../i18n/i18n";
import { formatDate } from "../../lib/dates";

const fragment = graphql`
  fragment ExaminationsTable_worker on Worker {
    examinations {
      id
      examinationDate
      visitType
      outcome
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
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="examinations-table__empty">
                {t("noRecords")}
              </td>
            </tr>
          ) : (
            rows.map((examination) => (
              <tr key={examination.id}>
                <td>{formatDate(examination.examinationDate)}</td>
                <td>{visitTypeLabel(examination.visitType)}</td>
                <td>{suitabilityLabel(examination.outcome)}</td>
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}
