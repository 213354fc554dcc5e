// Validation of the supplier home's forms (spec section 5): the company e-mail, the company documents and
// the workers. Shared by the server (service edge, through parseInput) and the client (react-hook-form with
// the zod resolver). Pure: no server imports. Dates arrive as "YYYY-MM-DD" text (REST, forms) or as Date
// (the GraphQL Date scalar has parsed them already); both come out as the stored midnight-UTC Date.
import { z } from "zod";
import { isoDateOf } from "../calendar-dates";
import { withoutFormatCharacters } from "../file-names";
import { optionalCalendarDate } from "./dates";
import { isSupplierAttachmentType } from "../reference-lists";

export const SUPPLIER_MESSAGES = {
  emailRequired: "Il campo Email non può essere vuoto.",
  emailInvalid: "Inserire un indirizzo email valido.",
} as const;

export const SUPPLIER_ATTACHMENT_MESSAGES = {
  typeRequired: "Il campo Tipo di documento è obbligatorio.",
  typeInvalid: "Il Tipo di documento selezionato non è valido.",
  filenameRequired: "Il campo Nome del file non può essere vuoto.",
  filenameTooLong: "Il Nome del file non può superare i 255 caratteri.",
  fileRequired: "Selezionare il file da caricare.",
  documentDateInvalid: "Data emissione non valida: usare il formato AAAA-MM-GG.",
  expirationDateInvalid: "Data scadenza non valida: usare il formato AAAA-MM-GG.",
  expirationBeforeIssue: "La Data scadenza non può precedere la Data emissione.",
  deleteFailed: "Impossibile eliminare il documento",
} as const;

export const SUPPLIER_WORKER_MESSAGES = {
  firstNameRequired: "Il campo Nome non può essere vuoto.",
  lastNameRequired: "Il campo Cognome non può essere vuoto.",
  nameTooLong: "Il testo non può superare i 100 caratteri.",
  sexRequired: "Il campo Sesso è obbligatorio.",
  resignedRequired: "Il campo Stato è obbligatorio.",
  fiscalCodeInvalid: "Il Codice fiscale non è valido.",
  birthplaceRequireMatch: "Selezionare un comune dall'elenco.",
  birthDateInvalid: "Data di nascita non valida: usare il formato AAAA-MM-GG.",
  birthDateInFuture: "La Data di nascita non può essere successiva a oggi.",
  birthDateTooOld: "La Data di nascita non è plausibile.",
  jobTooLong: "La Mansione non può superare i 255 caratteri.",
  deleteFailed: "Impossibile eliminare il lavoratore",
} as const;

const EMAIL_MAX_LENGTH = 254;
const TEXT_MAX_LENGTH = 255;
const NAME_MAX_LENGTH = 100;
const EARLIEST_BIRTH_DATE = "1900-01-01";

// A required text: missing, non-text and blank all answer with the same message; surrounding spaces go.
function requiredText(required: string, maxLength: number, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(maxLength, { error: tooLong });
}

// An optional text: missing or blank → null.
function optionalText(maxLength: number, tooLong: string) {
  return z
    .union([z.string(), z.null(), z.undefined()], { error: tooLong })
    .optional()
    .transform((value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null))
    .refine((value) => value === null || value.length <= maxLength, { error: tooLong });
}

// ───────────────────────────── Supplier edit ─────────────────────────────

export const supplierEditSchema = z.object({
  email: z
    .string({ error: SUPPLIER_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: SUPPLIER_MESSAGES.emailRequired, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: SUPPLIER_MESSAGES.emailInvalid, abort: true })
    .pipe(z.email({ error: SUPPLIER_MESSAGES.emailInvalid })),
});
export type SupplierEditInput = z.input<typeof supplierEditSchema>;

// ───────────────────────────── Supplier attachment (company document) ─────────────────────────────

export const supplierAttachmentSchema = z
  .object({
    // Multipart forms carry every value as text: "1" is the type 1.
    attachmentType: z.unknown().optional().transform((value, ctx): number => {
      if (value === null || value === undefined || value === "") {
        ctx.addIssue({ code: "custom", message: SUPPLIER_ATTACHMENT_MESSAGES.typeRequired });
        return z.NEVER;
      }
      const code = typeof value === "string" && /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : value;
      if (typeof code !== "number" || !Number.isInteger(code) || !isSupplierAttachmentType(code)) {
        ctx.addIssue({ code: "custom", message: SUPPLIER_ATTACHMENT_MESSAGES.typeInvalid });
        return z.NEVER;
      }
      return code;
    }),
    // Without invisible formatting characters (common/file-names.ts), as the file's own name.
    attachmentFilename: z
      .string({ error: SUPPLIER_ATTACHMENT_MESSAGES.filenameRequired })
      .overwrite(withoutFormatCharacters)
      .pipe(requiredText(SUPPLIER_ATTACHMENT_MESSAGES.filenameRequired, TEXT_MAX_LENGTH, SUPPLIER_ATTACHMENT_MESSAGES.filenameTooLong)),
    documentDate: optionalCalendarDate(SUPPLIER_ATTACHMENT_MESSAGES.documentDateInvalid),
    documentExpirationDate: optionalCalendarDate(SUPPLIER_ATTACHMENT_MESSAGES.expirationDateInvalid),
  })
  .refine(
    (input) =>
      !input.documentDate ||
      !input.documentExpirationDate ||
      input.documentExpirationDate.getTime() >= input.documentDate.getTime(),
    { error: SUPPLIER_ATTACHMENT_MESSAGES.expirationBeforeIssue, path: ["documentExpirationDate"] },
  );

// ───────────────────────────── Supplier worker ─────────────────────────────

// Personal fiscal code: 16 characters; digits may be replaced by letters (omocodia), the last is a check letter.
const FISCAL_CODE_PATTERN = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
const ODD_POSITION_VALUES: Record<string, number> = {
  "0": 1, "1": 0, "2": 5, "3": 7, "4": 9, "5": 13, "6": 15, "7": 17, "8": 19, "9": 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

// The format and the check letter (DM 23/12/1976): catches the typos a clerk makes copying a card.
export function isValidFiscalCode(code: string): boolean {
  if (!FISCAL_CODE_PATTERN.test(code)) return false;
  let sum = 0;
  for (let index = 0; index < 15; index += 1) {
    const character = code.charAt(index);
    sum += index % 2 === 0
      ? (ODD_POSITION_VALUES[character] ?? 0)
      : /[0-9]/.test(character) ? Number(character) : character.charCodeAt(0) - 65;
  }
  return code.charAt(15) === String.fromCharCode(65 + (sum % 26));
}

function requiredFlag(required: string) {
  return z.unknown().optional().transform((value, ctx): boolean => {
    if (value === true || value === 1 || value === "1" || value === "true") return true;
    if (value === false || value === 0 || value === "0" || value === "false") return false;
    ctx.addIssue({ code: "custom", message: required });
    return z.NEVER;
  });
}

// Built per call: whether a birth date is in the future depends on today's date in Italy.
export function supplierWorkerSchema(today: string) {
  return z.object({
    firstName: requiredText(SUPPLIER_WORKER_MESSAGES.firstNameRequired, NAME_MAX_LENGTH, SUPPLIER_WORKER_MESSAGES.nameTooLong),
    lastName: requiredText(SUPPLIER_WORKER_MESSAGES.lastNameRequired, NAME_MAX_LENGTH, SUPPLIER_WORKER_MESSAGES.nameTooLong),
    sex: z.unknown().optional().transform((value, ctx): "M" | "F" => {
      const text = typeof value === "string" ? value.trim().toUpperCase() : "";
      if (text === "M" || text === "F") return text;
      ctx.addIssue({ code: "custom", message: SUPPLIER_WORKER_MESSAGES.sexRequired });
      return z.NEVER;
    }),
    resigned: requiredFlag(SUPPLIER_WORKER_MESSAGES.resignedRequired),
    fiscalCode: z
      .union([z.string(), z.null(), z.undefined()], { error: SUPPLIER_WORKER_MESSAGES.fiscalCodeInvalid })
      .optional()
      .transform((value) => (typeof value === "string" ? value.replace(/\s+/g, "").toUpperCase() : ""))
      .refine((value) => value === "" || isValidFiscalCode(value), { error: SUPPLIER_WORKER_MESSAGES.fiscalCodeInvalid })
      .transform((value) => (value === "" ? null : value)),
    // The municipality's database id, already taken out of its GraphQL id or REST value; 0 = not a listed item.
    birthplaceId: z
      .union([z.number().int().nonnegative(), z.null(), z.undefined()], { error: SUPPLIER_WORKER_MESSAGES.birthplaceRequireMatch })
      .optional()
      .transform((value) => value ?? null),
    birthDate: optionalCalendarDate(SUPPLIER_WORKER_MESSAGES.birthDateInvalid)
      .refine((date) => date === null || isoDateOf(date) <= today, {
        error: SUPPLIER_WORKER_MESSAGES.birthDateInFuture,
        abort: true,
      })
      .refine((date) => date === null || isoDateOf(date) >= EARLIEST_BIRTH_DATE, {
        error: SUPPLIER_WORKER_MESSAGES.birthDateTooOld,
      }),
    job: optionalText(TEXT_MAX_LENGTH, SUPPLIER_WORKER_MESSAGES.jobTooLong),
  });
}
