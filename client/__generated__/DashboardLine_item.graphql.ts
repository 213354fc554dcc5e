/**
 * @generated SignedSource<<d28e4ee72ed6e1b6ecc8936c3bdead35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ComplianceState = "EXPIRED" | "EXPIRING" | "MISSING" | "NOT_REQUIRED" | "OK" | "PENDING" | "REJECTED";
export type ProcurementCardTab = "DOCUMENTS" | "MACHINERY" | "SUBSTANCES" | "VEHICLES" | "WORKERS";
import { FragmentRefs } from "relay-runtime";
export type DashboardLine_item$data = ReadonlyArray<{
  readonly details: ReadonlyArray<string>;
  readonly expiresOn: string | null | undefined;
  readonly label: string;
  readonly procurementId: string;
  readonly procurementLabel: string;
  readonly state: ComplianceState;
  readonly supplierId: string;
  readonly supplierName: string;
  readonly supplierWorkerId: string | null | undefined;
  readonly tab: ProcurementCardTab;
  readonly " $fragmentType": "DashboardLine_item";
}>;
export type DashboardLine_item$key = ReadonlyArray<{
  readonly " $data"?: DashboardLine_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardLine_item">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DashboardLine_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "procurementId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "procurementLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tab",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "details",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierWorkerId",
      "storageKey": null
    }
  ],
  "type": "DashboardItem",
  "abstractKey": null
};

(node as any).hash = "6f9b4bc3de384c101a986847293ae325";

export default node;
