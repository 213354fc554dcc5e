// Validation of a chemical substance (spec sections 3 and 5, "Chemical substance"): label required,
// hazardous 1 Pericolosa / 0 Non pericolosa, the H-phrases as codes, the SDS date. Shared by the server
// (service edge, through parseInput) and the client (the tab 6 form). Pure: no server imports. Whether
// each code is a real CLP statement is the server's check, against the list in the database.
import { z } from "zod";
import { isoDateOf } from "../calendar-dates";
import { optionalCalendarDate } from "./dates";
import { NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE } from "./notes";

export const SUBSTANCE_MESSAGES = {
  labelRequired: "Il campo Denominazione commerciale non può essere vuoto.",
  labelTooLong: "La Denominazione commerciale non può superare i 255 caratteri.",
  hazardousRequired: "Indicare la Classificazione: 1 Pericolosa o 0 Non pericolosa.",
  hazardStatementsInvalid: "Frasi H non valide: indicare un elenco di codici, ad esempio [\"H225\", \"H319\"].",
  hazardStatementsTooMany: "Troppe Frasi H indicate.",
  hazardStatementUnknown: (codes: string[]) =>
    codes.length === 1
      ? `Frase H sconosciuta: ${codes[0]}. Indicare un codice dell'elenco CLP (es. H225).`
      : `Frasi H sconosciute: ${codes.join(", ")}. Indicare codici dell'elenco CLP (es. H225).`,
  sdsDateInvalid: "Data Scheda di sicurezza non valida: usare il formato AAAA-MM-GG.",
  sdsDateInFuture: "La Data Scheda di sicurezza non può essere successiva a oggi.",
  sdsNotPdf: "La Scheda di sicurezza deve essere un file PDF.",
  noteTooLong: NOTE_TOO_LONG_MESSAGE,
  deleteFailed: "Impossibile eliminare la Sostanza chimica",
} as const;

const LABEL_MAX_LENGTH = 255;
// The CLP list holds 124 statements; a longer list is not a real choice.
export const HAZARD_STATEMENTS_MAX = 150;

const hazardCode = z.string().trim().min(1).max(40).transform((code) => code.toUpperCase());

// A list of codes: an array, or its JSON text (REST's selected_hphrases), whose items may also be the
// REST options themselves ({ code: "H225" }). Repeated codes count once.
const hazardStatementCodes = z.unknown().optional().transform((value, ctx): string[] => {
  if (value === undefined || value === null || value === "") return [];
  let list: unknown = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      list = value.split(",");
    }
  }
  if (!Array.isArray(list)) {
    ctx.addIssue({ code: "custom", message: SUBSTANCE_MESSAGES.hazardStatementsInvalid });
    return z.NEVER;
  }
  if (list.length > HAZARD_STATEMENTS_MAX) {
    ctx.addIssue({ code: "custom", message: SUBSTANCE_MESSAGES.hazardStatementsTooMany });
    return z.NEVER;
  }
  const codes: string[] = [];
  for (const item of list) {
    const raw = item && typeof item === "object" && "code" in item ? (item as { code: unknown }).code : item;
    const parsed = hazardCode.safeParse(raw);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: SUBSTANCE_MESSAGES.hazardStatementsInvalid });
      return z.NEVER;
    }
    if (!codes.includes(parsed.data)) codes.push(parsed.data);
  }
  return codes;
});

const hazardousFlag = z.unknown().optional().transform((value, ctx): boolean => {
  if (value === true || value === 1 || value === "1" || value === "true") return true;
  if (value === false || value === 0 || value === "0" || value === "false") return false;
  ctx.addIssue({ code: "custom", message: SUBSTANCE_MESSAGES.hazardousRequired });
  return z.NEVER;
});

// Built per call: whether the SDS date is in the future depends on today's date in Italy ("YYYY-MM-DD").
export function substanceSchema(today: string) {
  return z.object({
    label: z
      .string({ error: SUBSTANCE_MESSAGES.labelRequired })
      .trim()
      .min(1, { error: SUBSTANCE_MESSAGES.labelRequired, abort: true })
      .max(LABEL_MAX_LENGTH, { error: SUBSTANCE_MESSAGES.labelTooLong }),
    hazardStatementCodes,
    hazardous: hazardousFlag,
    sdsDate: optionalCalendarDate(SUBSTANCE_MESSAGES.sdsDateInvalid).refine(
      (date) => date === null || isoDateOf(date) <= today,
      { error: SUBSTANCE_MESSAGES.sdsDateInFuture },
    ),
    note: z
      .union([z.string(), z.null(), z.undefined()], { error: SUBSTANCE_MESSAGES.noteTooLong })
      .optional()
      .transform((value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null))
      .refine((value) => value === null || value.length <= NOTE_MAX_LENGTH, { error: SUBSTANCE_MESSAGES.noteTooLong }),
  });
}
