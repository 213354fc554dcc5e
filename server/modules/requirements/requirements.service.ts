// What a customer asks of its suppliers: its catalogue of document categories (level 5 edits it), each procurement's
// default requirements and each supplier's own on it (level 3, as the rest of the procurement's set-up), and the copy
// of another procurement's requirements. The rows the supplier sees follow at once (requirement-rows.ts), and no
// change ever deletes what a supplier uploaded.
import {
  copyRequirementsSchema,
  documentCategorySchema,
  procurementRequirementsSchema,
  REQUIREMENT_MESSAGES,
  supplierRequirementsSchema,
  type DocumentCategoryInput,
} from "../../../common/validation/requirements";
import type { AppDeps } from "../../deps";
import type { Prisma } from "../../generated/prisma/client";
import { NotFoundError, parseInput, ValidationError } from "../../lib/errors";
import type { Viewer } from "../../viewer";
import { recordAudit } from "../audit/audit.service";
import { createProcurementWorkerService } from "../workers/procurement-workers.service";
import { applyElementRequirements } from "./element-requirement-rows";
import { customerActor, ownProcurement, procurementIdOf } from "./requirement-access";
import { applyProcurementDefaults, applySupplierRequirements, type CategoryRequirement } from "./requirement-rows";

export const CATALOGUE_LIMIT = 500;

export type CatalogueEntry = { id: number; code: string; label: string; supplierAttachmentType: number | null; expires: boolean };
export type SupplierRequirementList = { supplierId: number; companyName: string; categories: (CategoryRequirement & { hasFile: boolean })[] };
export type ProcurementRequirements = { procurementId: number; defaults: CategoryRequirement[]; suppliers: SupplierRequirementList[] };

const catalogueSelect = { id: true, code: true, label: true, supplierAttachmentType: true, expires: true } as const;

function isCodeTaken(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

export function createRequirementsService(deps: AppDeps) {
  const { prisma } = deps;
  const workers = createProcurementWorkerService(deps);

  // Only entries of the procurement's customer may be asked.
  async function checkCategories(db: Prisma.TransactionClient, customerId: number, list: readonly CategoryRequirement[]) {
    if (list.length === 0) return;
    const ids = list.map((entry) => entry.categoryId);
    const found = await db.supplierDocumentCategory.count({ where: { id: { in: ids }, customerId } });
    if (found !== ids.length) throw new ValidationError({ categories: [REQUIREMENT_MESSAGES.categoryInvalid] });
  }

  async function requirementsOf(db: Prisma.TransactionClient, procurementId: number): Promise<ProcurementRequirements> {
    const [defaults, links, rows] = await Promise.all([
      db.procurementRequiredCategory.findMany({ where: { procurementId }, select: { categoryId: true, mandatory: true }, orderBy: { id: "asc" } }),
      db.procurementSupplier.findMany({ where: { procurementId }, select: { supplierId: true, supplier: { select: { companyName: true } } }, orderBy: { id: "asc" } }),
      db.procurementSupplierAttachment.findMany({ where: { procurementId }, select: { supplierId: true, categoryId: true, active: true, mediaId: true }, orderBy: { id: "asc" } }),
    ]);
    return {
      procurementId,
      defaults,
      suppliers: links.map((link) => ({
        supplierId: link.supplierId,
        companyName: link.supplier.companyName,
        categories: rows
          .filter((row) => row.supplierId === link.supplierId)
          .map((row) => ({ categoryId: row.categoryId, mandatory: row.active, hasFile: row.mediaId !== null })),
      })),
    };
  }

  return {
    // The customer's catalogue, for the catalogue screen and the requirement pickers (level 3 and up).
    async catalogue<Q extends { select?: Prisma.SupplierDocumentCategorySelect; include?: Prisma.SupplierDocumentCategoryInclude }>(viewer: Viewer | null, query: Q) {
      const { customerId } = customerActor(viewer, "editProcurements");
      return prisma.supplierDocumentCategory.findMany({ ...query, where: { customerId }, orderBy: [{ label: "asc" }, { id: "asc" }], take: CATALOGUE_LIMIT });
    },

    async createCatalogueCategory(viewer: Viewer | null, raw: DocumentCategoryInput | unknown, ip: string | null): Promise<CatalogueEntry> {
      const { actor, customerId } = customerActor(viewer, "editRequirementCatalogue");
      const input = parseInput(documentCategorySchema, raw);
      try {
        return await prisma.$transaction(async (tx) => {
          const created = await tx.supplierDocumentCategory.create({ data: { ...input, customerId }, select: catalogueSelect });
          await recordAudit(tx, { actor, action: "requirementCategory.created", entityType: "SupplierDocumentCategory", entityId: created.id, after: input, ip, occurredAt: deps.now() });
          return created;
        });
      } catch (error) {
        if (isCodeTaken(error)) throw new ValidationError({ code: [REQUIREMENT_MESSAGES.codeTaken] });
        throw error;
      }
    },

    // Label, code, import type and expiry change for every procurement that asks the category: the rows keep their files.
    async updateCatalogueCategory(viewer: Viewer | null, id: number, raw: DocumentCategoryInput | unknown, ip: string | null): Promise<CatalogueEntry> {
      const { actor, customerId } = customerActor(viewer, "editRequirementCatalogue");
      const existing = await prisma.supplierDocumentCategory.findFirst({ where: { id, customerId }, select: catalogueSelect });
      if (!existing) throw new NotFoundError();
      const input = parseInput(documentCategorySchema, raw);
      try {
        return await prisma.$transaction(async (tx) => {
          const updated = await tx.supplierDocumentCategory.update({ where: { id }, data: input, select: catalogueSelect });
          await recordAudit(tx, { actor, action: "requirementCategory.updated", entityType: "SupplierDocumentCategory", entityId: id, before: existing, after: input, ip, occurredAt: deps.now() });
          return updated;
        });
      } catch (error) {
        if (isCodeTaken(error)) throw new ValidationError({ code: [REQUIREMENT_MESSAGES.codeTaken] });
        throw error;
      }
    },

    async procurementRequirements(viewer: Viewer | null, procurementId: number): Promise<ProcurementRequirements> {
      await ownProcurement(prisma, viewer, procurementId);
      return requirementsOf(prisma, procurementId);
    },

    // The procurement's defaults; every supplier on it follows for the categories whose default changed.
    async setProcurementRequirements(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<ProcurementRequirements> {
      await ownProcurement(prisma, viewer, procurementIdOf(raw));
      const input = parseInput(procurementRequirementsSchema, raw);
      return prisma.$transaction(async (tx) => {
        const { actor, row } = await ownProcurement(tx, viewer, input.procurementId);
        await tx.$queryRaw`SELECT id FROM procurements WHERE id = ${row.id} FOR UPDATE`;
        await checkCategories(tx, row.customerId, input.categories);
        const { before } = await applyProcurementDefaults(tx, row.id, input.categories);
        await recordAudit(tx, { actor, action: "procurementRequirements.changed", entityType: "Procurement", entityId: row.id, before, after: input.categories, ip, occurredAt: deps.now(), compliance: { procurementIds: [row.id] } });
        return requirementsOf(tx, row.id);
      });
    },

    // One supplier's own list on the procurement (its overrides of the defaults): tab 2's rows.
    async setSupplierRequirements(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<ProcurementRequirements> {
      await ownProcurement(prisma, viewer, procurementIdOf(raw));
      const input = parseInput(supplierRequirementsSchema, raw);
      return prisma.$transaction(async (tx) => {
        const { actor, row } = await ownProcurement(tx, viewer, input.procurementId);
        await tx.$queryRaw`SELECT id FROM procurements WHERE id = ${row.id} FOR UPDATE`;
        const link = await tx.procurementSupplier.findUnique({ where: { procurementId_supplierId: { procurementId: row.id, supplierId: input.supplierId } }, select: { id: true } });
        if (!link) throw new NotFoundError("Fornitore non trovato");
        await checkCategories(tx, row.customerId, input.categories);
        const change = await applySupplierRequirements(tx, { procurementId: row.id, supplierId: input.supplierId }, input.categories);
        await recordAudit(tx, { actor, action: "supplierRequirements.changed", entityType: "ProcurementSupplier", entityId: link.id, after: { categories: input.categories, ...change }, ip, occurredAt: deps.now(), compliance: { procurementIds: [row.id] } });
        return requirementsOf(tx, row.id);
      });
    },

    // "Copia i requisiti da un altro appalto" (of the same customer): its defaults become this procurement's, and
    // the suppliers here follow as for any change of the defaults.
    async copyRequirements(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<ProcurementRequirements> {
      await ownProcurement(prisma, viewer, procurementIdOf(raw));
      const input = parseInput(copyRequirementsSchema, raw);
      return prisma.$transaction(async (tx) => {
        const { actor, row } = await ownProcurement(tx, viewer, input.procurementId);
        const source = await tx.procurement.findFirst({ where: { id: input.fromProcurementId, customerId: row.customerId }, select: { id: true, workerMandatoryDocumentCategories: true } });
        if (!source) throw new ValidationError({ fromProcurementId: [REQUIREMENT_MESSAGES.sourceInvalid] });
        await tx.$queryRaw`SELECT id FROM procurements WHERE id = ${row.id} FOR UPDATE`;
        const defaults = await tx.procurementRequiredCategory.findMany({ where: { procurementId: source.id }, select: { categoryId: true, mandatory: true }, orderBy: { id: "asc" } });
        const { before } = await applyProcurementDefaults(tx, row.id, defaults);
        // The fitness categories every worker must hold, and the documents asked per vehicle and per machine, follow
        // the same rule: this procurement's defaults become the source's, and nothing uploaded goes.
        const own = await tx.procurement.findUniqueOrThrow({ where: { id: row.id }, select: { workerMandatoryDocumentCategories: true } });
        const links = await tx.procurementSupplier.findMany({ where: { procurementId: row.id }, select: { supplierId: true, workerMandatoryDocumentCategories: true } });
        await tx.procurement.update({ where: { id: row.id }, data: { workerMandatoryDocumentCategories: source.workerMandatoryDocumentCategories ?? [] } });
        await workers.followMandatoryCategories(tx, row.id, { procurement: own.workerMandatoryDocumentCategories, links: new Map(links.map((link) => [link.supplierId, link.workerMandatoryDocumentCategories])) });
        const elementDocuments = await tx.elementDocumentRequirement.findMany({
          where: { procurementId: source.id, supplierId: null, active: true }, select: { kind: true, documentName: true }, orderBy: [{ position: "asc" }, { id: "asc" }],
        });
        const elements = await applyElementRequirements(tx, { procurementId: row.id, supplierId: null }, elementDocuments);
        await recordAudit(tx, {
          actor, action: "procurementRequirements.copied", entityType: "Procurement", entityId: row.id,
          before, after: { fromProcurementId: source.id, defaults, workerCategories: source.workerMandatoryDocumentCategories, elementDocuments: elements }, ip, occurredAt: deps.now(),
          compliance: { procurementIds: [row.id] },
        });
        return requirementsOf(tx, row.id);
      });
    },
  };
}
