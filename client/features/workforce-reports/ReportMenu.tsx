// The report menu of the customer's workers (spec section 2, generic list/table screen): "Rep. Corsi",
// "Rep. Corsi(partecipanti)" and "Rep. Amministrazione", each an .xlsx the server writes (saved as exporta.xlsx,
// the spec's default export name). Shown only where the server allows downloadWorkforceReports.
import { Button, Menu, MenuItem, Popover } from "@blueprintjs/core";
import { CaretDownIcon, DownloadIcon, ThListIcon } from "@blueprintjs/icons";
import type { MessageKey } from "../../i18n/dictionaries";
import { t } from "../../i18n/i18n";
import { useFileDownload } from "../../lib/download";

const REPORT_FILE_NAME = "exporta.xlsx";
const REPORTS: ReadonlyArray<{ id: string; label: MessageKey }> = [
  { id: "rep1", label: "reportCourses" },
  { id: "rep3", label: "reportParticipants" },
  { id: "rep2", label: "reportAdministration" },
];

export function ReportMenu() {
  const { download, isDownloading } = useFileDownload();
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu aria-label={t("reportMenuHint")}>
          {REPORTS.map((report) => (
            <MenuItem key={report.id} icon={<ThListIcon />} text={t(report.label)} onClick={() => void download(`/api/reports/${report.id}`, REPORT_FILE_NAME)} />
          ))}
        </Menu>
      }
    >
      <Button icon={<DownloadIcon />} endIcon={<CaretDownIcon />} text={t("reportMenu")} title={t("reportMenuHint")} loading={isDownloading} />
    </Popover>
  );
}
