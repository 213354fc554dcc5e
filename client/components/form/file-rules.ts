// The client's first look at a chosen file, with the files module's own messages (contract "Files
// module"): the server checks again, content included, so this only spares a useless upload.
import { ACCEPTED_FILE_EXTENSIONS, DEFAULT_UPLOAD_MAX_BYTES } from "../../../common/files";
import { t } from "../../i18n/i18n";
import { fillText } from "../table/text-template";

export const ACCEPTED_EXTENSIONS = ACCEPTED_FILE_EXTENSIONS;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(",");

// The server's limit (UPLOAD_MAX_BYTES), told by the shell's query once signed in (uploadMaxBytes); until then the
// server's default. Read when a file is checked, so the forms' schemas built at load time still use the real one.
let uploadMaxBytes = DEFAULT_UPLOAD_MAX_BYTES;

export function currentUploadMaxBytes(): number {
  return uploadMaxBytes;
}

export function setUploadMaxBytes(bytes: number): void {
  if (Number.isSafeInteger(bytes) && bytes > 0) uploadMaxBytes = bytes;
}

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
  maxBytes = currentUploadMaxBytes(),
  only?: FileTypeRule,
): string | null {
  if (only && !only.extensions.includes(extensionOf(file.name))) return only.message;
  if (!(ACCEPTED_EXTENSIONS as ReadonlyArray<string>).includes(extensionOf(file.name))) return t("fileTypeNotAllowed");
  if (file.size > maxBytes) return fillText(t("fileTooLarge"), { max: megabytes(maxBytes) });
  return null;
}
