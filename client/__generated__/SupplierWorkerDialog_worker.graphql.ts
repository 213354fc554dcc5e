/**
 * @generated SignedSource<<82fed2acb00404c3095bb977be0f9ae0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Sex = "F" | "M";
import { FragmentRefs } from "relay-runtime";
export type SupplierWorkerDialog_worker$data = {
  readonly birthDate: string | null | undefined;
  readonly birthplace: {
    readonly id: string;
    readonly label: string;
  } | null | undefined;
  readonly firstName: string;
  readonly fiscalCode: string | null | undefined;
  readonly id: string;
  readonly job: string | null | undefined;
  readonly lastName: string;
  readonly resigned: boolean;
  readonly sex: Sex;
  readonly " $fragmentType": "SupplierWorkerDialog_worker";
};
export type SupplierWorkerDialog_worker$key = {
  readonly " $data"?: SupplierWorkerDialog_worker$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplierWorkerDialog_worker">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupplierWorkerDialog_worker",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sex",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "resigned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fiscalCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "birthDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "job",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Municipality",
      "kind": "LinkedField",
      "name": "birthplace",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SupplierWorker",
  "abstractKey": null
};
})();

(node as any).hash = "3bff6ad657126872c4be927e315957ba";

export default node;
