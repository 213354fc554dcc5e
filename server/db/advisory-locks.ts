// Transaction-scoped advisory locks: a rule that cannot be a constraint (a doctor's accepted overlap, a site name
// unique whatever its capitals, one look at a customer's lights at a time) is checked and written under one. The
// spaces are listed here, together, so that two rules never share one by accident.
import type { Prisma } from "../generated/prisma/client";

export const ADVISORY_LOCK_SPACES = {
  doctorCalendar: 0xca1d, // per doctor: the overlap check and the booking
  customerLights: 0x5eba, // per customer: reading and telling its lights' changes
  customerSiteNames: 0xfac7, // per customer: the site names
} as const;

// Held until the transaction ends (commit or rollback); another transaction asking for the same key waits.
export async function lockInTransaction(tx: Prisma.TransactionClient, space: keyof typeof ADVISORY_LOCK_SPACES, id: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK_SPACES[space]}::int, ${id}::int)`;
}
