/**
 * @generated SignedSource<<a13833c50ee3a39a6e88c4ce4ab3e796>>
 * @relayHash 8afe7141d9ea7c6568ebf695633001ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aaaca7be6235becde46cb000fbf782e6c86738678658ff6ec8f2b634073eeb5e

import { ConcreteRequest } from 'relay-runtime';
export type SubstanceDialogQuery$variables = Record<PropertyKey, never>;
export type SubstanceDialogQuery$data = {
  readonly hazardStatements: ReadonlyArray<{
    readonly code: string;
    readonly textIt: string;
  }>;
};
export type SubstanceDialogQuery = {
  response: SubstanceDialogQuery$data;
  variables: SubstanceDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "textIt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubstanceDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "HazardStatement",
        "kind": "LinkedField",
        "name": "hazardStatements",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubstanceDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "HazardStatement",
        "kind": "LinkedField",
        "name": "hazardStatements",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8afe7141d9ea7c6568ebf695633001ce",
    "id": "aaaca7be6235becde46cb000fbf782e6c86738678658ff6ec8f2b634073eeb5e",
    "metadata": {},
    "name": "SubstanceDialogQuery",
    "operationKind": "query",
    "text": "query SubstanceDialogQuery {\n  hazardStatements {\n    code\n    textIt\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "9fa41e53d5d6fa5fb2529e5f1d7e0ce8";

export default node;
