// Lengths of time in milliseconds, for arithmetic on instants (Date.getTime()). Calendar dates have their own
// helpers in calendar-dates.ts: a day there is a date, not 24 hours of an instant.
export const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;
