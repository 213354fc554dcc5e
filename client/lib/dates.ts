// Dates are shown as dd/MM/yyyy (spec section 9); empty markers are not shown at all (spec section 5).
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
