// zod pieces for the shared fields, with the fields' own messages. Dates: the form holds "YYYY-MM-DD",
// "" when empty, or the typed text while it is not a date yet (so the error can name it).
import { z } from "zod";
import { t } from "../../i18n/i18n";
import { DATE_YEAR_MAX, DATE_YEAR_MIN, isYearInRange } from "../../../common/calendar-dates";
import { isIsoDate } from "../../lib/dates";
import { fillText } from "../table/text-template";
import { fileProblem, type FileTypeRule } from "./file-rules";

// What is wrong with a filled date box, or null: not a date, or a year outside 1900-2100.
function dateProblem(value: string): string | null {
  if (!isIsoDate(value)) return t("dateInvalid");
  if (!isYearInRange(value)) return fillText(t("dateYearOutOfRange"), { min: DATE_YEAR_MIN, max: DATE_YEAR_MAX });
  return null;
}

// A required date: "YYYY-MM-DD" out.
export function dateFieldSchema(requiredMessage: string = t("fieldRequired")) {
  return z.string().superRefine((value, context) => {
    const problem = value.trim() === "" ? requiredMessage : dateProblem(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });
}

// An optional date: "YYYY-MM-DD" or null out (the API's "no date").
export function optionalDateFieldSchema() {
  return z
    .string()
    .nullable()
    .superRefine((value, context) => {
      const problem = value && value.trim() !== "" ? dateProblem(value) : null;
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .transform((value) => (value && value.trim() !== "" ? value : null));
}

// Whether an expiry falls before its issue date. Only two real dates are compared: while either box holds
// a day that does not exist (31/02/2026) that box reports it, and the other says nothing about the order.
export function expiresBeforeIssue(issue: string | null | undefined, expiry: string | null | undefined): boolean {
  if (!issue || !expiry || !isIsoDate(issue) || !isIsoDate(expiry)) return false;
  return expiry < issue;
}

const fileOrNull = z.custom<File | null>((value) => value === null || value === undefined || value instanceof File);

// maxBytes undefined: the server's limit at the time the file is checked (file-rules.ts).
function requiredFile(maxBytes: number | undefined) {
  return fileOrNull.transform((file, context): File => {
    if (!file) {
      context.addIssue({ code: "custom", message: t("fileRequired") });
      return z.NEVER;
    }
    const problem = fileProblem(file, maxBytes);
    if (problem) {
      context.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return file;
  });
}

function optionalFile(maxBytes: number | undefined, only?: FileTypeRule) {
  return fileOrNull.transform((file, context): File | null => {
    if (!file) return null;
    const problem = fileProblem(file, maxBytes, only);
    if (problem) {
      context.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return file;
  });
}

type FileSchemaOptions = { maxBytes?: number; only?: FileTypeRule };

// A file field; the form holds File | null. Type and size are checked before anything is uploaded.
// Required (the default): File out. `required: false`: File | null out.
export function fileFieldSchema(options?: FileSchemaOptions & { required?: true }): ReturnType<typeof requiredFile>;
export function fileFieldSchema(options: FileSchemaOptions & { required: false }): ReturnType<typeof optionalFile>;
export function fileFieldSchema(
  options: FileSchemaOptions & { required: boolean },
): ReturnType<typeof requiredFile> | ReturnType<typeof optionalFile>;
export function fileFieldSchema(options: FileSchemaOptions & { required?: boolean } = {}) {
  return options.required === false ? optionalFile(options.maxBytes) : requiredFile(options.maxBytes);
}

// The same as fileFieldSchema({ required: false }): editing a record that already has its file.
export function optionalFileFieldSchema(options: FileSchemaOptions = {}) {
  return optionalFile(options.maxBytes, options.only);
}
