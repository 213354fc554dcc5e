/**
 * @generated SignedSource<<5beed3df2126053fe6186af6eedd859b>>
 * @relayHash c821ce9b8de3e5af3051c10df79f3c1e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f7133f4dd49c8c98de1abbfc486fea9a622c64d44b030a826fed003aeb569f8

import { ConcreteRequest } from 'relay-runtime';
export type RevokeApiKeyInput = {
  id: string;
};
export type ApiKeysCardRevokeMutation$variables = {
  input: RevokeApiKeyInput;
};
export type ApiKeysCardRevokeMutation$data = {
  readonly revokeApiKey: {
    readonly __typename: string;
    readonly data?: {
      readonly apiKey: {
        readonly id: string;
        readonly lastUsedAt: string | null | undefined;
        readonly revokedAt: string | null | undefined;
      } | null | undefined;
    };
    readonly message?: string;
  };
};
export type ApiKeysCardRevokeMutation = {
  response: ApiKeysCardRevokeMutation$data;
  variables: ApiKeysCardRevokeMutation$variables;
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
    "name": "revokeApiKey",
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
            "concreteType": "RevokeApiKeyPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ApiKey",
                "kind": "LinkedField",
                "name": "apiKey",
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
                    "name": "lastUsedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "revokedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RevokeApiKeySuccess",
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
    "name": "ApiKeysCardRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiKeysCardRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c821ce9b8de3e5af3051c10df79f3c1e",
    "id": "3f7133f4dd49c8c98de1abbfc486fea9a622c64d44b030a826fed003aeb569f8",
    "metadata": {},
    "name": "ApiKeysCardRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation ApiKeysCardRevokeMutation(\n  $input: RevokeApiKeyInput!\n) {\n  revokeApiKey(input: $input) {\n    __typename\n    ... on RevokeApiKeySuccess {\n      data {\n        apiKey {\n          id\n          lastUsedAt\n          revokedAt\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9837f89d62eb77d64c5ad566bac953d4";

export default node;
