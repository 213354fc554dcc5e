/**
 * @generated SignedSource<<4a14cb6370ee296c1650ce4dccd0637e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ElementsTable_permissions$data = {
  readonly declareElements: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly deleteElementDocuments: {
    readonly allowed: boolean;
  };
  readonly deleteElements: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly editElementDocuments: {
    readonly allowed: boolean;
  };
  readonly editElements: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly reviewRequiredItems: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly uploadElementDocuments: {
    readonly allowed: boolean;
    readonly reason: string | null | undefined;
  };
  readonly " $fragmentType": "ElementsTable_permissions";
};
export type ElementsTable_permissions$key = {
  readonly " $data"?: ElementsTable_permissions$data;
  readonly " $fragmentSpreads": FragmentRefs<"ElementsTable_permissions">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "allowed",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "reason",
    "storageKey": null
  }
],
v2 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ElementsTable_permissions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "declareElements",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "editElements",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "deleteElements",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "uploadElementDocuments",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "editElementDocuments",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "deleteElementDocuments",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PermissionDecision",
      "kind": "LinkedField",
      "name": "reviewRequiredItems",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "ViewerPermissions",
  "abstractKey": null
};
})();

(node as any).hash = "d3d7d0b8fea96d0d0e9caa81d764a116";

export default node;
