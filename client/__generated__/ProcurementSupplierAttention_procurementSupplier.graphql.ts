/**
 * @generated SignedSource<<02ff7d684f1e23583a0cea5f9c12df76>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TrafficLight = "GREEN" | "RED" | "YELLOW";
import { FragmentRefs } from "relay-runtime";
export type ProcurementSupplierAttention_procurementSupplier$data = {
  readonly attentionCounts: {
    readonly documents: number;
    readonly machinery: number;
    readonly substances: number;
    readonly vehicles: number;
    readonly workers: number;
  };
  readonly id: string;
  readonly procurement: {
    readonly id: string;
    readonly trafficLight: TrafficLight;
  };
  readonly trafficLight: TrafficLight;
  readonly " $fragmentType": "ProcurementSupplierAttention_procurementSupplier";
};
export type ProcurementSupplierAttention_procurementSupplier$key = {
  readonly " $data"?: ProcurementSupplierAttention_procurementSupplier$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProcurementSupplierAttention_procurementSupplier">;
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
  "name": "trafficLight",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProcurementSupplierAttention_procurementSupplier",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ProcurementTabCounts",
      "kind": "LinkedField",
      "name": "attentionCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "workers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vehicles",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "machinery",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "substances",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Procurement",
      "kind": "LinkedField",
      "name": "procurement",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ProcurementSupplier",
  "abstractKey": null
};
})();

(node as any).hash = "e0b06fe6a25d3c9e604023005f5670f1";

export default node;
