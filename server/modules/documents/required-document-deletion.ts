// Whether a viewer may delete the file of a required document (tab 2), decided in one place for the delete
// mutation and for the row's viewerCanDelete: the screen shows the reason instead of a button that fails.
import type { Viewer } from "../../viewer";
import { decide, type Decision } from "../auth/permissions";
import { DOCUMENT_MESSAGES } from "./documents.validation";

export const requiredDocumentDeletionSelect = { mediaId: true, approval: true } as const;

export const REQUIRED_DOCUMENT_DELETION_REASONS = {
  noFile: "Non è stato caricato alcun file da eliminare",
  approved: DOCUMENT_MESSAGES.deleteApproved,
} as const;

// An approved document stays for the supplier, who loads a new version instead; the customer may still remove it.
export function requiredDocumentDeleteDecision(viewer: Viewer | null, row: { mediaId: number | null; approval: string }): Decision {
  const permission = decide(viewer, "deleteRequiredDocuments");
  if (!permission.allowed) return permission;
  if (row.mediaId === null) return { allowed: false, reason: REQUIRED_DOCUMENT_DELETION_REASONS.noFile };
  if (viewer?.kind === "SUPPLIER" && row.approval === "APPROVED") return { allowed: false, reason: REQUIRED_DOCUMENT_DELETION_REASONS.approved };
  return { allowed: true, reason: null };
}
