/**
 * @generated SignedSource<<025b95e3e18181687fbcf58815720815>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TrafficLight = "GREEN" | "RED" | "YELLOW";
import { FragmentRefs } from "relay-runtime";
export type SupplierPicker_procurement$data = {
  readonly suppliers: ReadonlyArray<{
    readonly id: string;
    readonly parentSupplier: {
      readonly companyName: string;
    } | null | undefined;
    readonly supplier: {
      readonly companyName: string;
      readonly id: string;
    };
    readonly trafficLight: TrafficLight;
  }>;
  readonly " $fragmentType": "SupplierPicker_procurement";
};
export type SupplierPicker_procurement$key = {
  readonly " $data"?: SupplierPicker_procurement$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplierPicker_procurement">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
  "name": "SupplierPicker_procurement",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProcurementSupplier",
      "kind": "LinkedField",
      "name": "suppliers",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
            (v0/*:: as any*/),
            (v1/*:: as any*/)
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
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Procurement",
  "abstractKey": null
};
})();

(node as any).hash = "f1e70f5278eae00f3f88b27f26954084";

export default node;
