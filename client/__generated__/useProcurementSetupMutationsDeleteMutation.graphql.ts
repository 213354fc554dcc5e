/**
 * @generated SignedSource<<2f2e67ecd91b1141615c076146973eda>>
 * @relayHash 452f8ba69557150d1858c5c9a879fe7d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a84e5a8b1de7352faecc9d4f88ef31f0e5c10f1c39564a340f78e638fe2520c

import { ConcreteRequest } from 'relay-runtime';
export type DeleteProcurementInput = {
  id: string;
};
export type useProcurementSetupMutationsDeleteMutation$variables = {
  input: DeleteProcurementInput;
};
export type useProcurementSetupMutationsDeleteMutation$data = {
  readonly deleteProcurement: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useProcurementSetupMutationsDeleteMutation = {
  response: useProcurementSetupMutationsDeleteMutation$data;
  variables: useProcurementSetupMutationsDeleteMutation$variables;
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
    "name": "deleteProcurement",
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
    "name": "useProcurementSetupMutationsDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useProcurementSetupMutationsDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "452f8ba69557150d1858c5c9a879fe7d",
    "id": "9a84e5a8b1de7352faecc9d4f88ef31f0e5c10f1c39564a340f78e638fe2520c",
    "metadata": {},
    "name": "useProcurementSetupMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useProcurementSetupMutationsDeleteMutation(\n  $input: DeleteProcurementInput!\n) {\n  deleteProcurement(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "365f9adb64998521460a164a3107964c";

export default node;
