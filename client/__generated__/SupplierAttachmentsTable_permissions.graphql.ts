/**
 * @generated SignedSource<<7bba9cc8d48c2e4c58f232b0a7c91f69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupplierAttachmentsTable_permissions$data = {
  readonly deleteCompanyDocuments: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly uploadCompanyDocuments: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly " $fragmentType": "SupplierAttachmentsTable_permissions";
};
export type SupplierAttachmentsTable_permissions$key = {
  readonly " $data"?: SupplierAttachmentsTable_permissions$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplierAttachmentsTable_permissions">;
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
  "name": "SupplierAttachmentsTable_permissions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "uploadCompanyDocuments",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "deleteCompanyDocuments",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ViewerPermissions",
  "abstractKey": null
};
})();

(node as any).hash = "0f9d553a1b73fdd26dbed5e5650fd098";

export default node;
