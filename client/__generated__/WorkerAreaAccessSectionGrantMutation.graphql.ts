/**
 * @generated SignedSource<<7aa52b09645ed812b002cbadf938897c>>
 * @relayHash 5978d948ede07af5350f4dcf0601618f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe41dbb99c6093c7bf60517e630a2fff5ab31b4b5d157ba66bdce3f6e1f73d7a

import { ConcreteRequest } from 'relay-runtime';
export type GrantWorkerAreaAccessInput = {
  email: string;
  supplierWorkerId: string;
};
export type WorkerAreaAccessSectionGrantMutation$variables = {
  input: GrantWorkerAreaAccessInput;
};
export type WorkerAreaAccessSectionGrantMutation$data = {
  readonly grantWorkerAreaAccess: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type WorkerAreaAccessSectionGrantMutation = {
  response: WorkerAreaAccessSectionGrantMutation$data;
  variables: WorkerAreaAccessSectionGrantMutation$variables;
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
    "name": "grantWorkerAreaAccess",
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "messages",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "WorkerAreaAccessSectionGrantMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkerAreaAccessSectionGrantMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5978d948ede07af5350f4dcf0601618f",
    "id": "fe41dbb99c6093c7bf60517e630a2fff5ab31b4b5d157ba66bdce3f6e1f73d7a",
    "metadata": {},
    "name": "WorkerAreaAccessSectionGrantMutation",
    "operationKind": "mutation",
    "text": "mutation WorkerAreaAccessSectionGrantMutation(\n  $input: GrantWorkerAreaAccessInput!\n) {\n  grantWorkerAreaAccess(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4f4b088a4d0a13a4c1a27fec02fecbca";

export default node;
