/**
 * @generated SignedSource<<382d5e99ad62c0bc33b6442db4f5f4d7>>
 * @relayHash 68725323b9b62f5afdc0f90e235f183d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 729112e2f9995c95d703621c73067cc1567f2f63a79fac720b33c6d1e65e7f08

import { ConcreteRequest } from 'relay-runtime';
export type UpdateDocumentCategoryInput = {
  code: string;
  expires: boolean;
  id: string;
  label: string;
  supplierAttachmentType?: number | null | undefined;
};
export type RequirementsPageUpdateMutation$variables = {
  input: UpdateDocumentCategoryInput;
};
export type RequirementsPageUpdateMutation$data = {
  readonly updateDocumentCategory: {
    readonly __typename: string;
    readonly data?: {
      readonly category: {
        readonly code: string;
        readonly expires: boolean;
        readonly id: string;
        readonly label: string;
        readonly supplierAttachmentType: number | null | undefined;
      } | null | undefined;
    };
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type RequirementsPageUpdateMutation = {
  response: RequirementsPageUpdateMutation$data;
  variables: RequirementsPageUpdateMutation$variables;
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
    "name": "updateDocumentCategory",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "code",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "supplierAttachmentType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expires",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateDocumentCategorySuccess",
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
    "name": "RequirementsPageUpdateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RequirementsPageUpdateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "68725323b9b62f5afdc0f90e235f183d",
    "id": "729112e2f9995c95d703621c73067cc1567f2f63a79fac720b33c6d1e65e7f08",
    "metadata": {},
    "name": "RequirementsPageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation RequirementsPageUpdateMutation(\n  $input: UpdateDocumentCategoryInput!\n) {\n  updateDocumentCategory(input: $input) {\n    __typename\n    ... on UpdateDocumentCategorySuccess {\n      data {\n        category {\n          id\n          code\n          label\n          supplierAttachmentType\n          expires\n        }\n      }\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5020b243e932c23268bfa954676685f3";

export default node;
