/**
 * @generated SignedSource<<9ca2a162f1cf1545c28161bac1a7dc47>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RequiredDocumentsTable_permissions$data = {
  readonly deleteRequiredDocuments: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly reviewRequiredItems: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly uploadRequiredDocuments: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly " $fragmentType": "RequiredDocumentsTable_permissions";
};
export type RequiredDocumentsTable_permissions$key = {
  readonly " $data"?: RequiredDocumentsTable_permissions$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequiredDocumentsTable_permissions">;
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
  "name": "RequiredDocumentsTable_permissions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "uploadRequiredDocuments",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "deleteRequiredDocuments",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "reviewRequiredItems",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ViewerPermissions",
  "abstractKey": null
};
})();

(node as any).hash = "eca668fcf54bbb5c5f159011e5bed1d1";

export default node;
