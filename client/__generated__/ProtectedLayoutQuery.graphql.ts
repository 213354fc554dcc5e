/**
 * @generated SignedSource<<e460c8e25f725c7c1756f1c6e525a324>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserKind = "CUSTOMER" | "SUPPLIER" | "WORKER";
export type ProtectedLayoutQuery$variables = Record<PropertyKey, never>;
export type ProtectedLayoutQuery$data = {
  readonly uploadMaxBytes: number | null | undefined;
  readonly viewer: {
    readonly displayName: string;
    readonly id: string;
    readonly kind: UserKind;
  } | null | undefined;
};
export type ProtectedLayoutQuery = {
  response: ProtectedLayoutQuery$data;
  variables: ProtectedLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
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
        "name": "displayName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "kind",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "uploadMaxBytes",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProtectedLayoutQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProtectedLayoutQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "133513cba16bc4cb15526c80cf14824b",
    "id": null,
    "metadata": {},
    "name": "ProtectedLayoutQuery",
    "operationKind": "query",
    "text": "query ProtectedLayoutQuery {\n  viewer {\n    id\n    displayName\n    kind\n  }\n  uploadMaxBytes\n}\n"
  }
};
})();

(node as any).hash = "cf864000ce9164f6e054d2a5ce711b39";

export default node;
