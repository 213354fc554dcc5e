// Validation of the sign-in and password forms (spec section 5), shared by the server (service edge,
// through parseInput) and the client (react-hook-form with the zod resolver). Pure: no server imports.
// Messages are the specification's texts to the letter; where it gives none they are in its voice.
import { z } from "zod";

export const LOGIN_MESSAGES = {
  emailRequired: "Il campo Email non può essere vuoto.",
  passwordRequired: "Il campo Password non può essere vuoto.",
} as const;

// The forgot screen's messages: the spec gives them in English, which the English interface shows; the
// Italian interface (and the server, whose messages are Italian) says the same in Italian.
export type FormLanguage = "ita" | "eng";
export const FORGOT_MESSAGES_BY_LANGUAGE = {
  ita: {
    emailRequired: "Il campo Indirizzo Email non può essere vuoto.",
    emailInvalid: "Inserire un indirizzo email valido.",
  },
  eng: {
    emailRequired: "You must include an email address.",
    emailInvalid: "You must include a valid email address.",
  },
} as const satisfies Record<FormLanguage, Record<string, string>>;
export const FORGOT_MESSAGES = FORGOT_MESSAGES_BY_LANGUAGE.ita;

// scrypt's cost does not grow with the length, but nobody types more than this and it bounds the work:
// longer passwords are refused at the edge, before any hashing, with their own message.
export const PASSWORD_MAX_LENGTH = 200;
export const PASSWORD_TOO_LONG = `La password può contenere al massimo ${PASSWORD_MAX_LENGTH} caratteri.`;
// Checked by the server only (the list of common passwords stays there): see server/modules/auth/common-passwords.ts.
export const PASSWORD_TOO_COMMON = "Questa password è tra le più usate e facili da indovinare: sceglierne un'altra.";

export const RESET_MESSAGES = {
  passwordRequired: "Il campo Password non può essere vuoto.",
  passwordRules: "La password deve contenere almeno 9 caratteri, una lettera maiuscola, una minuscola e un numero",
  confirmationRequired: "Il campo Ripeti la password non può essere vuoto.",
  mismatch: "Le password non coincidono",
  emailInvalid: FORGOT_MESSAGES.emailInvalid,
  tokenInvalid: "Il link per impostare la password non è valido o è scaduto. Richiedine uno nuovo.",
} as const;

export const CHANGE_PASSWORD_MESSAGES = {
  oldPasswordRequired: "Il campo Vecchia password non può essere vuoto.",
  passwordRequired: "Il campo Nuova password non può essere vuoto.",
  confirmationRequired: "Il campo Conferma password non può essere vuoto.",
  passwordRules: "La password non rispetta i criteri minimi di sicurezza",
  mismatch: "I campi non combaciano",
  oldPasswordWrong: "La vecchia password non è corretta",
} as const;

// The reset form's error key when pwdr differs from pwd (the original form's "MatchPassword" error).
export const MATCH_PASSWORD = "MatchPassword";

// Legends shown beside the password fields. The reset screen asks for more than 8 characters, the
// password change for at least 8 (spec sections 5 and 9: both readings stand).
export const RESET_PASSWORD_RULES = [
  "Almeno 9 caratteri",
  "Almeno una lettera maiuscola",
  "Almeno una lettera minuscola",
  "Almeno un numero",
] as const;
export const CHANGE_PASSWORD_RULES = [
  "Almeno 8 caratteri",
  "Almeno una lettera maiuscola",
  "Almeno una lettera minuscola",
  "Almeno un numero",
] as const;

export const RESET_PASSWORD_MIN_LENGTH = 9;
export const CHANGE_PASSWORD_MIN_LENGTH = 8;
const EMAIL_MAX_LENGTH = 254;

// A required text: a missing value, a non-string and an empty string all answer with the same message.
function requiredString(message: string) {
  return z.string({ error: message }).min(1, { error: message, abort: true });
}

// A password field of any form: required, and refused past the maximum length with that message.
function passwordString(required: string) {
  return requiredString(required).max(PASSWORD_MAX_LENGTH, { error: PASSWORD_TOO_LONG, abort: true });
}

function strongPassword(minLength: number, required: string, rules: string) {
  return passwordString(required)
    .refine((value) => value.length >= minLength && /\d/.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value), {
      error: rules,
    });
}

function requiredEmail(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: invalid, abort: true })
    .pipe(z.email({ error: invalid }))
    .transform((email) => email.toLowerCase());
}

// Login: the email is trimmed before it is checked and sent; it is compared lower-case.
export const loginSchema = z.object({
  email: z
    .string({ error: LOGIN_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: LOGIN_MESSAGES.emailRequired, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: LOGIN_MESSAGES.emailRequired })
    .transform((email) => email.toLowerCase()),
  password: passwordString(LOGIN_MESSAGES.passwordRequired),
});
export type LoginInput = z.input<typeof loginSchema>;

export function forgotPasswordSchemaFor(language: FormLanguage) {
  const messages = FORGOT_MESSAGES_BY_LANGUAGE[language];
  return z.object({ email: requiredEmail(messages.emailRequired, messages.emailInvalid) });
}
export const forgotPasswordSchema = forgotPasswordSchemaFor("ita");

// The reset screen's own fields (pwd, pwdr); the mismatch error carries the MatchPassword key.
export const resetPasswordFormSchema = z
  .object({
    pwd: strongPassword(RESET_PASSWORD_MIN_LENGTH, RESET_MESSAGES.passwordRequired, RESET_MESSAGES.passwordRules),
    pwdr: passwordString(RESET_MESSAGES.confirmationRequired),
  })
  .refine((form) => form.pwd === form.pwdr, {
    error: RESET_MESSAGES.mismatch,
    path: ["pwdr"],
    params: { key: MATCH_PASSWORD },
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

// What the reset call carries: the same rules under the API's names, plus the e-mail and token of the link.
export const resetPasswordSchema = z
  .object({
    email: requiredEmail(RESET_MESSAGES.emailInvalid, RESET_MESSAGES.emailInvalid),
    token: requiredString(RESET_MESSAGES.tokenInvalid).max(512, { error: RESET_MESSAGES.tokenInvalid }),
    password: strongPassword(RESET_PASSWORD_MIN_LENGTH, RESET_MESSAGES.passwordRequired, RESET_MESSAGES.passwordRules),
    passwordConfirmation: passwordString(RESET_MESSAGES.confirmationRequired),
  })
  .refine((input) => input.password === input.passwordConfirmation, {
    error: RESET_MESSAGES.mismatch,
    path: ["passwordConfirmation"],
    params: { key: MATCH_PASSWORD },
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: passwordString(CHANGE_PASSWORD_MESSAGES.oldPasswordRequired),
    password: strongPassword(
      CHANGE_PASSWORD_MIN_LENGTH,
      CHANGE_PASSWORD_MESSAGES.passwordRequired,
      CHANGE_PASSWORD_MESSAGES.passwordRules,
    ),
    passwordConfirm: passwordString(CHANGE_PASSWORD_MESSAGES.confirmationRequired),
  })
  .refine((input) => input.password === input.passwordConfirm, {
    error: CHANGE_PASSWORD_MESSAGES.mismatch,
    path: ["passwordConfirm"],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
