/**
 * @generated SignedSource<<b8f687086c31439dc6d69f3fde81f377>>
 * @relayHash 9f914e5ab7f1c8ed826027c3067f375a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 36a304d985d766c25ff8ab7c89231f6bff8102a3cd2f14ac0e22363fc2478316

import { ConcreteRequest } from 'relay-runtime';
export type RedeliverWebhookInput = {
  deliveryId: string;
};
export type WebhooksCardRedeliverMutation$variables = {
  input: RedeliverWebhookInput;
};
export type WebhooksCardRedeliverMutation$data = {
  readonly redeliverWebhook: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type WebhooksCardRedeliverMutation = {
  response: WebhooksCardRedeliverMutation$data;
  variables: WebhooksCardRedeliverMutation$variables;
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
    "name": "redeliverWebhook",
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
    "name": "WebhooksCardRedeliverMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksCardRedeliverMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9f914e5ab7f1c8ed826027c3067f375a",
    "id": "36a304d985d766c25ff8ab7c89231f6bff8102a3cd2f14ac0e22363fc2478316",
    "metadata": {},
    "name": "WebhooksCardRedeliverMutation",
    "operationKind": "mutation",
    "text": "mutation WebhooksCardRedeliverMutation(\n  $input: RedeliverWebhookInput!\n) {\n  redeliverWebhook(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5773c0886ca20e780fe45b2eb10adc22";

export default node;
