// Validation of a company's users (the "Utenti" screen of a level-5 user) and of a new customer company
// (`npm run create-customer`). Shared by the server (users.service.ts, customers' creation, through parseInput)
// and the client's forms (react-hook-form with the zod resolver). Pure: no server imports.
import { z } from "zod";
import { vatNumberSchema } from "./vat-number";

export const USER_LEVELS = [1, 2, 3, 4, 5] as const;
const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 100;
const COMPANY_NAME_MAX_LENGTH = 255;

export const USER_MESSAGES = {
  emailRequired: "Il campo Email non può essere vuoto.",
  emailInvalid: "Inserire un indirizzo email valido.",
  emailTaken: "Esiste già un utente con questo indirizzo email",
  firstNameRequired: "Il campo Nome non può essere vuoto.",
  lastNameRequired: "Il campo Cognome non può essere vuoto.",
  nameTooLong: `Il testo non può superare i ${NAME_MAX_LENGTH} caratteri.`,
  levelInvalid: "Scegliere un livello utente da 1 a 5",
  notFound: "Utente non trovato",
  ownLevel: "Non puoi alzare il tuo livello utente",
  lastAdministrator: "Serve almeno un utente attivo di livello 5: questo è l'ultimo",
  companyNameRequired: "Il campo Ragione sociale non può essere vuoto.",
  companyNameTooLong: `La Ragione sociale non può superare i ${COMPANY_NAME_MAX_LENGTH} caratteri.`,
  vatNumberTaken: "Questa Partita IVA è già registrata",
  workerTaken: "Il lavoratore ha già un accesso",
} as const;

const email = z
  .string({ error: USER_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: USER_MESSAGES.emailRequired, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: USER_MESSAGES.emailInvalid, abort: true })
  .pipe(z.email({ error: USER_MESSAGES.emailInvalid }))
  .transform((value) => value.toLowerCase());

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(NAME_MAX_LENGTH, { error: USER_MESSAGES.nameTooLong });

const level = z.coerce
  .number({ error: USER_MESSAGES.levelInvalid })
  .int({ error: USER_MESSAGES.levelInvalid })
  .min(1, { error: USER_MESSAGES.levelInvalid })
  .max(5, { error: USER_MESSAGES.levelInvalid });

export const inviteUserSchema = z.object({
  email,
  firstName: name(USER_MESSAGES.firstNameRequired),
  lastName: name(USER_MESSAGES.lastNameRequired),
  level,
});
export type InviteUserFormInput = z.input<typeof inviteUserSchema>;
export type InviteUserInput = z.output<typeof inviteUserSchema>;

export const userLevelSchema = z.object({ level });

// The worker's access to the worker area: only the address; the name is the worker's.
export const workerAccessSchema = z.object({ email });

export const createCustomerSchema = z.object({
  name: z
    .string({ error: USER_MESSAGES.companyNameRequired })
    .trim()
    .min(1, { error: USER_MESSAGES.companyNameRequired, abort: true })
    .max(COMPANY_NAME_MAX_LENGTH, { error: USER_MESSAGES.companyNameTooLong }),
  vatNumber: vatNumberSchema,
  email,
  firstName: name(USER_MESSAGES.firstNameRequired).optional(),
  lastName: name(USER_MESSAGES.lastNameRequired).optional(),
});
export type CreateCustomerInput = z.input<typeof createCustomerSchema>;
