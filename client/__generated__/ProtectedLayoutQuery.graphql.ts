/**
 * @generated SignedSource<<7cc581baa6b8d4b0ddb44ccae4edda85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserKind = "CUSTOMER" | "SUPPLIER" | "WORKER";
export type ProtectedLayoutQuery$variables = Record<PropertyKey, never>;
export type ProtectedLayoutQuery$data = {
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
    "cacheID": "65c9de3240fd236aca0509ed48a66879",
    "id": null,
    "metadata": {},
    "name": "ProtectedLayoutQuery",
    "operationKind": "query",
    "text": "query ProtectedLayoutQuery {\n  viewer {\n    id\n    displayName\n    kind\n  }\n}\n"
  }
};
})();

(node as any).hash = "f89c9f672f3d211bf6f4bed59c63f9e5";

export default node;
