// The waiting item's file beside its row, without leaving the page: the download route needs the Bearer token, so
// the file is fetched and shown from an object URL (PDF in a frame, images as they are); any other type is
// offered for download.
import { useEffect, useState } from "react";
import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { DocumentIcon, DownloadIcon } from "@blueprintjs/icons";
import { t } from "../../i18n/i18n";
import { useFileDownload } from "../../lib/download";
import { getToken } from "../../lib/session";

type Props = { url: string | null | undefined; name: string | null | undefined; mimeType: string | null | undefined; title: string };

const shownInBrowser = (mimeType: string | null | undefined) => mimeType === "application/pdf" || (mimeType ?? "").startsWith("image/");

export function FilePreview({ url, name, mimeType, title }: Props) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { download, isDownloading } = useFileDownload();
  const inline = url && shownInBrowser(mimeType);

  useEffect(() => {
    if (!url || !inline) return undefined;
    const controller = new AbortController();
    let created: string | null = null;
    setObjectUrl(null);
    setFailed(false);
    const token = getToken();
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        created = URL.createObjectURL(new Blob([blob], { type: mimeType ?? blob.type }));
        setObjectUrl(created);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.warn("Anteprima non riuscita", error);
          setFailed(true);
        }
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url, inline, mimeType]);

  if (!url) return <NonIdealState icon={<DocumentIcon size={32} />} description={t("reviewNoFile")} />;
  const downloadButton = (
    <Button icon={<DownloadIcon />} text={t("reviewFileDownload")} loading={isDownloading} onClick={() => void download(url, name ?? "documento")} />
  );
  if (!inline) return <NonIdealState icon={<DocumentIcon size={32} />} title={name ?? undefined} action={downloadButton} />;
  if (failed) return <NonIdealState icon={<DocumentIcon size={32} />} description={t("reviewFileFailed")} action={downloadButton} />;
  if (!objectUrl) return <NonIdealState icon={<Spinner size={24} />} description={t("reviewFileLoading")} />;
  return (
    <div className="review-preview__file">
      {mimeType === "application/pdf" ? (
        <iframe className="review-preview__frame" src={objectUrl} title={title} />
      ) : (
        <img className="review-preview__image" src={objectUrl} alt={title} />
      )}
      <div className="review-preview__download">{downloadButton}</div>
    </div>
  );
}
