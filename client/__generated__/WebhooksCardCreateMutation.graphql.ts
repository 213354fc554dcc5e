/**
 * @generated SignedSource<<9817611a1ff3f6adb94dd64d3acf49c3>>
 * @relayHash e8f7038470c7169c468bda5169870a27
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e450970b4253e4e337ae29f25a7cb991b9f765967177fd6f561be9937cdb796b

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEventType = "DOCUMENT_APPROVED" | "DOCUMENT_REJECTED" | "DOCUMENT_UPLOADED" | "PROCUREMENT_LIGHT_CHANGED" | "SUPPLIER_LIGHT_CHANGED" | "WORKER_LIGHT_CHANGED";
export type CreateWebhookEndpointInput = {
  description?: string | null | undefined;
  eventTypes: ReadonlyArray<WebhookEventType>;
  url: string;
};
export type WebhooksCardCreateMutation$variables = {
  input: CreateWebhookEndpointInput;
};
export type WebhooksCardCreateMutation$data = {
  readonly createWebhookEndpoint: {
    readonly __typename: string;
    readonly data?: {
      readonly secret: string;
    };
    readonly message?: string;
  };
};
export type WebhooksCardCreateMutation = {
  response: WebhooksCardCreateMutation$data;
  variables: WebhooksCardCreateMutation$variables;
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
    "name": "createWebhookEndpoint",
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
        "type": "CreateWebhookEndpointSuccess",
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
    "name": "WebhooksCardCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksCardCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e8f7038470c7169c468bda5169870a27",
    "id": "e450970b4253e4e337ae29f25a7cb991b9f765967177fd6f561be9937cdb796b",
    "metadata": {},
    "name": "WebhooksCardCreateMutation",
    "operationKind": "mutation",
    "text": "mutation WebhooksCardCreateMutation(\n  $input: CreateWebhookEndpointInput!\n) {\n  createWebhookEndpoint(input: $input) {\n    __typename\n    ... on CreateWebhookEndpointSuccess {\n      data {\n        secret\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a6957bea540831f3ad1b284d44c67072";

export default node;
