/**
 * @generated SignedSource<<463da83f55cba392d538810dff506584>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ApprovalMode = "ALL_DOCUMENTS_AT_ONCE" | "SINGLE_DOCUMENT";
export type ApprovalState = "APPROVED" | "PENDING" | "REJECTED";
export type Belonging = "OWNED" | "RENTED";
export type ComplianceState = "EXPIRED" | "EXPIRING" | "MISSING" | "NOT_REQUIRED" | "OK" | "PENDING" | "REJECTED";
export type ElementKind = "EQUIPMENT" | "MACHINERY" | "TOOL";
export type TrafficLight = "GREEN" | "RED" | "YELLOW";
import { FragmentRefs } from "relay-runtime";
export type ElementRow_element$data = {
  readonly approval: ApprovalState;
  readonly approvalMode: ApprovalMode;
  readonly belonging: Belonging | null | undefined;
  readonly compliance: {
    readonly light: TrafficLight;
    readonly reasons: ReadonlyArray<string>;
    readonly state: ComplianceState;
  };
  readonly documentRequirements: ReadonlyArray<{
    readonly documentName: string;
    readonly id: string;
  }>;
  readonly documents: ReadonlyArray<{
    readonly approval: ApprovalState;
    readonly complianceState: ComplianceState;
    readonly documentDate: string | null | undefined;
    readonly documentExpirationDate: string | null | undefined;
    readonly documentName: string | null | undefined;
    readonly file: {
      readonly downloadUrl: string;
      readonly originalName: string;
    };
    readonly id: string;
    readonly isApproved: boolean;
    readonly note: string | null | undefined;
    readonly requirementId: string | null | undefined;
  }>;
  readonly id: string;
  readonly kind: ElementKind;
  readonly kindLabel: string;
  readonly makerAndModel: string;
  readonly note: string | null | undefined;
  readonly reviewNote: string | null | undefined;
  readonly serialNumber: string | null | undefined;
  readonly type: string;
  readonly " $fragmentType": "ElementRow_element";
};
export type ElementRow_element$key = {
  readonly " $data"?: ElementRow_element$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementRow_element">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "ElementRow_element"
};

(node as any).hash = "433f9316a8dbb29e9515dd05bae69a9a";

export default node;
