// The customer's approvals inbox (/review): everything of the customer's open procurements that waits for its
// decision, oldest first, and decisions on several items at once, in ONE transaction, all or nothing. Each kind
// is decided by its own rules: the required-item core's reviewWithin for documents, fitness certificates and
// element documents, the participation's and the whole element's reviews for the rest. The rejections of one
// decision reach each supplier as one mail, written in the same transaction (mail-outbox) and sent after it.
import type { AppDeps } from "../../deps";
import { NotFoundError, parseInput, ValidationError } from "../../lib/errors";
import type { Viewer } from "../../viewer";
import { decideReviewItemsSchema, REVIEW_MESSAGES, reviewFiltersSchema, type ReviewFilters, type ReviewItemDecision } from "../../../common/validation/review";
import { may, requirePermission } from "../auth/permissions";
import { createElementDocumentService } from "../elements/element-documents.service";
import { deliverPendingMail, enqueueMail } from "../mail-outbox/mail-outbox";
import type { Db } from "../required-items/kind";
import { createRequiredItems } from "../required-items/required-items";
import { createProcurementWorkerService } from "../workers/procurement-workers.service";
import { rejectionMail, type RejectedLine } from "./rejection-mail";
import { countWaiting, readWaitingItems, readWaitingPage, readWaitingSummary, type ReviewCursor, type ReviewItemRow } from "./review-items.read";

export const REVIEW_PAGE_MAX = 100;
// A decision on a full page of items of several kinds runs many statements; the default 5 s is for one item.
const DECISION_TIMEOUT_MS = 60_000;

export type ReviewPage = { rows: ReviewItemRow[]; hasNextPage: boolean };

// The customer whose inbox the viewer reads: a customer user from level 3 (useApprovalsInbox).
function inboxOwner(viewer: Viewer | null): { actor: Viewer; customerId: number } {
  const actor = requirePermission(viewer, "useApprovalsInbox");
  if (actor.customerId === null) throw new NotFoundError();
  return { actor, customerId: actor.customerId };
}

// A refusal of the batch's n-th item says which: its field errors under items.n.
function inItem(error: unknown, index: number): unknown {
  if (!(error instanceof ValidationError) || error.status !== 422) return error;
  const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [`items.${index}.${field}`, messages]));
  return new ValidationError(fieldErrors, error.message);
}

export function createReviewService(deps: AppDeps) {
  const { prisma } = deps;
  const requiredItems = createRequiredItems(deps);
  const procurementWorkers = createProcurementWorkerService(deps);
  const elementDocuments = createElementDocumentService(deps);

  async function decideOne(tx: Db, actor: Viewer, item: ReviewItemDecision, ip: string | null): Promise<void> {
    switch (item.kind) {
      case "REQUIRED_DOCUMENT":
      case "FITNESS_CERTIFICATE":
      case "ELEMENT_DOCUMENT": {
        const kind = item.kind === "REQUIRED_DOCUMENT" ? "requiredDocument" : item.kind === "FITNESS_CERTIFICATE" ? "fitnessCertificate" : "elementDocument";
        const approval = item.decision === "REJECTED" ? "REJECTED" : "APPROVED";
        await requiredItems.reviewWithin(tx, actor, kind, item.id, { approval, ...(item.note !== null ? { reviewNote: item.note } : {}) }, { ip });
        return;
      }
      case "PARTICIPATION":
        await procurementWorkers.reviewParticipationWithin(tx, actor, { id: item.id, approval: item.decision, note: item.note }, ip);
        return;
      case "ELEMENT":
        await elementDocuments.reviewElementWithin(tx, actor, { id: item.id, approval: item.decision === "REJECTED" ? "REJECTED" : "APPROVED", reviewNote: item.note }, ip);
        return;
    }
  }

  // One mail per supplier for the items rejected in this decision, to its active users.
  async function enqueueRejectionMails(tx: Db, customerId: number, lines: RejectedLine[]): Promise<number> {
    if (lines.length === 0) return 0;
    const supplierIds = [...new Set(lines.map((line) => line.item.supplierId))];
    const [customer, users] = await Promise.all([
      tx.customer.findUniqueOrThrow({ where: { id: customerId }, select: { companyName: true } }),
      tx.user.findMany({ where: { kind: "SUPPLIER", active: true, supplierId: { in: supplierIds } }, select: { email: true, supplierId: true }, orderBy: { id: "asc" } }),
    ]);
    let mails = 0;
    for (const supplierId of supplierIds) {
      const recipients = users.filter((user) => user.supplierId === supplierId).map((user) => user.email);
      if (recipients.length === 0) continue;
      const own = lines.filter((line) => line.item.supplierId === supplierId);
      await enqueueMail(tx, rejectionMail({ recipients, companyName: own[0]!.item.supplierName, customerName: customer.companyName, lines: own, publicUrl: deps.config.publicUrl }));
      mails += 1;
    }
    return mails;
  }

  return {
    // One page of the inbox, oldest first, after the cursor.
    async page(viewer: Viewer | null, rawFilters: unknown, first: number, after: ReviewCursor | null): Promise<ReviewPage> {
      const { customerId } = inboxOwner(viewer);
      const filters: ReviewFilters = parseInput(reviewFiltersSchema, rawFilters ?? {});
      const take = Math.min(Math.max(first, 1), REVIEW_PAGE_MAX);
      const rows = await readWaitingPage(prisma, customerId, filters, take + 1, after);
      return { rows: rows.slice(0, take), hasNextPage: rows.length > take };
    },

    // How many wait, how many of them the filters keep, and what the filters can choose from.
    async summary(viewer: Viewer | null, rawFilters: unknown) {
      const { customerId } = inboxOwner(viewer);
      return readWaitingSummary(prisma, customerId, parseInput(reviewFiltersSchema, rawFilters ?? {}));
    },

    // The navigation's number: null for whoever has no inbox.
    async waitingCount(viewer: Viewer | null): Promise<number | null> {
      if (!may(viewer, "useApprovalsInbox") || !viewer?.customerId) return null;
      return countWaiting(prisma, viewer.customerId);
    },

    // Decides every item given, or none: any refusal (an item no longer waiting, another customer's, a rule of its
    // kind) rolls the whole decision back and nothing is mailed.
    async decide(viewer: Viewer | null, raw: unknown, ip: string | null = null): Promise<{ decided: number; mails: number }> {
      const { actor, customerId } = inboxOwner(viewer);
      const { items } = parseInput(decideReviewItemsSchema, raw);
      const outcome = await prisma.$transaction(
        async (tx) => {
          const waiting = await readWaitingItems(tx, customerId, items);
          const rejected: RejectedLine[] = [];
          // Item after item, in the order given: a refusal at any of them undoes those before it.
          for (const [index, item] of items.entries()) {
            const row = waiting.find((candidate) => candidate.kind === item.kind && candidate.id === item.id);
            if (!row) throw new NotFoundError(REVIEW_MESSAGES.notWaiting);
            await decideOne(tx, actor, item, ip).catch((error: unknown) => {
              throw inItem(error, index);
            });
            if (item.decision === "REJECTED") rejected.push({ item: row, reason: item.note ?? "" });
          }
          return { decided: items.length, mails: await enqueueRejectionMails(tx, customerId, rejected) };
        },
        { timeout: DECISION_TIMEOUT_MS },
      );
      if (outcome.mails > 0) {
        deliverPendingMail(deps).catch((error: unknown) => deps.logger.warn("Invio delle mail dei rifiuti non riuscito: riprovato al prossimo giro", { error: String(error) }));
      }
      return outcome;
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
