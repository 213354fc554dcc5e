// The one rule for an optional calendar date at the edge, shared by every input schema: empty markers
// (spec section 5: "", "null", "undefined", "0000-00-00") are no date; anything else must be a real
// "YYYY-MM-DD" day, or a Date already parsed by the GraphQL Date scalar, in the years 1900-2100.
import { z } from "zod";
import { DATE_YEAR_RANGE_MESSAGE, isYearInRange, parseIsoDate } from "../calendar-dates";

const EMPTY_DATE_TEXTS = new Set(["", "null", "undefined", "0000-00-00"]);

export function optionalCalendarDate(invalidMessage: string) {
  return z.unknown().optional().transform((value, ctx): Date | null => {
    if (value === null || value === undefined) return null;
    let date: Date | null = null;
    if (value instanceof Date) {
      if (!Number.isNaN(value.getTime())) date = value;
    } else if (typeof value === "string") {
      const text = value.trim();
      if (EMPTY_DATE_TEXTS.has(text)) return null;
      date = parseIsoDate(text);
    }
    if (date && isYearInRange(date)) return date;
    ctx.addIssue({ code: "custom", message: date ? DATE_YEAR_RANGE_MESSAGE : invalidMessage });
    return z.NEVER;
  });
}
