/**
 * @generated SignedSource<<4c7e886937218d7987ec6064dbceeb7b>>
 * @relayHash ca5b1fdaa63ef8edfa38dbdaa930923e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5ca2549ea389fc94f14a9a94f6c8f5a8c6d15b5c3c435c3b08a8ec433e9e70e

import { ConcreteRequest } from 'relay-runtime';
export type SetExpiryRemindersInput = {
  enabled: boolean;
};
export type ExpiryRemindersButtonMutation$variables = {
  input: SetExpiryRemindersInput;
};
export type ExpiryRemindersButtonMutation$data = {
  readonly setExpiryReminders: {
    readonly __typename: string;
    readonly data?: {
      readonly expiryReminders: boolean;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type ExpiryRemindersButtonMutation = {
  response: ExpiryRemindersButtonMutation$data;
  variables: ExpiryRemindersButtonMutation$variables;
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
    "name": "setExpiryReminders",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "data",
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
                "name": "expiryReminders",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetExpiryRemindersSuccess",
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
    "name": "ExpiryRemindersButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExpiryRemindersButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ca5b1fdaa63ef8edfa38dbdaa930923e",
    "id": "b5ca2549ea389fc94f14a9a94f6c8f5a8c6d15b5c3c435c3b08a8ec433e9e70e",
    "metadata": {},
    "name": "ExpiryRemindersButtonMutation",
    "operationKind": "mutation",
    "text": "mutation ExpiryRemindersButtonMutation(\n  $input: SetExpiryRemindersInput!\n) {\n  setExpiryReminders(input: $input) {\n    __typename\n    ... on SetExpiryRemindersSuccess {\n      data {\n        id\n        expiryReminders\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "40b5d4127ceb0793662b3ac1245ecf38";

export default node;
