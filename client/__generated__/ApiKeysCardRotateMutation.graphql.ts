/**
 * @generated SignedSource<<0f907c6a433c877cc561766ab72ef4aa>>
 * @relayHash 9773765c907ae6502cb9420002e75e83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf0834b41752018d1a712b0b55e475cda92d9fe75c277f9d208884ba6c30f98a

import { ConcreteRequest } from 'relay-runtime';
export type RotateApiKeyInput = {
  id: string;
  overlapHours: number;
};
export type ApiKeysCardRotateMutation$variables = {
  input: RotateApiKeyInput;
};
export type ApiKeysCardRotateMutation$data = {
  readonly rotateApiKey: {
    readonly __typename: string;
    readonly data?: {
      readonly token: string;
    };
    readonly message?: string;
  };
};
export type ApiKeysCardRotateMutation = {
  response: ApiKeysCardRotateMutation$data;
  variables: ApiKeysCardRotateMutation$variables;
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
    "name": "rotateApiKey",
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
            "concreteType": "CreateApiKeyPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "token",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RotateApiKeySuccess",
        "abstractKey": null
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
    "name": "ApiKeysCardRotateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiKeysCardRotateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9773765c907ae6502cb9420002e75e83",
    "id": "cf0834b41752018d1a712b0b55e475cda92d9fe75c277f9d208884ba6c30f98a",
    "metadata": {},
    "name": "ApiKeysCardRotateMutation",
    "operationKind": "mutation",
    "text": "mutation ApiKeysCardRotateMutation(\n  $input: RotateApiKeyInput!\n) {\n  rotateApiKey(input: $input) {\n    __typename\n    ... on RotateApiKeySuccess {\n      data {\n        token\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9a638165bb8e5b4ccf2f6ad1f4365998";

export default node;
