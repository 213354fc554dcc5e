// The kinds of file the portal accepts, for the forms (a first look that spares a useless upload) and the server
// (which checks again, content included: server/modules/files/file-type.ts).
export const ACCEPTED_FILE_EXTENSIONS = ["pdf", "doc", "docx", "xls", "xlsx", "jpg", "jpeg", "png", "gif"] as const;
export type AcceptedFileExtension = (typeof ACCEPTED_FILE_EXTENSIONS)[number];
