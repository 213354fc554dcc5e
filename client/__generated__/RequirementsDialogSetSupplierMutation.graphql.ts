/**
 * @generated SignedSource<<33ff89437f43a0ad919164e07464bb8a>>
 * @relayHash 02f2414217e72c1ea47ba9205c5dbfba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 090b1cd8c4f60e6a21f968077d0b27ba532f0185da5e9f8fd912c37fc162d077

import { ConcreteRequest } from 'relay-runtime';
export type SetSupplierRequirementsInput = {
  categories: ReadonlyArray<CategoryRequirementInput>;
  procurementId: string;
  supplierId: string;
};
export type CategoryRequirementInput = {
  categoryId: string;
  mandatory: boolean;
};
export type RequirementsDialogSetSupplierMutation$variables = {
  input: SetSupplierRequirementsInput;
};
export type RequirementsDialogSetSupplierMutation$data = {
  readonly setSupplierRequirements: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type RequirementsDialogSetSupplierMutation = {
  response: RequirementsDialogSetSupplierMutation$data;
  variables: RequirementsDialogSetSupplierMutation$variables;
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
    "name": "setSupplierRequirements",
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
    "name": "RequirementsDialogSetSupplierMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequirementsDialogSetSupplierMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "02f2414217e72c1ea47ba9205c5dbfba",
    "id": "090b1cd8c4f60e6a21f968077d0b27ba532f0185da5e9f8fd912c37fc162d077",
    "metadata": {},
    "name": "RequirementsDialogSetSupplierMutation",
    "operationKind": "mutation",
    "text": "mutation RequirementsDialogSetSupplierMutation(\n  $input: SetSupplierRequirementsInput!\n) {\n  setSupplierRequirements(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "27ef2f7ffc84e01fcff0c8d6cb324f33";

export default node;
