/**
 * @generated SignedSource<<34b0350ff4593ca5248099e783975fdb>>
 * @relayHash a44be256d66926f6aa61e357fb3c051f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cd8b89c1b2d1abcee358e4175d10c281a1fcd6e1244f844d770261422dba6605

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
    readonly data?: {
      readonly category: {
        readonly id: string;
      } | null | undefined;
    };
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
            "concreteType": "DocumentCategoryPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SupplierDocumentCategory",
                "kind": "LinkedField",
                "name": "category",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreateDocumentCategorySuccess",
        "abstractKey": null
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
    "cacheID": "a44be256d66926f6aa61e357fb3c051f",
    "id": "cd8b89c1b2d1abcee358e4175d10c281a1fcd6e1244f844d770261422dba6605",
    "metadata": {},
    "name": "RequirementsPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation RequirementsPageCreateMutation(\n  $input: CreateDocumentCategoryInput!\n) {\n  createDocumentCategory(input: $input) {\n    __typename\n    ... on CreateDocumentCategorySuccess {\n      data {\n        category {\n          id\n        }\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "bdf5498daa3022f9ddd518c7eb279710";

export default node;
