/**
 * @generated SignedSource<<0c2b30311963f2014e82093bbb403eec>>
 * @relayHash 491087e3c9bceb7993dac65ef635890b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aa54128d32142769029ee68a06390c62c331958831bfc59e07762a896ad8ad09

import { ConcreteRequest } from 'relay-runtime';
export type RedeliverWebhooksSinceInput = {
  id: string;
  since: string;
};
export type WebhooksCardRedeliverSinceMutation$variables = {
  input: RedeliverWebhooksSinceInput;
};
export type WebhooksCardRedeliverSinceMutation$data = {
  readonly redeliverWebhooksSince: {
    readonly __typename: string;
    readonly data?: {
      readonly count: number;
    };
    readonly message?: string;
  };
};
export type WebhooksCardRedeliverSinceMutation = {
  response: WebhooksCardRedeliverSinceMutation$data;
  variables: WebhooksCardRedeliverSinceMutation$variables;
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
    "name": "redeliverWebhooksSince",
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
            "concreteType": "RedeliverWebhooksSincePayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RedeliverWebhooksSinceSuccess",
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
    "name": "WebhooksCardRedeliverSinceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksCardRedeliverSinceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "491087e3c9bceb7993dac65ef635890b",
    "id": "aa54128d32142769029ee68a06390c62c331958831bfc59e07762a896ad8ad09",
    "metadata": {},
    "name": "WebhooksCardRedeliverSinceMutation",
    "operationKind": "mutation",
    "text": "mutation WebhooksCardRedeliverSinceMutation(\n  $input: RedeliverWebhooksSinceInput!\n) {\n  redeliverWebhooksSince(input: $input) {\n    __typename\n    ... on RedeliverWebhooksSinceSuccess {\n      data {\n        count\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2aa5624234c5d56ae4216c650add5d71";

export default node;
