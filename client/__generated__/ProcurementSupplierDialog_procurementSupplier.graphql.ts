/**
 * @generated SignedSource<<3fb75d539846df66cd9f0a735d81dc4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProcurementSupplierDialog_procurementSupplier$data = {
  readonly id: string;
  readonly note: string | null | undefined;
  readonly parentSupplier: {
    readonly companyName: string;
    readonly id: string;
  } | null | undefined;
  readonly supplier: {
    readonly companyName: string;
  };
  readonly " $fragmentType": "ProcurementSupplierDialog_procurementSupplier";
};
export type ProcurementSupplierDialog_procurementSupplier$key = {
  readonly " $data"?: ProcurementSupplierDialog_procurementSupplier$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProcurementSupplierDialog_procurementSupplier">;
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
  "name": "ProcurementSupplierDialog_procurementSupplier",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Supplier",
      "kind": "LinkedField",
      "name": "supplier",
      "plural": false,
      "selections": [
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

(node as any).hash = "0f33a7a408145a5828bccf356331574d";

export default node;
