// The customer's set-up of a procurement: the procurement form (Rif.Appalto, planned dates, note, site, Titolo IV),
// a general file's name, the "Aggiungi fornitore" form (an existing supplier or a new one, "Subappaltatore di",
// note) and the supplier's "Informazioni Fornitore". Shared by the server (parseInput at the service edge) and the client's forms. Pure: no server imports.
import { z } from "zod";
import { withoutFormatCharacters } from "../file-names";
import { optionalCalendarDate } from "./dates";
import { NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE } from "./notes";
import { vatNumberSchema } from "./vat-number";

export const PROCUREMENT_FORM_MESSAGES = {
  labelRequired: "Il campo Rif.Appalto non può essere vuoto.",
  labelTooLong: "Il Rif.Appalto non può superare i 255 caratteri.",
  dateStartInvalid: "Data inizio prevista non valida: usare il formato AAAA-MM-GG.",
  dateEndInvalid: "Data fine prevista non valida: usare il formato AAAA-MM-GG.",
  endBeforeStart: "La Data fine prevista non può precedere la Data inizio prevista.",
  factoryInvalid: "Selezionare uno stabilimento del committente.",
  fileLabelTooLong: "Il nome del documento non può superare i 255 caratteri.",
  fileRequired: "Selezionare il file da caricare.",
  closed: "L'appalto è chiuso: si può consultare ma non più modificare",
  deleteAfterUploads: "L'appalto non si può eliminare: un fornitore vi ha già caricato documenti. Si può chiudere.",
} as const;

export const PROCUREMENT_SUPPLIER_MESSAGES = {
  supplierRequired: "Scegliere un fornitore esistente o registrarne uno nuovo.",
  supplierAlreadyOn: "Il fornitore è già in questo appalto.",
  companyNameRequired: "Il campo Ragione sociale non può essere vuoto.",
  companyNameTooLong: "La Ragione sociale non può superare i 255 caratteri.",
  vatNumberTaken: "Questa Partita IVA è già registrata: cercare il fornitore per nome o Partita IVA.",
  fiscalCodeInvalid: "Il Codice fiscale non è valido: 16 caratteri per una persona, 11 cifre per un'impresa.",
  addressTooLong: "L'Indirizzo non può superare i 255 caratteri.",
  phoneInvalid: "Il Telefono può contenere solo cifre, spazi e i segni + / - ( ) (al massimo 40 caratteri).",
  municipalityInvalid: "Selezionare un comune dall'elenco.",
  emailRequired: "Il campo Email dell'amministratore non può essere vuoto.",
  emailInvalid: "Inserire un indirizzo email valido.",
  emailTaken: "Questa email è già di un altro utente del portale.",
  parentInvalid: "Il campo Subappaltatore di deve indicare un altro fornitore dello stesso appalto",
} as const;

const TEXT_MAX_LENGTH = 255;
const EMAIL_MAX_LENGTH = 254;

function requiredText(required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(TEXT_MAX_LENGTH, { error: tooLong });
}

// Missing or blank → null. `clean` takes out what a text may not keep.
function optionalText(maxLength: number, tooLong: string, clean: (text: string) => string = (text) => text) {
  return z
    .union([z.string(), z.null(), z.undefined()], { error: tooLong })
    .optional()
    .transform((value) => (typeof value === "string" && clean(value).trim() !== "" ? clean(value).trim() : null))
    .refine((value) => value === null || value.length <= maxLength, { error: tooLong });
}

// A database id chosen from a list (already decoded from a Relay id; 0 when forged); null or absent for none.
function optionalId(message: string) {
  return z.number({ error: message }).int(message).min(0, message).nullish().transform((value) => value ?? null);
}

export const procurementFormSchema = z
  .object({
    label: requiredText(PROCUREMENT_FORM_MESSAGES.labelRequired, PROCUREMENT_FORM_MESSAGES.labelTooLong),
    dateStart: optionalCalendarDate(PROCUREMENT_FORM_MESSAGES.dateStartInvalid),
    dateEnd: optionalCalendarDate(PROCUREMENT_FORM_MESSAGES.dateEndInvalid),
    note: optionalText(NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE),
    factoryId: optionalId(PROCUREMENT_FORM_MESSAGES.factoryInvalid),
    constructionSite: z.boolean().nullish().transform((value) => value ?? false),
  })
  .refine((form) => !form.dateStart || !form.dateEnd || form.dateEnd >= form.dateStart, {
    error: PROCUREMENT_FORM_MESSAGES.endBeforeStart,
    path: ["dateEnd"],
  });
export type ProcurementFormInput = z.input<typeof procurementFormSchema>;
export type ProcurementFormValues = z.output<typeof procurementFormSchema>;

export const procurementFileSchema = z.object({
  // A document's name: without invisible formatting characters (common/file-names.ts), as the file's own name.
  label: optionalText(TEXT_MAX_LENGTH, PROCUREMENT_FORM_MESSAGES.fileLabelTooLong, withoutFormatCharacters),
});

// A person's codice fiscale (16 letters and digits) or a company's (its 11 digits).
const FISCAL_CODE = /^(?:[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]|\d{11})$/;
const PHONE = /^[0-9+/()\- ]{1,40}$/;

export const newSupplierSchema = z.object({
  companyName: requiredText(PROCUREMENT_SUPPLIER_MESSAGES.companyNameRequired, PROCUREMENT_SUPPLIER_MESSAGES.companyNameTooLong),
  vatNumber: vatNumberSchema,
  fiscalCode: optionalText(16, PROCUREMENT_SUPPLIER_MESSAGES.fiscalCodeInvalid)
    .transform((value) => value?.toUpperCase().replace(/\s/g, "") ?? null)
    .refine((value) => value === null || FISCAL_CODE.test(value), { error: PROCUREMENT_SUPPLIER_MESSAGES.fiscalCodeInvalid }),
  address: optionalText(TEXT_MAX_LENGTH, PROCUREMENT_SUPPLIER_MESSAGES.addressTooLong),
  municipalityId: optionalId(PROCUREMENT_SUPPLIER_MESSAGES.municipalityInvalid),
  phone: optionalText(40, PROCUREMENT_SUPPLIER_MESSAGES.phoneInvalid).refine((value) => value === null || PHONE.test(value), {
    error: PROCUREMENT_SUPPLIER_MESSAGES.phoneInvalid,
  }),
  email: z
    .string({ error: PROCUREMENT_SUPPLIER_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: PROCUREMENT_SUPPLIER_MESSAGES.emailRequired, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: PROCUREMENT_SUPPLIER_MESSAGES.emailInvalid, abort: true })
    .pipe(z.email({ error: PROCUREMENT_SUPPLIER_MESSAGES.emailInvalid }))
    .transform((email) => email.toLowerCase()),
});
export type NewSupplierInput = z.input<typeof newSupplierSchema>;

// "Aggiungi fornitore": an existing supplier (supplierId) or a new one (newSupplier), exactly one of them.
export const addProcurementSupplierSchema = z
  .object({
    procurementId: z.number().int().min(0),
    supplierId: optionalId(PROCUREMENT_SUPPLIER_MESSAGES.supplierRequired),
    newSupplier: newSupplierSchema.nullish().transform((value) => value ?? null),
    parentSupplierId: optionalId(PROCUREMENT_SUPPLIER_MESSAGES.parentInvalid),
    note: optionalText(NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE),
  })
  .refine((form) => (form.supplierId === null) !== (form.newSupplier === null), {
    error: PROCUREMENT_SUPPLIER_MESSAGES.supplierRequired,
    path: ["supplierId"],
  });
export type AddProcurementSupplierInput = z.input<typeof addProcurementSupplierSchema>;

// "Informazioni Fornitore" (the supplier's place on a procurement): the note and "Subappaltatore di", as the form
// holds them (the parent as its Relay id); the service reads the note by the same rule, the parent as a database id.
export const procurementSupplierFormSchema = z.object({
  note: z.string({ error: NOTE_TOO_LONG_MESSAGE }).max(NOTE_MAX_LENGTH, { error: NOTE_TOO_LONG_MESSAGE }),
  parentSupplierId: z.string().nullable(),
});
