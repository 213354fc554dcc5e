/**
 * @generated SignedSource<<4f8467205cb89e63bacab3f5ba9a68c8>>
 * @relayHash c07ce08ceee83b5050a72a306644d4b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a0fdbc9c879c239b5c5177992ece274f3717e2fe0056bec162fd65b4aa112d9e

import { ConcreteRequest } from 'relay-runtime';
export type CopyProcurementRequirementsInput = {
  fromProcurementId: string;
  procurementId: string;
};
export type RequirementsDialogCopyMutation$variables = {
  input: CopyProcurementRequirementsInput;
};
export type RequirementsDialogCopyMutation$data = {
  readonly copyProcurementRequirements: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type RequirementsDialogCopyMutation = {
  response: RequirementsDialogCopyMutation$data;
  variables: RequirementsDialogCopyMutation$variables;
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
    "name": "copyProcurementRequirements",
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
    "name": "RequirementsDialogCopyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequirementsDialogCopyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c07ce08ceee83b5050a72a306644d4b9",
    "id": "a0fdbc9c879c239b5c5177992ece274f3717e2fe0056bec162fd65b4aa112d9e",
    "metadata": {},
    "name": "RequirementsDialogCopyMutation",
    "operationKind": "mutation",
    "text": "mutation RequirementsDialogCopyMutation(\n  $input: CopyProcurementRequirementsInput!\n) {\n  copyProcurementRequirements(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ab4840867d77000067c0e8ee9fd9e4c";

export default node;
