/**
 * @generated SignedSource<<7297707824753254ab605a87278b3d78>>
 * @relayHash 3b1b598d497b9647f99950c30f8eb831
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9f1f9fef516d24ae047cfcb7e1f4f9dc5639a08c7e8fd9d41ad6cf3b9a85020

import { ConcreteRequest } from 'relay-runtime';
export type WebhookEventType = "DOCUMENT_APPROVED" | "DOCUMENT_REJECTED" | "DOCUMENT_UPLOADED" | "PROCUREMENT_LIGHT_CHANGED" | "SUPPLIER_LIGHT_CHANGED" | "WORKER_LIGHT_CHANGED";
export type UpdateWebhookEndpointInput = {
  description?: string | null | undefined;
  enabled?: boolean | null | undefined;
  eventTypes?: ReadonlyArray<WebhookEventType> | null | undefined;
  id: string;
  url?: string | null | undefined;
};
export type WebhooksCardEnableMutation$variables = {
  input: UpdateWebhookEndpointInput;
};
export type WebhooksCardEnableMutation$data = {
  readonly updateWebhookEndpoint: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type WebhooksCardEnableMutation = {
  response: WebhooksCardEnableMutation$data;
  variables: WebhooksCardEnableMutation$variables;
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
    "name": "updateWebhookEndpoint",
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
    "name": "WebhooksCardEnableMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksCardEnableMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3b1b598d497b9647f99950c30f8eb831",
    "id": "d9f1f9fef516d24ae047cfcb7e1f4f9dc5639a08c7e8fd9d41ad6cf3b9a85020",
    "metadata": {},
    "name": "WebhooksCardEnableMutation",
    "operationKind": "mutation",
    "text": "mutation WebhooksCardEnableMutation(\n  $input: UpdateWebhookEndpointInput!\n) {\n  updateWebhookEndpoint(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f207b46d54a4be80656d416b7f09ccfb";

export default node;
