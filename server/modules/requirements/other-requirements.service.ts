// The catalogue's other parts and what a procurement asks with them: the customer's worker fitness categories and the
// documents it may ask per vehicle, machine and tool (level 5 edits them), the default document of a document
// category (level 5: upload, replace, remove), and per procurement and per supplier on it the worker categories and
// the element documents asked (level 3, as the rest of the set-up). No change deletes what a supplier uploaded.
import {
  elementDocumentTypeSchema,
  OTHER_REQUIREMENT_MESSAGES,
  otherRequirementsSchema,
  REQUIREMENT_MESSAGES,
  workerCategorySchema,
} from "../../../common/validation/requirements";
import type { AppDeps } from "../../deps";
import type { ElementKind, Prisma } from "../../generated/prisma/client";
import { NotFoundError, parseInput, ValidationError } from "../../lib/errors";
import type { Viewer } from "../../viewer";
import { recordAudit } from "../audit/audit.service";
import { storeUploadedFile, type IncomingFile } from "../files/uploads";
import { categoryCodesOfJson } from "../workers/worker-requirements";
import { createProcurementWorkerService } from "../workers/procurement-workers.service";
import { activeElementRequirements, applyElementRequirements, type ElementRequirement } from "./element-requirement-rows";
import { customerActor, ownProcurement, procurementIdOf } from "./requirement-access";
import { workerCatalogueOf, type WorkerCatalogueEntry } from "./worker-catalogue";

export const DEFAULT_DOCUMENT_DIRECTORY = "procurement-default-documents";

// Where the catalogue screen downloads a category's default document (requirements.rest.ts).
export function categoryDefaultDocumentUrl(categoryId: number): string {
  return `/api/requirementcategories/${categoryId}/defaultdocument`;
}

export type OtherRequirementList = { workerCategoryCodes: string[]; elementDocuments: ElementRequirement[] };
export type OtherRequirements = OtherRequirementList & { procurementId: number; suppliers: (OtherRequirementList & { supplierId: number; companyName: string })[] };

function isTaken(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

export function createOtherRequirementsService(deps: AppDeps) {
  const { prisma } = deps;
  const workers = createProcurementWorkerService(deps);

  async function requirementsOf(db: Prisma.TransactionClient, procurementId: number): Promise<OtherRequirements> {
    const [procurement, links, elements] = await Promise.all([
      db.procurement.findUniqueOrThrow({ where: { id: procurementId }, select: { workerMandatoryDocumentCategories: true } }),
      db.procurementSupplier.findMany({ where: { procurementId }, select: { supplierId: true, workerMandatoryDocumentCategories: true, supplier: { select: { companyName: true } } }, orderBy: { id: "asc" } }),
      activeElementRequirements(db, procurementId),
    ]);
    const elementsOf = (supplierId: number | null) => elements.filter((row) => row.supplierId === supplierId).map(({ kind, documentName }) => ({ kind, documentName }));
    return {
      procurementId,
      workerCategoryCodes: categoryCodesOfJson(procurement.workerMandatoryDocumentCategories),
      elementDocuments: elementsOf(null),
      suppliers: links.map((link) => ({
        supplierId: link.supplierId,
        companyName: link.supplier.companyName,
        workerCategoryCodes: categoryCodesOfJson(link.workerMandatoryDocumentCategories),
        elementDocuments: elementsOf(link.supplierId),
      })),
    };
  }

  return {
    // The customer's worker fitness categories (level 3 and up: the requirement pickers read them too).
    async workerCatalogue(viewer: Viewer | null): Promise<WorkerCatalogueEntry[]> {
      const { customerId } = customerActor(viewer, "editProcurements");
      return workerCatalogueOf(prisma, customerId);
    },

    // A new category (its own code), or a label changed: a portal entry becomes the customer's own with the same code,
    // so the procurements that ask that code keep asking it. A code never changes: procurements ask by code.
    async saveWorkerCategory(viewer: Viewer | null, id: number | null, raw: unknown, ip: string | null): Promise<WorkerCatalogueEntry> {
      const { actor, customerId } = customerActor(viewer, "editRequirementCatalogue");
      const input = parseInput(workerCategorySchema, raw);
      try {
        return await prisma.$transaction(async (tx) => {
          const catalogue = await workerCatalogueOf(tx, customerId);
          const existing = id === null ? null : catalogue.find((entry) => entry.id === id);
          if (id !== null && !existing) throw new NotFoundError();
          if (!existing && catalogue.some((entry) => entry.code === input.code)) throw new ValidationError({ code: [REQUIREMENT_MESSAGES.codeTaken] });
          const select = { id: true, customerId: true, code: true, label: true, isStandard: true, requiredByFlag: true } as const;
          const saved = !existing
            ? await tx.workerDocumentCategory.create({ data: { customerId, code: input.code, label: input.label }, select })
            : existing.customerId === customerId
              ? await tx.workerDocumentCategory.update({ where: { id: existing.id }, data: { label: input.label }, select })
              : await tx.workerDocumentCategory.create({ data: { customerId, code: existing.code, label: input.label, isStandard: existing.isStandard, requiredByFlag: existing.requiredByFlag }, select });
          await recordAudit(tx, { actor, action: existing ? "workerCategory.updated" : "workerCategory.created", entityType: "WorkerDocumentCategory", entityId: saved.id, before: existing ?? undefined, after: saved, ip, occurredAt: deps.now() });
          return saved;
        });
      } catch (error) {
        if (isTaken(error)) throw new ValidationError({ code: [REQUIREMENT_MESSAGES.codeTaken] });
        throw error;
      }
    },

    async elementDocumentTypes(viewer: Viewer | null) {
      const { customerId } = customerActor(viewer, "editProcurements");
      return prisma.elementDocumentType.findMany({ where: { customerId }, select: { id: true, kind: true, name: true }, orderBy: [{ kind: "asc" }, { name: "asc" }, { id: "asc" }], take: 500 });
    },

    async createElementDocumentType(viewer: Viewer | null, raw: unknown, ip: string | null) {
      const { actor, customerId } = customerActor(viewer, "editRequirementCatalogue");
      const input = parseInput(elementDocumentTypeSchema, raw);
      try {
        return await prisma.$transaction(async (tx) => {
          const created = await tx.elementDocumentType.create({ data: { customerId, kind: input.kind as ElementKind, name: input.name }, select: { id: true, kind: true, name: true } });
          await recordAudit(tx, { actor, action: "elementDocumentType.created", entityType: "ElementDocumentType", entityId: created.id, after: created, ip, occurredAt: deps.now() });
          return created;
        });
      } catch (error) {
        if (isTaken(error)) throw new ValidationError({ name: [OTHER_REQUIREMENT_MESSAGES.documentNameTaken] });
        throw error;
      }
    },

    // Out of the catalogue only: procurements that ask it by name go on asking it.
    async deleteElementDocumentType(viewer: Viewer | null, id: number, ip: string | null): Promise<{ id: number }> {
      const { actor, customerId } = customerActor(viewer, "editRequirementCatalogue");
      return prisma.$transaction(async (tx) => {
        const existing = await tx.elementDocumentType.findFirst({ where: { id, customerId }, select: { id: true, kind: true, name: true } });
        if (!existing) throw new NotFoundError();
        await tx.elementDocumentType.delete({ where: { id } });
        await recordAudit(tx, { actor, action: "elementDocumentType.deleted", entityType: "ElementDocumentType", entityId: id, before: existing, ip, occurredAt: deps.now() });
        return { id };
      });
    },

    // The default document of a category: stored and linked in one transaction; the one it replaces stays on disk
    // for the audit trail.
    async setDefaultDocument(viewer: Viewer | null, categoryId: number, file: IncomingFile | null, ip: string | null): Promise<{ id: number }> {
      const { actor, customerId } = customerActor(viewer, "editRequirementCatalogue");
      const existing = await prisma.supplierDocumentCategory.findFirst({ where: { id: categoryId, customerId }, select: { id: true, defaultMediaId: true } });
      if (!existing) throw new NotFoundError();
      if (!file) throw new ValidationError({ file: [OTHER_REQUIREMENT_MESSAGES.defaultDocumentRequired] });
      return storeUploadedFile(deps, { file, directory: DEFAULT_DOCUMENT_DIRECTORY, field: "file", uploadedBy: actor }, async (tx, media) => {
        const updated = await tx.supplierDocumentCategory.updateMany({ where: { id: categoryId, customerId }, data: { defaultMediaId: media.id } });
        if (updated.count !== 1) throw new NotFoundError();
        await recordAudit(tx, {
          actor, action: "requirementCategory.defaultDocumentSet", entityType: "SupplierDocumentCategory", entityId: categoryId,
          before: { defaultMediaId: existing.defaultMediaId }, after: { defaultMediaId: media.id, originalName: media.originalName, sha256: media.sha256 }, ip, occurredAt: deps.now(),
        });
        return { id: categoryId };
      });
    },

    async removeDefaultDocument(viewer: Viewer | null, categoryId: number, ip: string | null): Promise<{ id: number }> {
      const { actor, customerId } = customerActor(viewer, "editRequirementCatalogue");
      return prisma.$transaction(async (tx) => {
        const existing = await tx.supplierDocumentCategory.findFirst({ where: { id: categoryId, customerId }, select: { id: true, defaultMediaId: true } });
        if (!existing) throw new NotFoundError();
        await tx.supplierDocumentCategory.update({ where: { id: categoryId }, data: { defaultMediaId: null } });
        await recordAudit(tx, { actor, action: "requirementCategory.defaultDocumentRemoved", entityType: "SupplierDocumentCategory", entityId: categoryId, before: existing, after: { defaultMediaId: null }, ip, occurredAt: deps.now() });
        return { id: categoryId };
      });
    },

    // The category's default document as its customer's users see it on the catalogue (level 3 and up, as the
    // requirement pickers); suppliers download it from their required-document row instead.
    async defaultDocumentMedia(viewer: Viewer | null, categoryId: number) {
      const { customerId } = customerActor(viewer, "editProcurements");
      const category = await prisma.supplierDocumentCategory.findFirst({ where: { id: categoryId, customerId }, select: { defaultMedia: true } });
      if (!category) throw new NotFoundError();
      return category.defaultMedia;
    },

    async otherRequirements(viewer: Viewer | null, procurementId: number): Promise<OtherRequirements> {
      await ownProcurement(prisma, viewer, procurementId);
      return requirementsOf(prisma, procurementId);
    },

    // The worker categories and element documents asked of every supplier (no supplierId) or of one on top: the
    // workers already there follow at once, and no file goes.
    async setOtherRequirements(viewer: Viewer | null, raw: unknown, ip: string | null): Promise<OtherRequirements> {
      await ownProcurement(prisma, viewer, procurementIdOf(raw));
      const input = parseInput(otherRequirementsSchema, raw);
      return prisma.$transaction(async (tx) => {
        const { actor, row } = await ownProcurement(tx, viewer, input.procurementId);
        await tx.$queryRaw`SELECT id FROM procurements WHERE id = ${row.id} FOR UPDATE`;
        const catalogue = await workerCatalogueOf(tx, row.customerId, { codes: input.workerCategoryCodes });
        if (catalogue.length !== input.workerCategoryCodes.length) throw new ValidationError({ workerCategoryCodes: [OTHER_REQUIREMENT_MESSAGES.workerCategoryInvalid] });
        const procurement = await tx.procurement.findUniqueOrThrow({ where: { id: row.id }, select: { workerMandatoryDocumentCategories: true } });
        const links = await tx.procurementSupplier.findMany({ where: { procurementId: row.id }, select: { id: true, supplierId: true, workerMandatoryDocumentCategories: true } });
        const link = input.supplierId === null ? null : links.find((entry) => entry.supplierId === input.supplierId);
        if (input.supplierId !== null && !link) throw new NotFoundError("Fornitore non trovato");
        const before = { procurement: procurement.workerMandatoryDocumentCategories, links: new Map(links.map((entry) => [entry.supplierId, entry.workerMandatoryDocumentCategories])) };
        if (link) await tx.procurementSupplier.update({ where: { id: link.id }, data: { workerMandatoryDocumentCategories: input.workerCategoryCodes } });
        else await tx.procurement.update({ where: { id: row.id }, data: { workerMandatoryDocumentCategories: input.workerCategoryCodes } });
        await workers.followMandatoryCategories(tx, row.id, before);
        const elements = await applyElementRequirements(tx, { procurementId: row.id, supplierId: input.supplierId }, input.elementDocuments.map((entry) => ({ kind: entry.kind as ElementKind, documentName: entry.documentName })));
        await recordAudit(tx, {
          actor, action: "procurementRequirements.othersChanged", entityType: link ? "ProcurementSupplier" : "Procurement", entityId: link?.id ?? row.id,
          before: { workerCategoryCodes: categoryCodesOfJson(link ? link.workerMandatoryDocumentCategories : procurement.workerMandatoryDocumentCategories) },
          after: { workerCategoryCodes: input.workerCategoryCodes, elementDocuments: elements }, ip, occurredAt: deps.now(),
        });
        return requirementsOf(tx, row.id);
      });
    },
  };
}
