// The documents asked per vehicle, machine and tool of a procurement's suppliers, brought to a wanted list: of every
// supplier (supplierId null) or of one supplier on top. As for the required documents, a change never deletes what a
// supplier uploaded: a requirement taken away while documents hang on it stays, not active (no longer asked, its
// documents still linked), and asked again the same row comes back with them. Only an unused one is deleted.
import type { ElementKind, Prisma } from "../../generated/prisma/client";

export type ElementRequirement = { kind: ElementKind; documentName: string };
type Db = Prisma.TransactionClient;

const keyOf = (entry: ElementRequirement) => `${entry.kind}: ${entry.documentName}`;

export async function applyElementRequirements(
  db: Db,
  target: { procurementId: number; supplierId: number | null },
  wanted: readonly ElementRequirement[],
): Promise<{ added: string[]; removed: string[] }> {
  const rows = await db.elementDocumentRequirement.findMany({
    where: { procurementId: target.procurementId, supplierId: target.supplierId },
    select: { id: true, kind: true, documentName: true, active: true, position: true, _count: { select: { documents: true } } },
  });
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  const wantedKeys = new Set(wanted.map(keyOf));
  const added: string[] = [];
  const removed: string[] = [];
  for (const [position, entry] of wanted.entries()) {
    const row = byKey.get(keyOf(entry));
    if (!row) {
      await db.elementDocumentRequirement.create({ data: { ...target, ...entry, position } });
      added.push(keyOf(entry));
    } else if (!row.active || row.position !== position) {
      await db.elementDocumentRequirement.update({ where: { id: row.id }, data: { active: true, position } });
      if (!row.active) added.push(keyOf(entry));
    }
  }
  for (const row of rows) {
    if (wantedKeys.has(keyOf(row)) || !row.active) continue;
    removed.push(keyOf(row));
    if (row._count.documents === 0) await db.elementDocumentRequirement.delete({ where: { id: row.id } });
    else await db.elementDocumentRequirement.update({ where: { id: row.id }, data: { active: false } });
  }
  return { added, removed };
}

export async function activeElementRequirements(db: Db, procurementId: number) {
  return db.elementDocumentRequirement.findMany({
    where: { procurementId, active: true },
    select: { kind: true, documentName: true, supplierId: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
}
