// The columns of a procurement that the supplier home's procurement list (pr) and the head of the procurement
// card (cs/subprocurements) read, so both answer the same fields the same way (procurement-shapes.rest.ts).
import type { Prisma } from "../../generated/prisma/client";

export const procurementDataSelect = {
  id: true,
  label: true,
  dateStart: true,
  dateEnd: true,
  note: true,
  customerId: true,
} satisfies Prisma.ProcurementSelect;

export type ProcurementDataRow = Prisma.ProcurementGetPayload<{ select: typeof procurementDataSelect }>;
