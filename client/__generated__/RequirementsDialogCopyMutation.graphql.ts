/**
 * @generated SignedSource<<e07a5b5b9358444e92362f6ba1ec43ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "id": null,
    "metadata": {},
    "name": "RequirementsDialogCopyMutation",
    "operationKind": "mutation",
    "text": "mutation RequirementsDialogCopyMutation(\n  $input: CopyProcurementRequirementsInput!\n) {\n  copyProcurementRequirements(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ab4840867d77000067c0e8ee9fd9e4c";

export default node;
