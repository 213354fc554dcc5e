/**
 * @generated SignedSource<<d13b3586506dd2fa495f0e94935f2910>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ComplianceState = "EXPIRED" | "EXPIRING" | "MISSING" | "NOT_REQUIRED" | "OK" | "PENDING" | "REJECTED";
export type GhsPictogramCode = "GHS01" | "GHS02" | "GHS03" | "GHS04" | "GHS05" | "GHS06" | "GHS07" | "GHS08" | "GHS09";
import { FragmentRefs } from "relay-runtime";
export type SubstanceRow_substance$data = {
  readonly complianceState: ComplianceState;
  readonly hasSds: boolean;
  readonly hazardStatements: ReadonlyArray<{
    readonly code: string;
    readonly id: string;
    readonly textIt: string;
  }>;
  readonly hazardous: boolean;
  readonly id: string;
  readonly label: string;
  readonly note: string | null | undefined;
  readonly pictograms: ReadonlyArray<{
    readonly code: GhsPictogramCode;
  }>;
  readonly sds: {
    readonly downloadUrl: string;
    readonly originalName: string;
  } | null | undefined;
  readonly sdsDate: string | null | undefined;
  readonly " $fragmentType": "SubstanceRow_substance";
};
export type SubstanceRow_substance$key = {
  readonly " $data"?: SubstanceRow_substance$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubstanceRow_substance">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "SubstanceRow_substance"
};

(node as any).hash = "e8e7a89b8a6e8ef8838bff536cc4c4c4";

export default node;
