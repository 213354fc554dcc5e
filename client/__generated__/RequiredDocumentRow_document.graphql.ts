/**
 * @generated SignedSource<<4ade6cf93b2ec21e4b7ad98c135f7b4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ApprovalState = "APPROVED" | "PENDING" | "REJECTED";
export type ComplianceState = "EXPIRED" | "EXPIRING" | "MISSING" | "NOT_REQUIRED" | "OK" | "PENDING" | "REJECTED";
import { FragmentRefs } from "relay-runtime";
export type RequiredDocumentRow_document$data = {
  readonly active: boolean;
  readonly approval: ApprovalState;
  readonly attachmentName: string | null | undefined;
  readonly category: {
    readonly code: string;
    readonly label: string;
  };
  readonly complianceState: ComplianceState;
  readonly defaultDocument: {
    readonly downloadUrl: string;
    readonly originalName: string;
  } | null | undefined;
  readonly documentDate: string | null | undefined;
  readonly documentExpirationDate: string | null | undefined;
  readonly file: {
    readonly downloadUrl: string;
    readonly originalName: string;
  } | null | undefined;
  readonly id: string;
  readonly note: string | null | undefined;
  readonly reviewNote: string | null | undefined;
  readonly reviewedAt: string | null | undefined;
  readonly selfCertificationUrl: string | null | undefined;
  readonly viewerCanDelete: {
    readonly allowed: boolean;
  };
  readonly " $fragmentType": "RequiredDocumentRow_document";
};
export type RequiredDocumentRow_document$key = {
  readonly " $data"?: RequiredDocumentRow_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequiredDocumentRow_document">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "RequiredDocumentRow_document"
};

(node as any).hash = "a80921b2126e6bf1ed35b1e56355bac3";

export default node;
