/**
 * @generated SignedSource<<730fa93be6608048088ecba359f8c44d>>
 * @relayHash 3de6084e177d6fa79ef9396bd8593b23
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a79d116932c6af93d171105612aa01c0819528f9aaf748490f67ab1d36d8fa7b

import { ConcreteRequest } from 'relay-runtime';
export type SetProcurementRequirementsInput = {
  categories: ReadonlyArray<CategoryRequirementInput>;
  procurementId: string;
};
export type CategoryRequirementInput = {
  categoryId: string;
  mandatory: boolean;
};
export type RequirementsDialogSetDefaultsMutation$variables = {
  input: SetProcurementRequirementsInput;
};
export type RequirementsDialogSetDefaultsMutation$data = {
  readonly setProcurementRequirements: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type RequirementsDialogSetDefaultsMutation = {
  response: RequirementsDialogSetDefaultsMutation$data;
  variables: RequirementsDialogSetDefaultsMutation$variables;
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
    "name": "setProcurementRequirements",
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
    "name": "RequirementsDialogSetDefaultsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequirementsDialogSetDefaultsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3de6084e177d6fa79ef9396bd8593b23",
    "id": "a79d116932c6af93d171105612aa01c0819528f9aaf748490f67ab1d36d8fa7b",
    "metadata": {},
    "name": "RequirementsDialogSetDefaultsMutation",
    "operationKind": "mutation",
    "text": "mutation RequirementsDialogSetDefaultsMutation(\n  $input: SetProcurementRequirementsInput!\n) {\n  setProcurementRequirements(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8e1eced2ec10f97ba338a135dcbc821a";

export default node;
