/**
 * @generated SignedSource<<3c22105cf385ef1acd7e9864034ee61d>>
 * @relayHash 9d63764b08e6efaba6b89292c691c935
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad8d3f7c0ff1df2d708e7c01f76490229a153f609fa61cd7fb9f2d081690c64d

import { ConcreteRequest } from 'relay-runtime';
export type SetCategoryDefaultDocumentInput = {
  categoryId: string;
  file: any;
};
export type DefaultDocumentCellSetDefaultMutation$variables = {
  input: SetCategoryDefaultDocumentInput;
};
export type DefaultDocumentCellSetDefaultMutation$data = {
  readonly setCategoryDefaultDocument: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type DefaultDocumentCellSetDefaultMutation = {
  response: DefaultDocumentCellSetDefaultMutation$data;
  variables: DefaultDocumentCellSetDefaultMutation$variables;
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
    "name": "setCategoryDefaultDocument",
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
    "name": "DefaultDocumentCellSetDefaultMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DefaultDocumentCellSetDefaultMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9d63764b08e6efaba6b89292c691c935",
    "id": "ad8d3f7c0ff1df2d708e7c01f76490229a153f609fa61cd7fb9f2d081690c64d",
    "metadata": {},
    "name": "DefaultDocumentCellSetDefaultMutation",
    "operationKind": "mutation",
    "text": "mutation DefaultDocumentCellSetDefaultMutation(\n  $input: SetCategoryDefaultDocumentInput!\n) {\n  setCategoryDefaultDocument(input: $input) {\n    __typename\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "90e7a273a04fdfe06e4b2d6bf59c5006";

export default node;
