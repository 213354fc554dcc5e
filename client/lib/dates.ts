// Dates are shown as dd/MM/yyyy (spec section 9); empty markers are not shown at all (spec section 5).
import { DATE_YEAR_MAX, DATE_YEAR_MIN, italianDateOf, parseIsoDate } from "../../common/calendar-dates";

const EMPTY_DATES = new Set(["", "null", "undefined", "0000-00-00"]);
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") {
    const text = value.trim();
    if (EMPTY_DATES.has(text)) return "";
    // A calendar date has no time zone: format its parts as they are, never through Date.
    const calendar = CALENDAR_DATE.exec(text);
    if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
    return formatDate(new Date(text));
  }
  if (Number.isNaN(value.getTime())) return "";
  const day = String(value.getDate()).padStart(2, "0");
  const month = String(value.getMonth() + 1).padStart(2, "0");
  return `${day}/${month}/${value.getFullYear()}`;
}

// ───────── Typed dates (spec section 5: entered as DD/MM/YYYY, sent as YYYY-MM-DD) ─────────

const ITALIAN_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

// "DD/MM/YYYY" (one-digit day or month accepted) as "YYYY-MM-DD"; null when it is not a real date.
export function parseItalianDate(text: string): string | null {
  const match = ITALIAN_DATE.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2].padStart(2, "0")}-${match[1].padStart(2, "0")}`;
  return parseIsoDate(iso) ? iso : null;
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

// What a date box shows for a stored value: "YYYY-MM-DD" as dd/MM/yyyy, anything else (typed text
// that is not a date yet) as it is.
export function dateInputText(value: string | null | undefined): string {
  if (!value) return "";
  return isIsoDate(value) ? formatDate(value) : value;
}

// A whole date pasted or dropped into a date box, in the ways other programs write one: ISO
// ("2026-05-01", "2026-05-01T08:30:00Z", "2026/05/01") or Italian ("1/5/2026", "01.05.2026",
// "01-05-2026"). "YYYY-MM-DD" when it is a real date, else null (the text is then typed as usual).
const PASTED_ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/;
const PASTED_ITALIAN = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

export function pastedDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = PASTED_ISO.exec(trimmed);
  const italian = iso ? null : PASTED_ITALIAN.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : italian ? [italian[3], italian[2], italian[1]] : null;
  if (!parts) return null;
  const candidate = `${parts[0]}-${parts[1].padStart(2, "0")}-${parts[2].padStart(2, "0")}`;
  return isIsoDate(candidate) ? candidate : null;
}

// Shapes what is typed into a date box as DD/MM/YYYY: slashes come by themselves after the day and
// the month (phones show a numeric keypad without "/"), "1/" becomes "01/", a whole date arriving at
// once (pasted, dropped, filled in by the browser) is converted. Deleting is never fought: a shorter
// text is kept as typed.
export function maskDateInput(next: string, previous = ""): string {
  const text = next.trim();
  // An ISO date typed key by key waits for its second day digit ("2026-05-0" is not 5 January yet).
  const iso = typedIsoDate(text);
  if (iso !== null && !/^\d{4}-\d{2}-\d{2}$/.test(iso) && text.length === previous.length + 1) return iso;
  const whole = pastedDate(iso ?? text);
  if (whole) return formatDate(whole);
  if (text.length < previous.length) return text.replace(/[^\d/\-]/g, "");
  if (iso !== null) return iso;
  const parts = ["", "", ""];
  let part = 0;
  for (const char of text) {
    if (/\d/.test(char)) {
      if (part === 2 && parts[2].length >= 4) break;
      parts[part] += char;
      if (part < 2 && parts[part].length === 2) part += 1;
    } else if (/[/.\-\s]/.test(char) && part < 2 && parts[part].length > 0) {
      parts[part] = parts[part].padStart(2, "0");
      part += 1;
    }
  }
  return parts[0] + (part >= 1 ? `/${parts[1]}` : "") + (part >= 2 ? `/${parts[2]}` : "");
}

// A date typed the ISO way, key by key: the first four digits get slashes as a day and a month would
// ("20/26/"), so a separator typed right after them turns the text back into the year ("2026-"); from
// there the text stays ISO, with the dash after the month coming by itself, until it is a whole date
// (which maskDateInput then shows as DD/MM/YYYY). null when the text is not such a date in progress.
const YEAR_TYPED_AS_DAY_AND_MONTH = /^(\d{2})\/(\d{2})\/[-./]$/;
const ISO_IN_PROGRESS = /^(\d{4})-(\d{0,2})(-\d{0,2})?$/;

function typedIsoDate(text: string): string | null {
  const year = YEAR_TYPED_AS_DAY_AND_MONTH.exec(text);
  if (year) {
    // "20/12/-" may be an Italian date typed with dashes ("20-12-…"): only a "month" that cannot be
    // one ("20/26/", "20/00/") and a plausible year make it the year.
    const value = Number(`${year[1]}${year[2]}`);
    const month = Number(year[2]);
    return (month === 0 || month > 12) && value >= DATE_YEAR_MIN && value <= DATE_YEAR_MAX ? `${year[1]}${year[2]}-` : null;
  }
  // The dash after the month came by itself: the one the user types next is the same dash.
  const typed = text.replace(/^(\d{4}-\d{2}-)[-./]$/, "$1");
  const progress = ISO_IN_PROGRESS.exec(typed);
  if (!progress) return null;
  return progress[2].length === 2 && progress[3] === undefined ? `${typed}-` : typed;
}

// "YYYY-MM-DD" as the local midnight Date a calendar widget shows, and back.
export function calendarDateOf(isoDate: string): Date | null {
  if (!isIsoDate(isoDate)) return null;
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(year, month - 1, day);
}

export function isoDateOfCalendar(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${String(date.getFullYear()).padStart(4, "0")}-${month}-${day}`;
}

// ───────── Expiry colouring (spec section 4 "Date colouring") ─────────


export function todayInItaly(now: Date = new Date()): string {
  return italianDateOf(now);
}

