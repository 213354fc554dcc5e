// A customer's catalogue of worker fitness categories, in one place: the portal's list with the customer's own
// entries standing in for the portal's ones of the same code, plus the codes it added. Every reader of the
// categories a procurement's workers need asks here, so a relabelled or added category counts everywhere at once.
import type { Prisma } from "../../generated/prisma/client";

type Db = Prisma.TransactionClient;
export type WorkerCatalogueEntry = { id: number; customerId: number | null; code: string; label: string; isStandard: boolean; requiredByFlag: string | null };

const entrySelect = { id: true, customerId: true, code: true, label: true, isStandard: true, requiredByFlag: true } as const;

export async function workerCatalogueOf(db: Db, customerId: number | null, filter: { codes?: readonly string[] } = {}): Promise<WorkerCatalogueEntry[]> {
  const rows = await db.workerDocumentCategory.findMany({
    where: {
      OR: customerId === null ? [{ customerId: null }] : [{ customerId: null }, { customerId }],
      ...(filter.codes ? { code: { in: [...filter.codes] } } : {}),
    },
    select: entrySelect,
    orderBy: [{ label: "asc" }, { id: "asc" }],
  });
  const ownCodes = new Set(rows.filter((row) => row.customerId !== null).map((row) => row.code));
  return rows.filter((row) => row.customerId !== null || !ownCodes.has(row.code));
}
