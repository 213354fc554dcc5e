/**
 * @generated SignedSource<<a3d265c3f8ab2d621f85c7c9d929a0e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupplierWorkersTable_permissions$data = {
  readonly deleteCompanyWorkers: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly editCompanyWorkers: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"WorkerDocumentsSection_permissions">;
  readonly " $fragmentType": "SupplierWorkersTable_permissions";
};
export type SupplierWorkersTable_permissions$key = {
  readonly " $data"?: SupplierWorkersTable_permissions$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplierWorkersTable_permissions">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "allowed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reason",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupplierWorkersTable_permissions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "editCompanyWorkers",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "deleteCompanyWorkers",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WorkerDocumentsSection_permissions"
    }
  ],
  "type": "ViewerPermissions",
  "abstractKey": null
};
})();

(node as any).hash = "c7a2e7950bbf14dc15b7248259bd360b";

export default node;
