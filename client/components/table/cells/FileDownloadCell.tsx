// A stored file's download button: fetched with the token and saved under its own name
// (lib/download.ts); spins while it downloads; "file non disponibile" when it cannot be had.
import { Button, Tooltip } from "@blueprintjs/core";
import { DownloadIcon } from "@blueprintjs/icons";
import { t } from "../../../i18n/i18n";
import { useFileDownload } from "../../../lib/download";
import { fillText } from "../text-template";

export function FileDownloadCell({
  url,
  fileName,
  label,
  text = false,
  disabled = false,
}: {
  // null: there is no file, nothing is shown.
  url: string | null | undefined;
  // Used when the response names no file.
  fileName: string;
  label?: string;
  // Shows the label beside the icon.
  text?: boolean;
  disabled?: boolean;
}) {
  const { download, isDownloading, percent } = useFileDownload();
  if (!url) return null;
  const name = label ?? t("actionDownload");
  const progress = isDownloading && percent !== null ? ` ${fillText("{percent}%", { percent })}` : "";
  return (
    <Tooltip content={`${name}: ${fileName}`} placement="top" hoverOpenDelay={300} disabled={disabled}>
      <Button
        variant="minimal"
        icon={<DownloadIcon />}
        text={text ? `${name}${progress}` : undefined}
        aria-label={`${name}: ${fileName}`}
        aria-busy={isDownloading || undefined}
        loading={isDownloading && !text}
        disabled={disabled || (isDownloading && text)}
        onClick={() => void download(url, fileName)}
        className="row-action"
      />
    </Tooltip>
  );
}
