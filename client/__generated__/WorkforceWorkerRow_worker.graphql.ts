/**
 * @generated SignedSource<<27683f1b6037f407e71a38922fd6efd1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type BusinessImpact = "A" | "B";
export type Suitability = "ID" | "IDP" | "IL" | "INP" | "INT" | "IP" | "IPL" | "NI" | "PR" | "RVS";
export type TrainingFamilyStatus = "EXPIRED" | "IN_ORDER" | "NEVER_DONE";
import { FragmentRefs } from "relay-runtime";
export type WorkforceWorkerRow_worker$data = {
  readonly businessImpact: BusinessImpact | null | undefined;
  readonly databaseId: number;
  readonly department: {
    readonly name: string;
  } | null | undefined;
  readonly excludedFromSurveillance: boolean;
  readonly factory: {
    readonly name: string;
  } | null | undefined;
  readonly firstName: string;
  readonly id: string;
  readonly job: {
    readonly name: string;
  } | null | undefined;
  readonly lastName: string;
  readonly lastVisit: string | null | undefined;
  readonly nextVisit: string | null | undefined;
  readonly resigned: boolean;
  readonly suitability: Suitability | null | undefined;
  readonly trainingFamilies: ReadonlyArray<{
    readonly code: string;
    readonly enrolled: boolean;
    readonly name: string;
    readonly status: TrainingFamilyStatus;
  }>;
  readonly " $fragmentType": "WorkforceWorkerRow_worker";
};
export type WorkforceWorkerRow_worker$key = {
  readonly " $data"?: WorkforceWorkerRow_worker$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkforceWorkerRow_worker">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "WorkforceWorkerRow_worker"
};

(node as any).hash = "9e4af2eb8e9f4744db5a03e38c2e0a4c";

export default node;
