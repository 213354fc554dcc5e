/**
 * @generated SignedSource<<b322ce89b1d1187be0f99501bfcf41ad>>
 * @relayHash c65e823641dc0b9a6abfd17979d98b33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c734102fe495e7c281ec4d746f617566f74a964cf2da6fb2880c86b526d729e6

import { ConcreteRequest } from 'relay-runtime';
export type CreateDocumentCategoryInput = {
  code: string;
  expires: boolean;
  label: string;
  supplierAttachmentType?: number | null | undefined;
};
export type RequirementsPageCreateMutation$variables = {
  input: CreateDocumentCategoryInput;
};
export type RequirementsPageCreateMutation$data = {
  readonly createDocumentCategory: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type RequirementsPageCreateMutation = {
  response: RequirementsPageCreateMutation$data;
  variables: RequirementsPageCreateMutation$variables;
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
    "name": "createDocumentCategory",
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
    "name": "RequirementsPageCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequirementsPageCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c65e823641dc0b9a6abfd17979d98b33",
    "id": "c734102fe495e7c281ec4d746f617566f74a964cf2da6fb2880c86b526d729e6",
    "metadata": {},
    "name": "RequirementsPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation RequirementsPageCreateMutation(\n  $input: CreateDocumentCategoryInput!\n) {\n  createDocumentCategory(input: $input) {\n    __typename\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f1f663b07cad7e00f24b364da109526d";

export default node;
