// How the state cells read their values (spec section 4): pure, so they are unit-tested.
// Type-only: the unit tests run in Node without loading Blueprint.
import type { Intent } from "@blueprintjs/core";
import type { MessageKey } from "../../../i18n/dictionaries";

// ───────── yes/no (spec: true when the value is "true" or greater than 0) ─────────

export type YesNoValue = boolean | number | string | null | undefined;

export function isYes(value: YesNoValue): boolean {
  if (typeof value === "boolean") return value;
  if (value === null || value === undefined) return false;
  if (typeof value === "number") return value > 0;
  const text = value.trim();
  if (text === "true") return true;
  const number = Number(text);
  return text !== "" && Number.isFinite(number) && number > 0;
}

// ───────── document_state / approval (0 to approve, 1 approved, 2 rejected; default to approve) ─────────

export type ApprovalState = "PENDING" | "APPROVED" | "REJECTED";
export type ApprovalValue = ApprovalState | 0 | 1 | 2 | "0" | "1" | "2" | null | undefined;

export function approvalStateOf(value: ApprovalValue): ApprovalState {
  switch (value) {
    case "APPROVED":
    case 1:
    case "1":
      return "APPROVED";
    case "REJECTED":
    case 2:
    case "2":
      return "REJECTED";
    default:
      return "PENDING";
  }
}

export const APPROVAL_DISPLAY: Record<ApprovalState, { label: MessageKey; short: MessageKey; intent: Intent }> = {
  PENDING: { label: "approvalPending", short: "approvalPendingShort", intent: "none" },
  APPROVED: { label: "approvalApproved", short: "approvalApprovedShort", intent: "success" },
  REJECTED: { label: "approvalRejected", short: "approvalRejectedShort", intent: "danger" },
};

// ───────── compliance (ARCHITECTURE.md "Compliance rules"; computed by the server) ─────────

export type ComplianceState = "OK" | "EXPIRING" | "PENDING" | "MISSING" | "REJECTED" | "EXPIRED" | "NOT_REQUIRED";

export const COMPLIANCE_DISPLAY: Record<ComplianceState, { label: MessageKey; intent: Intent }> = {
  OK: { label: "complianceOk", intent: "success" },
  EXPIRING: { label: "complianceExpiring", intent: "warning" },
  PENDING: { label: "compliancePending", intent: "warning" },
  MISSING: { label: "complianceMissing", intent: "danger" },
  REJECTED: { label: "complianceRejected", intent: "danger" },
  EXPIRED: { label: "complianceExpired", intent: "danger" },
  NOT_REQUIRED: { label: "complianceNotRequired", intent: "none" },
};

// ───────── traffic light ─────────

export type TrafficLight = "GREEN" | "YELLOW" | "RED";

export const TRAFFIC_LIGHT_DISPLAY: Record<TrafficLight, { label: MessageKey; modifier: string }> = {
  GREEN: { label: "trafficGreen", modifier: "green" },
  YELLOW: { label: "trafficYellow", modifier: "yellow" },
  RED: { label: "trafficRed", modifier: "red" },
};
