/**
 * @generated SignedSource<<3b0202e508249c59f099863e9f5d0d15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TrafficLight = "GREEN" | "RED" | "YELLOW";
import { FragmentRefs } from "relay-runtime";
export type SupplierLinkSummary_procurementSupplier$data = {
  readonly note: string | null | undefined;
  readonly parentSupplier: {
    readonly companyName: string;
  } | null | undefined;
  readonly supplier: {
    readonly companyName: string;
    readonly id: string;
  };
  readonly trafficLight: TrafficLight;
  readonly " $fragmentType": "SupplierLinkSummary_procurementSupplier";
};
export type SupplierLinkSummary_procurementSupplier$key = {
  readonly " $data"?: SupplierLinkSummary_procurementSupplier$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplierLinkSummary_procurementSupplier">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "companyName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupplierLinkSummary_procurementSupplier",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trafficLight",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Supplier",
      "kind": "LinkedField",
      "name": "supplier",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Supplier",
      "kind": "LinkedField",
      "name": "parentSupplier",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ProcurementSupplier",
  "abstractKey": null
};
})();

(node as any).hash = "fbd29156be0f1a43c5d957bf9ab5d019";

export default node;
