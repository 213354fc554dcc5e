// The client's first look at a chosen file, with the files module's own messages (contract "Files
// module"): the server checks again, content included, so this only spares a useless upload.
import { t } from "../../i18n/i18n";
import { fillText } from "../table/text-template";

export const ACCEPTED_EXTENSIONS = ["pdf", "doc", "docx", "xls", "xlsx", "jpg", "jpeg", "png", "gif"] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(",");
// The server's default limit (configurable there; pass the real one when a screen knows it).
export const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

export function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

// A field that takes fewer types than the portal does (the safety data sheet: PDF only) says so in its own
// words, rather than listing types the field would refuse anyway.
export type FileTypeRule = { extensions: ReadonlyArray<string>; message: string };

// The message for a file that will be refused, or null.
export function fileProblem(
  file: { readonly name: string; readonly size: number },
  maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
  only?: FileTypeRule,
): string | null {
  if (only && !only.extensions.includes(extensionOf(file.name))) return only.message;
  if (!(ACCEPTED_EXTENSIONS as ReadonlyArray<string>).includes(extensionOf(file.name))) return t("fileTypeNotAllowed");
  if (file.size > maxBytes) return fillText(t("fileTooLarge"), { max: megabytes(maxBytes) });
  return null;
}
