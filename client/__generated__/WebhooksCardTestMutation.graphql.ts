/**
 * @generated SignedSource<<b4c563d928b998348fd46f89765373d4>>
 * @relayHash 486d22718172ef9650fed04521f608de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5fbe1cfa315ff07843f5bfaf27c18f72d7709adcdc7484b86c6dd9274af410a3

import { ConcreteRequest } from 'relay-runtime';
export type SendWebhookTestEventInput = {
  id: string;
};
export type WebhooksCardTestMutation$variables = {
  input: SendWebhookTestEventInput;
};
export type WebhooksCardTestMutation$data = {
  readonly sendWebhookTestEvent: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type WebhooksCardTestMutation = {
  response: WebhooksCardTestMutation$data;
  variables: WebhooksCardTestMutation$variables;
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
    "name": "sendWebhookTestEvent",
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
    "name": "WebhooksCardTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhooksCardTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "486d22718172ef9650fed04521f608de",
    "id": "5fbe1cfa315ff07843f5bfaf27c18f72d7709adcdc7484b86c6dd9274af410a3",
    "metadata": {},
    "name": "WebhooksCardTestMutation",
    "operationKind": "mutation",
    "text": "mutation WebhooksCardTestMutation(\n  $input: SendWebhookTestEventInput!\n) {\n  sendWebhookTestEvent(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cac91da3adda269314fa92622e906cb7";

export default node;
