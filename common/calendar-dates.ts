// Calendar dates (document dates, expiries) are stored as midnight UTC and travel as "YYYY-MM-DD"
// (spec section 9). "Today" is the date in Italy, where the portal's users work, whatever the server's zone.
// Shared by the server (compliance, generated documents) and the client; imports nothing.

const ITALIAN_TIME_ZONE = "Europe/Rome";

// The years a document, an expiry or a birth can sensibly carry: a typing slip ("0202", "20266") or a
// pasted value read the wrong way round is refused instead of being stored.
export const DATE_YEAR_MIN = 1900;
export const DATE_YEAR_MAX = 2100;
export const DATE_YEAR_RANGE_MESSAGE = `L'anno deve essere compreso tra ${DATE_YEAR_MIN} e ${DATE_YEAR_MAX}`;

// Whether a stored calendar date ("YYYY-MM-DD" or its Date) lies within those years.
export function isYearInRange(date: string | Date): boolean {
  const year = typeof date === "string" ? Number(date.slice(0, 4)) : date.getUTCFullYear();
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// en-CA formats as YYYY-MM-DD. Built once, on first use: a DateTimeFormat costs far more to create than to
// use, and this runs for every row that shows an expiry (client tables, server compliance). Not at import: a
// formatter with a time zone makes the browser load its zone data, a few hundred ms of main thread on a phone
// (Chromium, measured), which a screen with no expiry on it (the first tab of /home) does not need.
let italianCalendarDate: Intl.DateTimeFormat | undefined;

// The calendar date in Italy at an instant, as "YYYY-MM-DD".
export function italianDateOf(instant: Date): string {
  italianCalendarDate ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: ITALIAN_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return italianCalendarDate.format(instant);
}

// A stored calendar date (midnight UTC) as "YYYY-MM-DD".
export function isoDateOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// The same for a date that may be absent (an optional column): null stays null.
export function isoDateOrNull(date: Date | null): string | null {
  return date ? isoDateOf(date) : null;
}

// An instant (a timestamp column) as ISO 8601 text; null stays null.
export function isoTimestampOrNull(instant: Date | null): string | null {
  return instant ? instant.toISOString() : null;
}

// "YYYY-MM-DD" as the stored calendar date (midnight UTC); null when it is not a real date.
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const date = new Date(`${text}T00:00:00Z`);
  // Rejects 2026-02-30 and the like, which Date would roll over into March.
  return Number.isNaN(date.getTime()) || isoDateOf(date) !== text ? null : date;
}

// "YYYY-MM-DD" plus a number of days, as "YYYY-MM-DD".
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDateOf(date);
}

// "YYYY-MM-DD" as the Italian "dd/MM/yyyy".
export function italianFormatOf(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}
