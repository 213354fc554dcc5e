// Which kinds of file the portal accepts, and whether a file's first bytes match the extension it claims.
// A small checker of our own: the few formats allowed have well-known signatures, and a mismatch is refused,
// so a renamed executable never sits in storage as a "pdf".
import { inflateRawSync } from "node:zlib";
import { ACCEPTED_FILE_EXTENSIONS, type AcceptedFileExtension } from "../../../common/files";

export const ALLOWED_EXTENSIONS = ACCEPTED_FILE_EXTENSIONS;
export type AllowedExtension = AcceptedFileExtension;

// Enough of the start of a file to find the entry names of an Office Open XML package.
export const SNIFF_BYTES = 64 * 1024;

export const MIME_TYPES: Record<AllowedExtension, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

export function isAllowedExtension(extension: string): extension is AllowedExtension {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(extension);
}

// What the first bytes say. "office-legacy" is an OLE2 compound file (doc or xls); "ooxml" a zip that
// starts like an Office package but whose kind did not show within the bytes read.
export type SniffedKind =
  | "pdf"
  | "jpeg"
  | "png"
  | "gif"
  | "doc"
  | "xls"
  | "office-legacy"
  | "docx"
  | "xlsx"
  | "ooxml"
  | "zip"
  | "unknown";

const ACCEPTED_KINDS: Record<AllowedExtension, readonly SniffedKind[]> = {
  pdf: ["pdf"],
  doc: ["doc", "office-legacy"],
  xls: ["xls", "office-legacy"],
  docx: ["docx", "ooxml"],
  xlsx: ["xlsx", "ooxml"],
  jpg: ["jpeg"],
  jpeg: ["jpeg"],
  png: ["png"],
  gif: ["gif"],
};

export function contentMatchesExtension(extension: AllowedExtension, head: Uint8Array): boolean {
  return ACCEPTED_KINDS[extension].includes(sniffFileType(head));
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

export function sniffFileType(head: Uint8Array): SniffedKind {
  if (startsWithPdf(head)) return "pdf";
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, PNG)) return "png";
  if (startsWithAscii(head, "GIF87a") || startsWithAscii(head, "GIF89a")) return "gif";
  if (startsWith(head, OLE2)) return legacyOfficeKind(head);
  if (startsWith(head, ZIP_LOCAL_HEADER)) return officeOpenXmlKind(head);
  return "unknown";
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function startsWithAscii(bytes: Uint8Array, text: string, offset = 0): boolean {
  return startsWith(bytes, [...Buffer.from(text, "latin1")], offset);
}

// "%PDF-" first, after at most a byte-order mark or some white space (as some generators write).
function startsWithPdf(head: Uint8Array): boolean {
  let offset = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (offset < 16 && offset < head.length && [0x09, 0x0a, 0x0d, 0x20].includes(head[offset])) offset += 1;
  return startsWithAscii(head, "%PDF-", offset);
}

// A compound file names its streams in a directory of UTF-16 names: "WordDocument" in a Word file,
// "Workbook" (or "Book" before Excel 97) in an Excel one. The directory is often, not always, near the start.
function legacyOfficeKind(head: Uint8Array): SniffedKind {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const word = bytes.includes(Buffer.from("WordDocument\0", "utf16le"));
  const excel = bytes.includes(Buffer.from("Workbook\0", "utf16le")) || bytes.includes(Buffer.from("Book\0", "utf16le"));
  if (word && !excel) return "doc";
  if (excel && !word) return "xls";
  return "office-legacy";
}

type ZipEntry = { name: string; method: number; data: Uint8Array | null };

// Reads the local file headers of a zip from its start: Word packages keep their parts under "word/",
// Excel ones under "xl/". When neither shows, [Content_Types].xml (often the first entry) names the main part.
function officeOpenXmlKind(head: Uint8Array): SniffedKind {
  const entries = zipEntriesOf(head);
  if (entries.some((entry) => entry.name.startsWith("word/"))) return "docx";
  if (entries.some((entry) => entry.name.startsWith("xl/"))) return "xlsx";
  const contentTypes = entries.find((entry) => entry.name === "[Content_Types].xml");
  if (!contentTypes) return "zip";
  const xml = entryText(contentTypes);
  if (xml?.includes("wordprocessingml.document.main+xml")) return "docx";
  if (xml?.includes("spreadsheetml.sheet.main+xml")) return "xlsx";
  return "ooxml";
}

function zipEntriesOf(head: Uint8Array): ZipEntry[] {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const entries: ZipEntry[] = [];
  let offset = 0;
  while (offset + 30 <= head.length && entries.length < 256) {
    if (!startsWith(head, ZIP_LOCAL_HEADER, offset)) {
      // After an entry whose size is written behind its data, look for the next header.
      const next = indexOfSignature(head, offset + 1);
      if (next < 0) break;
      offset = next;
      continue;
    }
    const flags = view.getUint16(offset + 6, true);
    const method = view.getUint16(offset + 8, true);
    const compressedSize = view.getUint32(offset + 18, true);
    const nameLength = view.getUint16(offset + 26, true);
    const extraLength = view.getUint16(offset + 28, true);
    const nameStart = offset + 30;
    const dataStart = nameStart + nameLength + extraLength;
    if (nameStart + nameLength > head.length) break;
    const name = Buffer.from(head.subarray(nameStart, nameStart + nameLength)).toString("utf8");
    const sizeKnown = (flags & 0x08) === 0;
    const dataEnd = dataStart + compressedSize;
    entries.push({ name, method, data: sizeKnown && dataEnd <= head.length ? head.subarray(dataStart, dataEnd) : null });
    offset = sizeKnown ? dataEnd : dataStart;
  }
  return entries;
}

function indexOfSignature(head: Uint8Array, from: number): number {
  return Buffer.from(head.buffer, head.byteOffset, head.byteLength).indexOf(Buffer.from(ZIP_LOCAL_HEADER), from);
}

function entryText(entry: ZipEntry): string | null {
  if (!entry.data) return null;
  try {
    if (entry.method === 0) return Buffer.from(entry.data).toString("utf8");
    if (entry.method === 8) return inflateRawSync(entry.data, { maxOutputLength: 1024 * 1024 }).toString("utf8");
  } catch {
    return null;
  }
  return null;
}
