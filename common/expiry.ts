// When a dated document is expired or about to expire: one rule for the server's compliance states and
// the client's date colouring. Dates are "YYYY-MM-DD"; today is the calendar date in Italy.
import { addDays } from "./calendar-dates";

// A document expiring within this many days is "in scadenza" (EXPIRING, yellow).
export const EXPIRING_WITHIN_DAYS = 30;

export type ExpiryStatus = "none" | "expired" | "expiring" | "valid";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// Valid through its expiration date, expired from the day after. Empty markers ("", "0000-00-00",
// "null") have no status.
export function expiryStatusOf(expirationDate: string | null | undefined, today: string): ExpiryStatus {
  if (!expirationDate || !ISO_DATE.test(expirationDate) || expirationDate === "0000-00-00") return "none";
  if (expirationDate < today) return "expired";
  return expirationDate <= addDays(today, EXPIRING_WITHIN_DAYS) ? "expiring" : "valid";
}
