/**
 * @generated SignedSource<<4c9a7b541a7d87162733aedf19f1d9a0>>
 * @relayHash 186a0abfbaf19db927e251f9764a6d6a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c3885981452f5fcf1beab230178a2588b092be37a82022d691ce0ecb3951fc4

import { ConcreteRequest } from 'relay-runtime';
export type DeleteElementDocumentTypeInput = {
  id: string;
};
export type RequirementsPageDeleteElementMutation$variables = {
  input: DeleteElementDocumentTypeInput;
};
export type RequirementsPageDeleteElementMutation$data = {
  readonly deleteElementDocumentType: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type RequirementsPageDeleteElementMutation = {
  response: RequirementsPageDeleteElementMutation$data;
  variables: RequirementsPageDeleteElementMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteElementDocumentType",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RequirementsPageDeleteElementMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequirementsPageDeleteElementMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "186a0abfbaf19db927e251f9764a6d6a",
    "id": "8c3885981452f5fcf1beab230178a2588b092be37a82022d691ce0ecb3951fc4",
    "metadata": {},
    "name": "RequirementsPageDeleteElementMutation",
    "operationKind": "mutation",
    "text": "mutation RequirementsPageDeleteElementMutation(\n  $input: DeleteElementDocumentTypeInput!\n) {\n  deleteElementDocumentType(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d2189e6c698d4969eb2b19368c2e209";

export default node;
