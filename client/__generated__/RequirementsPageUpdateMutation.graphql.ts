/**
 * @generated SignedSource<<a484a5037ea52d1879faf8234d3955a7>>
 * @relayHash 6ce83a04e6690afbe1e3fa30e5c0235c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5cf4d4b9ba5c6be0e1a1db4635b338971244310edfe3dc05ba9515b1ffca08a7

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
    "cacheID": "6ce83a04e6690afbe1e3fa30e5c0235c",
    "id": "5cf4d4b9ba5c6be0e1a1db4635b338971244310edfe3dc05ba9515b1ffca08a7",
    "metadata": {},
    "name": "RequirementsPageUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation RequirementsPageUpdateMutation(\n  $input: UpdateDocumentCategoryInput!\n) {\n  updateDocumentCategory(input: $input) {\n    __typename\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f930fab3836a26131b4e1fe710f92f98";

export default node;
