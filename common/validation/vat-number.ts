// The Italian Partita IVA: 11 digits, the last one a check digit (Agenzia delle Entrate's algorithm, the Luhn
// rule on the first ten). Shared by the server (customers and suppliers never registered twice: the digits are
// stored bare) and the forms that ask for it. Pure: no server imports.
import { z } from "zod";

export const VAT_NUMBER_MESSAGES = {
  required: "Indicare la Partita IVA",
  invalid: "Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta",
} as const;

// What people type around the digits: spaces, dots and the "IT" of the European VAT number.
export function normalizeItalianVatNumber(value: string): string {
  return value.replace(/[\s.]/g, "").replace(/^IT/i, "");
}

export function isValidItalianVatNumber(value: string): boolean {
  const digits = normalizeItalianVatNumber(value);
  if (!/^\d{11}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(digits[index]);
    if (index % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

// A required Partita IVA, given back as its 11 bare digits.
export const vatNumberSchema = z
  .string({ error: VAT_NUMBER_MESSAGES.required })
  .trim()
  .min(1, { error: VAT_NUMBER_MESSAGES.required, abort: true })
  .max(40, { error: VAT_NUMBER_MESSAGES.invalid, abort: true })
  .refine(isValidItalianVatNumber, { error: VAT_NUMBER_MESSAGES.invalid, abort: true })
  .transform(normalizeItalianVatNumber);
