// The state of one line of a worker's training portfolio (spec sections 2 and 4, "Training status"): one rule
// for the server's answers (GraphQL and wr/getfrdata) so the client only draws it. Dates are "YYYY-MM-DD";
// today is the calendar date in Italy.
import { expiryStatusOf } from "./expiry";

export const TRAINING_STATUSES = ["NEVER_DONE", "IN_ORDER", "EXPIRED"] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

// Never done: required by the protocol, no course on record. Expired: the next course was due before today
// (valid through the due date itself, as every expiry of the portal). A line without periodicity never expires.
export function trainingStatusOf(lastDate: string | null, nextDate: string | null, today: string): TrainingStatus {
  if (!lastDate) return "NEVER_DONE";
  return expiryStatusOf(nextDate, today) === "expired" ? "EXPIRED" : "IN_ORDER";
}
