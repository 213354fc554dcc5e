/**
 * @generated SignedSource<<9d1667d1c1496a3f8228b783be6b9b19>>
 * @relayHash 432b2a406be8d5e64923b8bcc4ae036b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5cdab9c7bd2609b824c9c2f5e929865b4111081bc533a74087df1584ef557059

import { ConcreteRequest } from 'relay-runtime';
export type DeleteWebhookEndpointInput = {
  id: string;
};
export type WebhooksCardDeleteMutation$variables = {
  input: DeleteWebhookEndpointInput;
};
export type WebhooksCardDeleteMutation$data = {
  readonly deleteWebhookEndpoint: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type WebhooksCardDeleteMutation = {
  response: WebhooksCardDeleteMutation$data;
  variables: WebhooksCardDeleteMutation$variables;
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
    "name": "deleteWebhookEndpoint",
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
    "name": "WebhooksCardDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksCardDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "432b2a406be8d5e64923b8bcc4ae036b",
    "id": "5cdab9c7bd2609b824c9c2f5e929865b4111081bc533a74087df1584ef557059",
    "metadata": {},
    "name": "WebhooksCardDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation WebhooksCardDeleteMutation(\n  $input: DeleteWebhookEndpointInput!\n) {\n  deleteWebhookEndpoint(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2f7f9b57d3e9ae130fc190a09168e425";

export default node;
