// The one rule for an optional calendar date at the edge, shared by every input schema: empty markers
// (spec section 5: "", "null", "undefined", "0000-00-00") are no date; anything else must be a real
// "YYYY-MM-DD" day, or a Date already parsed by the GraphQL Date scalar.
import { z } from "zod";
import { parseIsoDate } from "../calendar-dates";

const EMPTY_DATE_TEXTS = new Set(["", "null", "undefined", "0000-00-00"]);

export function optionalCalendarDate(invalidMessage: string) {
  return z.unknown().optional().transform((value, ctx): Date | null => {
    if (value === null || value === undefined) return null;
    if (value instanceof Date) {
      if (!Number.isNaN(value.getTime())) return value;
    } else if (typeof value === "string") {
      const text = value.trim();
      if (EMPTY_DATE_TEXTS.has(text)) return null;
      const parsed = parseIsoDate(text);
      if (parsed) return parsed;
    }
    ctx.addIssue({ code: "custom", message: invalidMessage });
    return z.NEVER;
  });
}
