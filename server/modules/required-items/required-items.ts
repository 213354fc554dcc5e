// The kinds of required item by name, each with its lifecycle, and the review any caller can run inside its
// own transaction (the customer's approvals inbox approves items of several kinds at once, all or nothing).
import type { ReviewDecision } from "../../../common/validation/required-items";
import type { AppDeps } from "../../deps";
import type { Viewer } from "../../viewer";
import type { Db } from "./kind";
import { elementDocumentKind } from "./kinds/element-document";
import { fitnessCertificateKind } from "./kinds/fitness-certificate";
import { requiredDocumentKind } from "./kinds/required-document";
import { createRequiredItemLifecycle, type ReviewOptions } from "./lifecycle";

export const REQUIRED_ITEM_KIND_NAMES = ["requiredDocument", "fitnessCertificate", "elementDocument"] as const;
export type RequiredItemKindName = (typeof REQUIRED_ITEM_KIND_NAMES)[number];

export function createRequiredItems(deps: AppDeps) {
  const lifecycles = {
    requiredDocument: createRequiredItemLifecycle(deps, requiredDocumentKind),
    fitnessCertificate: createRequiredItemLifecycle(deps, fitnessCertificateKind),
    elementDocument: createRequiredItemLifecycle(deps, elementDocumentKind(deps)),
  } satisfies Record<RequiredItemKindName, unknown>;

  return {
    ...lifecycles,

    // One review inside the caller's transaction: the item as the viewer may see it, the reviewer's gate, the
    // rules, the change with its audit record. A refusal throws (NotFoundError, ForbiddenError,
    // ValidationError), so the caller's transaction rolls back whole.
    reviewWithin(tx: Db, viewer: Viewer, kind: RequiredItemKindName, id: number, decision: ReviewDecision, options?: ReviewOptions): Promise<{ id: number }> {
      return lifecycles[kind].reviewWithin(tx, viewer, id, decision, options);
    },

    // The same in its own transaction.
    review(viewer: Viewer, kind: RequiredItemKindName, id: number, decision: ReviewDecision, options?: ReviewOptions): Promise<{ id: number }> {
      return lifecycles[kind].review(viewer, id, decision, options);
    },
  };
}

export type RequiredItems = ReturnType<typeof createRequiredItems>;
