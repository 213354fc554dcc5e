// The spec's "Procurement" (section 3) in snake_case: the supplier home's procurement list (pr) and the head
// of the procurement card (cs/subprocurements) answer the same fields the same way.
import { isoDateOrNull } from "../../../common/calendar-dates";
import type { Prisma } from "../../generated/prisma/client";


export const procurementDataSelect = {
  id: true,
  label: true,
  dateStart: true,
  dateEnd: true,
  note: true,
  customerId: true,
} satisfies Prisma.ProcurementSelect;

export type ProcurementData = {
  id: number;
  label: string;
  date_start: string | null;
  date_end: string | null;
  note: string | null;
  customer_id: number;
};

export function toProcurementData(row: Prisma.ProcurementGetPayload<{ select: typeof procurementDataSelect }>): ProcurementData {
  return {
    id: row.id,
    label: row.label,
    date_start: isoDateOrNull(row.dateStart),
    date_end: isoDateOrNull(row.dateEnd),
    note: row.note,
    customer_id: row.customerId,
  };
}
