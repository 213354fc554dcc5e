// Vehicles (tab 4), machines and tools (tab 5) of a supplier on a procurement: what the viewer may read of
// them and their documents, and the supplier's declaring, correcting and removing them. Their documents and
// approvals are element-documents.service.ts. GraphQL and REST both call these functions: every rule and
// permission lives here and in element-access.ts.
import type { AppDeps } from "../../deps";
import type { Media, Prisma } from "../../generated/prisma/client";
import type { ElementKind } from "../../generated/prisma/enums";
import { ForbiddenError, NotFoundError, parseInput, ValidationError, type Unvalidated } from "../../lib/errors";
import { signedIn, type Viewer } from "../../viewer";
import { procurementSupplierWhereForViewer } from "../procurements/procurement-visibility";
import { requireOwnSupplier, requirePermission } from "../auth/permissions";
import { createElementAccess, ELEMENT_DOCUMENT_NOT_FOUND, ELEMENT_NOT_FOUND } from "./element-access";
import { elementDocumentWhereForViewer, elementWhereForViewer } from "./element-visibility";
import { documentAuditSelect, elementAuditSelect, type ElementAuditRow } from "./elements.read";
import { createElementSchema, ELEMENT_MESSAGES, elementDocumentIdSchema, elementIdSchema, elementKindOf, kindOrRefuse, updateElementSchema } from "./elements.validation";

export type ElementFieldsInput = Unvalidated<{
  procurementId: number;
  supplierId: number;
  kind: string;
  type: string;
  makerAndModel: string;
  serialNumber: string;
  belonging: string | number;
  note: string;
}>;

export function createElementService(deps: AppDeps) {
  const { prisma } = deps;
  const { visibleElement, visibleDocument, lockElement, auditElement, auditDocument } = createElementAccess(deps);

  return {
    // ─── reads ───

    // The procurement and supplier of a supplier's place on a procurement, as the viewer may see it.
    async procurementSupplierKey(viewer: Viewer | null, linkId: number): Promise<{ procurementId: number; supplierId: number }> {
      const link = await prisma.procurementSupplier.findFirst({
        where: { id: linkId, AND: [procurementSupplierWhereForViewer(signedIn(viewer))] },
        select: { procurementId: true, supplierId: true },
      });
      if (!link) throw new NotFoundError("Fornitore non trovato nell'appalto");
      return link;
    },

    async elementKey(viewer: Viewer | null, elementId: number): Promise<{ procurementId: number; supplierId: number }> {
      const element = await visibleElement(prisma, signedIn(viewer), elementId);
      return { procurementId: element.procurementId, supplierId: element.supplierId };
    },

    async loadElement<Q extends { select?: Prisma.ProcurementElementSelect; include?: Prisma.ProcurementElementInclude }>(viewer: Viewer | null, id: number, query: Q) {
      return prisma.procurementElement.findFirst({ ...query, where: { id, AND: [elementWhereForViewer(viewer)] } });
    },

    async loadElementDocument<Q extends { select?: Prisma.ElementAttachmentSelect; include?: Prisma.ElementAttachmentInclude }>(viewer: Viewer | null, id: number, query: Q) {
      return prisma.elementAttachment.findFirst({ ...query, where: { id, AND: [elementDocumentWhereForViewer(viewer)] } });
    },

    // One page of tab 4 (vehicles) or tab 5 (machines and tools), in the order they were declared.
    async listElements<Q extends { select?: Prisma.ProcurementElementSelect; include?: Prisma.ProcurementElementInclude; take?: number; skip?: number; cursor?: Prisma.ProcurementElementWhereUniqueInput }>(
      viewer: Viewer | null,
      filter: { procurementId: number; supplierId: number; kinds: ElementKind[] },
      query: Q,
    ) {
      return prisma.procurementElement.findMany({ ...query, where: elementListWhere(viewer, filter), orderBy: [{ id: "asc" }] });
    },

    async countElements(viewer: Viewer | null, filter: { procurementId: number; supplierId: number; kinds: ElementKind[] }) {
      return prisma.procurementElement.count({ where: elementListWhere(viewer, filter) });
    },

    // The names of the documents the procurement requires per vehicle or per machine (the warning panels).
    async requiredDocumentNames(viewer: Viewer | null, target: { procurementId: number; supplierId: number }, kind: ElementKind): Promise<string[]> {
      const { procurementId } = target;
      const link = await prisma.procurementSupplier.findFirst({ where: { ...target, AND: [procurementSupplierWhereForViewer(viewer)] }, select: { supplierId: true } });
      if (!link) return [];
      const rows = await prisma.elementDocumentRequirement.findMany({
        where: { procurementId, kind, active: true, OR: [{ supplierId: null }, { supplierId: link.supplierId }] },
        select: { documentName: true },
        orderBy: [{ position: "asc" }, { id: "asc" }],
      });
      return rows.map((row) => row.documentName);
    },

    // One element the viewer may see, with the caller's selection (the REST facade's shape).
    async readElement<S extends Prisma.ProcurementElementSelect>(viewer: Viewer | null, id: number, select: S) {
      const row = await prisma.procurementElement.findFirst({ where: { id, AND: [elementWhereForViewer(signedIn(viewer))] }, select });
      if (!row) throw new NotFoundError(ELEMENT_NOT_FOUND);
      return row;
    },

    // Every element of the procurement the viewer may see (of the suppliers still on it, by supplier, in the
    // order declared), and the documents the procurement requires per kind, for cs/subprocurements/{id}.
    async readProcurementElements<S extends Prisma.ProcurementElementSelect>(viewer: Viewer | null, procurementId: number, select: S) {
      const elements = await prisma.procurementElement.findMany({
        where: { procurementId, supplier: { procurementLinks: { some: { procurementId } } }, AND: [elementWhereForViewer(signedIn(viewer))] },
        select,
        orderBy: [{ supplierId: "asc" }, { id: "asc" }],
      });
      const requirements = await prisma.elementDocumentRequirement.findMany({
        where: { procurementId, active: true, supplierId: null, procurement: { suppliers: { some: procurementSupplierWhereForViewer(viewer) } } },
        select: { kind: true, documentName: true },
        orderBy: [{ position: "asc" }, { id: "asc" }],
      });
      return { elements, requirements };
    },

    // The documents of one element (the attachment list / approval dialog), checked against the address.
    async readElementDocuments<S extends Prisma.ElementAttachmentSelect>(
      viewer: Viewer | null,
      raw: Unvalidated<{ procurementId: number; kind: string; elementId: number }>,
      select: S,
    ) {
      const actor = signedIn(viewer);
      const kind = kindOrRefuse(raw.kind);
      const { id } = parseInput(elementIdSchema, { id: raw.elementId });
      const element = await visibleElement(prisma, actor, id, Number(raw.procurementId) || 0, [kind]);
      const documents = await prisma.elementAttachment.findMany({ where: { elementId: element.id }, select, orderBy: { id: "asc" } });
      return { element, documents };
    },

    async readElementDocument<S extends Prisma.ElementAttachmentSelect>(viewer: Viewer | null, id: number, select: S) {
      const actor = signedIn(viewer);
      const { element } = await visibleDocument(prisma, actor, id);
      const document = await prisma.elementAttachment.findUniqueOrThrow({ where: { id }, select });
      return { element, document };
    },

    // The document of an element addressed the contract's way (procurement, type, element, media).
    async elementDocumentIdAt(viewer: Viewer | null, raw: Unvalidated<{ procurementId: number; kind: string; elementId: number; mediaId: number }>): Promise<number> {
      const actor = signedIn(viewer);
      const kind = kindOrRefuse(raw.kind);
      const { id: elementId } = parseInput(elementIdSchema, { id: raw.elementId });
      const { id: mediaId } = parseInput(elementDocumentIdSchema, { id: raw.mediaId });
      const row = await prisma.elementAttachment.findFirst({
        where: { elementId, mediaId, element: { kind, procurementId: Number(raw.procurementId) || 0 }, AND: [elementDocumentWhereForViewer(actor)] },
        select: { id: true },
      });
      if (!row) throw new NotFoundError(ELEMENT_DOCUMENT_NOT_FOUND);
      return row.id;
    },

    // The element document whose file this is (complianceobject/delfile names files, not documents).
    async elementDocumentIdOfFile(viewer: Viewer | null, mediaId: number): Promise<number> {
      const row = await prisma.elementAttachment.findFirst({ where: { mediaId, AND: [elementDocumentWhereForViewer(signedIn(viewer))] }, select: { id: true } });
      if (!row) throw new NotFoundError(ELEMENT_DOCUMENT_NOT_FOUND);
      return row.id;
    },

    async elementDocumentMedia(viewer: Viewer | null, id: number): Promise<Media | null> {
      const row = await prisma.elementAttachment.findFirst({ where: { id, AND: [elementDocumentWhereForViewer(signedIn(viewer))] }, select: { media: true } });
      return row?.media ?? null;
    },

    // ─── elements ───

    // A supplier user declares a vehicle, machine or tool on a procurement it is on.
    async createElement(viewer: Viewer | null, raw: ElementFieldsInput, ip?: string | null): Promise<ElementAuditRow> {
      const actor = signedIn(viewer);
      const input = parseInput(createElementSchema, raw);
      requirePermission(actor, "declareElements");
      if (actor.kind !== "SUPPLIER" || actor.supplierId === null) throw new ForbiddenError();
      if (input.supplierId && input.supplierId !== actor.supplierId) throw new NotFoundError("Fornitore non trovato nell'appalto");
      const supplierId = actor.supplierId;
      const link = await prisma.procurementSupplier.findFirst({
        where: { procurementId: input.procurementId, supplierId, AND: [procurementSupplierWhereForViewer(actor)] },
        select: { id: true },
      });
      if (!link) throw new NotFoundError("Appalto non trovato");
      return prisma.$transaction(async (tx) => {
        const after = await tx.procurementElement.create({
          data: {
            procurementId: input.procurementId,
            supplierId,
            kind: input.kind,
            type: input.type,
            makerAndModel: input.makerAndModel,
            serialNumber: input.serialNumber ?? null,
            belonging: input.belonging ?? null,
            note: input.note ?? null,
          },
          select: elementAuditSelect,
        });
        await auditElement(tx, actor, ip, "element.created", null, after);
        return after;
      });
    },

    // The kind (machinery or tool) is chosen only on creation (spec section 3).
    async updateElement(viewer: Viewer | null, raw: ElementFieldsInput & { id?: unknown }, ip?: string | null): Promise<ElementAuditRow> {
      const actor = signedIn(viewer);
      const input = parseInput(updateElementSchema, raw);
      const current = await visibleElement(prisma, actor, input.id, input.procurementId);
      requireOwnSupplier(actor, current.supplierId, "editElements");
      if (input.kind !== undefined && input.kind !== null && elementKindOf(input.kind) !== current.kind) {
        throw new ValidationError({ kind: [ELEMENT_MESSAGES.kindNotChangeable] });
      }
      return prisma.$transaction(async (tx) => {
        const before = await visibleElement(tx, actor, current.id);
        const after = await tx.procurementElement.update({
          where: { id: current.id },
          data: {
            type: input.type,
            makerAndModel: input.makerAndModel,
            ...(input.serialNumber !== undefined ? { serialNumber: input.serialNumber } : {}),
            ...(input.belonging !== undefined ? { belonging: input.belonging } : {}),
            ...(input.note !== undefined ? { note: input.note } : {}),
          },
          select: elementAuditSelect,
        });
        await auditElement(tx, actor, ip, "element.updated", before, after);
        return after;
      });
    },

    // Level 5 of the supplier removes an element with its documents. The files and their Media rows stay:
    // the audit trail points at them.
    async deleteElement(viewer: Viewer | null, raw: Unvalidated<{ id: number }>, ip?: string | null, kinds?: ElementKind[]): Promise<ElementAuditRow> {
      const actor = signedIn(viewer);
      const { id } = parseInput(elementIdSchema, raw);
      const current = await visibleElement(prisma, actor, id, null, kinds);
      requireOwnSupplier(actor, current.supplierId, "deleteElements", ELEMENT_MESSAGES.deleteElement[current.kind]);
      return prisma.$transaction(async (tx) => {
        await lockElement(tx, current.id);
        const documents = await tx.elementAttachment.findMany({ where: { elementId: current.id }, select: documentAuditSelect });
        for (const document of documents) await auditDocument(tx, actor, ip, "elementDocument.deleted", document, null);
        await tx.procurementElement.delete({ where: { id: current.id } });
        await auditElement(tx, actor, ip, "element.deleted", current, null);
        return current;
      });
    },
  };
}

function elementListWhere(viewer: Viewer | null, filter: { procurementId: number; supplierId: number; kinds: ElementKind[] }): Prisma.ProcurementElementWhereInput {
  return { procurementId: filter.procurementId, supplierId: filter.supplierId, kind: { in: filter.kinds }, AND: [elementWhereForViewer(viewer)] };
}
