/**
 * @generated SignedSource<<1b69e7bb338b62193ea3018760769c7a>>
 * @relayHash 73e516d88dbea00bf08f33fb0aaaed87
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a6a90d569c8b0d568180ebf5d3fc47f4d02512b81bfd631fc8e20bb003629ce1

import { ConcreteRequest } from 'relay-runtime';
export type RotateWebhookSecretInput = {
  id: string;
  overlapHours: number;
};
export type WebhooksCardRotateMutation$variables = {
  input: RotateWebhookSecretInput;
};
export type WebhooksCardRotateMutation$data = {
  readonly rotateWebhookSecret: {
    readonly __typename: string;
    readonly data?: {
      readonly secret: string;
    };
    readonly message?: string;
  };
};
export type WebhooksCardRotateMutation = {
  response: WebhooksCardRotateMutation$data;
  variables: WebhooksCardRotateMutation$variables;
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
    "name": "rotateWebhookSecret",
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
            "concreteType": "WebhookSecretPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "secret",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RotateWebhookSecretSuccess",
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
    "name": "WebhooksCardRotateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksCardRotateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "73e516d88dbea00bf08f33fb0aaaed87",
    "id": "a6a90d569c8b0d568180ebf5d3fc47f4d02512b81bfd631fc8e20bb003629ce1",
    "metadata": {},
    "name": "WebhooksCardRotateMutation",
    "operationKind": "mutation",
    "text": "mutation WebhooksCardRotateMutation(\n  $input: RotateWebhookSecretInput!\n) {\n  rotateWebhookSecret(input: $input) {\n    __typename\n    ... on RotateWebhookSecretSuccess {\n      data {\n        secret\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "10b79009d53c3dd62173b92e51a72b09";

export default node;
