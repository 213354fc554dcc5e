// One indicator per training family (spec section 4's training categories) for a worker, from the lines of the
// portfolio: the family is expired when any line is, never done when any line never was (and none expired),
// in order otherwise; "enrolled" when a line of it has a new course under way (the "1_" value). The status of
// each line is the worker area's rule (training-status.ts), so the two screens can never disagree.
import { TRAINING_CATEGORIES } from "./reference-lists";
import { trainingStatusOf, type TrainingStatus } from "./training-status";

const TRAINING_FAMILY_CODES: readonly string[] = TRAINING_CATEGORIES.map((category) => category.code);

export type TrainingLine = { categoryCode: string; categoryName: string; lastDate: string | null; nextDate: string | null; enrolled: boolean };
export type TrainingFamily = { code: string; name: string; status: TrainingStatus; enrolled: boolean };

const SEVERITY: Record<TrainingStatus, number> = { IN_ORDER: 0, NEVER_DONE: 1, EXPIRED: 2 };

export function trainingFamiliesOf(lines: readonly TrainingLine[], today: string): TrainingFamily[] {
  const families = new Map<string, TrainingFamily>();
  for (const line of lines) {
    const status = trainingStatusOf(line.lastDate, line.nextDate, today);
    const family = families.get(line.categoryCode);
    if (!family) {
      families.set(line.categoryCode, { code: line.categoryCode, name: line.categoryName, status, enrolled: line.enrolled });
      continue;
    }
    if (SEVERITY[status] > SEVERITY[family.status]) family.status = status;
    family.enrolled ||= line.enrolled;
  }
  const order = (code: string) => {
    const index = TRAINING_FAMILY_CODES.indexOf(code);
    return index === -1 ? TRAINING_FAMILY_CODES.length : index;
  };
  return [...families.values()].sort((a, b) => order(a.code) - order(b.code) || a.code.localeCompare(b.code));
}
