/**
 * @generated SignedSource<<dde66326123f208c633cbbb03d26059b>>
 * @relayHash 7ce589066bf84b117c6ef79d2dc499ec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e52b68b654d4127ff69ed75c3505d50882a79c29646fac007c1ad7301758b5ac

import { ConcreteRequest } from 'relay-runtime';
export type RevokeWorkerAreaAccessInput = {
  supplierWorkerId: string;
};
export type WorkerAreaAccessSectionRevokeMutation$variables = {
  input: RevokeWorkerAreaAccessInput;
};
export type WorkerAreaAccessSectionRevokeMutation$data = {
  readonly revokeWorkerAreaAccess: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type WorkerAreaAccessSectionRevokeMutation = {
  response: WorkerAreaAccessSectionRevokeMutation$data;
  variables: WorkerAreaAccessSectionRevokeMutation$variables;
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
    "name": "revokeWorkerAreaAccess",
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
    "name": "WorkerAreaAccessSectionRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkerAreaAccessSectionRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7ce589066bf84b117c6ef79d2dc499ec",
    "id": "e52b68b654d4127ff69ed75c3505d50882a79c29646fac007c1ad7301758b5ac",
    "metadata": {},
    "name": "WorkerAreaAccessSectionRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation WorkerAreaAccessSectionRevokeMutation(\n  $input: RevokeWorkerAreaAccessInput!\n) {\n  revokeWorkerAreaAccess(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bf6fcf292f37c4ae2f9f288535dca812";

export default node;
