// The "Portfolio formazione" table (spec section 2, /formation): No., Famiglia, Modello, Ultima data,
// Periodicità (section 9's labels), Pross.corso with the line's training state, and the certificate ("scarica",
// certificato.pdf: the stored attestato or the one written from the portfolio; none for a course never done). In the portfolio's own order (position). Phones keep
// No., Modello, Pross.corso and the download: the family, last date and periodicity are what can wait.
import { Tooltip } from "@blueprintjs/core";
import { graphql, useFragment } from "react-relay/hooks";
import { trainingFrequencyLabel } from "../../../common/reference-lists";
import type { TrainingPortfolioTable_worker$key, TrainingPortfolioTable_worker$data } from "../../__generated__/TrainingPortfolioTable_worker.graphql";
import { DataTable } from "../../components/table/DataTable";
import { DateCell } from "../../components/table/cells/DateCell";
import { FileDownloadCell } from "../../components/table/cells/FileDownloadCell";
import type { TableColumn } from "../../components/table/columns";
import { useLocalTable } from "../../components/table/useLocalTable";
import { t } from "../../i18n/i18n";
import { CERTIFICATE_FILE_NAME } from "./certificate-file-name";
import { TrainingStatusCell } from "./TrainingStatusCell";

const fragment = graphql`
  fragment TrainingPortfolioTable_worker on Worker {
    trainingPortfolio {
      id
      position
      model {
        shortName
        name
        category {
          name
        }
      }
      lastDate
      frequencyMonths
      nextDate
      enrolledInOpenCourse
      status
      certificateUrl
    }
  }
`;

type Row = TrainingPortfolioTable_worker$data["trainingPortfolio"][number];
type OrderField = "POSITION" | "FAMILY" | "MODEL" | "LAST_DATE" | "FREQUENCY" | "NEXT_DATE";

function sortValue(row: Row, orderBy: OrderField) {
  switch (orderBy) {
    case "POSITION":
      return row.position;
    case "FAMILY":
      return row.model.category.name;
    case "MODEL":
      return row.model.shortName;
    case "LAST_DATE":
      return row.lastDate;
    case "FREQUENCY":
      return row.frequencyMonths;
    case "NEXT_DATE":
      return row.nextDate;
  }
}

const columns: ReadonlyArray<TableColumn<Row, OrderField>> = [
  { id: "number", header: t("frNumber"), sortField: "POSITION", align: "end", width: "56px", render: (row) => row.position },
  { id: "family", header: t("frFamily"), sortField: "FAMILY", hideBelow: 600, render: (row) => row.model.category.name },
  {
    id: "model",
    header: t("frModel"),
    sortField: "MODEL",
    // The short name is the column (spec); the full course name is one hover away.
    render: (row) => (
      <Tooltip content={row.model.name} placement="top">
        <span className="training-model">{row.model.shortName}</span>
      </Tooltip>
    ),
  },
  { id: "last", header: t("frLastDate"), sortField: "LAST_DATE", hideBelow: 600, render: (row) => <DateCell value={row.lastDate} /> },
  { id: "frequency", header: t("frFrequency"), sortField: "FREQUENCY", hideBelow: 600, render: (row) => trainingFrequencyLabel(row.frequencyMonths ?? null) },
  {
    id: "next",
    header: t("frNextCourse"),
    sortField: "NEXT_DATE",
    render: (row) => <TrainingStatusCell status={row.status} nextDate={row.nextDate ?? null} enrolled={row.enrolledInOpenCourse} />,
  },
  {
    id: "pdf",
    header: t("frPdf"),
    kind: "action",
    render: (row) =>
      row.certificateUrl ? (
        <FileDownloadCell url={row.certificateUrl} fileName={CERTIFICATE_FILE_NAME} label={t("frDownload")} />
      ) : (
        <span className="certificate-missing" role="img" aria-label={t("frCertificateMissing")} title={t("frCertificateMissing")}>
          –
        </span>
      ),
  },
];

export function TrainingPortfolioTable({ worker, onRefresh }: { worker: TrainingPortfolioTable_worker$key; onRefresh: () => void }) {
  const { trainingPortfolio } = useFragment(fragment, worker);
  // The portfolio reads in its own order, first line first.
  const table = useLocalTable<Row, OrderField>(trainingPortfolio, { defaultOrderBy: "POSITION", defaultDirection: "ASC", sortValue, onRefresh });
  return (
    <DataTable
      {...table.tableProps}
      rows={table.rows}
      columns={columns}
      label={t("frTitle")}
      emptyText={t("frEmpty")}
      toolbar={{ onRefresh: table.refresh }}
    />
  );
}
