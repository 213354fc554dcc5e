// How a requirement becomes rows the supplier sees, in one place: the procurement's defaults, a supplier's overrides,
// a supplier added to the procurement and a copy from another procurement all write through here.
//
// The rule that matters: a change of requirements never deletes what a supplier uploaded. A requirement taken away
// stays as "not mandatory" with its file (and its history); asked again, the same row comes back, file included.
// Only a row that never held anything (no file, no review, no note) is really deleted when taken away.
import type { Prisma } from "../../generated/prisma/client";

export type CategoryRequirement = { categoryId: number; mandatory: boolean };

type Db = Prisma.TransactionClient;

// The portal's list copied into a new customer's catalogue (customer creation, the demo, the migration for the
// customers that existed before). Entries the customer already has are left as they are.
export async function copyPortalCatalogue(db: Db, customerId: number): Promise<void> {
  const portal = await db.supplierDocumentCategory.findMany({
    where: { customerId: null },
    select: { code: true, label: true, supplierAttachmentType: true, expires: true },
    orderBy: { id: "asc" },
  });
  if (portal.length > 0) await db.supplierDocumentCategory.createMany({ data: portal.map((entry) => ({ ...entry, customerId })), skipDuplicates: true });
  // The documents asked per vehicle, machine and tool too (the worker categories need no copy: the portal's list
  // stands until the customer relabels an entry, worker-catalogue.ts).
  const elementTypes = await db.elementDocumentType.findMany({ where: { customerId: null }, select: { kind: true, name: true }, orderBy: { id: "asc" } });
  if (elementTypes.length > 0) await db.elementDocumentType.createMany({ data: elementTypes.map((entry) => ({ ...entry, customerId })), skipDuplicates: true });
}

function untouched(row: { mediaId: number | null; reviewedAt: Date | null; uploadedAt: Date | null; note: string | null; attachmentName: string | null }): boolean {
  return row.mediaId === null && row.reviewedAt === null && row.uploadedAt === null && row.note === null && row.attachmentName === null;
}

// Brings one supplier's rows on a procurement to the wanted list: what is asked gets its row (created, or the old one
// back with its file) with the wanted "mandatory"; what is no longer asked is deleted when it never held anything,
// else kept as not mandatory. Returns what changed, for the audit record.
export async function applySupplierRequirements(
  db: Db,
  target: { procurementId: number; supplierId: number },
  wanted: readonly CategoryRequirement[],
  scope: { onlyCategoryIds?: ReadonlySet<number> } = {},
): Promise<{ added: number[]; removed: number[]; changed: number[] }> {
  const rows = await db.procurementSupplierAttachment.findMany({
    where: { procurementId: target.procurementId, supplierId: target.supplierId },
    select: { id: true, categoryId: true, active: true, mediaId: true, reviewedAt: true, uploadedAt: true, note: true, attachmentName: true },
  });
  const byCategory = new Map(rows.map((row) => [row.categoryId, row]));
  const wantedByCategory = new Map(wanted.map((entry) => [entry.categoryId, entry.mandatory]));
  const inScope = (categoryId: number) => !scope.onlyCategoryIds || scope.onlyCategoryIds.has(categoryId);
  const added: number[] = [];
  const removed: number[] = [];
  const changed: number[] = [];
  const create: Prisma.ProcurementSupplierAttachmentCreateManyInput[] = [];
  for (const [categoryId, mandatory] of wantedByCategory) {
    if (!inScope(categoryId)) continue;
    const row = byCategory.get(categoryId);
    if (!row) {
      create.push({ procurementId: target.procurementId, supplierId: target.supplierId, categoryId, active: mandatory });
      added.push(categoryId);
    } else if (row.active !== mandatory) {
      changed.push(categoryId);
    }
  }
  if (create.length > 0) await db.procurementSupplierAttachment.createMany({ data: create, skipDuplicates: true });
  const toMandatory = changed.filter((categoryId) => wantedByCategory.get(categoryId) === true);
  const toOptional = changed.filter((categoryId) => wantedByCategory.get(categoryId) === false);
  const toDelete: number[] = [];
  for (const row of rows) {
    if (!inScope(row.categoryId) || wantedByCategory.has(row.categoryId)) continue;
    removed.push(row.categoryId);
    if (untouched(row)) toDelete.push(row.id);
    else if (row.active) toOptional.push(row.categoryId);
  }
  const where = { procurementId: target.procurementId, supplierId: target.supplierId };
  if (toMandatory.length > 0) await db.procurementSupplierAttachment.updateMany({ where: { ...where, categoryId: { in: toMandatory } }, data: { active: true } });
  if (toOptional.length > 0) await db.procurementSupplierAttachment.updateMany({ where: { ...where, categoryId: { in: toOptional } }, data: { active: false } });
  if (toDelete.length > 0) await db.procurementSupplierAttachment.deleteMany({ where: { id: { in: toDelete } } });
  return { added, removed, changed };
}

// The procurement's defaults replaced. Each supplier on it follows for the categories whose default changed only:
// what a supplier was asked apart from the defaults (its overrides) stays as it is.
export async function applyProcurementDefaults(db: Db, procurementId: number, wanted: readonly CategoryRequirement[]): Promise<{ before: CategoryRequirement[] }> {
  const before = await db.procurementRequiredCategory.findMany({ where: { procurementId }, select: { categoryId: true, mandatory: true }, orderBy: { id: "asc" } });
  const beforeByCategory = new Map(before.map((entry) => [entry.categoryId, entry.mandatory]));
  const wantedByCategory = new Map(wanted.map((entry) => [entry.categoryId, entry.mandatory]));
  const touched = new Set<number>();
  for (const [categoryId, mandatory] of wantedByCategory) if (beforeByCategory.get(categoryId) !== mandatory) touched.add(categoryId);
  for (const categoryId of beforeByCategory.keys()) if (!wantedByCategory.has(categoryId)) touched.add(categoryId);
  if (touched.size === 0) return { before };
  await db.procurementRequiredCategory.deleteMany({ where: { procurementId, categoryId: { notIn: [...wantedByCategory.keys()] } } });
  for (const [categoryId, mandatory] of wantedByCategory) {
    if (!touched.has(categoryId)) continue;
    await db.procurementRequiredCategory.upsert({
      where: { procurementId_categoryId: { procurementId, categoryId } },
      create: { procurementId, categoryId, mandatory },
      update: { mandatory },
    });
  }
  const suppliers = await db.procurementSupplier.findMany({ where: { procurementId }, select: { supplierId: true } });
  const defaults = [...wantedByCategory].map(([categoryId, mandatory]) => ({ categoryId, mandatory }));
  for (const { supplierId } of suppliers) {
    await applySupplierRequirements(db, { procurementId, supplierId }, defaults, { onlyCategoryIds: touched });
  }
  return { before };
}

// A supplier just added to a procurement is asked the defaults at once (its rows exist from this moment).
export async function applyDefaultsToNewSupplier(db: Db, target: { procurementId: number; supplierId: number }): Promise<void> {
  const defaults = await db.procurementRequiredCategory.findMany({ where: { procurementId: target.procurementId }, select: { categoryId: true, mandatory: true } });
  if (defaults.length === 0) return;
  await applySupplierRequirements(db, target, defaults, { onlyCategoryIds: new Set(defaults.map((entry) => entry.categoryId)) });
}
