// Vehicles (tab 4), machines and tools (tab 5) of a supplier on a procurement and their documents: the
// supplier declares them and uploads, the customer approves element by element (ALL_DOCUMENTS_AT_ONCE) or
// document by document (SINGLE_DOCUMENT). GraphQL and REST both call these functions: every rule and
// permission lives here.
import { italianDateOf } from "../../../common/calendar-dates";
import type { AppDeps } from "../../deps";
import type { Media, Prisma } from "../../generated/prisma/client";
import type { ElementKind } from "../../generated/prisma/enums";
import { ForbiddenError, NotFoundError, parseInput, UnauthenticatedError, ValidationError } from "../../lib/errors";
import { DELETE_LEVEL, EDIT_LEVEL, type Viewer } from "../../viewer";
import { recordAudit } from "../audit/audit.service";
import { storeUploadedFile, type IncomingFile } from "../files/uploads";
import { procurementSupplierWhereForViewer } from "../procurements/procurement-visibility";
import { elementApprovalOfDocuments } from "./element-approval";
import { elementDocumentWhereForViewer, elementWhereForViewer } from "./element-visibility";
import {
  approvalModeOf,
  documentAuditSelect,
  documentSnapshot,
  elementAuditSelect,
  elementRestSelect,
  elementSnapshot,
  toElementData,
  toElementDocumentData,
  elementDocumentRestSelect,
  type DocumentAuditRow,
  type ElementAuditRow,
} from "./elements.read";
import {
  createElementSchema,
  documentFormIssues,
  ELEMENT_MESSAGES,
  elementDocumentFieldsSchema,
  elementDocumentIdSchema,
  elementIdSchema,
  elementKindOf,
  reviewElementDocumentSchema,
  reviewElementSchema,
  updateElementSchema,
  uploadElementDocumentSchema,
  type ElementKindInput,
} from "./elements.validation";

export const ELEMENT_NOT_FOUND = "Elemento non trovato";
export const ELEMENT_DOCUMENT_NOT_FOUND = "Documento non trovato";
const ELEMENT_ENTITY = "ProcurementElement";
const DOCUMENT_ENTITY = "ElementAttachment";

type Unvalidated<T> = { [K in keyof T]?: unknown };
type Db = Prisma.TransactionClient;

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

export type ElementDocumentInput = Unvalidated<{
  documentName: string;
  documentDate: Date | string;
  documentExpirationDate: Date | string;
  noExpire: boolean;
}> & { file?: IncomingFile | null };

const currentElementSelect = { ...elementAuditSelect, supplier: { select: { referralCustomerId: true } } } satisfies Prisma.ProcurementElementSelect;
type CurrentElement = Prisma.ProcurementElementGetPayload<{ select: typeof currentElementSelect }>;

const currentDocumentSelect = {
  ...documentAuditSelect,
  element: { select: currentElementSelect },
} satisfies Prisma.ElementAttachmentSelect;
type CurrentDocument = Prisma.ElementAttachmentGetPayload<{ select: typeof currentDocumentSelect }>;

export function createElementService(deps: AppDeps) {
  const { prisma } = deps;
  const today = () => italianDateOf(deps.now());

  function signedIn(viewer: Viewer | null): Viewer {
    if (!viewer) throw new UnauthenticatedError();
    return viewer;
  }

  // The supplier declares and documents its own elements; the customer reviews them.
  function requireOwner(viewer: Viewer, element: { supplierId: number }): void {
    if (viewer.kind !== "SUPPLIER" || viewer.supplierId !== element.supplierId) throw new ForbiddenError();
  }

  function requireReviewer(viewer: Viewer): void {
    if (viewer.kind !== "CUSTOMER" || viewer.userLevel < EDIT_LEVEL) throw new ForbiddenError();
  }

  async function visibleElement(db: Db | typeof prisma, viewer: Viewer, id: number, procurementId?: number | null, kinds?: ElementKind[]): Promise<CurrentElement> {
    const row = await db.procurementElement.findFirst({
      where: { id, ...(procurementId ? { procurementId } : {}), ...(kinds ? { kind: { in: kinds } } : {}), AND: [elementWhereForViewer(viewer)] },
      select: currentElementSelect,
    });
    if (!row) throw new NotFoundError(ELEMENT_NOT_FOUND);
    return row;
  }

  async function visibleDocument(db: Db | typeof prisma, viewer: Viewer, id: number): Promise<CurrentDocument> {
    const row = await db.elementAttachment.findFirst({ where: { id, AND: [elementDocumentWhereForViewer(viewer)] }, select: currentDocumentSelect });
    if (!row) throw new NotFoundError(ELEMENT_DOCUMENT_NOT_FOUND);
    return row;
  }

  // Locks the element row for the rest of the transaction, so two reviews or uploads never interleave.
  async function lockElement(tx: Db, id: number): Promise<void> {
    await tx.$queryRaw`SELECT "id" FROM "procurement_elements" WHERE "id" = ${id} FOR UPDATE`;
  }

  async function auditElement(tx: Db, viewer: Viewer, ip: string | null | undefined, action: string, before: ElementAuditRow | null, after: ElementAuditRow | null) {
    await recordAudit(tx, {
      actor: viewer,
      action,
      entityType: ELEMENT_ENTITY,
      entityId: (after ?? before)?.id,
      before: before ? elementSnapshot(before) : undefined,
      after: after ? elementSnapshot(after) : undefined,
      ip,
      occurredAt: deps.now(),
    });
  }

  async function auditDocument(tx: Db, viewer: Viewer, ip: string | null | undefined, action: string, before: DocumentAuditRow | null, after: DocumentAuditRow | null) {
    await recordAudit(tx, {
      actor: viewer,
      action,
      entityType: DOCUMENT_ENTITY,
      entityId: (after ?? before)?.id,
      before: before ? documentSnapshot(before) : undefined,
      after: after ? documentSnapshot(after) : undefined,
      ip,
      occurredAt: deps.now(),
    });
  }

  // The element's own approval follows its documents after every change of one of them (all approved:
  // approved; any rejected: rejected; otherwise waiting), recorded when it changes.
  async function followDocuments(tx: Db, viewer: Viewer, ip: string | null | undefined, elementId: number): Promise<void> {
    const before = await tx.procurementElement.findUniqueOrThrow({ where: { id: elementId }, select: elementAuditSelect });
    const documents = await tx.elementAttachment.findMany({ where: { elementId }, select: { approvedAt: true, rejectedAt: true } });
    const approval = elementApprovalOfDocuments(documents);
    if (approval === before.approval) return;
    const after = await tx.procurementElement.update({
      where: { id: elementId },
      data: { approval, ...(approval === "PENDING" ? { reviewNote: null, reviewedAt: null, reviewedById: null } : {}) },
      select: elementAuditSelect,
    });
    await auditElement(tx, viewer, ip, "elements.approvalFollowsDocuments", before, after);
  }

  function refuseApproved(document: { approvedAt: Date | null }): void {
    if (document.approvedAt) throw new ValidationError({ id: [ELEMENT_MESSAGES.approvedLocked] }, ELEMENT_MESSAGES.approvedLocked);
  }

  // The form's dates as stored: no_expire clears the expiry.
  function documentData(fields: ReturnType<typeof elementDocumentFieldsSchema.parse>) {
    return {
      documentDate: fields.documentDate,
      documentExpirationDate: fields.noExpire ? null : fields.documentExpirationDate,
    };
  }

  function checkDocumentForm(fields: ReturnType<typeof elementDocumentFieldsSchema.parse>): void {
    const issues = documentFormIssues(fields);
    if (Object.keys(issues).length > 0) throw new ValidationError(issues);
  }

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
    async requiredDocumentNames(viewer: Viewer | null, procurementId: number, kind: ElementKind): Promise<string[]> {
      const link = await prisma.procurementSupplier.findFirst({ where: { procurementId, AND: [procurementSupplierWhereForViewer(viewer)] }, select: { id: true } });
      if (!link) return [];
      const rows = await prisma.elementDocumentRequirement.findMany({
        where: { procurementId, kind },
        select: { documentName: true },
        orderBy: [{ position: "asc" }, { id: "asc" }],
      });
      return rows.map((row) => row.documentName);
    },

    async elementData(viewer: Viewer | null, id: number) {
      const row = await prisma.procurementElement.findFirst({ where: { id, AND: [elementWhereForViewer(signedIn(viewer))] }, select: elementRestSelect });
      if (!row) throw new NotFoundError(ELEMENT_NOT_FOUND);
      return toElementData(row, today());
    },

    // Every element of the procurement the viewer may see, for cs/subprocurements/{id}.
    async procurementElementsData(viewer: Viewer | null, procurementId: number) {
      const rows = await prisma.procurementElement.findMany({
        where: { procurementId, supplier: { procurementLinks: { some: { procurementId } } }, AND: [elementWhereForViewer(signedIn(viewer))] },
        select: elementRestSelect,
        orderBy: [{ supplierId: "asc" }, { id: "asc" }],
      });
      const requirements = await prisma.elementDocumentRequirement.findMany({
        where: { procurementId, procurement: { suppliers: { some: procurementSupplierWhereForViewer(viewer) } } },
        select: { kind: true, documentName: true },
        orderBy: [{ position: "asc" }, { id: "asc" }],
      });
      const day = today();
      const data = rows.map((row) => toElementData(row, day));
      const named = (kind: ElementKind) => requirements.filter((row) => row.kind === kind).map((row) => row.documentName);
      return {
        equipments: data.filter((element) => element.type_object === "equipment"),
        machineries: data.filter((element) => element.type_object === "machinery"),
        tools: data.filter((element) => element.type_object === "tool"),
        vehicles: named("EQUIPMENT"),
        machinery: named("MACHINERY"),
      };
    },

    // The documents of one element (the attachment list / approval dialog), checked against the address.
    async elementDocumentsData(viewer: Viewer | null, raw: Unvalidated<{ procurementId: number; kind: string; elementId: number }>) {
      const actor = signedIn(viewer);
      const kind = kindOrRefuse(raw.kind);
      const { id } = parseInput(elementIdSchema, { id: raw.elementId });
      const element = await visibleElement(prisma, actor, id, Number(raw.procurementId) || 0, [kind]);
      const rows = await prisma.elementAttachment.findMany({ where: { elementId: element.id }, select: elementDocumentRestSelect, orderBy: { id: "asc" } });
      const day = today();
      return rows.map((row) => toElementDocumentData(row, element, day));
    },

    async elementDocumentData(viewer: Viewer | null, id: number) {
      const actor = signedIn(viewer);
      const document = await visibleDocument(prisma, actor, id);
      const row = await prisma.elementAttachment.findUniqueOrThrow({ where: { id }, select: elementDocumentRestSelect });
      return toElementDocumentData(row, document.element, today());
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

    // A supplier user (any level) declares a vehicle, machine or tool on a procurement it is on.
    async createElement(viewer: Viewer | null, raw: ElementFieldsInput, ip?: string | null): Promise<ElementAuditRow> {
      const actor = signedIn(viewer);
      const input = parseInput(createElementSchema, raw);
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
        await auditElement(tx, actor, ip, "elements.create", null, after);
        return after;
      });
    },

    // The kind (machinery or tool) is chosen only on creation (spec section 3).
    async updateElement(viewer: Viewer | null, raw: ElementFieldsInput & { id?: unknown }, ip?: string | null): Promise<ElementAuditRow> {
      const actor = signedIn(viewer);
      const input = parseInput(updateElementSchema, raw);
      const current = await visibleElement(prisma, actor, input.id, input.procurementId);
      requireOwner(actor, current);
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
        await auditElement(tx, actor, ip, "elements.update", before, after);
        return after;
      });
    },

    // Level 5 of the supplier removes an element with its documents. The files and their Media rows stay:
    // the audit trail points at them.
    async deleteElement(viewer: Viewer | null, raw: Unvalidated<{ id: number }>, ip?: string | null, kinds?: ElementKind[]): Promise<ElementAuditRow> {
      const actor = signedIn(viewer);
      const { id } = parseInput(elementIdSchema, raw);
      const current = await visibleElement(prisma, actor, id, null, kinds);
      requireOwner(actor, current);
      if (actor.userLevel < DELETE_LEVEL) throw new ForbiddenError(ELEMENT_MESSAGES.deleteElement[current.kind]);
      return prisma.$transaction(async (tx) => {
        await lockElement(tx, current.id);
        const documents = await tx.elementAttachment.findMany({ where: { elementId: current.id }, select: documentAuditSelect });
        for (const document of documents) await auditDocument(tx, actor, ip, "elements.documentDelete", document, null);
        await tx.procurementElement.delete({ where: { id: current.id } });
        await auditElement(tx, actor, ip, "elements.delete", current, null);
        return current;
      });
    },

    // ─── documents ───

    // A supplier user uploads a document of its element. SINGLE_DOCUMENT: the element document form (issue
    // date required, expiry unless no_expire). ALL_DOCUMENTS_AT_ONCE: the file alone is enough. The new
    // document waits for approval, and so does the element.
    async uploadElementDocument(
      viewer: Viewer | null,
      raw: ElementDocumentInput & Unvalidated<{ elementId: number; procurementId: number }>,
      ip?: string | null,
      kinds?: ElementKind[],
    ): Promise<DocumentAuditRow> {
      const actor = signedIn(viewer);
      const target = parseInput(uploadElementDocumentSchema, raw);
      const fields = parseInput(elementDocumentFieldsSchema, raw);
      const element = await visibleElement(prisma, actor, target.elementId, target.procurementId, kinds);
      requireOwner(actor, element);
      const approvalMode = approvalModeOf(element.kind, element.supplier);
      if (approvalMode === "SINGLE_DOCUMENT") checkDocumentForm(fields);
      const file = raw.file ?? null;
      if (!file) throw new ValidationError({ file: [ELEMENT_MESSAGES.fileRequired] });
      return storeUploadedFile(deps, { file, directory: "element-attachments", field: "file", uploadedBy: actor }, async (tx, media) => {
        await lockElement(tx, element.id);
        await visibleElement(tx, actor, element.id);
        const after = await tx.elementAttachment.create({
          data: {
            elementId: element.id,
            mediaId: media.id,
            documentName: fields.documentName ?? (approvalMode === "SINGLE_DOCUMENT" ? null : media.originalName),
            ...documentData(fields),
            approvalMode,
          },
          select: documentAuditSelect,
        });
        await auditDocument(tx, actor, ip, "elements.documentUpload", null, after);
        await followDocuments(tx, actor, ip, element.id);
        return after;
      });
    },

    // The supplier corrects the name and dates of a document (the element document form), optionally with a
    // new file. An approved document cannot be edited; any change sends it back to approval.
    async updateElementDocument(viewer: Viewer | null, raw: ElementDocumentInput & Unvalidated<{ id: number }>, ip?: string | null): Promise<DocumentAuditRow> {
      const actor = signedIn(viewer);
      const { id } = parseInput(elementDocumentIdSchema, raw);
      const current = await visibleDocument(prisma, actor, id);
      requireOwner(actor, current.element);
      refuseApproved(current);
      const fields = parseInput(elementDocumentFieldsSchema, raw);
      checkDocumentForm(fields);
      const write = async (tx: Db, mediaId: number | null) => {
        await lockElement(tx, current.elementId);
        const before = await visibleDocument(tx, actor, id);
        refuseApproved(before);
        const after = await tx.elementAttachment.update({
          where: { id },
          data: {
            ...(fields.documentName !== undefined ? { documentName: fields.documentName } : {}),
            ...documentData(fields),
            ...(mediaId !== null ? { mediaId } : {}),
            approvedAt: null,
            rejectedAt: null,
            reviewedById: null,
            note: null,
          },
          select: documentAuditSelect,
        });
        await auditDocument(tx, actor, ip, mediaId !== null ? "elements.documentReplace" : "elements.documentEdit", before, after);
        await followDocuments(tx, actor, ip, current.elementId);
        return after;
      };
      const file = raw.file ?? null;
      if (file) {
        return storeUploadedFile(deps, { file, directory: "element-attachments", field: "file", uploadedBy: actor }, (tx, media) => write(tx, media.id));
      }
      return prisma.$transaction((tx) => write(tx, null));
    },

    // Level 5 of the supplier removes a document not yet approved (an approved one is locked, spec section 6).
    async deleteElementDocument(viewer: Viewer | null, raw: Unvalidated<{ id: number }>, ip?: string | null): Promise<DocumentAuditRow> {
      const actor = signedIn(viewer);
      const { id } = parseInput(elementDocumentIdSchema, raw);
      const current = await visibleDocument(prisma, actor, id);
      requireOwner(actor, current.element);
      if (actor.userLevel < DELETE_LEVEL) throw new ForbiddenError("Impossibile eliminare il documento");
      refuseApproved(current);
      return prisma.$transaction(async (tx) => {
        await lockElement(tx, current.elementId);
        const before = await visibleDocument(tx, actor, id);
        refuseApproved(before);
        await tx.elementAttachment.delete({ where: { id } });
        await auditDocument(tx, actor, ip, "elements.documentDelete", before, null);
        await followDocuments(tx, actor, ip, current.elementId);
        return before;
      });
    },

    // SINGLE_DOCUMENT: the customer (level 3+) approves or rejects one document; a rejection needs a reason.
    async reviewElementDocument(viewer: Viewer | null, raw: Unvalidated<{ id: number; approval: string; note: string }>, ip?: string | null): Promise<DocumentAuditRow> {
      const actor = signedIn(viewer);
      const input = parseInput(reviewElementDocumentSchema, raw);
      const current = await visibleDocument(prisma, actor, input.id);
      requireReviewer(actor);
      if (approvalModeOf(current.element.kind, current.element.supplier) !== "SINGLE_DOCUMENT") {
        throw new ValidationError({ approval: [ELEMENT_MESSAGES.wholeElementOnly] }, ELEMENT_MESSAGES.wholeElementOnly);
      }
      if (input.approval === "REJECTED" && !input.note) throw new ValidationError({ note: [ELEMENT_MESSAGES.rejectionNoteRequired] });
      const now = deps.now();
      return prisma.$transaction(async (tx) => {
        await lockElement(tx, current.elementId);
        const before = await visibleDocument(tx, actor, input.id);
        const after = await tx.elementAttachment.update({
          where: { id: input.id },
          data: {
            approvedAt: input.approval === "APPROVED" ? now : null,
            rejectedAt: input.approval === "REJECTED" ? now : null,
            reviewedById: input.approval === "PENDING" ? null : actor.userId,
            ...(input.note !== undefined ? { note: input.note } : input.approval === "PENDING" ? {} : { note: null }),
          },
          select: documentAuditSelect,
        });
        await auditDocument(tx, actor, ip, "elements.documentApproval", before, after);
        await followDocuments(tx, actor, ip, current.elementId);
        return after;
      });
    },

    // ALL_DOCUMENTS_AT_ONCE (every vehicle; machines and tools by default): the customer approves or rejects
    // the element as a whole, and the decision is stamped on each of its documents, so the same lock and the
    // same compliance rule apply as document by document.
    async reviewElement(viewer: Viewer | null, raw: Unvalidated<{ id: number; approval: string; reviewNote: string }>, ip?: string | null, kinds?: ElementKind[]): Promise<ElementAuditRow> {
      const actor = signedIn(viewer);
      const input = parseInput(reviewElementSchema, raw);
      const current = await visibleElement(prisma, actor, input.id, null, kinds);
      requireReviewer(actor);
      if (approvalModeOf(current.kind, current.supplier) === "SINGLE_DOCUMENT") {
        throw new ValidationError({ approval: [ELEMENT_MESSAGES.perDocumentOnly] }, ELEMENT_MESSAGES.perDocumentOnly);
      }
      if (input.approval === "REJECTED" && !input.reviewNote) throw new ValidationError({ reviewNote: [ELEMENT_MESSAGES.rejectionNoteRequired] });
      const now = deps.now();
      return prisma.$transaction(async (tx) => {
        await lockElement(tx, current.id);
        const before = await visibleElement(tx, actor, current.id);
        const documents = await tx.elementAttachment.findMany({ where: { elementId: current.id }, select: documentAuditSelect, orderBy: { id: "asc" } });
        if (input.approval === "APPROVED" && documents.length === 0) {
          throw new ValidationError({ approval: [ELEMENT_MESSAGES.approveWithoutDocuments] }, ELEMENT_MESSAGES.approveWithoutDocuments);
        }
        for (const document of documents) {
          const after = await tx.elementAttachment.update({
            where: { id: document.id },
            data: {
              approvedAt: input.approval === "APPROVED" ? (document.approvedAt ?? now) : null,
              rejectedAt: input.approval === "REJECTED" ? now : null,
              reviewedById: input.approval === "PENDING" ? null : actor.userId,
              note: input.approval === "REJECTED" ? (input.reviewNote ?? null) : null,
            },
            select: documentAuditSelect,
          });
          await auditDocument(tx, actor, ip, "elements.documentApproval", document, after);
        }
        const reviewed = input.approval !== "PENDING";
        const after = await tx.procurementElement.update({
          where: { id: current.id },
          data: {
            approval: input.approval,
            reviewNote: input.approval === "REJECTED" ? (input.reviewNote ?? null) : null,
            reviewedAt: reviewed ? now : null,
            reviewedById: reviewed ? actor.userId : null,
          },
          select: elementAuditSelect,
        });
        await auditElement(tx, actor, ip, "elements.approval", before, after);
        return after;
      });
    },
  };
}

function kindOrRefuse(value: unknown): ElementKindInput {
  const kind = elementKindOf(value);
  if (!kind) throw new ValidationError({ type_object: [ELEMENT_MESSAGES.unsupportedKind] }, ELEMENT_MESSAGES.unsupportedKind);
  return kind;
}

function elementListWhere(viewer: Viewer | null, filter: { procurementId: number; supplierId: number; kinds: ElementKind[] }): Prisma.ProcurementElementWhereInput {
  return { procurementId: filter.procurementId, supplierId: filter.supplierId, kind: { in: filter.kinds }, AND: [elementWhereForViewer(viewer)] };
}

export type ElementService = ReturnType<typeof createElementService>;
