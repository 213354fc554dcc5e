// An element's own approval, as its documents' decisions add up: all approved, approved; any rejected,
// rejected; otherwise (nothing uploaded included) waiting for approval.
import type { ApprovalState } from "../../generated/prisma/enums";

export function elementApprovalOfDocuments(documents: { approvedAt: Date | null; rejectedAt: Date | null }[]): ApprovalState {
  if (documents.some((document) => document.rejectedAt)) return "REJECTED";
  if (documents.length > 0 && documents.every((document) => document.approvedAt)) return "APPROVED";
  return "PENDING";
}
