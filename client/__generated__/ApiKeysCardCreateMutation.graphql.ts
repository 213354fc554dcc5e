/**
 * @generated SignedSource<<a36014de97d685875b9a3743d31c4aa3>>
 * @relayHash 2cd4ebb9fbb7d4d679d361cfc549ceea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2344715ab1bbae64103c74a6e0ac1194933e46d923f662a74513d6b3011af074

import { ConcreteRequest } from 'relay-runtime';
export type ApiKeyScope = "COMPLIANCE" | "PROCUREMENTS";
export type CreateApiKeyInput = {
  name: string;
  scope?: ApiKeyScope | null | undefined;
};
export type ApiKeysCardCreateMutation$variables = {
  input: CreateApiKeyInput;
};
export type ApiKeysCardCreateMutation$data = {
  readonly createApiKey: {
    readonly __typename: string;
    readonly data?: {
      readonly token: string;
    };
    readonly message?: string;
  };
};
export type ApiKeysCardCreateMutation = {
  response: ApiKeysCardCreateMutation$data;
  variables: ApiKeysCardCreateMutation$variables;
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
    "name": "createApiKey",
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
        "type": "CreateApiKeySuccess",
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
    "name": "ApiKeysCardCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiKeysCardCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2cd4ebb9fbb7d4d679d361cfc549ceea",
    "id": "2344715ab1bbae64103c74a6e0ac1194933e46d923f662a74513d6b3011af074",
    "metadata": {},
    "name": "ApiKeysCardCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ApiKeysCardCreateMutation(\n  $input: CreateApiKeyInput!\n) {\n  createApiKey(input: $input) {\n    __typename\n    ... on CreateApiKeySuccess {\n      data {\n        token\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "34963bb99e4dd6ae8ee24698a23819e5";

export default node;
