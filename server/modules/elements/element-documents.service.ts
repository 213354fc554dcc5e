// The documents of a vehicle, machine or tool on a procurement and their approval: the supplier uploads,
// corrects and removes them; the customer approves them one by one (SINGLE_DOCUMENT) or the element as a
// whole (ALL_DOCUMENTS_AT_ONCE). GraphQL and REST both call these functions: every rule and permission lives
// here and in element-access.ts.
import type { AppDeps } from "../../deps";
import type { ElementKind } from "../../generated/prisma/enums";
import { parseInput, ValidationError, type Unvalidated } from "../../lib/errors";
import { signedIn, type Viewer } from "../../viewer";
import type { IncomingFile } from "../files/uploads";
import { requirePermission } from "../auth/permissions";
import { createElementAccess, type Db } from "./element-access";
import { createRequiredItemLifecycle, reviewChanges, type NewItem } from "../required-items/lifecycle";
import { elementDocumentColumns, elementDocumentKind } from "../required-items/kinds/element-document";
import { elementDocumentFormIssues } from "../../../common/validation/elements";
import { approvalModeOf, requirementsFor, documentAuditSelect, elementAuditSelect, type DocumentAuditRow, type ElementAuditRow } from "./elements.read";
import {
  ELEMENT_MESSAGES,
  elementDocumentFieldsSchema,
  elementDocumentIdSchema,
  reviewElementDocumentSchema,
  reviewElementSchema,
  uploadElementDocumentSchema,
} from "./elements.validation";

export type ElementDocumentInput = Unvalidated<{
  requirementId: number | null;
  documentName: string;
  documentDate: Date | string;
  documentExpirationDate: Date | string;
  noExpire: boolean;
}> & { file?: IncomingFile | null };

type DocumentFields = ReturnType<typeof elementDocumentFieldsSchema.parse>;

// The form's dates as stored: no_expire clears the expiry.
function documentData(fields: DocumentFields) {
  return {
    documentDate: fields.documentDate,
    documentExpirationDate: fields.noExpire ? null : fields.documentExpirationDate,
  };
}

function checkDocumentForm(fields: DocumentFields): void {
  const issues = elementDocumentFormIssues(fields);
  if (Object.keys(issues).length > 0) throw new ValidationError(issues);
}

// The required document the supplier chose for a file, which must be one the procurement asks of this kind of
// element; its name is stored with the file, so the list and the audit trail read as the requirement.
// undefined: not said (an edit keeps the current link); null: an extra document with a free name.
async function chosenRequirement(db: Db | AppDeps["prisma"], fields: DocumentFields, element: { procurementId: number; supplierId: number; kind: ElementKind }) {
  if (fields.requirementId === undefined || fields.requirementId === null) return fields.requirementId;
  const requirements = await db.elementDocumentRequirement.findMany({ where: { procurementId: element.procurementId, active: true }, select: { id: true, kind: true, documentName: true, supplierId: true } });
  const requirement = requirementsFor(element.kind, requirements, element.supplierId).find((candidate) => candidate.id === fields.requirementId);
  if (!requirement) throw new ValidationError({ requirementId: [ELEMENT_MESSAGES.requirementInvalid] }, ELEMENT_MESSAGES.requirementInvalid);
  return requirement;
}

// How a whole vehicle, machine or tool names itself in the review's messages.
const ELEMENT_WORDS = {
  ofItem: "dell'elemento",
  thisItem: "questo elemento",
  ownDocument: "un documento del fornitore",
  ownDocumentTitle: "Documento del fornitore",
  requiredCategory: "al documento richiesto",
} as const;

export function createElementDocumentService(deps: AppDeps) {
  const { prisma } = deps;
  const { visibleElement, lockElement, auditElement, auditDocument } = createElementAccess(deps);
  const items = createRequiredItemLifecycle(deps, elementDocumentKind(deps));

  // The whole element's decision inside the caller's transaction (the approvals inbox decides several items at
  // once): a refusal throws, so the caller's transaction rolls back whole.
  async function reviewElementWithin(tx: Db, viewer: Viewer | null, raw: Unvalidated<{ id: number; approval: string; reviewNote: string }>, ip?: string | null, kinds?: ElementKind[]): Promise<ElementAuditRow> {
    const actor = signedIn(viewer);
    const input = parseInput(reviewElementSchema, raw);
    const current = await visibleElement(tx, actor, input.id, null, kinds);
    requirePermission(actor, "reviewRequiredItems");
    if (approvalModeOf(current.kind, current.supplier) === "SINGLE_DOCUMENT") {
      throw new ValidationError({ approval: [ELEMENT_MESSAGES.perDocumentOnly] }, ELEMENT_MESSAGES.perDocumentOnly);
    }
    const now = deps.now();
    await lockElement(tx, current.id);
    const before = await visibleElement(tx, actor, current.id);
    const documents = await tx.elementAttachment.findMany({ where: { elementId: current.id }, select: documentAuditSelect, orderBy: { id: "asc" } });
    // The rules of every review (required-items): a rejection needs its reason, approve only with a file.
    reviewChanges(
      { approval: before.approval, hasFile: documents.length > 0, reviewNote: before.reviewNote, active: true },
      { approval: input.approval, reviewNote: input.reviewNote ?? (input.approval === "REJECTED" ? null : undefined) },
      { reviewNote: "reviewNote" },
      ELEMENT_WORDS,
    );
    // Each document takes the element's decision, in the document kind's own columns (an approval already given
    // keeps its time); the reason of a rejection is each document's review note, any other decision clears it.
    for (const document of documents) {
      const after = await tx.elementAttachment.update({
        where: { id: document.id },
        data: elementDocumentColumns(
          {
            approval: input.approval,
            reviewNote: input.approval === "REJECTED" ? (input.reviewNote ?? null) : null,
            reviewedAt: input.approval === "APPROVED" ? (document.approvedAt ?? now) : now,
            reviewedById: input.approval === "PENDING" ? null : actor.userId,
          },
          now,
        ),
        select: documentAuditSelect,
      });
      await auditDocument(tx, actor, ip, "elementDocument.reviewed", document, after);
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
    await auditElement(tx, actor, ip, "element.reviewed", before, after);
    return after;
  }

  return {
    // A supplier user uploads a document of its element, by the rules of required-items. SINGLE_DOCUMENT: the
    // element document form (issue date required, expiry unless no_expire). ALL_DOCUMENTS_AT_ONCE: the file alone
    // is enough, and names the document when nothing else does. The new document waits for approval, and so does
    // the element.
    async uploadElementDocument(
      viewer: Viewer | null,
      raw: ElementDocumentInput & Unvalidated<{ elementId: number; procurementId: number }>,
      ip?: string | null,
      kinds?: ElementKind[],
    ): Promise<DocumentAuditRow> {
      const actor = signedIn(viewer);
      const target = parseInput(uploadElementDocumentSchema, raw);
      const element = await visibleElement(prisma, actor, target.elementId, target.procurementId, kinds);
      const describe = async (): Promise<NewItem<DocumentAuditRow>> => {
        const fields = parseInput(elementDocumentFieldsSchema, raw);
        const approvalMode = approvalModeOf(element.kind, element.supplier);
        if (approvalMode === "SINGLE_DOCUMENT") checkDocumentForm(fields);
        const requirement = await chosenRequirement(prisma, fields, element);
        return {
          input: { ...documentData(fields), attachmentName: requirement?.documentName ?? fields.documentName, requirementId: requirement?.id ?? null },
          procurementId: element.procurementId,
          importKey: null,
          recheck: async (tx) => {
            await lockElement(tx, element.id);
            await visibleElement(tx, actor, element.id);
          },
          create: (tx, change, media) =>
            tx.elementAttachment.create({
              data: {
                elementId: element.id,
                // Never without: an element document is always a new file (fileSource asks for it).
                mediaId: change.mediaId as number,
                requirementId: change.requirementId ?? null,
                documentName: change.attachmentName ?? (approvalMode === "SINGLE_DOCUMENT" ? null : (media?.originalName ?? null)),
                documentDate: change.documentDate ?? null,
                documentExpirationDate: change.documentExpirationDate ?? null,
                approvalMode,
              },
              select: documentAuditSelect,
            }),
        };
      };
      return items.file(actor, element.supplierId, describe, raw.file ?? null, { ip });
    },

    // The supplier corrects the name and dates of a document (the element document form), optionally with a
    // new file, by the rules of required-items: an approved document is not edited (a new version replaces it),
    // and any change sends it back to approval.
    async updateElementDocument(viewer: Viewer | null, raw: ElementDocumentInput & Unvalidated<{ id: number }>, ip?: string | null): Promise<DocumentAuditRow> {
      const actor = signedIn(viewer);
      const { id } = parseInput(elementDocumentIdSchema, raw);
      return items.refile(actor, id, {}, raw.file ?? null, {
        ip,
        complete: async (current) => {
          const fields = parseInput(elementDocumentFieldsSchema, raw);
          checkDocumentForm(fields);
          const requirement = await chosenRequirement(prisma, fields, current.element);
          return {
            ...documentData(fields),
            // Named by the requirement chosen, else by the name given, else as it was.
            attachmentName: requirement ? requirement.documentName : fields.documentName !== undefined ? fields.documentName : current.documentName,
            ...(requirement !== undefined ? { requirementId: requirement?.id ?? null } : {}),
          };
        },
      });
    },

    // Level 5 of the supplier removes a document not yet approved (an approved one is locked, spec section 6).
    async deleteElementDocument(viewer: Viewer | null, raw: Unvalidated<{ id: number }>, ip?: string | null): Promise<DocumentAuditRow> {
      const actor = signedIn(viewer);
      const { id } = parseInput(elementDocumentIdSchema, raw);
      return (await items.remove(actor, id, ip)).row;
    },

    // SINGLE_DOCUMENT: the customer (level 3+) approves or rejects one document, by the rules of required-items.
    async reviewElementDocument(viewer: Viewer | null, raw: Unvalidated<{ id: number; approval: string; note: string }>, ip?: string | null): Promise<DocumentAuditRow> {
      const actor = signedIn(viewer);
      const { id, note, approval } = parseInput(reviewElementDocumentSchema, raw);
      return items.review(actor, id, { approval, reviewNote: note }, { ip });
    },

    // ALL_DOCUMENTS_AT_ONCE (every vehicle; machines and tools by default): the customer approves or rejects
    // the element as a whole, and the decision is stamped on each of its documents, so the same lock and the
    // same compliance rule apply as document by document.
    async reviewElement(viewer: Viewer | null, raw: Unvalidated<{ id: number; approval: string; reviewNote: string }>, ip?: string | null, kinds?: ElementKind[]): Promise<ElementAuditRow> {
      return prisma.$transaction((tx) => reviewElementWithin(tx, viewer, raw, ip, kinds));
    },

    reviewElementWithin,
  };
}
