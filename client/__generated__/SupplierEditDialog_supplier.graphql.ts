/**
 * @generated SignedSource<<c7341d5ac9150795a54d42c0633355be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupplierEditDialog_supplier$data = {
  readonly email: string | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "SupplierEditDialog_supplier";
};
export type SupplierEditDialog_supplier$key = {
  readonly " $data"?: SupplierEditDialog_supplier$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplierEditDialog_supplier">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupplierEditDialog_supplier",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "Supplier",
  "abstractKey": null
};

(node as any).hash = "166739e54cb8026c423f1030b5886ff1";

export default node;
