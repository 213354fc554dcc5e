// The kinds of file the portal accepts, for the forms (a first look that spares a useless upload) and the server
// (which checks again, content included: server/modules/files/file-type.ts).
export const ACCEPTED_FILE_EXTENSIONS = ["pdf", "doc", "docx", "xls", "xlsx", "jpg", "jpeg", "png", "gif"] as const;
export type AcceptedFileExtension = (typeof ACCEPTED_FILE_EXTENSIONS)[number];

// UPLOAD_MAX_BYTES when the environment does not set it; the client assumes it until the server tells its own.
export const DEFAULT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
