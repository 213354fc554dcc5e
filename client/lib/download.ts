// File downloads (spec sections 5 and 8): the REST download paths need the Bearer token, which a plain
// <a href> cannot send, so the file is fetched, collected into a Blob and saved through an object URL.
// The name comes from Content-Disposition (RFC 5987 filename* first), spaces turned into underscores.
import { useCallback, useRef, useState } from "react";
import { showError } from "../components/toaster";
import { t } from "../i18n/i18n";
import { endSession, getToken } from "./session";

export type DownloadProgress = { loaded: number; total: number | null; percent: number | null };

// Spec section 5: spaces in downloaded file names are replaced by underscores. Path separators and
// control characters never reach the save dialog.
export function safeDownloadName(name: string): string {
  const cleaned = Array.from(name)
    .filter((char) => char.charCodeAt(0) >= 32 && char.charCodeAt(0) !== 127)
    .join("")
    .replace(/[\\/]/g, "_")
    .replace(/\s/g, "_")
    .replace(/^\.+/, "");
  return cleaned || "file";
}

function decodeExtended(value: string): string | null {
  // filename*=UTF-8''na%C3%AFve.pdf (RFC 5987: charset'language'percent-encoded)
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value);
  if (!match) return null;
  try {
    return decodeURIComponent(match[2]);
  } catch {
    return null;
  }
}

// The file name a Content-Disposition header gives, or the fallback.
export function fileNameFromContentDisposition(header: string | null | undefined, fallback: string): string {
  if (header) {
    const extended = /filename\*\s*=\s*("?)([^";]+)\1/i.exec(header);
    const decoded = extended ? decodeExtended(extended[2].trim()) : null;
    if (decoded) return safeDownloadName(decoded);
    const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
    if (quoted) return safeDownloadName(quoted[1].replace(/\\(.)/g, "$1"));
    const plain = /filename\s*=\s*([^;]+)/i.exec(header);
    if (plain) return safeDownloadName(plain[1].trim());
  }
  return safeDownloadName(fallback);
}

async function readBody(response: Response, onProgress?: (progress: DownloadProgress) => void): Promise<Blob> {
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  const length = Number(response.headers.get("Content-Length"));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress?.({ loaded, total, percent: total ? Math.min(100, Math.round((loaded / total) * 100)) : null });
  }
  return new Blob(chunks as BlobPart[], { type });
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: give them a moment before releasing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

// Downloads and saves a file; false (after the error toast) when it could not be had.
export async function downloadFile(
  url: string,
  fallbackName: string,
  options: { onProgress?: (progress: DownloadProgress) => void; method?: "GET" | "POST"; body?: BodyInit } = {},
): Promise<boolean> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(url, { method: options.method ?? "GET", headers, body: options.body });
    if (response.status === 401 || response.status === 403) {
      showError(t("unauthorized"));
      if (response.status === 401) endSession();
      return false;
    }
    if (!response.ok) {
      showError(t("downloadUnavailable"));
      return false;
    }
    const blob = await readBody(response, options.onProgress);
    save(blob, fileNameFromContentDisposition(response.headers.get("Content-Disposition"), fallbackName));
    return true;
  } catch (error) {
    console.warn("Download non riuscito", error);
    showError(t("downloadUnavailable"));
    return false;
  }
}

// The caller's spinner/progress state; a second click while a download runs is ignored.
export function useFileDownload() {
  const [isDownloading, setDownloading] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const running = useRef(false);
  const download = useCallback(
    async (url: string, fallbackName: string, options: { method?: "GET" | "POST"; body?: BodyInit } = {}) => {
      if (running.current) return false;
      running.current = true;
      setDownloading(true);
      setPercent(null);
      try {
        return await downloadFile(url, fallbackName, { ...options, onProgress: (progress) => setPercent(progress.percent) });
      } finally {
        running.current = false;
        setDownloading(false);
        setPercent(null);
      }
    },
    [],
  );
  return { download, isDownloading, percent };
}
